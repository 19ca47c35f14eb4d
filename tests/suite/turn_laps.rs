//! What a turn remembers (`when.lap` with `when.captured`): Bao's "a turn
//! that did not capture on its first lap captures nothing later", as two
//! rules, worked by hand through `sow play` on two rows of four.

use serde_json::{Value, json};

use crate::support::sow::play_json;
use crate::support::temp::TempDir;

/// Two rows of four, relay sowing; a last seed in an occupied own hole
/// takes the hole across, on the first lap, or on any lap once the ply
/// has captured. `SEEDS` is replaced by each test's layout.
const GAME: &str = "[game]\nname = \"First lap first\"\n\
    [board]\nrows = 2\ncolumns = 4\nseeds = SEEDS\nstores = false\n\
    [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
    [sowing]\ndirection = \"anticlockwise\"\nlaps = \"relay\"\nendless = \"end-turn\"\n\
    [[landing]]\nname = \"capture-on-first-lap\"\n\
    when = { hole = \"own\", was_empty = false, opposite = { min = 1 }, lap = 1 }\n\
    capture = [\"opposite\"]\n\
    [[landing]]\nname = \"capture-once-captured\"\n\
    when = { hole = \"own\", was_empty = false, opposite = { min = 1 }, captured = true }\n\
    capture = [\"opposite\"]\n\
    [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n";

fn game(seeds: &str) -> String {
    GAME.replace("SEEDS", seeds)
}

fn holes(position: &Value) -> Vec<u64> {
    ["a1", "b1", "c1", "d1", "a2", "b2", "c2", "d2"]
        .iter()
        .map(|h| position["holes"][h].as_u64().unwrap())
        .collect()
}

#[test]
fn a_ply_that_did_not_capture_on_its_first_lap_captures_nothing_later() {
    // d1's 2 fall in d2 and c2 (1, now 2: relay); c2's 2 in b2 and a2 (1,
    // now 2: relay); a2's 2 in a1 and b1 (1, now 2), own, with b2's 1
    // across: a capture, but on lap 3 of a ply that has not captured, so
    // it relays instead; b1's 2 fall in c1 and d1, empty: the ply ends.
    let dir = TempDir::new("turn-laps-later");
    let text = game("{ default = 0, b1 = 1, d1 = 2, a2 = 1, c2 = 1 }");
    let played = play_json(&dir.write("later.sow.toml", &text), "d1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let after = &played.snaps[1];
    assert_eq!(after["laps"], 4);
    assert_eq!(holes(after), [1, 0, 1, 1, 0, 1, 0, 1]);
    assert_eq!(after["stores"], json!({ "south": 0, "north": 0 }));
    assert_eq!(after["fired"], json!([]));
}

#[test]
fn a_ply_that_captured_on_its_first_lap_captures_on_later_laps() {
    // a1's seed falls in b1 (1, now 2) with b2's 1 across: taken on lap 1;
    // b1's 2 relay into c1 and d1 (1, now 2) with d2's 2 across: taken on
    // lap 2, as the ply has captured; d1's 2 fall in d2 and c2, empty.
    let dir = TempDir::new("turn-laps-first");
    let text = game("{ default = 0, a1 = 1, b1 = 1, d1 = 1, a2 = 1, b2 = 1, d2 = 2 }");
    let played = play_json(&dir.write("first.sow.toml", &text), "a1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let after = &played.snaps[1];
    assert_eq!(after["laps"], 3);
    assert_eq!(holes(after), [0, 0, 1, 0, 1, 0, 1, 1]);
    assert_eq!(after["stores"], json!({ "south": 3, "north": 0 }));
    assert_eq!(
        after["fired"],
        json!(["capture-on-first-lap", "capture-once-captured"])
    );
}

#[test]
fn hover_says_which_laps_a_rule_fires_on() {
    let text = game("4");
    let offset = text.find("name = \"capture-on-first-lap\"").unwrap() + 9;
    let hover = sow::ide::hover::hover(&sow::ide::Analysis::new(&text), offset).unwrap();
    insta::assert_snapshot!("hover-first-lap", hover.markdown);
}

/// Two rows of four, one lap a move; a last seed in an empty own hole
/// takes the hole across, but not on a lap of a single seed
/// (`when.lap_seeds`).
fn single_seeds_take_nothing(seeds: &str) -> String {
    format!(
        "[game]\nname = \"Singles take nothing\"\n\
         [board]\nrows = 2\ncolumns = 4\nseeds = {seeds}\nstores = false\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
         [sowing]\ndirection = \"anticlockwise\"\n\
         [[landing]]\nname = \"across\"\n\
         when = {{ hole = \"own\", was_empty = true, opposite = {{ min = 1 }}, lap_seeds = {{ min = 2 }} }}\n\
         capture = [\"opposite\"]\n\
         [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n"
    )
}

#[test]
fn a_lap_of_a_single_seed_captures_nothing() {
    // a1's single seed falls into the empty b1, across from b2's 3: no
    // capture, the lap sowed one seed.
    let dir = TempDir::new("turn-laps-single");
    let text = single_seeds_take_nothing("{ default = 0, a1 = 1, c1 = 2, b2 = 3, d2 = 2 }");
    let file = dir.write("single.sow.toml", &text);
    let single = play_json(&file, "a1");
    assert_eq!(single.code, Some(0), "{}", single.stderr);
    assert_eq!(holes(&single.snaps[1]), [0, 1, 2, 0, 0, 3, 0, 2]);
    assert_eq!(single.snaps[1]["fired"], json!([]));
    // A lap of two seeds ending the same way captures.
    let text = single_seeds_take_nothing("{ default = 0, a1 = 2, b2 = 3, c2 = 4, d2 = 2 }");
    let two = play_json(&dir.write("two.sow.toml", &text), "a1");
    assert_eq!(two.code, Some(0), "{}", two.stderr);
    // a1's two fall in b1 and c1 (empty, own), across from c2's 4: taken.
    assert_eq!(holes(&two.snaps[1]), [0, 1, 1, 0, 0, 3, 0, 2]);
    assert_eq!(two.snaps[1]["stores"], json!({ "south": 4, "north": 0 }));
}
