//! `sow lsp` through its public face: the real binary, speaking JSON-RPC
//! over its pipes.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::time::{Duration, Instant};

use crate::support::client::{Server, codes, find, integers, range};
use serde_json::{Value, json};

const KALAH: &str = include_str!("../../examples/kalah.sow.toml");
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
    let (line, col) = misspell_columns(&mut s, URI, &text, 2);
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

/// How many document versions the server has analysed.
fn analyses_built(s: &mut Server) -> u64 {
    s.request("sow/analysesBuilt", Value::Null)
        .as_u64()
        .unwrap()
}

/// Asks every feature about `uri`, at several places for those that take
/// one: the requests an editor makes as the user reads a version.
fn ask_every_feature(s: &mut Server, uri: &str, text: &str) {
    for (needle, skip) in [
        ("direction", 0),
        ("\"single\"", 1),
        ("\"capture-opposite\"", 3),
        ("winner", 0),
    ] {
        let (l, c) = find(text, needle, skip);
        for method in [
            "textDocument/hover",
            "textDocument/completion",
            "textDocument/definition",
            "textDocument/prepareRename",
        ] {
            s.at(method, uri, l, c, json!({}));
        }
        s.at(
            "textDocument/references",
            uri,
            l,
            c,
            json!({"context": {"includeDeclaration": true}}),
        );
    }
    let doc = json!({"uri": uri});
    let whole = json!({"start": {"line": 0, "character": 0}, "end": {"line": 999, "character": 0}});
    for (method, params) in [
        ("textDocument/documentSymbol", json!({"textDocument": doc})),
        ("textDocument/foldingRange", json!({"textDocument": doc})),
        ("textDocument/codeLens", json!({"textDocument": doc})),
        (
            "textDocument/inlayHint",
            json!({"textDocument": doc, "range": whole}),
        ),
        (
            "textDocument/codeAction",
            json!({"textDocument": doc, "range": whole, "context": {"diagnostics": []}}),
        ),
    ] {
        s.request(method, params);
    }
}

#[test]
fn every_request_on_a_version_and_its_sample_play_read_one_analysis() {
    let mut s = started();
    assert_eq!(analyses_built(&mut s), 0);
    s.open(URI, KALAH);
    assert_eq!(s.diagnostics(URI, 1), json!([]));
    ask_every_feature(&mut s, URI, KALAH);
    // Sample play of the version ends with its code lens.
    let deadline = Instant::now() + Duration::from_secs(20);
    while s
        .request(
            "textDocument/codeLens",
            json!({"textDocument": {"uri": URI}}),
        )
        .as_array()
        .is_none_or(|lenses| lenses.is_empty())
    {
        assert!(Instant::now() < deadline, "no code lens");
        std::thread::sleep(Duration::from_millis(20));
    }
    ask_every_feature(&mut s, URI, KALAH);
    assert_eq!(analyses_built(&mut s), 1);
    // A new version is analysed once more, however often it is asked about.
    let (line, col) = misspell_columns(&mut s, URI, KALAH, 2);
    ask_every_feature(&mut s, URI, KALAH);
    s.change(
        URI,
        3,
        json!([{"range": range(line, col, col + 6), "text": "columns"}]),
    );
    ask_every_feature(&mut s, URI, KALAH);
    assert_eq!(s.diagnostics(URI, 3), json!([]));
    assert_eq!(analyses_built(&mut s), 3);
    // Other TOML files are never analysed.
    s.open("file:///p/Cargo.toml", "[package]\nname = 1\n");
    ask_every_feature(&mut s, "file:///p/Cargo.toml", KALAH);
    assert_eq!(analyses_built(&mut s), 3);
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
    let mut s = started();
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
    let versions = published_versions(&s, URI);
    assert!(versions.windows(2).all(|w| w[0] <= w[1]), "{versions:?}");
    assert_eq!(versions.last(), Some(&501));
    s.stop();
}

#[test]
fn other_files_and_odd_positions_do_not_crash() {
    let mut s = started();
    s.open("file:///p/Cargo.toml", "[package]\nname = 1\n");
    s.open(URI, KALAH);
    s.diagnostics(URI, 1);
    // Positions past the end of a line and of the file.
    for (line, character) in [(0, 9999), (9999, 0), (9999, 9999), (u32::MAX, u32::MAX)] {
        s.at("textDocument/hover", URI, line, character, json!({}));
        s.at("textDocument/completion", URI, line, character, json!({}));
        s.at("textDocument/definition", URI, line, character, json!({}));
        s.at(
            "textDocument/references",
            URI,
            line,
            character,
            json!({"context": {"includeDeclaration": true}}),
        );
        s.at(
            "textDocument/prepareRename",
            URI,
            line,
            character,
            json!({}),
        );
        let far = json!({"start": {"line": line, "character": character}, "end": {"line": 0, "character": 0}});
        s.request(
            "textDocument/codeAction",
            json!({"textDocument": {"uri": URI}, "range": far, "context": {"diagnostics": []}}),
        );
        s.request(
            "textDocument/inlayHint",
            json!({"textDocument": {"uri": URI}, "range": far}),
        );
    }
    s.change(URI, 2, json!([{"range": json!({"start": {"line": 9999, "character": 5}, "end": {"line": 99999, "character": 7}}), "text": "\n# end ✓"}]));
    assert_eq!(s.diagnostics(URI, 2), json!([]));
    // A range whose end comes before its start, inside the first line:
    // the text between them is replaced.
    s.change(URI, 3, json!([{"range": range(0, 3, 1), "text": "#"}]));
    assert_eq!(s.diagnostics(URI, 3), json!([]));
    s.change(URI, 4, json!([{"text": "\u{0}[[[ ="}]));
    assert!(!s.diagnostics(URI, 4).as_array().unwrap().is_empty());
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
    still_serves(&mut s, "after-odd-positions");
    s.stop();
}

#[test]
fn only_line_feeds_break_lines() {
    // Unicode line and next-line separators in a comment do not start a
    // line for the protocol, so an edit below them lands where it should.
    let text = KALAH.replacen('\n', "\n# one\u{2028}two\u{85}three\n", 1);
    let mut s = started();
    s.open(URI, &text);
    assert_eq!(s.diagnostics(URI, 1), json!([]));
    misspell_columns(&mut s, URI, &text, 2);
    s.stop();
}

