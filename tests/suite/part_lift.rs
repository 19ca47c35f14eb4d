//! Moves that lift only some of their hole's seeds (`[moves] lift`), in
//! the file's moves or in a phase's own ("the game's first move takes only
//! one seed from its hole"). Worked by hand on two rows of three, three
//! seeds a hole, sown anticlockwise with relays from the landing hole.

use serde_json::json;

use crate::ide::hover;
use crate::support::sow::play_json;
use crate::support::temp::TempDir;

/// The game, with `moves` as the keys of its `[moves]` table and `more`
/// tables after it.
fn game(moves: &str, more: &str) -> String {
    format!(
        r#"[game]
name = "Part lifts"

[board]
rows = 2
columns = 3
seeds = 3

[players.south]
rows = [1]

[players.north]
rows = [2]

[sowing]
direction = "anticlockwise"
laps = "relay"
endless = "illegal"

[[landing]]
name = "stop-in-empty"
when = {{ was_empty = true }}
then = "end-turn"

[moves]
{moves}

[end]
when = ["row-empty"]
remaining = "owner"
{more}"#
    )
}

#[test]
fn a_move_lifts_only_as_many_as_lift_says_and_relays_lift_whole_holes() {
    let dir = TempDir::new("part-lift");
    let played = play_json(&dir.write("lift.sow.toml", game("lift = 2", "")), "a1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    // a1 lifts two of its three: b1 4, c1 4, and c1 (not empty before)
    // relays whole: its four go to a2-c2... c2 4, b2 4, a2 4, then a1 2.
    // a1 held one before that seed: it relays whole too, two seeds into
    // b1 (5) and c1 (1), which was emptied by its lift: the turn ends.
    assert_eq!(
        played.snaps[1]["holes"],
        json!({ "a1": 0, "b1": 5, "c1": 1, "a2": 4, "b2": 4, "c2": 4 })
    );
}

#[test]
fn a_phase_of_the_first_turn_lifts_one_seed_and_later_moves_lift_whole() {
    let phases = r#"
[[phases]]
name = "opening"
until = { turns = 1 }
moves = { lift = 1 }

[[phases]]
name = "play"
"#;
    let dir = TempDir::new("part-lift-phase");
    let text = game("from = \"own\"", phases);
    let played = play_json(&dir.write("phase.sow.toml", &text), "c1 c2");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    // South's c1 lifts one of its three into c2 (4), which relays whole:
    // b2, a2, a1, b1 (4 each); b1 relays into c1 (3), c2, b2 (5), a2 (5);
    // a2 relays five, b2 six, and the last falls into b2, emptied by its
    // lift: the turn ends.
    assert_eq!(
        played.snaps[1]["holes"],
        json!({ "a1": 6, "b1": 2, "c1": 5, "a2": 1, "b2": 1, "c2": 3 })
    );
    // North's first turn is its own first turn too: c2 lifts one of its
    // three into b2 (2), which relays whole, and so on round the board
    // until b2, emptied by its own lift, takes the last seed.
    assert_eq!(
        played.snaps[2]["holes"],
        json!({ "a1": 6, "b1": 5, "c1": 1, "a2": 1, "b2": 1, "c2": 4 })
    );
}

#[test]
fn hover_and_words_say_how_many_a_move_lifts() {
    let text = game("lift = 1", "");
    let words = hover(&text, "lift = 1", 0);
    assert!(words.contains("The most seeds a move lifts"), "{words}");
    let described = sow_describe(&text);
    assert!(
        described.contains("A move lifts one seed of its hole; the rest stay there."),
        "{described}"
    );
}

#[test]
fn lift_zero_is_refused() {
    let checked = sow::lint::check(&game("lift = 0", ""));
    let codes: Vec<&str> = checked.diagnostics.iter().map(|d| d.code.id).collect();
    assert_eq!(codes, ["S006"]);
}

/// `sow describe` of `text`, in plain words.
fn sow_describe(text: &str) -> String {
    let dir = TempDir::new("part-lift-words");
    let path = dir.write("words.sow.toml", text);
    let out = crate::support::sow::sow(&["describe", path.to_str().unwrap()]);
    String::from_utf8(out.stdout).unwrap()
}
