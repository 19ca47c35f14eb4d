//! A claim of more than one hole and seeds moved between holes (`claim =
//! ["last", "opposite"]`, `transfer`): worked by hand on a 2×3 board.

use serde_json::Value;

use crate::support::sow::{play_json, sow};
use crate::support::temp::TempDir;

/// Two rows of three holes holding `seeds`, no stores, one lap a move: a
/// last seed in an empty hole of one's own facing three moves one of them
/// across, and both holes become the mover's; facing any other count it
/// takes them. The game ends as `end` says.
pub fn pair_game(seeds: &str, end: &str) -> String {
    format!(
        "[game]\nname = \"Pairs\"\n\
         [board]\nrows = 2\ncolumns = 3\nseeds = {seeds}\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
         [sowing]\ndirection = \"anticlockwise\"\n\
         [[landing]]\nname = \"pair\"\n\
         when = {{ hole = \"own\", was_empty = true, opposite = 3 }}\n\
         transfer = {{ seeds = 1, from = \"opposite\", to = \"last\" }}\n\
         claim = [\"last\", \"opposite\"]\n\
         [[landing]]\nname = \"take\"\n\
         when = {{ hole = \"own\", was_empty = true, opposite = {{ min = 1 }} }}\n\
         capture = [\"opposite\"]\n\
         [end]\nwhen = [{end}]\nremaining = \"owner\"\n"
    )
}

/// The game of these tests: b1 empty across from b2's three.
fn game() -> String {
    pair_game("[[1, 0, 2], [1, 3, 2]]", "\"row-empty\"")
}

/// `sow play --format json` of `text`, which must succeed.
fn play(name: &str, text: &str, moves: &str) -> Vec<Value> {
    let dir = TempDir::new(&format!("claim-pairs-{name}"));
    let played = play_json(&dir.write(name, text), moves);
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    played.snaps
}

#[test]
fn three_opposite_are_split_two_and_two_and_both_holes_are_claimed() {
    // a1 sows its one seed into the empty b1, across from b2's three: one
    // of them comes over, so each holds two, and both are South's.
    let after = &play("pair.sow.toml", &game(), "a1")[1];
    assert_eq!(after["fired"], serde_json::json!(["pair"]));
    assert_eq!(after["captured"], 0);
    for (hole, n) in [("a1", 0), ("b1", 2), ("b2", 2), ("c2", 2)] {
        assert_eq!(after["holes"][hole], n, "{hole}");
    }
    assert_eq!(
        after["claimed"],
        serde_json::json!({"b1": "south", "b2": "south"})
    );
}

#[test]
fn a_claimed_hole_of_the_opponent_row_is_not_sown_from() {
    // North's b2 is South's now: North may start from a2 and c2 only.
    let dir = TempDir::new("claim-pairs-sow-from");
    let file = dir.write("pair.sow.toml", game());
    let out = sow(&["play", &file.to_string_lossy(), "--moves", "a1 b2"]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("`b2` is not a legal move for north; legal moves: a2 c2"),
        "{stderr}"
    );
}

#[test]
fn a_transfer_takes_no_more_than_the_hole_holds() {
    // Three to move where only one can be: the hole gives what it has.
    let text = game()
        .replace("opposite = 3 }", "opposite = 1 }")
        .replace("seeds = 1, from", "seeds = 3, from")
        .replace("[1, 3, 2]]", "[1, 1, 2]]");
    let after = &play("short.sow.toml", &text, "a1")[1];
    assert_eq!(after["holes"]["b1"], 2);
    assert_eq!(after["holes"]["b2"], 0);
}
