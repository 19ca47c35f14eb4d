//! More than two players: what a file of three to five players may say.
//!
//! Players are named in the order they move (`south`, `north`, `third`,
//! `fourth`, `fifth`: [`crate::format::PLAYER_NAMES`]), each with a row or
//! holes of their own, and play passes from each to the next. The parts
//! of the format listed in [`SAID`] read "the mover", "an opponent" (any
//! other player) and "the owner" the same for any number of players, and
//! the engine plays them so; every other part was written for a duel (the
//! opponent, the hole across, a match's two sides) and is refused in such
//! a file by O014, at the key, rather than played with a meaning nobody
//! chose. A part joins the list once it reads its players the same way
//! for any number and a test plays it with more than two.
//!
//! Example: Pic's ring of heaps for five players, one row each.
//!
//! ```toml
//! [board]
//! rows = 5
//! columns = 3
//!
//! [players.south]
//! rows = [1]
//! [players.north]
//! rows = [2]
//! [players.third]
//! rows = [3]
//! [players.fourth]
//! rows = [4]
//! [players.fifth]
//! rows = [5]
//!
//! [sowing]
//! track = ["a1-c1", "a2-c2", "a3-c3", "a4-c4", "a5-c5"]
//! ```

use std::ops::Range;

use crate::syntax::{DeTable, DeValue, Spanned};

use crate::codes;
use crate::diagnostic::Diagnostic;

/// The keys a file of more than two players may use, each with the only
/// values it may take there (any value where none are listed). A key
/// names everything below it: `game` takes every key of `[game]`. Arrays
/// are passed through, as in the schema's key paths (`end.when` is each
/// item of `[end] when`, `end.when.board_at_most` a key of an item's
/// table).
pub const SAID: &[(&str, &[&str])] = &[
    ("game", &[]),
    ("board.rows", &[]),
    ("board.columns", &[]),
    ("board.seeds", &[]),
    ("board.stores", &[]),
    ("players", &[]),
    ("sowing.track", &[]),
    ("sowing.stores", &["none", "own", "both"]),
    ("sowing.laps", &["single", "relay"]),
    ("sowing.skip_origin", &[]),
    ("sowing.way", &["along", "either"]),
    ("sowing.endless", &[]),
    ("landing.name", &[]),
    ("landing.on", &["last-seed", "turn-end"]),
    (
        "landing.when.hole",
        &["own", "opponent", "any", "own-store"],
    ),
    ("landing.when.count", &[]),
    ("landing.when.was_empty", &[]),
    ("landing.when.claimed", &["no", "yes", "by-mover"]),
    (
        "landing.capture",
        &["last", "next", "after-next", "before", "previous", "origin"],
    ),
    ("landing.chain", &["backward", "forward"]),
    ("landing.then", &[]),
    ("landing.claim", &[]),
    ("landing.to", &["mover", "owner", "claimer"]),
    ("claimed.sow_into", &[]),
    ("claimed.sow_from", &[]),
    ("claimed.count_for", &[]),
    ("moves.from", &["own", "any"]),
    ("moves.min_seeds", &[]),
    ("moves.max_seeds", &[]),
    ("moves.no_move", &["pass"]),
    (
        "end.when",
        &[
            "repetition",
            "unclaimed-empty",
            "row-empty",
            "only-one-can-move",
        ],
    ),
    ("end.when.board_at_most", &[]),
    ("end.when.holes_at_most", &[]),
    ("end.when.seeds_above", &[]),
    ("end.remaining", &[]),
    ("end.winner", &["most-seeds", "fewest-seeds"]),
];

/// Reports with O014 every key of `root` (and every value) a file of
/// `players` players may not use.
pub(super) fn check(root: &Spanned<DeTable<'_>>, players: usize, diags: &mut Vec<Diagnostic>) {
    let mut path = Vec::new();
    walk_table(root.get_ref(), &mut path, players, diags);
}

fn walk_table(
    table: &DeTable<'_>,
    path: &mut Vec<String>,
    players: usize,
    diags: &mut Vec<Diagnostic>,
) {
    for (key, value) in table {
        path.push(key.get_ref().to_string());
        let dotted = path.join(".");
        match said(&dotted) {
            Reach::No => diags.push(refused(
                key.span(),
                format!("`{dotted}` plays with two players only"),
                players,
            )),
            Reach::Below => walk(value, path, players, diags),
            Reach::Whole(values) => check_values(value, &dotted, values, players, diags),
        }
        path.pop();
    }
}

