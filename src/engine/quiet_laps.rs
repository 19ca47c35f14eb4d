//! Quiet laps: a long relay sown a lap at a step.
//!
//! A relay that has gone on for a while mostly goes round one ring, the
//! mover's track closing on itself, and its laps end in occupied holes
//! where no landing rule can fire. Such a lap only moves seeds round the
//! ring. So while the laps are quiet, the ring is held as one byte a hole
//! in ring order, and a lap (lifting `k` seeds from ring hole `p` and
//! sowing them one each in the holes after it) is an add of a row of bytes
//! made once for rings of that length: the lifted hole emptied and a seed
//! in each of the `k` holes after it (a lap of a whole round or more adds
//! a seed to every hole for each round first). The last seed falls `k`
//! holes on round the ring, and whether the relay goes on from there is
//! one lookup: nothing off the ring changes while the laps are quiet, so
//! every condition on a site off the ring (the opposite hole, the ply, a
//! claim) is decided once, when they begin.
//!
//! The laps are the same as the general loop's, and each state at a lift
//! meets the same cycle checks at the same lap (the state is written out
//! to the counts only for the checks that read it), so play is the same
//! lap for lap. The first lap that is not quiet (a last seed in an empty
//! hole, in a store, in a special hole, or where a rule may fire) is left
//! unsown to the general loop.

use std::sync::OnceLock;

use super::cycle::{self, Brent, Landmarks};
use super::rules::{NONE, Rules};
use super::sow::{Claims, GIVE_UP_EVERY, giving_up};
use super::when::Landing;
use crate::model::Player;
use crate::model::board::MAX_SITES;

/// The most holes a ring of quiet laps may have: their counts then fill
/// four words.
const LANES: usize = 32;

/// Laps a relay sows the general way before quiet laps are tried, and
/// again after a long run of them.
const QUIET_AFTER: u32 = 64;

/// The most laps a relay waits before it tries quiet laps again.
const LONGEST_WAIT: u32 = 1 << 16;

/// When a relay tries quiet laps: from lap [`QUIET_AFTER`], and after a
/// short run of them (or none: no ring, a first lap that is not quiet)
/// twice as long as the last wait, as setting a ring up costs a few laps
/// and a relay whose laps keep capturing or landing in a special hole
/// would pay that at every one.
pub(super) struct QuietTries {
    from: u32,
    wait: u32,
}

impl QuietTries {
    /// Tries from lap [`QUIET_AFTER`], or never (`tried` false).
    pub(super) fn new(tried: bool) -> Self {
        QuietTries {
            from: if tried { QUIET_AFTER } else { u32::MAX },
            wait: QUIET_AFTER,
        }
    }

    /// Whether to try quiet laps at lap `laps`.
    #[inline(always)]
    pub(super) fn due(&self, laps: u32) -> bool {
        laps >= self.from
    }

    /// A try began at lap `before` and went back to the general loop at
    /// lap `after`.
    pub(super) fn ran(&mut self, before: u32, after: u32) {
        if after - before >= QUIET_AFTER {
            self.wait = QUIET_AFTER;
        } else {
            self.from = after.saturating_add(self.wait);
            self.wait = (2 * self.wait).min(LONGEST_WAIT);
        }
    }
}

/// A ring's counts, one byte a hole in ring order, eight to a word (the
/// ring holds at most 255 seeds, so no byte ever overflows into the next):
/// `W` words, 2 for a ring of up to 16 holes and 4 for one of up to 32.
/// Words are picked by comparison rather than by index, so that the
/// compiler keeps them in registers through the lap loop.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Lanes<const W: usize>([u64; W]);

/// The counts of a ring of any length, and the rows a lap adds: a ring of
/// `W` words reads their first `W`.
type Wide = Lanes<{ LANES / 8 }>;

impl<const W: usize> Lanes<W> {
    const EMPTY: Self = Lanes([0; W]);

    /// The count of hole `i`.
    #[inline(always)]
    fn get(&self, i: usize) -> u8 {
        let at = i / 8;
        let word = (self.0.iter().enumerate()).fold(0, |w, (j, &x)| if j == at { x } else { w });
        (word >> (8 * (i % 8))) as u8
    }

