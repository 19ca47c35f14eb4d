//! Captured seeds sown back onto the mover's holes (`to = { sow_from =
//! "lap-start" }`), the column taken only when both its holes hold seeds,
//! and a way against the track allowed only to capture (`against_if =
//! "captures"`). Worked by hand on four rows of three, set up by a
//! placement phase of four seeds each.

use serde_json::json;

use crate::support::sow::{Played, counts_of, play_text};

/// Omweso's rules on four rows of three: South sows a1 c1 c2 a2 (row 1
/// out, row 2 back), North a3 c3 c4 a4; the left holes are South's
/// columns a and b, North's b and c.
const GAME: &str = r#"
[game]
name = "Sown back"
[board]
rows = 4
columns = 3
seeds = 0
[players.south]
rows = [1, 2]
[players.north]
rows = [3, 4]
[regions.inner]
south = ["a2-c2"]
north = ["a3-c3"]
[regions.left]
south = ["a1-b1", "a2-b2"]
north = ["b3-c3", "b4-c4"]
[placement]
in_hand = 4
[sowing]
track = { south = ["a1-c1", "c2-a2"], north = ["a3-c3", "c4-a4"] }
laps = "relay"
way = "either"
against_from = "left"
against_if = "captures"
endless = "illegal"
[[landing]]
name = "take-the-column"
when = { hole = "inner", was_empty = false, opposite = { min = 1 }, behind_opposite = { min = 1 } }
capture = ["opposite", "behind-opposite"]
to = { sow_from = "lap-start" }
[moves]
no_move = "end-game"
[end]
when = []
remaining = "owner"
winner = "no-move-loses"
"#;

fn play(name: &str, text: &str, moves: &str) -> Played {
    play_text(&format!("sow-back-{name}"), name, text, moves)
}

/// South's holes a1 b1 c1 a2 b2 c2, then North's a3 b3 c3 a4 b4 c4.
fn holes(position: &serde_json::Value) -> Vec<u64> {
    let names = [
        "a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3", "a4", "b4", "c4",
    ];
    counts_of(position, &names)
}

#[test]
fn the_column_is_sown_back_from_the_laps_first_hole_and_its_last_seed_relays() {
    // South: b1 2, c2 1, b2 1; North: c3 1, c4 2, a4 1. South sows b1+:
    // c1 1, c2 2, the last in an occupied inner hole across from c3 and
    // c4, both held: their 3 seeds are taken and sown back from c1, the
    // lap's first hole: c1 2, c2 3, b2 2. The last falls in b2, occupied,
    // across from an empty b3: no capture; it relays: a2 1, a1 1, empty.
    let played = play(
        "column.sow.toml",
        GAME,
        "b1* c3* b1* c4* c2* c4* b2* a4* b1+",
    );
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let before = &played.snaps[8];
    assert_eq!(holes(before), [0, 2, 0, 0, 1, 1, 0, 0, 1, 1, 0, 2]);
    let after = &played.snaps[9];
    assert_eq!(after["move"], "b1+");
    assert_eq!(after["captured"], 3);
    assert_eq!(after["laps"], 3);
    assert_eq!(after["fired"], json!(["take-the-column"]));
    assert_eq!(holes(after), [1, 0, 2, 1, 0, 3, 0, 0, 0, 1, 0, 0]);
    assert_eq!(after["stores"], json!({ "south": 0, "north": 0 }));
}

#[test]
fn without_its_outer_hole_the_column_is_not_taken() {
    // As above, but North's seeds go to c3 and a4 only: with c4 empty
    // the last seed in c2 takes nothing, and relays: b2 2, a2 1, empty.
    let played = play("half.sow.toml", GAME, "b1* c3* b1* a4* c2* a4* b2* a4* b1+");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let after = &played.snaps[9];
    assert_eq!(after["captured"], 0);
    assert_eq!(holes(after), [0, 0, 1, 1, 2, 0, 0, 0, 1, 3, 0, 0]);
}

