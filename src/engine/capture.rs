//! Taking seeds when a landing rule fires: the holes its `capture` names
//! (the landing hole, and each hole reference resolved where it fired),
//! its chain, the grand-slam exception, `take`, and the store each seed
//! goes to (none yet for a hole whose capture waits for the round's end:
//! the mover is entitled to it then).

use super::hole_ref::{Anchor, CompiledRef};
use super::landing::CompiledRule;
use super::pieces;
use super::rules::{NONE, Rules};
use super::sow::{Claims, claimer};
use crate::model::board::MAX_SITES;
use crate::model::{CaptureTo, Chain, ChainWithin, Player};

/// Where a rule fires: the hole, and the lap that brought the seed there
/// (a chain within the lap stops at the lap's origin).
#[derive(Debug, Clone, Copy)]
pub(super) struct FiredAt {
    /// The hole the seed fell into.
    pub hole: u16,
    /// The hole the lap's seed before it fell into (`NONE`: none, or not
    /// looked at).
    pub prev: u16,
    /// The hole the lap was lifted from.
    pub origin: u16,
    /// Seeds the lap lifted.
    pub lifted: u16,
    /// Who sowed.
    pub mover: Player,
    /// Where the turn's last seed fell, in a rule at the turn's end
    /// (`NONE` elsewhere: `final` is then the hole the seed fell into).
    pub ended: u16,
}

impl FiredAt {
    /// Where the rule fired, as a hole reference's starts read it.
    #[inline]
    fn anchor(&self) -> Anchor {
        Anchor {
            last: self.hole,
            previous: self.prev,
            origin: self.origin,
            ended: self.ended,
            mover: self.mover,
        }
    }
}

/// A rule's captures and takes from `at.hole`, into the stores the rule
/// names; returns the seeds taken.
#[inline(always)]
pub(super) fn take_and_capture(
    rules: &Rules,
    rule: &CompiledRule,
    (counts, claims): (&mut [u16; MAX_SITES], &mut Claims),
    at: FiredAt,
) -> u32 {
    let mut total = 0;
    if rule.takes {
        total += capture(rules, rule, (counts, claims), at);
    }
    if rule.take.is_some() || rule.leave.is_some() {
        let c = at.hole as usize;
        // `take` and `leave` take seeds, never pieces.
        let loose = pieces::loose_seeds(rules, counts, c);
        let taken = match (rule.take, rule.leave) {
            (Some(take), _) => take.min(loose),
            (None, leave) => loose.saturating_sub(leave.unwrap_or(0)),
        };
        counts[c] -= taken;
        counts[store_for(rules, rule, claims, at.hole, at.mover)] += taken;
        total += u32::from(taken);
    }
    if let Some(into) = &rule.given_into
        && total > 0
    {
        give(rules, counts, into, at, total);
    }
    total
}

/// Puts `taken` seeds, which went to the mover's store, into the hole
/// `into` names from where the rule fired (`to = { into = … }`): a gift
/// that stays on the board. Where it names no hole, they stay in the
/// store.
#[cold]
#[inline(never)]
fn give(rules: &Rules, counts: &mut [u16; MAX_SITES], into: &CompiledRef, at: FiredAt, taken: u32) {
    let to = into.resolve(counts, at.anchor()) as usize;
    let store = rules.holes + at.mover.index();
    if to < rules.holes {
        let gift = u16::try_from(taken).unwrap_or(u16::MAX).min(counts[store]);
        counts[store] -= gift;
        counts[to] += gift;
    }
}

