//! `sow describe`: every example read back as the rules text it plays,
//! through the CLI and the library; a few as snapshots a reviewer reads
//! beside the game's source; and the words following the rules: a file
//! changed in one rule gets a different description.

use sow::show::Markup;
use sow::show::describe::{describe, render};

use crate::support::sow::sow;

fn examples() -> Vec<(String, String)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/examples");
    let mut out: Vec<(String, String)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(".sow.toml"))
        .map(|p| {
            (
                p.display().to_string(),
                std::fs::read_to_string(&p).unwrap(),
            )
        })
        .collect();
    out.sort();
    out
}

/// The description of `text`, in plain words; `None` where it does not
/// check clean enough to play.
fn described(text: &str) -> Option<String> {
    let checked = sow::lint::check(text);
    let variant = checked.playable()?;
    Some(render(variant, &describe(variant), Markup::Plain))
}

fn example(slug: &str) -> String {
    let path = format!("{}/examples/{slug}.sow.toml", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path).unwrap()
}

#[test]
fn kalah_read_back() {
    insta::assert_snapshot!("describe-kalah", described(&example("kalah")).unwrap());
}

#[test]
fn a_four_row_game_read_back() {
    insta::assert_snapshot!("describe-msuwa", described(&example("msuwa")).unwrap());
}

#[test]
fn a_match_read_back() {
    insta::assert_snapshot!("describe-hufesay", described(&example("hufesay")).unwrap());
}

#[test]
fn every_example_is_described_in_each_part_with_the_span_it_comes_from() {
    for (path, text) in examples() {
        let o = sow(&["describe", &path, "--format", "json"]);
        assert_eq!(
            o.status.code(),
            Some(0),
            "{path}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        let json: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        let parts = json["parts"].as_array().unwrap();
        // The board, the players, the sowing, the moves and the end at least.
        assert!(parts.len() >= 5, "{path}: {parts:?}");
        for part in parts {
            let sentences = part["sentences"].as_array().unwrap();
            assert!(!sentences.is_empty(), "{path}: {part}");
            for s in sentences {
                let s = s.as_str().unwrap();
                assert!(
                    !s.contains("**") && !s.contains('`'),
                    "{path}: markup in {s}"
                );
            }
            // A table the file writes is found where it is written.
            if let Some(start) = part["span"]["start"].as_u64() {
                let table = part["table"].as_str().unwrap();
                let key = table
                    .trim_start_matches('[')
                    .split([']', '.'])
                    .next()
                    .unwrap();
                let at = &text[start as usize..];
                assert!(
                    at.starts_with(key) || at.contains(key),
                    "{path}: {table} at {start}"
                );
            }
        }
        let markdown = sow(&["describe", &path, "--format", "markdown"]);
        assert!(
            String::from_utf8_lossy(&markdown.stdout).starts_with("# "),
            "{path}"
        );
    }
}

/// Removes the last `[[landing]]` rule of `text`, where it has one, and
/// one that leaves the file playable.
fn without_last_rule(text: &str) -> Option<String> {
    let mut doc: toml_edit::DocumentMut = text.parse().ok()?;
    let rules = doc.get_mut("landing")?.as_array_of_tables_mut()?;
    let last = rules.len().checked_sub(1)?;
    rules.remove(last);
    Some(doc.to_string())
}

#[test]
fn a_file_changed_in_one_rule_is_described_differently() {
    let mut compared = 0;
    for (path, text) in examples() {
        let before = described(&text).unwrap();
        // A landing rule dropped.
        if let Some(after) = without_last_rule(&text).as_deref().and_then(described) {
            assert_ne!(before, after, "{path}: dropping its last landing rule");
            compared += 1;
        }
        // The winner turned round.
        let misere = text.replace("\nwinner = \"most-seeds\"", "\nwinner = \"fewest-seeds\"");
        if misere != text
            && let Some(after) = described(&misere)
        {
            assert_ne!(before, after, "{path}: the fewest seeds winning");
            compared += 1;
        }
        // Relay sowing said so, or not.
        let single = text.replace("\nlaps = \"relay\"", "\nlaps = \"single\"");
        if single != text
            && let Some(after) = described(&single)
        {
            assert_ne!(before, after, "{path}: single laps");
            compared += 1;
        }
    }
    assert!(compared > 60, "only {compared} changes compared");
}