/// Whether `diagnostics` hold one with `code` at `at`.
fn has(diagnostics: &Value, code: &str, at: Value) -> bool {
    diagnostics
        .as_array()
        .unwrap()
        .iter()
        .any(|d| d["code"] == code && d["range"] == at)
}

/// Misspells `columns` in `text`, open as `uri`, as its `version`, and
/// checks the diagnostic that follows. Returns where the key is.
fn misspell_columns(s: &mut Server, uri: &str, text: &str, version: i64) -> (u32, u32) {
    let (line, col) = find(text, "columns = 6", 0);
    s.change(
        uri,
        version,
        json!([{"range": range(line, col, col + 7), "text": "colums"}]),
    );
    let d = s.diagnostics(uri, version);
    assert!(has(&d, "S002", range(line, col, col + 6)), "{d}");
    (line, col)
}

/// The versions of `uri` published so far, in order.
fn published_versions(s: &Server, uri: &str) -> Vec<i64> {
    s.published
        .iter()
        .filter(|p| p["uri"] == uri)
        .map(|p| p["version"].as_i64().unwrap())
        .collect()
}

/// A server initialised with UTF-16 positions.
fn started() -> Server {
    let mut s = Server::start();
    s.initialize(json!(["utf-16"]));
    s
}

/// Opens a fresh document with a misspelt key, checks its diagnostic and
/// hover, and closes it: the server still serves documents correctly.
fn still_serves(s: &mut Server, name: &str) {
    let uri = format!("file:///ok/{name}.sow.toml");
    let text = KALAH.replace("columns = 6", "colums = 6");
    s.open(&uri, &text);
    let d = s.diagnostics(&uri, 1);
    let (line, col) = find(&text, "colums", 0);
    assert!(has(&d, "S002", range(line, col, col + 6)), "{name}: {d}");
    let (line, col) = find(&text, "direction", 0);
    let hover = s.at("textDocument/hover", &uri, line, col, json!({}));
    assert!(hover["contents"]["value"].is_string(), "{name}: {hover}");
    close(s, &uri);
}

fn close(s: &mut Server, uri: &str) {
    s.notify(
        "textDocument/didClose",
        json!({"textDocument": {"uri": uri}}),
    );
}

#[test]
fn protocol_errors_are_answered_and_the_server_goes_on() {
    let mut s = Server::start();
    let hover = json!({"textDocument": {"uri": URI}, "position": {"line": 0, "character": 0}});
    // Before `initialize`, requests are refused.
    let early = s.request_error("textDocument/hover", hover.clone());
    assert_eq!(early["code"], -32002, "{early}");
    s.initialize(json!(["utf-16"]));
    // Malformed JSON and JSON that is no JSON-RPC message: answered with a
    // protocol error (with the message's id where it has one).
    for (body, code, id) in [
        ("{not json", -32700, Value::Null),
        ("", -32700, Value::Null),
        (
            r#"{"jsonrpc":"1.0","id":41,"method":"shutdown"}"#,
            -32600,
            json!(41),
        ),
        (
            r#"{"id":"x","method":"textDocument/hover"}"#,
            -32600,
            json!("x"),
        ),
        ("[1,2]", -32600, Value::Null),
    ] {
        s.send_raw(body);
        let reply = s.wait_for("protocol error", |m| m.get("error").is_some());
        assert_eq!(reply["error"]["code"], code, "{body}: {reply}");
        assert_eq!(reply["id"], id, "{body}: {reply}");
    }
    // Wrong params for a known method.
    let wrong = s.request_error("textDocument/hover", json!({"oops": 1}));
    assert_eq!(wrong["code"], -32602, "{wrong}");
    let wrong = s.request_error(
        "textDocument/rename",
        json!({"textDocument": {"uri": URI}, "position": {"line": "one", "character": 0}}),
    );
    assert_eq!(wrong["code"], -32602, "{wrong}");
    // An unknown request method.
    let unknown = s.request_error("sow/noSuchMethod", json!({}));
    assert_eq!(unknown["code"], -32601, "{unknown}");
    // Unknown notifications and notifications with wrong params: ignored.
    s.notify("sow/noSuchNotification", json!({}));
    s.notify("textDocument/didChange", json!([1, 2, 3]));
    s.notify("textDocument/didOpen", json!({"textDocument": {"uri": 5}}));
    still_serves(&mut s, "after-protocol-errors");
    s.stop();
}

#[test]
fn invalid_utf8_where_the_parser_does_not_look_is_answered_not_fatal() {
    // Found by the lsp fuzz target: a request with invalid UTF-8 in a field
    // the JSON parser skips passed the guard, and the protocol library's
    // reader, which checks all of a body's UTF-8, stopped for good on it.
    let mut s = started();
    s.send_bytes(
        b"{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"textDocument/hover\",\"x\":\"\xd1\"}",
    );
    let reply = s.wait_for("protocol error", |m| m.get("error").is_some());
    assert_eq!(reply["error"]["code"], -32700, "{reply}");
    still_serves(&mut s, "after-invalid-utf8");
    s.stop();
}

