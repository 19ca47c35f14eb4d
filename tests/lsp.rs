//! `sow lsp` through its public face: the real binary, speaking JSON-RPC
//! over its pipes.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[path = "support/client.rs"]
mod client;

use std::time::{Duration, Instant};

use client::{Server, find, range};
use serde_json::{Value, json};

const KALAH: &str = include_str!("../examples/kalah.sow.toml");
const URI: &str = "file:///games/kalah.sow.toml";
#[test]
fn a_session_open_edit_hover_complete_define_rename() {
    let mut s = Server::start();
    let init = s.initialize(json!(["utf-16"]));
    assert_eq!(init["capabilities"]["positionEncoding"], "utf-16");
    let text = KALAH.replace(
        "[sowing]",
        "[regions.rim]\nsouth = [\"a1\", \"f1\"]\nnorth = [\"a2\", \"f2\"]\n\n[sowing]",
    );
    s.open(URI, &text);
    assert_eq!(s.diagnostics(URI, 1), json!([]));

    // Edit in steps: misspell a key, then a value, then mend both.
    let (line, col) = find(&text, "columns = 6", 0);
    s.change(
        URI,
        2,
        json!([{"range": range(line, col, col + 7), "text": "colums"}]),
    );
    let d = s.diagnostics(URI, 2);
    assert!(
        d.as_array()
            .unwrap()
            .iter()
            .any(|d| d["code"] == "S002" && d["range"] == range(line, col, col + 6)),
        "{d}"
    );
    let (line2, col2) = find(&text, "\"single\"", 0);
    s.change(
        URI,
        3,
        json!([{"range": range(line2, col2, col2 + 8), "text": "\"singel\""}]),
    );
    let d = s.diagnostics(URI, 3);
    insta::assert_json_snapshot!("session-diagnostics", d);
    let actions = s.request(
        "textDocument/codeAction",
        json!({"textDocument": {"uri": URI}, "range": range(line, col, col), "context": {"diagnostics": []}}),
    );
    assert_eq!(actions[0]["title"], "change to `columns`");
    s.change(
        URI,
        4,
        json!([
            {"range": range(line, col, col + 6), "text": "columns"},
            {"range": range(line2, col2, col2 + 8), "text": "\"single\""},
        ]),
    );
    assert_eq!(s.diagnostics(URI, 4), json!([]));

    // Hover: the sowing order, a hole's sowing, a rule, a key.
    let mut hovers = Vec::new();
    for (needle, skip) in [
        ("direction", 0),
        ("\"f1\"", 1),
        ("\"capture-opposite\"", 3),
        ("winner", 0),
        ("remaining", 0),
    ] {
        let (l, c) = find(&text, needle, skip);
        let h = s.at("textDocument/hover", URI, l, c, json!({}));
        hovers.push(format!(
            "## {needle}\n{}",
            h["contents"]["value"].as_str().unwrap_or("(none)")
        ));
    }
    insta::assert_snapshot!("hovers", hovers.join("\n\n"));

    // Completion of a value.
    let (l, c) = find(&text, "\"single\"", 1);
    let items = s.at("textDocument/completion", URI, l, c, json!({}));
    let labels: Vec<&str> = items
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["label"].as_str().unwrap())
        .collect();
    assert_eq!(labels, ["single", "relay"]);

    // A region: used by a rule, defined in [regions.rim]; rename it.
    let (l, c) = find(&text, "own\", was_empty", 0);
    s.change(
        URI,
        5,
        json!([{"range": range(l, c, c + 3), "text": "rim"}]),
    );
    s.diagnostics(URI, 5);
    let defs = s.at("textDocument/definition", URI, l, c + 1, json!({}));
    let (dl, dc) = find(&text, "rim]", 0);
    assert_eq!(defs[0]["range"], range(dl, dc, dc + 3));
    let edit = s.at(
        "textDocument/rename",
        URI,
        l,
        c + 1,
        json!({"newName": "edge"}),
    );
    assert_eq!(edit["changes"][URI].as_array().unwrap().len(), 2);
    let refused = s.request_error(
        "textDocument/rename",
        json!({"textDocument": {"uri": URI}, "position": {"line": l, "character": c + 1}, "newName": "own"}),
    );
    assert!(refused["message"].as_str().unwrap().contains("hole word"));
    let symbols = s.request(
        "textDocument/documentSymbol",
        json!({"textDocument": {"uri": URI}}),
    );
    assert_eq!(symbols[4]["name"], "regions.rim");
    s.stop();
}

#[test]
fn columns_with_amharic_and_emoji_in_both_encodings() {
    // An invalid alias after non-ASCII text on the same line.
    let text = KALAH.replace("aliases = [", "aliases = [\"ሰላም 😀\", 7, ");
    let (line, utf16) = find(&text, "7, ", 0);
    let line_start = text[..text.find("7, ").unwrap()].rfind('\n').unwrap() + 1;
    let bytes = (text.find("7, ").unwrap() - line_start) as u32;
    assert_ne!(utf16, bytes);
    for (offered, encoding, col) in [
        (json!(["utf-8", "utf-16"]), "utf-8", bytes),
        (json!(["utf-32", "utf-16"]), "utf-16", utf16),
    ] {
        let mut s = Server::start();
        let init = s.initialize(offered);
        assert_eq!(init["capabilities"]["positionEncoding"], encoding);
        s.open(URI, &text);
        let d = s.diagnostics(URI, 1);
        assert_eq!(d[0]["range"], range(line, col, col + 1), "{encoding}: {d}");
        // An edit right after the emoji, in the same encoding, mends it.
        s.change(
            URI,
            2,
            json!([{"range": range(line, col, col + 1), "text": "\"seven\""}]),
        );
        assert_eq!(s.diagnostics(URI, 2), json!([]), "{encoding}");
        s.stop();
    }
}

