//! A fixed first move (`[moves.first]`) and the end when one player can no
//! longer play (`one-cannot-move`), through `sow play`, worked by hand on
//! a 2×3 board.

use serde_json::Value;

use crate::claim_pairs::pair_game;
use crate::support::sow::{play_json, sow};
use crate::support::temp::TempDir;

/// Two rows of three, two seeds each, sown clockwise (c1 b1 a1 a2 b2 c2),
/// one lap a move, nothing taken; `first` and `end` as the test says.
fn game(first: &str, end: &str) -> String {
    format!(
        "[game]\nname = \"First\"\n[board]\nrows = 2\ncolumns = 3\nseeds = 2\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
         [sowing]\ndirection = \"clockwise\"\n{first}\
         [end]\nwhen = [{end}]\nremaining = \"owner\"\n"
    )
}

/// `sow play` of `text` with `moves`: its exit code and standard error.
fn play_err(name: &str, text: &str, moves: &str) -> (Option<i32>, String) {
    let dir = TempDir::new(&format!("first-move-{name}"));
    let file = dir.write(name, text);
    let out = sow(&["play", &file.to_string_lossy(), "--moves", moves]);
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `sow play --format json` of `text`, which must succeed.
fn play(name: &str, text: &str, moves: &str) -> Vec<Value> {
    let dir = TempDir::new(&format!("first-move-{name}"));
    let played = play_json(&dir.write(name, text), moves);
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    played.snaps
}

const GAME_FIRST: &str = "[moves.first]\nsouth = \"c1\"\n";
const EACH_FIRST: &str = "[moves.first]\nof = \"each-player\"\nsouth = \"c1\"\nnorth = \"a2\"\n";

#[test]
fn another_first_move_is_refused_naming_the_one_allowed() {
    let (code, stderr) = play_err("game.sow.toml", &game(GAME_FIRST, "\"row-empty\""), "a1");
    assert_eq!(code, Some(1));
    assert!(
        stderr.contains(
            "ply 1: `a1` is not a legal move for south; this first move is fixed by \
             `[moves.first]`: only `c1` may be played"
        ),
        "{stderr}"
    );
}

#[test]
fn the_games_first_move_only_is_fixed_by_default() {
    // c1 sows b1 a1; North's first move is free: c2 is legal.
    let snaps = play("free.sow.toml", &game(GAME_FIRST, "\"row-empty\""), "c1 c2");
    assert_eq!(snaps[1]["holes"]["c1"], 0);
    assert_eq!(snaps[2]["move"], "c2");
}

#[test]
fn each_players_first_move_can_be_fixed() {
    let text = game(EACH_FIRST, "\"row-empty\"");
    let (code, stderr) = play_err("each.sow.toml", &text, "c1 c2");
    assert_eq!(code, Some(1));
    assert!(
        stderr.contains("ply 2: `c2` is not a legal move for north"),
        "{stderr}"
    );
    assert!(stderr.contains("only `a2` may be played"), "{stderr}");
    // After both first moves, any move is legal again.
    let snaps = play("each-ok.sow.toml", &text, "c1 a2 a1");
    assert_eq!(snaps[3]["move"], "a1");
}

#[test]
fn the_game_ends_when_the_player_who_just_moved_cannot_move() {
    // South's row holds only c1's seed, which goes over to North: South
    // cannot move any more, though North is to move. `one-cannot-move`
    // ends the game there; `row-empty` would too, but the player to move
    // having moves, `[moves] no_move` alone would not.
    let text = game("", "\"one-cannot-move\"")
        .replace("seeds = 2", "seeds = [[0, 0, 1], [2, 2, 2]]")
        .replace("direction = \"clockwise\"", "direction = \"anticlockwise\"");
    let snaps = play("end.sow.toml", &text, "c1");
    let last = &snaps[1];
    assert_eq!(last["holes"]["c2"], 3);
    assert_eq!(last["to_move"], Value::Null);
    assert_eq!(last["result"]["reason"], "one-cannot-move");
    assert_eq!(last["result"]["scores"], serde_json::json!([0, 7]));
}

#[test]
fn seeds_in_a_hole_claimed_by_the_opponent_are_no_move() {
    // South's c1 goes over to c2. North's c2 sows b2 a2, and the last
    // seed in North's empty a2, across from a1's three, claims the pair
    // for North, two seeds each: South's row still holds a1's two, which
    // South may not sow, so the game ends after North's move. Each takes
    // their row, and North the claimed holes too.
    let text = pair_game("[[3, 0, 1], [0, 0, 1]]", "\"one-cannot-move\"");
    let snaps = play("claimed.sow.toml", &text, "c1 c2");
    assert_eq!(snaps[1]["to_move"], "north");
    let last = &snaps[2];
    assert_eq!(
        last["claimed"],
        serde_json::json!({"a1": "north", "a2": "north"})
    );
    assert_eq!(last["holes"]["a1"], 2);
    assert_eq!(last["result"]["reason"], "one-cannot-move");
    assert_eq!(last["result"]["scores"], serde_json::json!([0, 5]));
}

#[test]
fn a_fixed_first_move_can_fix_its_way_too() {
    // The mover chooses the way of every move, but not of the first.
    let text = game(
        "[moves.first]\nsouth = \"c1\"\nway = \"against\"\n",
        "\"row-empty\"",
    )
    .replace(
        "direction = \"clockwise\"",
        "direction = \"clockwise\"\nway = \"either\"",
    );
    let (code, stderr) = play_err("way.sow.toml", &text, "c1+");
    assert_eq!(code, Some(1));
    assert!(stderr.contains("only `c1-` may be played"), "{stderr}");
    // Against the clockwise track, c1 sows c2 and b2.
    let snaps = play("way-ok.sow.toml", &text, "c1-");
    assert_eq!(snaps[1]["holes"]["c2"], 3);
    assert_eq!(snaps[1]["holes"]["b2"], 3);
}
