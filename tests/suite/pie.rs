//! The pie rule (`[moves] pie = true`): in their first turn the second
//! player may swap sides instead of moving, a ply written `swap`, which
//! turns the board half round (South stays the first player, now on the
//! side North had). Through `sow play`'s JSON and words, and `sow solve`.

use serde_json::{Value, json};

use crate::support::sow::{play_text, sow};
use crate::support::temp::TempDir;

const KALAH: &str = include_str!("../../examples/kalah.sow.toml");

/// Kalah with the pie rule.
fn kalah_pie() -> String {
    KALAH.replace("[moves]\n", "[moves]\npie = true\n")
}

#[test]
fn the_second_player_may_swap_in_their_first_turn() {
    let text = kalah_pie();
    assert!(text.contains("pie = true"));
    // c1's four seeds end in South's store: South moves again (b1), and
    // only then is it North's first turn.
    let played = play_text("pie", "pie.sow.toml", &text, "c1 b1 swap");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let snaps = &played.snaps;
    assert_eq!(snaps[1]["may_swap"], Value::Null, "South moves again first");
    assert_eq!(snaps[2]["may_swap"], true);
    assert_eq!(snaps[2]["to_move"], "north");
    // Before: South a1–f1 4 0 1 6 6 6, store 1; North's row all 4.
    // Turned half round: each hole's seeds go across the centre (a1 to
    // f2, b1 to e2, …), the stores change over, and South moves, on the
    // side that was North's.
    let after = &snaps[3];
    assert_eq!(after["move"], "swap");
    assert_eq!(after["player"], "north");
    assert_eq!(after["to_move"], "south");
    let row = |r: &str| -> Vec<u64> {
        ["a", "b", "c", "d", "e", "f"]
            .iter()
            .map(|c| after["holes"][format!("{c}{r}")].as_u64().unwrap())
            .collect()
    };
    assert_eq!(row("1"), [4, 4, 4, 4, 4, 4]);
    assert_eq!(row("2"), [6, 6, 6, 1, 0, 4]);
    assert_eq!(after["stores"], json!({"south": 0, "north": 1}));
    assert_eq!(after["may_swap"], Value::Null);
    // A swap chooses no way (Kalah has none to choose).
    assert_eq!(after["chose_way"], Value::Null);
    // `sow play`'s words.
    let dir = TempDir::new("pie-words");
    let file = dir.write("pie.sow.toml", &text);
    let out = sow(&["play", file.to_str().unwrap(), "--moves", "c1 b1 swap"]);
    let words = String::from_utf8_lossy(&out.stdout);
    assert!(
        words.contains("ply 3: north plays swap (the players swap sides"),
        "{words}"
    );
}

#[test]
fn a_swap_is_refused_outside_that_turn() {
    let text = kalah_pie();
    // South's first move.
    let played = play_text("pie-first", "pie.sow.toml", &text, "swap");
    assert_ne!(played.code, Some(0));
    assert!(
        played
            .stderr
            .contains("sides may be swapped only in the second player's first turn"),
        "{}",
        played.stderr
    );
    // North's second ply: d2 ends in North's store, so North moves again,
    // and the first turn's choice is gone.
    let played = play_text("pie-late", "pie.sow.toml", &text, "c1 b1 d2 swap");
    assert_ne!(played.code, Some(0));
    assert!(
        played
            .stderr
            .contains("ply 4: `swap` is not a legal move for north")
    );
    // Kalah without the rule.
    let played = play_text("no-pie", "kalah.sow.toml", KALAH, "c1 b1 swap");
    assert!(
        played.stderr.contains("this game has no pie rule"),
        "{}",
        played.stderr
    );
}

/// South's value under perfect play (the solver's margin) of Kalah on two rows of three with `seeds` a hole.
fn value(text: &str, seeds: u32) -> i64 {
    let text = text
        .replace("columns = 6", "columns = 3")
        .replace("seeds = 4", &format!("seeds = {seeds}"));
    let dir = TempDir::new(&format!("pie-solve-{seeds}"));
    let file = dir.write("small.sow.toml", &text);
    let out = sow(&["solve", file.to_str().unwrap(), "--format", "json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    // The margin is the mover's, South's: negative where North wins.
    let margin = v["margin"].as_i64().unwrap();
    assert_eq!(v["winner"].as_str().is_none(), margin == 0);
    margin
}

#[test]
fn the_pie_rule_takes_the_first_players_edge() {
    // With the rule the second player keeps the better side of each first
    // move, so the first player's value is never above nothing, nor above
    // their value without it; on two rows of three with two seeds a hole
    // South wins by 4 without it, and with it the best is a draw.
    assert_eq!(value(KALAH, 2), 4);
    assert_eq!(value(&kalah_pie(), 2), 0);
    for seeds in 1..=3 {
        let (plain, pie) = (value(KALAH, seeds), value(&kalah_pie(), seeds));
        assert!(
            pie <= 0 && pie <= plain,
            "{seeds} seeds: {pie} with, {plain} without"
        );
    }
}

#[test]
fn a_first_turn_that_chooses_holes_to_take_takes_them_before_the_swap() {
    // a1's one seed falls into the empty b1 and takes e2 across; the rule
    // then lets South choose one more of North's holes to take (`d2x`),
    // a ply of South's first turn; only then may North swap.
    let text = kalah_pie()
        .replace("seeds = 4", "seeds = { default = 4, a1 = 1, b1 = 0 }")
        .replace(
            "capture = [\"last\", \"opposite\"]\n",
            "capture = [\"last\", \"opposite\"]\ncapture_chosen = { holes = 1, from = \"opponent\" }\n",
        );
    let played = play_text("pie-take", "pie.sow.toml", &text, "a1 d2x swap");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let snaps = &played.snaps;
    assert_eq!(snaps[1]["takes_left"], 1);
    assert_eq!(snaps[1]["may_swap"], Value::Null);
    assert_eq!(snaps[2]["holes"]["d2"], 0);
    assert_eq!(snaps[2]["may_swap"], true);
    assert_eq!(snaps[3]["to_move"], "south");
}
