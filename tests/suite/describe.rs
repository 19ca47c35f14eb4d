//! `sow describe`: every example read back as the rules text it plays,
//! through the CLI and the library; each as a snapshot a reviewer reads
//! beside the game's source (and every fixture that checks clean); and the words following the rules: a file
//! changed in one rule gets a different description, and every key of
//! every example whose removal changes what the file plays changes its
//! description.

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

/// What `text` plays: its checked variant, written out without the
/// places in the text its parts come from (a key removed moves every
/// place after it); `None` where it does not check clean enough to play.
fn played(text: &str) -> Option<String> {
    let checked = sow::lint::check(text);
    let variant = format!("{:?}", checked.playable()?);
    let mut out = String::with_capacity(variant.len());
    // Spans (`12..34`) as `..`.
    let mut rest = variant.as_str();
    while let Some(at) = rest.find("..") {
        let (head, tail) = rest.split_at(at);
        out.push_str(head.trim_end_matches(|c: char| c.is_ascii_digit()));
        out.push_str("..");
        rest = tail[2..].trim_start_matches(|c: char| c.is_ascii_digit());
    }
    out.push_str(rest);
    Some(out)
}

/// The moves and positions of a few short random games of `text` (the
/// same seeds for any file), its relays cut short: what it plays.
fn games(text: &str) -> Vec<(String, Vec<u16>)> {
    let checked = sow::lint::check(text);
    let Some(variant) = checked.playable() else {
        return Vec::new();
    };
    let mut rules = sow::engine::Rules::new(variant);
    rules.set_max_laps(500);
    let mut seen = Vec::new();
    for seed in 0..4 {
        let mut rng = fastrand::Rng::with_seed(seed);
        let mut game = sow::engine::Game::new(&rules);
        for _ in 0..120 {
            let moves = game.legal_moves();
            if game.outcome.is_some() || moves.is_empty() {
                break;
            }
            let m = moves[rng.usize(..moves.len())];
            let name = m.name(&rules);
            if game.play(m).is_err() {
                break;
            }
            seen.push((name, game.counts[..rules.sites].to_vec()));
        }
        seen.push((format!("{:?}", game.outcome), Vec::new()));
    }
    seen
}

/// Each key of `text`'s tables, and of each table of its lists of tables,
/// as the text with that key removed.
fn each_key_removed(text: &str) -> Vec<(String, String)> {
    let doc: toml_edit::DocumentMut = text.parse().unwrap();
    let mut out = Vec::new();
    for (name, item) in doc.iter() {
        if let Some(table) = item.as_table() {
            for (key, _) in table.iter() {
                let mut changed = doc.clone();
                changed[name].as_table_mut().unwrap().remove(key);
                out.push((format!("{name}.{key}"), changed.to_string()));
            }
        } else if let Some(tables) = item.as_array_of_tables() {
            for (i, table) in tables.iter().enumerate() {
                for (key, _) in table.iter() {
                    let mut changed = doc.clone();
                    let list = changed[name].as_array_of_tables_mut().unwrap();
                    list.get_mut(i).unwrap().remove(key);
                    out.push((format!("{name}[{i}].{key}"), changed.to_string()));
                }
            }
        }
    }
    out
}

#[test]
fn a_key_that_changes_the_game_changes_its_description() {
    let mut changed_games = 0;
    let mut missed = Vec::new();
    for (path, text) in examples() {
        let (Some(before), Some(game)) = (described(&text), played(&text)) else {
            continue;
        };
        let moves = games(&text);
        for (key, after) in each_key_removed(&text) {
            // The game's name, other names and sources are not its rules.
            if key.starts_with("game.") && key != "game.name" {
                continue;
            }
            // Changed in the model, and in what it plays: not only written
            // otherwise (`then = "end-turn"` where laps are single).
            match played(&after) {
                Some(other) if other != game && games(&after) != moves => {
                    changed_games += 1;
                }
                _ => continue,
            }
            if described(&after).as_deref() == Some(before.as_str()) {
                missed.push(format!("{path}: without {key}"));
            }
        }
    }
    assert!(changed_games > 400, "only {changed_games} changes compared");
    assert!(
        missed.is_empty(),
        "{} of {changed_games} keys that change the game leave its description as it was:\n{}",
        missed.len(),
        missed.join("\n")
    );
}

#[test]
fn every_example_read_back() {
    // One snapshot an example, for a reviewer to read beside its source.
    for (path, text) in examples() {
        let slug = path
            .rsplit('/')
            .next()
            .and_then(|f| f.strip_suffix(".sow.toml"))
            .unwrap();
        insta::assert_snapshot!(format!("every-example-{slug}"), described(&text).unwrap());
    }
}

#[test]
fn every_fixture_that_checks_clean_is_described() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures");
    let mut described_fixtures = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if !path.to_string_lossy().ends_with(".sow.toml") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let checked = sow::lint::check(&text);
        let clean = !checked
            .diagnostics
            .iter()
            .any(|d| d.severity == sow::diagnostic::Severity::Error);
        let Some(variant) = checked.playable().filter(|_| clean) else {
            continue;
        };
        let parts = describe(variant);
        let words = render(variant, &parts, Markup::Plain);
        assert!(words.starts_with(&variant.name), "{}", path.display());
        assert!(parts.len() >= 5, "{}: {words}", path.display());
        assert!(
            parts.iter().all(|p| !p.sentences.is_empty()),
            "{}",
            path.display()
        );
        described_fixtures += 1;
    }
    assert!(
        described_fixtures >= 25,
        "only {described_fixtures} fixtures described"
    );
}
