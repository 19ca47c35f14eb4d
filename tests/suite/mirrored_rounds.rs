//! A match whose rounds are laid out by the loser and mirrored by the
//! winner (`[match] holes = "loser-mirrored"`), and the end of a match for
//! a player left with too few seeds (`min_seeds`). Worked by hand on two
//! rows of three: South's a1 takes North's b2 (12), North's c2 takes the
//! seed South left in b1, and South's row is empty: 12 to 6.

use serde_json::json;

use crate::ide::hover;
use crate::support::small_match::small_match;
use crate::support::sow::{Played, play_json, play_text};
use crate::support::temp::TempDir;

/// The match, with `extra` added to its `[match]` table.
fn game(extra: &str) -> String {
    small_match(
        "Mirrored",
        &format!(
            "holes = \"loser-mirrored\"\nrefill = 3\n\
             fill_order = {{ south = [\"c1-a1\"], north = [\"a2-c2\"] }}\n{extra}"
        ),
    )
}

fn play(name: &str, text: &str) -> Played {
    let dir = TempDir::new(&format!("mirrored-{name}"));
    play_json(&dir.write(name, text), "a1 c2")
}

#[test]
fn the_loser_lays_out_and_the_winner_copies_keeping_the_rest() {
    // North lost with 6: three in a2, three in b2, c2 left empty. South
    // lays three in c1 and in b1 (its rightmost two), a1 empty, and keeps
    // the other 6 of its 12 in hand. Every hole stays in play.
    let played = play("layout.sow.toml", &game(""));
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let after = &played.snaps[2];
    assert_eq!(after["round"], 2);
    assert_eq!(
        after["holes"],
        json!({ "a1": 0, "b1": 3, "c1": 3, "a2": 3, "b2": 3, "c2": 0 })
    );
    assert_eq!(after["stores"], json!({ "south": 6, "north": 0 }));
    assert_eq!(after["round_result"]["holes"], json!([3, 3]));
    assert!(after.get("out_of_play").is_none());
    assert!(after["result"].is_null());
}

#[test]
fn a_player_left_with_fewer_than_min_seeds_loses_the_match() {
    let played = play("poor.sow.toml", &game("min_seeds = 7\n"));
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let last = &played.snaps[2];
    assert_eq!(last["result"]["reason"], "match-won");
    assert_eq!(last["result"]["winner"], "south");
    let enough = play("enough.sow.toml", &game("min_seeds = 6\n"));
    assert!(enough.snaps[2]["result"].is_null());
}

#[test]
fn min_seeds_above_half_the_seeds_is_refused() {
    let played = play("too-many.sow.toml", &game("min_seeds = 10\n"));
    assert_ne!(played.code, Some(0));
    assert!(
        played.stderr.contains("`min_seeds = 10` ends every match"),
        "{}",
        played.stderr
    );
}

#[test]
fn the_mirrored_match_is_told_in_words() {
    let text = game("min_seeds = 2\n");
    insta::assert_snapshot!("hover-mirrored-match", hover(&text, "holes = \"loser", 0));
}

