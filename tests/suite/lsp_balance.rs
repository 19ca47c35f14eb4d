//! The server's balance study over real JSON-RPC: the lens on `[game]`
//! that runs it, its work-done progress, its P009 published with the
//! version's diagnostics, and both ways of cancelling it.

// A test stops on the first surprise: unwrap, expect and panic are its asserts.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::support::client::{Server, WAIT, codes};
use crate::support::temp::TempDir;

const LOPSIDED: &str = include_str!("../fixtures/P009-self-play-imbalance.sow.toml");
const KALAH: &str = include_str!("../../examples/kalah.sow.toml");

/// A server whose client shows progress the server starts, or not.
fn started(progress: bool) -> Server {
    let mut s = Server::start();
    s.request(
        "initialize",
        json!({"capabilities": {"window": {"workDoneProgress": progress}}}),
    );
    s.notify("initialized", json!({}));
    s
}

/// The lens on `[game]`, once sample play has given it a title.
fn game_lens(s: &mut Server, uri: &str, wanted: impl Fn(&str) -> bool) -> Value {
    let deadline = Instant::now() + WAIT;
    loop {
        let lenses = s.request(
            "textDocument/codeLens",
            json!({"textDocument": {"uri": uri}}),
        );
        if let Some(lens) = lenses.as_array().into_iter().flatten().find(|l| {
            l["range"]["start"]["line"] == 2 && l["command"]["title"].as_str().is_some_and(&wanted)
        }) {
            return lens.clone();
        }
        assert!(Instant::now() < deadline, "no such lens: {lenses}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Sends `workspace/executeCommand` with `params` and returns its id.
fn execute(s: &mut Server, id: i64, params: Value) -> i64 {
    s.send(
        json!({"jsonrpc": "2.0", "id": id, "method": "workspace/executeCommand", "params": params}),
    );
    id
}

/// Every message up to the answer to request `id` and the end of the
/// progress `token` (the two may come in either order), and the answer.
fn until_answer(s: &mut Server, id: i64, token: &Value) -> (Vec<Value>, Value) {
    let deadline = Instant::now() + WAIT * 3;
    let mut seen = Vec::new();
    let mut answer = None;
    while let Some(m) = s.receive(deadline) {
        if m["id"] == id && m.get("method").is_none() {
            answer = Some(m);
        } else {
            seen.push(m);
        }
        let ended = progress_kinds(&seen, token)
            .last()
            .is_some_and(|k| k == "end");
        if let (Some(answer), true) = (&answer, ended) {
            return (seen, answer.clone());
        }
    }
    panic!("no answer to request {id} or no end of its progress; saw {seen:?}");
}

fn progress_kinds(messages: &[Value], token: &Value) -> Vec<String> {
    messages
        .iter()
        .filter(|m| m["method"] == "$/progress" && &m["params"]["token"] == token)
        .map(|m| m["params"]["value"]["kind"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn the_lens_on_game_studies_balance_with_progress_and_publishes_p009() {
    let uri = "file:///games/little.sow.toml";
    let mut s = started(false);
    s.open(uri, LOPSIDED);
    let lens = game_lens(&mut s, uri, |t| t.starts_with("sample play: "));
    let command = &lens["command"];
    assert!(
        command["title"]
            .as_str()
            .unwrap()
            .ends_with(" · check balance"),
        "{lens}"
    );
    assert_eq!(command["command"], "sow.checkBalance");
    assert_eq!(command["arguments"], json!([uri]));
    // Opening and playing never studied balance.
    assert!(
        s.published
            .iter()
            .all(|p| !codes(&p["diagnostics"]).contains(&"P009".to_string()))
    );
    let mut arguments = command["arguments"].as_array().unwrap().clone();
    arguments.push(json!({"games": 30}));
    let id = execute(
        &mut s,
        100,
        json!({"command": "sow.checkBalance", "arguments": arguments, "workDoneToken": "study-1"}),
    );
    let (seen, answer) = until_answer(&mut s, id, &json!("study-1"));
    let result = &answer["result"];
    assert_eq!(result["diagnostics"], json!(["P009"]), "{answer}");
    assert_eq!(result["balance"]["games"], 30);
    assert_eq!(result["balance"]["wins"]["south"], 30);
    assert_eq!(result["balance"]["players"], "mcts:200");
    let kinds = progress_kinds(&seen, &json!("study-1"));
    assert_eq!(kinds.first().map(String::as_str), Some("begin"), "{seen:?}");
    assert_eq!(kinds.last().map(String::as_str), Some("end"), "{seen:?}");
    // The figures are shown, and P009 joins the version's diagnostics.
    let shown = match seen.iter().find(|m| m["method"] == "window/showMessage") {
        Some(shown) => shown.clone(),
        None => s.wait_for("the figures", |m| m["method"] == "window/showMessage"),
    };
    let message = shown["params"]["message"].as_str().unwrap();
    assert!(
        message.contains("under self-play by mcts:200, South (who moves first) won 30 of 30"),
        "{message}"
    );
    let with_p009 = |p: &Value| codes(&p["diagnostics"]).contains(&"P009".to_string());
    if !s.published.iter().any(with_p009) {
        s.wait_for("P009 published", |m| {
            m["method"] == "textDocument/publishDiagnostics" && with_p009(&m["params"])
        });
    }
    let published = s.published.iter().rev().find(|p| with_p009(p)).unwrap();
    assert_eq!(published["version"], 1);
    // The lens now says what the study found.
    let lens = game_lens(&mut s, uri, |t| t.contains(" · balance: "));
    let title = lens["command"]["title"].as_str().unwrap();
    assert!(
        title
            .ends_with(" · balance: South 100% of 30 decided (89%–100%) by mcts:200 · check again"),
        "{title}"
    );
    s.stop();
}

#[test]
fn a_game_of_several_sizes_is_studied_on_each_and_the_lens_names_them() {
    let uri = "file:///games/sized.sow.toml";
    // Five holes a side by default, where good players split the games;
    // three, where the first always wins.
    let text = LOPSIDED.replacen("columns = 3", "columns = 5\nsizes = [3, 5]", 1);
    let mut s = started(false);
    s.open(uri, &text);
    game_lens(&mut s, uri, |t| t.starts_with("sample play: "));
    let id = execute(
        &mut s,
        300,
        json!({"command": "sow.checkBalance", "arguments": [uri, {"games": 30}], "workDoneToken": "sized"}),
    );
    let (seen, answer) = until_answer(&mut s, id, &json!("sized"));
    let result = &answer["result"];
    // The default board's figures where a file of one size has them, and
    // every board's beside them.
    assert_eq!(result["balance"]["size"], "2x5", "{answer}");
    let sizes: Vec<&Value> = result["sizes"].as_array().unwrap().iter().collect();
    assert_eq!(sizes.len(), 2, "{answer}");
    assert_eq!(sizes[1]["size"], "2x3");
    assert_eq!(sizes[1]["wins"]["south"], 30);
    assert_eq!(result["diagnostics"], json!(["P009"]), "{answer}");
    let begun = seen
        .iter()
        .find(|m| m["method"] == "$/progress" && m["params"]["value"]["kind"] == "begin")
        .unwrap();
    assert_eq!(
        begun["params"]["value"]["title"],
        "Checking balance: 30 games of mcts:200 on each of 2 board sizes"
    );
    let lens = game_lens(&mut s, uri, |t| t.contains(" · balance: "));
    let title = lens["command"]["title"].as_str().unwrap();
    assert!(title.contains(" · balance: South "), "{title}");
    assert!(
        title.ends_with(" on 2×5, 100% of 30 decided (89%–100%) on 2×3 by mcts:200 · check again"),
        "{title}"
    );
    s.stop();
}

#[test]
fn a_study_stops_when_its_progress_or_its_request_is_cancelled() {
    let uri = "file:///games/kalah.sow.toml";
    let mut s = started(true);
    s.open(uri, KALAH);
    // A study far too long to finish: the server makes its progress.
    let slow = json!({"command": "sow.checkBalance",
                      "arguments": [uri, {"games": 1000, "player": "mcts:1000"}]});
    let id = execute(&mut s, 200, slow.clone());
    let create = s.wait_for("a progress to create", |m| {
        m["method"] == "window/workDoneProgress/create"
    });
    let token = create["params"]["token"].clone();
    s.send(json!({"jsonrpc": "2.0", "id": create["id"], "result": null}));
    s.wait_for("the study's start", |m| {
        m["method"] == "$/progress" && m["params"]["value"]["kind"] == "begin"
    });
    s.notify("window/workDoneProgress/cancel", json!({"token": token}));
    let (_, answer) = until_answer(&mut s, id, &token);
    assert_eq!(answer["error"]["code"], -32800, "{answer}");
    // The request itself cancelled: the same answer.
    let id = execute(&mut s, 201, slow);
    let create = s.wait_for("a progress to create", |m| {
        m["method"] == "window/workDoneProgress/create"
    });
    let token = create["params"]["token"].clone();
    s.send(json!({"jsonrpc": "2.0", "id": create["id"], "result": null}));
    s.wait_for("the study's start", |m| {
        m["method"] == "$/progress" && m["params"]["token"] == token
    });
    s.notify("$/cancelRequest", json!({"id": id}));
    // Its progress ends too, once the study has stopped.
    let (_, answer) = until_answer(&mut s, id, &token);
    assert_eq!(answer["error"]["code"], -32800, "{answer}");
    // A command the server does not have, or a study of no player, is refused.
    let error = s.request_error(
        "workspace/executeCommand",
        json!({"command": "sow.checkBalance", "arguments": [uri, {"player": "human"}]}),
    );
    assert!(
        error["message"]
            .as_str()
            .unwrap()
            .contains("plays no human"),
        "{error}"
    );
    let error = s.request_error(
        "workspace/executeCommand",
        json!({"command": "sow.solve", "arguments": [uri]}),
    );
    assert!(
        error["message"].as_str().unwrap().contains("sow.solve"),
        "{error}"
    );
    s.stop();
}

#[test]
fn a_study_asked_without_options_plays_what_the_projects_configuration_says() {
    let dir = TempDir::new("lsp-balance-config");
    dir.write(
        "sow.toml",
        "[check]\nbalance = \"mcts:20\"\nbalance_games = 6\nseed = 3\n",
    );
    let game = dir.write("games/little.sow.toml", LOPSIDED);
    let uri = format!("file://{}", game.display());
    let mut s = started(false);
    s.open(&uri, LOPSIDED);
    let id = execute(
        &mut s,
        300,
        json!({"command": "sow.checkBalance", "arguments": [uri], "workDoneToken": "study-3"}),
    );
    let (_, answer) = until_answer(&mut s, id, &json!("study-3"));
    let balance = &answer["result"]["balance"];
    assert_eq!(balance["games"], 6, "{answer}");
    assert_eq!(balance["players"], "mcts:20", "{answer}");
    // The command's own options still win over the configuration's.
    let id = execute(
        &mut s,
        301,
        json!({"command": "sow.checkBalance", "arguments": [uri, {"games": 2}],
               "workDoneToken": "study-4"}),
    );
    let (_, answer) = until_answer(&mut s, id, &json!("study-4"));
    let balance = &answer["result"]["balance"];
    assert_eq!(balance["games"], 2, "{answer}");
    assert_eq!(balance["players"], "mcts:20", "{answer}");
    s.stop();
}
