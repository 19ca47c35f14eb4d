//! Matches won by rounds (`rounds_to_win`) or by points (`points_to_win`),
//! and rounds that each start from the start position (`holes =
//! "start"`). Worked by hand on two rows of three: South's a1 takes
//! North's b2 (12), North's c2 takes the seed South left in b1, and
//! South's row is empty: the round is South's, 12 to 6. Started afresh,
//! each round goes the same way.

use serde_json::json;

use crate::ide::hover;
use crate::support::small_match::small_match;
use crate::support::sow::{Played, play_json};
use crate::support::temp::TempDir;

/// The match, its rounds started afresh, with `ends` in its `[match]`.
fn game(ends: &str) -> String {
    small_match("Afresh", &format!("holes = \"start\"\n{ends}"))
}

fn play(name: &str, text: &str, moves: &str) -> Played {
    let dir = TempDir::new(&format!("afresh-{name}"));
    play_json(&dir.write(name, text), moves)
}

#[test]
fn every_round_starts_from_the_start_position() {
    let played = play("rounds.sow.toml", &game("rounds_to_win = 2\n"), "a1 c2");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let after = &played.snaps[2];
    assert_eq!(after["round"], 2);
    assert_eq!(
        after["holes"],
        json!({ "a1": 1, "b1": 0, "c1": 0, "a2": 4, "b2": 12, "c2": 1 })
    );
    // Nothing carries over: the 12 South won are not in play.
    assert_eq!(after["stores"], json!({ "south": 0, "north": 0 }));
    assert_eq!(after["round_result"]["outcome"]["scores"], json!([12, 6]));
    assert!(after["result"].is_null());
}

#[test]
fn the_first_to_win_the_rounds_wins_the_match() {
    let played = play("best.sow.toml", &game("rounds_to_win = 2\n"), "a1 c2 a1 c2");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let last = played.snaps.last().unwrap();
    assert_eq!(last["result"]["reason"], "rounds-won");
    assert_eq!(last["result"]["winner"], "south");
    // A match won by rounds is scored in rounds.
    assert_eq!(last["result"]["scores"], json!([2, 0]));
}

#[test]
fn rounds_won_in_a_row_are_counted_apart() {
    // Starters alternate: round 1 (South starts) is South's as ever;
    // in round 2 North starts, and a2 b1 c2 c1 leaves South's row empty,
    // 0 to 18: North's. Round 3 is South's again: two rounds won, not in
    // a row.
    let moves = "a1 c2 a2 b1 c2 c1 a1 c2";
    let alternate = "round_starter = \"alternate\"\nrounds_to_win = 2\n";
    let played = play("any-two.sow.toml", &game(alternate), moves);
    let last = played.snaps.last().unwrap();
    assert_eq!(last["result"]["reason"], "rounds-won");
    assert_eq!(last["result"]["scores"], json!([2, 1]));
    let in_a_row = format!("{alternate}in_a_row = true\n");
    let played = play("in-a-row.sow.toml", &game(&in_a_row), moves);
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let last = played.snaps.last().unwrap();
    assert!(last["result"].is_null(), "{last}");
    assert_eq!(last["round"], 4);
    // South starting every round wins two in a row, and the match: scored
    // in the rounds of the run.
    let played = play(
        "two-in-a-row.sow.toml",
        &game("rounds_to_win = 2\nin_a_row = true\n"),
        "a1 c2 a1 c2",
    );
    let last = played.snaps.last().unwrap();
    assert_eq!(last["result"]["reason"], "rounds-won");
    assert_eq!(last["result"]["winner"], "south");
    assert_eq!(last["result"]["scores"], json!([2, 0]));
}

#[test]
fn points_add_up_the_seeds_of_each_round_until_one_reaches_the_target() {
    // 12 to 6 a round: 24 to 12 after two, 36 to 18 after three.
    let text = game("points_to_win = 30\n");
    let played = play("points.sow.toml", &text, "a1 c2 a1 c2");
    assert!(played.snaps.last().unwrap()["result"].is_null());
    let played = play("points.sow.toml", &text, "a1 c2 a1 c2 a1 c2");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let last = played.snaps.last().unwrap();
    assert_eq!(last["result"]["reason"], "points-reached");
    assert_eq!(last["result"]["winner"], "south");
    assert_eq!(last["result"]["scores"], json!([36, 18]));
}

