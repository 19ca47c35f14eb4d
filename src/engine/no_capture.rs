//! `[end] when = ["no-capture-possible"]`: a game (or round) ends once no
//! line of play can make a capture any more. Asked before each turn, by
//! playing every line out from the position on copies of the game, depth
//! first, each position once, every child tried for a capture before any
//! is searched further (a capture close by is found at once). The search
//! stops at the end of the game or round, and gives up after
//! `MAX_CAPTURE_SEARCH` positions: play then goes on, and the question is
//! asked again at the next turn, with fewer lines left. Files without the
//! condition never come here.

use std::collections::HashSet;

use super::game::Game;
use crate::format::MAX_CAPTURE_SEARCH;

/// Whether no line of play from `game`'s position, within its round,
/// makes a capture; `false` too where the search gives up.
pub(super) fn none_reachable(game: &Game<'_>) -> bool {
    let root = game.scratch();
    let round = root.round;
    let mut seen: HashSet<u64> = HashSet::from([root.position_hash()]);
    let mut stack = vec![root];
    while let Some(here) = stack.pop() {
        let mut children = Vec::new();
        for &m in here.legal_moves() {
            let mut next = here.clone();
            let Ok(ply) = next.play(m) else {
                continue;
            };
            if ply.sowing.captured > 0 {
                return false;
            }
            let over = next.outcome.is_some() || next.round != round || next.lots_pending();
            if over || !seen.insert(next.position_hash()) {
                continue;
            }
            if seen.len() > MAX_CAPTURE_SEARCH {
                return false;
            }
            children.push(next);
        }
        stack.extend(children);
    }
    true
}
