//! A capture that sows on (`capture = ["opposite"]`, `then = "relay"`):
//! the seed that captured is lifted and moved to the next hole, where the
//! landing rules are tried again, as in Gabata of Ansaba.

use serde_json::{Value, json};

use crate::support::sow::play_json;
use crate::support::temp::TempDir;

/// Two rows of three, relay sowing, and a capture across that relays.
const GAME: &str = "[game]\nname = \"Capture on\"\n\
    [board]\nrows = 2\ncolumns = 3\nseeds = { default = 0, a1 = 1, b2 = 2, c2 = 3, a2 = 1 }\nstores = false\n\
    [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
    [sowing]\ndirection = \"anticlockwise\"\nlaps = \"relay\"\nendless = \"end-turn\"\n\
    [[landing]]\nname = \"take-across\"\n\
    when = { hole = \"own\", was_empty = true, opposite = { min = 1 } }\n\
    capture = [\"opposite\"]\nthen = \"relay\"\n\
    [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n";

fn holes(position: &Value) -> Vec<u64> {
    ["a1", "b1", "c1", "a2", "b2", "c2"]
        .iter()
        .map(|h| position["holes"][h].as_u64().unwrap())
        .collect()
}

#[test]
fn the_seed_that_captured_moves_on_and_may_capture_again() {
    // a1's seed falls into b1 (empty, own): b2's 2 are taken and the seed
    // moves on to c1 (empty, own): c2's 3 are taken and it moves on to c2,
    // North's, now empty: the sowing ends there.
    let dir = TempDir::new("relay-capture");
    let played = play_json(&dir.write("on.sow.toml", GAME), "a1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let after = &played.snaps[1];
    assert_eq!(after["laps"], 3);
    assert_eq!(holes(after), [0, 0, 0, 1, 0, 1]);
    assert_eq!(after["stores"], json!({ "south": 5, "north": 0 }));
    assert_eq!(after["fired"], json!(["take-across"]));
}

#[test]
fn hover_says_the_seed_that_captured_moves_on() {
    let offset = GAME.find("name = \"take-across\"").unwrap() + 9;
    let hover = sow::ide::hover::hover(&sow::ide::Analysis::new(GAME), offset).unwrap();
    insta::assert_snapshot!("hover-capture-on", hover.markdown);
}
