//! One ply of sowing: lift, sow lap by lap, apply the landing rules.
//!
//! Relay sowing can go on forever. A sowing is a deterministic walk from one
//! lift to the next, so it repeats forever exactly when the state at a lift
//! (every site's count and the hole being lifted) recurs. Brent's cycle
//! finding detects that with one saved state and no allocation.

use super::rules::{NONE, Rules};
use crate::model::board::MAX_SITES;
use crate::model::{ClaimedBy, Player, Then};

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

/// Who has claimed each site: 0 nobody, 1 South, 2 North.
pub type Claims = [u8; MAX_SITES];

/// The claim mark of `player` in [`Claims`].
#[inline]
pub fn claim_mark(player: Player) -> u8 {
    player.index() as u8 + 1
}

/// Sows from `start` for `mover` on a board without claimed holes,
/// changing `counts` in place.
pub fn sow(rules: &Rules, counts: &mut [u16; MAX_SITES], start: u16, mover: Player) -> Sowing {
    let mut claims = [0u8; MAX_SITES];
    sow_claimed(rules, counts, &mut claims, start, mover, 1)
}

/// Sows from `start` for `mover` in ply number `ply` (1 for the first of
/// the game or round), changing `counts` and `claims` in place.
pub fn sow_claimed(
    rules: &Rules,
    counts: &mut [u16; MAX_SITES],
    claims: &mut Claims,
    start: u16,
    mover: Player,
    ply: u32,
) -> Sowing {
    let mut out = Sowing {
        end: SowEnd::EndTurn,
        fired: 0,
        captured: 0,
        laps: 1,
        last: start,
    };
    // Most plies are a single lap: sow it here, and go to the relay loop,
    // with its cycle finding, only when a lap ends by lifting again.
    if lap(rules, counts, claims, start, mover, ply, &mut out) {
        relay(rules, counts, claims, mover, ply, &mut out);
    }
    out
}

/// Lifts `origin` and sows its seeds, then applies the landing rules.
/// Returns whether the sowing goes on from the last hole (a relay); sets
/// `out.end` to [`SowEnd::MoveAgain`] when the mover plays again.
#[inline(always)]
fn lap(
    rules: &Rules,
    counts: &mut [u16; MAX_SITES],
    claims: &mut Claims,
    origin: u16,
    mover: Player,
    ply: u32,
    out: &mut Sowing,
) -> bool {
    let next = &rules.next[mover.index()];
    let mut hand = counts[origin as usize];
    counts[origin as usize] = 0;
    let mut cur = origin;
    if rules.skips {
        sow_skipping(rules, next, counts, claims, &mut hand, &mut cur, origin);
    } else {
        // The common case, kept tight: drop one seed in each next site.
        while hand > 0 {
            let n = next[cur as usize];
            if n == NONE {
                // Off the track (cannot happen for a checked variant).
                counts[cur as usize] += hand;
                break;
            }
            cur = n;
            counts[cur as usize] += 1;
            hand -= 1;
        }
    }
    out.last = cur;
    let after = counts[cur as usize];
    let before = after.saturating_sub(1);
    let in_hole = (cur as usize) < rules.holes;
    // Most landings meet no rule's `hole`: skip the call then.
    let then = if rules.landing_at[mover.index()]
        .get(cur as usize)
        .is_some_and(|&bits| bits != 0)
    {
        land(rules, counts, claims, cur, mover, ply, out)
    } else {
        None
    };
    match then {
        Some(Then::EndTurn) => false,
        Some(Then::MoveAgain) => {
            out.end = SowEnd::MoveAgain;
            false
        }
        Some(Then::Relay) => in_hole && counts[cur as usize] > 0,
        None => {
            rules.relay
                && in_hole
                && before > 0
                && counts[cur as usize] > 0
                && (rules.claimed_sow_from || claims[cur as usize] == 0)
        }
    }
}

