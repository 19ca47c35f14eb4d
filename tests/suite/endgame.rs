//! The seeds left on the board as a condition (`when.on_board`) and
//! taking every hole of a set (`capture_every`): "once only eight counters
//! are left, the first to make four takes them all". Worked by hand on a
//! 2×4 board.

use crate::support::sow::play_json;
use crate::support::temp::TempDir;

/// Two rows of four, `seeds` laid out, stores off the path: a last seed
/// making four, with at most eight seeds left, takes every seed.
fn game(seeds: &str) -> String {
    format!(
        "[game]\nname = \"Endgame\"\n[board]\nrows = 2\ncolumns = 4\nseeds = {seeds}\nstores = true\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
         [sowing]\ndirection = \"anticlockwise\"\nstores = \"none\"\n\
         [[landing]]\nname = \"last-eight\"\nwhen = {{ count = 4, on_board = {{ max = 8 }} }}\n\
         capture = [\"last\"]\ncapture_every = \"any\"\n\
         [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n"
    )
}

#[test]
fn with_eight_left_the_first_four_takes_them_all() {
    // a1's seed makes b1 four; eight seeds are on the board: all taken.
    let dir = TempDir::new("endgame-eight");
    let text = game("{ default = 0, a1 = 1, b1 = 3, c2 = 2, d2 = 2 }");
    let played = play_json(&dir.write("game.sow.toml", text), "a1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let p = played.snaps.last().unwrap();
    assert_eq!(p["stores"]["south"], 8);
    for hole in ["b1", "c2", "d2"] {
        assert_eq!(p["holes"][hole], 0, "{hole}");
    }
}

#[test]
fn with_more_left_the_rule_waits() {
    // Nine seeds on the board: the same four takes nothing.
    let dir = TempDir::new("endgame-nine");
    let text = game("{ default = 0, a1 = 1, b1 = 3, c2 = 2, d2 = 3 }");
    let played = play_json(&dir.write("game.sow.toml", text), "a1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let p = played.snaps.last().unwrap();
    assert_eq!(p["stores"]["south"], 0);
    assert_eq!(p["holes"]["b1"], 4);
}
