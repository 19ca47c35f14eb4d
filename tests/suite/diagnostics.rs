//! Broken files under tests/fixtures/, one per diagnostic code (the file
//! name starts with the code it shows). Snapshots hold the rendered output
//! and the JSON of each. Files are checked as `sow check` does: statically,
//! then by sample play with the default budget and seed (and, for a code
//! only a balance study shows, by the default study, as `--balance`).
//!
//! Each fixture also says where its code must not fire, one of two ways:
//! a part of the file marked `# OK: why` (from that line to the next blank
//! line), where the code is shown nowhere; or, for a code that judges the
//! file as a whole, a line `` # OK when `OLD` reads `NEW`: why ``, the
//! fixture mended (the first `OLD` before that line and outside comments
//! replaced by `NEW`, `\n` for a line break) so that the code is not shown
//! at all.

// A test stops on the first surprise: unwrap, expect and panic are its asserts.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::ops::Range;
use std::path::PathBuf;

/// Codes no file can show: P005 reports a fault in sow's engine, not in a
/// file. Its detection is tested in the library (`sample::findings`) with
/// a deliberately broken engine table.
const NO_FIXTURE: &[&str] = &["P005"];

/// Codes that only a balance study shows (`sow check --balance`): their
/// fixtures are checked with the default study too.
const STUDIED: &[&str] = &["P009"];

/// `text`, the fixture `name`, checked as `sow check` does (with
/// `--balance` for a code of [`STUDIED`]). The time limit is generous, so
/// that what the games found (the greedy matches of P010 above all, which
/// stop at a time limit) does not depend on how busy the machine is.
fn check(name: &str, text: &str) -> sow::model::Checked {
    let budget = sow::sample::Budget {
        earnest: Some(sow::players::earnest_matches),
        time_limit: Some(std::time::Duration::from_secs(600)),
        ..sow::sample::Budget::default()
    };
    let mut checked = sow::sample::check_and_play(text, Some(&budget));
    if STUDIED.iter().any(|code| name.starts_with(code)) {
        let study = sow::players::Study::default();
        sow::players::check_balance(&mut checked, &study, &|_| {}).unwrap();
    }
    checked
}

fn fixtures() -> Vec<(String, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut out: Vec<(String, String)> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(".sow.toml"))
        .map(|p| {
            let name = p
                .file_name()
                .unwrap()
                .to_string_lossy()
                .trim_end_matches(".sow.toml")
                .to_string();
            (name, std::fs::read_to_string(&p).unwrap())
        })
        .collect();
    out.sort();
    out
}

/// The parts of `text` marked `# OK: …`, each to the next blank line.
fn ok_parts(text: &str) -> Vec<Range<usize>> {
    let mut parts = Vec::new();
    let mut start = None;
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        if line.starts_with("# OK:") && start.is_none() {
            start = Some(at);
        } else if line.trim().is_empty()
            && let Some(s) = start.take()
        {
            parts.push(s..at);
        }
        at += line.len();
    }
    parts.extend(start.map(|s| s..text.len()));
    parts
}

/// `text` mended as its lines `` # OK when `OLD` reads `NEW`: … `` say;
/// `None` when it has none.
fn mended(text: &str) -> Option<String> {
    let mut mended = text.to_string();
    let mut any = false;
    for line in text.lines() {
        let Some(rule) = line.strip_prefix("# OK when `") else {
            continue;
        };
        let (old, rest) = rule.split_once("` reads `").unwrap();
        let (new, _why) = rest.split_once('`').unwrap();
        let before = mended.find(line).unwrap();
        // The first `OLD` in the file's TOML, not in its comments.
        let in_comment = |at: usize| {
            let line_start = mended[..at].rfind('\n').map_or(0, |i| i + 1);
            mended[line_start..at].trim_start().starts_with('#')
        };
        let (at, _) = mended[..before]
            .match_indices(old)
            .find(|(at, _)| !in_comment(*at))
            .unwrap_or_else(|| panic!("`{old}` is not in the fixture before `{line}`"));
        mended.replace_range(at..at + old.len(), &new.replace("\\n", "\n"));
        any = true;
    }
    any.then_some(mended)
}