#[test]
fn a_round_target_past_the_round_cap_is_refused() {
    let text = game("rounds_to_win = 4\nmax_rounds = 3\n");
    let played = play("unreachable.sow.toml", &text, "a1");
    assert_ne!(played.code, Some(0));
    assert!(
        played
            .stderr
            .contains("`rounds_to_win = 4` cannot be reached"),
        "{}",
        played.stderr
    );
}

#[test]
fn the_match_is_told_in_words() {
    let text = game("rounds_to_win = 3\npoints_to_win = 100\nround_starter = \"alternate\"\n");
    insta::assert_snapshot!("hover-match-afresh", hover(&text, "holes = \"start", 0));
    let text = game("rounds_to_win = 5\nin_a_row = true\n");
    let said = hover(&text, "holes = \"start", 0);
    assert!(
        said.contains("The first player to win 5 rounds in a row wins the match."),
        "{said}"
    );
}

#[test]
fn the_same_board_in_a_later_round_is_another_position() {
    // Round 2 starts as round 1 did, but South has a round won: play from
    // there does not go on alike, so no repetition may join the two.
    let checked = sow::lint::check(&game("rounds_to_win = 2\n"));
    let rules = sow::engine::Rules::new(checked.playable().unwrap());
    let mut game = sow::engine::Game::new(&rules);
    let start = game.position();
    for hole in ["a1", "c2"] {
        let m = *game
            .legal_moves()
            .iter()
            .find(|m| rules.variant.board.site_name(m.hole()) == hole)
            .unwrap();
        game.play(m).unwrap();
    }
    assert_eq!(game.round, 2);
    assert_eq!(game.counts, sow::engine::Game::new(&rules).counts);
    assert_ne!(game.position(), start);
}

#[test]
fn matches_stopped_at_the_round_cap_are_said_among_the_draws() {
    // "draws 100%" beside "capped 0%" for matches that only stopped at
    // max_rounds (#40, item 23): the draws line says how many did.
    let dir = TempDir::new("afresh-round-cap");
    let file = dir.write("capped.sow.toml", game("max_rounds = 3\n"));
    let o = crate::support::sow::sow(&["simulate", file.to_str().unwrap(), "--games", "50"]);
    let out = String::from_utf8(o.stdout).unwrap();
    assert!(
        out.contains("(50 stopped at the round cap, max_rounds)"),
        "{out}"
    );
}

/// #39: a match whose recount sets up again a round that ended before its
/// first ply stops there (`round-repeats`), instead of replaying the empty
/// round up to the round cap and calling it a draw.
#[test]
fn a_round_that_repeats_without_a_ply_ends_the_match() {
    let dir = env!("CARGO_MANIFEST_DIR");
    let file =
        std::path::PathBuf::from(format!("{dir}/tests/fixtures/P011-round-repeats.sow.toml"));
    // Round 1 (three seeds a hole, moves need three) ends after North's
    // b2, South holding no three; each player refills their four holes
    // with two each from what they won (9 and 15), the rest waiting in the
    // store: nobody may move, round 2 ends at once, and the recount sets
    // it up again.
    let played = play_json(&file, "c1 b2 a1 d2 d1 c2 b1 b2");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let last = played.snaps.last().expect("positions");
    assert_eq!(last["round"], 2);
    assert_eq!(last["result"]["reason"], "round-repeats");
    assert_eq!(last["result"]["winner"], json!(null));
    assert_eq!(last["round_result"]["outcome"]["reason"], "no-move");
    let twos: Vec<_> = ["a1", "b1", "c1", "d1", "a2", "b2", "c2", "d2"]
        .iter()
        .map(|h| last["holes"][h].clone())
        .collect();
    assert_eq!(twos, vec![json!(2); 8]);
}

/// #39: `sow play` shows the board a round ended with before the board
/// the next round begins with, in JSON (`round_end`) and for people.
#[test]
fn a_rounds_end_is_shown_before_the_recount() {
    let played = play("end-shown.sow.toml", &game("rounds_to_win = 2\n"), "a1 c2");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let after = &played.snaps[2];
    // North's c2 fell into b2 and took South's b1 seed: South's row is
    // empty, the stores hold 12 and 1, and North's a2 and b2 keep 5.
    assert_eq!(
        after["round_end"],
        json!({
            "holes": { "a1": 0, "b1": 0, "c1": 0, "a2": 4, "b2": 1, "c2": 0 },
            "stores": { "south": 12, "north": 1 }
        })
    );
    assert_eq!(after["holes"]["b2"], 12);
    assert!(played.snaps[1].get("round_end").is_none());
    let dir = TempDir::new("afresh-end-shown-text");
    let file = dir.write("end-shown.sow.toml", game("rounds_to_win = 2\n"));
    let out = crate::support::sow::sow(&["play", &file.to_string_lossy(), "--moves", "a1 c2"]);
    let text = String::from_utf8_lossy(&out.stdout);
    let ply2 = &text[text.find("ply 2:").expect("ply 2")..];
    let over = ply2.find("round 1 over").expect("the round's end");
    let ended = ply2
        .find("taken:  south 12, north 1")
        .expect("the board as it ended");
    let begins = ply2
        .find("taken:  south 0, north 0")
        .expect("the next round's board");
    assert!(ended < over && over < begins, "{ply2}");
}

