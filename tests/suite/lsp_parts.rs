//! The parts added for the long tail of games, over real JSON-RPC in a
//! server session, as an editor meets them: hover on a key and on a hole
//! reference's word, completion offering them, and the misuse diagnostic
//! published and withdrawn as the text changes. Tapata's file uses both
//! `next-opponent` and `in_a_row`; Misoro Tsoro's, holes the players
//! choose; Quiela's, a layout under rules; Pic's of five, more than two
//! players.

use serde_json::{Value, json};

use crate::support::client::{Server, codes, find, range};

const TAPATA: &str = include_str!("../../examples/tapata.sow.toml");
const MISORO: &str = include_str!("../../examples/misoro-tsoro.sow.toml");
const LAID_OUT: &str = include_str!("../../examples/quiela.sow.toml");
const FIVE: &str = include_str!("../../examples/pic-five-players.sow.toml");
const URI: &str = "file:///nowhere/unsaved/tapata.sow.toml";

fn hover(s: &mut Server, uri: &str, text: &str, needle: &str) -> String {
    let (l, c) = find(text, needle, 0);
    let h = s.at("textDocument/hover", uri, l, c + 1, json!({}));
    h["contents"]["value"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

fn labels(items: &Value) -> Vec<String> {
    let list = items.get("items").unwrap_or(items);
    (list.as_array().into_iter().flatten())
        .filter_map(|i| i["label"].as_str().map(str::to_string))
        .collect()
}

#[test]
fn a_turned_aside_seed_and_wins_in_a_row_in_an_editor() {
    let mut s = Server::start();
    s.initialize(json!(["utf-16"]));
    s.open(URI, TAPATA);
    assert_eq!(codes(&s.diagnostics(URI, 1)), Vec::<String>::new());
    // Hover on the match's key, and on the reference's word.
    let said = hover(&mut s, URI, TAPATA, "in_a_row");
    assert!(said.contains("rounds won in a row"), "{said}");
    let said = hover(&mut s, URI, TAPATA, "next-opponent\" }");
    assert!(said.contains("first hole after the landing hole"), "{said}");
    // Completion of a hole reference offers the word.
    let (l, c) = find(TAPATA, "next-opponent\" }", 0);
    let offered = labels(&s.at("textDocument/completion", URI, l, c, json!({})));
    assert!(offered.iter().any(|w| w == "next-opponent"), "{offered:?}");
    // Without `rounds_to_win`, `in_a_row` counts nothing: S007, at it.
    let (l, _) = find(TAPATA, "rounds_to_win = 5", 0);
    s.change(
        URI,
        2,
        json!([{"range": range(l, 0, 17), "text": "points_to_win = 9"}]),
    );
    let published = s.diagnostics(URI, 2);
    assert!(
        codes(&published).contains(&"S007".to_string()),
        "{published}"
    );
    let (at, c) = find(TAPATA, "in_a_row = true", 0);
    let s007 = (published.as_array().unwrap().iter())
        .find(|d| d["code"] == "S007")
        .unwrap();
    assert_eq!(s007["range"]["start"]["line"], at, "{s007}");
    assert!(s007["range"]["start"]["character"].as_u64().unwrap() >= u64::from(c));
    // Mended, it goes.
    s.change(
        URI,
        3,
        json!([{"range": range(l, 0, 17), "text": "rounds_to_win = 5"}]),
    );
    assert_eq!(codes(&s.diagnostics(URI, 3)), Vec::<String>::new());
    s.stop();
}

#[test]
fn holes_the_players_choose_in_an_editor() {
    let uri = "file:///nowhere/unsaved/misoro.sow.toml";
    let mut s = Server::start();
    s.initialize(json!(["utf-16"]));
    s.open(uri, MISORO);
    assert_eq!(codes(&s.diagnostics(uri, 1)), Vec::<String>::new());
    let said = hover(&mut s, uri, MISORO, "chosen = {");
    assert!(said.contains("choose"), "{said}");
    // A count no player can choose: O013 published.
    let (l, c) = find(MISORO, "count = 2", 0);
    s.change(
        uri,
        2,
        json!([{"range": range(l, c, c + 9), "text": "count = 0"}]),
    );
    let published = s.diagnostics(uri, 2);
    assert!(
        codes(&published).contains(&"O013".to_string()),
        "{published}"
    );
    s.stop();
}

#[test]
fn layout_rules_in_an_editor() {
    let uri = "file:///nowhere/unsaved/laid-out.sow.toml";
    let mut s = Server::start();
    s.initialize(json!(["utf-16"]));
    s.open(uri, LAID_OUT);
    assert_eq!(codes(&s.diagnostics(uri, 1)), Vec::<String>::new());
    let said = hover(&mut s, uri, LAID_OUT, "falling =");
    assert!(said.contains("no more than the hole before it"), "{said}");
    let said = hover(&mut s, uri, LAID_OUT, "singles =");
    assert!(said.contains("single seed"), "{said}");
    // A run that reaches into the opponent's rows: B005, at the run.
    let (l, c) = find(LAID_OUT, "\"a2-g2\"], north = [\"g4", 0);
    s.change(
        uri,
        2,
        json!([{"range": range(l, c, c + 7), "text": "\"a2-a3\""}]),
    );
    let published = s.diagnostics(uri, 2);
    let b005 = (published.as_array().unwrap().iter())
        .find(|d| d["code"] == "B005")
        .unwrap_or_else(|| panic!("no B005: {published}"));
    assert_eq!(b005["range"]["start"]["line"], l, "{b005}");
    assert!(
        b005["message"]
            .as_str()
            .unwrap()
            .contains("not a hole of south's"),
        "{b005}"
    );
    // Mended, it goes.
    s.change(
        uri,
        3,
        json!([{"range": range(l, c, c + 7), "text": "\"a2-g2\""}]),
    );
    assert_eq!(codes(&s.diagnostics(uri, 3)), Vec::<String>::new());
    s.stop();
}

#[test]
fn more_than_two_players_in_an_editor() {
    let uri = "file:///nowhere/unsaved/five.sow.toml";
    let mut s = Server::start();
    s.initialize(json!(["utf-16"]));
    s.open(uri, FIVE);
    assert_eq!(codes(&s.diagnostics(uri, 1)), Vec::<String>::new());
    let said = hover(&mut s, uri, FIVE, "third]");
    assert!(said.contains("moves after North"), "{said}");
    let said = hover(&mut s, uri, FIVE, "to = \"claimer\"");
    assert!(said.contains("claimed"), "{said}");
    // The hole across, in a ring of five: O014, at the value.
    let (l, c) = find(FIVE, "capture = [\"last\"]\nto = \"claimer\"", 0);
    let at = c + "capture = [".len() as u32;
    s.change(
        uri,
        2,
        json!([{"range": range(l, at, at + 6), "text": "\"opposite\""}]),
    );
    let published = s.diagnostics(uri, 2);
    let o014 = (published.as_array().unwrap().iter())
        .find(|d| d["code"] == "O014")
        .unwrap_or_else(|| panic!("no O014: {published}"));
    assert_eq!(o014["range"]["start"]["line"], l, "{o014}");
    assert_eq!(o014["range"]["start"]["character"], at, "{o014}");
    // Mended, it goes.
    s.change(
        uri,
        3,
        json!([{"range": range(l, at, at + 10), "text": "\"last\""}]),
    );
    assert_eq!(codes(&s.diagnostics(uri, 3)), Vec::<String>::new());
    s.stop();
}
