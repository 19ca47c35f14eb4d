//! Holes off the track (`[board] off_track`): no track need pass them (no
//! T002), none may (T010), sowing passes them by and no move starts there,
//! worked by hand through `sow play` on a board of three rows of three.

use crate::support::sow::{play_json, static_codes as codes};
use crate::support::temp::TempDir;

/// South's row and North's are sown; the middle row, five seeds a hole
/// and South's, is off the track.
const MIDDLE_ROW: &str = r#"
[game]
name = "Middle row"

[board]
rows = 3
columns = 3
seeds = [2, 5, 2]
off_track = ["a2-c2"]

[players.south]
rows = [1]
holes = ["a2-c2"]

[players.north]
rows = [3]

[sowing]
track = ["a1-c1", "c3-a3"]

[moves]
from = "own"

[end]
when = ["row-empty"]
remaining = "owner"
winner = "most-seeds"
"#;

#[test]
fn a_declared_hole_needs_no_track_and_may_not_be_on_one() {
    assert_eq!(codes("off-track-clean", MIDDLE_ROW), Vec::<String>::new());
    let undeclared = MIDDLE_ROW.replace("off_track = [\"a2-c2\"]\n", "");
    assert_eq!(codes("off-track-undeclared", &undeclared), ["T002"]);
    let passed = MIDDLE_ROW.replace("[\"a1-c1\", \"c3-a3\"]", "[\"a1-c1\", \"c2\", \"c3-a3\"]");
    assert_eq!(codes("off-track-passed", &passed), ["T010"]);
}

#[test]
fn sowing_passes_the_middle_row_by_and_never_starts_there() {
    let dir = TempDir::new("off-track-play");
    let path = dir.write("game.sow.toml", MIDDLE_ROW);
    // c1's two seeds go on to North's row: c3, then b3.
    let played = play_json(&path, "c1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let after = &played.snaps[1]["holes"];
    for (hole, seeds) in [
        ("c1", 0),
        ("c3", 3),
        ("b3", 3),
        ("a3", 2),
        ("c2", 5),
        ("b2", 5),
    ] {
        assert_eq!(after[hole], seeds, "{hole}");
    }
    // The middle row is South's but off the track: no move from it.
    let refused = play_json(&path, "a2");
    assert_ne!(refused.code, Some(0));
    assert!(
        refused.stderr.contains("legal moves: a1 b1 c1"),
        "{}",
        refused.stderr
    );
}

#[test]
fn a_hole_off_the_track_that_nobody_owns_is_no_unowned_hole() {
    // #40, item 13: O002 counted holes off the track as unowned, though
    // no seed ever enters them and no move starts there.
    let nobodys = MIDDLE_ROW.replace("holes = [\"a2-c2\"]\n", "");
    assert_eq!(codes("off-track-nobodys", &nobodys), Vec::<String>::new());
}

#[test]
fn a_start_with_seeds_only_in_neutral_holes_says_why_nobody_can_move() {
    // #40, item 13: O002 advised `neutral` for holes anyone may sow, and
    // the P004 that followed did not say that neutral holes are never
    // sown from.
    let shared = include_str!("../fixtures/O002-sown-by-anyone.sow.toml")
        .replace("seeds = 2", "seeds = [0, 2, 0]")
        .replace("[sowing]", "[players]\nneutral = [\"a2-c2\"]\n\n[sowing]");
    let found = crate::support::sow::check_text_json("neutral-start.sow.toml", &shared, &[]);
    let p004 = found.iter().find(|d| d["code"] == "P004").unwrap();
    let help = p004["help"].as_str().unwrap();
    assert!(
        help.starts_with(
            "a2, b2, c2 are neutral (`[players] neutral`), and a neutral hole is never sown from"
        ),
        "{help}"
    );
}
