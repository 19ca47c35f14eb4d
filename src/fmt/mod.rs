//! `sow fmt`: one canonical layout for a variant file, its meaning and
//! every comment kept.
//!
//! The layout: tables in the order the format declares them (the order of
//! docs/format.md), the keys of each table likewise, keys the format does
//! not know after the known ones in their own order; one blank line
//! between tables; `key = value` with one space on each side of `=` and
//! before a trailing comment; inline tables as `{ a = 1, b = 2 }`; a list
//! on one line as `[a, b]` when it fits in [`MAX_WIDTH`] columns, else one
//! item a line, indented two spaces, with a trailing comma. Comments go
//! where they were: above the key, table or header they precede, after the
//! value or header they follow, and the file's header (everything above
//! its first table up to the last blank line, the `#:schema` line among
//! it) and footer stay at its ends. So a `# sow: allow(…)` comment stays
//! on the line it governs.
//!
//! The order comes from [`crate::schema`], the schema made from
//! [`crate::format`]: it is written once. The layout work is done on a
//! `toml_edit` document, which keeps comments and spacing as each item's
//! decor; this module and its children are the only ones that name that
//! crate (`tests/suite/layers.rs`).

mod gaps;
mod layout;
mod order;

use std::ops::Range;

use crate::syntax;

/// The widest a line of a list may be before its items go one a line.
pub const MAX_WIDTH: usize = 100;

/// Why a file cannot be formatted: it does not parse as TOML, or sow
/// refuses to read it (too large, nested too deep).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unformattable {
    /// What is wrong.
    pub message: String,
    /// Where, in bytes.
    pub span: Range<usize>,
}

/// `text` in the canonical layout, or why it cannot be formatted. A file
/// already in that layout comes back unchanged.
pub fn format(text: &str) -> Result<String, Unformattable> {
    // sow's own parser first: it refuses input too large or too deep
    // before any parser recurses, and its messages are those `sow check`
    // gives.
    let tree = syntax::parse(text);
    if let Some(error) = tree.errors.first() {
        return Err(Unformattable {
            message: error.message.clone(),
            span: error.span.clone(),
        });
    }
    let mut document: toml_edit::DocumentMut =
        text.parse()
            .map_err(|e: toml_edit::TomlError| Unformattable {
                message: format!("invalid TOML: {}", e.message().trim()),
                span: e.span().unwrap_or(0..0),
            })?;
    let gaps = gaps::Gaps::read(&document);
    let moved = order::sort(&mut document);
    layout::tidy(&mut document);
    gaps.place(&mut document, &moved);
    Ok(document.to_string())
}

/// The one edit that turns `old` into `new`: the bytes of `old` to replace
/// (whole lines) and what replaces them; `None` when they are equal. An
/// editor given it keeps its cursor and folds outside the change.
pub fn edit<'n>(old: &str, new: &'n str) -> Option<(Range<usize>, &'n str)> {
    if old == new {
        return None;
    }
    let (old_bytes, new_bytes) = (old.as_bytes(), new.as_bytes());
    let same = old_bytes
        .iter()
        .zip(new_bytes)
        .take_while(|(a, b)| a == b)
        .count();
    // Back to a line start, so the edit replaces whole lines.
    let prefix = old_bytes[..same]
        .iter()
        .rposition(|b| *b == b'\n')
        .map_or(0, |i| i + 1);
    let same = old_bytes[prefix..]
        .iter()
        .rev()
        .zip(new_bytes[prefix..].iter().rev())
        .take_while(|(a, b)| a == b)
        .count();
    // Forward to a line start in both texts (the last `same` bytes of each
    // are equal, so one place in them is a line start in both).
    let starts_line =
        |bytes: &[u8], n: usize| n == bytes.len() || bytes[bytes.len() - n - 1] == b'\n';
    let suffix = if starts_line(old_bytes, same) && starts_line(new_bytes, same) {
        same
    } else {
        let tail = &old_bytes[old_bytes.len() - same..];
        tail.iter()
            .position(|b| *b == b'\n')
            .map_or(0, |i| same - i - 1)
    };
    let replaced = prefix..old.len() - suffix;
    Some(match new.get(prefix..new.len() - suffix) {
        Some(with) => (replaced, with),
        // Not reached (both ends are line starts); the whole text is right.
        None => (0..old.len(), new),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_edit_replaces_the_changed_lines_only() {
        let old = "[a]\nx = 1\ny  =  2\nz = 3\n";
        let new = "[a]\nx = 1\ny = 2\nz = 3\n";
        let (range, with) = edit(old, new).unwrap();
        assert_eq!(&old[range.clone()], "y  =  2\n");
        assert_eq!(with, "y = 2\n");
        let mut applied = old.to_string();
        applied.replace_range(range, with);
        assert_eq!(applied, new);
        assert_eq!(edit(new, new), None);
    }
}
