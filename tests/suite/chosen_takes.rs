//! Holes the mover chooses and takes after a capture (`capture_chosen`):
//! each choice is a ply of the mover's, written `d3x`, among the holes of
//! the set that hold seeds; then the turn goes on as its sowing left it.
//! Worked by hand on a 2×4 board.

use crate::support::sow::{play_json, static_codes};
use crate::support::temp::TempDir;

/// Two rows of four, anticlockwise, stores off the path: a last seed in
/// an empty own hole facing seeds takes them, and then `chosen`.
fn game(seeds: &str, chosen: &str, then: &str) -> String {
    format!(
        "[game]\nname = \"Chosen\"\n[board]\nrows = 2\ncolumns = 4\n\
         seeds = {{ default = 0, {seeds} }}\nstores = true\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
         [sowing]\ndirection = \"anticlockwise\"\nstores = \"none\"\n\
         [[landing]]\nname = \"across\"\n\
         when = {{ hole = \"own\", was_empty = true, opposite = {{ min = 1 }} }}\n\
         capture = [\"opposite\"]\ncapture_chosen = {chosen}\n{then}\
         [end]\nremaining = \"owner\"\n"
    )
}

#[test]
fn the_mover_chooses_a_hole_and_takes_it_then_the_turn_passes() {
    // c1's seed falls into the empty d1, facing d2's one: taken. South then
    // chooses among North's holes with seeds, a2 and b2, and takes b2's 3.
    let dir = TempDir::new("chosen-one");
    let text = game("c1 = 1, a2 = 2, b2 = 3, d2 = 1", "{ holes = 1 }", "");
    let file = dir.write("one.sow.toml", text);
    let played = play_json(&file, "c1 b2x");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let (after_sowing, after_take) = (&played.snaps[1], &played.snaps[2]);
    assert_eq!(after_sowing["to_move"], "south");
    assert_eq!(after_sowing["takes_left"], 1);
    assert_eq!(after_sowing["stores"]["south"], 1);
    assert_eq!(after_take["move"], "b2x");
    assert_eq!(after_take["holes"]["b2"], 0);
    assert_eq!(after_take["stores"]["south"], 4);
    assert_eq!(after_take["to_move"], "north");
    assert!(after_take.get("takes_left").is_none());
}

#[test]
fn fewer_holes_are_chosen_where_fewer_hold_seeds() {
    // Two to choose, but only a2 is left with seeds once d2 is taken: one
    // choice, then North moves.
    let dir = TempDir::new("chosen-fewer");
    let text = game("c1 = 1, a2 = 2, d2 = 1", "{ holes = 2 }", "");
    let file = dir.write("fewer.sow.toml", text);
    let played = play_json(&file, "c1 a2x");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(played.snaps[2]["stores"]["south"], 3);
    // a2 gone, North has nothing: the game is over after the choice.
    assert!(!played.snaps[2]["result"].is_null());
}

#[test]
fn a_choice_is_written_with_its_mark_and_only_holes_with_seeds_are_offered() {
    let dir = TempDir::new("chosen-refused");
    let text = game("c1 = 1, a2 = 2, b2 = 3, d2 = 1", "{ holes = 1 }", "");
    let file = dir.write("refused.sow.toml", text);
    let bare = play_json(&file, "c1 b2");
    assert_ne!(bare.code, Some(0));
    assert!(
        bare.stderr.contains("`b2x`") || bare.stderr.contains("an `x`"),
        "{}",
        bare.stderr
    );
    let empty = play_json(&file, "c1 c2x");
    assert_ne!(empty.code, Some(0));
    assert!(
        empty.stderr.contains("legal moves: a2x b2x"),
        "{}",
        empty.stderr
    );
}

#[test]
fn a_turn_that_plays_again_plays_again_after_its_choices() {
    // The capture also gives the mover another move: after the choice,
    // South moves again (from a1).
    let dir = TempDir::new("chosen-again");
    let text = game(
        "a1 = 1, c1 = 1, a2 = 2, b2 = 3, d2 = 1",
        "{ holes = 1 }\nthen = \"move-again\"",
        "",
    );
    let file = dir.write("again.sow.toml", text);
    let played = play_json(&file, "c1 a2x a1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(played.snaps[2]["to_move"], "south");
    assert_eq!(played.snaps[3]["player"], "south");
}

#[test]
fn hover_tells_the_chosen_holes_in_words() {
    let text = game("c1 = 1, a2 = 2, d2 = 1", "{ holes = 2 }", "");
    let offset = text.find("name = \"across\"").unwrap() + 9;
    let analysis = sow::ide::Analysis::new(&text);
    let hover = sow::ide::hover::hover(&analysis, offset).unwrap();
    let words = "then, once the sowing is over, 2 holes with seeds of the mover's choosing, \
                 each one of the opponent's holes";
    assert!(hover.markdown.contains(words), "{}", hover.markdown);
}

#[test]
fn a_hole_keeping_a_special_status_is_no_choice_where_the_rule_says_so() {
    // b2 is North's special hole: with `except_special`, South may take
    // only a2 once c1's seed has taken d2; without it, b2 too.
    let special = "[holes.rest]\nholes = { north = \"b2\" }\n";
    let text = |except: &str| {
        game(
            "c1 = 1, a2 = 2, b2 = 3, d2 = 1",
            &format!("{{ holes = 1{except} }}"),
            special,
        )
    };
    let dir = TempDir::new("chosen-except-special");
    let file = dir.write("except.sow.toml", text(", except_special = true"));
    let refused = play_json(&file, "c1 b2x");
    assert_ne!(refused.code, Some(0));
    assert!(
        refused.stderr.contains("legal moves: a2x"),
        "{}",
        refused.stderr
    );
    let played = play_json(&file, "c1 a2x");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let file = dir.write("plain.sow.toml", text(""));
    let played = play_json(&file, "c1 b2x");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    // With no special hole in the file the key does nothing: S007.
    let bare = game(
        "c1 = 1, a2 = 2, b2 = 3, d2 = 1",
        "{ holes = 1, except_special = true }",
        "",
    );
    assert!(static_codes("chosen-except-bare", &bare).contains(&"S007".to_string()));
    assert!(
        !static_codes("chosen-except-fine", &text(", except_special = true"))
            .contains(&"S007".to_string())
    );
}
