//! Which files are variant files: a name ending in `.sow.toml`, or a
//! `#:schema` directive that points at sow's schema. Other TOML files are
//! left alone.

use std::ops::Range;

use crate::format::SCHEMA_FILE;

/// Whether a document at `path` (a path or URI) with `text` is a variant file.
pub fn is_variant_file(path: &str, text: &str) -> bool {
    let path = path.split(['?', '#']).next().unwrap_or(path);
    path.ends_with(".sow.toml") || schema_directive(text)
}

/// Whether `text` has a `#:schema` directive naming sow's schema.
pub fn schema_directive(text: &str) -> bool {
    schema_targets(text)
        .any(|(target, _)| target == SCHEMA_FILE || target.ends_with(&format!("/{SCHEMA_FILE}")))
}

/// The target of each `#:schema` directive among the comments that open
/// `text` (a path or a URL, as written), with its byte range.
pub fn schema_targets(text: &str) -> impl Iterator<Item = (&str, Range<usize>)> {
    text.split_inclusive('\n')
        .scan(0, |start, line| {
            let at = *start;
            *start += line.len();
            Some((at, line))
        })
        .take_while(|(_, line)| {
            let line = line.trim_start();
            line.trim_end().is_empty() || line.starts_with('#')
        })
        .filter_map(|(at, line)| {
            let rest = line.trim_start().strip_prefix("#:schema")?;
            let target = rest.trim();
            let offset = at + line.len() - rest.len() + (rest.len() - rest.trim_start().len());
            (!target.is_empty()).then(|| (target, offset..offset + target.len()))
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

    #[test]
    fn schema_targets_with_their_ranges() {
        let text =
            "# a game\n  #:schema  ../sow.schema.json \r\n#:schema\n[game]\n#:schema late.json\n";
        let found: Vec<(&str, &str)> = schema_targets(text)
            .map(|(target, range)| (target, &text[range]))
            .collect();
        assert_eq!(found, [("../sow.schema.json", "../sow.schema.json")]);
    }
}