    /// Sets the count of hole `i`.
    #[inline(always)]
    fn set(&mut self, i: usize, count: u8) {
        let (at, shift) = (i / 8, 8 * (i % 8));
        for (j, word) in self.0.iter_mut().enumerate() {
            if j == at {
                *word = (*word & !(0xFF << shift)) | (u64::from(count) << shift);
            }
        }
    }

    /// Adds `row`, word by word. A row is the change a lap makes, counts
    /// taken away as well as added, written as the number a word's counts
    /// make: as no count of the result is below 0 or above 255, adding it
    /// modulo 2^64 gives each count exactly.
    #[inline(always)]
    fn add(&mut self, row: &Wide) {
        for (word, add) in self.0.iter_mut().zip(&row.0) {
            *word = word.wrapping_add(*add);
        }
    }

    /// Adds `row` `times` over, as [`Lanes::add`] adds it once.
    #[inline(always)]
    fn add_times(&mut self, row: &Wide, times: u64) {
        for (word, add) in self.0.iter_mut().zip(&row.0) {
            *word = word.wrapping_add(add.wrapping_mul(times));
        }
    }

    /// Takes `row` away, as [`Lanes::add`] adds it.
    #[inline(always)]
    fn sub(&mut self, row: &Wide) {
        for (word, sub) in self.0.iter_mut().zip(&row.0) {
            *word = word.wrapping_sub(*sub);
        }
    }

    /// The first `W` words of `wide`.
    #[inline(always)]
    fn narrow(wide: &Wide) -> Self {
        let mut lanes = Self::EMPTY;
        for (word, &w) in lanes.0.iter_mut().zip(&wide.0) {
            *word = w;
        }
        lanes
    }
}

/// Rows of a ring, by hole and count (each below [`LANES`]).
type RowTable = [[Wide; LANES]; LANES];

/// What a lap does on a ring of some length `n`.
struct LapRows {
    /// Row `[p][k]` (`k` from 1 to `n - 1`): a lap of `k` seeds from hole
    /// `p`, emptying it and putting one seed in each of the `k` holes after
    /// it.
    lap: Box<RowTable>,
    /// Row `[p][r]` (`r` from 0 to `n - 1`): one seed in each of the `r`
    /// holes after hole `p`.
    after: Box<RowTable>,
    /// One seed in every hole: a round of the ring.
    round: Wide,
}

/// For each ring length, its [`LapRows`], made when first asked.
static LAP_ROWS: [OnceLock<LapRows>; LANES + 1] = [const { OnceLock::new() }; LANES + 1];

/// The rows a lap adds on a ring of `n` holes.
fn lap_rows(n: usize) -> &'static LapRows {
    LAP_ROWS[n.min(LANES)].get_or_init(|| {
        let n = n.min(LANES);
        let mut after = Box::new([[Wide::EMPTY; LANES]; LANES]);
        for p in 0..n {
            for r in 1..n {
                for j in 1..=r {
                    after[p][r].set((p + j) % n, 1);
                }
            }
        }
        let mut lap = after.clone();
        for p in 0..n {
            for k in 1..n {
                let mut lifted = Wide::EMPTY;
                lifted.set(p, k as u8);
                lap[p][k].sub(&lifted);
            }
        }
        let mut round = Wide::EMPTY;
        for i in 0..n {
            round.set(i, 1);
        }
        LapRows { lap, after, round }
    })
}

/// How a run of quiet laps ended.
pub(super) enum QuietEnd {
    /// A lap that is not quiet is next: the general loop sows it.
    Left,
    /// The state at a lift recurred: the relay is endless.
    Endless,
    /// The lap cap or the time to give up was reached.
    Capped,
}

/// Whether `rules` may sow quiet laps at all: laps that relay from where
/// they end, lift and sow plainly (no first seed back, no skipping, no
/// rule on every seed, no marks of lifts), and whose states at a lift are
/// all compared (no condition on the lap number). A special hole that
/// keeps its status is no hole of quiet laps to lift or land in (see
/// [`quiet_landing`]): seeds sown past it do nothing there.
pub(super) fn may_sow_quietly(rules: &Rules) -> bool {
    rules.relay
        && !rules.relay_from_next
        && !rules.relay_turns
        && !rules.general_lap
        && !rules.marks_lifts
        && rules.laps_before_settled <= 1
        && rules.lap_period == 1
}

