//! Hole references (`capture`, `when.holes`, `to = { sow_from = … }`):
//! composed words, alternatives, conditions on a named hole's owner and
//! count, and captures sown as a lap lifted from a named hole. Each worked
//! by hand on a small board.

use serde_json::Value;

use crate::support::sow::{play_json, static_codes};
use crate::support::temp::TempDir;

/// A game of `rows` rows of four (each player owning half the rows, the
/// stores off the path) with one landing rule, `rule`.
fn game(rows: u32, seeds: &str, rule: &str) -> String {
    let (players, track) = if rows == 2 {
        (
            "[players.south]\nrows = [1]\n[players.north]\nrows = [2]\n",
            "direction = \"anticlockwise\"\n",
        )
    } else {
        (
            "[players.south]\nrows = [1, 2]\n[players.north]\nrows = [3, 4]\n",
            "track = { south = [\"a1-d1\", \"d2-a2\"], north = [\"a3-d3\", \"d4-a4\"] }\n",
        )
    };
    format!(
        "[game]\nname = \"Refs\"\n[board]\nrows = {rows}\ncolumns = 4\nseeds = {seeds}\nstores = true\n\
         {players}[sowing]\n{track}stores = \"none\"\n\
         [[landing]]\nname = \"r\"\n{rule}\
         [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n"
    )
}

/// The position after `moves` of `text`.
fn after(name: &str, text: &str, moves: &str) -> Value {
    let dir = TempDir::new(&format!("hole-refs-{name}"));
    let played = play_json(&dir.write("game.sow.toml", text), moves);
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    played.snaps.last().cloned().unwrap()
}

fn holes(position: &Value, expected: &[(&str, u64)]) {
    for (hole, n) in expected {
        assert_eq!(position["holes"][hole], *n, "{hole} in {position}");
    }
}

#[test]
fn the_opposite_of_the_next_hole() {
    // a1's two seeds: b1 3, c1 3. The next hole after c1 is d1, across
    // from d2: its two seeds are taken.
    let text = game(
        2,
        "2",
        "when = { hole = \"own\" }\ncapture = [\"opposite of next\"]\n",
    );
    let p = after("opposite-of-next", &text, "a1");
    holes(&p, &[("d2", 0), ("c2", 2), ("d1", 2), ("c1", 3)]);
    assert_eq!(p["stores"]["south"], 2);
}

#[test]
fn an_alternative_is_taken_where_the_first_hole_is_empty() {
    let text = game(
        4,
        "[1, 1, 0, 1]",
        "when = { hole = \"own\" }\ncapture = [\"opposite or behind opposite\"]\n",
    );
    // d1's seed falls into d2 (South's inner row). Across is d3, empty:
    // the hole behind it, d4, is taken instead.
    let p = after("fallback", &text, "d1");
    holes(&p, &[("d2", 2), ("d3", 0), ("d4", 0)]);
    assert_eq!(p["stores"]["south"], 1);
    // a1's seed falls into b1 (the outer row), across from b4, which has
    // a seed: b4 is taken, and nothing else.
    let p = after("first-choice", &text, "a1");
    holes(&p, &[("b1", 2), ("b4", 0), ("b3", 0)]);
    assert_eq!(p["stores"]["south"], 1);
}

#[test]
fn a_condition_on_the_owner_of_a_named_hole() {
    let text = game(
        2,
        "2",
        "when = { holes = [{ at = \"next\", hole = \"opponent\", count = { min = 1 } }] }\n\
         capture = [\"next\"]\n",
    );
    // c1's two seeds: d1 3, d2 3. After d2 comes c2, North's, holding two:
    // taken.
    let p = after("owner-fires", &text, "c1");
    holes(&p, &[("c2", 0), ("d2", 3)]);
    assert_eq!(p["stores"]["south"], 2);
    // a1's two seeds end in c1, and the hole after it is South's own d1:
    // the rule does not fire.
    let p = after("owner-holds-back", &text, "a1");
    holes(&p, &[("d1", 2), ("c1", 3)]);
    assert_eq!(p["fired"], serde_json::json!([]));
}

#[test]
fn captures_sown_as_a_lap_lifted_from_a_named_hole() {
    let text = game(
        2,
        "2",
        "when = { hole = \"own\" }\ncapture = [\"opposite\"]\nto = { sow_from = \"last\" }\n",
    );
    // a1's two seeds end in c1; c2's two are taken and sown on from c1:
    // d1 3, d2 3. The second lap's last seed, in North's d2, meets no rule.
    let p = after("sow-from-last", &text, "a1");
    holes(&p, &[("c1", 3), ("c2", 0), ("d1", 3), ("d2", 3)]);
    assert_eq!(p["stores"]["south"], 0);
    assert_eq!(p["laps"], 2);
}

#[test]
fn captures_stay_in_the_store_where_sow_from_names_no_hole() {
    let text = game(
        4,
        "[1, 1, 0, 1]",
        "when = { hole = \"own\" }\ncapture = [\"opposite\"]\nto = { sow_from = \"behind\" }\n",
    );
    // a1's seed falls into b1, in the outer row: b4's seed is taken, and
    // nothing lies behind b1 to sow it from, so it stays in South's store.
    let p = after("sow-from-nowhere", &text, "a1");
    holes(&p, &[("b1", 2), ("b4", 0)]);
    assert_eq!(p["stores"]["south"], 1);
    assert_eq!(p["laps"], 1);
}

