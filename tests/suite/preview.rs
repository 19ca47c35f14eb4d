//! `sow preview` follows the very sowing play does, seed by seed: every lap
//! names the holes it sowed (holes passed over left out) and the rule that
//! fired where it ended, however often that rule fires.

use crate::support::sow::sow;
use crate::support::temp::TempDir;

fn preview(args: &[&str]) -> String {
    let o = sow(&[&["preview"], args].concat());
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout).unwrap()
}

#[test]
fn a_rule_that_fires_in_several_laps_is_marked_in_each() {
    let dir = TempDir::new("preview-relay");
    let file = dir.write(
        "relay.sow.toml",
        "[game]\nname = \"Relay by rule\"\n[board]\nrows = 2\ncolumns = 4\nseeds = 2\nstores = false\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
         [sowing]\ndirection = \"anticlockwise\"\nlaps = \"relay\"\nendless = \"end-turn\"\n\
         [[landing]]\nname = \"sow-on\"\nwhen = { hole = \"any\", was_empty = false }\nthen = \"relay\"\n\
         [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n",
    );
    let out = preview(&[file.to_str().unwrap(), "--hole", "a1"]);
    // a1's two seeds end in c1 (occupied: the rule relays), c1's three in
    // c2 (occupied again: the rule relays again), c2's three in a1, empty
    // since the start of the move: the turn ends.
    assert!(
        out.contains(
            "1. lifts 2 from a1, sows b1 c1; last seed in c1, rule sow-on fires\n\
             2. lifts 3 from c1, sows d1 d2 c2; last seed in c2, rule sow-on fires\n\
             3. lifts 3 from c2, sows b2 a2 a1; last seed in a1\n"
        ),
        "{out}"
    );
}

#[test]
fn the_holes_sown_are_listed_when_the_start_hole_is_skipped() {
    // Oware passes over the hole a move starts from (`skip_origin`).
    let out = preview(&["examples/oware.sow.toml", "--hole", "c1"]);
    assert!(
        out.contains("1. lifts 4 from c1, sows d1 e1 f1 f2; last seed in f2"),
        "{out}"
    );
}

#[test]
fn a_hole_no_player_may_start_from_has_no_sowing_to_show() {
    // f2 belongs to nobody, and moves start from one's own holes: play
    // refuses it, and the preview says so rather than sowing it for South.
    let file = "tests/fixtures/O002-unowned-hole.sow.toml";
    let out = preview(&[file, "--hole", "f2"]);
    assert!(
        out.ends_with("f2: no move starts here (neither player may start a move from it).\n\n"),
        "{out}"
    );
    let o = sow(&["play", file, "--moves", "f2"]);
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn a_way_the_mover_chooses_shows_both_sowings_named_as_play_reads_them() {
    // Um el Bagara lets the mover sow either way: a1's five seeds go up
    // South's row along the track, or over to North's row against it.
    let out = preview(&["examples/um-el-bagara.sow.toml", "--hole", "a1"]);
    let along = out
        .find("Sowing from a1 along the track (a1+)")
        .expect("the way along is shown");
    let against = out
        .find("Sowing from a1 against the track (a1-)")
        .expect("the way against is shown");
    assert!(along < against, "{out}");
    assert!(
        out.contains("1. lifts 5 from a1, sows b1 c1 d1 e1 e2; last seed in e2"),
        "{out}"
    );
    assert!(
        out.contains("1. lifts 5 from a1, sows a2 b2 c2 d2 e2; last seed in e2"),
        "{out}"
    );
    // Both ways are legal first moves of play, named the same.
    let played = sow(&["play", "examples/um-el-bagara.sow.toml", "--moves", "a1-"]);
    assert_eq!(
        played.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&played.stderr)
    );
}
