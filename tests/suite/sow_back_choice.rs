//! The mover chooses where a capture's seeds are sown back (`to = [{
//! sow_from = "row-end", … }, { sow_from = "row-end", way = "against", …
//! }]`): a ply of its own after the capture, written as the hole the first
//! seed falls into, `=` and the way (`d2=+`), offered only where the places
//! differ. Worked by hand on the four rows of four of `row_end.rs`, set up
//! by a placement phase of four seeds each.

use serde_json::json;

use crate::support::sow::{counts_of, play_text};

/// The game of `row_end.rs` (South sows a1 b1 c1 d1 then d2 c2 b2 a2,
/// North a3 b3 c3 d3 then d4 c4 b4 a4; either way round), a capture sown
/// back from either end of the inner row, but within one hole of an end
/// from that end.
fn game() -> String {
    crate::row_end::GAME.replace(
        "to = { sow_from = \"row-end\", nearer_end_within = 1 }",
        r#"to = [
  { sow_from = "row-end", nearer_end_within = 1 },
  { sow_from = "row-end", way = "against", nearer_end_within = 1 },
]"#,
    )
}

/// South's holes a1 b1 c1 d1 a2 b2 c2 d2, then North's a3 b3 c3 d3.
fn holes(position: &serde_json::Value) -> Vec<u64> {
    let names = [
        "a1", "b1", "c1", "d1", "a2", "b2", "c2", "d2", "a3", "b3", "c3", "d3",
    ];
    counts_of(position, &names)
}

/// The placements that leave South c1 3, c2 1 and North c3 2, a4 2, then
/// South's c1+: d1 1, d2 1, c2 2, occupied and across from c3, whose 2
/// seeds are taken; c2 is in the middle of the row, so South chooses.
const MIDDLE: &str = "c1* c3* c1* c3* c1* a4* c2* a4* c1+";

#[test]
fn a_capture_in_the_middle_of_the_row_waits_for_the_mover_to_choose_an_end() {
    let played = play_text("back-choice-wait", "wait.sow.toml", &game(), MIDDLE);
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let capture = &played.snaps[9];
    assert_eq!(capture["captured"], 2);
    assert_eq!(capture["laps"], 1);
    // The 2 seeds wait in South's store; South moves again, to choose.
    assert_eq!(holes(capture), [0, 0, 0, 1, 0, 0, 2, 1, 0, 0, 0, 0]);
    assert_eq!(capture["stores"]["south"], 2);
    assert_eq!(capture["to_move"], "south");
    // From d2, where the move's way enters the row, along the track; or
    // from a2, the other end, against it.
    assert_eq!(capture["sow_back_choices"], json!(["d2=+", "a2=-"]));
}

#[test]
fn the_end_the_move_enters_sows_on_its_way() {
    // d2=+: d2 2, c2 3; c2 relays: b2 1, a2 1, a1 1, empty: the turn ends,
    // as with the one place `{ sow_from = "row-end" }` (row_end.rs).
    let moves = format!("{MIDDLE} d2=+");
    let played = play_text("back-choice-enter", "enter.sow.toml", &game(), &moves);
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let after = &played.snaps[10];
    assert_eq!(after["move"], "d2=+");
    assert_eq!(after["laps"], 2);
    assert_eq!(after["stores"]["south"], 0);
    assert_eq!(holes(after), [1, 0, 0, 1, 1, 1, 0, 2, 0, 0, 0, 0]);
    assert_eq!(after["to_move"], "north");
}

#[test]
fn the_other_end_sows_against_the_move_and_the_turn_goes_on_that_way() {
    // a2=-: a2 1, b2 1, empty before: the turn ends there.
    let moves = format!("{MIDDLE} a2=-");
    let played = play_text("back-choice-other", "other.sow.toml", &game(), &moves);
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let after = &played.snaps[10];
    assert_eq!(holes(after), [0, 0, 0, 1, 1, 1, 2, 1, 0, 0, 0, 0]);
    assert_eq!(after["to_move"], "north");
}

#[test]
fn after_the_other_end_the_turn_relays_against_the_track() {
    // Five seeds each: South places c1 c1 c1 c2 b2, North c3 c3 a4 a4 a4.
    // c1+: d1 1, d2 1, c2 2, takes c3's 2. a2=-: a2 1, b2 2, occupied:
    // the turn now sows against the track, c2 3, d2 2, occupied: d1 2,
    // c1 1, empty: the turn ends.
    let text = game().replace("in_hand = 4", "in_hand = 5");
    let moves = "c1* c3* c1* c3* c1* a4* c2* a4* b2* a4* c1+ a2=-";
    let played = play_text("back-choice-relay", "relay.sow.toml", &text, moves);
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(
        played.snaps[11]["sow_back_choices"],
        json!(["d2=+", "a2=-"])
    );
    let after = &played.snaps[12];
    assert_eq!(after["laps"], 3);
    assert_eq!(holes(after), [0, 0, 1, 2, 1, 0, 3, 0, 0, 0, 0, 0]);
}

#[test]
fn a_capture_at_an_end_of_the_row_offers_no_choice() {
    // b2+ ends in a2, within one hole of its end: both places are a2, the
    // way turned, so the turn goes on with no ply of choice (row_end.rs).
    let played = play_text(
        "back-choice-end",
        "end.sow.toml",
        &game(),
        "b2* a3* a2* a3* c2* a3* d1* a4* b2+",
    );
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let after = &played.snaps[9];
    assert_eq!(after["captured"], 3);
    assert_eq!(after["laps"], 4);
    assert_eq!(holes(after), [0, 1, 1, 0, 3, 1, 0, 1, 0, 0, 0, 0]);
    assert_eq!(after["to_move"], "north");
    assert!(after.get("sow_back_choices").is_none());
}

