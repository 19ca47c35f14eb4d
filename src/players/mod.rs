//! Players that choose their own moves: `random`, `greedy`,
//! `alphabeta:D` and `mcts:N`, each a [`Strategy`] named by a
//! [`PlayerKind`] as `sow simulate --south` and `sow play --north` take it.
//!
//! Every strategy chooses among the engine's whole list of legal moves (a
//! hole, a way, a placement, a gathered ply), so it plays by every rule the
//! format has; lots at a recount are drawn at random, as in sample play.
//! Strategies are seeded: the same seed gives the same games.

mod alphabeta;
mod eval;
mod greedy;
mod kind;
mod lineup;
mod mcts;
mod random;
mod solve;
mod study;

pub use alphabeta::AlphaBeta;
pub use eval::{WIN, value};
pub use greedy::Greedy;
pub use kind::PlayerKind;
pub use lineup::{Lineup, earnest_matches, simulate};
pub use mcts::Mcts;
pub use random::Random;
pub use solve::{
    DEFAULT_MAX_MEMORY, DEFAULT_MAX_POSITIONS, Limits, Solution, Space, Unsolved, solve,
};
pub use study::{
    DEFAULT_GAMES, DEFAULT_PLAYER, DEFAULT_SECONDS, Studied, Study, boards_studied, check_balance,
    judge_balance, study_every_size,
};

use crate::engine::{Game, Move};
use crate::model::Player;

/// How a player chooses a move.
pub trait Strategy: Send + Sync {
    /// The move to play in `game`, one of its legal moves; `None` when
    /// there is none (the game is over, or lots are to be drawn). `rng`
    /// is the game's own stream, so the choice is reproducible.
    fn choose(&mut self, game: &Game<'_>, rng: &mut fastrand::Rng) -> Option<Move>;

    /// Forgets what the last game taught (a table of positions), so each
    /// game plays the same whichever games came before it on its thread.
    fn new_game(&mut self) {}

    /// A new player of the same kind, knowing nothing yet (one for each
    /// thread of a run).
    fn fresh(&self) -> Box<dyn Strategy>;
}

/// `game` after `m`, played on a copy: what every search looks at.
fn after<'r>(game: &Game<'r>, m: Move) -> Option<Game<'r>> {
    let mut next = game.clone();
    next.play(m).ok()?;
    Some(next)
}

/// Who wins lots drawn at random: the one choice no player makes.
fn lots_winner(rng: &mut fastrand::Rng) -> Player {
    if rng.bool() {
        Player::SOUTH
    } else {
        Player::NORTH
    }
}
