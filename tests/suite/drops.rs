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