/// A defect found by Bao Kiswahili (DR Congo)'s reference: after a
/// capture at a row's end had turned the turn's way, a capture in the
/// middle offered the ends of the wrong row.
#[test]
fn after_the_way_has_turned_the_choice_is_still_the_rows_two_ends() {
    // South: b2 1, a2 1, c2 1, d1 1; North: a3 3, c3 1. b2+: a2 2,
    // across from a3 (3), at the row's end: sown from a2 the other way,
    // a2 3, b2 1, c2 2, occupied and across from c3 (1), in the middle:
    // South chooses, the way now against the track: from a2 on that way
    // (`a2=-`) or from the other end, d2, along the track (`d2=+`).
    let moves = "b2* a3* a2* a3* c2* a3* d1* c3* b2+";
    let played = play_text("back-choice-turned", "turned.sow.toml", &game(), moves);
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let wait = &played.snaps[9];
    assert_eq!(wait["captured"], 4);
    assert_eq!(holes(wait), [0, 0, 0, 1, 3, 1, 2, 0, 0, 0, 0, 0]);
    assert_eq!(wait["sow_back_choices"], json!(["a2=-", "d2=+"]));
    // d2=+: d2 1, empty before: the turn ends.
    let played = play_text(
        "back-choice-turned-d2",
        "d2.sow.toml",
        &game(),
        &format!("{moves} d2=+"),
    );
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(
        holes(&played.snaps[10]),
        [0, 0, 0, 1, 3, 1, 2, 1, 0, 0, 0, 0]
    );
    // a2=-: a2 4, relayed against the track: b2 2, c2 3, d2 1, d1 2,
    // relayed: c1 1, b1 1, empty before: the turn ends.
    let played = play_text(
        "back-choice-turned-a2",
        "a2.sow.toml",
        &game(),
        &format!("{moves} a2=-"),
    );
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(
        holes(&played.snaps[10]),
        [0, 1, 1, 0, 0, 2, 3, 1, 0, 0, 0, 0]
    );
}

#[test]
fn a_choice_written_otherwise_is_refused_with_the_choices_named() {
    for wrong in ["d2", "d2+", "b2=+", "c1+"] {
        let moves = format!("{MIDDLE} {wrong}");
        let played = play_text("back-choice-wrong", "wrong.sow.toml", &game(), &moves);
        assert_ne!(played.code, Some(0), "{wrong} was taken");
        assert!(
            played.stderr.contains("`d2=+` or `a2=-`"),
            "{wrong}: {}",
            played.stderr
        );
    }
}

#[test]
fn the_human_board_says_what_the_mover_chooses() {
    let dir = crate::support::temp::TempDir::new("back-choice-human");
    let path = dir.write("human.sow.toml", game());
    let out = crate::support::sow::sow(&["play", path.to_str().unwrap(), "--moves", MIDDLE]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("south chooses where the captured seeds are sown back: `d2=+` or `a2=-`"),
        "{text}"
    );
}

#[test]
fn hover_tells_the_places_the_mover_chooses_among() {
    let text = game();
    let analysis = sow::ide::Analysis::new(&text);
    let at = text.find("to = [").unwrap_or(0);
    let words = sow::ide::hover::hover(&analysis, at)
        .map(|h| h.markdown)
        .unwrap_or_default();
    assert!(words.contains("where the mover chooses"), "{words}");
    assert!(
        words.contains("its other end, against the move's way"),
        "{words}"
    );
}

#[test]
fn random_games_keep_every_seed() {
    let dir = crate::support::temp::TempDir::new("back-choice-random");
    let path = dir.write("random.sow.toml", game());
    let out = crate::support::sow::sow(&[
        "simulate",
        path.to_str().unwrap(),
        "--games",
        "300",
        "--format",
        "json",
    ]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["games"], 300, "{report}");
}

/// A ply with no room for a choice (a set opening's, which sows on from a
/// hole) took no answer where its capture waited for one: the captured
/// seeds stayed in the store. It sows them back from the first place the
/// rule lists.
#[test]
fn a_ply_with_no_room_for_a_choice_sows_back_from_the_first_place() {
    // The board of MIDDLE laid out by the opening, which then sows c1
    // along the track: d1 1, d2 1, c2 2, across from c3 (2): from d2, the
    // first place listed: d2 2, c2 3, relayed: b2 1, a2 1, a1 1.
    let text = game()
        .replace("seeds = 0", "seeds = { c1 = 3, c2 = 1, c3 = 2, a4 = 2 }")
        .replace("[placement]\nin_hand = 4\n", "")
        .replace(
            "[sowing]",
            "[opening]\nkind = \"set\"\n[[opening.layouts]]\nname = \"middle\"\n\
             seeds = { c1 = 3, c2 = 1, c3 = 2, a4 = 2 }\nsow_from = \"c1\"\n[sowing]",
        );
    let played = play_text(
        "back-choice-opening",
        "opening.sow.toml",
        &text,
        "opening=middle",
    );
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let after = &played.snaps[1];
    assert_eq!(after["captured"], 2);
    assert_eq!(after["stores"]["south"], 0);
    assert_eq!(holes(after), [1, 0, 0, 1, 1, 1, 0, 2, 0, 0, 0, 0]);
    assert_eq!(after["to_move"], "north");
}
