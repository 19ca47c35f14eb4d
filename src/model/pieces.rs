//! Pieces worth more than one seed (`[pieces.NAME]`) and the holes that
//! belong to nobody (`[players] neutral`), resolved, and their words for
//! hover. A piece is counted at its worth in its hole's count, so every
//! count the engine reads (a condition, an empty hole, a score) sees it;
//! the engine's `pieces.rs` follows where the pieces are, for what must
//! tell a piece from seeds (the refill from a store, `pieces-captured`).

use std::ops::Range;

use super::board::Board;
use crate::format::{self as f, Sp};

/// A kind of piece, resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PieceKind {
    /// The kind's name (`[pieces.NAME]`).
    pub name: String,
    /// Where the kind's table is named.
    pub span: Range<usize>,
    /// How many seeds one piece counts as.
    pub worth: u32,
    /// The holes its pieces start in, one piece per entry, each with the
    /// span of its name.
    pub holes: Vec<(u16, Range<usize>)>,
}

/// The holes `[players] neutral` names, each with the span of its entry
/// (bad names reported through `hole_list`).
pub(super) fn neutral_holes(
    board: &Board,
    items: &[Sp<String>],
    mut report: impl FnMut(&Sp<String>, String),
) -> Vec<(u16, Range<usize>)> {
    let mut holes = Vec::new();
    for item in items {
        match board.parse_holes(&item.value) {
            Ok(hs) => holes.extend(hs.into_iter().map(|h| (h, item.span.clone()))),
            Err(why) => report(item, why),
        }
    }
    holes
}

/// Resolves the kinds of `[pieces]`: each entry of a kind's `holes` that
/// names a hole of the board places one piece there (bad names reported
/// through `report`).
pub(super) fn lower(
    board: &Board,
    kinds: &[(String, Range<usize>, f::PieceTable)],
    mut report: impl FnMut(&Sp<String>, String),
) -> Vec<PieceKind> {
    kinds
        .iter()
        .map(|(name, span, table)| PieceKind {
            name: name.clone(),
            span: span.clone(),
            worth: table.worth.value,
            holes: neutral_holes(board, &table.holes, &mut report),
        })
        .collect()
}

/// The worth of the pieces that start in each site (0 where none does).
pub fn start_worth(sites: usize, kinds: &[PieceKind]) -> Vec<u32> {
    let mut worth = vec![0u32; sites];
    for kind in kinds {
        for (h, _) in &kind.holes {
            if let Some(w) = worth.get_mut(*h as usize) {
                *w = w.saturating_add(kind.worth);
            }
        }
    }
    worth
}

/// A kind in words, for hover: what it is worth, where it starts, and how
/// it is played.
pub fn describe(kind: &PieceKind, board: &Board) -> String {
    let holes: Vec<String> = kind
        .holes
        .iter()
        .map(|(h, _)| board.site_name(*h))
        .collect();
    let at = match holes.as_slice() {
        [] => "placed nowhere".to_string(),
        [one] => format!("one starts in {one}"),
        many => format!("one starts in each of {}", many.join(", ")),
    };
    format!(
        "A `{}` piece is worth {} seeds; {at}. It is never sown: a capture of its hole \
         takes it to the store, where it counts at its worth.",
        kind.name, kind.worth
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_add_their_worth_where_they_start() {
        let kind = PieceKind {
            name: "big".into(),
            span: 0..0,
            worth: 10,
            holes: vec![(1, 0..0), (1, 0..0), (3, 0..0)],
        };
        assert_eq!(start_worth(5, &[kind]), vec![0, 20, 0, 10, 0]);
    }
}
