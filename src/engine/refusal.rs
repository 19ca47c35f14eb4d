//! Why a move is not legal now, where one reason is known: what `sow play`
//! and `sow view` say of a refused move beyond "not a legal move".

use super::game::Game;
use super::legal::{MoveList, SownMoves, fill_before_tiers, restrict};
use super::moves::Move;
use super::sow::{SowEnd, sow_claimed};

/// Why a move is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// Its hole is not one the mover may start a move from.
    NotAStart,
    /// Its hole holds fewer seeds than a move needs.
    TooFew {
        /// Seeds in the hole.
        seeds: u16,
        /// Seeds a move needs (`min_seeds`).
        min: u16,
    },
    /// Its hole holds more seeds than a move may start from.
    TooMany {
        /// Seeds in the hole.
        seeds: u16,
        /// The most a starting hole may hold (`max_seeds`).
        max: u16,
    },
    /// Its hole keeps a special status under which it is never lifted.
    NeverLifted,
    /// Its hole carries a mark (this one, by index in the file's order)
    /// that keeps the mover from moving from it.
    Marked(u8),
    /// Its relay sowing never ends (or passes the lap cap), and the file
    /// makes such moves illegal.
    Endless,
    /// It is legal by every other rule, but a priority tier (this one, by
    /// index) allows other moves only.
    Tier(u16),
    /// It does not do what a move requirement (this one, by index) asks.
    Requirement(u16),
    /// A capture lets the mover choose a hole to take now, and this is not
    /// one that may be chosen (of the rule's set, holding seeds).
    NotATake,
    /// A swap of sides, outside the second player's first turn (the pie
    /// rule).
    NotASwapTurn,
    /// A move's drops wait for the mover (`drops = "chosen"`), and this is
    /// no drop of the seeds in hand; or it is a drop, and none waits.
    NotADrop {
        /// Seeds in hand (0: no drop waits).
        hand: u16,
    },
    /// No single reason is known (a duty to capture or to feed, a fixed or
    /// race opening).
    Other,
}

impl Game<'_> {
    /// Why `m`, not a legal move for the player to move, is refused.
    pub fn refusal(&self, m: Move) -> Refusal {
        if m.is_swap() {
            return Refusal::NotASwapTurn;
        }
        if let super::Phase::Take { .. } = self.phase {
            return Refusal::NotATake;
        }
        if let Some(d) = self.dropping() {
            return Refusal::NotADrop { hand: d.hand };
        }
        if m.dropped().is_some() {
            return Refusal::NotADrop { hand: 0 };
        }
        let rules = self.phase_rules();
        let player = self.to_move;
        let hole = m.hole();
        if !rules.starts[player.index()].contains(&hole) {
            return Refusal::NotAStart;
        }
        let (seeds, min) = (
            self.counts.get(hole as usize).copied().unwrap_or(0),
            rules.min_seeds.max(1),
        );
        if seeds < min {
            return Refusal::TooFew { seeds, min };
        }
        if seeds > rules.max_seeds {
            let max = rules.max_seeds;
            return Refusal::TooMany { seeds, max };
        }
        if rules.special.restricts_lift && rules.special.never_lifted(&self.claims, hole) {
            return Refusal::NeverLifted;
        }
        if let Some(k) = rules.marks.blocking(&self.claims, player, hole) {
            return Refusal::Marked(u8::try_from(k).unwrap_or(u8::MAX));
        }
        // The legal moves before the priority tiers: where it is one of
        // them, a tier took it away.
        let ply = self.round_ply + 1;
        let (mut list, mut sown) = (MoveList::new(), SownMoves::default());
        let (counts, claims) = (&self.counts, &self.claims);
        fill_before_tiers(
            rules, self.phase, counts, claims, player, ply, &mut list, &mut sown,
        );
        if list.as_slice().contains(&m) {
            let placing = matches!(self.phase, super::Phase::Place { .. });
            return restrict(
                rules,
                &self.counts,
                (&self.claims, placing),
                player,
                &mut list,
            )
            .map_or(Refusal::Other, Refusal::Tier);
        }
        if !rules.requirements.is_empty() {
            let position = (&self.counts, &self.claims);
            let failed = super::move_rules::first_failed(rules, position, player, ply, m, false);
            if let Some(i) = failed.and_then(|i| u16::try_from(i).ok()) {
                return Refusal::Requirement(i);
            }
        }
        if rules.endless_illegal {
            let (mut counts, mut claims) = (self.counts, self.claims);
            let sowing = sow_claimed(rules, &mut counts, &mut claims, hole, player, ply);
            if matches!(sowing.end, SowEnd::Endless | SowEnd::Capped) {
                return Refusal::Endless;
            }
        }
        Refusal::Other
    }
}