#[test]
fn requests_for_unopened_or_closed_documents_answer_nothing() {
    let mut s = started();
    let ask_all = |s: &mut Server, uri: &str| {
        let doc = json!({"uri": uri});
        let position = json!({"line": 3, "character": 3});
        let whole =
            json!({"start": {"line": 0, "character": 0}, "end": {"line": 99, "character": 0}});
        for (method, params) in [
            (
                "textDocument/hover",
                json!({"textDocument": doc, "position": position}),
            ),
            (
                "textDocument/completion",
                json!({"textDocument": doc, "position": position}),
            ),
            (
                "textDocument/definition",
                json!({"textDocument": doc, "position": position}),
            ),
            (
                "textDocument/references",
                json!({"textDocument": doc, "position": position, "context": {"includeDeclaration": true}}),
            ),
            (
                "textDocument/prepareRename",
                json!({"textDocument": doc, "position": position}),
            ),
            (
                "textDocument/rename",
                json!({"textDocument": doc, "position": position, "newName": "x"}),
            ),
            ("textDocument/documentSymbol", json!({"textDocument": doc})),
            ("textDocument/foldingRange", json!({"textDocument": doc})),
            (
                "textDocument/codeAction",
                json!({"textDocument": doc, "range": whole, "context": {"diagnostics": []}}),
            ),
            (
                "textDocument/inlayHint",
                json!({"textDocument": doc, "range": whole}),
            ),
            ("textDocument/codeLens", json!({"textDocument": doc})),
        ] {
            assert_eq!(s.request(method, params), Value::Null, "{method} on {uri}");
        }
    };
    let nowhere = "file:///nowhere.sow.toml";
    ask_all(&mut s, nowhere);
    // Changes and closes of a document never opened are ignored.
    s.change(nowhere, 2, json!([{"text": "[game]"}]));
    close(&mut s, nowhere);
    ask_all(&mut s, nowhere);
    // A closed document: its diagnostics are cleared, then it is gone.
    s.open(URI, &KALAH.replace("columns = 6", "colums = 6"));
    assert!(!s.diagnostics(URI, 1).as_array().unwrap().is_empty());
    close(&mut s, URI);
    let cleared = s.wait_for("cleared diagnostics", |m| {
        m["method"] == "textDocument/publishDiagnostics"
            && m["params"]["uri"] == URI
            && m["params"]["diagnostics"] == json!([])
    });
    assert!(cleared["params"].get("version").is_none(), "{cleared}");
    ask_all(&mut s, URI);
    s.change(URI, 2, json!([{"text": "[game]"}]));
    ask_all(&mut s, URI);
    still_serves(&mut s, "after-unopened");
    s.stop();
}

#[test]
fn stale_changes_and_opens_are_ignored() {
    let mut s = started();
    s.open(URI, KALAH);
    assert_eq!(s.diagnostics(URI, 1), json!([]));
    let (line, col) = misspell_columns(&mut s, URI, KALAH, 3);
    // The same version again, an older one, and an open of an older one.
    s.change(URI, 3, json!([{"text": "[[[ stale"}]));
    s.change(URI, 2, json!([{"text": "[[[ stale"}]));
    s.notify(
        "textDocument/didOpen",
        json!({"textDocument": {"uri": URI, "languageId": "toml", "version": 2, "text": "[[[ stale"}}),
    );
    s.change(
        URI,
        4,
        json!([{"range": range(line, col, col + 6), "text": "columns"}]),
    );
    assert_eq!(s.diagnostics(URI, 4), json!([]));
    let (l, c) = find(KALAH, "columns", 0);
    let hover = s.at("textDocument/hover", URI, l, c, json!({}));
    assert!(
        hover["contents"]["value"]
            .as_str()
            .unwrap()
            .contains("board.columns"),
        "{hover}"
    );
    let versions = published_versions(&s, URI);
    assert!(!versions.contains(&2), "{versions:?}");
    assert!(versions.windows(2).all(|w| w[0] <= w[1]), "{versions:?}");
    still_serves(&mut s, "after-stale-changes");
    s.stop();
}

/// A variant file of at least `bytes` bytes: Kalah and a long comment.
fn large(bytes: usize, word: &str) -> String {
    let line = format!("# {word} {}\n", "padding ".repeat(8));
    format!("{KALAH}{}", line.repeat(bytes / line.len() + 1))
}

#[test]
fn a_very_large_document_is_refused_with_a_diagnostic_and_a_flood_of_changes_is_absorbed() {
    let big_uri = "file:///games/big.sow.toml";
    let big = large(5 << 20, "big");
    let mut s = started();
    s.open(big_uri, &big);
    let d = s.diagnostics(big_uri, 1);
    assert_eq!(d.as_array().unwrap().len(), 1, "{d}");
    assert_eq!(d[0]["code"], "S005", "{d}");
    assert!(d[0]["message"].as_str().unwrap().contains("at most"), "{d}");
    // Every request on it is answered.
    let (l, c) = find(&big, "columns", 0);
    s.at("textDocument/hover", big_uri, l, c, json!({}));
    s.at("textDocument/completion", big_uri, l, c, json!({}));
    s.request(
        "textDocument/documentSymbol",
        json!({"textDocument": {"uri": big_uri}}),
    );
    s.request(
        "textDocument/foldingRange",
        json!({"textDocument": {"uri": big_uri}}),
    );
    s.request(
        "textDocument/inlayHint",
        json!({"textDocument": {"uri": big_uri}, "range": range(0, 0, 0)}),
    );
    still_serves(&mut s, "beside-a-large-document");
    // A flood of changes to it, typed at its end without waiting.
    let end = big.matches('\n').count() as u32;
    for version in 2..=201 {
        s.change(
            big_uri,
            version,
            json!([{"range": range(end, 0, 0), "text": "#"}]),
        );
    }
    assert_eq!(s.diagnostics(big_uri, 201)[0]["code"], "S005");
    // Cut the padding: the file is checked again.
    let (first, _) = find(&big, "# big", 0);
    s.change(
        big_uri,
        202,
        json!([{"range": {"start": {"line": first, "character": 0}, "end": {"line": end + 1, "character": 0}}, "text": ""}]),
    );
    assert_eq!(s.diagnostics(big_uri, 202), json!([]));
    still_serves(&mut s, "after-a-flood");
    s.stop();
}

