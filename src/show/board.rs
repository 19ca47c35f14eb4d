//! The board drawn as a grid: North's side on top, columns lettered from
//! South's left, rows numbered from South's side.

use std::fmt::Write;

use crate::model::Board;
use crate::model::board::column_letter;

/// A grid with `label(hole)` in every hole; `gap` spaces between the row
/// numbers and the first column. Stores are left to the caller.
pub(super) fn grid(board: &Board, gap: usize, label: impl Fn(u16) -> String) -> String {
    let gap = " ".repeat(gap);
    let mut out = format!("    {gap}");
    for c in 0..board.columns {
        let _ = write!(out, "{:>4}", column_letter(c));
    }
    out.push('\n');
    for r in (0..board.rows).rev() {
        let _ = write!(out, "  {:>2}{gap}", r + 1);
        for c in 0..board.columns {
            let _ = write!(out, "{:>4}", label(board.hole(r, c)));
        }
        out.push('\n');
    }
    out
}

/// The seeds in every hole, then the stores (or, on a board without
/// stores, the seeds each player has taken).
pub fn board_text(board: &Board, counts: &[u16]) -> String {
    let count = |site: usize| counts.get(site).copied().unwrap_or(0);
    let mut out = grid(board, 1, |h| count(h as usize).to_string());
    let each: Vec<String> = board
        .players()
        .map(|p| format!("{} {}", p.name(), count(board.store(p).into())))
        .collect();
    let _ = writeln!(
        out,
        "  {} {}",
        if board.stores { "stores:" } else { "taken: " },
        each.join(", ")
    );
    out
}
