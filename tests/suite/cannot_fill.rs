//! A round decided when the other player can no longer fill `[match]
//! min_holes` holes (`opponent-cannot-fill`), and seeds per hole that
//! follow the board's size (`seeds = "columns"`): Dakon's sizes in one
//! file. The rule's play is in Dakon's goldens on 2×7 and 2×5
//! (`golden.rs`); here its count in words, which follows the size.

use serde_json::{Value, json};

use crate::support::client::{Server, find};
use crate::support::sow::sow;

const DAKON: &str = "examples/dakon.sow.toml";

/// `sow play --size N` of Dakon: the positions, as JSON.
fn positions(size: &str, moves: &str) -> Vec<Value> {
    let out = sow(&[
        "play", DAKON, "--size", size, "--format", "json", "--moves", moves,
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn every_hole_starts_with_as_many_seeds_as_a_row_has_holes() {
    for (size, n) in [("4", 4), ("2x9", 9), ("10", 10)] {
        let start = &positions(size, "")[0];
        let holes = start["holes"].as_object().unwrap();
        assert_eq!(holes.len(), 2 * n, "{size}");
        assert!(holes.values().all(|v| v == n), "{size}: {holes:?}");
    }
}

#[test]
fn the_end_says_its_count_on_the_board_in_hover() {
    let uri = "file:///cannot-fill/dakon.sow.toml";
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/dakon.sow.toml"
    ))
    .unwrap();
    let mut s = Server::start();
    s.initialize(json!(["utf-16"]));
    s.open(uri, &text);
    let (line, col) = find(&text, "\"opponent-cannot-fill\"", 0);
    let hover = s.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": {"line": line, "character": col + 3}}),
    );
    let words = hover["contents"]["value"].as_str().unwrap();
    assert!(
        words.contains(
            "on the 2×7 board a round ends when a store holds more than 70 seeds: the other \
             player, with every seed left, could no longer fill 4 holes of 7"
        ),
        "{words}"
    );
    // The word's own meaning, from the format.
    assert!(words.contains("**`opponent-cannot-fill`**"), "{words}");
    // Both words are offered where they go.
    for (needle, word) in [
        ("\"opponent-cannot-fill\", {", "opponent-cannot-fill"),
        ("\"columns\"\nstores", "columns"),
    ] {
        // Just inside the quotes of the word as the file gives it.
        let (line, col) = find(&text, needle, 1);
        let items = s.at("textDocument/completion", uri, line, col, json!({}));
        let labels: Vec<&str> = items
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|i| i["label"].as_str())
            .collect();
        assert!(labels.contains(&word), "{word}: {labels:?}");
    }
    s.stop();
}