/// Walks a value whose key leads to keys of the list further down.
fn walk(
    value: &Spanned<DeValue<'_>>,
    path: &mut Vec<String>,
    players: usize,
    diags: &mut Vec<Diagnostic>,
) {
    match value.get_ref() {
        DeValue::Table(t) => walk_table(t, path, players, diags),
        DeValue::Array(items) => {
            for item in items {
                walk(item, path, players, diags);
            }
        }
        // A bare value where only some keys below it are said (`end.when
        // = "row-empty"`).
        _ => {
            let dotted = path.join(".");
            diags.push(refused(
                value.span(),
                format!("`{dotted}` plays with two players only"),
                players,
            ));
        }
    }
}

/// Checks the strings of a key whose values are limited, and walks its
/// tables (an item of `end.when` may be a string or a table).
fn check_values(
    value: &Spanned<DeValue<'_>>,
    dotted: &str,
    values: &[&str],
    players: usize,
    diags: &mut Vec<Diagnostic>,
) {
    match value.get_ref() {
        DeValue::String(s) if !values.is_empty() && !values.contains(&s.as_ref()) => {
            diags.push(
                refused(
                    value.span(),
                    format!("`{dotted} = \"{s}\"` plays with two players only"),
                    players,
                )
                .with_help(format!(
                    "with more than two players, `{dotted}` takes {}",
                    values
                        .iter()
                        .map(|v| format!("\"{v}\""))
                        .collect::<Vec<_>>()
                        .join(", ")
                )),
            );
        }
        DeValue::Array(items) => {
            for item in items {
                check_values(item, dotted, values, players, diags);
            }
        }
        DeValue::Table(t) => {
            let mut path: Vec<String> = dotted.split('.').map(str::to_string).collect();
            walk_table(t, &mut path, players, diags);
        }
        _ => {}
    }
}

/// How far the list reaches at a key.
enum Reach {
    /// The key is not in the list, nor any below it.
    No,
    /// Some keys below it are.
    Below,
    /// The key is, with everything below it (and these values only).
    Whole(&'static [&'static str]),
}

fn said(dotted: &str) -> Reach {
    let mut below = false;
    for &(key, values) in SAID {
        // A key whose values are limited grants no keys below it: those
        // are listed on their own (`end.when.board_at_most`).
        let under = dotted
            .strip_prefix(key)
            .is_some_and(|rest| rest.starts_with('.'));
        if dotted == key || (under && values.is_empty()) {
            return Reach::Whole(values);
        }
        if key
            .strip_prefix(dotted)
            .is_some_and(|rest| rest.starts_with('.'))
        {
            below = true;
        }
    }
    if below { Reach::Below } else { Reach::No }
}

fn refused(span: Range<usize>, message: String, players: usize) -> Diagnostic {
    Diagnostic::new(&codes::two_players_only::CODE, span, message).with_help(format!(
        "this file names {players} players; `sow explain O014` lists the parts that play \
         with more than two"
    ))
}

#[cfg(test)]
mod tests {
    use super::{Reach, SAID, said};

    #[test]
    fn the_explanation_lists_every_key_and_value_said() {
        let explained = crate::codes::two_players_only::CODE.explanation;
        for (key, values) in SAID {
            let last = key.rsplit('.').next().unwrap_or(key);
            assert!(
                explained.contains(last),
                "O014's explanation misses `{key}`"
            );
            for v in *values {
                assert!(
                    explained.contains(v),
                    "O014's explanation misses `{key} = {v}`"
                );
            }
        }
    }

    #[test]
    fn the_list_reaches_below_its_keys_and_only_there() {
        assert!(matches!(said("game.name"), Reach::Whole(_)));
        assert!(matches!(said("landing"), Reach::Below));
        assert!(matches!(said("landing.when"), Reach::Below));
        assert!(matches!(said("landing.when.opposite"), Reach::No));
        assert!(matches!(said("end.when.board_at_most"), Reach::Whole(_)));
        assert!(matches!(said("end.when.region_empty"), Reach::No));
        assert!(matches!(said("match"), Reach::No));
        assert!(matches!(said("boardx"), Reach::No));
    }
}