/// The ring a relay about to lift `at` goes round, while its laps are
/// quiet.
pub(super) struct Ring {
    /// Its sites in track order, from `at`.
    sites: [u16; LANES],
    n: usize,
    /// Whether a lap passes over the hole it was lifted from.
    skips_origin: bool,
    lanes: Wide,
    /// Whether a lap whose last seed falls in an occupied hole of the ring
    /// relays on with no rule firing.
    relays_on: [bool; LANES],
}

impl Ring {
    /// The ring of `mover`'s track through `at`, or `None` where the track
    /// from `at` does not come back to it within [`LANES`] sites, the ring
    /// holds more seeds than a byte counts, or `at` is a special hole that
    /// keeps its status. `ply`, `captured` and `lap` (the next lap's number,
    /// past any the rules tell apart) are what the relay's landing
    /// conditions read besides the board.
    pub(super) fn new(
        rules: &Rules,
        counts: &[u16; MAX_SITES],
        claims: &Claims,
        at: u16,
        (mover, ply, captured, lap): (Player, u32, u32, u32),
    ) -> Option<Ring> {
        let next = &rules.next[mover.index()];
        let mut sites = [NONE; LANES];
        let mut n = 0;
        let mut site = at;
        while n < LANES {
            sites[n] = site;
            n += 1;
            site = next.get(usize::from(site)).copied().unwrap_or(NONE);
            if site == at {
                break;
            }
            if usize::from(site) >= rules.sites {
                return None;
            }
        }
        if site != at || rules.special.keeps_status(claims, at) {
            return None;
        }
        let ring = &sites[..n];
        let seeds: u32 = ring
            .iter()
            .map(|&s| u32::from(counts[usize::from(s)]))
            .sum();
        if seeds > u32::from(u8::MAX) {
            return None;
        }
        let mut lanes = Wide::EMPTY;
        let mut relays_on = [false; LANES];
        for (i, &s) in ring.iter().enumerate() {
            lanes.set(i, counts[usize::from(s)] as u8);
            let turn = (mover, ply, captured, lap);
            relays_on[i] = quiet_landing(rules, counts, claims, s, turn, ring);
        }
        Some(Ring {
            sites,
            n,
            skips_origin: rules.plain_skips_origin,
            lanes,
            relays_on,
        })
    }

    /// Brent's saved state as the ring's counts and the lifted hole (with
    /// the way), where a state of quiet laps round this ring can equal it:
    /// it agrees with the board off the ring (which they leave alone) and
    /// in the claims, and it was lifted from the ring with no other relay's
    /// hole. Else `None`: no such state equals it.
    fn brent_saved(
        &self,
        (rules, brent): (&Rules, &Brent),
        counts: &[u16; MAX_SITES],
        claims: &Claims,
        way: u16,
    ) -> Option<(Wide, u16)> {
        let (saved, at, with) = brent.saved();
        let ring = &self.sites[..self.n];
        let lifted = ring.iter().position(|&s| (s | way) == at)?;
        let off_ring_agrees = (0..rules.sites.min(MAX_SITES))
            .all(|s| ring.iter().any(|&r| usize::from(r) == s) || saved[s] == counts[s]);
        if with != 0 || !off_ring_agrees || !brent.same_claims(claims) {
            return None;
        }
        let mut lanes = Wide::EMPTY;
        for (i, &s) in ring.iter().enumerate() {
            lanes.set(i, u8::try_from(saved[usize::from(s)]).ok()?);
        }
        Some((lanes, ring[lifted] | way))
    }

    /// Writes `lanes`, counts of this ring, to the board.
    #[inline]
    fn write<const W: usize>(&self, lanes: &Lanes<W>, counts: &mut [u16; MAX_SITES]) {
        for (i, &s) in self.sites[..self.n].iter().enumerate() {
            counts[usize::from(s)] = u16::from(lanes.get(i));
        }
    }
}

