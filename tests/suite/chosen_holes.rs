//! Special holes the players choose as the game begins
//! (`[holes.NAME] chosen`): a ply each, in turn from the player who
//! starts, written `NAME=HOLE`; the hole chosen keeps the table's rules,
//! the others are ordinary holes. O013 where the choice cannot be made.
//! Worked by hand on two rows of four.

use serde_json::json;

use crate::support::sow::{counts_of, play_text, static_codes};

/// Two rows of four, two seeds a hole, relay sowing anticlockwise; each
/// player chooses `count` holes of `from` where a lap ends the turn.
fn game(chosen: &str) -> String {
    format!(
        "[game]\nname = \"Resting holes\"\n[board]\nrows = 2\ncolumns = 4\nseeds = 2\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
         [sowing]\ndirection = \"anticlockwise\"\nlaps = \"relay\"\nendless = \"end-turn\"\n\
         [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n\
         [regions.ends]\nsouth = [\"a1\", \"d1\"]\nnorth = [\"a2\", \"d2\"]\n\
         [holes.rest]\n{chosen}\nstop = \"always\"\n"
    )
}

const HOLES: [&str; 8] = ["a1", "b1", "c1", "d1", "a2", "b2", "c2", "d2"];

#[test]
fn each_player_chooses_in_turn_and_the_starter_then_moves() {
    let text = game("chosen = { from = \"own\" }");
    let played = play_text("chosen-turns", "rest.sow.toml", &text, "rest=c1 rest=b2 a1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let s = &played.snaps;
    assert_eq!(s[0]["to_move"], "south");
    assert_eq!(s[0]["chooses"], "rest");
    assert_eq!(s[1]["move"], "rest=c1");
    assert_eq!(s[1]["special"], json!({ "c1": "rest" }));
    assert_eq!(s[1]["to_move"], "north");
    assert!(
        s[1].get("chose_way").is_none(),
        "a choice of hole chooses no way"
    );
    assert_eq!(s[2]["special"], json!({ "b2": "rest", "c1": "rest" }));
    assert!(s[2].get("chooses").is_none());
    assert_eq!(s[2]["to_move"], "south");
    assert_eq!(counts_of(&s[2], &HOLES), [2; 8]);
    // a1's two fall into b1 and c1: c1, South's resting hole, ends the
    // turn instead of relaying its three.
    assert_eq!(counts_of(&s[3], &HOLES), [0, 3, 3, 2, 2, 2, 2, 2]);
    assert_eq!(s[3]["to_move"], "north");
}

#[test]
fn a_hole_not_chosen_relays_as_any_other() {
    // South rests at d1 instead: c1's three relay on, d1 to 3, d2 to 3,
    // c2 to 3, whose three go on round.
    let text = game("chosen = { from = \"own\" }");
    let played = play_text("chosen-other", "rest.sow.toml", &text, "rest=d1 rest=b2 a1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let last = &played.snaps[3];
    assert_eq!(last["holes"]["c1"], 0);
    assert_eq!(last["special"], json!({ "b2": "rest", "d1": "rest" }));
}

#[test]
fn a_choice_outside_the_set_is_refused_with_the_choices_named() {
    let text = game("chosen = { from = \"ends\" }");
    let played = play_text("chosen-refused", "rest.sow.toml", &text, "rest=b1");
    assert_ne!(played.code, Some(0));
    assert!(
        played
            .stderr
            .contains("b1 is not a hole the players choose `rest` among"),
        "{}",
        played.stderr
    );
    let played = play_text("chosen-refused", "rest.sow.toml", &text, "a1");
    assert!(
        played.stderr.contains("legal moves: rest=a1 rest=d1"),
        "{}",
        played.stderr
    );
    // Two each: South, North, South, North, then South moves.
    let text = game("chosen = { from = \"ends\", count = 2 }");
    let played = play_text(
        "chosen-two",
        "rest.sow.toml",
        &text,
        "rest=d1 rest=a2 rest=a1 rest=d2",
    );
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let to_move: Vec<_> = played.snaps.iter().map(|s| s["to_move"].clone()).collect();
    assert_eq!(to_move, ["south", "north", "south", "north", "south"]);
}

#[test]
fn o013_where_the_choice_cannot_be_made() {
    let too_many = game("chosen = { from = \"ends\", count = 3 }");
    assert_eq!(static_codes("chosen-o013", &too_many), ["O013"]);
    let both = game("holes = { south = \"a1\" }\nchosen = { from = \"ends\" }");
    assert_eq!(static_codes("chosen-both", &both), ["O013"]);
    let neither = game("");
    assert_eq!(static_codes("chosen-neither", &neither), ["S004"]);
    // Candidates a player does not own: one O009 for each player, every
    // such hole named.
    let theirs = game("chosen = { from = \"opponent\" }");
    let found = crate::support::sow::check_text_json("chosen-theirs", &theirs, &["--no-play"]);
    let o009: Vec<&str> = (found.iter())
        .filter(|d| d["code"] == "O009")
        .map(|d| d["message"].as_str().unwrap())
        .collect();
    assert_eq!(o009.len(), 2, "{o009:?}");
    assert!(
        o009.iter().any(
            |m| m.starts_with("a2, b2, c2, d2 are among the holes south may choose")
                && m.ends_with("but south does not own them")
        ),
        "{o009:?}"
    );
    // A hole of two chosen tables: which a choice of it makes is unknown.
    let two = game("chosen = { from = \"ends\" }") + "[holes.other]\nchosen = { from = \"own\" }\n";
    assert_eq!(static_codes("chosen-two-tables", &two), ["O013"]);
    // Nor may a hole to choose be a fixed special hole's, named later.
    let fixed =
        game("chosen = { from = \"ends\" }") + "[holes.other]\nholes = { south = \"a1\" }\n";
    assert_eq!(static_codes("chosen-and-fixed", &fixed), ["O013"]);
    let fine = game("chosen = { from = \"ends\", count = 2 }");
    assert!(static_codes("chosen-fine", &fine).is_empty());
}
