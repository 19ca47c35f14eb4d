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
use std::time::Instant;

use super::alphabeta::{Bound, key, ordered};
use super::eval::{WIN, value};
use crate::engine::{Game, Move};
use crate::model::Player;

/// Positions searched before `sow solve` gives up, unless told otherwise.
pub const DEFAULT_MAX_POSITIONS: u64 = 50_000_000;

/// The memory the table of positions may take unless told otherwise.
pub const DEFAULT_MAX_MEMORY: u64 = 256 << 20;

/// The rate of search [`Limits::seconds`] assumes when no time is given:
/// slower than any example searches, so the time bound is met only where
/// single plies are slow (long relays), never before the positions bound
/// on an ordinary board.
pub const ASSUMED_POSITIONS_A_SECOND: u64 = 100_000;

/// The least time the search gets when no time is given.
pub const MIN_SECONDS: u64 = 10;

/// How far `sow solve` may go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Positions searched before giving up.
    pub positions: u64,
    /// Bytes the table of positions may take. Past the positions that fit,
    /// new ones are searched but not stored, so the answer stays exact,
    /// only slower to find.
    pub memory: u64,
    /// Seconds the search may take; `None`: as long as
    /// [`ASSUMED_POSITIONS_A_SECOND`] would take for `positions`, at least
    /// [`MIN_SECONDS`] (see [`Limits::seconds`]).
    pub time: Option<std::time::Duration>,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            positions: DEFAULT_MAX_POSITIONS,
            memory: DEFAULT_MAX_MEMORY,
            time: None,
        }
    }
}

impl Limits {
    /// The time the search may take: the one given, else what `positions`
    /// would take at [`ASSUMED_POSITIONS_A_SECOND`], at least
    /// [`MIN_SECONDS`]. One ply can take long (a relay of millions of
    /// laps) while the position count stands still: the clock bounds that.
    pub fn seconds(&self) -> std::time::Duration {
        self.time.unwrap_or_else(|| {
            std::time::Duration::from_secs(
                (self.positions / ASSUMED_POSITIONS_A_SECOND).max(MIN_SECONDS),
            )
        })
    }

    /// The most positions the table keeps within [`Limits::memory`]: the
    /// table doubles its slots as it grows, each slot a position and a
    /// byte of bookkeeping, and keeps a slot in eight free; so the largest
    /// power of two of slots that fits, seven eighths of them used.
    pub fn table_positions(&self) -> usize {
        let slot = (std::mem::size_of::<(u64, Entry)>() + 1) as u64;
        let slots = self.memory / slot;
        if slots < 8 {
            return 0;
        }
        let slots = 1u64 << (63 - slots.leading_zeros());
        usize::try_from(slots / 8 * 7).unwrap_or(usize::MAX)
    }
}

/// Every way to spread a game's seeds over its sites, either player to
/// move: a bound on the positions a search may meet, far above those it
/// does meet on most boards (play reaches few of them), and the measure of
/// a board too large to solve.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Space {
    /// Seeds in play.
    pub seeds: u32,
    /// Sites they lie on: holes and stores.
    pub sites: usize,
    /// The base-10 logarithm of the bound (it can pass any integer's
    /// range).
    pub log10: f64,
}

impl Space {
    /// The space of `game`'s position.
    pub fn of(game: &Game<'_>) -> Space {
        let seeds = game.total();
        let sites = game.rules().sites;
        // C(seeds + sites - 1, sites - 1) ways, twice over for the mover.
        let k = sites.saturating_sub(1) as u64;
        let n = u64::from(seeds) + k;
        let log10 = (1..=k)
            .map(|i| ((n - k + i) as f64 / i as f64).log10())
            .sum::<f64>()
            + 2f64.log10();
        Space {
            seeds,
            sites,
            log10,
        }
    }

    /// The bound in words: `2.6 × 10^13`, or plainly under a million.
    pub fn count_words(&self) -> String {
        if self.log10 < 6.0 {
            return format!("{:.0}", 10f64.powf(self.log10));
        }
        let exponent = self.log10.floor();
        let mantissa = 10f64.powf(self.log10 - exponent);
        format!("{mantissa:.1} × 10^{exponent:.0}")
    }
}

/// In words: `at most 2.6 × 10^13 positions (48 seeds over 14 sites,
/// either player to move)`.
impl std::fmt::Display for Space {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "at most {} positions ({} seeds over {} sites, either player to move)",
            self.count_words(),
            self.seeds,
            self.sites
        )
    }
}

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
    /// Positions the table kept.
    pub kept: usize,
}

/// Why a position could not be solved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unsolved {
    /// The cap on positions was reached after this many.
    TooLarge(u64),
    /// The time bound ran out.
    OutOfTime {
        /// The time it allowed.
        seconds: std::time::Duration,
        /// Positions searched by then.
        positions: u64,
    },
    /// A line of play ran longer than [`MAX_LINE`] plies.
    TooLong,
    /// A position recurs without the rules ending the game: the game's
    /// value is not a finite game's.
    Endless,
    /// The game is a match of rounds with lots to draw: not a single game.
    Lots,
    /// A position has neither a move nor a result.
    Unfinished,
    /// More than two play: a game's value is a duel's (won, drawn or
    /// lost for the player to move).
    MorePlayers(usize),
}