#[test]
fn memory_stays_bounded_while_large_documents_come_and_go() {
    if !cfg!(target_os = "linux") {
        return;
    }
    const MIB: u64 = 1024;
    let mut s = started();
    still_serves(&mut s, "warm-up");
    let base = s.rss_kib().unwrap();
    // Forty documents of 4 MiB, each opened, replaced in full, and closed:
    // kept, they would hold well over 300 MiB.
    let texts = [large(4 << 20, "first"), large(4 << 20, "second")];
    let mut peak = base;
    // What the allocator keeps once the first ten rounds have come and
    // gone is its own affair (how much of it goes back to the system
    // depends on which threads freed what); documents kept after closing
    // would add 8 MiB a round from then on.
    let mut settled = base;
    for round in 0..40 {
        let uri = format!("file:///big/{round}.sow.toml");
        s.open(&uri, &texts[0]);
        s.change(&uri, 2, json!([{"text": texts[1]}]));
        assert_eq!(s.diagnostics(&uri, 2)[0]["code"], "S005");
        close(&mut s, &uri);
        assert_eq!(
            s.request(
                "textDocument/documentSymbol",
                json!({"textDocument": {"uri": uri}})
            ),
            Value::Null
        );
        let now = s.rss_kib().unwrap();
        peak = peak.max(now);
        if round == 9 {
            settled = now;
        }
    }
    still_serves(&mut s, "after-large-documents");
    let end = s.rss_kib().unwrap();
    eprintln!(
        "resident memory: {} MiB at the start, {} MiB after ten rounds, {} MiB at the peak, {} MiB at the end",
        base / MIB,
        settled / MIB,
        peak / MIB,
        end / MIB
    );
    assert!(peak < base + 200 * MIB, "peak {peak} KiB from {base} KiB");
    // Thirty rounds' documents kept would be 240 MiB more.
    assert!(
        end < settled + 80 * MIB,
        "end {end} KiB, {settled} KiB after ten rounds"
    );
    s.stop();
}

#[test]
fn play_diagnostics_follow_as_a_second_batch_with_a_code_lens() {
    let text = include_str!("../fixtures/P003-rule-never-fired.sow.toml");
    let uri = "file:///games/p003.sow.toml";
    let mut s = started();
    s.open(uri, text);
    // The static batch comes first, then the same version with P003 added.
    let batches = both_batches(&mut s, uri);
    assert!(!codes(&batches[0]).contains(&"P003".to_string()));
    assert!(shows(&batches[1], "P003"), "{}", batches[1]);
    let lenses = s.request(
        "textDocument/codeLens",
        json!({"textDocument": {"uri": uri}}),
    );
    let title = lenses[0]["command"]["title"].as_str().unwrap();
    assert!(title.starts_with("sample play: "), "{title}");
    // The play finding can be allowed where it is, by a quick fix.
    let p003 = batches[1]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["code"] == "P003")
        .unwrap()
        .clone();
    let actions = s.request(
        "textDocument/codeAction",
        json!({"textDocument": {"uri": uri}, "range": p003["range"],
               "context": {"diagnostics": [p003]}}),
    );
    let allow = actions
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["title"] == "allow P003 here")
        .unwrap_or_else(|| panic!("{actions}"));
    let edit = &allow["edit"]["changes"][uri][0];
    assert!(
        edit["newText"]
            .as_str()
            .unwrap()
            .contains("# sow: allow(P003)"),
        "{allow}"
    );
    assert_eq!(allow["diagnostics"][0]["code"], "P003", "{allow}");
    // A rule's hover now says how often it fired.
    let (l, c) = find(text, "name = \"opponent-store-bonus\"", 10);
    let hover = s.at("textDocument/hover", uri, l, c, json!({}));
    let words = hover["contents"]["value"].as_str().unwrap();
    assert!(words.contains("sample games it fired in 0"), "{words}");
    s.stop();
}

/// The two batches of diagnostics published for version 1 of `uri`: the
/// static one, then the one with sample play's findings added.
fn both_batches(s: &mut Server, uri: &str) -> Vec<Value> {
    // Generous: sample play shares a busy machine with other tests.
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let batches: Vec<Value> = s
            .published
            .iter()
            .filter(|p| p["uri"] == uri && p["version"] == 1)
            .map(|p| p["diagnostics"].clone())
            .collect();
        if batches.len() == 2 {
            return batches;
        }
        assert!(
            s.receive(deadline).is_some(),
            "no second batch: {batches:?}"
        );
    }
}

/// Whether the batch of diagnostics `d` holds `code`.
fn shows(d: &Value, code: &str) -> bool {
    codes(d).iter().any(|c| c == code)
}

#[test]
fn a_play_finding_the_file_allows_is_not_published() {
    // Kalah with a neutral hole (P006 fires: South wins most games) and a
    // rule that never fires (P003), allowed where it is.
    let text = include_str!("../fixtures/O002-unowned-hole.sow.toml").replace(
        "[moves]",
        "# sow: allow(P003) kept to show the rule never fires\n[[landing]]\n\
         name = \"opponent-store-bonus\"\nwhen = { hole = \"opponent-store\" }\n\
         then = \"move-again\"\n\n[moves]",
    );
    assert!(text.contains("allow(P003)"));
    let uri = "file:///games/allowed.sow.toml";
    let mut s = started();
    s.open(uri, &text);
    let batches = both_batches(&mut s, uri);
    // The play batch came, with P006 and without P003.
    assert!(shows(&batches[1], "P006"), "{}", batches[1]);
    assert!(!shows(&batches[1], "P003"), "{}", batches[1]);
    s.stop();
}

#[test]
fn random_matches_that_greedy_players_end_are_a_note_not_a_warning() {
    // Sungka with a round cap of 10: random matches stop at it, greedy
    // ones end. The server plays the second opinion too, past its budget.
    let text = include_str!("../fixtures/P010-match-ends-in-earnest.sow.toml");
    let uri = "file:///games/p010.sow.toml";
    let mut s = started();
    s.open(uri, text);
    let batches = both_batches(&mut s, uri);
    let p010 = batches[1]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["code"] == "P010")
        .unwrap_or_else(|| panic!("{}", batches[1]));
    // Information, on [match], with the greedy matches' count.
    assert_eq!(p010["severity"], 3, "{p010}");
    assert_eq!(p010["range"]["start"]["line"], 78, "{p010}");
    let message = p010["message"].as_str().unwrap();
    // The server's second opinion is bounded in time: 20 matches, or as
    // many as its budget played on a busy machine, but at least 10.
    let played = message
        .split(" matches between greedy players ended")
        .next()
        .and_then(|before| before.rsplit(" of ").next())
        .and_then(|n| n.trim().parse::<u64>().ok())
        .unwrap_or(0);
    assert!((10..=20).contains(&played), "{message}");
    assert!(!shows(&batches[1], "P008"), "{}", batches[1]);
    s.stop();
}

