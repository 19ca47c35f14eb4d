//! A board laid out by one player (`[placement] order = "first-alone"`),
//! in pairs of holes (`pairs`), the other then choosing sides with the pie
//! rule (`[moves] pie = true`). Worked by hand on two rows of three.

use serde_json::json;

use crate::placement::holes;
use crate::support::sow::{play_json, sow};
use crate::support::temp::TempDir;

/// Two rows of three, empty, South laying out `hand` seeds in pairs
/// `pairs`, single laps anticlockwise, an empty row ending the game, and
/// `more` after it (the pie rule, say).
fn game(hand: u32, pairs: &str, more: &str) -> String {
    format!(
        "[game]\nname = \"Laid out\"\n[board]\nrows = 2\ncolumns = 3\nseeds = 0\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
         [sowing]\ndirection = \"anticlockwise\"\n\
         [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n\
         [placement]\nin_hand = {hand}\norder = \"first-alone\"\npairs = \"{pairs}\"\n{more}"
    )
}

#[test]
fn south_lays_out_opposite_pairs_and_north_sows_first() {
    // Six seeds, a pair a ply: a1 and a2, c1 and c2, a1 and a2 again;
    // North holds no hand, and once South's is empty North moves first:
    // a2, the last hole of North's row, sows its two into a1 and b1.
    let dir = TempDir::new("layout-opposite");
    let file = dir.write("opposite.sow.toml", game(6, "opposite", ""));
    let played = play_json(&file, "a1* c1* a1* a2");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let s = &played.snaps;
    assert_eq!(s[0]["in_hand"], json!({ "south": 6, "north": 0 }));
    assert_eq!(s[0]["to_move"], "south");
    assert_eq!(holes(&s[1]), [1, 0, 0, 1, 0, 0]);
    assert_eq!(s[1]["in_hand"], json!({ "south": 4, "north": 0 }));
    assert_eq!(s[1]["to_move"], "south");
    assert_eq!(holes(&s[3]), [2, 0, 1, 2, 0, 1]);
    assert_eq!(s[3]["to_move"], "north");
    assert!(s[3].get("in_hand").is_none());
    assert_eq!(holes(&s[4]), [3, 1, 1, 0, 0, 1]);
}

#[test]
fn a_mirrored_layout_fills_the_hole_the_board_turned_puts_it_in() {
    // a1 pairs with c2, b1 with b2.
    let dir = TempDir::new("layout-mirror");
    let file = dir.write("mirror.sow.toml", game(4, "mirror", ""));
    let played = play_json(&file, "a1* b1*");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(holes(&played.snaps[1]), [1, 0, 0, 0, 0, 1]);
    assert_eq!(holes(&played.snaps[2]), [1, 1, 0, 0, 1, 1]);
    // North places nothing: a placement of theirs is refused.
    let refused = play_json(&file, "a1* a2*");
    assert_ne!(refused.code, Some(0));
    assert!(
        refused.stderr.contains("`a2*` is not a legal move"),
        "{}",
        refused.stderr
    );
}

#[test]
fn north_chooses_sides_after_the_layout() {
    // South lays a1+a2 twice and b1+b2 once: a1 2, b1 1, c1 0 on each
    // side. North may swap: the board turns half round, so South's row
    // reads c2's, b2's, a2's counts (0, 1, 2) and South moves first.
    let dir = TempDir::new("layout-pie");
    let file = dir.write("pie.sow.toml", game(6, "opposite", "[moves]\npie = true\n"));
    let played = play_json(&file, "a1* a1* b1* swap c1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let s = &played.snaps;
    assert_eq!(s[3]["to_move"], "north");
    assert_eq!(s[3]["may_swap"], json!(true));
    assert_eq!(s[4]["move"], "swap");
    assert_eq!(holes(&s[4]), [0, 1, 2, 0, 1, 2]);
    assert_eq!(s[4]["to_move"], "south");
    // South sows c1's two: into c2 and b2.
    assert_eq!(holes(&s[5]), [0, 1, 0, 0, 2, 3]);
    // Kept sides: North sows first from its own row, b2's one into a2.
    let kept = play_json(&file, "a1* a1* b1* b2");
    assert_eq!(kept.code, Some(0), "{}", kept.stderr);
    assert_eq!(holes(&kept.snaps[4]), [2, 1, 0, 3, 0, 0]);
}

#[test]
fn pairs_that_cannot_be_laid_out_are_b005() {
    let check = |file: &std::path::Path, flag: &str| {
        let out = sow(&["check", flag, &file.to_string_lossy()]);
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
        )
    };
    let dir = TempDir::new("layout-b005");
    // An odd hand leaves a seed with no pair.
    let odd = dir.write("odd.sow.toml", game(5, "opposite", ""));
    let (_, out) = check(&odd, "--no-play");
    assert!(out.contains("B005"), "{out}");
    assert!(
        out.contains("a hand of 5 seeds cannot be laid out in pairs"),
        "{out}"
    );
    // A hole and its pair both open to the layout: a pair from either.
    let both = game(6, "opposite", "").replace(
        "pairs = \"opposite\"",
        "pairs = \"opposite\"\ninto = \"any\"",
    );
    let both = dir.write("both.sow.toml", &both);
    let (_, out) = check(&both, "--no-play");
    assert!(out.contains("a1 and a2 are a pair"), "{out}");
    // Laid out in pairs and sown: B008.
    let sown = game(6, "opposite", "").replace(
        "pairs = \"opposite\"",
        "pairs = \"opposite\"\nthen = \"sow\"",
    );
    let sown = dir.write("sown.sow.toml", &sown);
    let (_, out) = check(&sown, "--no-play");
    assert!(out.contains("B008"), "{out}");
    // And the file as it is is clean, sample play included.
    let good = dir.write(
        "good.sow.toml",
        game(6, "opposite", "[moves]\npie = true\n"),
    );
    let (code, out) = check(&good, "--deny-warnings");
    assert_eq!(code, Some(0), "{out}");
}

