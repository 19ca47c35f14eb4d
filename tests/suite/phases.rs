//! Phases (`[[phases]]`): rules that hold from a phase's start until its
//! event, each phase with its own sowing and moves and the landing rules
//! that name it. Worked by hand on 2×4 boards, through `sow play --format
//! json`, which names each player's phase.

use serde_json::{Value, json};

use crate::support::sow::play_json;
use crate::support::temp::TempDir;

/// A 2×4 board (South `a1`–`d1`, North `a2`–`d2`, sown anticlockwise,
/// stores off the path) with `seeds`, the `phases` tables and a capture
/// of the landing hole and the one across it from an empty own hole
/// (`when` keys added by `capture_when`).
fn game(seeds: &str, phases: &str, capture_when: &str) -> String {
    format!(
        "[game]\nname = \"Phases\"\n[board]\nrows = 2\ncolumns = 4\nseeds = {seeds}\nstores = true\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
         [regions.corner]\nsouth = [\"d1\"]\nnorth = [\"a2\"]\n\
         [sowing]\ndirection = \"anticlockwise\"\nstores = \"none\"\n{phases}\n\
         [[landing]]\nname = \"capture\"\n\
         when = {{ {capture_when}hole = \"own\", was_empty = true, opposite = {{ min = 1 }} }}\n\
         capture = [\"last\", \"opposite\"]\n\
         [end]\nwhen = [\"one-cannot-move\"]\nremaining = \"owner\"\n"
    )
}

/// `sow play --format json` of `text` (written to a file of its own).
fn play(name: &str, text: &str, moves: &str) -> Vec<Value> {
    let dir = TempDir::new(&format!("phases-{name}"));
    let played = play_json(&dir.write(name, text), moves);
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    played.snaps
}

fn phase_names(snap: &Value) -> Value {
    snap["phases"].clone()
}

const FIRST_TURN: &str = "[[phases]]\nname = \"first-turn\"\nuntil = { turns = 1 }\n\
                          [[phases]]\nname = \"play\"\n";

#[test]
fn a_rule_of_a_later_phase_does_not_fire_before_it() {
    // South's a1 ends in the empty b1 across from North's two: no capture
    // on a player's first turn. North's a2 ends its first turn; South's b1
    // then ends in the empty c1 across from one, and takes both.
    let text = game(
        "[[1, 0, 0, 2], [1, 2, 1, 1]]",
        FIRST_TURN,
        "phase = \"play\", ",
    );
    let snaps = play("first-turn.sow.toml", &text, "a1 a2 b1");
    assert_eq!(
        phase_names(&snaps[0]),
        json!({"south": "first-turn", "north": "first-turn"})
    );
    assert_eq!(snaps[1]["captured"], 0);
    assert_eq!(snaps[1]["holes"]["b1"], 1);
    assert_eq!(
        phase_names(&snaps[1]),
        json!({"south": "play", "north": "first-turn"})
    );
    assert_eq!(
        phase_names(&snaps[2]),
        json!({"south": "play", "north": "play"})
    );
    assert_eq!(snaps[3]["captured"], 2);
    assert_eq!(snaps[3]["stores"]["south"], 2);
    // Without the phase, the first move captures.
    let always = game("[[1, 0, 0, 2], [1, 2, 1, 1]]", FIRST_TURN, "");
    assert_eq!(play("always.sow.toml", &always, "a1")[1]["captured"], 3);
}

#[test]
fn a_phase_has_its_own_moves() {
    // In the first turn a move lifts three or more: South's only move is
    // d1; a1 (one seed) is refused until South's phase is over.
    let phases = "[[phases]]\nname = \"first-turn\"\nuntil = { turns = 1 }\n\
                  moves = { min_seeds = 3 }\n[[phases]]\nname = \"play\"\n";
    let text = game("[[1, 0, 0, 3], [3, 1, 1, 1]]", phases, "");
    let dir = TempDir::new("phases-own-moves");
    let refused = play_json(&dir.write("own-moves.sow.toml", &text), "a1");
    assert_ne!(refused.code, Some(0), "a1 lifts one seed in the first turn");
    let snaps = play("own-moves-d1.sow.toml", &text, "d1 a2 a1");
    assert_eq!(snaps[3]["move"], "a1");
}

#[test]
fn stuck_begins_the_next_phase_with_its_own_track() {
    // Own row first: each player sows round their own row, lifting twos or
    // more, until they cannot move; then the whole circuit, singles too.
    // North, all singles, is stuck at once when their turn comes, and
    // North's a2 then sows into South's a1.
    let phases = "[[phases]]\nname = \"own-row\"\nuntil = { stuck = true }\n\
                  sowing = { track = { south = [\"a1-d1\"], north = [\"d2-a2\"] } }\n\
                  moves = { min_seeds = 2 }\n[[phases]]\nname = \"circuit\"\n";
    let text = game("[[2, 0, 0, 0], [1, 1, 1, 1]]", phases, "");
    let snaps = play("stuck.sow.toml", &text, "a1 a2");
    assert_eq!(
        phase_names(&snaps[0]),
        json!({"south": "own-row", "north": "own-row"})
    );
    // a1's two seeds stay in South's row: b1, then c1, which captures.
    assert_eq!(snaps[1]["holes"]["b1"], 1);
    assert_eq!(snaps[1]["captured"], 2);
    assert_eq!(
        phase_names(&snaps[1]),
        json!({"south": "own-row", "north": "circuit"})
    );
    assert_eq!(snaps[2]["holes"]["a1"], 1);
    assert_eq!(
        phase_names(&snaps[2]),
        json!({"south": "circuit", "north": "circuit"})
    );
}

#[test]
fn a_phase_of_both_ends_for_both() {
    // The game's quiet phase ends with the first capture, whoever makes it.
    let phases = "[[phases]]\nname = \"quiet\"\nfor = \"both\"\nuntil = { captured = true }\n\
                  [[phases]]\nname = \"loud\"\nfor = \"both\"\n";
    let text = game("[[1, 0, 0, 2], [1, 2, 1, 1]]", phases, "");
    let snaps = play("both.sow.toml", &text, "a1");
    assert_eq!(
        phase_names(&snaps[0]),
        json!({"south": "quiet", "north": "quiet"})
    );
    assert_eq!(
        phase_names(&snaps[1]),
        json!({"south": "loud", "north": "loud"})
    );
}

/// A defect found by Bao Kiswahili (DR Congo)'s reference: a phase's
/// `until` was not judged after placement plies, so a placing phase
/// outlasted the placements.
#[test]
fn a_placement_is_a_ply_of_its_phase() {
    // Two seeds each in hand, placed on an empty board: once the four are
    // on the board the placing phase ends, after the last placement.
    let phases = "[placement]\nin_hand = 2\n\
                  [[phases]]\nname = \"placing\"\nfor = \"both\"\nuntil = { on_board = 4 }\n\
                  [[phases]]\nname = \"play\"\nfor = \"both\"\n";
    let text = game("0", phases, "");
    let snaps = play("placing.sow.toml", &text, "a1* a2* b1* b2*");
    let placing = json!({"south": "placing", "north": "placing"});
    assert_eq!(phase_names(&snaps[3]), placing);
    assert_eq!(
        phase_names(&snaps[4]),
        json!({"south": "play", "north": "play"})
    );
}

#[test]
fn lifting_a_named_hole_ends_its_players_phase() {
    let phases = "[[phases]]\nname = \"closed\"\nuntil = { lifted = \"corner\" }\n\
                  [[phases]]\nname = \"open\"\n";
    let text = game("[[1, 0, 0, 2], [1, 2, 1, 1]]", phases, "");
    let snaps = play("lifted.sow.toml", &text, "a1 a2 d1");
    // North's a2 is North's corner; South's d1 is South's.
    assert_eq!(
        phase_names(&snaps[1]),
        json!({"south": "closed", "north": "closed"})
    );
    assert_eq!(
        phase_names(&snaps[2]),
        json!({"south": "closed", "north": "open"})
    );
    assert_eq!(
        phase_names(&snaps[3]),
        json!({"south": "open", "north": "open"})
    );
}

#[test]
fn a_file_without_phases_names_none() {
    let text = game("[[1, 0, 0, 2], [1, 2, 1, 1]]", "", "");
    let snaps = play("none.sow.toml", &text, "a1");
    assert!(snaps[0].get("phases").is_none());
}

#[test]
fn simulate_tells_how_often_each_phase_is_reached() {
    let root = env!("CARGO_MANIFEST_DIR");
    let andada = format!("{root}/examples/andada.sow.toml");
    let out = crate::support::sow::sow(&["simulate", &andada, "--games", "200", "--seed", "3"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    let reached = |phase: &str| -> f64 {
        let line = text
            .lines()
            .find(|l| l.split_whitespace().next() == Some(phase))
            .unwrap_or_else(|| panic!("no line for phase {phase} in:\n{text}"));
        line.split_whitespace()
            .nth(1)
            .unwrap()
            .trim_end_matches('%')
            .parse()
            .unwrap()
    };
    // Every game opens and plays on; most reach single counters.
    assert_eq!(reached("opening"), 100.0);
    assert_eq!(reached("play"), 100.0);
    let singles = reached("singles");
    assert!(
        singles > 30.0 && singles < 100.0,
        "singles reached in {singles}%"
    );
}