#[test]
fn claims_and_transfers_name_holes_alike() {
    let text = game(
        2,
        "2",
        "when = { hole = \"own\" }\nclaim = [\"opposite of next\"]\n\
         transfer = { seeds = 1, from = \"next\", to = \"before\" }\n",
    );
    // a1's two seeds end in c1. One seed of the next hole (d1) goes into
    // the hole before (b1), and the hole across from the next one, d2,
    // becomes South's.
    let p = after("claim-transfer", &text, "a1");
    holes(&p, &[("b1", 4), ("c1", 3), ("d1", 1), ("d2", 2)]);
    assert_eq!(p["claimed"], serde_json::json!({ "d2": "south" }));
}

#[test]
fn a_step_along_the_path_finds_the_first_hole_of_a_player() {
    // a1's two seeds end in c1, South's. Along South's path the first of
    // North's holes after c1 is d2 (d1 is South's), and the first before
    // it is a2 (b1 and a1 are South's, and the path comes round from a2).
    let text = game(
        2,
        "2",
        "when = { hole = \"own\" }\n\
         transfer = { seeds = 1, from = \"last\", to = \"next opponent\" }\n",
    );
    let p = after("next-opponent", &text, "a1");
    holes(&p, &[("c1", 2), ("d1", 2), ("d2", 3), ("a2", 2)]);
    let text = game(
        2,
        "2",
        "when = { hole = \"own\" }\n\
         transfer = { seeds = 1, from = \"last\", to = \"before-opponent\" }\n",
    );
    let p = after("before-opponent", &text, "a1");
    holes(&p, &[("c1", 2), ("d2", 2), ("a2", 3)]);
    // `next own` from c1 is d1, the next hole, South's too.
    let text = game(
        2,
        "2",
        "when = { hole = \"own\" }\n\
         transfer = { seeds = 1, from = \"last\", to = \"next own\" }\n",
    );
    let p = after("next-own", &text, "a1");
    holes(&p, &[("c1", 2), ("d1", 3), ("d2", 2)]);
}

#[test]
fn whose_hole_a_step_looks_for_is_the_owner_s_not_the_row_s() {
    // South owns d2 besides row 1: from c1, the first of North's holes
    // along South's path is c2 (d1 and d2 are South's).
    let text = game(
        2,
        "2",
        "when = { hole = \"own\" }\n\
         transfer = { seeds = 1, from = \"last\", to = \"next opponent\" }\n",
    )
    .replace(
        "[players.south]\nrows = [1]\n[players.north]\nrows = [2]\n",
        "[players.south]\nholes = [\"a1-d1\", \"d2\"]\n[players.north]\nholes = [\"a2-c2\"]\n",
    );
    assert!(text.contains("holes = [\"a2-c2\"]"));
    let p = after("next-opponent-owned", &text, "a1");
    holes(&p, &[("c1", 2), ("d1", 2), ("d2", 2), ("c2", 3)]);
}

#[test]
fn a_target_with_a_condition_is_taken_only_where_it_holds() {
    // A last seed making two in an own hole takes it, and the next hole
    // too, but only when that one holds two.
    let text = game(
        2,
        "{ default = 1, a1 = 1, b1 = 1, c1 = 2 }",
        "when = { hole = \"own\", count = 2 }\n\
         capture = [\"last\", { at = \"next\", count = 2 }]\n",
    );
    // a1's seed makes b1 two: taken; the next hole, c1, holds two: taken.
    let p = after("target-if-holds", &text, "a1");
    holes(&p, &[("b1", 0), ("c1", 0), ("d1", 1)]);
    assert_eq!(p["stores"]["south"], 4);
    // With c1 holding one, a1's seed makes b1 two: b1 alone is taken.
    let text = game(
        2,
        "1",
        "when = { hole = \"own\", count = 2 }\n\
         capture = [\"last\", { at = \"next\", count = 2 }]\n",
    );
    let p = after("target-if-fails", &text, "a1");
    holes(&p, &[("b1", 0), ("c1", 1)]);
    assert_eq!(p["stores"]["south"], 2);
}

#[test]
fn references_checked_statically() {
    // `behind` names no hole on two rows (R006); a misspelt word is no
    // reference (R019), nor is a start written before a step.
    let behind = game(
        2,
        "2",
        "when = { hole = \"own\" }\ncapture = [\"behind next\"]\n",
    );
    assert!(static_codes("refs-behind", &behind).contains(&"R006".to_string()));
    let misplaced = game(
        2,
        "2",
        "when = { hole = \"own\" }\ncapture = [\"origin of next\"]\n",
    );
    assert_eq!(static_codes("refs-misplaced", &misplaced), ["R019"]);
    let condition = game(
        2,
        "2",
        "when = { holes = [{ at = \"nxet\", count = 0 }] }\ncapture = [\"last\"]\n",
    );
    assert_eq!(static_codes("refs-condition", &condition), ["R019"]);
    let sow_from = game(
        2,
        "2",
        "when = { hole = \"own\" }\ncapture = [\"opposite\"]\nto = { sow_from = \"lap start\" }\n",
    );
    assert_eq!(static_codes("refs-sow-from", &sow_from), ["R019"]);
    // `opponent` says whose hole `next` or `before` looks for, and
    // nothing else.
    let whose = game(
        2,
        "2",
        "when = { hole = \"own\" }\ncapture = [\"opposite opponent\"]\n",
    );
    assert_eq!(static_codes("refs-whose", &whose), ["R019"]);
}
