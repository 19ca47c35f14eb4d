//! Carries (`[[moves.carry]]`): moves that put a hole's seeds into
//! another hole without sowing, written `FROM>TO`, beside the sowing moves
//! or alone (`[moves] sow = false`, here as a first-turn phase's own
//! moves). Through `sow play`'s JSON and words, `sow describe`, and the
//! errors a refused carry gives. Boards worked by hand on 2×6.

use serde_json::Value;

use crate::support::sow::{play_text, sow};
use crate::support::temp::TempDir;

/// Two rows of six, four seeds a hole, no stores, sown anticlockwise; a
/// last seed making four takes them. Each player's first turn is a carry
/// of a whole hole into the next hole along the track (`PHASE_MOVES`).
const SHIFT: &str = r#"
[game]
name = "Shift"

[board]
rows = 2
columns = 6
seeds = 4
stores = false

[players.south]
rows = [1]

[players.north]
rows = [2]

[sowing]
direction = "anticlockwise"

[[landing]]
name = "fours"
when = { hole = "any", count = 4 }
capture = ["last"]

[[phases]]
name = "opening"
until = { turns = 1 }
moves = PHASE_MOVES

[[phases]]
name = "play"

[end]
when = ["row-empty"]
remaining = "owner"
"#;

fn shift(moves: &str) -> String {
    SHIFT.replace("PHASE_MOVES", moves)
}