#[test]
fn a_match_has_a_code_lens_and_a_hover_on_how_its_rounds_went() {
    let text = include_str!("../../examples/dakon.sow.toml");
    let uri = "file:///games/dakon.sow.toml";
    let mut s = started();
    s.open(uri, text);
    // Sample play runs in the background: ask until both lenses are there.
    let deadline = Instant::now() + Duration::from_secs(20);
    let lenses = loop {
        let lenses = s.request(
            "textDocument/codeLens",
            json!({"textDocument": {"uri": uri}}),
        );
        if lenses.as_array().is_some_and(|l| l.len() == 2) {
            break lenses;
        }
        assert!(Instant::now() < deadline, "no lenses: {lenses}");
        std::thread::sleep(Duration::from_millis(50));
    };
    let (match_line, _) = find(text, "[match]", 0);
    let on_match = lenses
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["range"]["start"]["line"] == match_line)
        .unwrap();
    let title = on_match["command"]["title"].as_str().unwrap();
    // Dakon's seven sizes are each played, and said to be.
    assert!(title.contains(" sample matches on "), "{title}");
    assert!(title.contains(" board sizes · "), "{title}");
    assert!(
        title.contains(" rounds a match · ended by match-won 100%"),
        "{title}"
    );
    let (l, c) = find(text, "min_holes", 2);
    let hover = s.at("textDocument/hover", uri, l, c, json!({}));
    let words = hover["contents"]["value"].as_str().unwrap();
    assert!(words.contains("In sample play: "), "{words}");
    assert!(words.contains("ended by match-won 100%"), "{words}");
    s.stop();
}

#[test]
fn a_file_pointing_at_a_schema_written_beside_it_is_a_variant_file() {
    // What README tells a user outside this repository to do: `sow schema
    // --write .` beside their files, and a directive naming that copy.
    let uri = "file:///home/me/games/mine.toml";
    let mut s = started();
    s.open(uri, "#:schema ./sow.schema.json\n[game]\n");
    let diagnostics = s.diagnostics(uri, 1);
    assert!(
        diagnostics
            .as_array()
            .unwrap()
            .iter()
            .any(|d| d["code"] == "S004"),
        "{diagnostics}"
    );
    s.stop();
}

/// A whole session on `sow lsp ARGS` with `env` added: initialize, its
/// answer awaited, then shutdown and exit. Standard output holds only the
/// answers' frames.
fn session(args: &[&str], env: &[(&str, &str)]) -> std::process::Output {
    use std::io::{BufRead, Read, Write};
    let frame = |v: Value| {
        let body = v.to_string();
        format!("Content-Length: {}\r\n\r\n{body}", body.len())
    };
    let mut command = crate::support::sow::command();
    command.env_remove("SOW_LOG");
    for (k, v) in env {
        command.env(k, v);
    }
    let mut child = command
        .arg("lsp")
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = std::io::BufReader::new(child.stdout.take().unwrap());
    let mut answers = Vec::new();
    let mut ask = |stdin: &mut std::process::ChildStdin, request: Value| {
        // A server that exited (a log file it cannot open) reads nothing.
        if stdin.write_all(frame(request).as_bytes()).is_err() {
            return;
        }
        let mut header = String::new();
        let mut length = 0;
        loop {
            header.clear();
            if stdout.read_line(&mut header).unwrap() == 0 {
                return;
            }
            if let Some(n) = header.trim_end().strip_prefix("Content-Length: ") {
                length = n.parse().unwrap();
            }
            if header.trim_end().is_empty() {
                break;
            }
        }
        let mut body = vec![0; length];
        stdout.read_exact(&mut body).unwrap();
        answers.extend(format!("Content-Length: {length}\r\n\r\n").into_bytes());
        answers.extend(body);
    };
    // A server that exits at once (a log file it cannot open) answers
    // nothing, and the write may fail: that is the answer.
    if child.try_wait().unwrap().is_none() {
        ask(
            &mut stdin,
            json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}),
        );
        ask(
            &mut stdin,
            json!({"jsonrpc": "2.0", "id": 2, "method": "shutdown"}),
        );
        let _ = stdin.write_all(frame(json!({"jsonrpc": "2.0", "method": "exit"})).as_bytes());
    }
    drop(stdin);
    let mut output = child.wait_with_output().unwrap();
    output.stdout = answers;
    output
}

