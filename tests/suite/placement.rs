//! A placement phase (`[placement]`): seeds start in the players' hands
//! and each ply puts some into a hole (`c1*`), until both hands are empty
//! and the ordinary turns begin. Worked by hand on two rows of three.

use serde_json::json;

use crate::support::sow::{play_json, sow};
use crate::support::temp::TempDir;

/// Two rows of three, empty, with `placement` as its `[placement]` table
/// (and `regions` before it), single laps anticlockwise, a player with an
/// empty row ending the game.
fn game(regions: &str, placement: &str) -> String {
    format!(
        "[game]\nname = \"Placed\"\n[board]\nrows = 2\ncolumns = 3\nseeds = 0\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n{regions}\
         [sowing]\ndirection = \"anticlockwise\"\n\
         [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n\
         [placement]\n{placement}"
    )
}

fn play(name: &str, text: &str, moves: &str) -> crate::support::sow::Played {
    let dir = TempDir::new(&format!("placement-{name}"));
    play_json(&dir.write(name, text), moves)
}

/// The seeds of a board of two rows of three, row 1 first.
pub(crate) fn holes(position: &serde_json::Value) -> Vec<u64> {
    ["a1", "b1", "c1", "a2", "b2", "c2"]
        .iter()
        .map(|h| position["holes"][h].as_u64().unwrap_or(u64::MAX))
        .collect()
}

#[test]
fn players_take_turns_placing_then_the_first_placer_sows_first() {
    // Two seeds each, one a ply: South a1, North c2, South a1, North b2;
    // the hands are empty and South, who placed first, sows a1: b1 and c1
    // get one each.
    let played = play(
        "alternate.sow.toml",
        &game("", "in_hand = 2\n"),
        "a1* c2* a1* b2* a1",
    );
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let s = &played.snaps;
    assert_eq!(s[0]["in_hand"], json!({ "south": 2, "north": 2 }));
    assert_eq!(s[0]["stores"], json!({ "south": 2, "north": 2 }));
    assert_eq!(s[0]["to_move"], "south");
    assert_eq!(s[1]["move"], "a1*");
    assert_eq!(s[1]["in_hand"], json!({ "south": 1, "north": 2 }));
    assert_eq!(s[1]["to_move"], "north");
    assert_eq!(s[2]["move"], "c2*");
    assert_eq!(holes(&s[3]), [2, 0, 0, 0, 0, 1]);
    assert_eq!(holes(&s[4]), [2, 0, 0, 0, 1, 1]);
    assert!(s[4].get("in_hand").is_none());
    assert_eq!(s[4]["stores"], json!({ "south": 0, "north": 0 }));
    assert_eq!(s[4]["to_move"], "south");
    assert_eq!(s[5]["move"], "a1");
    assert_eq!(holes(&s[5]), [0, 1, 1, 0, 1, 1]);
}

#[test]
fn a_sowing_waits_for_the_hands_and_a_placement_for_the_phase() {
    let early = play("early.sow.toml", &game("", "in_hand = 1\n"), "a1");
    assert_ne!(early.code, Some(0));
    assert!(
        early.stderr.contains("legal moves: a1* b1* c1*"),
        "{}",
        early.stderr
    );
    let late = play("late.sow.toml", &game("", "in_hand = 1\n"), "a1* a2* b1*");
    assert!(
        late.stderr.contains("`b1*` is not a legal move"),
        "{}",
        late.stderr
    );
    // North may place only into their own holes.
    let theirs = play("theirs.sow.toml", &game("", "in_hand = 1\n"), "a1* a1*");
    assert!(
        theirs.stderr.contains("legal moves: a2* b2* c2*"),
        "{}",
        theirs.stderr
    );
}

