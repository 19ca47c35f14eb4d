//! Seeds entered from the mover's store as a move (`[moves] enter`),
//! beside the sowing moves while the store holds seeds, written as a
//! placement (`b1*`), through `sow play` on two rows of three, one seed a
//! hole and two in each store, worked by hand.

use serde_json::json;

use crate::ide::hover;
use crate::support::sow::{play_json, sow};
use crate::support::temp::TempDir;

const GAME: &str = r#"[game]
name = "Counters in hand"

[board]
rows = 2
columns = 3
seeds = { default = 1, south-store = 2, north-store = 2 }
stores = true

[players.south]
rows = [1]

[players.north]
rows = [2]

[sowing]
direction = "anticlockwise"

[[landing]]
name = "take-across"
when = { hole = "own", was_empty = true, opposite = { min = 1 } }
capture = ["opposite"]

[moves]
enter = { into = "own", seeds = 1 }

[end]
when = ["row-empty"]
remaining = "owner"
"#;

#[test]
fn a_seed_from_the_store_is_put_into_a_hole_and_the_turn_passes() {
    let dir = TempDir::new("entries");
    let played = play_json(&dir.write("hand.sow.toml", GAME), "b1* a2");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    // South's b1*: one of South's two stored seeds into b1 (2); no rule
    // fires and North moves. North's a2 sows its seed into a1 (2).
    let entered = &played.snaps[1];
    assert_eq!(entered["move"], "b1*");
    assert_eq!(
        entered["holes"],
        json!({ "a1": 1, "b1": 2, "c1": 1, "a2": 1, "b2": 1, "c2": 1 })
    );
    assert_eq!(entered["stores"], json!({ "south": 1, "north": 2 }));
    assert_eq!(entered["to_move"], "north");
    assert_eq!(played.snaps[2]["holes"]["a1"], 2);
}

#[test]
fn entries_are_offered_beside_the_sowings_while_the_store_holds_seeds() {
    let dir = TempDir::new("entries-refused");
    let file = dir.write("hand.sow.toml", GAME);
    let out = sow(&["play", file.to_str().unwrap(), "--moves", "d1*"]);
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("legal moves: a1 b1 c1 a1* b1* c1*"), "{said}");
    // Two entries empty South's store: a third is no move.
    let moves = "a1* b2* a1* b2* a1*";
    let out = sow(&["play", file.to_str().unwrap(), "--moves", moves]);
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(said.trim_end().ends_with("legal moves: a1 b1 c1"), "{said}");
}

#[test]
fn words_say_what_an_entry_does() {
    let words = hover(GAME, "enter =", 0);
    assert!(
        words.contains("enters seeds from the mover's store"),
        "{words}"
    );
    let dir = TempDir::new("entries-words");
    let file = dir.write("hand.sow.toml", GAME);
    let out = sow(&["describe", file.to_str().unwrap()]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("may put one seed from it into one of the mover's own holes (written"),
        "{said}"
    );
}

#[test]
fn an_entry_of_no_seeds_is_refused() {
    let text = GAME.replace("seeds = 1 }", "seeds = 0 }");
    let codes: Vec<&str> = sow::lint::check(&text)
        .diagnostics
        .iter()
        .map(|d| d.code.id)
        .collect();
    assert_eq!(codes, ["S006"]);
}

#[test]
fn an_entry_into_any_hole_reaches_the_holes_off_the_movers_track() {
    // On four rows each player sows round their own two rows only: an
    // entry into `any` hole still reaches the opponent's.
    let text = GAME
        .replace("rows = 2\n", "rows = 4\n")
        .replace(
            "[players.south]\nrows = [1]",
            "[players.south]\nrows = [1, 2]",
        )
        .replace(
            "[players.north]\nrows = [2]",
            "[players.north]\nrows = [3, 4]",
        )
        .replace(
            "direction = \"anticlockwise\"",
            "track = { south = [\"a1-c1\", \"c2-a2\"], north = [\"a3-c3\", \"c4-a4\"] }",
        )
        .replace("into = \"own\"", "into = \"any\"");
    let dir = TempDir::new("entries-any");
    let file = dir.write("any.sow.toml", &text);
    let played = play_json(&file, "a4*");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(played.snaps[1]["holes"]["a4"], 2);
}

/// The same board with North's row empty and a gift from the store into
/// an opponent's hole offered only while the opponent cannot move.
fn gift_game() -> String {
    GAME.replace(
        "seeds = { default = 1,",
        "seeds = { default = 0, \"a1-c1\" = 1,",
    )
    .replace(
        "enter = { into = \"own\", seeds = 1 }",
        "enter = { into = \"opponent\", opponent_stuck = true }\nno_move = \"pass\"",
    )
    .replace("when = [\"row-empty\"]", "when = [{ board_at_most = 0 }]")
}

#[test]
fn a_gift_into_a_hole_the_mover_chooses_waits_for_a_stuck_opponent() {
    let dir = TempDir::new("entries-gift");
    let file = dir.write("gift.sow.toml", gift_game());
    // North's row is empty: South may give a seed from its store into any
    // of North's holes, beside its sowings.
    let out = sow(&["play", file.to_str().unwrap(), "--moves", "d1"]);
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("legal moves: a1 b1 c1 a2* b2* c2*"), "{said}");
    // South gives into b2; North sows it into its empty a2, taking a1
    // across, and South, whose opponent can move now, has only its
    // sowings.
    let played = play_json(&file, "b2* b2");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(
        played.snaps[1]["holes"],
        json!({ "a1": 1, "b1": 1, "c1": 1, "a2": 0, "b2": 1, "c2": 0 })
    );
    assert_eq!(played.snaps[1]["stores"], json!({ "south": 1, "north": 2 }));
    assert_eq!(played.snaps[2]["holes"]["a2"], 1);
    let out = sow(&["play", file.to_str().unwrap(), "--moves", "b2* b2 c2*"]);
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.trim_end().ends_with("legal moves: b1 c1"), "{said}");
    // Its words say when it is offered.
    let out = sow(&["describe", file.to_str().unwrap()]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains(
            "a player whose opponent cannot move and whose store holds seeds may put one seed"
        ),
        "{said}"
    );
}
