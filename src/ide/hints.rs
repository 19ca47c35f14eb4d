//! Inlay hints: context for numbers and ranges that a reader would
//! otherwise work out — the total seeds on the board, the holes a range
//! covers, the holes a row number stands for.

use super::locate::Step;
use crate::model::Board;
use crate::syntax::{DeValue, parse};

/// A hint shown after a byte offset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hint {
    /// Where the hint goes (after the value it explains).
    pub offset: usize,
    /// What it says.
    pub label: String,
}

/// The hints of a file.
pub fn inlay_hints(text: &str) -> Vec<Hint> {
    let checked = crate::model::check(text);
    let Some(variant) = checked.variant.as_ref() else {
        return Vec::new();
    };
    let board = variant.board;
    let tree = parse(text);
    let mut out = Vec::new();
    if let Some((_, span)) = crate::syntax::find_in_table(
        &tree.root,
        &[
            crate::syntax::Seg::Key("board"),
            crate::syntax::Seg::Key("seeds"),
        ],
    ) {
        out.push(Hint {
            offset: span.end,
            label: format!("{} seeds in all", variant.total_seeds()),
        });
    }
    let mut path = Vec::new();
    for (key, value) in tree.root.get_ref().iter() {
        path.push(Step::Key(key.get_ref().to_string()));
        walk(&board, value, &mut path, &mut out);
        path.pop();
    }
    out.sort_by_key(|h| h.offset);
    out
}

fn walk(
    board: &Board,
    value: &toml::Spanned<DeValue<'_>>,
    path: &mut Vec<Step>,
    out: &mut Vec<Hint>,
) {
    let in_rows = matches!(path.as_slice(), [Step::Key(p), _, Step::Key(r), ..] if p == "players" && r == "rows");
    match value.get_ref() {
        DeValue::Table(t) => {
            for (k, v) in t.iter() {
                path.push(Step::Key(k.get_ref().to_string()));
                walk(board, v, path, out);
                path.pop();
            }
        }
        DeValue::Array(a) => {
            for (i, v) in a.iter().enumerate() {
                path.push(Step::Index(i));
                walk(board, v, path, out);
                path.pop();
            }
        }
        DeValue::String(s) => {
            let s: &str = s.as_ref();
            if s.contains('-')
                && !s.ends_with("-store")
                && let Ok(holes) = board.parse_holes(s)
                && holes.len() > 1
            {
                out.push(Hint {
                    offset: value.span().end,
                    label: format!("{} holes", holes.len()),
                });
            }
        }
        DeValue::Integer(n) if in_rows => {
            if let Ok(row) = n.as_str().parse::<u16>()
                && (1..=board.rows).contains(&row)
            {
                let first = board.site_name(board.hole(row - 1, 0));
                let last = board.site_name(board.hole(row - 1, board.columns - 1));
                out.push(Hint {
                    offset: value.span().end,
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
        let labels: Vec<String> = inlay_hints(text).into_iter().map(|h| h.label).collect();
        assert_eq!(labels, ["48 seeds in all", "a1–f1", "a2–f2"]);
        let text = text.replace(
            "direction = \"anticlockwise\"",
            "track = [\"a1-f1\", \"south-store\", \"f2-a2\"]",
        );
        let hints = inlay_hints(&text);
        assert!(
            hints
                .iter()
                .any(|h| h.label == "6 holes" && text[..h.offset].ends_with("\"a1-f1\""))
        );
    }
}
