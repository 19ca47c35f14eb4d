//! A game in progress: whose turn it is, which moves are legal, when the
//! game ends and who won.

use serde::Serialize;

use super::rules::Rules;
use super::sow::{SowEnd, Sowing, sow};
use crate::model::board::{MAX_HOLES, MAX_SITES};

const _: () = assert!(MAX_HOLES.is_power_of_two());
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
    /// A relay sowing repeated forever and the file does not say what
    /// then: the game cannot go on, and has no result.
    Unresolved,
}

impl EndReason {
    /// The kebab-case name, as in JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            EndReason::RowEmpty => "row-empty",
            EndReason::SeedsAbove => "seeds-above",
            EndReason::Repetition => "repetition",
            EndReason::NoMove => "no-move",
            EndReason::NeitherCanMove => "neither-can-move",
            EndReason::EndlessSowing => "endless-sowing",
            EndReason::Unresolved => "unresolved",
        }
    }
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
    /// Seeds on every site: holes, then South's store, then North's. Read
    /// it freely; change it only through [`Game::set_position`], which also
    /// works out the legal moves again.
    pub counts: [u16; MAX_SITES],
    /// The player to move.
    pub to_move: Player,
    /// Plies played.
    pub ply: u32,
    /// The result, once the game is over.
    pub outcome: Option<Outcome>,
    last_mover: Option<Player>,
    legal: MoveList,
    /// When finding the legal moves meant sowing them (must-feed, endless
    /// moves illegal), the position after each, in the order of `legal`,
    /// so that playing one does not sow it again.
    sown: Vec<Sown>,
    /// Positions (sites then player) since the last change of the stores,
    /// flattened; only these can recur.
    history: Vec<u16>,
}

impl<'r> Game<'r> {
    /// A game at the start position, South to move.
    pub fn new(rules: &'r Rules) -> Self {
        let mut game = Game {
            rules,
            counts: [0; MAX_SITES],
            to_move: Player::South,
            ply: 0,
            outcome: None,
            last_mover: None,
            legal: MoveList::new(),
            sown: Vec::new(),
            history: Vec::new(),
        };
        game.reset();
        game
    }

    /// Sets the game back to the start position, keeping its allocations
    /// (sample play reuses one game for many).
    pub fn reset(&mut self) {
        self.counts = [0; MAX_SITES];
        for (i, &n) in self.rules.variant.start.iter().enumerate().take(MAX_SITES) {
            self.counts[i] = n.min(u16::MAX as u32) as u16;
        }
        self.to_move = Player::South;
        self.ply = 0;
        self.outcome = None;
        self.last_mover = None;
        self.history.clear();
        self.refresh_legal(Player::South);
        self.settle_no_move(&mut None);
        self.remember();
    }

    /// Puts the game in a position of your choosing (a test, an editor's
    /// what-if): seeds on every site and the player to move. The history
    /// of earlier positions is forgotten.
    pub fn set_position(&mut self, counts: &[u16], to_move: Player) {
        self.counts = [0; MAX_SITES];
        for (to, &n) in self
            .counts
            .iter_mut()
            .zip(counts.iter().take(self.rules.sites))
        {
            *to = n;
        }
        self.to_move = to_move;
        self.outcome = None;
        self.history.clear();
        self.refresh_legal(to_move);
        self.settle_no_move(&mut None);
        self.remember();
    }

