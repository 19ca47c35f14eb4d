//! A move that sows the mover's store (`[moves] from = "own-store"`),
//! written by the store's name: it lifts every seed of the store and sows
//! them from the site after it as the path is written, passing the stores
//! where the phase sows none. Worked by hand on two rows of four, each
//! store holding thirteen at the start, through `sow play`.

use crate::support::sow::{play_json, sow};
use crate::support::temp::TempDir;

/// L003's fixture mended: each player's first turn sows their store (it
/// holds 13), then they sow their holes for good.
fn stores_of_thirteen() -> String {
    include_str!("../fixtures/L003-store-move-misplaced.sow.toml").replace(
        "moves = { from = \"opponent-store\" }",
        "moves = { from = \"own-store\" }",
    )
}

#[test]
fn each_player_sows_their_store_from_the_site_after_it() {
    let dir = TempDir::new("store-moves");
    let file = dir.write("stores.sow.toml", stores_of_thirteen());
    // South's store (13) from d2, past both stores: d2 c2 b2 a2 a1 b1 c1
    // d1 take one each, and d2 c2 b2 a2 a1 a second: 6 6 6 6 | 6 5 5 5.
    // North's (13) from a1: a1 b1 c1 d1 d2 c2 b2 a2 one each, and a1 b1
    // c1 d1 d2 a second: row 1 8 7 7 7, row 2 (a2-d2) 7 7 7 8.
    let played = play_json(&file, "south-store north-store");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let [start, south, north] = &played.snaps[..] else {
        panic!("three positions: {:?}", played.snaps);
    };
    // Thirteen at the first turn's start: the store's phase has begun.
    assert_eq!(start["phases"]["south"], "store-sowing");
    assert_eq!(south["move"], "south-store");
    let row = |snap: &serde_json::Value, names: [&str; 4]| names.map(|h| snap["holes"][h].clone());
    assert_eq!(row(south, ["a1", "b1", "c1", "d1"]), [6, 5, 5, 5]);
    assert_eq!(row(south, ["a2", "b2", "c2", "d2"]), [6, 6, 6, 6]);
    assert_eq!(south["stores"]["south"], 0);
    assert_eq!(south["phases"]["south"], "after");
    assert_eq!(north["move"], "north-store");
    assert_eq!(row(north, ["a1", "b1", "c1", "d1"]), [8, 7, 7, 7]);
    assert_eq!(row(north, ["a2", "b2", "c2", "d2"]), [7, 7, 7, 8]);
    assert_eq!(north["stores"]["north"], 0);
    assert_eq!(north["phases"]["north"], "after");
}

#[test]
fn a_hole_is_refused_while_the_store_must_be_sown_and_the_store_after() {
    let dir = TempDir::new("store-refused");
    let file = dir.write("stores.sow.toml", stores_of_thirteen());
    let played = play_json(&file, "a1");
    assert_eq!(played.code, Some(1), "{}", played.stderr);
    assert!(
        played.stderr.contains("legal moves: south-store"),
        "{}",
        played.stderr
    );
    // Sown once, the store is not sown again (the phase is over).
    let played = play_json(&file, "south-store north-store south-store");
    assert_eq!(played.code, Some(1), "{}", played.stderr);
    assert!(played.stderr.contains("ply 3"), "{}", played.stderr);
    assert!(
        !played.stderr.contains("legal moves: south-store"),
        "{}",
        played.stderr
    );
    // A store's sowing carries no way.
    let played = play_json(&file, "south-store+");
    assert_eq!(played.code, Some(1), "{}", played.stderr);
}

#[test]
fn l003_is_explained() {
    let out = sow(&["explain", "L003"]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("store-move-misplaced"), "{text}");
    assert!(text.contains("own-store"), "{text}");
}