#[test]
fn the_log_level_and_file_are_set_by_flags_or_the_environment() {
    let dir = crate::support::temp::TempDir::new("lsp-log");
    let log = dir.0.join("sow.log");
    let path = log.to_str().unwrap();
    // Debug into a file: the session's start is there, not on stderr, and
    // standard output carries only the protocol.
    let o = session(&["--log-level", "debug", "--log-file", path], &[]);
    assert_eq!(o.status.code(), Some(0));
    let written = std::fs::read_to_string(&log).unwrap();
    assert!(written.contains("initialize"), "{written}");
    assert!(
        o.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(String::from_utf8_lossy(&o.stdout).starts_with("Content-Length: "));
    // `SOW_LOG=warn` leaves out the session's start (an info line) ...
    let o = session(&[], &[("SOW_LOG", "warn")]);
    assert!(!String::from_utf8_lossy(&o.stderr).contains("initialize"));
    // ... the default keeps it, and a flag wins over the environment.
    let o = session(&[], &[]);
    assert!(String::from_utf8_lossy(&o.stderr).contains("initialize"));
    let o = session(&["--log-level", "info"], &[("SOW_LOG", "off")]);
    assert!(String::from_utf8_lossy(&o.stderr).contains("initialize"));
    // A level that is none is said in the log, which goes on at info.
    let o = session(&[], &[("SOW_LOG", "loud")]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("SOW_LOG=\"loud\" is no log level"), "{err}");
    assert!(err.contains("initialize"), "{err}");
    // A log file that cannot be opened is a usage error, said on stderr.
    let o = session(
        &[
            "--log-file",
            dir.0.join("no/such/dir/sow.log").to_str().unwrap(),
        ],
        &[],
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("cannot open the log file"));
}

/// Kalah with a neutral hole (P006 fires) and a rule that never fires
/// (P003): a file two play findings speak of, for the configuration tests.
pub fn neutral_hole_and_a_rule_never_fired() -> String {
    include_str!("../fixtures/O002-unowned-hole.sow.toml").replace(
        "[moves]",
        "[[landing]]\nname = \"opponent-store-bonus\"\nwhen = { hole = \"opponent-store\" }\n\
         then = \"move-again\"\n\n[moves]",
    )
}

#[test]
fn the_project_configuration_above_a_document_is_read_and_read_again_when_it_changes() {
    let dir = crate::support::temp::TempDir::new("lsp-config");
    let config = dir.write("sow.toml", "[check]\nignore = [\"P003\"]\n");
    let game = dir.0.join("games").join("neutral.sow.toml");
    std::fs::create_dir_all(game.parent().unwrap()).unwrap();
    let uri = format!("file://{}", game.display());
    let config_uri = format!("file://{}", config.display());
    // The configuration ignores P003.
    let text = neutral_hole_and_a_rule_never_fired();
    let mut s = started();
    s.open(&uri, &text);
    let batches = both_batches(&mut s, &uri);
    assert!(shows(&batches[1], "P006"), "{}", batches[1]);
    assert!(!shows(&batches[1], "P003"), "{}", batches[1]);
    // The configuration changes: P003 is reported, P006 ignored, without an
    // edit to the document.
    std::fs::write(&config, "[check]\nignore = [\"P006\"]\n").unwrap();
    s.notify(
        "workspace/didChangeWatchedFiles",
        json!({"changes": [{"uri": config_uri, "type": 2}]}),
    );
    let before = s.published.len();
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let seen = s.published[before..]
            .iter()
            .filter(|p| p["uri"] == uri.as_str())
            .any(|p| codes(&p["diagnostics"]).contains(&"P003".to_string()));
        if seen {
            break;
        }
        assert!(s.receive(deadline).is_some(), "P003 never published again");
    }
    let last = s
        .published
        .iter()
        .rev()
        .find(|p| p["uri"] == uri.as_str())
        .unwrap();
    assert!(
        !codes(&last["diagnostics"]).contains(&"P006".to_string()),
        "{last}"
    );
    assert_eq!(last["version"], 1);
    s.stop();
}

/// `text` with the protocol's `edits` applied (positions in an ASCII text).
fn apply_edits(text: &str, edits: &Value) -> String {
    let offset = |p: &Value| {
        let line = p["line"].as_u64().unwrap() as usize;
        let start: usize = text.split_inclusive('\n').take(line).map(str::len).sum();
        start + p["character"].as_u64().unwrap() as usize
    };
    let mut edits: Vec<&Value> = edits.as_array().unwrap().iter().collect();
    edits.sort_by_key(|e| std::cmp::Reverse(offset(&e["range"]["start"])));
    let mut out = text.to_string();
    for e in edits {
        let range = offset(&e["range"]["start"])..offset(&e["range"]["end"]);
        out.replace_range(range, e["newText"].as_str().unwrap());
    }
    out
}

#[test]
fn formatting_and_range_formatting_lay_out_the_whole_file() {
    let mut s = Server::start();
    let init = s.initialize(json!(["utf-16"]));
    assert_eq!(init["capabilities"]["documentFormattingProvider"], true);
    assert_eq!(
        init["capabilities"]["documentRangeFormattingProvider"],
        true
    );
    // Kalah with its end first, a key out of order and odd spacing.
    let (rest, end) = KALAH.split_at(KALAH.find("[end]").unwrap());
    let messy = format!(
        "{end}\n{}",
        rest.replace("rows = 2\ncolumns = 6", "columns   =  6\nrows = 2")
    );
    let formatted = sow::fmt::format(&messy).unwrap();
    assert_ne!(formatted, messy);
    s.open(URI, &messy);
    let doc = json!({"uri": URI});
    let options = json!({"tabSize": 2, "insertSpaces": true});
    let edits = s.request(
        "textDocument/formatting",
        json!({"textDocument": doc, "options": options}),
    );
    assert_eq!(apply_edits(&messy, &edits), formatted);
    let edits = s.request(
        "textDocument/rangeFormatting",
        json!({"textDocument": doc, "range": range(3, 0, 4), "options": options}),
    );
    assert_eq!(apply_edits(&messy, &edits), formatted);

    // A file in the layout needs no edit; one that does not parse gets none.
    s.change(URI, 2, json!([{"text": formatted}]));
    let edits = s.request(
        "textDocument/formatting",
        json!({"textDocument": doc, "options": options}),
    );
    assert_eq!(edits, json!([]));
    s.change(URI, 3, json!([{"text": "[board]\nrows = = 2\n"}]));
    let edits = s.request(
        "textDocument/formatting",
        json!({"textDocument": doc, "options": options}),
    );
    assert_eq!(edits, Value::Null);
}

/// The semantic tokens of `text` as `(word, type, modifiers)`, decoded
/// with the legend of `init` (columns in UTF-16).
fn decode_tokens(init: &Value, text: &str, tokens: &Value) -> Vec<(String, String, u64)> {
    let legend = &init["capabilities"]["semanticTokensProvider"]["legend"];
    let types = legend["tokenTypes"].as_array().unwrap();
    let lines: Vec<Vec<u16>> = text
        .split('\n')
        .map(|l| l.encode_utf16().collect())
        .collect();
    let data = integers(&tokens["data"]);
    let (mut line, mut column) = (0, 0);
    data.chunks(5)
        .map(|t| {
            if t[0] > 0 {
                column = 0;
            }
            line += t[0] as usize;
            column += t[1] as usize;
            let word = String::from_utf16(&lines[line][column..column + t[2] as usize]).unwrap();
            let kind = types[t[3] as usize].as_str().unwrap().to_string();
            (word, kind, t[4])
        })
        .collect()
}