/// Goes on lifting and sowing from `out.last` until a lap ends the turn,
/// the board at a lift repeats (Brent's cycle finding over the states at
/// each lift), or the lap cap is reached.
#[inline(never)]
fn relay(
    rules: &Rules,
    counts: &mut [u16; MAX_SITES],
    claims: &mut Claims,
    mover: Player,
    ply: u32,
    out: &mut Sowing,
) {
    let sites = rules.sites;
    let mut brent = Brent::new();
    loop {
        let cur = out.last;
        if out.laps >= rules.max_laps {
            out.end = SowEnd::Capped;
            return;
        }
        // The state at a lift: every count, every claim, the lifted hole.
        if brent.saved_at == cur
            && brent.saved[..sites] == counts[..sites]
            && (!rules.claiming || brent.claims[..sites] == claims[..sites])
        {
            out.end = SowEnd::Endless;
            return;
        }
        brent.since += 1;
        if brent.since >= brent.power {
            brent.saved[..sites].copy_from_slice(&counts[..sites]);
            brent.claims[..sites].copy_from_slice(&claims[..sites]);
            brent.saved_at = cur;
            brent.power = brent.power.saturating_mul(2);
            brent.since = 0;
        }
        out.laps += 1;
        if !lap(rules, counts, claims, cur, mover, ply, out) {
            return;
        }
    }
}

/// Sows `hand` seeds on from `cur`, passing over the sites the file says to
/// skip (the origin of the lap, holes of certain counts).
#[inline(never)]
fn sow_skipping(
    rules: &Rules,
    next: &[u16],
    counts: &mut [u16; MAX_SITES],
    claims: &Claims,
    hand: &mut u16,
    cur: &mut u16,
    origin: u16,
) {
    let holes = rules.holes;
    let sites = rules.sites;
    let mut skipped = 0usize;
    while *hand > 0 {
        let n = next.get(*cur as usize).copied().unwrap_or(NONE);
        if n == NONE {
            counts[*cur as usize] += *hand;
            *hand = 0;
            break;
        }
        *cur = n;
        let skip = (rules.variant.skip_origin && *cur == origin)
            || (!rules.claimed_sow_into && claims[*cur as usize] != 0)
            || ((*cur as usize) < holes
                && rules
                    .skip
                    .as_ref()
                    .is_some_and(|s| s.matches(counts[*cur as usize])));
        if skip {
            skipped += 1;
            if skipped > sites {
                // Every site is skipped: the seeds go back where they came from.
                counts[origin as usize] += *hand;
                *hand = 0;
                *cur = origin;
            }
            continue;
        }
        skipped = 0;
        counts[*cur as usize] += 1;
        *hand -= 1;
    }
}

/// Brent's cycle finding: a saved state at a lift, and when to move it on.
struct Brent {
    saved: [u16; MAX_SITES],
    claims: Claims,
    saved_at: u16,
    power: u32,
    since: u32,
}

impl Brent {
    fn new() -> Self {
        Brent {
            saved: [0; MAX_SITES],
            claims: [0; MAX_SITES],
            saved_at: NONE,
            power: 1,
            since: 0,
        }
    }
}

/// Applies the first landing rule that matches; returns its `then`.
#[inline]
fn land(
    rules: &Rules,
    counts: &mut [u16; MAX_SITES],
    claims: &mut Claims,
    cur: u16,
    mover: Player,
    ply: u32,
    out: &mut Sowing,
) -> Option<Then> {
    let p = mover.index();
    let c = cur as usize;
    // The landing hole's count before the last seed fell.
    let before = counts[c].saturating_sub(1);
    let is_hole = c < rules.holes;
    let mut candidates = rules.landing_at[p].get(c).copied().unwrap_or(0);
    while candidates != 0 {
        let i = candidates.trailing_zeros() as usize;
        candidates &= candidates - 1;
        let Some(rule) = rules.landing.get(i) else {
            break;
        };
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
        if let Some(plies) = &rule.ply
            && !plies.matches(ply)
        {
            continue;
        }
        if let Some(by) = rule.claimed {
            let mark = claims[c];
            let holds = match by {
                ClaimedBy::No => mark == 0,
                ClaimedBy::Yes => mark != 0,
                ClaimedBy::ByMover => mark == claim_mark(mover),
                ClaimedBy::ByOpponent => mark == claim_mark(mover.other()),
            };
            if !holds {
                continue;
            }
        }
        out.fired |= 1u64 << i;
        if is_hole && (rule.capture_last || rule.capture_opposite || rule.chain_backward) {
            out.captured += capture(rules, rule, counts, cur, mover);
        }
        if let Some(take) = rule.take
            && is_hole
        {
            let taken = take.min(counts[c]);
            counts[c] -= taken;
            counts[rules.holes + p] += taken;
            out.captured += u32::from(taken);
        }
        if rule.claim && is_hole {
            claims[c] = claim_mark(mover);
        }
        return rule.then;
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
