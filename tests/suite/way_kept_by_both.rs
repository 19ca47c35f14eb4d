//! A way chosen once and kept by both players (`other_way = "same"`),
//! with each store following its player's row the way they sow
//! (`store_follows_way`): Chonka's "the first player chooses the
//! direction, kept for the whole game; a player's store is the one after
//! the last hole of their row in that direction". Worked by hand on two
//! rows of three, two seeds a hole, stores on the track. Along the track
//! (anticlockwise) South sows a1, b1, c1, South's store, c2, b2, a2;
//! turned end for end, c1, b1, a1, South's store, a2, b2, c2. North
//! along: c2, b2, a2, North's store, a1, b1, c1; turned: a2, b2, c2,
//! North's store, c1, b1, a1.

use crate::support::sow::{counts_of, play_text, static_codes};

const GAME: &str = r#"
[game]
name = "Both one way"
sources = ["A test of other_way and store_follows_way"]

[board]
rows = 2
columns = 3
seeds = 2
stores = true

[players.south]
rows = [1]

[players.north]
rows = [2]

[sowing]
direction = "anticlockwise"
stores = "own"
way = "chosen-once"
other_way = "same"
store_follows_way = true

[end]
when = ["row-empty"]
remaining = "owner"
"#;

const HOLES: [&str; 6] = ["a1", "b1", "c1", "a2", "b2", "c2"];

fn stores(position: &serde_json::Value) -> [u64; 2] {
    ["south", "north"].map(|p| position["stores"][p].as_u64().unwrap_or(u64::MAX))
}

#[test]
fn both_sow_the_way_the_first_move_chose_each_into_the_store_after_their_row() {
    // b1-: a1 3, South's store 1. North's a2, the same way: b2 3, c2 3.
    // South's a1 (3): South's store 2, a2 1, b2 4. North's c2 (3):
    // North's store 1, c1 3, b1 1.
    let played = play_text("way-both", "both.sow.toml", GAME, "b1- a2 a1 c2");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let s = &played.snaps;
    assert_eq!(counts_of(&s[1], &HOLES), [3, 0, 2, 2, 2, 2]);
    assert_eq!(stores(&s[1]), [1, 0]);
    assert_eq!(counts_of(&s[2], &HOLES), [3, 0, 2, 0, 3, 3]);
    assert_eq!(counts_of(&s[3], &HOLES), [0, 0, 2, 1, 4, 3]);
    assert_eq!(stores(&s[3]), [2, 0]);
    assert_eq!(counts_of(&s[4], &HOLES), [0, 1, 3, 1, 4, 0]);
    assert_eq!(stores(&s[4]), [2, 1]);
}

#[test]
fn walked_backwards_the_track_reaches_the_store_only_after_the_opponents_row() {
    // Without store_follows_way South's track backwards is a2, b2, c2,
    // South's store, c1, b1, a1: b1- sows a1 and then a2.
    let text = GAME.replace("store_follows_way = true\n", "");
    let played = play_text("way-backwards", "backwards.sow.toml", &text, "b1-");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(counts_of(&played.snaps[1], &HOLES), [3, 0, 2, 3, 2, 2]);
    assert_eq!(stores(&played.snaps[1]), [0, 0]);
}

#[test]
fn by_default_the_other_player_sows_the_opposite_way() {
    // North's a2, along its track: North's store 1, a1 4.
    let text = GAME.replace("other_way = \"same\"\n", "");
    let played = play_text("way-opposite", "opposite.sow.toml", &text, "b1- a2");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(counts_of(&played.snaps[2], &HOLES), [4, 0, 2, 0, 2, 2]);
    assert_eq!(stores(&played.snaps[2]), [1, 1]);
}

#[test]
fn a_later_move_written_with_a_way_is_refused_saying_both_keep_it() {
    let played = play_text("way-refused", "refused.sow.toml", GAME, "b1- a2-");
    assert_ne!(played.code, Some(0));
    assert!(
        played.stderr.contains("South sows against, North against"),
        "{}",
        played.stderr
    );
}

#[test]
fn the_keys_are_idle_where_nothing_is_chosen_once_or_sown_against() {
    assert!(static_codes("way-both-clean", GAME).is_empty());
    let either = GAME.replace("chosen-once", "either");
    assert_eq!(static_codes("way-either", &either), ["S007"]);
    let along = GAME
        .replace("way = \"chosen-once\"\n", "")
        .replace("other_way = \"same\"\n", "");
    assert_eq!(static_codes("way-along", &along), ["S007"]);
    let no_store = GAME.replace("stores = \"own\"", "stores = \"none\"");
    assert_eq!(static_codes("way-no-store", &no_store), ["T011"]);
}