#[test]
fn semantic_tokens_tell_holes_regions_rules_and_the_format_apart() {
    let mut s = Server::start();
    let init = s.initialize(json!(["utf-16"]));
    let legend = &init["capabilities"]["semanticTokensProvider"]["legend"];
    assert_eq!(legend["tokenModifiers"], json!(["declaration"]));
    let text = KALAH
        .replace(
            "[sowing]",
            "[regions.rim]\nsouth = [\"a1-c1\"]\nnorth = [\"f2\"]\n\n[sowing]",
        )
        .replace("seeds = 4", "seeds = { default = 4, c1 = 5 }")
        .replace("hole = \"own\",", "hole = \"rim\",");
    s.open(URI, &text);
    s.diagnostics(URI, 1);
    let full = s.request(
        "textDocument/semanticTokens/full",
        json!({"textDocument": {"uri": URI}}),
    );
    let found = decode_tokens(&init, &text, &full);
    let kinds = |word: &str| -> Vec<(String, u64)> {
        found
            .iter()
            .filter(|(w, _, _)| w == word)
            .map(|(_, k, m)| (k.clone(), *m))
            .collect()
    };
    let one = |kind: &str, modifiers: u64| vec![(kind.to_string(), modifiers)];
    assert_eq!(kinds("board"), one("namespace", 0));
    assert_eq!(kinds("columns"), one("property", 0));
    assert_eq!(kinds("anticlockwise"), one("enumMember", 0));
    assert_eq!(kinds("own-store"), one("enumMember", 0));
    assert_eq!(kinds("extra-turn"), one("function", 1));
    assert_eq!(kinds("f2"), one("variable", 0));
    assert_eq!(kinds("a1"), one("variable", 0));
    // `c1` as a key of the starting seeds and at the end of a range.
    assert_eq!(kinds("c1").len(), 2, "{found:?}");
    assert_eq!(
        kinds("rim"),
        [("type".to_string(), 1), ("type".to_string(), 0)]
    );
    assert_eq!(kinds("6"), one("number", 0));
    assert_eq!(kinds("true"), vec![("keyword".to_string(), 0); 2]);
    // Comments and free text are left to the client's grammar.
    assert!(
        found.iter().all(|(w, _, _)| !w.contains("Kalah")),
        "{found:?}"
    );

    // A range: the tokens of the `[board]` table only.
    let (from, _) = find(&text, "[board]", 0);
    let (to, _) = find(&text, "[players.south]", 0);
    let part = s.request(
        "textDocument/semanticTokens/range",
        json!({"textDocument": {"uri": URI},
               "range": {"start": {"line": from, "character": 0}, "end": {"line": to, "character": 0}}}),
    );
    let words: Vec<String> = decode_tokens(&init, &text, &part)
        .into_iter()
        .map(|(w, _, _)| w)
        .collect();
    assert_eq!(
        words,
        [
            "board", "rows", "2", "columns", "6", "seeds", "default", "4", "c1", "5", "stores",
            "true"
        ]
    );
    s.stop();
}

#[test]
fn semantic_tokens_of_a_long_line_are_placed_in_utf16_and_answered_at_once() {
    let mut s = Server::start();
    let init = s.initialize(json!(["utf-16"]));
    let holes = vec!["\"a1\""; 100_000].join(", ");
    let text = KALAH
        .replace(
            "[sowing]",
            &format!("[regions.rim]\nsouth = [{holes}]\nnorth = [\"f2\"]\n\n[sowing]"),
        )
        .replace(
            "hole = \"own\", was_empty",
            "hole = \"own\", note = \"ሰላም 😀\", was_empty",
        );
    s.open(URI, &text);
    let started = Instant::now();
    let full = s.request(
        "textDocument/semanticTokens/full",
        json!({"textDocument": {"uri": URI}}),
    );
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "{:?}",
        started.elapsed()
    );
    let found = decode_tokens(&init, &text, &full);
    let count = |word: &str, kind: &str| {
        found
            .iter()
            .filter(|(w, k, _)| w == word && k == kind)
            .count()
    };
    assert_eq!(count("a1", "variable"), 100_000);
    // After the Amharic and the emoji on its line, a key is where it is.
    assert_eq!(
        count("was_empty", "property"),
        1,
        "{:?}",
        &found[found.len() - 30..]
    );
    s.stop();
}

#[test]
fn document_links_lead_to_sources_on_the_web_and_to_the_schema() {
    let mut s = started();
    let text = KALAH.replace(
        "  \"W. J. Champion, Kalah, commercial rules, 1940s\",",
        "  \"W. J. Champion, Kalah (https://example.org/kalah?rules=1), 1940s\",",
    );
    let uri = "file:///games/examples/kalah.sow.toml";
    s.open(uri, &text);
    let links = s.request(
        "textDocument/documentLink",
        json!({"textDocument": {"uri": uri}}),
    );
    let (l, c) = find(&text, "../schemas/sow.schema.json", 0);
    let address = "https://example.org/kalah?rules=1";
    let (wl, wc) = find(&text, address, 0);
    assert_eq!(
        links,
        json!([
            {"range": range(l, c, c + 26), "target": "file:///games/schemas/sow.schema.json"},
            {"range": range(wl, wc, wc + address.len() as u32), "target": address},
        ])
    );
    s.stop();
}