/// Whether a lap whose last seed falls in `site` of `ring`, an occupied
/// hole, relays on from it with no rule firing, whatever the ring holds:
/// a hole a relay lifts, no special hole that keeps its status (which may
/// stop the sowing there, or lose its status when lifted), where each
/// rule the landing may meet fails on what lies off the ring.
fn quiet_landing(
    rules: &Rules,
    counts: &[u16; MAX_SITES],
    claims: &Claims,
    site: u16,
    (mover, ply, captured, lap): (Player, u32, u32, u32),
    ring: &[u16],
) -> bool {
    let s = usize::from(site);
    if s >= rules.holes
        || rules.is_neutral(site)
        || (!rules.claimed_sow_from && claims[s] != 0)
        || rules.special.keeps_status(claims, site)
    {
        return false;
    }
    let at = Landing {
        cur: site,
        prev: NONE,
        mover,
        ply,
        origin: NONE,
        lifted: 0,
        captured,
        lap,
        sown: true,
        ended: NONE,
        dropped: 1,
        // Quiet laps never run where a rule reads the holes sown (`marks_sown`).
        sown_holes: 0,
    };
    // The rules a landing in an occupied hole may meet (index 0: not empty).
    let mut meetable = rules.landing_if_was_empty[0][mover.index()]
        .get(s)
        .copied()
        .unwrap_or(0);
    while meetable != 0 {
        let i = meetable.trailing_zeros() as usize;
        meetable &= meetable - 1;
        let fails = rules.landing.get(i).is_some_and(|rule| {
            rule.when
                .fail_off_ring(rules, counts, claims, &at, |x| ring.contains(&x))
        });
        if !fails {
            return false;
        }
    }
    true
}

/// A lap of `k` seeds from hole `p` of a ring of `n` holes, `k` at least
/// a `round` of it: whole rounds (passing over `p` where it `skips` its
/// origin), then the rest one a hole. The counts after it, and where its
/// last seed fell.
#[inline(never)]
fn rounds<const W: usize>(
    lanes: &Lanes<W>,
    rows: &LapRows,
    (p, k): (usize, usize),
    (n, round, skips): (usize, usize, bool),
) -> (Lanes<W>, usize) {
    let (full, rest) = (k / round, k % round);
    let mut sown = *lanes;
    sown.set(p, 0);
    sown.add_times(&rows.round, full as u64);
    if skips {
        sown.set(p, 0);
    }
    sown.add(&rows.after[p % LANES][rest % LANES]);
    let q = match rest {
        0 if skips => (p + n - 1) % n,
        0 => p,
        r => (p + r) % n,
    };
    (sown, q)
}

/// What the relay loop keeps besides the board: its cycle finding, and
/// from which lap landmarks are kept.
pub(super) struct Checks<'a> {
    pub brent: &'a mut Brent,
    pub landmarks: &'a mut Landmarks,
    pub landmarks_from: u32,
    /// The rules the states are kept for (the way the turn began).
    pub first: &'a Rules,
    /// `TURNED` where the turn sows the other way, else 0.
    pub way: u16,
}

/// Sows quiet laps round `ring` from its first hole, as the relay loop
/// would, until one is not quiet, the state at a lift recurs or the cap is
/// reached; writes the ring back to `counts` and returns the hole to lift
/// next, with how the run ended. `laps` and `last` are the sowing's.
pub(super) fn sow_quiet_laps(
    rules: &Rules,
    ring: &Ring,
    (counts, claims): (&mut [u16; MAX_SITES], &Claims),
    mover: Player,
    sowing: (&mut u32, &mut u16),
    checks: Checks,
) -> (u16, QuietEnd) {
    if ring.n <= 16 {
        sow_quiet_laps_in::<2>(rules, ring, (counts, claims), mover, sowing, checks)
    } else {
        sow_quiet_laps_in::<{ LANES / 8 }>(rules, ring, (counts, claims), mover, sowing, checks)
    }
}

/// What a run of plain laps reads and never changes: the ring's rows and
/// length, where a lap relays on, and the part of the landmarks' test on
/// the lifted hole that reads the hole.
struct Plain<'a> {
    rows: &'a LapRows,
    n: usize,
    round: usize,
    relays_on: &'a [bool; LANES],
    /// By ring hole: `at * 7` modulo 64 for the site (with the way) it
    /// lifts, as [`Landmarks::may_be_one`] reckons.
    marks: [u8; LANES],
    /// 1 where the landmarks' test counts the lifted seeds, else 0.
    counted: usize,
    /// By ring hole: the site it lifts (with the way), and the weight of
    /// its count in a landmark's fingerprint.
    at: [u16; LANES],
    weights: [u64; LANES],
    /// The weighed counts of the sites off the ring, which quiet laps
    /// never change.
    off_ring: u64,
}

