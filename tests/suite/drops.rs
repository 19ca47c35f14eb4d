//! Seeds that fall several a hole (`[sowing] drops`), and a landing rule
//! that waits for the sowing to reach a set of holes (`when.reached`).
//! Worked by hand on 2×4 boards through `sow play --format json`.

use serde_json::{Value, json};

use crate::support::sow::play_text;

/// A 2×4 board (South `a1`–`d1`, North `a2`–`d2`, sown anticlockwise:
/// `a1 b1 c1 d1 d2 c2 b2 a2`, stores off the path) with `seeds`, the
/// `[sowing]` keys `sowing` and the tables `extra`.
fn game(seeds: &str, sowing: &str, extra: &str) -> String {
    format!(
        "[game]\nname = \"Drops\"\n[board]\nrows = 2\ncolumns = 4\nseeds = {seeds}\nstores = true\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
         [sowing]\ndirection = \"anticlockwise\"\nstores = \"none\"\n{sowing}\n{extra}\
         [end]\nwhen = [\"one-cannot-move\"]\nremaining = \"owner\"\n"
    )
}

fn plays(name: &str, text: &str, moves: &str) -> Vec<Value> {
    let played = play_text(name, name, text, moves);
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    played.snaps
}

fn row(snap: &Value, holes: &[&str]) -> Vec<Value> {
    holes.iter().map(|h| snap["holes"][h].clone()).collect()
}

#[test]
fn three_into_the_first_hole_and_two_into_the_second() {
    let text = game("5", "drops = [3, 2]", "");
    let snaps = plays("three-two.sow.toml", &text, "a1");
    assert_eq!(
        row(&snaps[1], &["a1", "b1", "c1", "d1"]),
        vec![json!(0), json!(8), json!(7), json!(5)]
    );
}

#[test]
fn the_last_count_goes_on_and_the_hand_runs_out() {
    // Two a hole: a1's five fall 2 into b1, 2 into c1, the last 1 into d1.
    let text = game("[[5, 0, 0, 0], [1, 1, 1, 1]]", "drops = [2]", "");
    let snaps = plays("twos.sow.toml", &text, "a1");
    assert_eq!(
        row(&snaps[1], &["a1", "b1", "c1", "d1"]),
        vec![json!(0), json!(2), json!(2), json!(1)]
    );
}

#[test]
fn was_empty_reads_the_hole_before_its_seeds_fell() {
    // a1's four fall 2 into b1 (empty) and 2 into c1 (empty): the last
    // hole was empty before its two seeds fell, and the capture takes it
    // and the hole across.
    let capture = "[[landing]]\nname = \"capture\"\n\
                   when = { hole = \"own\", was_empty = true }\ncapture = [\"last\", \"opposite\"]\n";
    let text = game("[[4, 0, 0, 1], [1, 3, 1, 1]]", "drops = [2]", capture);
    let snaps = plays("was-empty.sow.toml", &text, "a1");
    assert_eq!(snaps[1]["fired"], json!(["capture"]));
    assert_eq!(snaps[1]["captured"], 3);
}

#[test]
fn a_capture_that_waits_for_the_opponents_row() {
    // South's a1 (1, into the empty b1) has not reached North's row: no
    // capture. North's b2 (1, into a2). South's d1 (5: d2 c2 b2 a2 a1)
    // comes back into the empty a1 from North's row: it takes a1's seed
    // and a2's three.
    let capture = "[[landing]]\nname = \"capture\"\n\
                   when = { hole = \"own\", was_empty = true, reached = \"opponent\" }\n\
                   capture = [\"last\", \"opposite\"]\n";
    let text = game("[[1, 0, 0, 5], [1, 1, 1, 1]]", "", capture);
    let snaps = plays("reached.sow.toml", &text, "a1 b2 d1");
    assert_eq!(snaps[1]["captured"], 0);
    assert_eq!(snaps[1]["holes"]["b1"], 1);
    assert_eq!(snaps[3]["fired"], json!(["capture"]));
    assert_eq!(snaps[3]["captured"], 4);
    // Without `reached`, a1's single seed into b1 captures at once.
    let eager = capture.replace(", reached = \"opponent\"", "");
    let snaps = plays(
        "unreached.sow.toml",
        &game("[[1, 0, 0, 5], [1, 1, 1, 1]]", "", &eager),
        "a1",
    );
    assert_eq!(snaps[1]["captured"], 2);
}

