//! Broken files under tests/fixtures/, one per diagnostic code (the file
//! name starts with the code it shows). Snapshots hold the rendered output
//! and the JSON of each. Files are checked as `sow check` does: statically,
//! then by sample play with the default budget and seed.

// A test stops on the first surprise: unwrap, expect and panic are its asserts.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::PathBuf;

/// Codes no file can show: P005 reports a fault in sow's engine, not in a
/// file. Its detection is tested in the library (`sample::findings`) with
/// a deliberately broken engine table.
const NO_FIXTURE: &[&str] = &["P005"];

fn check(text: &str) -> sow::model::Checked {
    sow::sample::check_and_play(text, Some(&sow::sample::Budget::default()))
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

#[test]
fn each_fixture_shows_its_code() {
    for (name, text) in fixtures() {
        let code = name.split('-').next().unwrap();
        let checked = check(&text);
        assert!(
            checked.diagnostics.iter().any(|d| d.code.id == code),
            "{name} does not show {code}: {:#?}",
            checked.diagnostics
        );
    }
}

#[test]
fn every_code_has_a_fixture() {
    let names: Vec<String> = fixtures().into_iter().map(|(n, _)| n).collect();
    for code in sow::lint::ALL {
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
        for d in check(&text).diagnostics {
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
        let checked = check(&text);
        let file = format!("{name}.sow.toml");
        let human = sow::diagnostic::render_human(&file, &text, &checked.diagnostics, false);
        insta::assert_snapshot!(format!("{name}.human"), human);
        let json = sow::diagnostic::to_json(&file, &text, &checked.diagnostics);
        insta::assert_json_snapshot!(format!("{name}.json"), json);
    }
}
