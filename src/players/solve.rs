//! `sow solve`: the game-theoretic value of a position, found exactly.
//!
//! A negamax search to the end of every line, with alpha-beta and a
//! transposition table keyed on the engine's whole position (seeds, claims,
//! owners, phase, ways, the player to move). It moves only by the engine's
//! own legal moves and play, so every rule of the file is honoured; a
//! player who moves again (an extra turn) is searched as the same player.
//! A finished game is worth what the sowing evaluation gives it: a win or a
//! loss above any margin, then the margin of the final scores.

use std::collections::{HashMap, HashSet};

use super::alphabeta::{Bound, key, ordered};
use super::eval::{WIN, value};
use crate::engine::{Game, Move};
use crate::model::Player;

/// Positions searched before `sow solve` gives up, unless told otherwise.
pub const DEFAULT_MAX_POSITIONS: u64 = 50_000_000;

/// The most positions the table remembers: about 150 MB. Past it, new
/// positions are searched but not stored, so the answer stays exact.
const TABLE_LIMIT: usize = 1 << 22;

/// The longest line of play searched: deeper, the game is not one whose
/// positions fit (and the search's own stack stays small).
const MAX_LINE: usize = 2_000;

/// The value of a position under perfect play by both.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solution {
    /// The player to move in the solved position.
    pub mover: Player,
    /// Who wins under perfect play, or `None` for a draw.
    pub winner: Option<Player>,
    /// The final scores' difference, for the mover (negative when the
    /// mover loses by seeds).
    pub margin: i32,
    /// Every legal move that keeps the value, in the engine's order.
    pub best: Vec<Move>,
    /// Positions searched.
    pub positions: u64,
}

/// Why a position could not be solved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unsolved {
    /// The cap on positions was reached after this many.
    TooLarge(u64),
    /// A line of play ran longer than [`MAX_LINE`] plies.
    TooLong,
    /// A position recurs without the rules ending the game: the game's
    /// value is not a finite game's.
    Endless,
    /// The game is a match of rounds with lots to draw: not a single game.
    Lots,
    /// A position has neither a move nor a result.
    Unfinished,
}

impl std::fmt::Display for Unsolved {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unsolved::TooLarge(n) => write!(f, "too large to solve: {n} positions searched"),
            Unsolved::TooLong => write!(
                f,
                "too large to solve: a line of play runs past {MAX_LINE} plies"
            ),
            Unsolved::Endless => write!(
                f,
                "cannot solve: a position recurs and the rules do not end the game"
            ),
            Unsolved::Lots => write!(f, "cannot solve: lots are drawn at a recount"),
            Unsolved::Unfinished => write!(
                f,
                "cannot solve: a position has no legal move and the game is not over"
            ),
        }
    }
}

/// What the table knows of a position's value (always searched to the end).
#[derive(Debug, Clone, Copy)]
struct Entry {
    value: i32,
    bound: Bound,
    best: Option<Move>,
}

/// An exact search, stopping after `max_positions`.
struct Solver {
    table: HashMap<u64, Entry>,
    /// The keys of the positions on the line being searched.
    line: HashSet<u64>,
    positions: u64,
    max_positions: u64,
}

/// Solves `game` from its current position, searching at most
/// `max_positions` positions.
pub fn solve(game: &Game<'_>, max_positions: u64) -> Result<Solution, Unsolved> {
    let mut solver = Solver {
        table: HashMap::new(),
        line: HashSet::new(),
        positions: 0,
        max_positions,
    };
    let mover = game.to_move;
    // Each first move gets a whole window, so that every move keeping the
    // value is found, not only the first.
    let mut values = Vec::new();
    for (m, child) in ordered(game, None) {
        values.push((m, solver.child_value(&child, mover, -i32::MAX, i32::MAX)?));
    }
    let top = match values.iter().map(|&(_, v)| v).max() {
        Some(v) => v,
        None => solver.leaf(game)?,
    };
    let order = game.legal_moves();
    let mut best: Vec<Move> = values
        .iter()
        .filter(|&&(_, v)| v == top)
        .map(|&(m, _)| m)
        .collect();
    best.sort_by_key(|m| order.iter().position(|o| o == m));
    let (winner, margin) = read(top, mover);
    Ok(Solution {
        mover,
        winner,
        margin,
        best,
        positions: solver.positions,
    })
}

/// The winner and the mover's margin that a search value stands for.
fn read(v: i32, mover: Player) -> (Option<Player>, i32) {
    if v > WIN / 2 {
        (Some(mover), v - WIN)
    } else if v < -WIN / 2 {
        (Some(mover.other()), v + WIN)
    } else {
        (None, v)
    }
}

impl Solver {
    /// The value of `game` for the player to move, within `alpha..beta`.
    fn search(&mut self, game: &Game<'_>, mut alpha: i32, beta: i32) -> Result<i32, Unsolved> {
        self.positions += 1;
        if self.positions > self.max_positions {
            return Err(Unsolved::TooLarge(self.max_positions));
        }
        if game.outcome.is_some() || game.legal_moves().is_empty() {
            return self.leaf(game);
        }
        let key = key(game);
        let known = self.table.get(&key).copied();
        if let Some(e) = known {
            match e.bound {
                Bound::Exact => return Ok(e.value),
                Bound::Lower if e.value >= beta => return Ok(e.value),
                Bound::Upper if e.value <= alpha => return Ok(e.value),
                _ => {}
            }
        }
        if self.line.len() >= MAX_LINE {
            return Err(Unsolved::TooLong);
        }
        if !self.line.insert(key) {
            return Err(Unsolved::Endless);
        }
        let me = game.to_move;
        let first_alpha = alpha;
        let mut best = (-i32::MAX, None);
        for (m, child) in ordered(game, known.and_then(|e| e.best)) {
            let v = match self.child_value(&child, me, alpha, beta) {
                Ok(v) => v,
                Err(e) => {
                    self.line.remove(&key);
                    return Err(e);
                }
            };
            if v > best.0 || best.1.is_none() {
                best = (v, Some(m));
            }
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        self.line.remove(&key);
        let v = best.0;
        let bound = Bound::of(v, first_alpha, beta);
        if self.table.len() < TABLE_LIMIT || self.table.contains_key(&key) {
            self.table.insert(
                key,
                Entry {
                    value: v,
                    bound,
                    best: best.1,
                },
            );
        }
        Ok(v)
    }

    /// The value for `me` of `child`, a position after `me`'s move: its own
    /// value when `me` moves again, its negation otherwise.
    fn child_value(
        &mut self,
        child: &Game<'_>,
        me: Player,
        alpha: i32,
        beta: i32,
    ) -> Result<i32, Unsolved> {
        if child.to_move == me {
            self.search(child, alpha, beta)
        } else {
            Ok(-self.search(child, -beta, -alpha)?)
        }
    }

    /// The value of a position without moves: a finished game's result.
    /// Lots waiting at a recount are a match's, which no search here
    /// values; the engine ends every other position without moves.
    fn leaf(&self, game: &Game<'_>) -> Result<i32, Unsolved> {
        match game.outcome {
            Some(_) => Ok(value(game, game.to_move)),
            None if game.lots_pending() => Err(Unsolved::Lots),
            None => Err(Unsolved::Unfinished),
        }
    }
}