impl<'a> Plain<'a> {
    /// The facts of `ring` on the board `counts`, its laps sown the way
    /// `way` says (`TURNED` or 0).
    fn new(rules: &Rules, ring: &'a Ring, counts: &[u16; MAX_SITES], way: u16) -> Self {
        let n = ring.n;
        let mut plain = Plain {
            rows: lap_rows(n),
            n,
            round: n - usize::from(ring.skips_origin),
            relays_on: &ring.relays_on,
            marks: [0; LANES],
            // The lifted seeds count where the lifted site is a hole of
            // the counts, not one of the other way.
            counted: usize::from(way == 0),
            at: [NONE; LANES],
            weights: [0; LANES],
            off_ring: cycle::weighed(&counts[..rules.sites.min(MAX_SITES)]),
        };
        for (i, &site) in ring.sites[..n].iter().enumerate() {
            plain.at[i] = site | way;
            plain.marks[i] = ((site | way).wrapping_mul(7) % 64) as u8;
            plain.weights[i] = cycle::weight(site);
            let on_ring = u64::from(counts[usize::from(site)]).wrapping_mul(plain.weights[i]);
            plain.off_ring = plain.off_ring.wrapping_sub(on_ring);
        }
        plain
    }

    /// Whether the state lifting ring hole `p`, which passed the
    /// landmarks' test on the lifted hole, is a landmark: the test on its
    /// fingerprint, made from the ring's counts as
    /// [`Landmarks::endless`] makes it from the board's.
    #[cold]
    #[inline(never)]
    fn is_landmark<const W: usize>(&self, lanes: &Lanes<W>, p: usize) -> bool {
        // Byte by byte, word by word (holes past the ring weigh nothing).
        let mut weighed = self.off_ring;
        for (word, weights) in lanes.0.iter().zip(self.weights.chunks_exact(8)) {
            for (byte, &w) in weights.iter().enumerate() {
                let count = (word >> (8 * byte)) & 0xFF;
                weighed = weighed.wrapping_add(count.wrapping_mul(w));
            }
        }
        cycle::is_landmark(cycle::fingerprint(weighed, self.at[p % LANES]))
    }
}

/// Where a run of plain laps must stop before a lap for the general
/// checks of [`sow_quiet_laps_in`], and the state Brent's cycle finding
/// compares lifts with: its counts and ring hole (`usize::MAX` for none).
struct Bounds<'a, const W: usize> {
    stop_at: u32,
    landmarks_on: bool,
    saved: &'a Lanes<W>,
    saved_p: usize,
}

/// Sows plain laps from ring hole `p`: laps shorter than a round, whose
/// last seed falls in an occupied hole of the ring that relays on, that
/// meet no check but Brent's comparison with its saved state and find it
/// different. Stops, without sowing it, at the first lap that is another
/// kind or needs a check (the lap cap, a save, a landmark), so that the
/// general loop sows that one; returns the counts, the hole and the laps
/// after it. Kept apart, out of line, so that it keeps all it reads in
/// registers: a long relay spends nearly all its time here, and the lap's
/// count is carried from the last one (the hole a lap ends in gains one
/// seed), so that reading it back waits for no add.
#[inline(never)]
fn plain_laps<const W: usize>(
    plain: &Plain,
    (mut lanes, mut p, mut laps): (Lanes<W>, usize, u32),
    bounds: &Bounds<W>,
) -> (Lanes<W>, usize, u32) {
    let (stop_at, saved, saved_p) = (bounds.stop_at, *bounds.saved, bounds.saved_p);
    let (n, round, counted) = (plain.n, plain.round, plain.counted);
    let landmarks_on = bounds.landmarks_on;
    let mut k = usize::from(lanes.get(p));
    while laps < stop_at && k != 0 && k < round {
        let q = if p + k >= n { p + k - n } else { p + k };
        let landed = lanes.get(q);
        let landmark = landmarks_on
            && (usize::from(plain.marks[p % LANES]) + counted * k) % 64 == 0
            && plain.is_landmark(&lanes, p);
        if landed == 0
            || !plain.relays_on[q % LANES]
            || landmark
            || (p == saved_p && lanes == saved)
        {
            break;
        }
        lanes.add(&plain.rows.lap[p % LANES][k % LANES]);
        laps += 1;
        p = q;
        k = usize::from(landed) + 1;
    }
    (lanes, p, laps)
}

