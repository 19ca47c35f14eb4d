//! A landing rule's conditions (`when`) compiled for play, and their
//! tests where a seed lands. `model::when` resolved them; here each count
//! condition becomes a lookup table and each hole set a mask per player,
//! grouped as the sowing loop asks: the landing hole's own conditions on
//! every landing (`holds`), the rarer ones behind one flag (`further`),
//! and those on marks behind another (`marks`). The hole set is also read
//! before any test, to pick the rules tried at a site (`Rules::landing_at`).

use super::claim::claimed_holes;
use super::hole_ref::{Anchor, CompiledRef, Geometry};
use super::rules::{CountTable, NONE, Rules, site_masks};
use super::sow::{CAPTURES_MADE, Claims, LIFTED, claim_mark};
use crate::model::board::MAX_SITES;
use crate::model::board::PerPlayer;
use crate::model::{ClaimedBy, CountSet, Player, PreviousCondition, Variant, When};

/// Where a lap's last seed (or, for rules on every seed, any seed) fell,
/// and who sowed it when: what a condition reads besides the board.
#[derive(Debug, Clone, Copy)]
pub(super) struct Landing {
    /// The landing site.
    pub cur: u16,
    /// Where the last seed but one fell (`NONE` for a lap of one seed).
    pub prev: u16,
    pub mover: Player,
    pub ply: u32,
    /// The hole the lap was lifted from.
    pub origin: u16,
    /// Seeds the lap lifted.
    pub lifted: u16,
    /// Seeds the ply's sowing has captured before this rule is tried (a
    /// copy, cheaper than a comparison on every landing).
    pub captured: u32,
    /// Which lap of the ply this is (from 1).
    pub lap: u32,
    /// Whether a seed of the ply's sowing fell into `cur` (always, but at
    /// the turn's end, where every hole is looked at).
    pub sown: bool,
    /// Where the turn's last seed fell, at the turn's end (`NONE`
    /// elsewhere).
    pub ended: u16,
    /// The holes the ply's sowing has dropped seeds into so far (bit `h`
    /// for hole `h`), where the rules keep them (`Rules::marks_sown`).
    pub sown_holes: u128,
    /// The seeds that fell into `cur` together (1 but with `[sowing]
    /// drops`): the hole held that many fewer before.
    pub dropped: u16,
}

impl Landing {
    /// Where the rule fires, as a hole reference's starts read it.
    #[inline]
    pub(super) fn anchor(&self) -> Anchor {
        Anchor {
            last: self.cur,
            previous: self.prev,
            origin: self.origin,
            ended: self.ended,
            mover: self.mover,
        }
    }
}

/// A rule's conditions in table form.
#[derive(Debug, Clone)]
pub struct CompiledWhen {
    /// For each player, whether each site meets the rule's `hole`.
    pub hole: Option<PerPlayer<Vec<bool>>>,
    /// The was-empty condition.
    pub was_empty: Option<bool>,
    /// The landing count condition.
    pub count: Option<CountTable>,
    /// The opposite count condition.
    pub opposite: Option<CountTable>,
    /// The count condition on the hole behind the opposite one.
    pub behind_opposite: Option<CountTable>,
    /// The next hole's count condition.
    pub next: Option<CountTable>,
    /// Whether (and by whom) the landing hole must be claimed.
    pub claimed: Option<ClaimedBy>,
    /// The condition on the hole the last seed but one fell into.
    pub previous: Option<CompiledPrevious>,
    /// The conditions on holes named by references, each with its hole.
    pub holes: Box<[(CompiledRef, CompiledPrevious)]>,
    /// How many claimed holes must be on the board.
    pub claims: Option<CountTable>,
    /// The plies of the round (from 1) in which the rule may fire.
    pub ply: Option<CountSet>,
    /// The laps of the ply's sowing (from 1) on which the rule may fire.
    pub lap: Option<CountSet>,
    /// The seeds the lap sows (`Landing::lifted`), which quiet laps do
    /// not decide for a ring: a rule with it never counts as failing off
    /// the ring.
    pub lap_seeds: Option<CountSet>,
    /// Whether the ply's sowing must have captured (or not) before.
    pub captured: Option<bool>,
    /// Whether the landing hole must have been lifted this round (or not).
    pub lifted: Option<bool>,
    /// Whether a seed of the ply's sowing must have fallen into the
    /// landing hole (or not).
    pub sown_this_turn: Option<bool>,
    /// For each player, the holes (bit `h` for hole `h`) one of which
    /// the ply's sowing must have dropped a seed into (`reached`).
    pub reached: Option<PerPlayer<u128>>,
    /// How many of the mover's earlier plies this round must have
    /// captured.
    pub captures_made: Option<CountSet>,
    /// How many holes the opponent must play this round.
    pub opponent_holes: Option<CountSet>,
    /// How many seeds must be left on the board.
    pub on_board: Option<CountSet>,
    /// Every seed of the game: those left on the board are those not in
    /// a store.
    pub total: u32,
    /// Whether it has a condition on the ply, the lap, the next hole, the
    /// hole behind the opposite one, the opponent's holes or what the
    /// sowing captured: tested apart, as most rules have none of them.
    pub further: bool,
    /// Whether it has a condition on marks (`claims`, `previous`,
    /// `lifted`) or on holes named by references (`holes`): tested apart
    /// with the claim's own limits.
    pub marks: bool,
}

