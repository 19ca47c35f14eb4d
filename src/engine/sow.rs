//! One ply of sowing: lift, sow lap by lap, apply the landing rules.
//!
//! Relay sowing can go on forever. A sowing is a deterministic walk from one
//! lift to the next, so it repeats forever exactly when the state at a lift
//! (every site's count and the hole being lifted) recurs. Brent's cycle
//! finding detects that with one saved state and no allocation.

use super::rules::{NONE, Rules};
use crate::model::board::MAX_SITES;
use crate::model::{Player, Then};

/// Most laps one ply may take before sow gives up on it. A safety net only:
/// cycles are found exactly, and the longest seen on a 2×6 board with 48
/// seeds closes after about 1.5 million laps (found within about twice that).
pub const MAX_LAPS: u32 = 64_000_000;

/// How a ply's sowing ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SowEnd {
    /// The turn passes to the opponent.
    EndTurn,
    /// The mover plays again.
    MoveAgain,
    /// The relay sowing repeats forever: the state at a lift recurred.
    Endless,
    /// The ply took more than [`MAX_LAPS`] laps.
    Capped,
}

/// What a ply's sowing did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sowing {
    /// How it ended.
    pub end: SowEnd,
    /// Bit `i` is set when landing rule `i` fired.
    pub fired: u64,
    /// Seeds captured.
    pub captured: u32,
    /// Laps sown.
    pub laps: u32,
    /// The site where the last seed fell.
    pub last: u16,
}

/// One step of a sowing, as reported to the observer of [`sow_traced`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// A lap starts: `seeds` are lifted from `site`.
    Lift {
        /// The hole lifted.
        site: u16,
        /// How many seeds were lifted.
        seeds: u16,
    },
    /// A seed is dropped into `site`.
    Drop {
        /// Where the seed fell.
        site: u16,
    },
    /// The lap's last seed fell in `site`; `rule` is the index of the landing
    /// rule that fired, if one did.
    Land {
        /// Where the last seed fell.
        site: u16,
        /// The landing rule that fired.
        rule: Option<usize>,
    },
}

/// Sows from `start` for `mover`, changing `counts` in place.
pub fn sow(rules: &Rules, counts: &mut [u16; MAX_SITES], start: u16, mover: Player) -> Sowing {
    sow_traced(rules, counts, start, mover, &mut |_| true)
}

/// Like [`sow`], telling `trace` every lift, drop and landing (for editor
/// previews; the observer of [`sow`] compiles away). When `trace` answers
/// `false` to a lift, the sowing stops there as [`SowEnd::Capped`], with the
/// lifted seeds back in their hole.
pub fn sow_traced(
    rules: &Rules,
    counts: &mut [u16; MAX_SITES],
    start: u16,
    mover: Player,
    trace: &mut impl FnMut(Step) -> bool,
) -> Sowing {
    let p = mover.index();
    let next = &rules.next[p];
    let holes = rules.holes;
    let sites = rules.sites;
    let mut hand = counts[start as usize];
    counts[start as usize] = 0;
    let mut origin = start;
    let mut cur = start;
    let mut out = Sowing {
        end: SowEnd::EndTurn,
        fired: 0,
        captured: 0,
        laps: 0,
        last: start,
    };
    // Brent's cycle finding over the states at each lift.
    let mut saved = [0u16; MAX_SITES];
    let mut saved_at = NONE;
    let mut power: u32 = 1;
    let mut since: u32 = 0;
    loop {
        out.laps += 1;
        if !trace(Step::Lift {
            site: origin,
            seeds: hand,
        }) {
            counts[origin as usize] += hand;
            out.end = SowEnd::Capped;
            return out;
        }
        let mut skipped = 0usize;
        while hand > 0 {
            let n = next[cur as usize];
            if n == NONE {
                // Off the track (cannot happen for a checked variant): stop here.
                counts[cur as usize] += hand;
                break;
            }
            cur = n;
            let skip = (rules.variant.skip_origin && cur == origin)
                || ((cur as usize) < holes
                    && rules
                        .skip
                        .as_ref()
                        .is_some_and(|s| s.matches(counts[cur as usize])));
            if skip {
                skipped += 1;
                if skipped > sites {
                    // Every site is skipped: the seeds go back where they came from.
                    counts[origin as usize] += hand;
                    hand = 0;
                    cur = origin;
                }
                continue;
            }
            skipped = 0;
            counts[cur as usize] += 1;
            hand -= 1;
            trace(Step::Drop { site: cur });
        }
        out.last = cur;
        let after = counts[cur as usize];
        let before = after.saturating_sub(1);
        let fired = land(rules, counts, cur, before, mover, &mut out);
        trace(Step::Land {
            site: cur,
            rule: fired.map(|(i, _)| i),
        });
        let then = fired.and_then(|(_, then)| then);
        let relay = match then {
            Some(Then::EndTurn) => false,
            Some(Then::MoveAgain) => {
                out.end = SowEnd::MoveAgain;
                return out;
            }
            Some(Then::Relay) => (cur as usize) < holes && counts[cur as usize] > 0,
            None => rules.relay && (cur as usize) < holes && before > 0 && counts[cur as usize] > 0,
        };
        if !relay {
            return out;
        }
        if out.laps >= MAX_LAPS {
            out.end = SowEnd::Capped;
            return out;
        }
        if saved_at == cur && saved[..sites] == counts[..sites] {
            out.end = SowEnd::Endless;
            return out;
        }
        since += 1;
        if since >= power {
            saved[..sites].copy_from_slice(&counts[..sites]);
            saved_at = cur;
            power = power.saturating_mul(2);
            since = 0;
        }
        hand = counts[cur as usize];
        counts[cur as usize] = 0;
        origin = cur;
    }
}