/// Only carries in the first turn.
fn opening_shift() -> String {
    shift(r#"{ sow = false, carry = [{ name = "shift", to = { at = "next" } }] }"#)
}

fn holes(snap: &Value, row: &str) -> Vec<u64> {
    ["a", "b", "c", "d", "e", "f"]
        .iter()
        .map(|c| snap["holes"][format!("{c}{row}")].as_u64().unwrap())
        .collect()
}

#[test]
fn a_carry_moves_a_hole_into_the_next_without_sowing() {
    // a1's four go into b1 (8); North's f2, the first of its row along
    // the anticlockwise track, into e2; then South sows c1 (d1 e1 f1 f2:
    // f2, emptied by the carry, gets one).
    let played = play_text(
        "carry",
        "shift.sow.toml",
        &opening_shift(),
        "a1>b1 f2>e2 c1",
    );
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let snaps = &played.snaps;
    assert_eq!(snaps[1]["move"], "a1>b1");
    assert_eq!(holes(&snaps[1], "1"), [0, 8, 4, 4, 4, 4]);
    assert_eq!(snaps[1]["laps"], 0, "a carry sows no lap");
    assert_eq!(snaps[1]["to_move"], "north");
    assert_eq!(snaps[2]["move"], "f2>e2");
    assert_eq!(holes(&snaps[2], "2"), [4, 4, 4, 4, 8, 0]);
    // Both players are past their first turn: the moves sow again.
    assert_eq!(snaps[2]["phases"]["south"], "play");
    assert_eq!(snaps[3]["move"], "c1");
    assert_eq!(holes(&snaps[3], "1"), [0, 8, 0, 5, 5, 5]);
    assert_eq!(holes(&snaps[3], "2"), [4, 4, 4, 4, 8, 1]);
}

#[test]
fn a_carry_from_the_last_hole_of_a_row_fills_the_opponents_first() {
    let played = play_text("carry-edge", "shift.sow.toml", &opening_shift(), "f1>f2");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(holes(&played.snaps[1], "1"), [4, 4, 4, 4, 4, 0]);
    assert_eq!(holes(&played.snaps[1], "2"), [4, 4, 4, 4, 4, 8]);
}

#[test]
fn where_moves_do_not_sow_a_sowing_is_refused_and_the_carries_named() {
    let played = play_text("carry-refused", "shift.sow.toml", &opening_shift(), "a1");
    assert_ne!(played.code, Some(0));
    assert!(
        played.stderr.contains("`a1` is not a legal move for south")
            && played
                .stderr
                .contains("a1>b1 b1>c1 c1>d1 d1>e1 e1>f1 f1>f2"),
        "{}",
        played.stderr
    );
    // A carry into another hole than its carry names.
    let played = play_text("carry-wrong", "shift.sow.toml", &opening_shift(), "a1>c1");
    assert_ne!(played.code, Some(0));
    assert!(
        played
            .stderr
            .contains("`a1>c1`: a carry from a1 goes into another hole: `a1>b1`"),
        "{}",
        played.stderr
    );
    // Once the phase is over, no carry is left.
    let played = play_text(
        "carry-late",
        "shift.sow.toml",
        &opening_shift(),
        "a1>b1 f2>e2 b1>c1",
    );
    assert_ne!(played.code, Some(0));
    assert!(
        played
            .stderr
            .contains("ply 3: `b1>c1`: no carry may be played now"),
        "{}",
        played.stderr
    );
}

#[test]
fn carries_beside_sowing_and_their_conditions() {
    // A single seed may step into the hole across the board when that
    // hole is empty, beside the ordinary sowing moves.
    let text = shift(
        r#"{ carry = [{ name = "step", count = 1, seeds = 1, to = { at = "opposite", count = 0 } }] }"#,
    )
    .replace("seeds = 4\n", "seeds = [[1, 0, 4, 4, 4, 4], [0, 4, 4, 4, 4, 4]]\n");
    // a1 (one seed) may step across into a2 (empty); b1 is empty, c1 holds
    // four (not one). a1 may be sown too.
    let played = play_text("carry-step", "step.sow.toml", &text, "a1>a2");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(holes(&played.snaps[1], "1"), [0, 0, 4, 4, 4, 4]);
    assert_eq!(holes(&played.snaps[1], "2"), [1, 4, 4, 4, 4, 4]);
    let played = play_text("carry-step-sown", "step.sow.toml", &text, "a1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(holes(&played.snaps[1], "1"), [0, 1, 4, 4, 4, 4]);
    // c1 holds four: no carry starts there.
    let played = play_text("carry-step-four", "step.sow.toml", &text, "c1>c2");
    assert_ne!(played.code, Some(0));
    assert!(
        played
            .stderr
            .contains("`c1>c2` is not a legal move for south"),
        "{}",
        played.stderr
    );
}

#[test]
fn a_carry_is_put_into_words() {
    let dir = TempDir::new("carry-words");
    let file = dir.write("shift.sow.toml", opening_shift());
    let out = sow(&["describe", file.to_str().unwrap()]);
    let words = String::from_utf8_lossy(&out.stdout);
    assert!(
        words.contains("A move does not sow: every move is a carry.")
            && words.contains(
                "shift: a move may carry all the seeds of one of the mover's own holes into \
                 the hole after that hole, without sowing"
            ),
        "{words}"
    );
    let out = sow(&["play", file.to_str().unwrap(), "--moves", "a1>b1"]);
    let words = String::from_utf8_lossy(&out.stdout);
    assert!(words.contains("ply 1: south plays a1>b1"), "{words}");
}

#[test]
fn hover_tells_a_carry_in_words() {
    // In a phase's own moves, and in the file's `[moves]`.
    let text = opening_shift();
    let offset = text.find("name = \"shift\"").unwrap();
    let analysis = sow::ide::Analysis::new(&text);
    let hover = sow::ide::hover::hover(&analysis, offset).unwrap();
    insta::assert_snapshot!("hover-carry", hover.markdown);
    let text = SHIFT.replace("PHASE_MOVES", "{}").replace(
        "[end]",
        "[[moves.carry]]\nname = \"step\"\nseeds = 1\nto = { at = \"opposite\", count = 0 }\n\n[end]",
    );
    let offset = text.find("name = \"step\"").unwrap();
    let hover = sow::ide::hover::hover(&sow::ide::Analysis::new(&text), offset).unwrap();
    assert!(
        hover.markdown.contains(
            "`step`: a move may carry one seed of one of the mover's own holes into the hole \
             opposite that hole, if it holds 0 seeds, without sowing"
        ),
        "{}",
        hover.markdown
    );
}

#[test]
fn a_carry_may_be_offered_only_while_the_opponent_cannot_move() {
    // Single seeds are never sown; North holds only single seeds, so
    // cannot move: South may give one seed into the hole across, which
    // makes c2 two. Once North can move, the gift is no longer offered.
    let text = SHIFT
        .replace("PHASE_MOVES", "{}")
        .replace(
            "seeds = 4\n",
            "seeds = [[4, 4, 4, 4, 4, 4], [1, 0, 1, 0, 1, 0]]\n",
        )
        .replace(
            "[end]",
            "[moves]\nmin_seeds = 2\nno_move = \"pass\"\n\n[[moves.carry]]\nname = \"give\"\n\
             seeds = 1\nto = { at = \"opposite\" }\nopponent_stuck = true\n\n[end]",
        );
    let played = play_text("carry-give", "give.sow.toml", &text, "c1>c2");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(holes(&played.snaps[1], "1"), [4, 4, 3, 4, 4, 4]);
    assert_eq!(holes(&played.snaps[1], "2"), [1, 0, 2, 0, 1, 0]);
    assert_eq!(played.snaps[1]["to_move"], "north");
    // North sows c2's two into b2 and a2, which makes a2 two: North can
    // move, and South may not give.
    let played = play_text("carry-give-again", "give.sow.toml", &text, "c1>c2 c2 a1>a2");
    assert_ne!(played.code, Some(0));
    assert!(
        played
            .stderr
            .contains("ply 3: `a1>a2` is not a legal move for south; legal moves: a1 b1 c1"),
        "{}",
        played.stderr
    );
}

#[test]
fn sow_simulate_counts_the_carries() {
    // English Wari's two opening carries, one a player, in every game.
    let file =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/english-wari.sow.toml");
    let out = sow(&[
        "simulate",
        file.to_str().unwrap(),
        "--games",
        "20",
        "--format",
        "json",
    ]);
    let doc: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(doc["report"]["carried"], serde_json::json!([40, 20]));
    let out = sow(&["simulate", file.to_str().unwrap(), "--games", "20"]);
    let words = String::from_utf8_lossy(&out.stdout);
    assert!(
        words.contains("carries                         40       2.00  100.0%"),
        "{words}"
    );
}

#[test]
fn the_server_hovers_a_carry_and_completes_its_keys() {
    use crate::support::client::{Server, find};
    use serde_json::json;
    let uri = "file:///games/shift.sow.toml";
    let text = opening_shift();
    let mut s = Server::start();
    s.initialize(json!(["utf-16"]));
    s.open(uri, &text);
    let (line, col) = find(&text, "name = \"shift\"", 0);
    let hover = s.at("textDocument/hover", uri, line, col, json!({}));
    let words = hover["contents"]["value"].as_str().unwrap();
    assert!(
        words.contains("`shift`: a move may carry all the seeds of one of the mover's own holes"),
        "{words}"
    );
    // A key begun in a carry's table: the carry's keys are offered.
    let text = SHIFT.replace("PHASE_MOVES", "{}").replace(
        "[end]",
        "[[moves.carry]]\nname = \"step\"\nse\nto = { at = \"opposite\" }\n\n[end]",
    );
    s.change(uri, 2, json!([{ "text": text }]));
    let (line, col) = find(&text, "se\nto", 2);
    let items = s.at("textDocument/completion", uri, line, col, json!({}));
    let labels: Vec<&str> = (items.as_array().unwrap().iter())
        .map(|i| i["label"].as_str().unwrap())
        .collect();
    assert!(labels.contains(&"seeds"), "{labels:?}");
    assert!(
        !labels.contains(&"sow"),
        "a key of [moves], not of a carry: {labels:?}"
    );
    s.stop();
}
