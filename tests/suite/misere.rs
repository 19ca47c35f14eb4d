//! Misère winners (`[end] winner = "fewest-seeds"` or `"no-move-wins"`):
//! the game of two rows of three that `small_match` describes, played
//! alone. South's a1 takes North's b2 (12), North's c2 takes the seed
//! South left in b1, and South's row is empty: 12 to 6 with the seeds left
//! to their owner.

use serde_json::{Value, json};

use crate::support::sow::play_text;

/// The game with `end` as its `[end]` table's keys.
fn game(end: &str) -> String {
    format!(
        "[game]\nname = \"Misere\"\n\
         [board]\nrows = 2\ncolumns = 3\nseeds = {{ default = 0, a1 = 1, b2 = 12, c2 = 1, a2 = 4 }}\nstores = false\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
         [sowing]\ndirection = \"anticlockwise\"\n\
         [[landing]]\nname = \"take-across\"\n\
         when = {{ hole = \"own\", was_empty = true, opposite = {{ min = 1 }} }}\ncapture = [\"opposite\"]\n\
         [end]\n{end}"
    )
}

fn result(name: &str, end: &str) -> Value {
    let played = play_text(name, name, &game(end), "a1 c2");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    played.snaps.last().expect("positions")["result"].clone()
}

#[test]
fn fewest_seeds_win_a_misere_game() {
    let row_empty = "when = [\"row-empty\"]\nremaining = \"owner\"\n";
    let most = result("most.sow.toml", row_empty);
    assert_eq!(most["winner"], "south");
    assert_eq!(most["scores"], json!([12, 6]));
    let fewest = result(
        "fewest.sow.toml",
        &format!("{row_empty}winner = \"fewest-seeds\"\n"),
    );
    assert_eq!(fewest["winner"], "north");
    assert_eq!(fewest["scores"], json!([12, 6]));
}

#[test]
fn the_player_who_cannot_move_wins_a_misere_game() {
    // Without `row-empty`, the game ends when South, to move, has none.
    let stuck = "remaining = \"owner\"\n";
    let loses = result(
        "loses.sow.toml",
        &format!("{stuck}winner = \"no-move-loses\"\n"),
    );
    assert_eq!(loses["reason"], "no-move");
    assert_eq!(loses["winner"], "north");
    let wins = result(
        "wins.sow.toml",
        &format!("{stuck}winner = \"no-move-wins\"\n"),
    );
    assert_eq!(wins["reason"], "no-move");
    assert_eq!(wins["winner"], "south");
}

#[test]
fn a_player_who_cannot_move_but_holds_enough_draws() {
    // South, stuck, holds the 12 taken from b2: at 12 or more it draws.
    let stuck = "remaining = \"owner\"\nwinner = \"no-move-loses\"\n";
    let draws = result(
        "stuck-draws.sow.toml",
        &format!("{stuck}stuck_draw_at = 12\n"),
    );
    assert_eq!(draws["reason"], "no-move");
    assert!(draws["winner"].is_null(), "{draws}");
    let loses = result(
        "stuck-loses.sow.toml",
        &format!("{stuck}stuck_draw_at = 13\n"),
    );
    assert_eq!(loses["winner"], "north");
}

#[test]
fn stuck_draw_at_has_no_effect_where_nobody_loses_for_want_of_a_move() {
    let dir = crate::support::temp::TempDir::new("stuck-draw-unread");
    let text = game("remaining = \"owner\"\nstuck_draw_at = 12\n");
    let out = crate::support::sow::sow(&["check", dir.write("s.sow.toml", text).to_str().unwrap()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("`stuck_draw_at` has no effect"), "{stdout}");
}
