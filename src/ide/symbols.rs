//! The outline of a file (its tables, rules and keys) and folding ranges.

use std::ops::Range;

use super::Analysis;
use crate::syntax::{self, Node, Value};

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

/// A key written under a table's header.
#[derive(Debug)]
pub(crate) struct Key {
    name: String,
    /// The key's span.
    key: Range<usize>,
    /// The key's and its value's.
    range: Range<usize>,
    /// The first line of the value, at most 40 characters.
    detail: Option<String>,
}

/// The tables of a file, each with the keys written under its header, in
/// file order: what the outline, the folding ranges and the code lens
/// show.
pub(crate) type Outline = Vec<(Section, Vec<Key>)>;

fn header_sections(text: &str, entries: &[syntax::Entry], out: &mut Vec<(Range<usize>, Vec<Key>)>) {
    for entry in entries {
        visit(text, &entry.value, out);
    }
}

fn keys(text: &str, entries: &[syntax::Entry], after: usize) -> Vec<Key> {
    entries
        .iter()
        .filter(|e| e.key_span.start > after)
        .map(|e| {
            let value = text.get(e.value.span.clone()).unwrap_or("");
            let detail = value.lines().next().map(|l| {
                let mut l: String = l.chars().take(40).collect();
                if value.len() > l.len() {
                    l.push('…');
                }
                l
            });
            Key {
                name: e.key.clone(),
                key: e.key_span.clone(),
                range: e.key_span.start..e.value.span.end,
                detail,
            }
        })
        .collect()
}

fn visit(text: &str, node: &Node, out: &mut Vec<(Range<usize>, Vec<Key>)>) {
    let span = node.span.clone();
    let is_header = text.get(span.clone()).is_some_and(|t| t.starts_with('['));
    match &node.value {
        Value::Table(entries) => {
            if is_header {
                out.push((span.clone(), keys(text, entries, span.start)));
            }
            header_sections(text, entries, out);
        }
        Value::Array(items) => {
            for item in items {
                if text
                    .get(item.span.clone())
                    .is_some_and(|t| t.starts_with("[["))
                {
                    visit(text, item, out);
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
pub fn sections(analysis: &Analysis) -> impl Iterator<Item = &Section> {
    analysis.outline().iter().map(|(s, _)| s)
}

/// Works out the outline of `text`, whose tree is `tree`.
pub(crate) fn outline(text: &str, tree: &Node) -> Outline {
    let mut found = Vec::new();
    header_sections(text, tree.entries(), &mut found);
    found.sort_by_key(|(h, _)| h.start);
    let starts: Vec<usize> = found.iter().map(|(h, _)| h.start).collect();
    found
        .into_iter()
        .enumerate()
        .map(|(i, (header, keys))| {
            let next = starts.get(i + 1).copied().unwrap_or(text.len());
            let end = keys
                .iter()
                .map(|k| k.range.end)
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

/// What a table is and the name it gives: a rule's `name` (if it has one),
/// a region's, or the table's own.
fn defined_name(section: &Section, keys: &[Key]) -> (SymbolKind, Option<String>) {
    match section.name.as_str() {
        "landing" => (
            SymbolKind::Rule,
            keys.iter()
                .find(|k| k.name == "name")
                .and_then(|k| k.detail.clone())
                .map(|d| d.trim_matches('"').to_string()),
        ),
        n => match n.strip_prefix("regions.") {
            Some(region) => (SymbolKind::Region, Some(region.to_string())),
            None => (SymbolKind::Table, Some(n.to_string())),
        },
    }
}

/// The names the file gives that a search across files finds (an
/// editor's "symbol in workspace"): its regions, its landing rules and its
/// tables, those whose name holds `query` in any case. A symbol's
/// `detail` is where its name lives (`regions`, `landing`).
pub fn workspace_symbols(analysis: &Analysis, query: &str) -> Vec<Symbol> {
    let query = query.to_lowercase();
    analysis
        .outline()
        .iter()
        .filter_map(|(section, keys)| {
            let (kind, name) = defined_name(section, keys);
            let name = name?;
            let container = match kind {
                SymbolKind::Rule => Some("landing".to_string()),
                SymbolKind::Region => Some("regions".to_string()),
                SymbolKind::Table | SymbolKind::Key => None,
            };
            name.to_lowercase().contains(&query).then(|| Symbol {
                name,
                detail: container,
                kind,
                range: section.range.clone(),
                selection: section.header.clone(),
                children: Vec::new(),
            })
        })
        .collect()
}

/// The outline: one symbol per table, with its keys as children.
pub fn document_symbols(analysis: &Analysis) -> Vec<Symbol> {
    analysis
        .outline()
        .iter()
        .map(|(section, keys)| {
            let (kind, defined) = defined_name(section, keys);
            let name = match (kind, defined) {
                (SymbolKind::Rule, Some(rule)) => format!("landing: {rule}"),
                _ => section.name.clone(),
            };
            Symbol {
                name,
                detail: None,
                kind,
                range: section.range.clone(),
                selection: section.header.clone(),
                children: keys
                    .iter()
                    .map(|k| Symbol {
                        name: k.name.clone(),
                        detail: k.detail.clone(),
                        kind: SymbolKind::Key,
                        range: k.range.clone(),
                        selection: k.key.clone(),
                        children: Vec::new(),
                    })
                    .collect(),
            }
        })
        .collect()
}

/// Ranges an editor can fold: each table, and each value that spans
/// several lines (long arrays, multi-line strings).
pub fn folding_ranges(analysis: &Analysis) -> Vec<Range<usize>> {
    let text = analysis.text();
    let mut out = Vec::new();
    for (section, keys) in analysis.outline() {
        out.push(section.range.clone());
        for key in keys {
            if text
                .get(key.range.clone())
                .is_some_and(|t| t.contains('\n'))
            {
                out.push(key.range.clone());
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
        let analysis = Analysis::new(TWO_ROWS);
        let names: Vec<String> = document_symbols(&analysis)
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
        let board = &document_symbols(&analysis)[1];
        assert_eq!(board.children.len(), 4);
        assert_eq!(&TWO_ROWS[board.children[0].range.clone()], "rows = 2");
    }

    #[test]
    fn workspace_symbols_are_the_names_a_file_gives() {
        let text = TWO_ROWS.replace("[sowing]", "[regions.Edge]\nsouth = [\"a1\"]\n\n[sowing]");
        let analysis = Analysis::new(text.as_str());
        let found = |query: &str| -> Vec<(String, SymbolKind, Option<String>)> {
            workspace_symbols(&analysis, query)
                .into_iter()
                .map(|s| (s.name, s.kind, s.detail))
                .collect()
        };
        assert_eq!(
            found("EDGE"),
            [(
                "Edge".to_string(),
                SymbolKind::Region,
                Some("regions".to_string())
            )]
        );
        assert_eq!(
            found("capture"),
            [(
                "capture-opposite".to_string(),
                SymbolKind::Rule,
                Some("landing".to_string())
            )]
        );
        assert_eq!(found("players").len(), 2);
        assert_eq!(found("").len(), document_symbols(&analysis).len());
    }

    #[test]
    fn folds_tables_and_long_values() {
        let folds = folding_ranges(&Analysis::new(TWO_ROWS));
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
