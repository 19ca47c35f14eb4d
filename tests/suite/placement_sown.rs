//! Placed seeds that are sown (`[placement] then = "sow"`, `into_occupied
//! = true`): a seed placed into an occupied hole across from an occupied
//! one captures, its captures sown as the rule says (here from a row's
//! end, `nearer_end_within = 1`); a placement must capture when one can
//! (`[moves] must_capture`); one that does not relays its hole the way
//! the mover chose (`c2*+`, `c2*-`). Worked by hand on four rows of four.

use serde_json::json;

use crate::support::sow::{counts_of, play_text};

/// South sows a1 b1 c1 d1 then d2 c2 b2 a2, North a3 b3 c3 d3 then d4 c4
/// b4 a4; either way round. `SEEDS` is the start.
const GAME: &str = r#"
[game]
name = "Sown placements"
[board]
rows = 4
columns = 4
seeds = SEEDS
stores = false
[players.south]
rows = [1, 2]
[players.north]
rows = [3, 4]
[regions.inner]
south = ["a2-d2"]
north = ["a3-d3"]
[placement]
in_hand = 2
into = "inner"
into_occupied = true
then = "sow"
[sowing]
track = { south = ["a1-d1", "d2-a2"], north = ["a3-d3", "d4-a4"] }
laps = "relay"
way = "either"
endless = "end-turn"
[[landing]]
name = "take-across"
when = { hole = "inner", was_empty = false, opposite = { min = 1 }, lap = 1 }
capture = ["opposite"]
to = { sow_from = "row-end", nearer_end_within = 1 }
[moves]
no_move = "end-game"
must_capture = true
[end]
when = []
remaining = "owner"
winner = "no-move-loses"
"#;

fn game(seeds: &str) -> String {
    GAME.replace("SEEDS", seeds)
}

/// The inner rows: South's a2 b2 c2 d2, then North's a3 b3 c3 d3.
fn inner(position: &serde_json::Value) -> Vec<u64> {
    let names = ["a2", "b2", "c2", "d2", "a3", "b3", "c3", "d3"];
    counts_of(position, &names)
}

#[test]
fn a_capturing_placement_must_be_played_and_sows_its_captures_from_the_row_end() {
    let text = game("{ default = 0, b2 = 1, c2 = 2, b3 = 1, d3 = 1 }");
    // b2 is across from b3 (1 seed), c2 from an empty c3: only b2 captures.
    let refused = play_text("placed-must", "must.sow.toml", &text, "c2*+");
    assert!(
        refused.stderr.contains("legal moves: b2*+ b2*-"),
        "{}",
        refused.stderr
    );
    // b2*+: b2 2, and b3's seed is sown from d2, where South's way enters
    // the row: d2 1, empty before, so the turn ends. North's d3*+: d3 2,
    // across from d2: d2's seed is sown from d3, the nearer end of North's
    // row, so the way turns: d3 3; on that way (a lap that may not
    // capture) d3 relays to c3 1, b3 1, a3 1.
    let played = play_text("placed-capture", "capture.sow.toml", &text, "b2*+ d3*+");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let south = &played.snaps[1];
    assert_eq!(south["move"], "b2*+");
    assert_eq!(south["fired"], json!(["take-across"]));
    assert_eq!(south["captured"], 1);
    assert_eq!(inner(south), [0, 2, 2, 1, 0, 0, 0, 1]);
    let north = &played.snaps[2];
    assert_eq!(north["captured"], 1);
    assert_eq!(north["laps"], 3);
    assert_eq!(inner(north), [0, 2, 2, 0, 1, 1, 1, 0]);
}

#[test]
fn a_placement_that_cannot_capture_relays_its_hole_the_way_chosen() {
    let text = game("{ default = 0, b2 = 1, c2 = 2, b3 = 1, d3 = 1 }").replace("b2 = 1, ", "");
    // Nothing captures: c2*+ lifts c2's 3 seeds along, b2 1, a2 1, a1 1;
    // c2*- against, d2 1, d1 1, c1 1. Empty holes take no seed.
    let along = play_text("placed-along", "along.sow.toml", &text, "c2*+");
    assert_eq!(along.code, Some(0), "{}", along.stderr);
    let after = &along.snaps[1];
    assert_eq!(after["laps"], 2);
    assert_eq!(after["captured"], 0);
    let holes = ["a1", "b1", "c1", "d1", "a2", "b2", "c2", "d2"];
    assert_eq!(counts_of(after, &holes), [1, 0, 0, 0, 1, 1, 0, 0]);
    let against = play_text("placed-against", "against.sow.toml", &text, "c2*-");
    assert_eq!(
        counts_of(&against.snaps[1], &holes),
        [0, 0, 1, 1, 0, 0, 0, 1]
    );
    let refused = play_text("placed-empty", "empty.sow.toml", &text, "b2*+");
    assert!(
        refused.stderr.contains("legal moves: c2*+ c2*-"),
        "{}",
        refused.stderr
    );
    let unwayed = play_text("placed-unwayed", "unwayed.sow.toml", &text, "c2*");
    assert!(
        unwayed.stderr.contains("`c2*` needs a way"),
        "{}",
        unwayed.stderr
    );
}

#[test]
fn hover_tells_that_placed_seeds_are_sown() {
    let text = game("1");
    let analysis = sow::ide::Analysis::new(&text);
    let at = text.find("in_hand").unwrap_or(0);
    let words = sow::ide::hover::hover(&analysis, at)
        .map(|h| h.markdown)
        .unwrap_or_default();
    assert!(
        words.contains("into their holes of `inner` that hold seeds")
            && words.contains("The placed seed lands as a lap's last seed"),
        "{words}"
    );
}
