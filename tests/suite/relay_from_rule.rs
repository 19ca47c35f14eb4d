//! A rule that says where its own relay goes on (`relay_from` in
//! `[[landing]]`): Motiq's "the four are captured, then the player picks
//! up the next hole and sows on". Worked by hand on two rows of four,
//! three seeds a hole, South's row a1–d1, North's d2–a2 (anticlockwise).

use serde_json::json;

use crate::support::sow::{counts_of, play_text, static_codes};

const GAME: &str = r#"
[game]
name = "Fours, then the next hole"
sources = ["A test of a rule's own relay_from"]

[board]
rows = 2
columns = 4
seeds = 3
stores = false

[players.south]
rows = [1]

[players.north]
rows = [2]

[sowing]
direction = "anticlockwise"
laps = "relay"
endless = "end-turn"

[[landing]]
name = "four"
when = { count = 4 }
capture = ["last"]
then = "relay"
relay_from = "next"

[moves]
no_move = "end-game"

[end]
remaining = "owner"
"#;

const HOLES: [&str; 8] = ["a1", "b1", "c1", "d1", "a2", "b2", "c2", "d2"];

#[test]
fn after_the_capture_the_next_hole_is_lifted() {
    // a1: b1 4, c1 4, d1 4, the last: d1's four taken; d2 (3) lifted: c2
    // 4, b2 4, a2 4, the last: a2's four taken; a1, next, is empty: the
    // turn ends.
    let played = play_text("relay-from-rule", "next.sow.toml", GAME, "a1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let after = &played.snaps[1];
    assert_eq!(counts_of(after, &HOLES), [0, 4, 4, 0, 0, 4, 4, 0]);
    assert_eq!(after["captured"], 8);
    assert_eq!(after["laps"], 2);
    assert_eq!(after["fired"], json!(["four"]));
}

#[test]
fn without_it_the_relay_would_go_on_from_the_emptied_hole() {
    // The sowing's own relay_from (the landing hole): d1 was taken, so
    // nothing goes on.
    let text = GAME.replace("relay_from = \"next\"\n", "");
    let played = play_text("relay-from-last", "last.sow.toml", &text, "a1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let after = &played.snaps[1];
    assert_eq!(counts_of(after, &HOLES), [0, 4, 4, 0, 3, 3, 3, 3]);
    assert_eq!(after["laps"], 1);
}

/// A defect found by Motiq's example: R010 (a relay from the hole just
/// captured) fired on a rule whose own `relay_from` lifts the next hole.
#[test]
fn a_rule_relaying_from_the_next_hole_is_no_relay_from_the_captured_one() {
    assert!(static_codes("relay-from-no-r010", GAME).is_empty());
    let without = GAME.replace("relay_from = \"next\"\n", "");
    assert_eq!(static_codes("relay-from-r010", &without), ["R010"]);
}

#[test]
fn relay_from_on_a_rule_that_does_not_relay_has_no_effect() {
    let text = GAME.replace("then = \"relay\"", "then = \"end-turn\"");
    assert_eq!(static_codes("relay-from-unused", &text), ["S007"]);
    let every = GAME
        .replace(
            "when = { count = 4 }",
            "on = \"every-seed\"\nwhen = { count = 4 }",
        )
        .replace("then = \"relay\"\n", "");
    assert!(static_codes("relay-from-every-seed", &every).contains(&"R005".to_string()));
}

#[test]
fn hover_says_where_the_relay_goes_on() {
    let analysis = sow::ide::Analysis::new(GAME);
    let at = GAME.find("name = \"four\"").unwrap_or(0);
    let words = sow::ide::hover::hover(&analysis, at)
        .map(|h| h.markdown)
        .unwrap_or_default();
    assert!(
        words.contains("the hole after the landing hole is lifted and sowing goes on"),
        "{words}"
    );
}