/// The mover's own drops (`drops = "chosen"`), with a capture of 2 or 3 by
/// the last seed.
fn chosen(seeds: &str) -> String {
    let capture = "[[landing]]\nname = \"two-or-three\"\n\
                   when = { count = [2, 3] }\ncapture = [\"last\"]\n";
    game(seeds, "drops = \"chosen\"", capture)
}

#[test]
fn a_chosen_move_lifts_and_its_mover_drops_hole_by_hole() {
    // a1's four: 2 into b1, 1 into c1, 1 into d1, a ply each, South to
    // move throughout; then North.
    let snaps = plays("chosen.sow.toml", &chosen("4"), "a1 drop=2 drop=1 drop=1");
    assert_eq!(snaps[1]["move"], "a1");
    assert_eq!(snaps[1]["holes"]["a1"], 0);
    assert_eq!(snaps[1]["dropping"], json!({ "hand": 4, "into": "b1" }));
    assert_eq!(snaps[1]["to_move"], "south");
    assert_eq!(snaps[2]["move"], "drop=2");
    assert_eq!(snaps[2]["dropping"], json!({ "hand": 2, "into": "c1" }));
    assert_eq!(snaps[3]["dropping"], json!({ "hand": 1, "into": "d1" }));
    assert_eq!(snaps[4].get("dropping"), None);
    assert_eq!(snaps[4]["to_move"], "north");
    assert_eq!(
        row(&snaps[4], &["a1", "b1", "c1", "d1"]),
        vec![json!(0), json!(6), json!(5), json!(5)]
    );
}

#[test]
fn the_last_drop_lands_as_a_last_seed_does() {
    // a1's three: 1 into the empty b1, 2 into the empty c1, which then
    // holds two: the rule takes them. Dropped 2 and 1, c1 would hold one
    // and nothing is taken.
    let snaps = plays(
        "chosen-capture.sow.toml",
        &chosen("[[3, 0, 0, 4], [4, 4, 4, 4]]"),
        "a1 drop=1 drop=2",
    );
    assert_eq!(snaps[3]["fired"], json!(["two-or-three"]));
    assert_eq!(snaps[3]["captured"], 2);
    assert_eq!(snaps[3]["holes"]["c1"], 0);
    let snaps = plays(
        "chosen-no-capture.sow.toml",
        &chosen("[[3, 0, 0, 4], [4, 4, 4, 4]]"),
        "a1 drop=2 drop=1",
    );
    assert_eq!(snaps[3]["fired"], json!([]));
    assert_eq!(snaps[3]["holes"]["b1"], 2);
    assert_eq!(snaps[3]["holes"]["c1"], 1);
}

#[test]
fn a_drop_is_refused_where_none_waits_or_more_than_the_hand() {
    let text = chosen("4");
    for (moves, says) in [
        ("a1 b1", "write `drop=1` to `drop=4`"),
        ("a1 drop=5", "drops 1 to 4 of the 4 seeds in hand into b1"),
        ("a1 drop=+1", "write `drop=1` to `drop=4`"),
        ("a1 drop=3 drop=2", "drops the last seed in hand into c1"),
        (
            "drop=1",
            "only where a move's drops are the mover's to choose",
        ),
    ] {
        let played = play_text("chosen-refused", "refused.sow.toml", &text, moves);
        assert_eq!(played.code, Some(1), "{moves}: {}", played.stderr);
        assert!(played.stderr.contains(says), "{moves}: {}", played.stderr);
    }
}

#[test]
fn a_rule_that_judges_a_move_by_its_sowing_is_refused_beside_chosen_drops() {
    let played = crate::support::sow::sow(&["explain", "T012"]);
    let text = String::from_utf8_lossy(&played.stdout);
    assert!(text.contains("chosen-drops-misused"), "{text}");
    assert!(text.contains("must_feed"), "{text}");
}

#[test]
fn the_preview_of_chosen_drops_says_they_are_the_movers() {
    let dir = crate::support::temp::TempDir::new("chosen-preview");
    let file = dir.write("chosen.sow.toml", chosen("4"));
    let out = crate::support::sow::sow(&["preview", file.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("The mover chooses how many seeds fall into each hole"),
        "{text}"
    );
}

#[test]
fn the_text_of_a_turn_waiting_for_a_drop_names_the_hole_and_the_hand() {
    let dir = crate::support::temp::TempDir::new("chosen-text");
    let file = dir.write("chosen.sow.toml", chosen("4"));
    let out = crate::support::sow::sow(&["play", file.to_str().unwrap(), "--moves", "a1 drop=1"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("south drops seeds into c1: 3 in hand, `drop=1` to `drop=3`"),
        "{text}"
    );
}
