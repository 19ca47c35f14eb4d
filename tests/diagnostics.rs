//! Broken files under tests/fixtures/, one per diagnostic code (the file
//! name starts with the code it shows). Snapshots hold the rendered output
//! and the JSON of each.

use std::path::PathBuf;

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
        let checked = sow::model::check(&text);
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
        for d in sow::model::check(&text).diagnostics {
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
        let checked = sow::model::check(&text);
        let file = format!("{name}.sow.toml");
        let human = sow::diagnostic::render_human(&file, &text, &checked.diagnostics, false);
        insta::assert_snapshot!(format!("{name}.human"), human);
        let json = sow::diagnostic::to_json(&file, &text, &checked.diagnostics);
        insta::assert_json_snapshot!(format!("{name}.json"), json);
    }
}
