//! Which files are variant files: a name ending in `.sow.toml`, or a
//! `#:schema` directive that points at sow's schema. Other TOML files are
//! left alone.

use crate::format::SCHEMA_FILE;

/// Whether a document at `path` (a path or URI) with `text` is a variant file.
pub fn is_variant_file(path: &str, text: &str) -> bool {
    let path = path.split(['?', '#']).next().unwrap_or(path);
    path.ends_with(".sow.toml") || schema_directive(text)
}

/// Whether `text` has a `#:schema` directive naming sow's schema.
pub fn schema_directive(text: &str) -> bool {
    text.lines()
        .map(str::trim_start)
        .take_while(|line| line.is_empty() || line.starts_with('#'))
        .filter_map(|line| line.strip_prefix("#:schema"))
        .any(|target| {
            let target = target.trim();
            target == SCHEMA_FILE || target.ends_with(&format!("/{SCHEMA_FILE}"))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn by_name_or_by_directive() {
        assert!(is_variant_file("file:///g/mine.sow.toml", ""));
        assert!(!is_variant_file("file:///g/Cargo.toml", "[package]\n"));
        assert!(is_variant_file(
            "file:///g/game.toml",
            "# a game\n#:schema ../schemas/sow.schema.json\n[game]\n"
        ));
        assert!(!is_variant_file(
            "file:///g/other.toml",
            "#:schema https://example.org/other.schema.json\n"
        ));
        assert!(!is_variant_file(
            "file:///g/late.toml",
            "[game]\n#:schema sow.schema.json\n"
        ));
    }
}