#[test]
fn each_fixture_shows_its_code_and_not_where_it_is_marked_ok() {
    for (name, text) in fixtures() {
        let code = name.split('-').next().unwrap();
        let shown = |text: &str| -> Vec<Range<usize>> {
            check(&name, text)
                .diagnostics
                .iter()
                .filter(|d| d.code.id == code)
                .map(|d| d.span.clone())
                .collect()
        };
        let found = shown(&text);
        assert!(!found.is_empty(), "{name} does not show {code}");
        let parts = ok_parts(&text);
        let mended = mended(&text);
        assert!(
            !parts.is_empty() || mended.is_some(),
            "{name} marks no part `# OK:` and has no `# OK when` line"
        );
        for span in &found {
            assert!(
                !parts.iter().any(|p| p.contains(&span.start)),
                "{name} shows {code} in a part marked OK, at {}",
                &text[span.clone()]
            );
        }
        if let Some(mended) = mended {
            let left = shown(&mended);
            assert!(
                left.is_empty(),
                "{name}, mended, still shows {code}: {left:?}"
            );
        }
    }
}

#[test]
fn every_code_has_a_fixture() {
    let names: Vec<String> = fixtures().into_iter().map(|(n, _)| n).collect();
    for code in sow::codes::ALL {
        if NO_FIXTURE.contains(&code.id) {
            continue;
        }
        let expected = format!("{}-{}", code.id, code.name);
        assert!(
            names.contains(&expected),
            "no fixture tests/fixtures/{expected}.sow.toml"
        );
    }
}

#[test]
fn ranges_lie_inside_the_file_on_character_boundaries() {
    for (name, text) in fixtures() {
        for d in check(&name, &text).diagnostics {
            assert!(
                d.span.start <= d.span.end && d.span.end <= text.len(),
                "{name}: {d:?}"
            );
            assert!(
                text.is_char_boundary(d.span.start) && text.is_char_boundary(d.span.end),
                "{name}"
            );
        }
    }
}

#[test]
fn rendered_diagnostics() {
    for (name, text) in fixtures() {
        let checked = check(&name, &text);
        let file = format!("{name}.sow.toml");
        let human = sow::diagnostic::render_human(&file, &text, &checked.diagnostics, false);
        insta::assert_snapshot!(format!("{name}.human"), human);
        let json = sow::diagnostic::to_json(&file, &text, &checked.diagnostics);
        insta::assert_json_snapshot!(format!("{name}.json"), json);
    }
}

/// Kalah's file with `old` replaced by `new` (which must be there).
fn kalah_with(old: &str, new: &str) -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/kalah.sow.toml");
    let text = std::fs::read_to_string(path).unwrap();
    assert!(text.contains(old), "{old}");
    text.replacen(old, new, 1)
}

fn codes(text: &str) -> Vec<&'static str> {
    sow::lint::check(text)
        .diagnostics
        .iter()
        .map(|d| d.code.id)
        .collect()
}

/// One mistake gives one diagnostic, its cause: a key in the text that
/// could not be read counts as present but broken for the checks that
/// follow, not as absent.
#[test]
fn one_mistake_one_diagnostic() {
    let selus = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/selus-massawa.sow.toml"
    ))
    .unwrap();
    assert!(selus.contains("\nclaim = true\n"));
    for (what, text, want) in [
        // Not also "missing key `columns`".
        (
            "a misspelt required key",
            kalah_with("columns = 6", "colums = 6"),
            "S002",
        ),
        // Not also "the file has no `[sowing]` table".
        (
            "a misspelt required table",
            kalah_with("[sowing]", "[sowin]"),
            "S002",
        ),
        // Not also T001 "[sowing] gives no sowing path".
        (
            "a bad direction",
            kalah_with("\"anticlockwise\"", "\"sideways\""),
            "S003",
        ),
        (
            "a misspelt direction key",
            kalah_with("direction =", "direcion ="),
            "S002",
        ),
        (
            "a half-typed direction",
            kalah_with("direction = \"anticlockwise\"", "direction = \"anticlo"),
            "S001",
        ),
        // Not also R001 on every rule that needs a claimed hole: a word
        // that is no hole reference is R019 alone.
        (
            "a bad claim",
            selus.replace("\nclaim = true\n", "\nclaim = \"maybe\"\n"),
            "R019",
        ),
        (
            "a bad claim of the wrong type",
            selus.replace("\nclaim = true\n", "\nclaim = 3\n"),
            "S003",
        ),
        // Not also R013 "the rule captures nothing".
        (
            "a misspelt capture",
            kalah_with(
                "capture = [\"last\", \"opposite\"]",
                "capture = [\"last\", \"oposite\"]",
            ),
            "R019",
        ),
        // Not also T004 "the sowing uses stores, but the board has none".
        (
            "a bad board stores",
            kalah_with("stores = true", "stores = \"yes\""),
            "S003",
        ),
        // Not also O002 "no player owns a2, …".
        (
            "a bad row number",
            kalah_with("rows = [2]", "rows = [\"two\"]"),
            "S003",
        ),
        // Not also T005 "relay sowing can repeat forever".
        (
            "a bad endless",
            kalah_with(
                "laps = \"single\"",
                "laps = \"relay\"\nendless = \"forever\"",
            ),
            "S003",
        ),
    ] {
        assert_eq!(codes(&text), [want], "{what}");
    }
}