#[test]
fn remainder_has_no_effect_when_the_loser_lays_out() {
    let text = game("remainder = { extra_hole_at = 2 }\n");
    let dir = TempDir::new("mirrored-remainder");
    let out = crate::support::sow::sow(&["check", dir.write("r.sow.toml", text).to_str().unwrap()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("`remainder` has no effect: with `holes = \"loser-mirrored\"`"),
        "{stdout}"
    );
}

/// The match with the loser laying out as they like (`layout = "free"`).
fn freely(extra: &str) -> String {
    small_match(
        "Laid out freely",
        &format!(
            "holes = \"loser-mirrored\"\nlayout = \"free\"\n\
             fill_order = {{ south = [\"c1-a1\"], north = [\"a2-c2\"] }}\n{extra}"
        ),
    )
}

#[test]
fn a_loser_who_lays_out_freely_places_one_seed_a_ply_and_the_winner_copies() {
    // North lost with 6: every seed goes to hand, and North places them,
    // three in a2, one in b2, two in c2. South copies hole for hole along
    // the fill orders (c1 as a2, b1 as b2, a1 as c2) and keeps 6 of 12.
    // South, after North's last move of round 1, starts round 2.
    let played = play_text(
        "mirrored-free",
        "free.sow.toml",
        &freely(""),
        "a1 c2 a2* a2* a2* b2* c2* c2*",
    );
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let recounted = &played.snaps[2];
    assert_eq!(recounted["round"], 2);
    assert_eq!(recounted["to_move"], "north");
    assert_eq!(
        recounted["holes"],
        json!({ "a1": 0, "b1": 0, "c1": 0, "a2": 0, "b2": 0, "c2": 0 })
    );
    assert_eq!(recounted["stores"], json!({ "south": 12, "north": 6 }));
    let mid = &played.snaps[6];
    assert_eq!(mid["to_move"], "north", "North places on alone");
    let laid = &played.snaps[8];
    assert_eq!(
        laid["holes"],
        json!({ "a1": 2, "b1": 1, "c1": 3, "a2": 3, "b2": 1, "c2": 2 })
    );
    assert_eq!(laid["stores"], json!({ "south": 6, "north": 0 }));
    assert_eq!(laid["to_move"], "south");
    assert!(laid["result"].is_null());
}

#[test]
fn the_winner_does_not_place_during_the_losers_layout() {
    let played = play_text(
        "mirrored-free-refused",
        "free.sow.toml",
        &freely(""),
        "a1 c2 a1*",
    );
    assert_ne!(played.code, Some(0));
    assert!(played.stderr.contains("a1*"), "{}", played.stderr);
}

#[test]
fn with_a_free_layout_the_round_loser_can_also_start() {
    // The starter is the round's loser, North, who lays out and then sows.
    let played = play_text(
        "mirrored-free-loser-starts",
        "free.sow.toml",
        &freely("round_starter = \"round-loser\"\n"),
        "a1 c2 a2* a2* a2* b2* c2* c2*",
    );
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(played.snaps[8]["to_move"], "north");
}

#[test]
fn refill_has_no_effect_when_the_loser_lays_out_freely() {
    let text = freely("refill = 3\n");
    let dir = TempDir::new("mirrored-free-refill");
    let out = crate::support::sow::sow(&["check", dir.write("r.sow.toml", text).to_str().unwrap()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("`refill` has no effect: the loser lays out their seeds as they like"),
        "{stdout}"
    );
    let words = hover(&freely(""), "holes = \"loser", 0);
    assert!(words.contains("as they like"), "{words}");
}

#[test]
fn the_loser_may_put_the_rest_in_one_hole_and_the_winner_fill_as_many_holes() {
    // North lost with 6, four a hole: a2 4, then the other 2 in b2. South
    // copies (c1 4, b1 2) or, laying full holes, puts 4 in each (c1, b1).
    let text = |extra: &str| {
        small_match(
            "Rest in one",
            &format!(
                "holes = \"loser-mirrored\"\nrefill = 4\nlayout = \"refill-rest\"\n\
                 fill_order = {{ south = [\"c1-a1\"], north = [\"a2-c2\"] }}\n{extra}"
            ),
        )
    };
    let copied = play("rest.sow.toml", &text(""));
    assert_eq!(copied.code, Some(0), "{}", copied.stderr);
    assert_eq!(
        copied.snaps[2]["holes"],
        json!({ "a1": 0, "b1": 2, "c1": 4, "a2": 4, "b2": 2, "c2": 0 })
    );
    assert_eq!(copied.snaps[2]["stores"], json!({ "south": 6, "north": 0 }));
    let full = play("rest-full.sow.toml", &text("winner_lays = \"refill\"\n"));
    assert_eq!(full.code, Some(0), "{}", full.stderr);
    assert_eq!(
        full.snaps[2]["holes"],
        json!({ "a1": 0, "b1": 4, "c1": 4, "a2": 4, "b2": 2, "c2": 0 })
    );
    assert_eq!(full.snaps[2]["stores"], json!({ "south": 4, "north": 0 }));
    let words = hover(&text("winner_lays = \"refill\"\n"), "holes = \"loser", 0);
    assert!(
        words.contains("then what is left in the next hole"),
        "{words}"
    );
    assert!(words.contains("4 seeds in as many holes"), "{words}");
}

#[test]
fn an_even_layout_spreads_the_losers_seeds_as_evenly_as_they_go() {
    // North's 6 over its three holes: two each; South copies, keeping 6.
    let played = play("even.sow.toml", &game("layout = \"even\"\n"));
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let after = &played.snaps[2];
    assert_eq!(
        after["holes"],
        json!({ "a1": 2, "b1": 2, "c1": 2, "a2": 2, "b2": 2, "c2": 2 })
    );
    assert_eq!(after["stores"], json!({ "south": 6, "north": 0 }));
}

#[test]
fn holes_the_loser_leaves_empty_may_be_out_of_play_for_both() {
    // As in the first test, North fills a2 and b2; c2, and South's copy
    // of it, a1 (the third of its fill order), are out of play.
    let played = play("unused.sow.toml", &game("unfilled = \"out-of-play\"\n"));
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let after = &played.snaps[2];
    assert_eq!(after["round_result"]["holes"], json!([2, 2]));
    assert_eq!(after["out_of_play"], json!(["a1", "c2"]));
    assert_eq!(after["holes"]["b1"], 3);
    assert_eq!(after["holes"]["a2"], 3);
    assert_eq!(after["stores"], json!({ "south": 6, "north": 0 }));
    // Without it, every hole stays in play (the first test).
    let text = game("unfilled = \"out-of-play\"\nlayout = \"free\"\n");
    let codes = crate::support::sow::static_codes("mirrored-free-unfilled", &text);
    assert!(codes.contains(&"S007".to_string()), "{codes:?}");
}

#[test]
fn a_player_owning_one_hole_is_counted_in_the_singular() {
    // "South owns 1 holes" was the message; a hole is one hole.
    let fixture = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/M004-layout-cannot-mirror.sow.toml"
    ))
    .unwrap();
    let text = fixture
        .replace(
            "[players.south]\nrows = [1]",
            "[players.south]\nholes = [\"a1\"]",
        )
        .replace("holes = [\"b2-f2\"]", "holes = [\"b1-f1\", \"a2-f2\"]");
    let messages: Vec<String> = sow::lint::check(&text)
        .diagnostics
        .into_iter()
        .filter(|d| d.code.id == "M004")
        .map(|d| d.message)
        .collect();
    assert_eq!(
        messages,
        ["the winner cannot copy the loser's layout hole for hole: South owns 1 hole and North 11"]
    );
}