/// The `previous` condition of a landing rule, in table form.
#[derive(Debug, Clone)]
pub struct CompiledPrevious {
    /// For each player, whether each site meets its `hole`.
    pub hole: Option<PerPlayer<Vec<bool>>>,
    /// Its count condition.
    pub count: Option<CountTable>,
    /// Whether (and by whom) it must be claimed.
    pub claimed: Option<ClaimedBy>,
    /// The mark it must carry or not.
    pub mark: Option<super::mark::MarkBits>,
}

impl CompiledWhen {
    /// Compiles `when` of a rule of `variant`, its hole references on
    /// `geometry`.
    pub(super) fn new(when: &When, variant: &Variant, geometry: &Geometry<'_>) -> CompiledWhen {
        let total = variant.total_seeds();
        let table = |c: &Option<crate::format::Sp<CountSet>>| {
            c.as_ref().map(|c| CountTable::new(&c.value, total))
        };
        let set = |c: &Option<crate::format::Sp<CountSet>>| c.as_ref().map(|c| c.value.clone());
        let flag = |f: &Option<crate::format::Sp<bool>>| f.as_ref().map(|f| f.value);
        let (landing, nearby, marks, turn) = (&when.landing, &when.nearby, &when.marks, &when.turn);
        CompiledWhen {
            hole: landing.hole_set().map(|set| site_masks(variant, set)),
            was_empty: flag(&landing.was_empty),
            count: table(&landing.count),
            opposite: table(&nearby.opposite),
            behind_opposite: table(&nearby.behind_opposite),
            next: table(&nearby.next),
            claimed: marks.claimed_by(),
            previous: marks
                .previous
                .as_ref()
                .map(|p| CompiledPrevious::new(&p.value, variant, total)),
            holes: when
                .holes
                .0
                .iter()
                .map(|h| {
                    (
                        CompiledRef::new(&h.at.value, geometry, variant.board.sites()),
                        CompiledPrevious::new(&h.condition, variant, total),
                    )
                })
                .collect(),
            claims: table(&marks.claims),
            ply: set(&turn.ply),
            lap: set(&turn.lap),
            lap_seeds: set(&turn.lap_seeds),
            captured: flag(&turn.captured),
            lifted: flag(&turn.lifted),
            sown_this_turn: flag(&turn.sown_this_turn),
            reached: turn
                .reached
                .as_ref()
                .map(|r| super::rules::hole_bits(variant, r.value)),
            captures_made: set(&turn.captures_made),
            opponent_holes: set(&turn.opponent_holes),
            on_board: set(&turn.on_board),
            total,
            further: turn.ply.is_some()
                || nearby.next.is_some()
                || turn.captured.is_some()
                || turn.lap.is_some()
                || turn.lap_seeds.is_some()
                || nearby.behind_opposite.is_some()
                || turn.opponent_holes.is_some()
                || turn.on_board.is_some(),
            marks: marks.claims.is_some()
                || marks.previous.is_some()
                || turn.lifted.is_some()
                || turn.sown_this_turn.is_some()
                || turn.reached.is_some()
                || turn.captures_made.is_some()
                || !when.holes.is_empty(),
        }
    }

    /// Whether the conditions on the landing hole hold (its `hole` was
    /// checked through `Rules::landing_at`), and the rarer ones.
    #[inline(always)]
    pub(super) fn holds(
        &self,
        rules: &Rules,
        counts: &[u16; MAX_SITES],
        claims: &Claims,
        at: &Landing,
    ) -> bool {
        let c = at.cur as usize;
        // The landing hole's count before the last seed fell.
        let before = counts[c].saturating_sub(at.dropped);
        let is_hole = c < rules.holes;
        !(self.count.as_ref().is_some_and(|t| !t.matches(counts[c]))
            || self.was_empty.is_some_and(|w| (before == 0) != w)
            || self.opposite.as_ref().is_some_and(|t| {
                let across = rules.opposite.get(c).and_then(|&o| counts.get(o as usize));
                !is_hole || across.is_none_or(|&n| !t.matches(n))
            })
            || (self.further && !self.further_hold(rules, counts, at))
            || self
                .claimed
                .is_some_and(|by| !claimed_holds(by, claims[c], at.mover)))
    }