    /// The moves `player` could make in the current position, whoever is
    /// to move.
    pub fn moves_for(&self, player: Player) -> MoveList {
        self.compute_legal(player)
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

    /// Whether `player`'s holes are all empty (stops at the first seed).
    fn row_empty(&self, player: Player) -> bool {
        self.rules.own_holes[player.index()]
            .iter()
            .all(|&h| self.counts[h as usize] == 0)
    }

    /// Seeds in `player`'s store.
    pub fn store(&self, player: Player) -> u32 {
        self.counts[self.rules.holes + player.index()] as u32
    }

    fn stores(&self) -> [u16; 2] {
        let s = self.rules.holes;
        [
            self.counts.get(s).copied().unwrap_or(0),
            self.counts.get(s + 1).copied().unwrap_or(0),
        ]
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
        Ok(self.play_legal(hole))
    }

    /// Plays the `i`th of [`Game::legal_moves`] (sample play picks moves by
    /// index, and needs no check that they are legal).
    pub fn play_nth(&mut self, i: usize) -> Result<Ply, PlayError> {
        if self.outcome.is_some() {
            return Err(PlayError::GameOver);
        }
        match self.legal.as_slice().get(i) {
            Some(&hole) => Ok(self.play_legal(hole)),
            None => Err(PlayError::Illegal),
        }
    }

    fn play_legal(&mut self, hole: u16) -> Ply {
        let mover = self.to_move;
        let stores_before = self.stores();
        let sowing = match self.sown.iter().find(|s| s.hole == hole) {
            Some(done) => {
                self.counts = done.counts;
                done.sowing
            }
            None => sow(self.rules, &mut self.counts, hole, mover),
        };
        self.ply += 1;
        self.last_mover = Some(mover);
        let mut ply = Ply {
            mover,
            hole,
            sowing,
            passed: None,
        };
        if matches!(sowing.end, SowEnd::Endless | SowEnd::Capped) {
            match self.rules.variant.endless {
                Some(Endless::EndGame) => {
                    self.finish(EndReason::EndlessSowing);
                    return ply;
                }
                // The move has no outcome: stop rather than guess one.
                None => {
                    self.finish(EndReason::Unresolved);
                    return ply;
                }
                Some(Endless::EndTurn | Endless::Illegal) => {}
            }
        }
        self.to_move = if sowing.end == SowEnd::MoveAgain {
            mover
        } else {
            mover.other()
        };
        if let Some(reason) = self.board_end() {
            self.finish(reason);
            return ply;
        }
        if self.rules.repetition_ends {
            // Only positions since the stores last changed can recur.
            if self.stores() != stores_before {
                self.history.clear();
            }
            if self.seen_before() {
                self.finish(EndReason::Repetition);
                return ply;
            }
        }
        self.refresh_legal(self.to_move);
        self.settle_no_move(&mut ply.passed);
        self.remember();
        ply
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
                self.refresh_legal(other);
                if self.legal.is_empty() {
                    self.finish(EndReason::NeitherCanMove);
                } else {
                    *passed = Some(self.to_move);
                    self.to_move = other;
                }
            }
        }
    }

    /// End conditions that depend on the board alone.
    fn board_end(&self) -> Option<EndReason> {
        let rules = self.rules;
        if rules.row_empty_ends && Player::BOTH.iter().any(|&p| self.row_empty(p)) {
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
        let mut list = MoveList::new();
        fill_legal(self.rules, &self.counts, player, &mut list, None);
        list
    }

    /// Sets `legal` (and `sown`) to the moves of `player`.
    fn refresh_legal(&mut self, player: Player) {
        self.sown.clear();
        fill_legal(
            self.rules,
            &self.counts,
            player,
            &mut self.legal,
            Some(&mut self.sown),
        );
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

/// A legal move sown in advance: the position after it, and what it did.
#[derive(Debug, Clone)]
struct Sown {
    hole: u16,
    counts: [u16; MAX_SITES],
    sowing: Sowing,
}

/// Fills `list` with the legal moves of `player`. Writes in place: a
/// move list is a few hundred bytes, and this runs every ply.
fn fill_legal(
    rules: &Rules,
    counts: &[u16; MAX_SITES],
    player: Player,
    list: &mut MoveList,
    mut sown: Option<&mut Vec<Sown>>,
) {
    list.len = 0;
    let min = rules.min_seeds;
    let feed = rules.must_feed
        && rules.own_holes[player.other().index()]
            .iter()
            .all(|&h| counts[h as usize] == 0);
    let check_endless = rules.endless_illegal;
    if !(feed || check_endless) {
        // Every start with enough seeds is a move; branch-free. The mask
        // keeps the index in range (MAX_HOLES is a power of two, and no
        // player has more starts than the board has holes).
        let mut len = 0usize;
        for &h in &rules.starts[player.index()] {
            list.holes[len & (MAX_HOLES - 1)] = h;
            len += usize::from(counts[h as usize] >= min);
        }
        list.len = len.min(MAX_HOLES);
        return;
    }
    for &h in &rules.starts[player.index()] {
        if counts[h as usize] < min {
            continue;
        }
        {
            let mut after = *counts;
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
            if let Some(sown) = sown.as_mut() {
                sown.push(Sown {
                    hole: h,
                    counts: after,
                    sowing: s,
                });
            }
        }
        list.push(h);
    }
}
