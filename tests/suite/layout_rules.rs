//! Rules a laid-out board must meet (`[placement]` `falling`, `singles`,
//! with `fullest`): a placement after which no layout of the hand could
//! meet them is refused, so every completed layout does; their misuse is
//! B005; a phase's events on the board wait for the layout to end.
//! Worked by hand on two rows of three.

use crate::placement::holes;
use crate::support::sow::{check_text_json, play_json};
use crate::support::temp::TempDir;

/// Two rows of three, empty; each player lays out `hand` seeds one a ply
/// into their own row, South's whole hand first, under `rules`; then
/// single laps anticlockwise. `more` goes after it.
fn game(hand: u32, rules: &str, more: &str) -> String {
    format!(
        "[game]\nname = \"Laid out by rule\"\n[board]\nrows = 2\ncolumns = 3\nseeds = 0\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
         [sowing]\ndirection = \"anticlockwise\"\n\
         [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n\
         [placement]\nin_hand = {hand}\norder = \"one-then-other\"\n{rules}\n{more}"
    )
}

/// South's row may not rise from a1 to c1 (North's from c2 to a2, North's
/// left), and at most one hole of a player's may hold a single seed.
const FALLING_ONE_SINGLE: &str =
    "falling = { south = [\"a1-c1\"], north = [\"c2-a2\"] }\nsingles = { at_most = 1 }";

#[test]
fn a_placement_no_layout_could_complete_is_refused() {
    // Four seeds into a1 ≥ b1 ≥ c1 with at most one single: the layouts
    // are 4-0-0, 3-1-0 and 2-2-0. A seed into c1 would need b1 and a1 to
    // hold one at least: 2-1-1 has two singles, so c1* is refused first.
    let dir = TempDir::new("layout-falling");
    let file = dir.write("falling.sow.toml", game(4, FALLING_ONE_SINGLE, ""));
    let refused = play_json(&file, "c1*");
    assert_ne!(refused.code, Some(0));
    assert!(
        refused.stderr.contains("`c1*` is not a legal move"),
        "{}",
        refused.stderr
    );
    // b1 twice leaves 0-2-0 and two in hand: only 2-2-0 is left, so a1
    // takes both; c1 (0-2-1, one in hand) and b1 (0-3-0) are refused.
    for wrong in ["b1* b1* c1*", "b1* b1* b1*", "b1* b1* a1* c1*"] {
        let played = play_json(&file, wrong);
        assert_ne!(played.code, Some(0), "{wrong} was played");
    }
    let played = play_json(&file, "b1* b1* a1* a1*");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(holes(&played.snaps[4]), [2, 2, 0, 0, 0, 0]);
    assert_eq!(played.snaps[4]["to_move"], "north");
}

#[test]
fn every_random_layout_meets_the_rules() {
    // Random players lay out twenty times: each completed layout falls
    // along both runs and holds at most one single a side.
    let dir = TempDir::new("layout-random");
    let file = dir.write("random.sow.toml", game(5, FALLING_ONE_SINGLE, ""));
    for seed in 1..=20 {
        let out = crate::support::sow::sow(&[
            "play",
            file.to_str().unwrap(),
            "--south",
            "random",
            "--north",
            "random",
            "--seed",
            &seed.to_string(),
            "--format",
            "json",
        ]);
        let text = String::from_utf8_lossy(&out.stdout);
        let laid: serde_json::Value = text
            .lines()
            .nth(10)
            .and_then(|l| serde_json::from_str(l).ok())
            .unwrap_or_else(|| panic!("no position after ten plies: {text}"));
        let h = holes(&laid);
        let (south, north) = ([h[0], h[1], h[2]], [h[5], h[4], h[3]]);
        for row in [south, north] {
            assert_eq!(row.iter().sum::<u64>(), 5, "seed {seed}: {h:?}");
            assert!(row[0] >= row[1] && row[1] >= row[2], "seed {seed}: {h:?}");
            assert!(
                row.iter().filter(|&&n| n == 1).count() <= 1,
                "seed {seed}: {h:?}"
            );
        }
    }
}