    /// Whether the rarer conditions hold: the ply, the lap, the next hole,
    /// what the sowing captured, the opponent's holes, and the hole behind
    /// the opposite one.
    #[inline(never)]
    fn further_hold(&self, rules: &Rules, counts: &[u16; MAX_SITES], at: &Landing) -> bool {
        let next_holds = self.next.as_ref().is_none_or(|t| {
            let next = rules.next_hole[at.mover.index()].get(at.cur as usize);
            next.is_some_and(|&n| n != NONE && t.matches(counts[n as usize]))
        });
        next_holds
            && self.ply.as_ref().is_none_or(|p| p.matches(at.ply))
            && self.lap.as_ref().is_none_or(|l| l.matches(at.lap))
            && self
                .lap_seeds
                .as_ref()
                .is_none_or(|n| n.matches(u32::from(at.lifted)))
            && self.captured.is_none_or(|c| c == (at.captured > 0))
            && self
                .opponent_holes
                .as_ref()
                .is_none_or(|n| n.matches(rules.holes_played[at.mover.other().index()]))
            && self.behind_opposite_holds(rules, counts, at.cur)
            && self
                .on_board
                .as_ref()
                .is_none_or(|n| n.matches(self.left_on_board(rules, counts)))
    }

    /// The seeds left on the board (those being sown included): every
    /// seed not in a store.
    #[inline]
    fn left_on_board(&self, rules: &Rules, counts: &[u16; MAX_SITES]) -> u32 {
        let stored = |p: usize| counts.get(rules.holes + p).map_or(0, |&n| u32::from(n));
        self.total.saturating_sub(stored(0) + stored(1))
    }

    /// Whether the condition on the hole behind the one opposite `hole`
    /// holds: where there is no such hole, a condition on it does not.
    #[inline]
    pub(super) fn behind_opposite_holds(
        &self,
        rules: &Rules,
        counts: &[u16; MAX_SITES],
        hole: u16,
    ) -> bool {
        self.behind_opposite.as_ref().is_none_or(|t| {
            let behind = rules.behind_opposite.get(hole as usize).copied();
            behind.is_some_and(|b| b != NONE && t.matches(counts[b as usize]))
        })
    }

    /// Whether these conditions fail at a landing in the occupied hole
    /// `at.cur` whatever the sites `on_ring` hold: decided by the sites off
    /// it, the claims, the ply and what the sowing has captured, which the
    /// laps of a quiet relay leave alone (`engine/quiet_laps.rs`), and the
    /// lap `at.lap`, asked only where every later lap says the same
    /// (`Rules::laps_before_settled`). `false` where they may hold: a
    /// condition on the landing hole's own count, a mark, or a site on the
    /// ring.
    pub(super) fn fail_off_ring(
        &self,
        rules: &Rules,
        counts: &[u16; MAX_SITES],
        claims: &Claims,
        at: &Landing,
        on_ring: impl Fn(u16) -> bool,
    ) -> bool {
        let c = at.cur as usize;
        // A condition on the count of `site` (`None`: there is no such
        // hole, so the condition cannot hold) fails for good.
        let fails = |table: &Option<CountTable>, site: Option<u16>| {
            table.as_ref().is_some_and(|t| match site {
                Some(s) if s != NONE && usize::from(s) < MAX_SITES => {
                    !on_ring(s) && !t.matches(counts[usize::from(s)])
                }
                _ => true,
            })
        };
        let other = at.mover.other().index();
        (self.opposite.is_some() && c >= rules.holes)
            || fails(&self.opposite, rules.opposite.get(c).copied())
            || fails(&self.behind_opposite, rules.behind_opposite.get(c).copied())
            || fails(
                &self.next,
                rules.next_hole[at.mover.index()].get(c).copied(),
            )
            || self.ply.as_ref().is_some_and(|p| !p.matches(at.ply))
            || self.lap.as_ref().is_some_and(|l| !l.matches(at.lap))
            || self.captured.is_some_and(|w| w != (at.captured > 0))
            || self
                .opponent_holes
                .as_ref()
                .is_some_and(|n| !n.matches(rules.holes_played[other]))
            // Quiet laps take nothing: the seeds left stay as they are.
            || self
                .on_board
                .as_ref()
                .is_some_and(|n| !n.matches(self.left_on_board(rules, counts)))
            || self
                .claimed
                .is_some_and(|by| !claimed_holds(by, claims[c], at.mover))
    }