/// The store seeds taken from `hole` go to: the mover's, with `to =
/// "owner"` the hole owner's (the mover's for a hole nobody owns), with
/// `to = "opponent"` the mover's opponent's, with `to = "claimer"` the
/// store of whoever claimed the hole (the mover's for a hole nobody has).
#[inline]
pub(super) fn store_for(
    rules: &Rules,
    rule: &CompiledRule,
    claims: &Claims,
    hole: u16,
    mover: Player,
) -> usize {
    let owner = match rule.to {
        CaptureTo::Mover => mover,
        CaptureTo::Opponent => mover.other(),
        CaptureTo::Claimer => claims
            .get(usize::from(hole))
            .and_then(|&mark| claimer(mark))
            .unwrap_or(mover),
        CaptureTo::Owner => rules
            .variant
            .owner
            .get(hole as usize)
            .copied()
            .flatten()
            .unwrap_or(mover),
    };
    rules.holes + owner.index()
}

/// Leaves out of `taken` the holes whose captures wait for the round's
/// end, entitling `mover` (0 South, 1 North) to each: taken only when the
/// round ends, by those entitled then.
#[cold]
#[inline(never)]
fn defer(rules: &Rules, taken: &mut Taken, claims: &mut Claims, mover: usize) {
    for h in taken.holes[..taken.len].iter_mut() {
        if rules.deferred.has(usize::from(*h)) {
            rules.deferred.entitle(claims, usize::from(*h), mover);
            *h = NONE;
        }
    }
}

/// The holes a capture takes, each once, in the order they are taken.
struct Taken {
    holes: [u16; MAX_SITES],
    len: usize,
}

impl Taken {
    /// Adds a hole that may already be taken.
    fn push(&mut self, hole: u16) {
        if hole != NONE && !self.contains(hole) {
            self.push_new(hole);
        }
    }

    /// Adds a hole known not to be taken yet (the landing hole, a chain's).
    #[inline]
    fn push_new(&mut self, hole: u16) {
        if self.len < MAX_SITES {
            self.holes[self.len] = hole;
            self.len += 1;
        }
    }

    fn contains(&self, hole: u16) -> bool {
        self.holes[..self.len].contains(&hole)
    }

    fn as_slice(&self) -> &[u16] {
        &self.holes[..self.len]
    }
}

