//! The players' names, as the command line takes them: `human`, `random`,
//! `greedy`, `alphabeta:D`, `mcts:N`.

use std::fmt;
use std::str::FromStr;

use super::{AlphaBeta, Greedy, Mcts, Random, Strategy};

/// The deepest `alphabeta:D` search taken.
pub const MAX_DEPTH: u32 = 32;
/// The most `mcts:N` simulations a move taken.
pub const MAX_SIMULATIONS: u32 = 10_000_000;

/// Who plays a side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayerKind {
    /// A person at the terminal (`sow play` only).
    Human,
    /// A uniformly random legal move.
    Random,
    /// The best immediate gain.
    Greedy,
    /// Alpha-beta search this many plies deep.
    AlphaBeta(u32),
    /// UCT with this many simulations a move.
    Mcts(u32),
}

impl PlayerKind {
    /// Whether this player can play a game of `players` players: alpha-beta
    /// searches a duel (what one gains the other loses), so with more it
    /// would weigh the wrong opponent; the others play any number. The
    /// error says what to use instead.
    pub fn plays(self, players: usize) -> Result<(), String> {
        match self {
            PlayerKind::AlphaBeta(_) if players > 2 => Err(format!(
                "`{self}` searches a duel and this game has {players} players; \
                 use `greedy` or `mcts:N`"
            )),
            _ => Ok(()),
        }
    }

    /// The strategy that plays this side; `None` for a person.
    pub fn strategy(self) -> Option<Box<dyn Strategy>> {
        match self {
            PlayerKind::Human => None,
            PlayerKind::Random => Some(Box::new(Random)),
            PlayerKind::Greedy => Some(Box::new(Greedy)),
            PlayerKind::AlphaBeta(d) => Some(Box::new(AlphaBeta::new(d))),
            PlayerKind::Mcts(n) => Some(Box::new(Mcts::new(n))),
        }
    }
}

impl fmt::Display for PlayerKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayerKind::Human => write!(f, "human"),
            PlayerKind::Random => write!(f, "random"),
            PlayerKind::Greedy => write!(f, "greedy"),
            PlayerKind::AlphaBeta(d) => write!(f, "alphabeta:{d}"),
            PlayerKind::Mcts(n) => write!(f, "mcts:{n}"),
        }
    }
}

/// What the command line says of a player it cannot read.
const USAGE: &str = "a player is `human`, `random`, `greedy`, `alphabeta:D` (D plies deep) \
                     or `mcts:N` (N simulations a move)";

impl FromStr for PlayerKind {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        let (name, arg) = match text.split_once(':') {
            Some((name, arg)) => (name, Some(arg)),
            None => (text, None),
        };
        let number = |max: u32, what: &str, letter: &str| -> Result<u32, String> {
            let arg = arg.ok_or_else(|| format!("`{text}` needs {what}: `{name}:{letter}`"))?;
            match arg.parse::<u32>() {
                Ok(n) if (1..=max).contains(&n) => Ok(n),
                _ => Err(format!("`{text}`: {what} must be a number from 1 to {max}")),
            }
        };
        match (name, arg) {
            ("human", None) => Ok(PlayerKind::Human),
            ("random", None) => Ok(PlayerKind::Random),
            ("greedy", None) => Ok(PlayerKind::Greedy),
            ("alphabeta", _) => number(MAX_DEPTH, "a depth", "D").map(PlayerKind::AlphaBeta),
            ("mcts", _) => {
                number(MAX_SIMULATIONS, "a number of simulations", "N").map(PlayerKind::Mcts)
            }
            _ => Err(format!("`{text}` is no player: {USAGE}")),
        }
    }
}