    /// Whether the conditions on marks hold: how many claimed holes there
    /// are, whether the landing hole was lifted, and the previous hole.
    pub(super) fn marks_hold(
        &self,
        rules: &Rules,
        counts: &[u16; MAX_SITES],
        claims: &Claims,
        at: &Landing,
    ) -> bool {
        let mover = at.mover;
        if let Some(t) = &self.claims
            && !t.matches(u16::try_from(claimed_holes(rules, claims)).unwrap_or(u16::MAX))
        {
            return false;
        }
        if self.sown_this_turn.is_some_and(|s| s != at.sown) {
            return false;
        }
        if let Some(reached) = &self.reached
            && at.sown_holes & reached[mover.index()] == 0
        {
            return false;
        }
        if let Some(n) = &self.captures_made {
            let made = claims.get(CAPTURES_MADE + at.mover.index()).copied();
            if !n.matches(u32::from(made.unwrap_or(0))) {
                return false;
            }
        }
        if let Some(lifted) = self.lifted
            && claims
                .get(LIFTED + at.cur as usize)
                .is_some_and(|&m| (m & 1 != 0) != lifted)
        {
            return false;
        }
        let previous_holds = self.previous.as_ref().is_none_or(|p| {
            at.prev != NONE
                && usize::from(at.prev) < rules.holes
                && p.holds(counts, claims, mover, at.prev)
        });
        previous_holds && named_holes_hold(&self.holes, counts, claims, at.anchor())
    }
}

/// Whether each condition on a hole named by a reference holds, the
/// references read from `at` (`when.holes`, a requirement's
/// `start_holes`): a reference that names no hole fails.
pub(super) fn named_holes_hold(
    conditions: &[(CompiledRef, CompiledPrevious)],
    counts: &[u16; MAX_SITES],
    claims: &Claims,
    at: Anchor,
) -> bool {
    conditions.iter().all(|(hole, condition)| {
        let site = hole.resolve(counts, at);
        site != NONE && condition.holds(counts, claims, at.mover, site)
    })
}

impl CompiledPrevious {
    pub(super) fn new(p: &PreviousCondition, variant: &Variant, total: u32) -> Self {
        CompiledPrevious {
            hole: p.hole.map(|set| site_masks(variant, set)),
            count: p.count.as_ref().map(|c| CountTable::new(c, total)),
            claimed: p.claimed,
            mark: p
                .mark
                .as_ref()
                .and_then(|m| super::mark::MarkBits::of(m, &variant.marks)),
        }
    }

    /// Whether the hole `site` (a site of the board) meets the condition.
    pub(super) fn holds(
        &self,
        counts: &[u16; MAX_SITES],
        claims: &Claims,
        mover: Player,
        site: u16,
    ) -> bool {
        let q = usize::from(site);
        self.hole
            .as_ref()
            .is_none_or(|m| m[mover.index()].get(q).copied().unwrap_or(false))
            && self
                .count
                .as_ref()
                .is_none_or(|t| counts.get(q).is_some_and(|&n| t.matches(n)))
            && self
                .claimed
                .is_none_or(|by| claims.get(q).is_some_and(|&m| claimed_holds(by, m, mover)))
            && self.mark.is_none_or(|m| m.admits(claims, mover, site))
    }
}

/// Whether a claimed-hole condition holds for a site's claim mark.
#[inline]
pub(super) fn claimed_holds(by: ClaimedBy, mark: u8, mover: Player) -> bool {
    match by {
        ClaimedBy::No => mark == 0,
        ClaimedBy::Yes => mark != 0,
        ClaimedBy::ByMover => mark == claim_mark(mover),
        ClaimedBy::ByOpponent => mark == claim_mark(mover.other()),
    }
}

/// From how many laps sown a relay's `when.lap` conditions say the same of
/// every later lap (or of every other lap: the period), so that two states
/// at a lift from then on, a period apart, go on alike.
pub(super) fn lap_conditions_settle<'a>(laps: impl Iterator<Item = &'a CountSet>) -> (u32, u32) {
    laps.fold((0, 1), |(before, period), lap| match lap {
        // Lap `max + 1` on the condition fails for good (an open range
        // holds for good from `min`): the state before it is settled.
        CountSet::Range { min, max } if *max == u32::MAX => (before.max(*min), period),
        CountSet::Range { max, .. } => (before.max(*max), period),
        CountSet::List(list) => (before.max(list.iter().copied().max().unwrap_or(0)), period),
        CountSet::Even | CountSet::Odd => (before, 2),
        CountSet::ParityRange { min, max, .. } if *max == u32::MAX => (before.max(*min), 2),
        CountSet::ParityRange { max, .. } => (before.max(*max), period),
    })
}
