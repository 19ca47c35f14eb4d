//! Inlay hints: context for numbers and ranges that a reader would
//! otherwise work out — the total seeds on the board, the holes a range
//! covers, the holes a row number stands for.

use super::Analysis;
use super::locate::Step;
use crate::model::Board;
use crate::syntax::{Node, Seg, Value};

/// A hint shown after a byte offset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hint {
    /// Where the hint goes (after the value it explains).
    pub offset: usize,
    /// What it says.
    pub label: String,
}

/// The hints of a file, in file order (worked out once per analysis).
pub fn inlay_hints(analysis: &Analysis) -> &[Hint] {
    analysis.hints()
}

/// Works out the hints of a file.
pub(crate) fn all(analysis: &Analysis) -> Vec<Hint> {
    let Some(variant) = analysis.variant() else {
        return Vec::new();
    };
    let board = variant.board;
    let tree = analysis.tree();
    let mut out = Vec::new();
    if let Some(seeds) = tree.get(&[Seg::Key("board"), Seg::Key("seeds")]) {
        out.push(Hint {
            offset: seeds.span.end,
            label: format!("{} seeds in all", variant.total_seeds()),
        });
    }
    walk(&board, tree, &mut Vec::new(), &mut out);
    out.sort_by_key(|h| h.offset);
    out
}

fn walk(board: &Board, node: &Node, path: &mut Vec<Step>, out: &mut Vec<Hint>) {
    let in_rows = matches!(path.as_slice(), [Step::Key(p), _, Step::Key(r), ..] if p == "players" && r == "rows");
    match &node.value {
        Value::Table(entries) => {
            for entry in entries {
                path.push(Step::Key(entry.key.clone()));
                walk(board, &entry.value, path, out);
                path.pop();
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                path.push(Step::Index(i));
                walk(board, item, path, out);
                path.pop();
            }
        }
        Value::String(s) => {
            if crate::model::board::range_dash(s).is_some()
                && let Ok(holes) = board.parse_holes(s)
                && holes.len() > 1
            {
                out.push(Hint {
                    offset: node.span.end,
                    label: format!("{} holes", holes.len()),
                });
            }
        }
        Value::Integer(n) if in_rows => {
            if let Ok(row) = u16::try_from(*n)
                && (1..=board.rows).contains(&row)
            {
                let first = board.site_name(board.hole(row - 1, 0));
                let last = board.site_name(board.hole(row - 1, board.columns - 1));
                out.push(Hint {
                    offset: node.span.end,
                    label: format!("{first}–{last}"),
                });
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn totals_ranges_and_rows() {
        let text = crate::ide::TWO_ROWS;
        let analysis = Analysis::new(text);
        let labels: Vec<&str> = inlay_hints(&analysis)
            .iter()
            .map(|h| h.label.as_str())
            .collect();
        assert_eq!(labels, ["48 seeds in all", "a1–f1", "a2–f2"]);
        let text = text.replace(
            "direction = \"anticlockwise\"",
            "track = [\"a1-f1\", \"south-store\", \"f2-a2\"]",
        );
        let analysis = Analysis::new(text.clone());
        let hints = inlay_hints(&analysis);
        assert!(
            hints
                .iter()
                .any(|h| h.label == "6 holes" && text[..h.offset].ends_with("\"a1-f1\""))
        );
    }
}
