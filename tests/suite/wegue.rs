//! Three rows with a shared middle row, a claim only once the hole has
//! been sown from (`lifted`), and takes that leave seeds behind (`leave`,
//! `opponent_holes`), as Gabata of Adowa has them: worked by hand through
//! `sow play` on small boards.

use serde_json::{Value, json};

use crate::ide::hover;
use crate::support::sow::{play_json, sow};
use crate::support::temp::TempDir;

/// Three rows of two: South owns a1, b1 and b2, North a3, b3 and a2, one
/// track a1 b1 b2 b3 a3 a2; one lap a move.
const THREE_ROWS: &str = "[game]\nname = \"Shared middle\"\n\
    [board]\nrows = 3\ncolumns = 2\nseeds = { default = 1, b1 = 2, a3 = 2 }\nstores = false\n\
    [players.south]\nrows = [1]\nholes = [\"b2\"]\n\
    [players.north]\nrows = [3]\nholes = [\"a2\"]\n\
    [sowing]\ntrack = [\"a1-b1\", \"b2\", \"b3-a3\", \"a2\"]\n\
    [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n";

/// Two rows of three, one lap a move, and a claim of the opponent's hole
/// the last seed falls into, `lifted` as given: b1 and c1 hold one seed,
/// a2 and b2 one, c2 three.
fn lifted_game(lifted: &str) -> String {
    format!(
        "[game]\nname = \"Lifted\"\n\
         [board]\nrows = 2\ncolumns = 3\nseeds = [[0, 1, 1], [1, 1, 3]]\nstores = false\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
         [sowing]\ndirection = \"anticlockwise\"\n\
         [[landing]]\nname = \"claim\"\n\
         when = {{ hole = \"opponent\", claimed = \"no\", lifted = {lifted} }}\n\
         claim = true\n\
         [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n"
    )
}

/// Two rows of two in which North owns a2 alone: a last seed in a hole of
/// a lone-holed opponent takes all its seeds but one.
fn lone_hole_game(opponent_holes: u32) -> String {
    format!(
        "[game]\nname = \"Lone hole\"\n\
         [board]\nrows = 2\ncolumns = 2\nseeds = {{ default = 1, a2 = 3 }}\nstores = false\n\
         [players.south]\nholes = [\"a1\", \"b1\", \"b2\"]\n[players.north]\nholes = [\"a2\"]\n\
         [sowing]\ndirection = \"anticlockwise\"\n\
         [[landing]]\nname = \"leave-one\"\n\
         when = {{ hole = \"opponent\", opponent_holes = {opponent_holes} }}\n\
         leave = 1\n\
         [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n"
    )
}

/// `sow play --format json` of `text`, which must succeed.
fn play(name: &str, text: &str, moves: &str) -> Vec<Value> {
    let dir = TempDir::new(&format!("wegue-{name}"));
    let played = play_json(&dir.write(name, text), moves);
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    played.snaps
}

fn counts(position: &Value, holes: &[&str]) -> Vec<u64> {
    holes
        .iter()
        .map(|h| position["holes"][h].as_u64().unwrap())
        .collect()
}

#[test]
fn each_player_sows_one_track_through_the_shared_middle_row() {
    // South's b1 (2 seeds) sows its own middle hole b2, then North's b3;
    // North's a3 (2) sows a2, its own middle hole, then South's a1.
    let snaps = play("three.sow.toml", THREE_ROWS, "b1 a3");
    let all = ["a1", "b1", "a2", "b2", "a3", "b3"];
    assert_eq!(counts(&snaps[1], &all), [1, 0, 1, 2, 2, 2]);
    assert_eq!(counts(&snaps[2], &all), [2, 0, 2, 2, 0, 2]);
    assert_eq!(snaps[2]["owners"]["b2"], "south");
    assert_eq!(snaps[2]["owners"]["a2"], "north");
}

#[test]
fn a_middle_hole_is_sown_only_by_its_owner() {
    let dir = TempDir::new("wegue-middle-owner");
    let file = dir.write("three.sow.toml", THREE_ROWS);
    let out = sow(&["play", &file.to_string_lossy(), "--moves", "a2"]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(
            "`a2` is not a legal move for south; a2 is not a hole south may start a move \
             from; legal moves: a1 b1 b2"
        ),
        "{stderr}"
    );
}

#[test]
fn a_hole_is_claimed_only_once_it_has_been_sown_from() {
    // c1's seed falls into c2, never lifted: no claim. North lifts c2
    // (b2, a2, a1, b1). b1's two fall into c1 and c2, lifted now: claimed.
    let snaps = play("lifted.sow.toml", &lifted_game("true"), "c1 c2 b1");
    assert_eq!(snaps[1]["fired"], json!([]));
    assert_eq!(snaps[1]["holes"]["c2"], 4);
    assert_eq!(snaps[1]["claimed"], json!({}));
    // North's last seed falls into b1, South's, never lifted either.
    assert_eq!(snaps[2]["fired"], json!([]));
    assert_eq!(snaps[3]["fired"], json!(["claim"]));
    assert_eq!(snaps[3]["claimed"], json!({ "c2": "south" }));
}

#[test]
fn lifted_false_claims_only_holes_not_yet_sown_from() {
    let snaps = play("unlifted.sow.toml", &lifted_game("false"), "c1");
    assert_eq!(snaps[1]["fired"], json!(["claim"]));
    assert_eq!(snaps[1]["claimed"], json!({ "c2": "south" }));
}

#[test]
fn leave_takes_all_but_so_many_from_a_lone_holed_opponent() {
    // b2's seed makes four in a2, North's only hole: three are taken.
    let snaps = play("lone.sow.toml", &lone_hole_game(1), "b2");
    assert_eq!(snaps[1]["fired"], json!(["leave-one"]));
    assert_eq!(snaps[1]["captured"], 3);
    assert_eq!(snaps[1]["holes"]["a2"], 1);
    assert_eq!(snaps[1]["stores"], json!({ "south": 3, "north": 0 }));
    // Where the opponent's holes number otherwise the rule does not fire.
    let snaps = play("two.sow.toml", &lone_hole_game(2), "b2");
    assert_eq!(snaps[1]["fired"], json!([]));
    assert_eq!(snaps[1]["holes"]["a2"], 4);
}

#[test]
fn hover_tells_the_new_conditions_and_the_take_in_words() {
    let text = lone_hole_game(1).replace(
        "opponent_holes = 1 }",
        "opponent_holes = 1, lifted = true }",
    );
    insta::assert_snapshot!("hover-leave", hover(&text, "name = \"leave-one\"", 9));
}