#[test]
fn against_the_track_only_from_the_left_and_only_to_capture() {
    // South: a1 2, b2 1, c1 1; North: b3 1, b4 1, a4 2. Against the
    // track South sows a1 a2 b2 c2 c1 b1. From a1 it captures (its 2
    // seeds end in b2, across from b3 and b4), so a1- is legal; b2-
    // (into an empty c2) captures nothing and c1 is not a left hole.
    let setup = "a1* b3* a1* b4* b2* a4* c1* a4*";
    let refused = play("refused.sow.toml", GAME, &format!("{setup} b2-"));
    assert!(
        refused.stderr.contains("legal moves: a1+ a1- c1+ b2+"),
        "{}",
        refused.stderr
    );
    // a1-: a2 1, b2 2; b3 and b4 are taken and sown back against the
    // track from a2: a2 2, b2 3; b2 relays over c2, c1 and b1.
    let played = play("against.sow.toml", GAME, &format!("{setup} a1-"));
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let after = &played.snaps[9];
    assert_eq!(after["captured"], 2);
    assert_eq!(after["laps"], 3);
    assert_eq!(holes(after), [0, 1, 2, 2, 0, 1, 0, 0, 0, 2, 0, 0]);
    // With b4 empty (North's seed in a4 instead) a1- would capture
    // nothing, and is not a move.
    let no_capture = play(
        "no-capture.sow.toml",
        GAME,
        "a1* b3* a1* a4* b2* a4* c1* a4* a1-",
    );
    assert!(
        no_capture.stderr.contains("legal moves: a1+ c1+ b2+"),
        "{}",
        no_capture.stderr
    );
}

#[test]
fn hover_tells_the_sowing_back_and_the_placement() {
    let analysis = sow::ide::Analysis::new(GAME);
    let words = |at: usize| sow::ide::hover::hover(&analysis, at).unwrap().markdown;
    let back = words(GAME.find("to = { sow_from").unwrap());
    assert!(
        back.contains("sows them back onto their own holes"),
        "{back}"
    );
    let placing = words(GAME.find("in_hand").unwrap());
    assert!(
        placing.contains("**Placement phase**: each player starts with 4 seeds"),
        "{placing}"
    );
    insta::assert_snapshot!("hover-sown-back-rule", back);
    insta::assert_snapshot!("hover-placement", placing);
}

/// Captured seeds sown back the other way, for their lap only (`to = {
/// sow_from = "lap-start", way = "against" }`), worked by hand on 2×4.
#[test]
fn seeds_sown_back_against_the_way_turn_that_lap_only() {
    let text = "[game]\nname = \"Back the other way\"\n[board]\nrows = 2\ncolumns = 4\n\
                seeds = [[0, 1, 0, 0], [2, 2, 3, 2]]\nstores = true\n\
                [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
                [sowing]\ndirection = \"anticlockwise\"\nstores = \"none\"\nlaps = \"relay\"\n\
                endless = \"illegal\"\n\
                [[landing]]\nname = \"capture\"\n\
                when = { hole = \"own\", was_empty = true, opposite = { min = 1 } }\n\
                capture = [\"opposite\"]\nto = { sow_from = \"lap-start\", way = \"against\" }\n\
                [end]\nwhen = [\"one-cannot-move\"]\nremaining = \"owner\"\n";
    // b1's seed ends in the empty c1 across from three: they are sown
    // back from b1 the other way, a1 a2 b2, and b2 relays the move's way
    // again, a2 a1 b1, ending in the emptied b1 across from nothing.
    let played = play("against.sow.toml", text, "b1");
    let after = &played.snaps[1];
    for (hole, n) in [
        ("a1", 2),
        ("b1", 1),
        ("c1", 1),
        ("d1", 0),
        ("a2", 4),
        ("b2", 0),
        ("c2", 0),
    ] {
        assert_eq!(after["holes"][hole], n, "{hole}");
    }
    assert_eq!(after["laps"], 3);
}

/// Captured seeds given into a hole named from where the rule fired (`to
/// = { into = "next" }`): a gift that stays on the board.
#[test]
fn captures_given_into_a_hole_stay_on_the_board() {
    let text = "[game]\nname = \"Gifts\"\n[board]\nrows = 2\ncolumns = 4\n\
                seeds = [[0, 1, 0, 0], [2, 2, 3, 2]]\nstores = true\n\
                [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
                [sowing]\ndirection = \"anticlockwise\"\nstores = \"none\"\n\
                [[landing]]\nname = \"capture\"\n\
                when = { hole = \"own\", was_empty = true, opposite = { min = 1 } }\n\
                capture = [\"opposite\"]\nto = { into = \"next\" }\n\
                [end]\nwhen = [\"one-cannot-move\"]\nremaining = \"owner\"\n";
    // b1's seed ends in the empty c1 across from three: they are taken and
    // put into d1, the hole after c1; no store gets them.
    let played = play("gift.sow.toml", text, "b1");
    let after = &played.snaps[1];
    assert_eq!(after["captured"], 3);
    for (hole, n) in [("c1", 1), ("c2", 0), ("d1", 3)] {
        assert_eq!(after["holes"][hole], n, "{hole}");
    }
    assert_eq!(after["stores"], json!({"south": 0, "north": 0}));
}