/// Two rows of three, each player laying out a hand of four into their
/// own holes, South first, each keeping their leftmost hole the fullest.
fn fullest_game(fullest: &str) -> String {
    game(4, "opposite", "").replace(
        "order = \"first-alone\"\npairs = \"opposite\"",
        "order = \"one-then-other\"",
    ) + &format!("fullest = {fullest}\n")
}

#[test]
fn a_layout_keeps_the_fullest_hole_within_reach() {
    let dir = TempDir::new("layout-fullest");
    let file = dir.write(
        "fullest.sow.toml",
        fullest_game("{ south = \"a1\", north = \"c2\" }"),
    );
    // After b1*, a second seed into b1 would leave two in hand, too few to
    // lift a1 above b1's two: it is not offered.
    let refused = play_json(&file, "b1* b1*");
    assert_ne!(refused.code, Some(0));
    assert!(
        refused.stderr.contains("legal moves: a1* c1*"),
        "{}",
        refused.stderr
    );
    // b1, a1, a1, c1: a1 holds 2, more than b1's 1 and c1's 1; then
    // North lays out its own, c2 (its leftmost) the fullest.
    let played = play_json(&file, "b1* a1* a1* c1* c2* c2* a2* b2*");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(holes(&played.snaps[8]), [2, 1, 1, 1, 1, 2]);
    // Its words name the holes.
    let out = sow(&["describe", &file.to_string_lossy()]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("south's a1 and north's c2 must hold more than each other hole"),
        "{said}"
    );
}

#[test]
fn a_fullest_hole_no_layout_can_reach_is_b005() {
    let dir = TempDir::new("layout-fullest-b005");
    let check = |name: &str, text: String| {
        let file = dir.write(name, text);
        let out = sow(&["check", "--no-play", &file.to_string_lossy()]);
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let theirs = check("theirs.sow.toml", fullest_game("{ south = \"a2\" }"));
    assert!(
        theirs.contains("`fullest`: a2 is not a hole of south's"),
        "{theirs}"
    );
    let start = fullest_game("{ south = \"a1\" }").replace("seeds = 0", "seeds = { b1 = 5 }");
    let short = check("short.sow.toml", start);
    assert!(
        short.contains("a1 can never be the fullest of south's holes"),
        "{short}"
    );
    let clean = check("clean.sow.toml", fullest_game("{ south = \"a1\" }"));
    assert!(!clean.contains("B005"), "{clean}");
}

#[test]
fn placements_that_stay_play_no_part_in_phases() {
    // The hands wait in the stores while they are placed: a phase that
    // ends once a seed is lost, judged as a turn begins, must not read
    // them as taken, nor count a placement as a turn.
    let phases = "[[phases]]\nname = \"first\"\n\
                  until = { lost = { min = 1 }, at_turn_start = true }\n\
                  [[phases]]\nname = \"later\"\n";
    let text = game(4, "opposite", phases).replace(
        "order = \"first-alone\"\npairs = \"opposite\"",
        "order = \"alternate\"",
    );
    let dir = TempDir::new("layout-phases");
    let file = dir.write("phases.sow.toml", text);
    let played = play_json(&file, "a1* a2* b1* b2* c1* c2* a1* a2* a1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    for snap in &played.snaps {
        assert_eq!(
            snap["phases"],
            json!({ "south": "first", "north": "first" })
        );
    }
}

#[test]
fn a_layout_half_done_neither_ends_a_phase_nor_counts_as_its_turns() {
    // A phase that ends once six seeds or fewer are on the board must wait
    // for the board laid out, not end at the first placement (here it
    // never ends: eight are laid out). And a phase of one turn counts
    // sowing turns, not placements.
    let phases = "[[phases]]\nname = \"first\"\n\
                  until = { on_board = { max = 6 } }\n\
                  [[phases]]\nname = \"one-turn\"\nuntil = { turns = 1 }\n\
                  [[phases]]\nname = \"later\"\n";
    let text = |hand| {
        game(hand, "opposite", phases).replace(
            "order = \"first-alone\"\npairs = \"opposite\"",
            "order = \"alternate\"",
        )
    };
    let dir = TempDir::new("layout-half-done");
    let file = dir.write("eight.sow.toml", text(4));
    let played = play_json(&file, "a1* a2* b1* b2* c1* c2* a1* a2*");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    for snap in &played.snaps {
        assert_eq!(
            snap["phases"],
            json!({ "south": "first", "north": "first" })
        );
    }
    // Six laid out: the board as laid out ends both players' first phase
    // once the last seed is placed, and the one-turn phase then lasts
    // each player's first sowing turn.
    let file = dir.write("six.sow.toml", text(3));
    let played = play_json(&file, "a1* a2* b1* b2* c1* c2* a1 a2 c1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let s = &played.snaps;
    assert_eq!(
        s[5]["phases"],
        json!({ "south": "first", "north": "first" })
    );
    assert_eq!(
        s[6]["phases"],
        json!({ "south": "one-turn", "north": "one-turn" })
    );
    assert_eq!(s[7]["phases"]["south"], "later");
    assert_eq!(s[7]["phases"]["north"], "one-turn");
    assert_eq!(s[8]["phases"]["north"], "later");
}
