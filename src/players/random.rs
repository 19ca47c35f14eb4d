//! `random`: a uniformly random legal move, sample play's choice.

use super::Strategy;
use crate::engine::{Game, Move};

/// Plays a uniformly random legal move.
#[derive(Debug, Clone, Copy, Default)]
pub struct Random;

impl Strategy for Random {
    fn fresh(&self) -> Box<dyn Strategy> {
        Box::new(Random)
    }

    fn choose(&mut self, game: &Game<'_>, rng: &mut fastrand::Rng) -> Option<Move> {
        let legal = game.legal_moves();
        match legal.len() {
            0 => None,
            n => legal.get(rng.usize(..n)).copied(),
        }
    }
}
