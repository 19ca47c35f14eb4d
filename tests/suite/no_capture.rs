//! `[end] when = ["no-capture-possible"]`: the game ends before a turn
//! from which no line of play can make a capture. Worked by hand on two
//! rows of three, single laps anticlockwise, a last seed making two in an
//! opponent's hole taking it, a player without a move passing.

use serde_json::Value;

use crate::support::sow::play_text;

/// The game with `seeds` as its start and `count` the count that takes.
fn game(seeds: &str, count: u32) -> String {
    format!(
        "[game]\nname = \"No capture\"\n[board]\nrows = 2\ncolumns = 3\n\
         seeds = {{ default = 0, {seeds} }}\nstores = true\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
         [sowing]\ndirection = \"anticlockwise\"\nstores = \"none\"\n\
         [moves]\nno_move = \"pass\"\n\
         [[landing]]\nname = \"take\"\nwhen = {{ hole = \"opponent\", count = {count} }}\n\
         capture = [\"last\"]\n\
         [end]\nwhen = [\"no-capture-possible\"]\nremaining = \"owner\"\n"
    )
}

fn last(folder: &str, text: &str, moves: &str) -> Value {
    let played = play_text(folder, "game.sow.toml", text, moves);
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    played.snaps.last().cloned().expect("positions")
}

#[test]
fn a_game_whose_seeds_can_never_make_the_count_ends_at_once() {
    // Two seeds on the board can never make three in a hole: after South's
    // a1 (to b1) the game ends, each keeping their own.
    let after = last("no-capture-never", &game("a1 = 1, b2 = 1", 3), "a1");
    assert_eq!(after["result"]["reason"], "no-capture-possible");
    assert!(after["result"]["winner"].is_null());
}

#[test]
fn play_goes_on_while_some_line_still_captures() {
    // After South's b1 (to c1), North's c2 can reach a1 in three turns
    // of its own and make two there: a capture is still possible.
    let after = last("no-capture-still", &game("a1 = 1, b1 = 1, c2 = 1", 2), "b1");
    assert!(after["result"].is_null(), "{after}");
}

#[test]
fn a_player_who_must_pass_does_not_end_the_game_while_the_other_can_capture() {
    // A last seed alone in an opponent's hole takes it (count 1). After
    // South's a1 (to b1), North has no seed and passes; South's c1 can
    // then reach c2 and take it: the game goes on (a defect ended it,
    // judging from North's empty list of moves before the pass).
    let after = last("no-capture-after-pass", &game("a1 = 1, c1 = 1", 1), "a1");
    assert!(after["result"].is_null(), "{after}");
    assert_eq!(after["to_move"], "south");
}
