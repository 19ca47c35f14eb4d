//! `greedy`: the move with the best immediate gain, the plies of the same
//! turn (extra turns) included.

use super::eval::gain;
use super::{Strategy, after};
use crate::engine::{Game, Move};
use crate::model::Player;

/// Extra plies of one turn greedy looks through, at most.
const EXTRA_PLIES: u32 = 4;

/// Plays the move whose turn leaves the best difference of the stores
/// (or the best outcome), ties broken at random.
#[derive(Debug, Clone, Copy, Default)]
pub struct Greedy;

impl Strategy for Greedy {
    fn fresh(&self) -> Box<dyn Strategy> {
        Box::new(Greedy)
    }

    fn choose(&mut self, game: &Game<'_>, rng: &mut fastrand::Rng) -> Option<Move> {
        let me = game.to_move;
        let mut best: Vec<Move> = Vec::new();
        let mut best_gain = i32::MIN;
        for &m in game.legal_moves() {
            let Some(next) = after(game, m) else { continue };
            let g = turn_gain(&next, me, EXTRA_PLIES);
            if g > best_gain {
                best_gain = g;
                best.clear();
            }
            if g == best_gain {
                best.push(m);
            }
        }
        match best.len() {
            0 => None,
            n => best.get(rng.usize(..n)).copied(),
        }
    }
}

/// The gain of `me`'s turn in `game`, played on as well as `me` can while
/// the turn lasts.
fn turn_gain(game: &Game<'_>, me: Player, extra: u32) -> i32 {
    if extra == 0 || game.outcome.is_some() || game.lots_pending() || game.to_move != me {
        return gain(game, me);
    }
    game.legal_moves()
        .iter()
        .filter_map(|&m| after(game, m))
        .map(|next| turn_gain(&next, me, extra - 1))
        .max()
        .unwrap_or_else(|| gain(game, me))
}
