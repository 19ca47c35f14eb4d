//! A game in progress: whose turn it is, which moves are legal, when the
//! game ends and who won.

use serde::Serialize;

use super::rules::Rules;
use super::sow::{SowEnd, Sowing, sow};
use crate::model::board::{MAX_HOLES, MAX_SITES};
use crate::model::{Endless, NoMove, Player, Remaining};

/// The legal moves of a position: starting holes, at most one per hole.
#[derive(Debug, Clone, Copy)]
pub struct MoveList {
    holes: [u16; MAX_HOLES],
    len: usize,
}

impl MoveList {
    fn new() -> Self {
        MoveList {
            holes: [0; MAX_HOLES],
            len: 0,
        }
    }

    fn push(&mut self, hole: u16) {
        if self.len < MAX_HOLES {
            self.holes[self.len] = hole;
            self.len += 1;
        }
    }

    /// The moves, as starting holes.
    pub fn as_slice(&self) -> &[u16] {
        &self.holes[..self.len]
    }

    /// Whether there is no legal move.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Number of moves.
    pub fn len(&self) -> usize {
        self.len
    }
}

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// A player's holes were all empty.
    RowEmpty,
    /// A store went over the winning count.
    SeedsAbove,
    /// The position repeated.
    Repetition,
    /// The player to move had no legal move.
    NoMove,
    /// Neither player could move.
    NeitherCanMove,
    /// A relay sowing repeated forever and the file ends the game then.
    EndlessSowing,
}

/// The result of a finished game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Player>,
    /// Final scores, South first.
    pub scores: [u32; 2],
    /// Why the game ended.
    pub reason: EndReason,
}

/// What one ply did.
#[derive(Debug, Clone, Copy)]
pub struct Ply {
    /// Who moved.
    pub mover: Player,
    /// The starting hole.
    pub hole: u16,
    /// What the sowing did.
    pub sowing: Sowing,
    /// Players who had to pass after this ply, in order.
    pub passed: Option<Player>,
}

/// Why a move could not be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayError {
    /// The game is over.
    GameOver,
    /// The hole is not a legal move now.
    Illegal,
}

/// A game: a position, whose turn it is, and the history needed to end it.
#[derive(Debug, Clone)]
pub struct Game<'r> {
    rules: &'r Rules,
    /// Seeds on every site: holes, then South's store, then North's.
    pub counts: [u16; MAX_SITES],
    /// The player to move.
    pub to_move: Player,
    /// Plies played.
    pub ply: u32,
    /// The result, once the game is over.
    pub outcome: Option<Outcome>,
    last_mover: Option<Player>,
    legal: MoveList,
    /// Positions (sites then player) since the last change of the stores,
    /// flattened; only these can recur.
    history: Vec<u16>,
}

impl<'r> Game<'r> {
    /// A game at the start position, South to move.
    pub fn new(rules: &'r Rules) -> Self {
        let mut counts = [0u16; MAX_SITES];
        for (i, &n) in rules.variant.start.iter().enumerate().take(MAX_SITES) {
            counts[i] = n.min(u16::MAX as u32) as u16;
        }
        let mut game = Game {
            rules,
            counts,
            to_move: Player::South,
            ply: 0,
            outcome: None,
            last_mover: None,
            legal: MoveList::new(),
            history: Vec::new(),
        };
        game.legal = game.compute_legal(Player::South);
        game.settle_no_move(&mut None);
        game.remember();
        game
    }