#[test]
fn the_fullest_hole_leads_its_run() {
    // a1 must be the fullest and a1 ≥ b1 ≥ c1: with three seeds only
    // 3-0-0 and 2-1-0 remain, so after b1* a seed into b1 again (0-2-0,
    // one in hand) cannot be topped by a1 and is refused.
    let rules = "falling = { south = [\"a1-c1\"] }\nfullest = { south = \"a1\" }";
    let dir = TempDir::new("layout-fullest");
    let file = dir.write("fullest.sow.toml", game(3, rules, ""));
    assert_ne!(play_json(&file, "b1* b1*").code, Some(0));
    let played = play_json(&file, "b1* a1* a1*");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(holes(&played.snaps[3]), [2, 1, 0, 0, 0, 0]);
}

/// The messages of code `code` that `sow check` gives for `rules`.
fn said(code: &str, name: &str, hand: u32, rules: &str) -> Vec<String> {
    check_text_json(name, &game(hand, rules, ""), &["--no-play"])
        .iter()
        .filter(|d| d["code"] == code)
        .map(|d| d["message"].as_str().unwrap_or_default().to_string())
        .collect()
}

/// The B005 messages `sow check` gives for `rules`.
fn b005(name: &str, hand: u32, rules: &str) -> Vec<String> {
    said("B005", name, hand, rules)
}

#[test]
fn layout_rules_that_never_bind_are_s007() {
    // A run of one hole; a limit of three singles where a player has
    // three holes.
    let one = said("S007", "layout-one", 4, "falling = { south = [\"b1\"] }");
    assert!(one.iter().any(|m| m.contains("names one hole")), "{one:?}");
    let loose = said("S007", "layout-loose", 4, "singles = { at_most = 3 }");
    assert!(
        loose.iter().any(|m| m.contains("counts at most 3")),
        "{loose:?}"
    );
    assert!(said("S007", "layout-tight", 4, FALLING_ONE_SINGLE).is_empty());
}

#[test]
fn misused_layout_rules_are_b005() {
    let stray = b005("layout-stray", 4, "falling = { south = [\"a1-a2\"] }");
    assert!(
        stray
            .iter()
            .any(|m| m.contains("a2 is not a hole of south's")),
        "{stray:?}"
    );
    let twice = b005(
        "layout-twice",
        4,
        "falling = { south = [\"a1-c1\", \"b1\"] }",
    );
    assert!(
        twice.iter().any(|m| m.contains("in two of south's runs")),
        "{twice:?}"
    );
    let behind = b005(
        "layout-behind",
        4,
        "falling = { south = [\"a1-c1\"] }\nfullest = { south = \"b1\" }",
    );
    assert!(
        behind
            .iter()
            .any(|m| m.contains("no more than a1, before it")),
        "{behind:?}"
    );
    // One seed in hand and no single allowed: every layout is a single.
    let none = b005("layout-none", 1, "singles = { at_most = 0 }");
    assert!(
        none.iter()
            .any(|m| m.contains("no layout of south's hand of 1")),
        "{none:?}"
    );
    let per_ply = b005(
        "layout-per-ply",
        4,
        "per_ply = 2\nsingles = { at_most = 1 }",
    );
    assert!(
        per_ply.iter().any(|m| m.contains("one seed a ply")),
        "{per_ply:?}"
    );
    assert!(b005("layout-clean", 4, FALLING_ONE_SINGLE).is_empty());
}

#[test]
fn a_phase_waits_for_the_layout_to_end() {
    // "Once every hole of theirs holds one seed at most", judged as a
    // turn begins too: the rows of the layout's first turns (one seed, or
    // none, a hole) do not end the phase; North's last placement
    // completes the layout (1-1-1 a side), and the board as laid out
    // ends both players' phase.
    let phases = "[[phases]]\nname = \"initial\"\n\
                  until = { own_holes = { max = 1 }, at_turn_start = true }\n\
                  [[phases]]\nname = \"later\"";
    let dir = TempDir::new("layout-phase");
    let file = dir.write("phase.sow.toml", game(3, "", phases));
    let played = play_json(&file, "a1* b1* c1* a2* b2* c2*");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let s = &played.snaps;
    for (ply, position) in s.iter().enumerate().take(6).skip(1) {
        assert_eq!(position["phases"]["south"], "initial", "ply {ply}");
        assert_eq!(position["phases"]["north"], "initial", "ply {ply}");
    }
    assert_eq!(s[6]["phases"]["north"], "later");
    assert_eq!(s[6]["phases"]["south"], "later");
}
