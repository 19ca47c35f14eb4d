//! A rule the mover may decline (`optional = true`): where it holds, the
//! turn waits, and the mover's next ply is `yes` (the rule fires) or `no`
//! (the rules after it decide). Worked by hand on two rows of three,
//! South's row a1 b1 c1, North's c2 b2 a2, two seeds a hole: a last seed
//! in an occupied hole of the mover's row may instead take the hole
//! across and itself (Papan Dakon's choice), and otherwise relays.

use serde_json::json;

use crate::support::sow::{counts_of, play_text};

const GAME: &str = r#"
[game]
name = "Optional capture"
sources = ["A test of optional landing rules"]

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
laps = "relay"
endless = "end-turn"

[[landing]]
name = "capture-across"
when = { hole = "own", was_empty = false }
capture = ["opposite"]
take = 1
then = "end-turn"
optional = true

[moves]
no_move = "end-game"

[end]
remaining = "owner"
"#;

/// The holes a1 b1 c1, then a2 b2 c2.
fn holes(position: &serde_json::Value) -> Vec<u64> {
    counts_of(position, &["a1", "b1", "c1", "a2", "b2", "c2"])
}

#[test]
fn where_the_rule_holds_the_turn_waits_for_its_mover() {
    // a1: b1 3, c1 3, the last seed in an occupied hole of South's.
    let played = play_text("optional-wait", "wait.sow.toml", GAME, "a1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let wait = &played.snaps[1];
    assert_eq!(holes(wait), [0, 3, 3, 2, 2, 2]);
    assert_eq!(wait["to_move"], "south");
    assert_eq!(
        wait["offer"],
        json!({ "rule": "capture-across", "at": "c1" })
    );
    assert_eq!(wait["fired"], json!([]));
}

#[test]
fn yes_fires_the_rule() {
    // c2's 2 and one seed of c1 go to South's store; the turn ends.
    let played = play_text("optional-yes", "yes.sow.toml", GAME, "a1 yes");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let after = &played.snaps[2];
    assert_eq!(after["move"], "yes");
    assert_eq!(after["captured"], 3);
    assert_eq!(after["fired"], json!(["capture-across"]));
    assert_eq!(holes(after), [0, 3, 2, 2, 2, 0]);
    assert_eq!(after["stores"]["south"], 3);
    assert_eq!(after["to_move"], "north");
}

#[test]
fn no_lets_the_lap_go_on_as_if_the_rule_did_not_hold() {
    // c1's 3 relay: c2 3, b2 3, a2 3; a2 relays: a1 1, b1 4, c1 1, empty
    // before: the turn ends, with no offer there.
    let played = play_text("optional-no", "no.sow.toml", GAME, "a1 no");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let after = &played.snaps[2];
    assert_eq!(after["move"], "no");
    assert_eq!(after["laps"], 2);
    assert_eq!(after["captured"], 0);
    assert_eq!(holes(after), [1, 4, 1, 0, 3, 3]);
    assert_eq!(after["to_move"], "north");
    assert!(after.get("offer").is_none());
}

#[test]
fn declined_the_rules_after_it_decide() {
    // A second rule after the optional one: declined, it fires instead.
    let text = GAME.replace(
        "[moves]",
        "[[landing]]\nname = \"stop-in-own\"\nwhen = { hole = \"own\" }\nthen = \"end-turn\"\n\n[moves]",
    );
    let played = play_text("optional-later", "later.sow.toml", &text, "a1 no");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let after = &played.snaps[2];
    assert_eq!(after["fired"], json!(["stop-in-own"]));
    assert_eq!(holes(after), [0, 3, 3, 2, 2, 2]);
    assert_eq!(after["to_move"], "north");
}

#[test]
fn a_later_optional_rule_is_offered_in_turn() {
    let text = GAME.replace(
        "[moves]",
        "[[landing]]\nname = \"stop-in-own\"\nwhen = { hole = \"own\" }\nthen = \"end-turn\"\noptional = true\n\n[moves]",
    );
    let played = play_text("optional-twice", "twice.sow.toml", &text, "a1 no");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let again = &played.snaps[2];
    assert_eq!(again["offer"], json!({ "rule": "stop-in-own", "at": "c1" }));
    assert_eq!(again["to_move"], "south");
    // Both declined: the lap relays as in `no_lets_the_lap_go_on…`.
    let played = play_text("optional-twice-no", "no.sow.toml", &text, "a1 no no");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(holes(&played.snaps[3]), [1, 4, 1, 0, 3, 3]);
}

#[test]
fn a_choice_written_otherwise_is_refused_with_the_answers_named() {
    for wrong in ["c1", "stop", "b1"] {
        let moves = format!("a1 {wrong}");
        let played = play_text("optional-wrong", "wrong.sow.toml", GAME, &moves);
        assert_ne!(played.code, Some(0), "{wrong} was taken");
        assert!(
            played.stderr.contains("`yes` fires it, `no` declines it"),
            "{wrong}: {}",
            played.stderr
        );
    }
    // And `yes` where no turn waits.
    let played = play_text("optional-early", "early.sow.toml", GAME, "yes");
    assert_ne!(played.code, Some(0));
    assert!(
        played.stderr.contains("optional = true"),
        "{}",
        played.stderr
    );
}

#[test]
fn the_human_board_and_the_preview_say_what_the_mover_chooses() {
    let dir = crate::support::temp::TempDir::new("optional-human");
    let path = dir.write("human.sow.toml", GAME);
    let path = path.to_str().unwrap_or_default();
    let out = crate::support::sow::sow(&["play", path, "--moves", "a1"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("south ends a lap in c1 and may fire rule `capture-across` here"),
        "{text}"
    );
    let out = crate::support::sow::sow(&["preview", path]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("ends in c1, where South may fire rule `capture-across` here"),
        "{text}"
    );
}

#[test]
fn hover_says_the_mover_may_decline_the_rule() {
    let analysis = sow::ide::Analysis::new(GAME);
    let at = GAME.find("name = \"capture-across\"").unwrap_or(0);
    let words = sow::ide::hover::hover(&analysis, at)
        .map(|h| h.markdown)
        .unwrap_or_default();
    assert!(words.contains("The mover may decline it"), "{words}");
}

#[test]
fn sample_play_answers_both_ways() {
    // Random games meet the offer and play on past it, both ways.
    let dir = crate::support::temp::TempDir::new("optional-simulate");
    let path = dir.write("sim.sow.toml", GAME);
    let out = crate::support::sow::sow(&[
        "simulate",
        path.to_str().unwrap_or_default(),
        "--games",
        "200",
        "--format",
        "json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap_or_default();
    let report = &report["report"];
    assert_eq!(report["unresolved"], 0, "{report}");
    assert_eq!(report["fired_games"]["capture-across"], 200, "{report}");
}
