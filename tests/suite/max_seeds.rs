//! The most seeds a move may start from (`[moves] max_seeds`), alone and
//! in a phase's own moves ("in the first phase only holes of two or fewer
//! may be sown"), worked by hand over `sow play` on two rows of three.

use crate::support::sow::{play_json, sow};
use crate::support::temp::TempDir;

/// Two rows of three, `seeds` a hole, single laps anticlockwise, an empty
/// row ending the game, with `moves` as `[moves]`'s keys and `more` after.
fn game(seeds: &str, moves: &str, more: &str) -> String {
    format!(
        "[game]\nname = \"Small holes\"\n[board]\nrows = 2\ncolumns = 3\nseeds = {seeds}\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
         [sowing]\ndirection = \"anticlockwise\"\n\
         [moves]\n{moves}\n\
         [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n{more}"
    )
}

#[test]
fn a_hole_too_full_starts_no_move() {
    let dir = TempDir::new("max-seeds");
    let file = dir.write(
        "small.sow.toml",
        game(
            "{ a1 = 3, b1 = 2, c1 = 1, default = 1 }",
            "max_seeds = 2\nno_move = \"pass\"",
            "",
        ),
    );
    let refused = play_json(&file, "a1");
    assert_ne!(refused.code, Some(0));
    assert!(
        refused
            .stderr
            .contains("a1 holds 3 seeds, and a move may start from 2 at most; legal moves: b1 c1"),
        "{}",
        refused.stderr
    );
    // b1's two fall into c1 and c2.
    let played = play_json(&file, "b1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(played.snaps[1]["holes"]["c1"], 2);
    // Hover's preview of a1 says why it starts nothing.
    let out = sow(&["preview", &file.to_string_lossy(), "--hole", "a1"]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("a move may start from 2 at most (`max_seeds`)"),
        "{said}"
    );
}

#[test]
fn a_phase_of_small_holes_gives_way_to_every_hole() {
    // South's first turn may start only from holes of two or fewer; then
    // from any.
    let phases = "[[phases]]\nname = \"small\"\nuntil = { turns = 1 }\nmoves = { max_seeds = 2 }\n\
                  [[phases]]\nname = \"any\"\n";
    let dir = TempDir::new("max-seeds-phase");
    let file = dir.write(
        "phase.sow.toml",
        game("{ a1 = 3, default = 1 }", "no_move = \"pass\"", phases),
    );
    let refused = play_json(&file, "a1");
    assert!(
        refused.stderr.contains("legal moves: b1 c1"),
        "{}",
        refused.stderr
    );
    let played = play_json(&file, "b1 a2 a1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
}

#[test]
fn a_most_below_the_fewest_is_refused() {
    let text = game("4", "min_seeds = 2\nmax_seeds = 1", "");
    let found: Vec<String> = sow::lint::check(&text)
        .diagnostics
        .iter()
        .map(|d| format!("{} {}", d.code.id, d.message))
        .collect();
    assert!(
        found
            .iter()
            .any(|d| d.starts_with("S006 `max_seeds` is below `min_seeds`")),
        "{found:?}"
    );
}

#[test]
fn a_phase_judged_as_the_turn_begins_ends_by_the_opponents_capture() {
    // Single seeds only, until two of one's seeds are taken. South b1 into
    // c1 (4); North a2 into a1, making two there, taken (a two in the
    // opponent's row). As South's turn begins it has lost two: its next
    // phase lets it sow c1's four.
    let capture = "[[landing]]\nname = \"twos\"\nwhen = { hole = \"opponent\", count = 2 }\n\
                   capture = [\"last\"]\n";
    let phases = "[[phases]]\nname = \"singles\"\n\
                  until = { lost = { min = 2 }, at_turn_start = true }\n\
                  moves = { max_seeds = 1 }\n\
                  [[phases]]\nname = \"any\"\n";
    let text = game(
        "{ c1 = 3, default = 1 }",
        "no_move = \"pass\"",
        &format!("{capture}{phases}"),
    );
    let dir = TempDir::new("max-seeds-turn-start");
    let file = dir.write("turn-start.sow.toml", text.clone());
    let played = play_json(&file, "b1 a2 c1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(played.snaps[2]["stores"]["north"], 2);
    assert_eq!(played.snaps[3]["move"], "c1");
    // Judged only after South's own plies, the phase would still hold:
    // c1's four start no move, and South, with no other, passes.
    let after_ply = dir.write(
        "after-ply.sow.toml",
        text.replace(", at_turn_start = true", ""),
    );
    let passed = play_json(&after_ply, "b1 a2");
    assert_eq!(passed.code, Some(0), "{}", passed.stderr);
    assert_eq!(passed.snaps[2]["passed"], "south");
    assert_eq!(passed.snaps[2]["to_move"], "north");
}
