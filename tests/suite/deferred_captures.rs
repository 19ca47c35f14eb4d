//! Holes whose captures wait for the round's end (`[deferred_captures]`),
//! worked by hand on two rows of three whose middle holes are nobody's:
//! South's c1 (three seeds) ends in a2 before an empty a1, so the rule
//! takes the hole after it, b1, and the one across, b2; both wait. South
//! is entitled to them, and South's row is empty: the round ends, each
//! keeps one seed, South gets the rest, and a match carries what they
//! kept into the next round.

use serde_json::json;

use crate::ide::hover;
use crate::support::sow::play_json;
use crate::support::temp::TempDir;

const GAME: &str = r#"[game]
name = "Centres that wait"

[board]
rows = 2
columns = 3
seeds = { default = 0, b1 = 2, c1 = 3, c2 = 1, b2 = 3, a2 = 1 }

[players]
neutral = ["b1", "b2"]

[players.south]
holes = ["a1", "c1"]

[players.north]
holes = ["a2", "c2"]

[sowing]
direction = "anticlockwise"

[[landing]]
name = "beyond-the-empty"
when = { next = 0 }
capture = ["after-next", "opposite of after-next"]

[deferred_captures]
holes = ["b1", "b2"]
left = 1

[end]
when = ["row-empty"]
remaining = "owner"

[match]
holes = "own"
refill = 2
"#;

#[test]
fn a_capture_of_a_waiting_hole_takes_nothing_until_the_round_ends() {
    let dir = TempDir::new("deferred-round");
    let played = play_json(&dir.write("centres.sow.toml", GAME), "c1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let after = &played.snaps[1];
    // At the round's end b1 (2) and b2 (4) keep one each, South's by
    // right the rest (1 + 3); North's a2 and c2 (2 each) go to North.
    assert_eq!(
        after["round_end"],
        json!({
            "holes": { "a1": 0, "b1": 1, "c1": 0, "a2": 2, "b2": 1, "c2": 2 },
            "stores": { "south": 4, "north": 0 }
        })
    );
    assert_eq!(after["round_result"]["outcome"]["scores"], json!([4, 4]));
    // The next round: two a hole from each player's four, and the
    // middle holes keep what they kept.
    assert_eq!(after["round"], 2);
    assert_eq!(
        after["holes"],
        json!({ "a1": 2, "b1": 1, "c1": 2, "a2": 2, "b2": 1, "c2": 2 })
    );
}

#[test]
fn a_waiting_hole_is_nobody_s_to_share_without_a_capture() {
    // Without the rule, South's c1 sows into c2, b2 and a2 and takes
    // nothing: nobody is entitled to b1 or b2, which keep all they hold.
    let rule = GAME.find("[[landing]]").unwrap();
    let text = GAME.replace(&GAME[rule..GAME.find("[deferred_captures]").unwrap()], "");
    let dir = TempDir::new("deferred-none");
    let played = play_json(&dir.write("centres.sow.toml", &text), "c1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let end = &played.snaps[1]["round_end"];
    assert_eq!(end["holes"]["b1"], 2);
    assert_eq!(end["holes"]["b2"], 4);
    assert_eq!(end["stores"], json!({ "south": 0, "north": 0 }));
}

#[test]
fn hover_tells_the_share_out() {
    let words = hover(GAME, "[deferred_captures]", 1);
    assert!(
        words.contains("A capture from b1 or b2 takes nothing then")
            && words.contains("keeps one seed"),
        "{words}"
    );
}

#[test]
fn a_waiting_hole_of_a_player_is_refused() {
    let text = GAME
        .replace("neutral = [\"b1\", \"b2\"]", "neutral = [\"b2\"]")
        .replace("holes = [\"a1\", \"c1\"]", "holes = [\"a1-c1\"]");
    let codes: Vec<&str> = sow::lint::check(&text)
        .diagnostics
        .iter()
        .map(|d| d.code.id)
        .collect();
    assert_eq!(codes, ["R022"]);
}

#[test]
fn sow_simulate_counts_the_seeds_shared_at_round_ends() {
    // Every game's first round is South's one move, c1, and its share-out
    // of four seeds; later rounds may share more.
    let dir = TempDir::new("deferred-simulate");
    let file = dir.write("centres.sow.toml", GAME);
    let file = file.to_str().unwrap();
    let args = ["simulate", file, "--games", "10", "--format", "json"];
    let out = crate::support::sow::sow(&args);
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let shared = &doc["report"]["shared"];
    assert_eq!(shared[1], 10, "{shared}");
    assert!(shared[0].as_u64().unwrap() >= 40, "{shared}");
    let out = crate::support::sow::sow(&["simulate", file, "--games", "10"]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("shared seeds"));
}