#[test]
fn one_then_other_places_several_a_ply_into_a_region() {
    // Three seeds each, two a ply, into the left two holes of each row:
    // South places two into b1 and their last one into a1, then North two
    // into a2 and one into b2; North placed last, so South sows first.
    let regions = "[regions.left]\nsouth = [\"a1-b1\"]\nnorth = [\"a2-b2\"]\n";
    let placement = "in_hand = 3\nper_ply = 2\ninto = \"left\"\norder = \"one-then-other\"\n";
    let played = play(
        "region.sow.toml",
        &game(regions, placement),
        "b1* a1* a2* b2* b1",
    );
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let s = &played.snaps;
    assert_eq!(s[1]["to_move"], "south");
    assert_eq!(holes(&s[2]), [1, 2, 0, 0, 0, 0]);
    assert_eq!(s[2]["to_move"], "north");
    assert_eq!(holes(&s[4]), [1, 2, 0, 2, 1, 0]);
    assert_eq!(s[4]["to_move"], "south");
    assert_eq!(holes(&s[5]), [1, 0, 1, 2, 1, 1]);
    let outside = play("outside.sow.toml", &game(regions, placement), "c1*");
    assert!(
        outside.stderr.contains("legal moves: a1* b1*"),
        "{}",
        outside.stderr
    );
}

#[test]
fn a_game_without_a_placement_phase_refuses_a_placement() {
    let text = game("", "in_hand = 1\n").replace("[placement]\nin_hand = 1\n", "");
    let played = play(
        "none.sow.toml",
        &text.replace("seeds = 0", "seeds = 1"),
        "a1*",
    );
    assert!(
        played.stderr.contains("this game has no placement phase"),
        "{}",
        played.stderr
    );
}

#[test]
fn sample_games_place_every_seed_and_end_by_the_rules() {
    let dir = TempDir::new("placement-simulate");
    let file = dir.write("sim.sow.toml", game("", "in_hand = 3\n"));
    let o = sow(&["simulate", &file.to_string_lossy(), "--games", "200"]);
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{out}");
    assert!(out.contains("row-empty 200"), "{out}");
}

#[test]
fn a_priority_tier_leaves_placements_free_unless_it_says_all() {
    // #40, item 12: a tier copied from a sowing game ("holes of two or
    // more first") applied to placement plies as well, and silently
    // forced every seed after the first into one hole. Now a tier
    // restricts sowing plies unless its `plies` says otherwise.
    let tier = |plies: &str| {
        game("", "in_hand = 3\n").replace(
            "[end]",
            &format!(
                "[[moves.priority]]\nname = \"twos-first\"\ncount = {{ min = 2 }}\n{plies}[end]"
            ),
        )
    };
    // South places a1, then may place anywhere: b1 is legal.
    let free = play("free.sow.toml", &tier(""), "a1* a2* a1* a2* b1*");
    assert_eq!(free.code, Some(0), "{}", free.stderr);
    // With `plies = "all"`, a1, which holds two after South's second
    // seed, is the only hole South may place the third into.
    let all = play(
        "all.sow.toml",
        &tier("plies = \"all\"\n"),
        "a1* a2* a1* a2* b1*",
    );
    assert!(
        all.stderr.contains("`b1*` is not a legal move"),
        "{}",
        all.stderr
    );
}

#[test]
fn each_round_of_a_match_that_starts_afresh_places_again() {
    // Two seeds each: South a1 a1, North a2 a2. South sows a1 (b1, c1),
    // North a2 (a1, b1): North's row is empty and the round is South's.
    // The next round starts from the start position: hands full again.
    let text = format!(
        "{}[match]\nholes = \"start\"\nrounds_to_win = 2\n",
        game("", "in_hand = 2\n")
    );
    let played = play("afresh.sow.toml", &text, "a1* a2* a1* a2* a1 a2 b1*");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let second = &played.snaps[6];
    assert_eq!(second["round"], 2);
    assert_eq!(holes(second), [0; 6]);
    assert_eq!(second["stores"], json!({ "south": 2, "north": 2 }));
    assert_eq!(holes(&played.snaps[7]), [0, 1, 0, 0, 0, 0]);
}

#[test]
fn a_placement_phase_is_refused_in_a_match_that_refills_by_a_count() {
    let text = format!(
        "{}[match]\nholes = \"won\"\nrefill = 1\n",
        game("", "in_hand = 3\n")
    );
    let dir = TempDir::new("placement-in-won-match");
    let out = sow(&["check", dir.write("won.sow.toml", text).to_str().unwrap()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("a placement phase in a match whose recount fills holes by a count"),
        "{stdout}"
    );
}
