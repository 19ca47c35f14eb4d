//! A gathered opening (`[opening] kind = "gathered"`): the game's first
//! ply is forced, written `gather`. Worked by hand on Lam Waladach's board:
//! two rows of six, four seeds each, relay sowing and fours taken.

use serde_json::json;

use crate::support::sow::{play_json, two_rows_of_six};
use crate::support::temp::TempDir;

/// Lam Waladach's turn with `opening` as its `[opening]` table.
fn game(opening: &str) -> String {
    format!(
        "[game]\nname = \"Gathered\"\n[board]\nrows = 2\ncolumns = 6\nseeds = 4\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
         [sowing]\ndirection = \"anticlockwise\"\nlaps = \"relay\"\nendless = \"illegal\"\n\
         [[landing]]\nname = \"fours\"\non = \"every-seed\"\nwhen = {{ count = 4 }}\ncapture = [\"last\"]\n\
         [[landing]]\nname = \"last-four\"\nwhen = {{ count = 4 }}\ncapture = [\"last\"]\nthen = \"move-again\"\n\
         [moves]\nno_move = \"pass\"\n\
         [end]\nwhen = [{{ board_at_most = 0 }}, \"repetition\"]\nremaining = \"owner\"\n\
         [opening]\n{opening}"
    )
}

const OPENING: &str = "kind = \"gathered\"\ngather = 3\nstart = \"f2\"\n";

fn play(name: &str, text: &str, moves: &str) -> crate::support::sow::Played {
    let dir = TempDir::new(&format!("gathered-{name}"));
    play_json(&dir.write(name, text), moves)
}

#[test]
fn the_first_ply_gathers_and_sows_from_the_start_hole() {
    // South takes 3 from each hole (18; 1 left in each) and sows f2…a2,
    // a1…f1, f2…a2: North's holes 6, South's 2. The last seed in a2 (6)
    // relays over a1…f1 (3 each), f1's 3 over f2 e2 d2 (7 each), d2's 7
    // over c2 b2 a2 a1 b1 c1 d1: a1, b1 and c1 reach four and are taken,
    // and d1's four with the last seed: South has 16 and plays again.
    let played = play("gather.sow.toml", &game(OPENING), "gather");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let (start, after) = (&played.snaps[0], &played.snaps[1]);
    assert_eq!(start["opening"], true);
    assert_eq!(start["gather_next"], true);
    assert_eq!(after["move"], "gather");
    assert_eq!(after["laps"], 4);
    assert_eq!(after["stores"], json!({ "south": 16, "north": 0 }));
    assert_eq!(two_rows_of_six(after), [0, 0, 0, 0, 3, 0, 1, 7, 7, 0, 7, 7]);
    assert_eq!(after["fired"], json!(["fours", "last-four"]));
    assert_eq!(after["to_move"], "south");
    assert!(after.get("opening").is_none());
}

#[test]
fn the_forced_ply_is_the_only_move_and_only_the_first() {
    let played = play("not-a1.sow.toml", &game(OPENING), "a1");
    assert_ne!(played.code, Some(0));
    assert!(
        played.stderr.contains("legal moves: gather"),
        "{}",
        played.stderr
    );
    let twice = play("twice.sow.toml", &game(OPENING), "gather gather");
    assert!(
        twice.stderr.contains("`gather` is not a legal move"),
        "{}",
        twice.stderr
    );
}

#[test]
fn a_game_without_a_gathered_opening_refuses_gather() {
    let text = game(OPENING)
        .replace("[opening]\n", "")
        .replace(OPENING, "");
    let played = play("none.sow.toml", &text, "gather");
    assert!(
        played.stderr.contains("this game has no gathered opening"),
        "{}",
        played.stderr
    );
}