/// #39: "each round scores the difference": South's 12 to 6 scores South
/// 6 a round and North nothing, so a target of 12 takes two rounds.
#[test]
fn points_may_be_each_rounds_difference() {
    let text = game("points_to_win = 12\npoints = \"difference\"\n");
    let played = play("difference.sow.toml", &text, "a1 c2");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert!(played.snaps[2]["result"].is_null());
    let played = play("difference.sow.toml", &text, "a1 c2 a1 c2");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let last = played.snaps.last().expect("positions");
    assert_eq!(last["result"]["reason"], "points-reached");
    assert_eq!(last["result"]["scores"], json!([12, 0]));
    assert_eq!(last["result"]["winner"], "south");
    // Scored by seeds, the first round's 12 reach the target at once.
    let seeds = game("points_to_win = 12\n");
    let played = play("seeds.sow.toml", &seeds, "a1 c2");
    assert_eq!(played.snaps[2]["result"]["scores"], json!([12, 6]));
}

/// A match whose first round ends 6 to 6: South's a1 takes North's b2
/// (6), North's c2 takes the seed South left in b1, and South's row is
/// empty, North's 5 left going to North.
fn even_match(extra: &str) -> String {
    format!(
        "[game]\nname = \"Even\"\n[board]\nrows = 2\ncolumns = 3\n\
         seeds = {{ default = 0, a1 = 1, b2 = 6, c2 = 1, a2 = 4 }}\nstores = false\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
         [sowing]\ndirection = \"anticlockwise\"\n\
         [[landing]]\nname = \"take-across\"\n\
         when = {{ hole = \"own\", was_empty = true, opposite = {{ min = 1 }} }}\ncapture = [\"opposite\"]\n\
         [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n\
         [match]\nrefill = 2\n{extra}"
    )
}

#[test]
fn a_round_ending_with_equal_holdings_draws_the_match_where_the_file_says_so() {
    let drawn = play(
        "even.sow.toml",
        &even_match("equal_draws = true\n"),
        "a1 c2",
    );
    assert_eq!(drawn.code, Some(0), "{}", drawn.stderr);
    let last = drawn.snaps.last().unwrap();
    assert_eq!(last["result"]["reason"], "equal-holdings");
    assert!(last["result"]["winner"].is_null());
    assert_eq!(last["result"]["scores"], json!([6, 6]));
    let goes_on = play("even-on.sow.toml", &even_match(""), "a1 c2");
    let last = goes_on.snaps.last().unwrap();
    assert!(last["result"].is_null(), "{last}");
    assert_eq!(last["round"], 2);
    let words = hover(&even_match("equal_draws = true\n"), "refill", 0);
    assert!(words.contains("draws the match"), "{words}");
}

/// The match started afresh with a phase for each player's first turn of
/// a round, in which South may sow only a1 and North only c2: every round
/// starts in the first phase again.
fn phased_game() -> String {
    game(
        "rounds_to_win = 2\n\
         [regions.first]\nsouth = [\"a1\"]\nnorth = [\"c2\"]\n\
         [[phases]]\nname = \"first-turn\"\nuntil = { turns = 1 }\nmoves = { from = \"first\" }\n\
         [[phases]]\nname = \"play\"\n",
    )
}

#[test]
fn every_round_of_a_match_starts_in_the_first_phase() {
    let text = phased_game();
    // North's first turn of round 2 is bound to c2 again: a2 is refused.
    let refused = play("phased-refused.sow.toml", &text, "a1 c2 a1 a2");
    assert_ne!(refused.code, Some(0));
    assert!(
        refused.stderr.contains("legal moves: c2"),
        "{}",
        refused.stderr
    );
    // Round 2 goes as round 1 did, and South wins the match, two rounds
    // to none.
    let played = play("phased.sow.toml", &text, "a1 c2 a1 c2");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let last = played.snaps.last().unwrap();
    assert_eq!(last["result"]["winner"], "south");
    assert_eq!(last["round"], 2);
}
