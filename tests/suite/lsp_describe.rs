//! The rules of an open document in words (`sow.describe`, and the hover
//! on `[game]`), over real JSON-RPC: the same description `sow describe`
//! prints, each part with the range of its table, and a new one once the
//! document changes, unsaved.

use serde_json::{Value, json};

use crate::support::client::Server;
use crate::support::sow::sow;

const KALAH: &str = include_str!("../../examples/kalah.sow.toml");

/// A document whose file does not exist: the words come from the editor's
/// text.
const URI: &str = "file:///nowhere/unsaved/kalah.sow.toml";

fn describe(s: &mut Server) -> Value {
    let answer = s.call(
        "workspace/executeCommand",
        json!({"command": "sow.describe", "arguments": [URI]}),
    );
    answer["result"].clone()
}

#[test]
fn the_rules_of_an_open_document_in_words_follow_its_edits() {
    let mut s = Server::start();
    let init = s.initialize(json!(["utf-16"]));
    let offered = &init["capabilities"]["executeCommandProvider"]["commands"];
    assert!(
        offered.as_array().unwrap().contains(&json!("sow.describe")),
        "{offered}"
    );
    s.open(URI, KALAH);
    let words = describe(&mut s);
    // What `sow describe` prints of the same file.
    let printed = sow(&[
        "describe",
        "examples/kalah.sow.toml",
        "--format",
        "markdown",
    ]);
    assert_eq!(
        words["markdown"],
        String::from_utf8(printed.stdout).unwrap(),
        "{words}"
    );
    assert_eq!(words["game"], "Kalah");
    // Each part names its table, and its range is that table's.
    let parts = words["parts"].as_array().unwrap();
    let sowing = parts.iter().find(|p| p["table"] == "[sowing]").unwrap();
    let line = sowing["range"]["start"]["line"].as_u64().unwrap() as usize;
    assert_eq!(KALAH.lines().nth(line), Some("[sowing]"), "{sowing}");
    assert!(
        words["markdown"]
            .as_str()
            .unwrap()
            .contains(sowing["markdown"].as_str().unwrap())
    );
    // The hover on `[game]` shows the same words.
    let game = KALAH.lines().position(|l| l == "[game]").unwrap();
    let hover = s.call(
        "textDocument/hover",
        json!({"textDocument": {"uri": URI}, "position": {"line": game, "character": 2}}),
    );
    let shown = hover["result"]["contents"]["value"]
        .as_str()
        .unwrap_or_default();
    assert!(
        shown.contains(words["markdown"].as_str().unwrap()),
        "{hover}"
    );
    // An edit, never saved: five seeds a hole, and the words say so.
    let seeds = KALAH.lines().position(|l| l == "seeds = 4").unwrap();
    s.change(
        URI,
        2,
        json!([{"range": {"start": {"line": seeds, "character": 8},
                          "end": {"line": seeds, "character": 9}}, "text": "5"}]),
    );
    let changed = describe(&mut s);
    assert_ne!(changed["markdown"], words["markdown"]);
    assert!(
        changed["markdown"]
            .as_str()
            .unwrap()
            .contains("starts with five seeds"),
        "{changed}"
    );
    assert_eq!(changed["version"], 2);
}

#[test]
fn a_document_not_open_is_an_error_and_one_without_rules_has_no_words() {
    let mut s = Server::start();
    s.initialize(json!(["utf-16"]));
    let answer = s.call(
        "workspace/executeCommand",
        json!({"command": "sow.describe", "arguments": [URI]}),
    );
    assert!(
        answer["error"]["message"]
            .as_str()
            .unwrap()
            .contains("no open variant file"),
        "{answer}"
    );
    s.open(URI, "[board]\nrows = \"two\"\n");
    assert_eq!(describe(&mut s), Value::Null);
}
