//! Conditions on what a move does (`[[moves.require]]`): a move from a
//! single seed is legal only into an empty hole, and a player left with
//! no such move passes. Worked by hand on a 4×2 board where each player
//! sows round their own two rows (South a1 b1 b2 a2, North a3 b3 b4 a4).

use crate::support::sow::play_json;
use crate::support::temp::TempDir;

/// The 4×2 board with `seeds`, single seeds sown only into empty holes.
fn game(seeds: &str) -> String {
    format!(
        "[game]\nname = \"Singles\"\n[board]\nrows = 4\ncolumns = 2\n\
         seeds = {{ default = 0, {seeds} }}\n\
         [players.south]\nrows = [1, 2]\n[players.north]\nrows = [3, 4]\n\
         [sowing]\ntrack = {{ south = [\"a1-b1\", \"b2-a2\"], north = [\"a3-b3\", \"b4-a4\"] }}\n\
         [moves]\nno_move = \"pass\"\n\
         [[moves.require]]\nname = \"single-seeds-into-empty\"\ncount = 1\nfirst_into = 0\n\
         [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n"
    )
}

#[test]
fn a_single_seed_is_sown_only_into_an_empty_hole() {
    let dir = TempDir::new("move-rules-singles");
    let file = dir.write(
        "singles.sow.toml",
        game("a1 = 1, b1 = 1, a3 = 1, a4 = 1, b4 = 1"),
    );
    // a1's seed would fall into b1, which holds one: not a move.
    let refused = play_json(&file, "a1");
    assert_ne!(refused.code, Some(0));
    assert!(
        refused.stderr.contains("legal moves: b1"),
        "{}",
        refused.stderr
    );
    // b1's falls into the empty b2.
    let played = play_json(&file, "b1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(played.snaps[1]["holes"]["b2"], 1);
}

#[test]
fn a_player_whose_every_seed_is_blocked_passes() {
    // Every hole of South's holds one seed: each would fall into an
    // occupied hole, so South passes, before North's move and after it.
    let dir = TempDir::new("move-rules-stuck");
    let file = dir.write(
        "stuck.sow.toml",
        game("a1 = 1, b1 = 1, a2 = 1, b2 = 1, a3 = 1, a4 = 1, b4 = 1"),
    );
    let played = play_json(&file, "a3");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(played.snaps[0]["to_move"], "north");
    assert_eq!(played.snaps[1]["passed"], "south");
    assert_eq!(played.snaps[1]["to_move"], "north");
}

#[test]
fn hover_tells_the_requirement_in_words() {
    let text = game("a1 = 1, b1 = 1, a3 = 1");
    let offset = text.find("first_into").unwrap();
    let analysis = sow::ide::Analysis::new(&text);
    let hover = sow::ide::hover::hover(&analysis, offset).unwrap();
    insta::assert_snapshot!("hover-requirement", hover.markdown);
}