#[test]
fn five_hundred_quick_edits_end_on_the_last_version() {
    let mut s = Server::start();
    s.initialize(json!(["utf-16"]));
    let text = KALAH.replace("[board]\n", "[board]\nz = 1\n");
    s.open(URI, &text);
    s.diagnostics(URI, 1);
    // Type a 500-letter key one letter at a time, without waiting: only
    // edits applied in order give the expected key.
    let (line, _) = find(&text, "z = 1", 0);
    let mut typed = String::new();
    for version in 2..=501 {
        let column = typed.len() as u32;
        let letter = char::from(b'a' + (version % 25) as u8).to_string();
        typed.push_str(&letter);
        s.change(
            URI,
            version,
            json!([{"range": range(line, column, column), "text": letter}]),
        );
    }
    let hover = s.at("textDocument/hover", URI, line + 1, 1, json!({}));
    assert!(
        hover["contents"]["value"]
            .as_str()
            .unwrap()
            .contains("board.rows")
    );
    let last = s.diagnostics(URI, 501);
    let expected = format!("unknown key `{typed}z`");
    assert!(
        last.as_array()
            .unwrap()
            .iter()
            .any(|d| d["message"] == expected.as_str()),
        "{last}"
    );
    // Let any straggler arrive, then check the versions only ever grew.
    let deadline = Instant::now() + Duration::from_millis(500);
    while s.receive(deadline).is_some() {}
    let versions: Vec<i64> = s
        .published
        .iter()
        .filter(|p| p["uri"] == URI)
        .map(|p| p["version"].as_i64().unwrap())
        .collect();
    assert!(versions.windows(2).all(|w| w[0] <= w[1]), "{versions:?}");
    assert_eq!(versions.last(), Some(&501));
    s.stop();
}

#[test]
fn other_files_garbage_and_odd_positions_do_not_crash() {
    let mut s = Server::start();
    s.initialize(json!(["utf-16"]));
    s.open("file:///p/Cargo.toml", "[package]\nname = 1\n");
    s.send_raw("{not json");
    s.send_raw(r#"{"jsonrpc":"2.0","id":999,"method":"textDocument/hover","params":{"oops":1}}"#);
    // Unopened document, positions past the end of line and file.
    assert_eq!(
        s.at(
            "textDocument/hover",
            "file:///nowhere.sow.toml",
            3,
            3,
            json!({})
        ),
        Value::Null
    );
    s.open(URI, KALAH);
    s.diagnostics(URI, 1);
    for (line, character) in [(0, 9999), (9999, 0), (9999, 9999)] {
        s.at("textDocument/hover", URI, line, character, json!({}));
        s.at("textDocument/completion", URI, line, character, json!({}));
        s.at("textDocument/definition", URI, line, character, json!({}));
    }
    s.change(URI, 2, json!([{"range": json!({"start": {"line": 9999, "character": 5}, "end": {"line": 99999, "character": 7}}), "text": "\n# end ✓"}]));
    assert_eq!(s.diagnostics(URI, 2), json!([]));
    s.change(URI, 3, json!([{"text": "\u{0}[[[ ="}]));
    assert!(!s.diagnostics(URI, 3).as_array().unwrap().is_empty());
    // A file named like any TOML file but with sow's schema directive.
    s.open(
        "file:///p/game.toml",
        "#:schema ../schemas/sow.schema.json\n[game]\n",
    );
    assert!(
        !s.diagnostics("file:///p/game.toml", 1)
            .as_array()
            .unwrap()
            .is_empty()
    );
    assert!(
        s.published
            .iter()
            .all(|p| p["uri"] != "file:///p/Cargo.toml"),
        "a plain TOML file got diagnostics"
    );
    s.stop();
}

#[test]
fn play_diagnostics_follow_as_a_second_batch_with_a_code_lens() {
    let text = include_str!("fixtures/P003-rule-never-fired.sow.toml");
    let uri = "file:///games/p003.sow.toml";
    let mut s = Server::start();
    s.initialize(json!(["utf-16"]));
    s.open(uri, text);
    // The static batch comes first, then the same version with P003 added.
    let deadline = Instant::now() + Duration::from_secs(20);
    let batches = loop {
        let batches: Vec<Value> = s
            .published
            .iter()
            .filter(|p| p["uri"] == uri && p["version"] == 1)
            .map(|p| p["diagnostics"].clone())
            .collect();
        if batches.len() == 2 {
            break batches;
        }
        assert!(
            s.receive(deadline).is_some(),
            "no second batch: {batches:?}"
        );
    };
    let codes = |d: &Value| -> Vec<String> {
        d.as_array()
            .unwrap()
            .iter()
            .map(|d| d["code"].as_str().unwrap().to_string())
            .collect()
    };
    assert!(!codes(&batches[0]).contains(&"P003".to_string()));
    assert!(
        codes(&batches[1]).contains(&"P003".to_string()),
        "{}",
        batches[1]
    );
    let lenses = s.request(
        "textDocument/codeLens",
        json!({"textDocument": {"uri": uri}}),
    );
    let title = lenses[0]["command"]["title"].as_str().unwrap();
    assert!(title.starts_with("sample play: "), "{title}");
    // A rule's hover now says how often it fired.
    let (l, c) = find(text, "name = \"capture-when-opposite-full\"", 10);
    let hover = s.at("textDocument/hover", uri, l, c, json!({}));
    let words = hover["contents"]["value"].as_str().unwrap();
    assert!(words.contains("sample games it fired in 0"), "{words}");
    s.stop();
}