impl std::fmt::Display for Unsolved {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unsolved::TooLarge(n) => write!(f, "too large to solve: {n} positions searched"),
            Unsolved::OutOfTime { seconds, positions } => write!(
                f,
                "too large to solve: out of time after {} s (--max-seconds), \
                 {positions} positions searched",
                seconds.as_secs_f64()
            ),
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
            Unsolved::MorePlayers(n) => write!(
                f,
                "cannot solve: {n} players play, and `sow solve` solves duels only"
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
    /// The most positions `table` keeps.
    table_limit: usize,
    /// The keys of the positions on the line being searched.
    line: HashSet<u64>,
    positions: u64,
    max_positions: u64,
    /// When the search gives up, and the bound it came from.
    deadline: Instant,
    seconds: std::time::Duration,
}

/// The stack the search runs on: a line of play may run [`MAX_LINE`]
/// plies deep, a few frames (each with a position) a ply, far more than a
/// thread's usual stack holds.
const SEARCH_STACK: usize = MAX_LINE * 32 * 1024 + (1 << 20);

/// Solves `game` from its current position within `limits`. The search
/// runs on a thread of its own with a stack for its deepest line
/// ([`SEARCH_STACK`]); where no such thread can be made, on this one.
pub fn solve(game: &Game<'_>, limits: Limits) -> Result<Solution, Unsolved> {
    let players = usize::from(game.rules().variant.board.players);
    if players > 2 {
        return Err(Unsolved::MorePlayers(players));
    }
    let here = game.clone();
    std::thread::scope(|s| {
        let searched = std::thread::Builder::new()
            .name("sow-solve".into())
            .stack_size(SEARCH_STACK)
            .spawn_scoped(s, move || solve_here(&here, limits));
        match searched {
            Ok(handle) => handle.join().unwrap_or(Err(Unsolved::Unfinished)),
            Err(_) => solve_here(game, limits),
        }
    })
}

/// [`solve`] on the calling thread.
fn solve_here(game: &Game<'_>, limits: Limits) -> Result<Solution, Unsolved> {
    let seconds = limits.seconds();
    let deadline = Instant::now() + seconds;
    // A ply being sown (or judged) past the deadline gives up too.
    let _deadline = crate::engine::give_up_at(Some(deadline));
    let mut solver = Solver {
        table: HashMap::new(),
        table_limit: limits.table_positions(),
        line: HashSet::new(),
        positions: 0,
        max_positions: limits.positions,
        deadline,
        seconds,
    };
    let mover = game.to_move;
    // Each first move gets a whole window, so that every move keeping the
    // value is found, not only the first.
    let mut values = Vec::new();
    for (m, child) in solver.children(game, None)? {
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
        kept: solver.table.len(),
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
    /// The moves of `game` with the position after each (as
    /// [`ordered`]), unless the clock has run out, before or while they
    /// were sown: a sowing given up on is no move's true result.
    fn children<'r>(
        &self,
        game: &Game<'r>,
        best: Option<Move>,
    ) -> Result<Vec<(Move, Game<'r>)>, Unsolved> {
        let out_of_time = || Unsolved::OutOfTime {
            seconds: self.seconds,
            positions: self.positions,
        };
        if Instant::now() >= self.deadline {
            return Err(out_of_time());
        }
        let children = ordered(game, best);
        if crate::engine::gave_up() {
            return Err(out_of_time());
        }
        Ok(children)
    }

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
        let children = match self.children(game, known.and_then(|e| e.best)) {
            Ok(c) => c,
            Err(e) => {
                self.line.remove(&key);
                return Err(e);
            }
        };
        for (m, child) in children {
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
        if self.table.len() < self.table_limit || self.table.contains_key(&key) {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_time_bound_is_the_given_one_else_what_the_positions_would_take() {
        let limits = |positions: u64, time: Option<u64>| Limits {
            positions,
            time: time.map(std::time::Duration::from_secs),
            ..Limits::default()
        };
        let secs = |l: Limits| l.seconds().as_secs();
        assert_eq!(secs(limits(DEFAULT_MAX_POSITIONS, None)), 500);
        assert_eq!(secs(limits(10_000, None)), MIN_SECONDS);
        assert_eq!(secs(limits(u64::MAX, None)), u64::MAX / 100_000);
        assert_eq!(secs(limits(10_000, Some(3))), 3);
    }

    #[test]
    fn the_table_keeps_seven_eighths_of_the_largest_power_of_two_of_slots_that_fits() {
        let slot = std::mem::size_of::<(u64, Entry)>() + 1;
        let limits = |memory: u64| Limits {
            memory,
            ..Limits::default()
        };
        assert_eq!(limits(0).table_positions(), 0);
        assert_eq!(limits(7 * slot as u64).table_positions(), 0);
        assert_eq!(limits(8 * slot as u64).table_positions(), 7);
        assert_eq!(limits(15 * slot as u64).table_positions(), 7);
        assert_eq!(limits(16 * slot as u64).table_positions(), 14);
        assert_eq!(limits(u64::MAX).table_positions() % 7, 0);
    }
}
