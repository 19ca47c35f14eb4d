//! A shorthand plays as the parts it is short for: `when.opposite`,
//! `behind_opposite` and `next` are `holes = [{ at = …, count = … }]`, and
//! `direction` is a `track` (as their docs, and so hover, say). Each
//! bundled example that uses one is rewritten in parts, and both play the
//! same seeded sample games to the same figures.

use crate::support::sow::sow;
use crate::support::temp::TempDir;

/// The figures of 300 seeded random games of `path`.
fn figures(path: &str) -> String {
    let out = sow(&[
        "simulate", path, "--games", "300", "--seed", "7", "--jobs", "1",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The first line names the file and the last tells the speed; the
    // rest are what the games did.
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .skip(1)
        .filter(|line| !line.trim_start().starts_with("speed"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// `example` rewritten by `(shorthand, parts)` pairs plays as the example.
fn plays_alike(example: &str, rewrites: &[(&str, &str)]) {
    let root = env!("CARGO_MANIFEST_DIR");
    let path = format!("{root}/examples/{example}.sow.toml");
    let mut text = std::fs::read_to_string(&path).unwrap();
    for (short, parts) in rewrites {
        assert!(text.contains(short), "{example} no longer says `{short}`");
        text = text.replace(short, parts);
    }
    let dir = TempDir::new(&format!("shorthand-{example}"));
    let rewritten = dir.write(&format!("{example}.sow.toml"), &text);
    assert_eq!(
        figures(&path),
        figures(&rewritten.display().to_string()),
        "{example} in parts plays otherwise"
    );
}

#[test]
fn opposite_is_a_hole_condition_on_the_opposite_hole() {
    plays_alike(
        "kalah",
        &[(
            "opposite = { min = 1 } }",
            "holes = [{ at = \"opposite\", count = { min = 1 } }] }",
        )],
    );
}

#[test]
fn behind_opposite_is_a_hole_condition_behind_it() {
    plays_alike(
        "lisolo",
        &[(
            "opposite = 0, behind_opposite = { min = 1 } }",
            "holes = [{ at = \"opposite\", count = 0 }, { at = \"behind-opposite\", count = { min = 1 } }] }",
        )],
    );
}

#[test]
fn next_is_a_hole_condition_on_the_next_hole() {
    plays_alike(
        "cirgol",
        &[(
            "next = { min = 1 },",
            "holes = [{ at = \"next\", count = { min = 1 } }],",
        )],
    );
}

#[test]
fn direction_is_a_track_with_the_stores_after_each_row() {
    plays_alike(
        "kalah",
        &[(
            "direction = \"anticlockwise\"",
            "track = [\"a1-f1\", \"south-store\", \"f2-a2\", \"north-store\"]",
        )],
    );
}