/// The lap the general checks next look at, from `laps`: the lap cap, the
/// laps at which the time to give up is read, Brent's next save and the
/// lap from which landmarks are kept. `laps` itself where one is due now.
fn next_check(rules: &Rules, laps: u32, until_save: u32, landmarks_from: u32) -> u32 {
    let given_up_at = laps.saturating_add(GIVE_UP_EVERY - 1) & !(GIVE_UP_EVERY - 1);
    let mut at = rules.max_laps.min(laps.saturating_add(until_save));
    if given_up_at >= laps {
        at = at.min(given_up_at);
    }
    if laps < landmarks_from {
        at = at.min(landmarks_from);
    }
    at
}

/// [`sow_quiet_laps`] on a ring whose counts take `W` words.
fn sow_quiet_laps_in<const W: usize>(
    rules: &Rules,
    ring: &Ring,
    (counts, claims): (&mut [u16; MAX_SITES], &Claims),
    mover: Player,
    (sowing_laps, last): (&mut u32, &mut u16),
    checks: Checks,
) -> (u16, QuietEnd) {
    // The sowing's laps, kept here while the loop runs.
    let mut laps = *sowing_laps;
    let plain = Plain::new(rules, ring, counts, checks.way);
    // The ring's length, its rows, and the holes a round of the lap sows.
    let (n, rows, round) = (plain.n, plain.rows, plain.round);
    let mut p = 0usize;
    let laps_before = laps;
    // The counts as the loop sows them (written to the board at each
    // check that reads it, and at the end).
    let mut lanes = Lanes::<W>::narrow(&ring.lanes);
    // The state Brent's cycle finding compares lifts with, and the lifts
    // it passes over before it saves one, as it would.
    let (mut saved, mut saved_at) = ring
        .brent_saved((rules, checks.brent), counts, claims, checks.way)
        .map_or((Lanes::EMPTY, NONE), |(l, at)| (Lanes::narrow(&l), at));
    let mut passes = 0;
    let mut until_save = checks.brent.lifts_before_save();
    // The saved state's ring hole, if it was lifted from one.
    let mut saved_p = (plain.at[..n].iter())
        .position(|&at| at == saved_at)
        .unwrap_or(usize::MAX);
    let end = loop {
        let bounds = Bounds {
            stop_at: next_check(rules, laps, until_save, checks.landmarks_from),
            landmarks_on: laps >= checks.landmarks_from,
            saved: &saved,
            saved_p,
        };
        let run_from = laps;
        (lanes, p, laps) = plain_laps(&plain, (lanes, p, laps), &bounds);
        let sown = laps - run_from;
        passes += sown;
        until_save -= sown;
        // The lap a run of plain laps stopped at, with every check.
        let k = usize::from(lanes.get(p));
        if k == 0 || round == 0 {
            break QuietEnd::Left;
        }
        // The lap, and where its last seed falls: most laps are shorter
        // than a round, and their last seed falls in a hole no other does.
        let (sown, q) = if k < round {
            let q = if p + k >= n { p + k - n } else { p + k };
            if lanes.get(q) == 0 || !ring.relays_on[q % LANES] {
                break QuietEnd::Left;
            }
            (None, q)
        } else {
            let (sown, q) = rounds(&lanes, rows, (p, k), (n, round, ring.skips_origin));
            if sown.get(q) < 2 || !ring.relays_on[q] {
                break QuietEnd::Left;
            }
            (Some(sown), q)
        };
        // The general loop's checks of the state before a lift, in its order.
        if laps >= rules.max_laps || giving_up(laps) {
            break QuietEnd::Capped;
        }
        let state_at = ring.sites[p] | checks.way;
        if until_save == 0 {
            checks.brent.pass(passes);
            passes = 0;
            ring.write(&lanes, counts);
            if checks.brent.repeats(counts, claims, state_at, 0) {
                break QuietEnd::Endless;
            }
            (saved, saved_at, saved_p) = (lanes, state_at, p);
            until_save = checks.brent.lifts_before_save();
        } else if saved_at == state_at && saved == lanes {
            break QuietEnd::Endless;
        } else {
            passes += 1;
            until_save -= 1;
        }
        // The landmarks' test on the lifted hole, as the general loop
        // passes it: the site (with the way) and the count there, none for
        // a state of the other way.
        let lifted = (plain.counted * k) as u16;
        if laps >= checks.landmarks_from && Landmarks::may_be_one(state_at, lifted) {
            ring.write(&lanes, counts);
            if checks
                .landmarks
                .endless(checks.first, counts, claims, [state_at, 0], mover)
            {
                break QuietEnd::Endless;
            }
        }
        laps += 1;
        match sown {
            None => lanes.add(&rows.lap[p % LANES][k % LANES]),
            Some(sown) => lanes = sown,
        }
        p = q;
    };
    checks.brent.pass(passes);
    if laps > laps_before {
        *last = ring.sites[p];
    }
    *sowing_laps = laps;
    ring.write(&lanes, counts);
    (ring.sites[p], end)
}