/// Applies the first landing rule that matches; returns its index and `then`.
#[inline]
fn land(
    rules: &Rules,
    counts: &mut [u16; MAX_SITES],
    cur: u16,
    before: u16,
    mover: Player,
    out: &mut Sowing,
) -> Option<(usize, Option<Then>)> {
    let p = mover.index();
    let c = cur as usize;
    let is_hole = c < rules.holes;
    for (i, rule) in rules.landing.iter().enumerate() {
        if let Some(mask) = &rule.hole
            && !mask[p][c]
        {
            continue;
        }
        if let Some(count) = &rule.count
            && !count.matches(counts[c])
        {
            continue;
        }
        if let Some(was_empty) = rule.was_empty
            && (before == 0) != was_empty
        {
            continue;
        }
        if let Some(opposite) = &rule.opposite
            && (!is_hole || !opposite.matches(counts[rules.opposite[c] as usize]))
        {
            continue;
        }
        out.fired |= 1u64 << i;
        if is_hole && (rule.capture_last || rule.capture_opposite || rule.chain_backward) {
            out.captured += capture(rules, rule, counts, cur, mover);
        }
        return Some((i, rule.then));
    }
    None
}

/// Takes the holes a firing rule captures into the mover's store.
fn capture(
    rules: &Rules,
    rule: &super::rules::CompiledRule,
    counts: &mut [u16; MAX_SITES],
    cur: u16,
    mover: Player,
) -> u32 {
    let p = mover.index();
    let mut taken = [NONE; MAX_SITES];
    let mut n = 0usize;
    if rule.capture_last {
        taken[n] = cur;
        n += 1;
    }
    if rule.chain_backward {
        let mut h = rules.prev_hole[p][cur as usize];
        let mut steps = 0;
        while h != NONE && h != cur && steps < rules.holes {
            let hole_ok = rule.hole.as_ref().is_none_or(|m| m[p][h as usize]);
            let count_ok = rule
                .count
                .as_ref()
                .is_none_or(|t| t.matches(counts[h as usize]));
            if !(hole_ok && count_ok) {
                break;
            }
            taken[n] = h;
            n += 1;
            h = rules.prev_hole[p][h as usize];
            steps += 1;
        }
    }
    if rule.capture_opposite {
        let o = rules.opposite[cur as usize];
        if !taken[..n].contains(&o) {
            taken[n] = o;
            n += 1;
        }
    }
    if rule.grand_slam_forfeits {
        let opponent = &rules.own_holes[mover.other().index()];
        let from_opponent: u32 = taken[..n]
            .iter()
            .filter(|h| opponent.contains(h))
            .map(|&h| counts[h as usize] as u32)
            .sum();
        let opponent_total: u32 = opponent.iter().map(|&h| counts[h as usize] as u32).sum();
        if from_opponent > 0 && from_opponent == opponent_total {
            return 0;
        }
    }
    let store = rules.holes + p;
    let mut total = 0u32;
    for &h in &taken[..n] {
        total += counts[h as usize] as u32;
        counts[store] += counts[h as usize];
        counts[h as usize] = 0;
    }
    total
}
