//! `alphabeta:D`: a search D plies deep, each ply a move of whoever is to
//! move, so an extra turn (the same player moving again) is searched as
//! that player's, not the opponent's.

use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};

use super::eval::value;
use super::{Strategy, after};
use crate::engine::{Game, Move};
use crate::model::Player;

/// Plays the best move of a depth-limited alpha-beta search, with move
/// ordering (the table's best move first, then the children by their
/// value) and a transposition table keyed on the engine's position.
#[derive(Debug, Clone)]
pub struct AlphaBeta {
    depth: u32,
    table: HashMap<u64, Entry>,
    nodes: u64,
}

/// What the table knows of a position.
#[derive(Debug, Clone, Copy)]
struct Entry {
    depth: u32,
    value: i32,
    bound: Bound,
    best: Option<Move>,
}

/// How a stored value bounds the true one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Bound {
    Exact,
    /// The true value is at least this (the search was cut off above).
    Lower,
    /// The true value is at most this (no move reached alpha).
    Upper,
}

impl Bound {
    /// How a value `v` found in the window `alpha..beta` bounds the true one.
    pub(super) fn of(v: i32, alpha: i32, beta: i32) -> Bound {
        if v <= alpha {
            Bound::Upper
        } else if v >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        }
    }
}

impl AlphaBeta {
    /// A search `depth` plies deep (at least one).
    pub fn new(depth: u32) -> Self {
        AlphaBeta {
            depth: depth.max(1),
            table: HashMap::new(),
            nodes: 0,
        }
    }

    /// Positions searched so far (a benchmark's count).
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The value of `game` for the player to move, searched `depth` plies.
    fn search(&mut self, game: &Game<'_>, depth: u32, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        let me = game.to_move;
        if game.outcome.is_none() && game.lots_pending() && depth > 0 {
            return self.lots(game, depth);
        }
        if game.outcome.is_some() || depth == 0 || game.legal_moves().is_empty() {
            return value(game, me);
        }
        let key = key(game);
        let known = self.table.get(&key).copied();
        if let Some(e) = known.filter(|e| e.depth >= depth) {
            match e.bound {
                Bound::Exact => return e.value,
                Bound::Lower if e.value >= beta => return e.value,
                Bound::Upper if e.value <= alpha => return e.value,
                _ => {}
            }
        }
        let first_alpha = alpha;
        let mut best = (i32::MIN, None);
        for (m, child) in ordered(game, known.and_then(|e| e.best)) {
            let v = self.child_value(&child, me, depth - 1, alpha, beta);
            if v > best.0 {
                best = (v, Some(m));
            }
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        let (v, _) = best;
        if best.1.is_none() {
            return value(game, me);
        }
        let bound = Bound::of(v, first_alpha, beta);
        self.table.insert(
            key,
            Entry {
                depth,
                value: v,
                bound,
                best: best.1,
            },
        );
        v
    }

    /// The value for `me` of `child`, a position after `me`'s move: the
    /// child's own value when `me` moves again, its negation otherwise.
    fn child_value(
        &mut self,
        child: &Game<'_>,
        me: Player,
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        if child.to_move == me {
            self.search(child, depth, alpha, beta)
        } else {
            -self.search(child, depth, -beta, -alpha)
        }
    }

    /// The value of a recount waiting for lots: the mean of both draws.
    fn lots(&mut self, game: &Game<'_>, depth: u32) -> i32 {
        let me = game.to_move;
        let mut sum = 0i64;
        for winner in Player::BOTH {
            let mut drawn = game.clone();
            if drawn.draw_lots(winner).is_err() {
                return value(game, me);
            }
            sum += i64::from(self.child_value(&drawn, me, depth - 1, -i32::MAX, i32::MAX));
        }
        (sum / 2) as i32
    }
}

impl Strategy for AlphaBeta {
    fn fresh(&self) -> Box<dyn Strategy> {
        Box::new(AlphaBeta::new(self.depth))
    }

    fn choose(&mut self, game: &Game<'_>, rng: &mut fastrand::Rng) -> Option<Move> {
        let me = game.to_move;
        let mut moves: Vec<Move> = game.legal_moves().to_vec();
        // Shuffled before the stable ordering, so that of moves found
        // equal a seeded game may play any.
        rng.shuffle(&mut moves);
        let mut children: Vec<(Move, Game<'_>, i32)> = moves
            .into_iter()
            .filter_map(|m| after(game, m).map(|c| (m, c)))
            .map(|(m, c)| {
                let v = value(&c, me);
                (m, c, v)
            })
            .collect();
        children.sort_by_key(|c| std::cmp::Reverse(c.2));
        let mut best = (i32::MIN, None);
        let mut alpha = -i32::MAX;
        for (m, child, _) in &children {
            let v = self.child_value(child, me, self.depth - 1, alpha, i32::MAX);
            if v > best.0 {
                best = (v, Some(*m));
            }
            alpha = alpha.max(v);
        }
        best.1
    }

    fn new_game(&mut self) {
        self.table.clear();
    }
}

/// The legal moves of `game` with the position after each, the table's
/// best move first, then the best for the mover by the evaluation.
pub(super) fn ordered<'r>(game: &Game<'r>, best: Option<Move>) -> Vec<(Move, Game<'r>)> {
    let me = game.to_move;
    let mut children: Vec<(Move, Game<'r>, i32)> = game
        .legal_moves()
        .iter()
        .filter_map(|&m| after(game, m).map(|c| (m, c)))
        .map(|(m, c)| {
            let first = if Some(m) == best {
                i32::MAX
            } else {
                value(&c, me)
            };
            (m, c, first)
        })
        .collect();
    children.sort_by_key(|c| std::cmp::Reverse(c.2));
    children.into_iter().map(|(m, c, _)| (m, c)).collect()
}

/// The table's key of `game`: a hash of the engine's position (the seeds,
/// claims, owners, phase, lots, the player to move and the ways).
pub(super) fn key(game: &Game<'_>) -> u64 {
    let mut h = DefaultHasher::new();
    game.position().hash(&mut h);
    h.finish()
}
