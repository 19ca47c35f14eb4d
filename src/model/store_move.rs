//! A move that sows the mover's store (`[moves] from = "own-store"`): "as
//! soon as a player has thirteen counters in their store, they pick them
//! up and sow them". The move lifts every seed of the store and sows them
//! along the path from the site after the store as the path is written
//! (the track keeps it in `Variant::store_exits`), whether or not the
//! seeds of that phase fall into stores; it is written by the store's
//! name (`south-store`). Its compiled form is the store as the mover's
//! only start and its next site (`engine::rules`); its words are the hole
//! set's ("the mover's store").

use std::ops::Range;

use super::{Board, HoleSet};
use crate::codes::store_move_misplaced::CODE;
use crate::diagnostic::Diagnostic;

/// Checks a `from` that names a store (L003): only the mover's own, on a
/// board with stores, each placed on the path as written.
pub(super) fn check(
    from: HoleSet,
    at: &Range<usize>,
    board: &Board,
    store_exits: &[Option<u16>],
    diags: &mut Vec<Diagnostic>,
) {
    let (message, help) = match from {
        HoleSet::OPPONENT_STORE | HoleSet::STORE => (
            "a move sows from no store but the mover's own".to_string(),
            "write `from = \"own-store\"`",
        ),
        HoleSet::OWN_STORE if !board.stores => (
            "a move from the mover's store, but the board has no stores".to_string(),
            "add `stores = true` to [board]",
        ),
        HoleSet::OWN_STORE => {
            let Some(p) = board.players().find(|p| {
                store_exits
                    .get(p.index())
                    .is_some_and(|exit| exit.is_none())
            }) else {
                return;
            };
            (
                format!(
                    "a move from {}'s store, but the path does not place it: \
                     no site follows it",
                    p.name()
                ),
                "place each store in the track where it sits (`south-store`, `north-store`), \
                 or sow with `direction`, which places them after each row",
            )
        }
        _ => return,
    };
    diags.push(Diagnostic::new(&CODE, at.clone(), message).with_help(help));
}

/// The move in words, for hover and description, where `from` makes it
/// the mover's only move: "A move lifts every seed of the mover's store
/// and sows them from the site after it (South's from d2, North's from
/// a1)."
pub fn describe(variant: &super::Variant) -> Option<String> {
    if variant.move_from != HoleSet::OWN_STORE {
        return None;
    }
    let board = &variant.board;
    let starts: Vec<String> = board
        .players()
        .filter_map(|p| {
            let exit = variant.store_exits.get(p.index()).copied().flatten()?;
            Some(format!("{}'s from {}", p.title(), board.site_name(exit)))
        })
        .collect();
    let least = match variant.min_seeds {
        0 | 1 => String::new(),
        n => format!(", when it holds at least {n},"),
    };
    Some(format!(
        "A move lifts every seed of the mover's store{least} and sows them along the path \
         from the site after the store ({}).",
        starts.join(", ")
    ))
}