    /// The compiled rules.
    pub fn rules(&self) -> &'r Rules {
        self.rules
    }

    /// The legal moves of the player to move (empty once the game is over).
    pub fn legal_moves(&self) -> &[u16] {
        if self.outcome.is_some() {
            &[]
        } else {
            self.legal.as_slice()
        }
    }

    /// Seeds in `player`'s holes.
    pub fn seeds_of(&self, player: Player) -> u32 {
        self.rules.own_holes[player.index()]
            .iter()
            .map(|&h| self.counts[h as usize] as u32)
            .sum()
    }

    /// Seeds in `player`'s store.
    pub fn store(&self, player: Player) -> u32 {
        self.counts[self.rules.holes + player.index()] as u32
    }

    /// Every seed on the board and in the stores.
    pub fn total(&self) -> u32 {
        self.counts[..self.rules.sites]
            .iter()
            .map(|&n| n as u32)
            .sum()
    }

    /// Plays `hole` for the player to move.
    pub fn play(&mut self, hole: u16) -> Result<Ply, PlayError> {
        if self.outcome.is_some() {
            return Err(PlayError::GameOver);
        }
        if !self.legal.as_slice().contains(&hole) {
            return Err(PlayError::Illegal);
        }
        let mover = self.to_move;
        let stores_before = (self.store(Player::South), self.store(Player::North));
        let sowing = sow(self.rules, &mut self.counts, hole, mover);
        self.ply += 1;
        self.last_mover = Some(mover);
        let mut ply = Ply {
            mover,
            hole,
            sowing,
            passed: None,
        };
        let endless_rule = self.rules.variant.endless;
        if matches!(sowing.end, SowEnd::Endless | SowEnd::Capped)
            && endless_rule == Some(Endless::EndGame)
        {
            self.finish(EndReason::EndlessSowing);
            return Ok(ply);
        }
        self.to_move = if sowing.end == SowEnd::MoveAgain {
            mover
        } else {
            mover.other()
        };
        if let Some(reason) = self.board_end() {
            self.finish(reason);
            return Ok(ply);
        }
        if (self.store(Player::South), self.store(Player::North)) != stores_before {
            self.history.clear();
        }
        if self.rules.repetition_ends && self.seen_before() {
            self.finish(EndReason::Repetition);
            return Ok(ply);
        }
        self.legal = self.compute_legal(self.to_move);
        self.settle_no_move(&mut ply.passed);
        self.remember();
        Ok(ply)
    }

    /// Applies the file's rule for a player with no move: pass or end.
    fn settle_no_move(&mut self, passed: &mut Option<Player>) {
        if self.outcome.is_some() || !self.legal.is_empty() {
            return;
        }
        match self.rules.variant.no_move {
            NoMove::EndGame => self.finish(EndReason::NoMove),
            NoMove::Pass => {
                let other = self.to_move.other();
                let legal = self.compute_legal(other);
                if legal.is_empty() {
                    self.finish(EndReason::NeitherCanMove);
                } else {
                    *passed = Some(self.to_move);
                    self.to_move = other;
                    self.legal = legal;
                }
            }
        }
    }

    /// End conditions that depend on the board alone.
    fn board_end(&self) -> Option<EndReason> {
        let rules = self.rules;
        if rules.row_empty_ends && Player::BOTH.iter().any(|&p| self.seeds_of(p) == 0) {
            return Some(EndReason::RowEmpty);
        }
        if let Some(n) = rules.seeds_above
            && Player::BOTH.iter().any(|&p| self.store(p) > n)
        {
            return Some(EndReason::SeedsAbove);
        }
        None
    }

    fn key_len(&self) -> usize {
        self.rules.sites + 1
    }

    fn seen_before(&self) -> bool {
        let len = self.key_len();
        let sites = self.rules.sites;
        self.history
            .chunks_exact(len)
            .any(|k| k[..sites] == self.counts[..sites] && k[sites] == self.to_move as u16)
    }

    fn remember(&mut self) {
        if self.rules.repetition_ends {
            self.history
                .extend_from_slice(&self.counts[..self.rules.sites]);
            self.history.push(self.to_move as u16);
        }
    }

    /// The legal moves of `player` in the current position.
    fn compute_legal(&self, player: Player) -> MoveList {
        let rules = self.rules;
        let v = &rules.variant;
        let mut list = MoveList::new();
        let min = v.min_seeds.min(u16::MAX as u32) as u16;
        let feed = v.must_feed && self.seeds_of(player.other()) == 0;
        let check_endless = rules.relay && v.endless == Some(Endless::Illegal);
        for &h in &rules.starts[player.index()] {
            if self.counts[h as usize] < min {
                continue;
            }
            if feed || check_endless {
                let mut after = self.counts;
                let s = sow(rules, &mut after, h, player);
                if check_endless && matches!(s.end, SowEnd::Endless | SowEnd::Capped) {
                    continue;
                }
                if feed {
                    let fed: u32 = rules.own_holes[player.other().index()]
                        .iter()
                        .map(|&o| after[o as usize] as u32)
                        .sum();
                    if fed == 0 {
                        continue;
                    }
                }
            }
            list.push(h);
        }
        list
    }

    fn finish(&mut self, reason: EndReason) {
        let rules = self.rules;
        let mut scores = [self.store(Player::South), self.store(Player::North)];
        match rules.variant.remaining {
            Remaining::Owner => {
                for p in Player::BOTH {
                    scores[p.index()] += self.seeds_of(p);
                }
            }
            Remaining::LastMover => {
                let on_board: u32 = self.counts[..rules.holes].iter().map(|&n| n as u32).sum();
                if let Some(p) = self.last_mover {
                    scores[p.index()] += on_board;
                }
            }
            Remaining::Nobody => {}
        }
        let winner = match scores[0].cmp(&scores[1]) {
            std::cmp::Ordering::Greater => Some(Player::South),
            std::cmp::Ordering::Less => Some(Player::North),
            std::cmp::Ordering::Equal => None,
        };
        self.outcome = Some(Outcome {
            winner,
            scores,
            reason,
        });
    }
}
