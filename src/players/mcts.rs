//! `mcts:N`: Monte Carlo tree search (UCT) with N simulations a move,
//! each ending in a playout on the engine's fast random play.
//!
//! The tree is open-loop: a node is a sequence of moves from the root, and
//! each simulation plays them again on a copy of the game, so lots drawn
//! at random on the way need no nodes of their own (a move of a node that
//! another draw made illegal ends the descent there).
//!
//! The tree is kept from one move to the next: a node near the root
//! remembers the position it led to the first time a simulation reached
//! it without drawing lots, and at its next decision the player looks, as
//! many plies below the move it chose as have been played since (its own
//! move, extra turns, the opponent's reply), for the node of the very
//! position it is asked about; that node's subtree becomes the new tree,
//! and the simulations of this move add to what it knows. When the game
//! does not follow the tree (lots were drawn, a round ended, a reply the
//! tree never tried, a new game), it starts afresh. Either way the moves
//! depend on nothing but the game and its random stream, so seeded games
//! are the same on any number of threads.

use super::{Strategy, lots_winner};
use crate::engine::{Game, Move, Position};
use crate::model::Player;

/// Plies a playout plays at most: a match of tens of thousands of plies
/// is judged by its stores long before its end.
const PLAYOUT_PLIES: u32 = 500;

/// UCT's exploration constant, √2 for rewards in [0, 1].
const EXPLORATION: f64 = std::f64::consts::SQRT_2;

/// Plies below the root whose nodes remember their position: more than
/// are ever played between two decisions of one player but in games of
/// long chains of extra turns, where the tree is then started afresh.
const REMEMBERED_PLIES: usize = 12;

/// Plays the most visited move after N simulations.
#[derive(Debug, Clone)]
pub struct Mcts {
    simulations: u32,
    nodes: Vec<Node>,
    /// Whether the tree is kept between moves.
    reuse: bool,
    /// Where the tree's root stands: the game's ply and round there, and
    /// the node of the move chosen from it. `None` when there is no tree
    /// to keep.
    last: Option<Decision>,
}

/// The decision a kept tree was searched for.
#[derive(Debug, Clone, Copy)]
struct Decision {
    ply: u32,
    round: u32,
    chosen: usize,
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
    /// The position the move led to, the first time a simulation reached
    /// it without lots (nodes within [`REMEMBERED_PLIES`] of the root).
    position: Option<Position>,
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
            position: None,
        }
    }
}

impl Mcts {
    /// A search of `simulations` simulations a move (at least one).
    pub fn new(simulations: u32) -> Self {
        Mcts {
            simulations: simulations.max(1),
            nodes: Vec::new(),
            reuse: true,
            last: None,
        }
    }

    /// The same search starting every move from a fresh tree, as `mcts:N`
    /// did before it kept its tree: what the kept tree is measured
    /// against.
    pub fn without_reuse(simulations: u32) -> Self {
        Mcts {
            reuse: false,
            ..Mcts::new(simulations)
        }
    }

    /// Makes the tree searched for `game` ready: the kept subtree of its
    /// position if the game followed the tree since the last decision,
    /// else a fresh root.
    fn root_for(&mut self, game: &Game<'_>) {
        let kept = self.last.take().filter(|_| self.reuse).and_then(|last| {
            let plies = game.ply.checked_sub(last.ply)? as usize;
            if game.round != last.round || plies == 0 || plies > REMEMBERED_PLIES {
                return None;
            }
            let here = game.position();
            self.below(last.chosen, plies - 1, &here)
        });
        match kept {
            Some(node) => self.keep(node),
            None => {
                self.nodes.clear();
                self.nodes.push(Node::new(None, game.to_move.other()));
            }
        }
    }

    /// The first node `depth` plies below `from` (depth-first, in the
    /// order the children were made) that led to `position`.
    fn below(&self, from: usize, depth: usize, position: &Position) -> Option<usize> {
        let mut stack = vec![(from, depth)];
        while let Some((node, depth)) = stack.pop() {
            let Some(n) = self.nodes.get(node) else {
                continue;
            };
            if depth == 0 {
                if n.position.as_ref() == Some(position) {
                    return Some(node);
                }
                continue;
            }
            stack.extend(n.children.iter().rev().map(|&c| (c, depth - 1)));
        }
        None
    }

    /// Makes `node`'s subtree the whole tree, `node` its root.
    fn keep(&mut self, node: usize) {
        let mut old = std::mem::take(&mut self.nodes);
        let mut root = std::mem::replace(&mut old[node], Node::new(None, Player::SOUTH));
        root.played = None;
        // Each kept node's children are moved after it, breadth first.
        self.nodes.push(root);
        let mut next = 0;
        while next < self.nodes.len() {
            let children = std::mem::take(&mut self.nodes[next].children);
            let mut moved = Vec::with_capacity(children.len());
            for c in children {
                if let Some(child) = old.get_mut(c) {
                    moved.push(self.nodes.len());
                    let child = std::mem::replace(child, Node::new(None, Player::SOUTH));
                    self.nodes.push(child);
                }
            }
            self.nodes[next].children = moved;
            next += 1;
        }
    }

    /// One simulation from `root`: down the tree by UCT, one new node,
    /// a random playout, and its result carried back up.
    fn simulate(&mut self, root: &Game<'_>, rng: &mut fastrand::Rng) {
        let mut game = root.clone();
        let mut path = vec![0usize];
        let mut node = 0usize;
        let mut drawn = false;
        loop {
            if game.outcome.is_some() {
                break;
            }
            if game.lots_pending() {
                drawn = true;
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
            let reached = &mut self.nodes[child];
            if reached.position.is_none()
                && !drawn
                && path.len() <= REMEMBERED_PLIES + 1
                && game.round == root.round
            {
                reached.position = Some(game.position());
            }
            if reached.visits == 0 {
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
        Box::new(Mcts {
            reuse: self.reuse,
            ..Mcts::new(self.simulations)
        })
    }

    fn new_game(&mut self) {
        self.nodes.clear();
        self.last = None;
    }

    fn choose(&mut self, game: &Game<'_>, rng: &mut fastrand::Rng) -> Option<Move> {
        // A forced move leaves the kept tree as it is: the next decision
        // looks a ply deeper.
        let legal = game.legal_moves();
        match legal {
            [] => return None,
            [only] => return Some(*only),
            _ => {}
        }
        self.root_for(game);
        for _ in 0..self.simulations {
            self.simulate(game, rng);
        }
        let root = &self.nodes[0];
        let chosen = (root.children.iter())
            .filter(|&&c| self.nodes[c].played.is_some_and(|m| legal.contains(&m)))
            .max_by_key(|&&c| self.nodes[c].visits)
            .copied();
        self.last = chosen.map(|chosen| Decision {
            ply: game.ply,
            round: game.round,
            chosen,
        });
        chosen.and_then(|c| self.nodes[c].played)
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
/// has more in store (fewer, in a misère game).
fn playout(mut game: Game<'_>, rng: &mut fastrand::Rng) -> Ending {
    let file_cap = game.rules().variant.ply_cap();
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
            // In a misère game the one with fewer is ahead.
            let ahead = game.stores_each().leader(game.rules().fewest_wins);
            ahead.map_or(Ending::Drawn, Ending::Won)
        }
    }
}