#[test]
fn workspace_symbols_find_regions_rules_and_tables_of_every_open_document() {
    let mut s = Server::start();
    let init = s.initialize(json!(["utf-16"]));
    assert_eq!(init["capabilities"]["workspaceSymbolProvider"], true);
    let kalah = KALAH.replace(
        "[sowing]",
        "[regions.Rim]\nsouth = [\"a1\"]\nnorth = [\"f2\"]\n\n[sowing]",
    );
    let oware = include_str!("../../examples/oware.sow.toml");
    s.open(URI, &kalah);
    s.open("file:///games/oware.sow.toml", oware);
    s.open(
        "file:///games/Cargo.toml",
        "[package]\nname = \"capture\"\n",
    );
    let found = s.request("workspace/symbol", json!({"query": "CAPTURE"}));
    let mut names: Vec<(String, String, String)> = found
        .as_array()
        .unwrap()
        .iter()
        .map(|sym| {
            (
                sym["name"].as_str().unwrap().to_string(),
                sym["containerName"].as_str().unwrap_or("").to_string(),
                sym["location"]["uri"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            (
                "capture-opposite".to_string(),
                "landing".to_string(),
                URI.to_string()
            ),
            (
                "capture-two-or-three".to_string(),
                "landing".to_string(),
                "file:///games/oware.sow.toml".to_string()
            ),
        ]
    );
    let rim = s.request("workspace/symbol", json!({"query": "rim"}));
    let (l, c) = find(&kalah, "[regions.Rim]", 0);
    assert_eq!(rim.as_array().unwrap().len(), 1, "{rim}");
    assert_eq!(
        rim[0]["location"]["range"]["start"],
        json!({"line": l, "character": c})
    );
    // A closed document is searched no more.
    close(&mut s, URI);
    let left = s.request("workspace/symbol", json!({"query": "capture"}));
    assert_eq!(left.as_array().unwrap().len(), 1, "{left}");
    s.stop();
}

/// A server whose client pulls diagnostics and can be asked to pull again.
fn started_pulling() -> (Server, Value) {
    let mut s = Server::start();
    let init = s.request(
        "initialize",
        json!({"capabilities": {
            "general": {"positionEncodings": ["utf-16"]},
            "textDocument": {"diagnostic": {"dynamicRegistration": false}},
            "workspace": {"diagnostics": {"refreshSupport": true}},
        }}),
    );
    s.notify("initialized", json!({}));
    (s, init)
}

fn pull(s: &mut Server, uri: &str, previous: Option<&str>) -> Value {
    s.request(
        "textDocument/diagnostic",
        json!({"textDocument": {"uri": uri}, "previousResultId": previous}),
    )
}

#[test]
fn a_client_that_pulls_diagnostics_is_answered_and_told_when_play_adds_some() {
    // A client that does not pull is not offered it (and is pushed to).
    let mut s = Server::start();
    let plain = s.initialize(json!(["utf-16"]));
    assert!(
        plain["capabilities"].get("diagnosticProvider").is_none(),
        "{plain}"
    );
    s.stop();

    let (mut s, init) = started_pulling();
    assert_eq!(
        init["capabilities"]["diagnosticProvider"]["identifier"],
        "sow"
    );
    let text = include_str!("../fixtures/P003-rule-never-fired.sow.toml");
    let uri = "file:///games/p003.sow.toml";
    s.open(uri, text);
    let first = pull(&mut s, uri, None);
    assert_eq!(first["kind"], "full", "{first}");
    // Sample play's findings come unasked: the client is asked to pull.
    let refresh = s.wait_for("a refresh request", |m| {
        m["method"] == "workspace/diagnostic/refresh"
    });
    s.send(json!({"jsonrpc": "2.0", "id": refresh["id"], "result": null}));
    let played = pull(&mut s, uri, first["resultId"].as_str());
    let played = if shows(&first["items"], "P003") {
        // Play was done before the first pull: nothing changed since.
        assert_eq!(played["kind"], "unchanged", "{played}");
        first
    } else {
        assert_ne!(played["resultId"], first["resultId"]);
        played
    };
    assert_eq!(played["kind"], "full", "{played}");
    assert!(shows(&played["items"], "P003"), "{played}");
    // Asked again about the same, it is unchanged.
    let id = played["resultId"].as_str().unwrap().to_string();
    let again = pull(&mut s, uri, Some(&id));
    assert_eq!(again, json!({"kind": "unchanged", "resultId": id}));
    // A new version has a new answer: the static diagnostics of its text.
    let (l, c) = find(text, "columns", 0);
    s.change(
        uri,
        2,
        json!([{"range": range(l, c, c + 7), "text": "colums"}]),
    );
    let broken = pull(&mut s, uri, Some(&id));
    assert_eq!(broken["kind"], "full", "{broken}");
    assert!(shows(&broken["items"], "S002"), "{broken}");
    assert!(!shows(&broken["items"], "P003"), "{broken}");
    assert_ne!(broken["resultId"], json!(id));
    // Nothing was pushed.
    assert!(published_versions(&s, uri).is_empty(), "{:?}", s.published);
    s.stop();
}

#[test]
fn workspace_symbols_also_find_the_variant_files_under_the_workspace_folders() {
    let dir = crate::support::temp::TempDir::new("lsp-workspace-symbols");
    let oware = include_str!("../../examples/oware.sow.toml");
    let on_disk = dir.write("games/oware.sow.toml", oware);
    dir.write(
        "games/notes.toml",
        "[[landing]]\nname = \"capture-notes\"\n",
    );
    dir.write(".hidden/kalah.sow.toml", KALAH);
    let folder = format!("file://{}", dir.0.display());
    let disk_uri = format!("file://{}", on_disk.display());
    let mut s = Server::start();
    s.request(
        "initialize",
        json!({"capabilities": {}, "workspaceFolders": [{"uri": folder, "name": "games"}]}),
    );
    s.notify("initialized", json!({}));
    s.open(URI, KALAH);
    let names = |s: &mut Server, query: &str| -> Vec<(String, String)> {
        let found = s.request("workspace/symbol", json!({"query": query}));
        let mut names: Vec<(String, String)> = found
            .as_array()
            .unwrap()
            .iter()
            .map(|sym| {
                (
                    sym["name"].as_str().unwrap().to_string(),
                    sym["location"]["uri"].as_str().unwrap().to_string(),
                )
            })
            .collect();
        names.sort();
        names
    };
    // The open document and the file on disk; not the other TOML file, nor
    // the hidden folder's.
    assert_eq!(
        names(&mut s, "capture"),
        [
            ("capture-opposite".to_string(), URI.to_string()),
            ("capture-two-or-three".to_string(), disk_uri.clone()),
        ]
    );
    // Once the file is open, its open version counts, not the disk's.
    let renamed = oware.replace("capture-two-or-three", "capture-pairs");
    s.open(&disk_uri, &renamed);
    assert_eq!(
        names(&mut s, "capture"),
        [
            ("capture-opposite".to_string(), URI.to_string()),
            ("capture-pairs".to_string(), disk_uri.clone()),
        ]
    );
    // Closed again, the file on disk is read, as it is now.
    close(&mut s, &disk_uri);
    std::fs::write(
        &on_disk,
        oware.replace("capture-two-or-three", "capture-late"),
    )
    .unwrap();
    assert_eq!(
        names(&mut s, "capture-"),
        [
            ("capture-late".to_string(), disk_uri.clone()),
            ("capture-opposite".to_string(), URI.to_string()),
        ]
    );
    s.stop();
}