/// Takes the holes a firing rule captures.
fn capture(
    rules: &Rules,
    rule: &CompiledRule,
    (counts, claims): (&mut [u16; MAX_SITES], &mut Claims),
    at: FiredAt,
) -> u32 {
    let p = at.mover.index();
    let cur = at.hole;
    let what = &rule.capture;
    let next_hole = |h: u16| rules.next_hole[p].get(h as usize).copied().unwrap_or(NONE);
    let mut taken = Taken {
        holes: [NONE; MAX_SITES],
        len: 0,
    };
    if what.last {
        taken.push_new(cur);
    }
    // The holes the rule's targets name, taken after the chain (the order
    // in which seeds are taken), but known to the chain before it walks.
    let mut by_target = Taken {
        holes: [NONE; MAX_SITES],
        len: 0,
    };
    // The farthest hole taken with seeds along the track, where an
    // alternating chain goes on from: a chain follows a capture, so where
    // the holes named along the track held nothing ("two empty holes in a
    // row"), none does.
    let mut farthest = cur;
    let mut farthest_steps = 0;
    let anchor = at.anchor();
    for target in &rule.targets {
        let hole = target.hole.resolve(counts, anchor);
        // A target with a condition is taken only where it holds.
        let taken_here = hole != NONE
            && target
                .only_if
                .as_ref()
                .is_none_or(|c| c.holds(counts, claims, at.mover, hole));
        if target.along > 0 {
            if farthest_steps == 0 && !what.last {
                farthest = NONE;
            }
            let held = counts.get(hole as usize).is_some_and(|&n| n > 0);
            if taken_here && held && target.along > farthest_steps {
                farthest = hole;
                farthest_steps = target.along;
            }
        }
        if taken_here {
            by_target.push(hole);
        }
    }
    if let Some(chain @ (Chain::Backward | Chain::Forward)) = what.chain {
        // Within a lap that did not go round the whole track, the holes it
        // sowed run from its first seed's hole to `cur`: a backward chain
        // ends at that first hole (the origin itself when the first seed
        // fell back into it), and a forward one has none to take.
        let within = what.within == ChainWithin::Lap && at.lifted < rules.track_len[p];
        let (last, forward) = (
            match (within, chain) {
                (false, _) => NONE,
                (true, Chain::Backward) if rules.first_into_lifted && at.lifted > 1 => at.origin,
                (true, Chain::Backward) => next_hole(at.origin),
                (true, _) => cur,
            },
            chain == Chain::Forward,
        );
        let step = |h: u16| {
            if forward {
                next_hole(h)
            } else {
                rules.prev_hole[p].get(h as usize).copied().unwrap_or(NONE)
            }
        };
        let mut h = if last == cur { NONE } else { step(cur) };
        let mut steps = 0;
        while h != NONE && h != cur && steps < rules.holes {
            let hole_ok = rule.chain_hole.as_ref().is_none_or(|m| m[p][h as usize]);
            // A hole this capture takes already is empty by the time the
            // chain comes to it ("until an odd or empty hole").
            let count_ok = rule.chain_count.as_ref().is_none_or(|t| {
                let gone = taken.contains(h) || by_target.contains(h);
                t.matches(if gone { 0 } else { counts[h as usize] })
            });
            if !(hole_ok && count_ok) {
                break;
            }
            // A chain walks distinct holes: it stops back at `cur`.
            if rule.chain_take.is_empty() {
                taken.push_new(h);
            } else {
                let from = Anchor {
                    last: h,
                    previous: NONE,
                    origin: at.origin,
                    ended: at.ended,
                    mover: at.mover,
                };
                for hole in &rule.chain_take {
                    taken.push(hole.resolve(counts, from));
                }
            }
            if h == last {
                break;
            }
            h = step(h);
            steps += 1;
        }
    }
    for &hole in by_target.as_slice() {
        taken.push(hole);
    }
    // (So a chain never goes on beyond an empty hole: there the holes no
    // longer alternate.)
    if what.chain == Some(Chain::Alternating) {
        let mut steps = 0;
        while farthest != NONE && steps < rules.holes {
            let empty = next_hole(farthest);
            let full = if empty == NONE {
                NONE
            } else {
                next_hole(empty)
            };
            // Every occupied hole of the run is taken: one that comes
            // round to the landing hole takes it too (it holds the last
            // seed), and stops at the first hole already taken.
            if full == NONE
                || counts[empty as usize] != 0
                || counts[full as usize] == 0
                || taken.contains(full)
            {
                break;
            }
            taken.push(full);
            farthest = full;
            steps += 2;
        }
    }
    if let Some(every) = &rule.capture_every {
        for (h, &taken_too) in every[p].iter().enumerate().take(rules.holes) {
            if taken_too && counts[h] > 0 {
                taken.push(h as u16);
            }
        }
    }
    if rule.grand_slam_forfeits {
        let opponent = &rules.own_holes[at.mover.other().index()];
        let from_opponent: u32 = taken
            .as_slice()
            .iter()
            .filter(|h| opponent.contains(h))
            .map(|&h| counts[h as usize] as u32)
            .sum();
        let opponent_total: u32 = opponent.iter().map(|&h| counts[h as usize] as u32).sum();
        if from_opponent > 0 && from_opponent == opponent_total {
            return 0;
        }
    }
    if rules.deferred.any() {
        defer(rules, &mut taken, claims, p);
    }
    let mut total = 0u32;
    let mover_store = rules.holes + p;
    for &h in taken.as_slice() {
        let h = h as usize;
        if h >= rules.holes {
            continue;
        }
        let store = if rule.to != CaptureTo::Mover {
            store_for(rules, rule, claims, h as u16, at.mover)
        } else {
            mover_store
        };
        total += counts[h] as u32;
        counts[store] += counts[h];
        counts[h] = 0;
        if rules.pieces {
            pieces::carry(rules, counts, h, store);
        }
    }
    total
}