#[cfg(test)]
mod tests {
    use super::{Lanes, Plain, Ring, next_check};
    use crate::engine::cycle;
    use crate::engine::rules::Rules;
    use crate::engine::sow::GIVE_UP_EVERY;
    use crate::model::Player;
    use crate::model::board::MAX_SITES;

    /// A run of plain laps stops at a lap exactly when the general loop's
    /// landmark test would keep its state: the fingerprint a ring makes
    /// from its bytes and what lies off it is the one the board makes.
    #[test]
    fn a_ring_fingerprints_its_states_as_the_board_does() {
        let text = include_str!("../../examples/bao-la-kiswahili.sow.toml");
        let checked = crate::lint::check(text);
        let rules = Rules::new(checked.playable().unwrap());
        let claims = [0u8; crate::engine::CLAIMS_LEN];
        let mut seed = 7u64;
        let (mut landmarks, mut others) = (0, 0);
        for board in 0..200 {
            let mut counts = [0u16; MAX_SITES];
            for count in &mut counts[..rules.holes] {
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                *count = (seed >> 60) as u16 % 6;
            }
            let at = rules.own_holes[0][board % rules.own_holes[0].len()];
            // No ring is lifted from the nyumba while it keeps its status.
            let Some(ring) = Ring::new(&rules, &counts, &claims, at, (Player::SOUTH, 1, 0, 70))
            else {
                continue;
            };
            // Either way round: a state of the other way is told apart by
            // the lifted site's mark.
            for way in [0, 0x8000] {
                let plain = Plain::new(&rules, &ring, &counts, way);
                let lanes = Lanes::<2>::narrow(&ring.lanes);
                for p in 0..ring.n {
                    let on_board = cycle::fingerprint(
                        cycle::weighed(&counts[..rules.sites]),
                        ring.sites[p] | way,
                    );
                    let expected = cycle::is_landmark(on_board);
                    assert_eq!(
                        plain.is_landmark(&lanes, p),
                        expected,
                        "board {board}, hole {p}"
                    );
                    if expected {
                        landmarks += 1;
                    } else {
                        others += 1;
                    }
                }
            }
        }
        // About one state in eight passes the fingerprint's test.
        assert!(
            landmarks > 200 && others > 4 * landmarks,
            "{landmarks} / {others}"
        );
    }

    /// A run of plain laps stops at the first lap where a check is due,
    /// and at no lap past it, even where the lap count nears its limit.
    #[test]
    fn a_run_stops_where_the_next_check_is_due() {
        let text = include_str!("../../examples/bao-la-kiswahili.sow.toml");
        let checked = crate::lint::check(text);
        let mut rules = Rules::new(checked.playable().unwrap());
        rules.set_max_laps(64_000_000);
        // Brent's next save, then landmarks from lap 4,096.
        assert_eq!(next_check(&rules, 100, 50, 4096), 150);
        assert_eq!(next_check(&rules, 100, 10_000, 4096), 4096);
        // The clock is read at every multiple of GIVE_UP_EVERY, the one
        // the run starts at included.
        assert_eq!(next_check(&rules, 5000, u32::MAX, 0), GIVE_UP_EVERY);
        assert_eq!(next_check(&rules, GIVE_UP_EVERY, 7, 0), GIVE_UP_EVERY);
        // The lap cap.
        assert_eq!(next_check(&rules, 63_999_990, 1 << 30, 0), 64_000_000);
        // Near the end of the count nothing wraps round.
        rules.set_max_laps(u32::MAX);
        assert_eq!(next_check(&rules, u32::MAX - 5, 100, 0), u32::MAX);
    }
}
