//! A first move the rules fix (`[moves.first]`): which first moves, the
//! hole each starts from and the way it sows, resolved and checked against
//! the holes a move may start from, with the words hover uses. The engine
//! keeps the legal moves of such a ply to the one move (`game.rs`).

use std::ops::Range;

use super::{Board, Player, Variant, Way};
use crate::codes;
use crate::diagnostic::Diagnostic;
use crate::format::{self as f, FirstOf, Sp};

/// A fixed first move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FirstMove {
    /// Which first moves are fixed: the game's only, or each player's.
    pub of: FirstOf,
    /// The hole each player's fixed first move starts from, South first
    /// (`None` where that player's first move is free).
    pub holes: [Option<u16>; 2],
    /// The way it sows, when the rules fix it too.
    pub way: Option<Way>,
}

impl FirstMove {
    /// The hole `player` must start from now, if the rules fix it: the
    /// game has had `plies` plies, and `moved_before` says whether
    /// `player` has moved in it.
    pub fn hole_for(&self, player: Player, moved_before: bool, plies: u32) -> Option<u16> {
        let due = match self.of {
            FirstOf::Game => plies == 0,
            FirstOf::EachPlayer => !moved_before,
        };
        if due {
            self.holes[player.index()]
        } else {
            None
        }
    }

    /// The rule in words.
    pub fn describe(&self, board: &Board) -> String {
        let way = match self.way {
            Some(Way::Along) => ", sown along the track",
            Some(Way::Against) => ", sown against the track",
            None => "",
        };
        let from = |p: Player| self.holes[p.index()].map(|h| board.site_name(h));
        match (self.of, from(Player::SOUTH), from(Player::NORTH)) {
            (FirstOf::Game, Some(s), _) => {
                format!("The game's first move is South's from {s}{way}; no other is legal.")
            }
            (FirstOf::EachPlayer, s, n) => {
                let each: Vec<String> = [("South", s), ("North", n)]
                    .into_iter()
                    .filter_map(|(who, h)| h.map(|h| format!("{who}'s from {h}")))
                    .collect();
                match each.as_slice() {
                    [] => "No first move is fixed.".to_string(),
                    _ => format!(
                        "Each player's first move is fixed: {}{way}; no other is legal.",
                        each.join(", ")
                    ),
                }
            }
            (FirstOf::Game, None, _) => "No first move is fixed.".to_string(),
        }
    }
}

/// Where the keys of `[moves.first]` that matter only in some files are
/// written: what S007 points at.
#[derive(Debug, Clone, Default)]
pub struct FirstMoveKeys {
    /// Which first moves are fixed.
    pub of: FirstOf,
    /// `north`.
    pub north: Option<Range<usize>>,
    /// `way`.
    pub way: Option<Range<usize>>,
}

impl FirstMoveKeys {
    /// Reads them from the table.
    pub fn of(table: &f::FirstMoveTable) -> FirstMoveKeys {
        FirstMoveKeys {
            of: table.of.as_ref().map(|o| o.value).unwrap_or_default(),
            north: table.north.as_ref().map(|n| n.span.clone()),
            way: table.way.as_ref().map(|w| w.span.clone()),
        }
    }
}

/// Resolves `[moves.first]`: each hole name, reported (B002) when it
/// names no hole of the board.
pub fn lower(table: &f::FirstMoveTable, board: &Board, diags: &mut Vec<Diagnostic>) -> FirstMove {
    let mut hole = |name: &Option<Sp<String>>| one_hole(name.as_ref()?, board, diags);
    FirstMove {
        of: table.of.as_ref().map(|o| o.value).unwrap_or_default(),
        holes: [hole(&table.south), hole(&table.north)],
        way: table.way.as_ref().map(|w| w.value),
    }
}

/// The hole `name` names, reported (B002) when it names no hole of the
/// board: a rule that fixes the one hole a move starts from.
pub(super) fn one_hole(
    name: &Sp<String>,
    board: &Board,
    diags: &mut Vec<Diagnostic>,
) -> Option<u16> {
    let found = board.parse_hole(&name.value);
    if found.is_none() {
        diags.push(
            Diagnostic::new(
                &codes::unknown_hole::CODE,
                name.span.clone(),
                format!("`{}` is no hole of this board", name.value),
            )
            .with_help("name one hole, such as `a1`"),
        );
    }
    found
}

/// An O004 on each fixed first move that can never be played: from a
/// hole its player may not start a move from, or (the game's very first
/// move, South's) from a hole too empty at the start.
pub fn check(table: &f::FirstMoveTable, variant: &Variant, diags: &mut Vec<Diagnostic>) {
    let Some(first) = variant.first_move else {
        return;
    };
    for (player, name) in [(Player::SOUTH, &table.south), (Player::NORTH, &table.north)] {
        let (Some(h), Some(name)) = (first.holes[player.index()], name) else {
            continue;
        };
        let why = if !variant.in_set(variant.move_from, player, h) {
            format!("{} may not start a move from {}", player.name(), name.value)
        } else if player == Player::SOUTH
            && variant.start.get(h as usize).copied().unwrap_or(0) < variant.min_seeds
        {
            format!("{} is too empty at the start to be sown", name.value)
        } else if player == Player::SOUTH
            && variant
                .max_seeds
                .is_some_and(|max| variant.start.get(h as usize).copied().unwrap_or(0) > max)
        {
            format!(
                "{} is too full at the start to be sown (`max_seeds`)",
                name.value
            )
        } else {
            continue;
        };
        diags.push(
            Diagnostic::new(
                &codes::first_move_not_playable::CODE,
                name.span.clone(),
                format!("the fixed first move can never be played: {why}"),
            )
            .with_help(format!(
                "name a hole {} may start a move from and that holds seeds",
                player.name()
            )),
        );
    }
}
