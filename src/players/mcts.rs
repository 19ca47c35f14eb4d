//! `mcts:N`: Monte Carlo tree search (UCT) with N simulations a move,
//! each ending in a playout on the engine's fast random play.
//!
//! The tree is open-loop: a node is a sequence of moves from the root, and
//! each simulation plays them again on a copy of the game, so lots drawn
//! at random on the way need no nodes of their own (a move of a node that
//! another draw made illegal ends the descent there).

use super::{Strategy, lots_winner};
use crate::engine::{Game, Move};
use crate::format::{DEFAULT_MAX_PLIES, MAX_PLIES};
use crate::model::Player;

/// Plies a playout plays at most: a match of tens of thousands of plies
/// is judged by its stores long before its end.
const PLAYOUT_PLIES: u32 = 500;

/// UCT's exploration constant, √2 for rewards in [0, 1].
const EXPLORATION: f64 = std::f64::consts::SQRT_2;

/// Plays the most visited move after N simulations.
#[derive(Debug, Clone)]
pub struct Mcts {
    simulations: u32,
    nodes: Vec<Node>,
}

/// A move of the tree, with what its simulations found.
#[derive(Debug, Clone)]
struct Node {
    /// The move that leads here (none at the root).
    played: Option<Move>,
    /// Who played it.
    mover: Player,
    visits: u32,
    /// The mover's rewards summed: 1 a win, ½ a draw.
    reward: f64,
    /// Children, by index; empty until first expanded.
    children: Vec<usize>,
    expanded: bool,
}

impl Node {
    fn new(played: Option<Move>, mover: Player) -> Self {
        Node {
            played,
            mover,
            visits: 0,
            reward: 0.0,
            children: Vec::new(),
            expanded: false,
        }
    }
}

impl Mcts {
    /// A search of `simulations` simulations a move (at least one).
    pub fn new(simulations: u32) -> Self {
        Mcts {
            simulations: simulations.max(1),
            nodes: Vec::new(),
        }
    }

    /// One simulation from `root`: down the tree by UCT, one new node,
    /// a random playout, and its result carried back up.
    fn simulate(&mut self, root: &Game<'_>, rng: &mut fastrand::Rng) {
        let mut game = root.clone();
        let mut path = vec![0usize];
        let mut node = 0usize;
        loop {
            if game.outcome.is_some() {
                break;
            }
            if game.lots_pending() {
                if game.draw_lots(lots_winner(rng)).is_err() {
                    break;
                }
                continue;
            }
            if !self.nodes[node].expanded {
                self.expand(node, &game);
            }
            let Some(child) = self.select(node, &game) else {
                break;
            };
            let Some(m) = self.nodes[child].played else {
                break;
            };
            if game.play(m).is_err() {
                break;
            }
            path.push(child);
            node = child;
            if self.nodes[child].visits == 0 {
                break;
            }
        }
        let result = playout(game, rng);
        for &n in &path {
            let node = &mut self.nodes[n];
            node.visits += 1;
            node.reward += result.reward(node.mover);
        }
    }

    /// Gives `node` a child for each legal move of `game`.
    fn expand(&mut self, node: usize, game: &Game<'_>) {
        let mover = game.to_move;
        for &m in game.legal_moves() {
            let index = self.nodes.len();
            self.nodes.push(Node::new(Some(m), mover));
            self.nodes[node].children.push(index);
        }
        self.nodes[node].expanded = true;
    }

    /// The child of `node` to follow: an unvisited one first, else the
    /// one of best UCT value, among those legal in `game`.
    fn select(&self, node: usize, game: &Game<'_>) -> Option<usize> {
        let legal = game.legal_moves();
        let parent = &self.nodes[node];
        let log_n = f64::from(parent.visits.max(1)).ln();
        let mut best: Option<(f64, usize)> = None;
        for &c in &parent.children {
            let child = &self.nodes[c];
            if !child.played.is_some_and(|m| legal.contains(&m)) {
                continue;
            }
            if child.visits == 0 {
                return Some(c);
            }
            let n = f64::from(child.visits);
            let score = child.reward / n + EXPLORATION * (log_n / n).sqrt();
            if best.is_none_or(|(s, _)| score > s) {
                best = Some((score, c));
            }
        }
        best.map(|(_, c)| c)
    }
}

impl Strategy for Mcts {
    fn fresh(&self) -> Box<dyn Strategy> {
        Box::new(Mcts::new(self.simulations))
    }

    fn choose(&mut self, game: &Game<'_>, rng: &mut fastrand::Rng) -> Option<Move> {
        let legal = game.legal_moves();
        match legal {
            [] => return None,
            [only] => return Some(*only),
            _ => {}
        }
        self.nodes.clear();
        self.nodes.push(Node::new(None, game.to_move.other()));
        for _ in 0..self.simulations {
            self.simulate(game, rng);
        }
        let root = &self.nodes[0];
        root.children
            .iter()
            .map(|&c| &self.nodes[c])
            .max_by_key(|n| n.visits)
            .and_then(|n| n.played)
    }
}

/// How a playout ended.
#[derive(Debug, Clone, Copy)]
enum Ending {
    Won(Player),
    Drawn,
}

impl Ending {
    fn reward(self, mover: Player) -> f64 {
        match self {
            Ending::Won(w) if w == mover => 1.0,
            Ending::Won(_) => 0.0,
            Ending::Drawn => 0.5,
        }
    }
}

/// Plays `game` to its end at random, as sample play does (the engine
/// sowing candidates only until one proves legal), up to the file's ply
/// cap or [`PLAYOUT_PLIES`] more; a game still going then goes to whoever
/// has more in store.
fn playout(mut game: Game<'_>, rng: &mut fastrand::Rng) -> Ending {
    let file_cap = game
        .rules()
        .variant
        .max_plies
        .unwrap_or(DEFAULT_MAX_PLIES)
        .clamp(1, MAX_PLIES);
    let cap = file_cap.min(game.ply.saturating_add(PLAYOUT_PLIES));
    game.choose_at_random(Some(rng.fork()));
    while game.outcome.is_none() && game.ply < cap {
        if game.lots_pending() {
            if game.draw_lots(lots_winner(rng)).is_err() {
                break;
            }
            continue;
        }
        let n = game.legal_moves().len();
        if n == 0 || game.play_nth(rng.usize(..n)).is_err() {
            break;
        }
    }
    match game.outcome {
        Some(o) => o.winner.map_or(Ending::Drawn, Ending::Won),
        None => {
            let [s, n] = Player::BOTH.map(|p| game.store(p));
            match s.cmp(&n) {
                std::cmp::Ordering::Greater => Ending::Won(Player::South),
                std::cmp::Ordering::Less => Ending::Won(Player::North),
                std::cmp::Ordering::Equal => Ending::Drawn,
            }
        }
    }
}
