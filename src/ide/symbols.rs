//! The outline of a file (its tables, rules and keys) and folding ranges.

use std::ops::Range;

use toml::Spanned;

use crate::syntax::{DeTable, DeValue, parse};

/// What a symbol is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SymbolKind {
    /// A table, like `[board]`.
    Table,
    /// A `[[landing]]` rule.
    Rule,
    /// A `[regions.NAME]` region.
    Region,
    /// A key and its value.
    Key,
}

/// One entry of the outline.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Symbol {
    /// The name shown.
    pub name: String,
    /// A short detail (a key's value).
    pub detail: Option<String>,
    /// What it is.
    pub kind: SymbolKind,
    /// Everything it covers.
    pub range: Range<usize>,
    /// The part to select (the header or key).
    pub selection: Range<usize>,
    /// Its keys.
    pub children: Vec<Symbol>,
}

/// A table header and the table it starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    /// The header's name: `sowing`, `players.south`, `landing`.
    pub name: String,
    /// The header's span.
    pub header: Range<usize>,
    /// From the header to the end of the table's last line.
    pub range: Range<usize>,
}

fn header_sections(text: &str, table: &DeTable<'_>, out: &mut Vec<(Range<usize>, Vec<Entry>)>) {
    for (_, value) in table.iter() {
        visit(text, value, out);
    }
}

/// A key of a table: its name, key span, key-and-value span, value text.
type Entry = (String, Range<usize>, Range<usize>, Option<String>);

fn entries(text: &str, table: &DeTable<'_>, after: usize) -> Vec<Entry> {
    table
        .iter()
        .filter(|(k, _)| k.span().start > after)
        .map(|(k, v)| {
            let value = text.get(v.span()).unwrap_or("");
            let detail = value.lines().next().map(|l| {
                let mut l: String = l.chars().take(40).collect();
                if value.len() > l.len() {
                    l.push('…');
                }
                l
            });
            (
                k.get_ref().to_string(),
                k.span(),
                k.span().start..v.span().end,
                detail,
            )
        })
        .collect()
}

fn visit(text: &str, value: &Spanned<DeValue<'_>>, out: &mut Vec<(Range<usize>, Vec<Entry>)>) {
    let span = value.span();
    let is_header = text.get(span.clone()).is_some_and(|t| t.starts_with('['));
    match value.get_ref() {
        DeValue::Table(t) => {
            if is_header {
                out.push((span.clone(), entries(text, t, span.start)));
            }
            header_sections(text, t, out);
        }
        DeValue::Array(a) => {
            for v in a.iter() {
                if text.get(v.span()).is_some_and(|t| t.starts_with("[[")) {
                    visit(text, v, out);
                }
            }
        }
        _ => {}
    }
}

fn header_name(text: &str, header: &Range<usize>) -> String {
    text.get(header.clone())
        .unwrap_or("")
        .trim_matches(|c| c == '[' || c == ']')
        .trim()
        .to_string()
}

/// Every table header of the file with the range of its table.
pub fn sections(text: &str) -> Vec<Section> {
    outline_parts(text).into_iter().map(|(s, _)| s).collect()
}

fn outline_parts(text: &str) -> Vec<(Section, Vec<Entry>)> {
    let tree = parse(text);
    let mut found = Vec::new();
    header_sections(text, tree.root.get_ref(), &mut found);
    found.sort_by_key(|(h, _)| h.start);
    let starts: Vec<usize> = found.iter().map(|(h, _)| h.start).collect();
    found
        .into_iter()
        .enumerate()
        .map(|(i, (header, keys))| {
            let next = starts.get(i + 1).copied().unwrap_or(text.len());
            let end = keys
                .iter()
                .map(|(_, _, r, _)| r.end)
                .max()
                .unwrap_or(header.end)
                .min(next)
                .max(header.end);
            (
                Section {
                    name: header_name(text, &header),
                    header: header.clone(),
                    range: header.start..end,
                },
                keys,
            )
        })
        .collect()
}

/// The outline: one symbol per table, with its keys as children.
pub fn document_symbols(text: &str) -> Vec<Symbol> {
    outline_parts(text)
        .into_iter()
        .map(|(section, keys)| {
            let rule_name = keys
                .iter()
                .find(|(k, ..)| k == "name")
                .and_then(|(_, _, _, d)| d.clone())
                .map(|d| d.trim_matches('"').to_string());
            let (name, kind) = match (section.name.as_str(), rule_name) {
                ("landing", Some(rule)) => (format!("landing: {rule}"), SymbolKind::Rule),
                ("landing", None) => ("landing".to_string(), SymbolKind::Rule),
                (n, _) if n.starts_with("regions.") => (n.to_string(), SymbolKind::Region),
                (n, _) => (n.to_string(), SymbolKind::Table),
            };
            Symbol {
                name,
                detail: None,
                kind,
                range: section.range.clone(),
                selection: section.header.clone(),
                children: keys
                    .into_iter()
                    .map(|(name, key, range, detail)| Symbol {
                        name,
                        detail,
                        kind: SymbolKind::Key,
                        range,
                        selection: key,
                        children: Vec::new(),
                    })
                    .collect(),
            }
        })
        .collect()
}

/// Ranges an editor can fold: each table, and each value that spans
/// several lines (long arrays, multi-line strings).
pub fn folding_ranges(text: &str) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    for (section, keys) in outline_parts(text) {
        out.push(section.range);
        for (_, _, range, _) in keys {
            if text.get(range.clone()).is_some_and(|t| t.contains('\n')) {
                out.push(range);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const TWO_ROWS: &str = crate::ide::TWO_ROWS;

    #[test]
    fn outline_of_an_example() {
        let names: Vec<String> = document_symbols(TWO_ROWS)
            .into_iter()
            .map(|s| s.name)
            .collect();
        assert_eq!(
            names,
            [
                "game",
                "board",
                "players.south",
                "players.north",
                "sowing",
                "landing: extra-turn",
                "landing: capture-opposite",
                "moves",
                "end"
            ]
        );
        let board = &document_symbols(TWO_ROWS)[1];
        assert_eq!(board.children.len(), 4);
        assert_eq!(&TWO_ROWS[board.children[0].range.clone()], "rows = 2");
    }

    #[test]
    fn folds_tables_and_long_values() {
        let folds = folding_ranges(TWO_ROWS);
        assert!(
            folds
                .iter()
                .any(|r| TWO_ROWS[r.clone()].starts_with("sources = ["))
        );
        assert!(
            folds
                .iter()
                .any(|r| TWO_ROWS[r.clone()].starts_with("[game]"))
        );
    }
}