/// The static checks judge every part of a file that resolved, even when
/// an error elsewhere leaves it no variant: every finding at once.
#[test]
fn what_resolved_is_judged_when_the_file_makes_no_variant() {
    let mut text = kalah_with(
        "direction = \"anticlockwise\"",
        "track = [\"a1-f1\", \"south-store\", \"f2-b2\", \"north-store\"]",
    );
    for (old, new) in [
        ("rows = [2]", "holes = [\"a2-e2\"]"),
        ("laps = \"single\"", "laps = \"relay\""),
        ("name = \"capture-opposite\"", "name = \"extra-turn\""),
    ] {
        assert!(text.contains(old), "{old}");
        text = text.replacen(old, new, 1);
    }
    let checked = sow::lint::check(&text);
    assert!(checked.variant.is_none());
    let found = codes(&text);
    for code in ["T002", "O002", "T005", "R002"] {
        assert!(found.contains(&code), "{code} not in {found:?}");
    }
}

fn diagnostic(text: &str) -> sow::diagnostic::Diagnostic {
    let mut diagnostics = sow::lint::check(text).diagnostics;
    assert_eq!(diagnostics.len(), 1, "{diagnostics:#?}");
    diagnostics.remove(0)
}

/// A message says what is wrong in the user's words: the key's own range
/// (the limits lowering enforces), that a count cannot be negative, and
/// the word that is not allowed, with every word that is.
#[test]
fn messages_say_what_is_wrong_in_the_users_words() {
    use sow::model::board::{MAX_ROWS, MIN_ROWS};
    let d = diagnostic(&kalah_with("rows = 2", "rows = \"two\""));
    let range = format!("expected a whole number from {MIN_ROWS} to {MAX_ROWS}");
    assert!(d.message.contains(&range), "{}", d.message);

    let d = diagnostic(&kalah_with("seeds = 4", "seeds = -3"));
    assert_eq!(d.message, "`seeds` cannot be negative");

    let text = kalah_with(
        "when = [\"row-empty\"]",
        "when = [\"row-empty\", \"no-seeds\"]",
    );
    let d = diagnostic(&text);
    assert_eq!(d.code.id, "S003");
    assert_eq!(&text[d.span.clone()], "\"no-seeds\"");
    assert!(d.message.contains("`no-seeds`"), "{}", d.message);
    let help = d.help.unwrap();
    for word in ["row-empty", "repetition", "unclaimed-empty"] {
        assert!(help.contains(&format!("`{word}`")), "{help}");
    }
    assert!(help.contains("seeds_above"), "{help}");
}

/// A note of 2,000 moves is shortened for people (first and last moves,
/// with the count); the JSON keeps every move.
#[test]
fn a_long_list_of_moves_is_shortened_for_people_only() {
    let text = "[game]\n";
    let moves: Vec<String> = (0..2000).map(|i| format!("m{i}")).collect();
    let d = sow::diagnostic::Diagnostic::new(&sow::codes::game_never_ends::CODE, 1..5, "long")
        .with_related(None, format!("moves: {}", moves.join(" ")));
    let human = sow::diagnostic::render_human("f.sow.toml", text, std::slice::from_ref(&d), false);
    let note = human.lines().find(|l| l.contains("moves")).unwrap();
    assert!(note.len() < 200, "{note}");
    assert!(note.contains("moves (2000 in all): m0 m1 "), "{note}");
    assert!(note.contains(" … m1990 "), "{note}");
    assert!(note.ends_with(" m1999"), "{note}");
    let json = serde_json::to_string(&sow::diagnostic::to_json("f.sow.toml", text, &[d])).unwrap();
    assert!(json.contains(&moves.join(" ")));
}
