//! The server's sample play of a game on several boards (`[board]
//! sizes`) over real JSON-RPC: every size is played within the one
//! budget, a finding of any size is published naming its board, and the
//! code lens and hover say which boards their figures come from.

use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::sizes::never_fires_on_one_column;
use crate::support::client::{Server, WAIT, find};

fn example(name: &str) -> String {
    std::fs::read_to_string(format!("{}/examples/{name}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

/// A server with `text` open at `uri`.
fn opened(uri: &str, text: &str) -> Server {
    let mut s = Server::start();
    s.initialize(json!(["utf-16"]));
    s.open(uri, text);
    s
}

/// The title of the lens on `[game]`, once sample play has given it one.
fn game_lens(s: &mut Server, uri: &str) -> String {
    let deadline = Instant::now() + WAIT;
    loop {
        let lenses = s.request(
            "textDocument/codeLens",
            json!({"textDocument": {"uri": uri}}),
        );
        if let Some(t) = lenses
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|l| l["command"]["title"].as_str())
            .find(|t| t.starts_with("sample play: "))
        {
            return t.to_string();
        }
        assert!(Instant::now() < deadline, "no code lens: {lenses}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The words of the hover at the first `needle` of `text`.
fn hover(s: &mut Server, uri: &str, text: &str, needle: &str) -> String {
    let (line, col) = find(text, needle, 0);
    let hover = s.at("textDocument/hover", uri, line, col, json!({}));
    hover["contents"]["value"].as_str().unwrap().to_string()
}

/// The first diagnostic of `code` published for `uri`.
fn published(s: &mut Server, uri: &str, code: &str) -> Value {
    let found = s.wait_for(&format!("a {code}"), |m| {
        m["method"] == "textDocument/publishDiagnostics"
            && m["params"]["uri"] == uri
            && m["params"]["diagnostics"]
                .as_array()
                .is_some_and(|d| d.iter().any(|d| d["code"] == code))
    });
    found["params"]["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["code"] == code)
        .unwrap()
        .clone()
}

#[test]
fn a_finding_of_a_size_other_than_the_default_is_published_with_its_board() {
    // The rule fires on the default two rows of six and never on two rows
    // of one: only the play of the smaller board finds P003.
    let text = never_fires_on_one_column();
    let uri = "file:///sizes/store-race.sow.toml";
    let mut s = opened(uri, &text);
    let p003 = published(&mut s, uri, "P003");
    let message = p003["message"].as_str().unwrap();
    assert!(message.starts_with("on the 2×1 board: "), "{message}");
    let title = game_lens(&mut s, uri);
    assert!(title.contains(" games on 2×6 ("), "{title}");
    assert!(title.contains(", 2×1 ("), "{title}");
    assert!(title.contains(" · findings on 2×1 · "), "{title}");
    // The rule's hover counts the games of both boards and says so.
    let words = hover(&mut s, uri, &text, "was_empty");
    assert!(
        words.contains(" sample games on 2 board sizes it fired in "),
        "{words}"
    );
    // Of one size, the file is played as before: no size in the lens, and
    // the rule fires.
    let one = text.replace("sizes = [1, 6]\n", "");
    let uri = "file:///sizes/store-race-one.sow.toml";
    s.open(uri, &one);
    let title = game_lens(&mut s, uri);
    let games = title.strip_prefix("sample play: ").unwrap_or_default();
    assert!(
        games
            .split_once(' ')
            .unwrap()
            .1
            .starts_with("games · South wins "),
        "{title}"
    );
    assert!(
        !s.published
            .iter()
            .filter(|p| p["uri"] == uri)
            .any(|p| p["diagnostics"].to_string().contains("P003")),
        "{:?}",
        s.published
    );
    s.stop();
}

#[test]
fn the_lens_names_each_of_a_few_sizes_and_hover_the_default() {
    let uri = "file:///sizes/leyla-gobale.sow.toml";
    let text = example("leyla-gobale.sow.toml");
    let mut s = opened(uri, &text);
    let title = game_lens(&mut s, uri);
    for size in [" on 2×6 (", ", 2×8 (", ", 2×12 ("] {
        assert!(title.contains(size), "{title}");
    }
    let words = hover(&mut s, uri, &text, "sizes = ");
    assert!(
        words.contains("checked and played on 2×6 (the default"),
        "{words}"
    );
    assert!(words.contains("on 2×8, 2×12"), "{words}");
    s.stop();
}

#[test]
fn the_lens_of_many_sizes_is_short() {
    let uri = "file:///sizes/tsoro.sow.toml";
    let mut s = opened(uri, &example("tsoro.sow.toml"));
    let title = game_lens(&mut s, uri);
    assert!(
        title.contains(" games on 16 sizes, 4×6 to 4×21 · "),
        "{title}"
    );
    assert!(title.len() < 200, "{title}");
    s.stop();
}

#[test]
fn the_servers_play_findings_name_the_board_they_were_played_on() {
    // Dakon's matches take hundreds of plies: a cap of 100 is a P002.
    let text = example("dakon.sow.toml").replace("max_plies = 1000000\n", "max_plies = 100\n");
    let uri = "file:///sizes/dakon-capped.sow.toml";
    let mut s = opened(uri, &text);
    let p002 = published(&mut s, uri, "P002");
    let message = p002["message"].as_str().unwrap();
    assert!(message.starts_with("on the 2×7 board: "), "{message}");
    s.stop();
}
