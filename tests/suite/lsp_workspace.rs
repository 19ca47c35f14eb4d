//! `sow lsp` over real JSON-RPC as a session goes on: semantic token
//! deltas after an edit, workspace folders added and removed, and the
//! project configuration read once and again when it changes (on disk,
//! saved, or edited in the editor unsaved).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::time::{Duration, Instant};

use crate::support::client::{Server, codes, integers};
use crate::support::temp::TempDir;
use serde_json::json;

const KALAH: &str = include_str!("../../examples/kalah.sow.toml");
const OWARE: &str = include_str!("../../examples/oware.sow.toml");
const URI: &str = "file:///games/kalah.sow.toml";

#[test]
fn an_edit_gives_a_small_semantic_token_delta_that_applied_is_the_full_result() {
    let mut s = Server::start();
    let init = s.initialize(json!(["utf-16"]));
    let full_options = &init["capabilities"]["semanticTokensProvider"]["full"];
    assert_eq!(full_options, &json!({"delta": true}));
    s.open(URI, KALAH);
    s.diagnostics(URI, 1);
    let doc = json!({"uri": URI});
    let first = s.request(
        "textDocument/semanticTokens/full",
        json!({"textDocument": doc}),
    );
    let first_id = first["resultId"].as_str().unwrap().to_string();
    let mut tokens = integers(&first["data"]);

    // A rule renamed: one token is longer; every other stays as it was.
    let edited = KALAH.replacen("capture-opposite", "capture-across-the-board", 1);
    assert_ne!(edited, KALAH);
    s.change(URI, 2, json!([{"text": edited}]));
    s.diagnostics(URI, 2);
    let delta = s.request(
        "textDocument/semanticTokens/full/delta",
        json!({"textDocument": doc, "previousResultId": first_id}),
    );
    let delta_id = delta["resultId"].as_str().unwrap().to_string();
    assert_ne!(delta_id, first_id);
    let edits = delta["edits"].as_array().unwrap();
    assert_eq!(edits.len(), 1, "{delta}");
    let sent = integers(&edits[0]["data"]);
    assert!(sent.len() <= 10, "a rename sends {} integers", sent.len());
    let start = edits[0]["start"].as_u64().unwrap() as usize;
    let deleted = edits[0]["deleteCount"].as_u64().unwrap() as usize;
    tokens.splice(start..start + deleted, sent);

    let fresh = s.request(
        "textDocument/semanticTokens/full",
        json!({"textDocument": doc}),
    );
    assert_eq!(tokens, integers(&fresh["data"]));

    // Against a result that is not the last one sent, the whole tokens.
    let stale = s.request(
        "textDocument/semanticTokens/full/delta",
        json!({"textDocument": doc, "previousResultId": delta_id}),
    );
    assert_eq!(integers(&stale["data"]), integers(&fresh["data"]));
    // Nothing changed since the last: no edit at all.
    let last_id = stale["resultId"].as_str().unwrap();
    let same = s.request(
        "textDocument/semanticTokens/full/delta",
        json!({"textDocument": doc, "previousResultId": last_id}),
    );
    assert_eq!(same["edits"], json!([]), "{same}");
    s.stop();
}

/// The names of the workspace symbols matching `query`, sorted.
fn symbol_names(s: &mut Server, query: &str) -> Vec<String> {
    let found = s.request("workspace/symbol", json!({"query": query}));
    let mut names: Vec<String> = found
        .as_array()
        .unwrap()
        .iter()
        .map(|sym| sym["name"].as_str().unwrap().to_string())
        .collect();
    names.sort();
    names
}

#[test]
fn workspace_folders_added_are_searched_and_those_removed_are_not() {
    let dir = TempDir::new("lsp-folders");
    dir.write("first/oware.sow.toml", OWARE);
    dir.write(
        "second/mine.sow.toml",
        OWARE.replace("capture-two-or-three", "capture-mine"),
    );
    let folder =
        |name: &str| json!({"uri": format!("file://{}/{name}", dir.0.display()), "name": name});
    let mut s = Server::start();
    let init = s.request(
        "initialize",
        json!({"capabilities": {}, "workspaceFolders": [folder("first")]}),
    );
    let folders = &init["capabilities"]["workspace"]["workspaceFolders"];
    assert_eq!(
        folders,
        &json!({"supported": true, "changeNotifications": true})
    );
    s.notify("initialized", json!({}));
    assert_eq!(symbol_names(&mut s, "capture-"), ["capture-two-or-three"]);

    s.notify(
        "workspace/didChangeWorkspaceFolders",
        json!({"event": {"added": [folder("second")], "removed": []}}),
    );
    assert_eq!(
        symbol_names(&mut s, "capture-"),
        ["capture-mine", "capture-two-or-three"]
    );
    s.notify(
        "workspace/didChangeWorkspaceFolders",
        json!({"event": {"added": [], "removed": [folder("first")]}}),
    );
    assert_eq!(symbol_names(&mut s, "capture-"), ["capture-mine"]);
    s.stop();
}

/// Waits until a batch for `uri` published after the first `after` shows
/// `shown` and not `hidden`: the configuration that ignores `hidden` counts.
fn wait_for_codes(s: &mut Server, uri: &str, after: usize, shown: &str, hidden: &str) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let seen = s.published[after..]
            .iter()
            .filter(|p| p["uri"] == uri)
            .map(|p| codes(&p["diagnostics"]))
            .any(|c| c.iter().any(|c| c == shown) && !c.iter().any(|c| c == hidden));
        if seen {
            return;
        }
        assert!(
            s.receive(deadline).is_some(),
            "{uri} never showed {shown} without {hidden}"
        );
    }
}

#[test]
fn the_configuration_edited_in_the_editor_saved_or_closed_takes_effect() {
    let dir = TempDir::new("lsp-config-edits");
    let ignore = |code: &str| format!("[check]\nignore = [\"{code}\"]\n");
    let config = dir.write("sow.toml", ignore("P003"));
    let game = dir.write("games/neutral.sow.toml", "");
    let uri = format!("file://{}", game.display());
    let config_uri = format!("file://{}", config.display());
    let text = crate::lsp::neutral_hole_and_a_rule_never_fired();
    let mut s = Server::start();
    s.initialize(json!(["utf-16"]));
    s.open(&uri, &text);
    wait_for_codes(&mut s, &uri, 0, "P006", "P003");

    // Opened and edited, not saved: the editor's text counts.
    let before = s.published.len();
    s.open(&config_uri, &ignore("P003"));
    s.change(&config_uri, 2, json!([{"text": ignore("P006")}]));
    wait_for_codes(&mut s, &uri, before, "P003", "P006");
    // Closed unsaved: the file counts again.
    let before = s.published.len();
    s.notify(
        "textDocument/didClose",
        json!({"textDocument": {"uri": config_uri}}),
    );
    wait_for_codes(&mut s, &uri, before, "P006", "P003");
    // Written and saved: read again.
    std::fs::write(&config, ignore("P006")).unwrap();
    let before = s.published.len();
    s.notify(
        "textDocument/didSave",
        json!({"textDocument": {"uri": config_uri}}),
    );
    wait_for_codes(&mut s, &uri, before, "P003", "P006");
    s.stop();
}
