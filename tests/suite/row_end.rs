//! Captured seeds sown back from an end of the capturing hole's row (`to =
//! { sow_from = "row-end", nearer_end_within = 1 }`): from the end the
//! move's way enters the row, or, for a capture in the row's last hole,
//! from that nearer end, the way turned for the rest of the turn. Worked
//! by hand on four rows of four, set up by a placement phase of four seeds
//! each.

use serde_json::json;

use crate::support::sow::{counts_of, play_text};

/// South sows a1 b1 c1 d1 then d2 c2 b2 a2 (the inner row entered at d2),
/// North a3 b3 c3 d3 then d4 c4 b4 a4; either way round.
pub const GAME: &str = r#"
[game]
name = "Row ends"
[board]
rows = 4
columns = 4
seeds = 0
stores = false
[players.south]
rows = [1, 2]
[players.north]
rows = [3, 4]
[regions.inner]
south = ["a2-d2"]
north = ["a3-d3"]
[placement]
in_hand = 4
[sowing]
track = { south = ["a1-d1", "d2-a2"], north = ["a3-d3", "d4-a4"] }
laps = "relay"
way = "either"
endless = "end-turn"
[[landing]]
name = "take-across"
when = { hole = "inner", was_empty = false, opposite = { min = 1 } }
capture = ["opposite"]
to = { sow_from = "row-end", nearer_end_within = 1 }
[moves]
no_move = "end-game"
[end]
when = []
remaining = "owner"
winner = "no-move-loses"
"#;

/// South's holes a1 b1 c1 d1 a2 b2 c2 d2, then North's a3 b3 c3 d3.
fn holes(position: &serde_json::Value) -> Vec<u64> {
    let names = [
        "a1", "b1", "c1", "d1", "a2", "b2", "c2", "d2", "a3", "b3", "c3", "d3",
    ];
    counts_of(position, &names)
}

#[test]
fn a_capture_is_sown_from_the_row_end_the_move_enters() {
    // South: c1 3, c2 1; North: c3 2, a4 2. South sows c1+: d1 1, d2 1,
    // c2 2, occupied, across from c3: its 2 seeds are sown from d2, where
    // the way enters the inner row: d2 2, c2 3. c2 relays: b2 1, a2 1,
    // a1 1, empty. (Sown from the lap's start they would begin at d1.)
    let played = play_text(
        "row-end-enter",
        "enter.sow.toml",
        GAME,
        "c1* c3* c1* c3* c1* a4* c2* a4* c1+",
    );
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let after = &played.snaps[9];
    assert_eq!(after["fired"], json!(["take-across"]));
    assert_eq!(after["captured"], 2);
    assert_eq!(after["laps"], 3);
    assert_eq!(holes(after), [1, 0, 0, 1, 1, 1, 0, 2, 0, 0, 0, 0]);
}

#[test]
fn a_capture_at_the_far_end_is_sown_from_it_and_turns_the_turn() {
    // South: b2 1, a2 1, c2 1, d1 1; North: a3 3, a4 1. South sows b2+:
    // a2 2, across from a3, the row's last hole the way South sows: its 3
    // seeds are sown from a2 the other way, a2 3, b2 1, c2 2; and the
    // turn goes on that way: c2 relays to d2 1, d1 2; d1 to c1 1, b1 1.
    let played = play_text(
        "row-end-turn",
        "turn.sow.toml",
        GAME,
        "b2* a3* a2* a3* c2* a3* d1* a4* b2+",
    );
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let before = &played.snaps[8];
    assert_eq!(holes(before), [0, 0, 0, 1, 1, 1, 1, 0, 3, 0, 0, 0]);
    let after = &played.snaps[9];
    assert_eq!(after["captured"], 3);
    assert_eq!(after["laps"], 4);
    assert_eq!(holes(after), [0, 1, 1, 0, 3, 1, 0, 1, 0, 0, 0, 0]);
}

#[test]
fn without_nearer_end_within_the_far_end_capture_keeps_the_way() {
    // As above with no nearer end: the 3 seeds are sown from d2 on the
    // move's way, d2 1, c2 2, b2 1 (emptied by the lift): the turn ends.
    let text = GAME.replace(", nearer_end_within = 1", "");
    let played = play_text(
        "row-end-keep",
        "keep.sow.toml",
        &text,
        "b2* a3* a2* a3* c2* a3* d1* a4* b2+",
    );
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let after = &played.snaps[9];
    assert_eq!(after["laps"], 2);
    assert_eq!(holes(after), [0, 0, 0, 1, 2, 1, 2, 1, 0, 0, 0, 0]);
}

#[test]
fn hover_tells_where_the_captures_are_sown_from() {
    let analysis = sow::ide::Analysis::new(GAME);
    let at = GAME.find("to = { sow_from").unwrap_or(0);
    let words = sow::ide::hover::hover(&analysis, at)
        .map(|h| h.markdown)
        .unwrap_or_default();
    assert!(
        words.contains("sows them back into the capturing hole's row from its end that continues \
                        the move's way, or, for a capture within 1 hole of an end, from that nearer end"),
        "{words}"
    );
}
