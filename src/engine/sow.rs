//! One ply of sowing: lift, sow lap by lap, apply the landing rules.
//!
//! Relay sowing can go on forever: the relay loop asks [`super::cycle`]
//! at each lift whether the sowing has begun to repeat itself.

use crate::model::board::PerPlayer;
use std::cell::Cell;
use std::time::Instant;

use super::capture::{FiredAt, store_for, take_and_capture};
use super::claim;
use super::cycle::{Brent, LANDMARKS_AFTER, Landmarks};
use super::hole_ref::Anchor;
use super::landing::{BackStart, CompiledRule};
use super::quiet_laps::{Checks, QuietEnd, QuietTries, Ring, may_sow_quietly, sow_quiet_laps};
use super::rules::{NONE, Rules};
use super::special_hole::{PlacedLift, StopHere};
use super::when::Landing;
use crate::model::board::{MAX_PLAYERS, MAX_SITES};
use crate::model::{Player, Then};

/// Most laps one ply may take before sow gives up on it, and counts it as
/// endless ([`SowEnd::Capped`]). Cycles are found exactly, but some take
/// long to close: on a 2×6 board with 48 seeds about 1.5 million laps, on
/// a 4×8 board with 64 seeds (random play) up to 20 million, and a few
/// relays there pass this cap with no state recurring.
pub const MAX_LAPS: u32 = 64_000_000;

thread_local! {
    /// When sowing on this thread gives up (sample play's deadline). A relay
    /// can take millions of laps to show its cycle; checked every
    /// [`GIVE_UP_EVERY`] laps, this keeps one ply from holding a time budget
    /// hostage.
    static GIVE_UP_AT: Cell<Option<Instant>> = const { Cell::new(None) };
    /// Whether a sowing on this thread gave up on the clock since the
    /// deadline was last set ([`gave_up`]).
    static GAVE_UP: Cell<bool> = const { Cell::new(false) };
}

/// Every how many laps a sowing looks at the clock (see [`giving_up`]).
pub(super) const GIVE_UP_EVERY: u32 = 1 << 20;

/// Sets (or, with `None`, clears) the instant after which a sowing on this
/// thread stops as [`SowEnd::Capped`], until the guard it returns is
/// dropped, which puts back the instant set before. Sample play sets its
/// deadline here; a game with such a ply is over time and left out.
#[must_use = "the deadline holds only while the guard lives"]
pub fn give_up_at(deadline: Option<Instant>) -> GiveUpGuard {
    GAVE_UP.with(|g| g.set(false));
    GiveUpGuard(GIVE_UP_AT.with(|at| at.replace(deadline)))
}

/// Whether a sowing on this thread has given up on the clock since the
/// deadline was last set: what was judged since may be cut short.
pub fn gave_up() -> bool {
    GAVE_UP.with(Cell::get)
}

/// Keeps a deadline set by [`give_up_at`] on this thread while it lives.
#[derive(Debug)]
pub struct GiveUpGuard(Option<Instant>);

impl Drop for GiveUpGuard {
    fn drop(&mut self) {
        // What gave up did so on this guard's clock: a sowing after it
        // starts afresh (a thread of the server's pool is used again).
        GAVE_UP.with(|g| g.set(false));
        GIVE_UP_AT.with(|at| at.set(self.0));
    }
}

/// Whether `laps` is a lap at which to look at the clock, and the time to
/// give up has come.
#[inline]
pub(super) fn giving_up(laps: u32) -> bool {
    if laps.is_multiple_of(GIVE_UP_EVERY) {
        clock_says_stop()
    } else {
        // Once one sowing has given up, the next relays on this thread do
        // at their first lift, not a million laps on.
        laps == 1 && gave_up()
    }
}

/// Whether this thread's deadline has passed (noted for [`gave_up`]).
#[cold]
fn clock_says_stop() -> bool {
    let stop = GIVE_UP_AT.with(|at| at.get().is_some_and(|d| Instant::now() >= d));
    if stop {
        GAVE_UP.with(|g| g.set(true));
    }
    stop
}

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
    /// A lap ended in a special hole where the mover chooses to stop or
    /// sow on (`stop = "chosen-after-capture"`), where the mover chooses
    /// where a capture's seeds are sown back ([`Sowing::back_rule`]), or
    /// where a rule they may decline holds ([`Sowing::offered`]): the turn
    /// waits for that choice, the mover's next ply, at [`Sowing::last`].
    Chosen,
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
    /// Captured seeds waiting in the mover's store to be sown back by the
    /// next lap (0 but between a capture that sows back and that lap).
    pub sow_back: u16,
    /// Whether that lap, and the turn's laps after it, sow the other way
    /// (a capture sown back from its row's nearer end).
    pub turns: bool,
    /// Where the sowing waits for the mover's choice ([`SowEnd::Chosen`]):
    /// whether the turn then sows the other way from the way it began.
    pub turned: bool,
    /// Bit `h` is set when a seed of this sowing fell into hole `h`: kept
    /// only where a rule asks (`Rules::marks_sown`).
    pub sown: u128,
    /// The last rule that fired with holes for the mover to choose and
    /// take (`capture_chosen`), as its index plus one (0: none).
    pub chosen: u8,
    /// Whether the seeds waiting to be sown back go the other way, for
    /// their lap only (`to = { …, way = "against" }`).
    pub back_against: bool,
    /// Where the sowing waits for its mover to choose where captured
    /// seeds are sown back (`to = [{ sow_from = … }, …]`): the rule that
    /// captured them, as its index plus one (0: no such wait).
    pub back_rule: u8,
    /// And the hole the capturing lap was lifted from and the one its
    /// seed before the last fell into, which the places are named from.
    pub back_at: [u16; 2],
    /// Where the sowing waits for its mover to fire a rule they may
    /// decline (`optional`), or not: the rule, as its index plus one (0:
    /// no such wait).
    pub offered: u8,
    /// And the lap that ended there: the hole it was lifted from, where
    /// its seed before the last fell, the seeds it lifted, and those that
    /// fell together into its last hole (what the rules read).
    pub offer_at: [u16; 4],
}

impl Sowing {
    /// A sowing about to lift `start`: one lap, nothing fired yet.
    pub(super) fn new(start: u16) -> Self {
        Sowing {
            end: SowEnd::EndTurn,
            fired: 0,
            captured: 0,
            laps: 1,
            last: start,
            sow_back: 0,
            turns: false,
            turned: false,
            sown: 0,
            chosen: 0,
            back_against: false,
            back_rule: 0,
            back_at: [NONE; 2],
            offered: 0,
            offer_at: [NONE; 4],
        }
    }
}

/// A lap as a watcher sees it when it ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LapSeen {
    /// The site the lap lifted.
    pub from: u16,
    /// Seeds lifted.
    pub lifted: u16,
    /// Where its last seed fell.
    pub last: u16,
    /// Whether that site was empty before the last seed fell.
    pub was_empty: bool,
    /// The landing rule that fired where it ended (index into the file's
    /// rules), if one did.
    pub rule: Option<usize>,
}

/// What a sowing tells whoever watches it: each seed as it falls and each
/// lap as it ends. Play watches nothing ([`Unwatched`], whose empty methods
/// the compiler removes from the hot loop); the sowing preview watches
/// everything, so it shows exactly what play does.
pub trait Watch {
    /// Whether this watcher sees nothing: what an endless relay does to the
    /// board on its way is then nobody's concern.
    const UNSEEN: bool = false;
    /// Whether this watcher needs only the first lap: the sowing stops
    /// after it, relay or not (what the first seed falls into is known by
    /// then, and a relay can take millions of laps).
    const FIRST_LAP_ONLY: bool = false;
    /// A seed fell into `site`.
    #[inline(always)]
    fn seed(&mut self, _site: u16) {}
    /// A lap ended.
    #[inline(always)]
    fn lap(&mut self, _lap: LapSeen) {}
    /// The next lap sows seeds this turn captured, taken back from the
    /// mover's store (`sow_back`), not seeds lifted from its hole.
    #[inline(always)]
    fn sows_back(&mut self) {}
}

/// The watcher of play: sees nothing, costs nothing.
#[derive(Debug, Clone, Copy, Default)]
pub struct Unwatched;

impl Watch for Unwatched {
    const UNSEEN: bool = true;
}

/// Who has claimed each site: 0 nobody, 1 South, 2 North; then, from
/// [`LIFTED`], whether each hole has been lifted this round (bit 1),
/// marked only where a rule asks (`Rules::marks_lifts`), and whether a
/// special hole has lost its status (`special_hole::LOST`).
pub type Claims = [u8; CLAIMS_LEN];

/// The length of [`Claims`]: a claim and a mark for every site, then each
/// player's phase and turns (`phase::PHASE_OF`, `phase::TURNS_PLAYED`).
pub const CLAIMS_LEN: usize = 2 * MAX_SITES + 2 * MAX_PLAYERS;

/// Marks the lifted site of a state a relay compares when the turn sows
/// the other way since a capture turned it (sites are far fewer).
const TURNED: u16 = 0x8000;

/// Where the marks of lifted holes begin in [`Claims`].
pub const LIFTED: usize = MAX_SITES;

/// Where [`Claims`] counts, for each player (South first), the plies of
/// theirs this round that captured (up to 255), where a rule asks
/// (`Rules::counts_captures`): past the marks of every hole, where the
/// stores' marks would be.
pub const CAPTURES_MADE: usize = 2 * MAX_SITES - MAX_PLAYERS;

/// How much of [`Claims`] a position is told by: the claim of every site,
/// and the marks of lifted holes and special holes where they are kept.
#[inline]
pub(super) fn claim_words(rules: &Rules) -> usize {
    if rules.phased {
        CLAIMS_LEN
    } else if rules.counts_captures {
        2 * MAX_SITES
    } else if rules.keeps_hole_marks() {
        LIFTED + rules.holes
    } else {
        rules.sites
    }
}

/// The claim mark of `player` in [`Claims`].
#[inline]
pub fn claim_mark(player: Player) -> u8 {
    player.index() as u8 + 1
}

/// The player whose claim mark `mark` is ([`claim_mark`]'s inverse), if
/// anyone's.
#[inline]
pub fn claimer(mark: u8) -> Option<Player> {
    Player::nth(usize::from(mark).checked_sub(1)?)
}

/// Sows from `start` for `mover` on a board without claimed holes,
/// changing `counts` in place.
pub fn sow(rules: &Rules, counts: &mut [u16; MAX_SITES], start: u16, mover: Player) -> Sowing {
    let mut claims = [0u8; CLAIMS_LEN];
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
    sow_watched(rules, counts, claims, start, mover, ply, &mut Unwatched)
}

/// Like [`sow_claimed`], telling `watch` each seed and each lap.
pub fn sow_watched<W: Watch>(
    rules: &Rules,
    counts: &mut [u16; MAX_SITES],
    claims: &mut Claims,
    start: u16,
    mover: Player,
    ply: u32,
    watch: &mut W,
) -> Sowing {
    let mut out = Sowing::new(start);
    if rules.plain_ply {
        // One lap, by a copy of it with the parts a plain ply cannot meet
        // compiled out.
        lap::<false>(rules, counts, claims, start, mover, ply, &mut out, watch);
        return out;
    }
    // Most plies are a single lap: sow it here, and go to the relay loop,
    // with its cycle finding, only when a lap ends by lifting again.
    let lift = if rules.move_lift == 0 {
        lap::<true>(rules, counts, claims, start, mover, ply, &mut out, watch)
    } else {
        let hand = lift_part(rules, counts, claims, start);
        sow_hand::<true>(
            rules, counts, claims, start, hand, mover, ply, &mut out, watch,
        )
    };
    if lift != NONE && !W::FIRST_LAP_ONLY {
        relay(rules, counts, claims, lift, mover, ply, &mut out, watch);
    }
    if rules.turn_end && !W::FIRST_LAP_ONLY {
        turn_end(rules, counts, claims, (mover, ply), &mut out);
    }
    out
}

/// The forced first ply of a gathered opening (`rules.gather`): `mover`
/// takes `gather.each` seeds from each of their holes (all of a hole that
/// holds fewer) and sows them as a lap lifted from the site before
/// `gather.start` on their track, so that the first falls into `start`;
/// the sowing then goes on (relays, landing rules) as any other. Without a
/// gathered opening, an ordinary sowing from `hole`. Once a match: out of
/// line, so that the ordinary ply's call stays small.
#[cold]
#[inline(never)]
pub fn sow_gathered(
    rules: &Rules,
    counts: &mut [u16; MAX_SITES],
    claims: &mut Claims,
    hole: u16,
    mover: Player,
    ply: u32,
) -> Sowing {
    let Some(gather) = rules.gather else {
        return sow_claimed(rules, counts, claims, hole, mover, ply);
    };
    let each = u16::try_from(gather.each).unwrap_or(u16::MAX);
    let mut hand = 0u16;
    for &h in &rules.own_holes[mover.index()] {
        let taken = counts[h as usize].min(each);
        counts[h as usize] -= taken;
        hand = hand.saturating_add(taken);
    }
    sow_into(
        rules,
        counts,
        claims,
        (gather.start, None),
        hand,
        mover,
        ply,
    )
}

/// Sows `hand` seeds taken off the board (a gathered hand, a placed seed)
/// as a lap lifted from the site before `first` on `mover`'s track, so
/// that the first falls into `first`; the sowing then goes on (landing
/// rules, relays) as any other. With a `limit` (a placed seed into a
/// special hole with `placed_sows`), where that lap captures nothing only
/// part of `first`'s seeds are lifted and sown on, as a relay lap, the
/// rest staying (the hole keeps its status), or all of them (it is
/// emptied, as by any lift); neither the hole nor its stop ends the turn.
pub(super) fn sow_into(
    rules: &Rules,
    counts: &mut [u16; MAX_SITES],
    claims: &mut Claims,
    (first, limit): (u16, Option<PlacedLift>),
    hand: u16,
    mover: Player,
    ply: u32,
) -> Sowing {
    let next = &rules.next[mover.index()];
    let Some(before) = (0..rules.sites as u16).find(|&s| next.get(s as usize) == Some(&first))
    else {
        // A hole off the track (lowering refuses it): the seeds stay there.
        counts[first as usize] += hand;
        return Sowing::new(first);
    };
    let mut out = Sowing::new(before);
    let mut lift = sow_hand::<true>(
        rules,
        counts,
        claims,
        before,
        hand,
        mover,
        ply,
        &mut out,
        &mut Unwatched,
    );
    if let Some(limit) = limit
        && out.captured == 0
        && out.end == SowEnd::EndTurn
    {
        let part = match limit {
            PlacedLift::Part(at_most) => {
                let part = at_most.min(counts[first as usize]);
                counts[first as usize] -= part;
                part
            }
            PlacedLift::Whole => self::lift::<true>(rules, counts, claims, first),
        };
        out.laps += 1;
        lift = sow_hand::<true>(
            rules,
            counts,
            claims,
            first,
            part,
            mover,
            ply,
            &mut out,
            &mut Unwatched,
        );
    }
    if lift != NONE {
        relay(
            rules,
            counts,
            claims,
            lift,
            mover,
            ply,
            &mut out,
            &mut Unwatched,
        );
    }
    if rules.turn_end {
        turn_end(rules, counts, claims, (mover, ply), &mut out);
    }
    out
}

/// Lifts `origin` and sows its seeds, then applies the landing rules.
/// Returns the hole the sowing goes on from (a relay: the last hole, or
/// the one after it), or `NONE` when the lap ends the ply; sets
/// `out.end` to [`SowEnd::MoveAgain`] when the mover plays again.
/// `EVERY_PART`: false where the rules are a plain ply's
/// ([`Rules::plain_ply`]), which leaves out what such a ply never meets.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn lap<const EVERY_PART: bool>(
    rules: &Rules,
    counts: &mut [u16; MAX_SITES],
    claims: &mut Claims,
    origin: u16,
    mover: Player,
    ply: u32,
    out: &mut Sowing,
    watch: &mut impl Watch,
) -> u16 {
    let hand = lift::<EVERY_PART>(rules, counts, claims, origin);
    sow_hand::<EVERY_PART>(rules, counts, claims, origin, hand, mover, ply, out, watch)
}

/// Lifts the seeds of `origin` into the hand, marking the lift where the
/// rules keep such marks: the start of [`lap`].
#[inline(always)]
fn lift<const EVERY_PART: bool>(
    rules: &Rules,
    counts: &mut [u16; MAX_SITES],
    claims: &mut Claims,
    origin: u16,
) -> u16 {
    let hand = counts[origin as usize];
    counts[origin as usize] = 0;
    if EVERY_PART {
        mark_lifted(rules, claims, origin);
    }
    if EVERY_PART && rules.special.loses {
        rules.special.lifted(claims, origin);
    }
    hand
}

/// Lifts at most `move_lift` of the seeds of `start`, a move's hole
/// (`[moves] lift`), the rest staying: the lift is marked as [`lift`]
/// marks it, and a special hole loses its status only if emptied.
#[cold]
#[inline(never)]
fn lift_part(rules: &Rules, counts: &mut [u16; MAX_SITES], claims: &mut Claims, start: u16) -> u16 {
    let held = counts[start as usize];
    if held <= rules.move_lift {
        return lift::<true>(rules, counts, claims, start);
    }
    counts[start as usize] -= rules.move_lift;
    mark_lifted(rules, claims, start);
    rules.move_lift
}

/// Marks `origin` lifted this round, where the rules keep such marks
/// (`Rules::marks_lifts`).
#[inline(always)]
fn mark_lifted(rules: &Rules, claims: &mut Claims, origin: u16) {
    if rules.marks_lifts
        && let Some(mark) = claims.get_mut(LIFTED + origin as usize)
    {
        *mark |= 1;
    }
}

/// Sows `hand` seeds as a lap lifted from `origin` (already emptied of
/// them), then applies the landing rules: the rest of [`lap`].
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn sow_hand<const EVERY_PART: bool>(
    rules: &Rules,
    counts: &mut [u16; MAX_SITES],
    claims: &mut Claims,
    origin: u16,
    hand: u16,
    mover: Player,
    ply: u32,
    out: &mut Sowing,
    watch: &mut impl Watch,
) -> u16 {
    // A slice, not the `Vec`: its address stays in a register through the loop.
    let next: &[u16] = &rules.next[mover.index()];
    let lifted = hand;
    let mut cur = origin;
    // Where the last seed but one fell (`NONE` for a lap of one seed).
    let mut prev = NONE;
    // The seeds that fell together into the last hole (`drops`).
    let mut last_drop = 1;
    if EVERY_PART && rules.general_lap {
        let mut lap = Lap {
            origin,
            lifted,
            mover,
            ply,
            hand,
            cur,
            prev,
            last: NONE,
            captured: out.captured,
            lap: out.laps,
            hand_taken: false,
            holes_sown: 0,
            last_drop: 1,
        };
        if rules.first_into_lifted && hand > 1 {
            // The first seed goes back into the hole it was lifted from.
            counts[origin as usize] += 1;
            watch.seed(origin);
            mark_sown(rules, out, origin);
            lap.hand -= 1;
            lap.last = origin;
            if rules.every_seed {
                let at = FiredAt {
                    hole: origin,
                    prev: NONE,
                    origin,
                    lifted,
                    mover,
                    ended: NONE,
                };
                lap.hand_taken = seed_fell(rules, counts, claims, at, ply, &mut lap.hand, out);
                lap.captured = out.captured;
            }
        }
        // Rules on every seed are tried only in the loop made for them.
        match (rules.every_seed, rules.drops.is_empty()) {
            (true, true) => {
                sow_skipping::<true, false>(rules, next, counts, claims, &mut lap, out, watch)
            }
            (false, true) => {
                sow_skipping::<false, false>(rules, next, counts, claims, &mut lap, out, watch)
            }
            (true, false) => {
                sow_skipping::<true, true>(rules, next, counts, claims, &mut lap, out, watch)
            }
            (false, false) => {
                sow_skipping::<false, true>(rules, next, counts, claims, &mut lap, out, watch)
            }
        }
        cur = lap.cur;
        prev = lap.prev;
        last_drop = lap.last_drop;
        if lap.hand_taken {
            // The seeds in hand were taken where a seed fell: no last
            // seed lands, and the turn is over.
            out.last = cur;
            watch.lap(LapSeen {
                from: origin,
                lifted,
                last: cur,
                was_empty: false,
                rule: None,
            });
            return NONE;
        }
    } else if rules.plain_skips_origin {
        (cur, prev) = sow_plain::<true>(next, counts, origin, hand, watch);
    } else {
        (cur, prev) = sow_plain::<false>(next, counts, origin, hand, watch);
    }
    let ended = LapEnd {
        cur,
        prev,
        origin,
        lifted,
        dropped: last_drop,
    };
    end_lap::<EVERY_PART>(
        rules,
        counts,
        claims,
        ended,
        (mover, ply),
        EVERY_RULE,
        out,
        watch,
    )
}

/// Where a lap's last seed fell and what the lap was: what the landing
/// rules read there, and what a turn waiting for its mover to fire a rule
/// they may decline keeps of it.
#[derive(Debug, Clone, Copy)]
struct LapEnd {
    /// Where its last seed fell.
    cur: u16,
    /// Where its seed before the last fell (`NONE` for a lap of one).
    prev: u16,
    /// The hole it was lifted from.
    origin: u16,
    /// The seeds it lifted.
    lifted: u16,
    /// The seeds that fell together into `cur` (`drops`).
    dropped: u16,
}

/// Which landing rules a lap's end may fire, and which of those the mover
/// may still decline: every rule, as the laps of a turn meet them.
const EVERY_RULE: (u64, u64) = (u64::MAX, u64::MAX);

/// The end of a lap (`lap`, whose last seed has fallen): the landing
/// rules of `may_fire` (`(rules that may fire, rules the mover may still
/// decline)`) are tried, and the turn goes on. Returns the hole the
/// sowing goes on from, or `NONE` when the lap ends the ply, as
/// [`sow_hand`] does; where the rule that holds is one the mover may
/// decline, the turn waits for them ([`SowEnd::Chosen`], with
/// [`Sowing::offered`]).
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn end_lap<const EVERY_PART: bool>(
    rules: &Rules,
    counts: &mut [u16; MAX_SITES],
    claims: &mut Claims,
    ended: LapEnd,
    (mover, ply): (Player, u32),
    may_fire: (u64, u64),
    out: &mut Sowing,
    watch: &mut impl Watch,
) -> u16 {
    let LapEnd {
        cur,
        prev,
        origin,
        lifted,
        dropped: last_drop,
    } = ended;
    let next: &[u16] = &rules.next[mover.index()];
    out.last = cur;
    let captured_before = out.captured;
    let after = counts[cur as usize];
    let before = after.saturating_sub(last_drop);
    // Most landings meet no rule's `hole` and `was_empty`: skip the call then.
    let meetable = rules.landing_if_was_empty[usize::from(before == 0)][mover.index()]
        .get(cur as usize)
        .copied()
        .unwrap_or(0)
        & may_fire.0;
    let landed = if meetable != 0 {
        let at = Landing {
            cur,
            prev,
            mover,
            ply,
            origin,
            lifted,
            captured: out.captured,
            lap: out.laps,
            sown: true,
            ended: NONE,
            dropped: last_drop,
            sown_holes: out.sown,
        };
        land(rules, counts, claims, meetable, may_fire.1, at, out)
    } else {
        None
    };
    // A rule the mover may decline fires not: `landed` is `None` then.
    watch.lap(LapSeen {
        from: origin,
        lifted,
        last: cur,
        was_empty: before == 0,
        rule: landed.map(|(i, _)| i),
    });
    if EVERY_PART && rules.optional != 0 && out.offered != 0 {
        // It holds: the turn waits for its mover.
        out.offer_at = [origin, prev, lifted, last_drop];
        out.end = SowEnd::Chosen;
        return NONE;
    }
    if EVERY_PART
        && rules.sows_back
        && let Some((i, _)) = landed
        && let Some(back) = sow_back_next(
            rules,
            i,
            (counts, out),
            captured_before,
            [origin, prev, cur],
            mover,
        )
    {
        return back;
    }
    let then = landed.and_then(|(_, then)| then);
    // Where a relay goes on: the last hole, or with `relay_from = "next"`
    // (the sowing's, or the rule's that fired) the one after it.
    let relay_next = match EVERY_PART && rules.relay_next_by_rule {
        false => rules.relay_from_next,
        true => landed
            .and_then(|(i, _)| rules.landing.get(i))
            .and_then(|r| r.relay_next)
            .unwrap_or(rules.relay_from_next),
    };
    // A special hole that stops a sowing ends the turn where a lap ends in
    // it without a capture, or leaves the mover to choose.
    if EVERY_PART
        && rules.special.stops
        && out.captured == captured_before
        && !matches!(then, Some(Then::MoveAgain))
    {
        match rules.special.stop_at(claims, cur, out.captured) {
            StopHere::Goes => {}
            StopHere::Stops => return NONE,
            // Where the lap would relay, the turn waits for the mover:
            // stop, or sow on ([`sow_on`]).
            StopHere::Chosen
                if relays_on(rules, counts, claims, (cur, before), (then, relay_next)) =>
            {
                out.end = SowEnd::Chosen;
                return NONE;
            }
            StopHere::Chosen => {}
        }
    }
    let goes_on = match then {
        Some(Then::MoveAgain) => {
            out.end = SowEnd::MoveAgain;
            false
        }
        _ if !EVERY_PART => false,
        _ => relays_on(rules, counts, claims, (cur, before), (then, relay_next)),
    };
    // The hole after the last is asked only once the lap is known to relay.
    match goes_on {
        false => NONE,
        true if relay_next => next_lift(rules, counts, claims, next, cur),
        true => cur,
    }
}

/// Whether a lap that ended in `cur` (which held `before` seeds before its
/// last one fell), after the landing rule's `then`, relays on (from the
/// hole after `cur` with `relay_next`).
#[inline(always)]
fn relays_on(
    rules: &Rules,
    counts: &[u16; MAX_SITES],
    claims: &Claims,
    (cur, before): (u16, u16),
    (then, relay_next): (Option<Then>, bool),
) -> bool {
    let in_hole = (cur as usize) < rules.holes;
    match then {
        Some(Then::EndTurn | Then::MoveAgain) => false,
        Some(Then::Relay) => {
            relay_next || in_hole && counts[cur as usize] > 0 && !rules.is_neutral(cur)
        }
        None => {
            rules.relay
                && (relay_next
                    || (in_hole
                        && before > 0
                        && counts[cur as usize] > 0
                        && (rules.claimed_sow_from || claims[cur as usize] == 0)
                        && !rules.is_neutral(cur)))
        }
    }
}

/// The rules a waiting turn's last lap was sown by: `rules` (those of
/// the way it began), or those of the other way where it has turned.
fn rules_of_turn(rules: &Rules, turned: bool) -> &Rules {
    match turned {
        true => rules.turned.as_deref().unwrap_or(rules),
        false => rules,
    }
}

/// The mover of a turn that waits at a special hole ([`SowEnd::Chosen`])
/// sows on: the relay goes on from `turn.last` as it would have, with what
/// the turn has done so far (`turn`: its captures, its laps, and whether
/// it sows the other way from `rules`, those of the way it began), telling
/// `watch` each seed and lap. What the turn did from there on.
pub(super) fn sow_on(
    rules: &Rules,
    counts: &mut [u16; MAX_SITES],
    claims: &mut Claims,
    turn: Sowing,
    (mover, ply): (Player, u32),
    watch: &mut impl Watch,
) -> Sowing {
    let mut out = Sowing {
        end: SowEnd::EndTurn,
        fired: 0,
        ..turn
    };
    let now = rules_of_turn(rules, turn.turned);
    let at = if now.relay_from_next {
        next_lift(now, counts, claims, &now.next[mover.index()], turn.last)
    } else {
        turn.last
    };
    if at != NONE {
        relay(rules, counts, claims, at, mover, ply, &mut out, watch);
    }
    if rules.turn_end {
        turn_end(rules, counts, claims, (mover, ply), &mut out);
    }
    out
}

/// The mover of a turn that waits on a rule they may decline
/// ([`SowEnd::Chosen`] with an `offered` rule) fires it (`fire`) or
/// declines it, and the rules after it decide: the lap's end is judged
/// again so, and the turn goes on as it would have (`turn`: what it has
/// done so far, and whether it sows the other way from `rules`, those of
/// the way it began), telling `watch` each seed and lap. What the turn
/// did from there on.
pub(super) fn sow_offered(
    rules: &Rules,
    counts: &mut [u16; MAX_SITES],
    claims: &mut Claims,
    (turn, fire): (Sowing, bool),
    (mover, ply): (Player, u32),
    watch: &mut impl Watch,
) -> Sowing {
    let mut out = Sowing {
        end: SowEnd::EndTurn,
        fired: 0,
        offered: 0,
        offer_at: [NONE; 4],
        ..turn
    };
    let Some(i) = usize::from(turn.offered).checked_sub(1).filter(|&i| i < 64) else {
        return out;
    };
    let now = rules_of_turn(rules, turn.turned);
    let [origin, prev, lifted, dropped] = turn.offer_at;
    let ended = LapEnd {
        cur: turn.last,
        prev,
        origin,
        lifted,
        dropped,
    };
    let rule = 1u64 << i;
    // Fired: that rule alone, not offered again. Declined: the rules
    // after it, any of which the mover may decline in turn.
    let may_fire = match fire {
        true => (rule, 0),
        false => (!(rule | (rule - 1)), u64::MAX),
    };
    let board = (counts, claims);
    end_lap_then_turn(
        (rules, now),
        board,
        ended,
        (mover, ply),
        may_fire,
        &mut out,
        watch,
    );
    out
}

/// A lap's end judged by `now` (the rules of the way the turn sows there),
/// the rules of `may_fire` firing ([`end_lap`]), and the turn going on by
/// `rules` as any does: its relays, then the rules at a turn's end; where
/// it waits for its mover instead, it stops there.
#[allow(clippy::too_many_arguments)]
fn end_lap_then_turn(
    (rules, now): (&Rules, &Rules),
    (counts, claims): (&mut [u16; MAX_SITES], &mut Claims),
    ended: LapEnd,
    (mover, ply): (Player, u32),
    may_fire: (u64, u64),
    out: &mut Sowing,
    watch: &mut impl Watch,
) {
    let at = end_lap::<true>(
        now,
        counts,
        claims,
        ended,
        (mover, ply),
        may_fire,
        out,
        watch,
    );
    if out.end == SowEnd::Chosen {
        return;
    }
    if at != NONE {
        relay(rules, counts, claims, at, mover, ply, out, watch);
    }
    if rules.turn_end {
        turn_end(rules, counts, claims, (mover, ply), out);
    }
}

/// Lifts the seeds a move of chosen drops starts with from `start`, as
/// any move lifts them (all, or at most `[moves] lift`): the hand the
/// mover then drops (`Phase::Drop`).
pub(super) fn lift_for_drops(
    rules: &Rules,
    counts: &mut [u16; MAX_SITES],
    claims: &mut Claims,
    start: u16,
) -> u16 {
    match rules.move_lift {
        0 => lift::<true>(rules, counts, claims, start),
        _ => lift_part(rules, counts, claims, start),
    }
}

/// The site a chosen drop falls into after `at` (where the drop before
/// fell, or the lifted `origin`), passing over what sowing passes over:
/// the origin where the file skips it, claimed holes, holes of a skipped
/// count. On a path that ends, its last site; where every site is
/// passed over, the origin.
pub(super) fn drop_site(
    rules: &Rules,
    (counts, claims): (&[u16; MAX_SITES], &Claims),
    mover: Player,
    (origin, at): (u16, u16),
) -> u16 {
    let next: &[u16] = &rules.next[mover.index()];
    let mut cur = at;
    for _ in 0..=rules.sites {
        let n = next.get(usize::from(cur)).copied().unwrap_or(NONE);
        if n == NONE {
            return cur;
        }
        cur = n;
        if !passes_over(rules, claims, origin, n) && !skipped_by_count(rules, counts, mover, n) {
            return n;
        }
    }
    origin
}

/// Where a move of chosen drops stands when its hand is empty: its last
/// drop fell into `cur` (`dropped` seeds together; the drop before into
/// `prev`, `NONE` for a single drop), of `lifted` seeds lifted from
/// `origin`. The lap ends there as any lap does (the landing rules,
/// relays, the rules at a turn's end), and what the whole turn did.
pub(super) fn sow_dropped(
    rules: &Rules,
    (counts, claims): (&mut [u16; MAX_SITES], &mut Claims),
    [cur, prev, origin, lifted, dropped]: [u16; 5],
    (mover, ply): (Player, u32),
    watch: &mut impl Watch,
) -> Sowing {
    let mut out = Sowing::new(origin);
    if rules.marks_sown {
        // The holes the drops fell into, from the first to the last.
        let mut at = origin;
        for _ in 0..rules.sites {
            at = drop_site(rules, (&*counts, &*claims), mover, (origin, at));
            mark_sown(rules, &mut out, at);
            if at == cur {
                break;
            }
        }
    }
    let ended = LapEnd {
        cur,
        prev,
        origin,
        lifted,
        dropped,
    };
    let board = (counts, claims);
    end_lap_then_turn(
        (rules, rules),
        board,
        ended,
        (mover, ply),
        EVERY_RULE,
        &mut out,
        watch,
    );
    out
}

/// Once a ply's sowing has ended the turn: the rules on every hole at a
/// turn's end (`on = "turn-end"`), each hole judged on the board as the
/// sowing left it (the first rule that holds there), then each hole so
/// met taken, in board order.
#[cold]
#[inline(never)]
fn turn_end(
    rules: &Rules,
    counts: &mut [u16; MAX_SITES],
    claims: &mut Claims,
    (mover, ply): (Player, u32),
    out: &mut Sowing,
) {
    if out.end != SowEnd::EndTurn {
        return;
    }
    let mut met = [(NONE, 0usize); MAX_SITES];
    let mut n = 0;
    for hole in 0..rules.holes as u16 {
        let at = Landing {
            cur: hole,
            prev: NONE,
            mover,
            ply,
            origin: NONE,
            lifted: 0,
            captured: out.captured,
            lap: out.laps,
            sown: out.sown & hole_bit(hole) != 0,
            ended: out.last,
            dropped: 1,
            sown_holes: out.sown,
        };
        if let Some(i) = first_rule(rules, &rules.turn_end_at, counts, claims, &at)
            && let Some(slot) = met.get_mut(n)
        {
            *slot = (hole, i);
            n += 1;
        }
    }
    for &(hole, i) in &met[..n] {
        let Some(rule) = rules.landing.get(i) else {
            continue;
        };
        out.fired |= 1u64 << i;
        note_chosen(rule, i, out);
        let fired = FiredAt {
            hole,
            prev: NONE,
            origin: NONE,
            lifted: 0,
            mover,
            ended: out.last,
        };
        out.captured += take_and_capture(rules, rule, (counts, claims), fired);
    }
}

/// Sows `hand` seeds from `origin`, one in each next site of the track
/// `next` (passing over the origin with `PASS_ORIGIN`): the common lap,
/// kept tight. Returns where the last seed fell and where the one before
/// it did (`NONE` for a lap of one seed).
#[inline(always)]
fn sow_plain<const PASS_ORIGIN: bool>(
    next: &[u16],
    counts: &mut [u16; MAX_SITES],
    origin: u16,
    mut hand: u16,
    watch: &mut impl Watch,
) -> (u16, u16) {
    let lifted = hand;
    let mut cur = origin;
    // Where the latest seed fell: `cur`, but while passing over the origin.
    let mut fell = origin;
    let mut prev = NONE;
    while hand > 0 {
        // The track's end (`NONE`) is no site of `counts`, so one bounds
        // test on the next site covers both.
        let n = next.get(usize::from(cur)).copied().unwrap_or(NONE);
        let Some(count) = counts.get_mut(usize::from(n)) else {
            // Off the track (cannot happen for a checked variant).
            counts[cur as usize] += hand;
            break;
        };
        cur = n;
        if PASS_ORIGIN && n == origin {
            continue;
        }
        *count += 1;
        prev = fell;
        fell = n;
        watch.seed(n);
        hand -= 1;
    }
    if lifted < 2 {
        prev = NONE;
    }
    (cur, prev)
}

/// After rule `i` fired at `cur`, in a lap lifted from `origin`: where it
/// sows its captures back from, when it does and took seeds
/// (`out.sow_back` then holds how many wait in the mover's store for the
/// next lap): the hole the lap was lifted from, so the first falls where
/// the lap's first seed fell; the hole a reference names; or the site
/// before the row end they start at (`out.turns` when they are sown the
/// other way).
#[cold]
#[inline(never)]
fn sow_back_next(
    rules: &Rules,
    i: usize,
    (counts, out): (&[u16; MAX_SITES], &mut Sowing),
    captured_before: u32,
    [origin, prev, cur]: [u16; 3],
    mover: Player,
) -> Option<u16> {
    let rule = rules.landing.get(i).filter(|r| r.sow_back)?;
    let taken = out.captured.saturating_sub(captured_before);
    if taken == 0 {
        return None;
    }
    let anchor = Anchor {
        last: cur,
        previous: prev,
        origin,
        ended: NONE,
        mover,
    };
    let mut starts = rule.backs.iter().filter_map(|b| b.start(counts, anchor));
    let start = starts.next()?;
    out.sow_back = u16::try_from(taken).unwrap_or(u16::MAX);
    if starts.any(|other| other != start) {
        // The places differ: the turn waits for its mover to choose one,
        // their next ply ([`sow_back_chosen`]).
        out.back_rule = u8::try_from(i + 1).unwrap_or(u8::MAX);
        out.back_at = [origin, prev];
        out.end = SowEnd::Chosen;
        return Some(NONE);
    }
    out.turns = start.turns;
    out.back_against = start.against;
    Some(start.before)
}

/// The places the captured seeds of a turn waiting for its mover's choice
/// (`turn`, left by [`SowEnd::Chosen`] with a `back_rule`) may be sown
/// back from, in the order its rule lists them, each once; empty for any
/// other turn.
pub(super) fn back_starts(
    rules: &Rules,
    counts: &[u16; MAX_SITES],
    turn: &Sowing,
    mover: Player,
) -> Vec<BackStart> {
    let Some(rule) = usize::from(turn.back_rule)
        .checked_sub(1)
        .and_then(|i| rules.landing.get(i))
    else {
        return Vec::new();
    };
    let anchor = Anchor {
        last: turn.last,
        previous: turn.back_at[1],
        origin: turn.back_at[0],
        ended: NONE,
        mover,
    };
    let mut starts: Vec<BackStart> = Vec::with_capacity(rule.backs.len());
    for start in rule.backs.iter().filter_map(|b| b.start(counts, anchor)) {
        if !starts.contains(&start) {
            starts.push(start);
        }
    }
    starts
}

/// The mover of a turn that waits to choose where its captured seeds are
/// sown back ([`SowEnd::Chosen`] with a `back_rule`) chooses `start`: the
/// seeds waiting in their store are sown as a lap from there, and the
/// turn goes on as it would have (`turn`: what it has done so far, and
/// whether it sows the other way from `rules`, those of the way it
/// began), telling `watch` each seed and lap. What the turn did from there
/// on.
pub(super) fn sow_back_chosen(
    rules: &Rules,
    counts: &mut [u16; MAX_SITES],
    claims: &mut Claims,
    (turn, start): (Sowing, BackStart),
    (mover, ply): (Player, u32),
    watch: &mut impl Watch,
) -> Sowing {
    let mut out = Sowing {
        end: SowEnd::EndTurn,
        fired: 0,
        turns: start.turns,
        back_against: start.against,
        back_rule: 0,
        back_at: [NONE; 2],
        ..turn
    };
    relay(
        rules,
        counts,
        claims,
        start.before,
        mover,
        ply,
        &mut out,
        watch,
    );
    if rules.turn_end {
        turn_end(rules, counts, claims, (mover, ply), &mut out);
    }
    out
}

/// Takes the captured seeds waiting to be sown back (`out.sow_back` of
/// them) from `mover`'s store: the hand of the lap that sows them.
#[cold]
#[inline(never)]
fn take_sow_back(
    rules: &Rules,
    counts: &mut [u16; MAX_SITES],
    mover: Player,
    out: &mut Sowing,
) -> u16 {
    let store = rules.holes + mover.index();
    let hand = out.sow_back.min(counts[store]);
    out.sow_back = 0;
    counts[store] -= hand;
    hand
}

/// With `relay_from = "next"`: the site after `last` on the track, when it
/// is a hole with seeds that a lap may go on from; else `NONE`.
#[inline(never)]
fn next_lift(
    rules: &Rules,
    counts: &[u16; MAX_SITES],
    claims: &Claims,
    next: &[u16],
    last: u16,
) -> u16 {
    let n = next.get(last as usize).copied().unwrap_or(NONE);
    let liftable = (n as usize) < rules.holes
        && counts[n as usize] > 0
        && (rules.claimed_sow_from || claims[n as usize] == 0)
        && !rules.is_neutral(n)
        // A special hole never lifted is not lifted as the next hole
        // either: the turn ends before it, as at a neutral hole.
        && !(rules.special.restricts_lift && rules.special.never_lifted(claims, n));
    if liftable { n } else { NONE }
}

/// Goes on lifting and sowing from `out.last` until a lap ends the turn,
/// the board at a lift repeats (Brent's cycle finding over the states at
/// each lift), or the lap cap is reached.
#[inline(never)]
#[allow(clippy::too_many_arguments)]
fn relay<W: Watch>(
    rules: &Rules,
    counts: &mut [u16; MAX_SITES],
    claims: &mut Claims,
    mut at: u16,
    mover: Player,
    ply: u32,
    out: &mut Sowing,
    watch: &mut W,
) {
    let mut brent = Brent::new(rules);
    // Landmarks only where nobody sees the board an endless relay leaves:
    // they find its cycle at another lap than Brent alone. (Made empty:
    // nothing is allocated until the first landmark is kept.)
    let mut landmarks = Landmarks::new(rules);
    let landmarks_from = if W::UNSEEN && rules.endless_illegal {
        LANDMARKS_AFTER
    } else {
        u32::MAX
    };
    // Whether every state at a lift is compared: no `when.lap` condition
    // tells one lap from the next (the common case), asked once.
    let always_settled = rules.laps_before_settled <= 1 && rules.lap_period == 1;
    // The rules of the way the turn sows, and of the other way where a
    // capture may turn it: swapped at each turn. The states compared are
    // told apart by the way (`TURNED` on the lifted site) and kept in the
    // first way's tables.
    let first = rules;
    let mut rules = rules;
    let mut other = rules.turned.as_deref();
    // A turn that sowed on after its mover's choice may sow the other way.
    if out.turned
        && let Some(turned) = other
    {
        other = Some(rules);
        rules = turned;
    }
    out.turned = false;
    // When to try quiet laps (`engine/quiet_laps.rs`): only where nobody
    // watches the seeds fall.
    let mut quiet = QuietTries::new(W::UNSEEN && always_settled);
    loop {
        let way = if std::ptr::eq(rules, first) {
            0
        } else {
            TURNED
        };
        if quiet.due(out.laps) && out.sow_back == 0 && may_sow_quietly(rules) {
            let laps_before = out.laps;
            let turn = (mover, ply, out.captured, out.laps.saturating_add(1));
            let ring = Ring::new(rules, counts, claims, at, turn);
            if let Some(ring) = ring {
                let checks = Checks {
                    brent: &mut brent,
                    landmarks: &mut landmarks,
                    landmarks_from,
                    first,
                    way,
                };
                let laps = (&mut out.laps, &mut out.last);
                let end;
                (at, end) = sow_quiet_laps(rules, &ring, (counts, claims), mover, laps, checks);
                match end {
                    QuietEnd::Left => {}
                    QuietEnd::Endless => {
                        landmarks.keep(first);
                        out.end = SowEnd::Endless;
                        return;
                    }
                    QuietEnd::Capped => {
                        out.end = SowEnd::Capped;
                        return;
                    }
                }
            }
            quiet.ran(laps_before, out.laps);
        }
        if out.laps >= rules.max_laps || giving_up(out.laps) {
            out.end = SowEnd::Capped;
            return;
        }
        // The state at a lift: every count, every claim, the lifted hole
        // (and the seeds waiting to be sown back from it, if any);
        // compared only where the laps still to come read no lap number.
        let settled = always_settled
            || (out.laps >= rules.laps_before_settled && out.laps.is_multiple_of(rules.lap_period));
        let state_at = at | way;
        let endless = settled
            && (brent.repeats(counts, claims, state_at, out.sow_back)
                || (out.laps >= landmarks_from
                    && landmarks.endless(first, counts, claims, [state_at, out.sow_back], mover)));
        if endless {
            landmarks.keep(first);
            out.end = SowEnd::Endless;
            return;
        }
        out.laps += 1;
        // Seeds sown back the other way turn this lap only.
        let against = out.sow_back > 0 && out.back_against && other.is_some();
        if against && let Some(turned) = other {
            other = Some(rules);
            rules = turned;
        }
        out.back_against = false;
        let hand = if out.sow_back > 0 {
            if out.turns
                && let Some(turned) = other
            {
                // A capture sown from its row's nearer end turns the turn.
                out.turns = false;
                other = Some(rules);
                rules = turned;
            }
            // Sown as a lap lifted from `at`: the capturing lap's origin,
            // or the site before the row end the seeds start at.
            watch.sows_back();
            take_sow_back(rules, counts, mover, out)
        } else {
            if first.relay_turns
                && let Some(turned) = other
            {
                // Each relay lap sows the other way from the lap before.
                other = Some(rules);
                rules = turned;
            }
            lift::<true>(rules, counts, claims, at)
        };
        // One call of the lap's sowing, so the loop holds one copy of it.
        at = sow_hand::<true>(rules, counts, claims, at, hand, mover, ply, out, watch);
        if against && let Some(turned) = other {
            other = Some(rules);
            rules = turned;
        }
        if at == NONE {
            out.turned = out.end == SowEnd::Chosen && !std::ptr::eq(rules, first);
            return;
        }
    }
}

/// A lap being sown with skipping: what the exception for claiming seeds
/// needs to know.
struct Lap {
    origin: u16,
    /// Seeds lifted.
    lifted: u16,
    mover: Player,
    ply: u32,
    /// Seeds still in hand.
    hand: u16,
    /// Where the sowing is.
    cur: u16,
    /// Where the last seed but one fell.
    prev: u16,
    /// Where the latest seed fell.
    last: u16,
    /// Seeds the ply's sowing has captured so far.
    captured: u32,
    /// Which lap of the ply this is (from 1).
    lap: u32,
    /// Whether a rule on a seed took the seeds still in hand
    /// (`capture_hand`), which ends the sowing and the turn.
    hand_taken: bool,
    /// Holes sown so far, where seeds fall several a hole
    /// (`Rules::drops`).
    holes_sown: u16,
    /// The seeds that fell into the latest hole together (1 but with
    /// `drops`).
    last_drop: u16,
}

/// Sows the lap's seeds on from `lap.cur`, passing over the sites the file
/// says to skip (the origin of the lap, claimed holes, holes of certain
/// counts), except where a claiming rule lets the last seeds fall.
#[inline(never)]
fn sow_skipping<const EVERY_SEED: bool, const DROPS: bool>(
    rules: &Rules,
    next: &[u16],
    counts: &mut [u16; MAX_SITES],
    claims: &mut Claims,
    lap: &mut Lap,
    out: &mut Sowing,
    watch: &mut impl Watch,
) {
    let sites = rules.sites;
    let mut skipped = 0usize;
    let mut last = lap.last;
    while lap.hand > 0 {
        let n = next.get(lap.cur as usize).copied().unwrap_or(NONE);
        if n == NONE {
            counts[lap.cur as usize] += lap.hand;
            mark_sown(rules, out, lap.cur);
            lap.hand = 0;
            break;
        }
        lap.cur = n;
        let skip = passes_over(rules, claims, lap.origin, n)
            || (skipped_by_count(rules, counts, lap.mover, n)
                && !(lap.hand <= rules.skip_except_claim
                    && claiming_seeds(rules, counts, claims, (lap, out.sown), n, last)));
        if skip {
            skipped += 1;
            if skipped > sites {
                // Every site is skipped: the seeds go back where they came from.
                counts[lap.origin as usize] += lap.hand;
                lap.hand = 0;
                lap.cur = lap.origin;
            }
            continue;
        }
        skipped = 0;
        if DROPS {
            // Several seeds fall here together, as `drops` says.
            let k = drop_at(rules, lap.holes_sown).min(lap.hand);
            lap.holes_sown = lap.holes_sown.saturating_add(1);
            lap.last_drop = k;
            counts[n as usize] += k;
            for _ in 0..k {
                watch.seed(n);
            }
            lap.hand -= k;
        } else {
            counts[n as usize] += 1;
            watch.seed(n);
            lap.hand -= 1;
        }
        mark_sown(rules, out, n);
        // The rules on every seed look at each seed but the lap's last.
        if EVERY_SEED && lap.hand > 0 {
            let at = FiredAt {
                hole: n,
                prev: NONE,
                origin: lap.origin,
                lifted: lap.lifted,
                mover: lap.mover,
                ended: NONE,
            };
            lap.hand_taken = seed_fell(rules, counts, claims, at, lap.ply, &mut lap.hand, out);
            lap.captured = out.captured;
        }
        lap.prev = last;
        last = n;
    }
    lap.last = last;
}

/// How many seeds fall into the `i`th hole a lap sows (from 0), as
/// `[sowing] drops` says: its `i`th count, or its last past the end (at
/// least 1).
#[inline]
fn drop_at(rules: &Rules, i: u16) -> u16 {
    let i = usize::from(i);
    rules
        .drops
        .get(i)
        .or(rules.drops.last())
        .copied()
        .unwrap_or(1)
        .max(1)
}

/// Notes that rule `i`, which fired, lets the mover choose holes to take
/// once the sowing is over (`capture_chosen`).
#[inline(always)]
fn note_chosen(rule: &CompiledRule, i: usize, out: &mut Sowing) {
    if rule.chosen.is_some() {
        out.chosen = u8::try_from(i + 1).unwrap_or(0);
    }
}

/// The bit of `site` in a set of holes kept as a `u128` (boards have at
/// most 128 holes; a site past them has none).
#[inline(always)]
pub(super) fn hole_bit(site: u16) -> u128 {
    1u128.checked_shl(u32::from(site)).unwrap_or(0)
}

/// Marks that a seed of the sowing fell into `site`, where the rules
/// keep such marks (`Rules::marks_sown`; stores are not marked).
#[inline(always)]
fn mark_sown(rules: &Rules, out: &mut Sowing, site: u16) {
    if rules.marks_sown && usize::from(site) < rules.holes {
        out.sown |= hole_bit(site);
    }
}

/// Whether sowing always passes over `site`: the lap's origin (when the
/// file says so), or a claimed hole that seeds do not enter.
#[inline]
fn passes_over(rules: &Rules, claims: &Claims, origin: u16, site: u16) -> bool {
    (rules.variant.skip_origin && site == origin)
        || (!rules.claimed_sow_into && claims[site as usize] != 0)
}

/// Whether `[sowing] skip` passes over `site` for `mover`.
#[inline]
fn skipped_by_count(rules: &Rules, counts: &[u16; MAX_SITES], mover: Player, site: u16) -> bool {
    let s = site as usize;
    s < rules.holes
        && rules.skip.as_ref().is_some_and(|t| t.matches(counts[s]))
        && rules
            .skip_in
            .as_ref()
            .is_none_or(|m| m[mover.index()].get(s).copied().unwrap_or(false))
}

/// Whether the lap's remaining seeds (one or two), dropped from `site` on,
/// make a claiming landing rule fire: then `skip` lets the next seed fall
/// in `site`. `last` is where the latest seed fell.
fn claiming_seeds(
    rules: &Rules,
    counts: &mut [u16; MAX_SITES],
    claims: &Claims,
    (lap, sown): (&Lap, u128),
    site: u16,
    last: u16,
) -> bool {
    let s = site as usize;
    counts[s] += 1;
    let fires = if lap.hand <= 1 {
        claims_at(
            rules,
            counts,
            claims,
            (lap, sown),
            site,
            last,
            rules.claiming_rules,
        )
    } else {
        // The last seed but one falls here only for a claim that needs it,
        // a rule that looks at the previous hole. The last seed falls in the
        // next site not passed over, or in a skipped one where its own
        // landing claims.
        let next = &rules.next[lap.mover.index()];
        let mut at = site;
        let mut found = false;
        for _ in 0..rules.sites {
            at = next.get(at as usize).copied().unwrap_or(NONE);
            if at == NONE || passes_over(rules, claims, lap.origin, at) {
                continue;
            }
            let skipped = skipped_by_count(rules, counts, lap.mover, at);
            counts[at as usize] += 1;
            let claims_here = claims_at(
                rules,
                counts,
                claims,
                (lap, sown),
                at,
                site,
                rules.looking_back_rules,
            );
            counts[at as usize] -= 1;
            if claims_here || !skipped {
                found = claims_here;
                break;
            }
        }
        found
    };
    counts[s] -= 1;
    fires
}

/// Whether a last seed just dropped in `at` (the one before it in `prev`)
/// makes one of the rules in the bit set `which` the first landing rule to
/// fire.
fn claims_at(
    rules: &Rules,
    counts: &[u16; MAX_SITES],
    claims: &Claims,
    (lap, sown): (&Lap, u128),
    at: u16,
    prev: u16,
    which: u64,
) -> bool {
    let landing = Landing {
        cur: at,
        prev,
        mover: lap.mover,
        ply: lap.ply,
        origin: lap.origin,
        lifted: lap.lifted,
        captured: lap.captured,
        lap: lap.lap,
        sown: true,
        ended: NONE,
        dropped: 1,
        sown_holes: sown | hole_bit(at),
    };
    first_rule(rules, &rules.landing_at, counts, claims, &landing)
        .is_some_and(|i| which & (1u64 << i) != 0)
}

/// One ply of a simultaneous opening, played as laps taken in turn.
///
/// `waiting` is the hole where the relay of the player who chose before
/// goes on (`NONE` when `mover` is the first to choose). `mover` lifts
/// `start` and sows a lap; if both relays are going, they then take laps
/// in turn, the waiting player first, until one ends in an empty hole.
/// Returns the sowing (`MoveAgain` when `mover` ended the opening,
/// `EndTurn` when the other player did or still has to choose) and the
/// hole where `mover`'s relay goes on when the opening is not over
/// (`NONE` when it is).
pub fn sow_opening(
    rules: &Rules,
    counts: &mut [u16; MAX_SITES],
    claims: &mut Claims,
    start: u16,
    mover: Player,
    waiting: u16,
) -> (Sowing, u16) {
    let mut out = Sowing::new(start);
    let lift = lap::<true>(
        rules,
        counts,
        claims,
        start,
        mover,
        1,
        &mut out,
        &mut Unwatched,
    );
    out.end = SowEnd::EndTurn;
    if lift == NONE {
        out.end = SowEnd::MoveAgain;
        return (out, NONE);
    }
    if waiting == NONE {
        return (out, lift);
    }
    // Both relays are going: the waiting player's lap comes first.
    let mut holes = [waiting, lift];
    let players = [mover.other(), mover];
    let mut brent = Brent::new(rules);
    loop {
        if brent.repeats(counts, claims, holes[0], holes[1]) {
            out.end = SowEnd::Endless;
            return (out, NONE);
        }
        for (i, &player) in players.iter().enumerate() {
            if out.laps >= rules.max_laps || giving_up(out.laps) {
                out.end = SowEnd::Capped;
                return (out, NONE);
            }
            out.laps += 1;
            let lift = lap::<true>(
                rules,
                counts,
                claims,
                holes[i],
                player,
                1,
                &mut out,
                &mut Unwatched,
            );
            if lift == NONE {
                out.end = if player == mover {
                    SowEnd::MoveAgain
                } else {
                    SowEnd::EndTurn
                };
                return (out, NONE);
            }
            out.end = SowEnd::EndTurn;
            holes[i] = lift;
        }
    }
}

/// Applies the first rule on every seed that holds where a seed (not the
/// lap's last) just fell into `site`: its captures and takes; the sowing
/// goes on.
#[inline(never)]
fn seed_fell(
    rules: &Rules,
    counts: &mut [u16; MAX_SITES],
    claims: &mut Claims,
    fell: FiredAt,
    ply: u32,
    hand: &mut u16,
    out: &mut Sowing,
) -> bool {
    let at = Landing {
        cur: fell.hole,
        prev: NONE,
        mover: fell.mover,
        ply,
        origin: fell.origin,
        lifted: fell.lifted,
        captured: out.captured,
        lap: out.laps,
        sown: true,
        ended: NONE,
        dropped: 1,
        sown_holes: out.sown,
    };
    let Some(i) = first_rule(rules, &rules.seed_at, counts, claims, &at) else {
        return false;
    };
    let Some(rule) = rules.landing.get(i) else {
        return false;
    };
    out.fired |= 1u64 << i;
    note_chosen(rule, i, out);
    if (fell.hole as usize) < rules.holes {
        out.captured += take_and_capture(rules, rule, (counts, claims), fell);
    }
    if rule.takes_hand {
        // The seeds not yet sown go where the hole's captured seeds went.
        counts[store_for(rules, rule, claims, fell.hole, fell.mover)] += *hand;
        out.captured += u32::from(*hand);
        *hand = 0;
    }
    rule.takes_hand
}

/// The index of the first rule of `table` (the rules of the last seed, or
/// of every seed) whose conditions hold.
#[inline(always)]
fn first_rule(
    rules: &Rules,
    table: &PerPlayer<Vec<u64>>,
    counts: &[u16; MAX_SITES],
    claims: &Claims,
    at: &Landing,
) -> Option<usize> {
    let candidates = table[at.mover.index()]
        .get(at.cur as usize)
        .copied()
        .unwrap_or(0);
    first_holding(rules, candidates, counts, claims, at)
}

/// The index of the first rule of the bit set `candidates` whose
/// conditions hold.
#[inline(always)]
fn first_holding(
    rules: &Rules,
    mut candidates: u64,
    counts: &[u16; MAX_SITES],
    claims: &Claims,
    at: &Landing,
) -> Option<usize> {
    while candidates != 0 {
        let i = candidates.trailing_zeros() as usize;
        candidates &= candidates - 1;
        let rule = rules.landing.get(i)?;
        if rule.when.holds(rules, counts, claims, at)
            && (!rule.claims_related || marks_hold(rules, rule, counts, claims, at))
        {
            return Some(i);
        }
    }
    None
}

/// Whether the conditions of `rule` on marks hold, and the claim it
/// would make is allowed: kept apart, as most rules have neither.
#[inline(never)]
fn marks_hold(
    rules: &Rules,
    rule: &CompiledRule,
    counts: &[u16; MAX_SITES],
    claims: &Claims,
    at: &Landing,
) -> bool {
    rule.when.marks_hold(rules, counts, claims, at)
        && (!rule.claim.any() || claim::allowed(rules, rule, counts, claims, at))
}

/// Applies the first landing rule that matches, of those in the bit set
/// `meetable` (the landing's rules in `landing_at` that its `was_empty`
/// leaves); returns its index and its `then`. Where that rule is one the
/// mover may decline (`optional`, and in `declinable`), it fires not:
/// [`Sowing::offered`] names it instead. Inline: half the laps of a long
/// relay come here, and a call costs more than most of them do.
#[inline(always)]
fn land(
    rules: &Rules,
    counts: &mut [u16; MAX_SITES],
    claims: &mut Claims,
    meetable: u64,
    declinable: u64,
    at: Landing,
    out: &mut Sowing,
) -> Option<(usize, Option<Then>)> {
    let i = first_holding(rules, meetable, counts, claims, &at)?;
    if rules.optional & declinable & (1u64 << i) != 0 {
        // Not fired yet: its mover may decline it.
        out.offered = u8::try_from(i + 1).unwrap_or(u8::MAX);
        return None;
    }
    let rule = rules.landing.get(i)?;
    let (cur, mover) = (at.cur, at.mover);
    out.fired |= 1u64 << i;
    note_chosen(rule, i, out);
    if (cur as usize) < rules.holes {
        let fired = FiredAt {
            hole: cur,
            prev: at.prev,
            origin: at.origin,
            lifted: at.lifted,
            mover,
            ended: at.ended,
        };
        out.captured += take_and_capture(rules, rule, (counts, claims), fired);
    }
    if rule.transfer.is_some() || rule.claim.any() {
        claim::apply(rules, rule, counts, claims, at.anchor());
    }
    if rule.mark_bits != [0; 2] && (cur as usize) < rules.holes {
        super::mark::HoleMarks::put(claims, cur, rule.mark_bits[mover.index()]);
    }
    Some((i, rule.then))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deadline_holds_while_its_guard_lives_and_what_gave_up_is_forgotten_after() {
        assert!(!giving_up(GIVE_UP_EVERY));
        {
            let _outer = give_up_at(Some(Instant::now() + std::time::Duration::from_secs(3600)));
            assert!(!giving_up(GIVE_UP_EVERY));
            {
                let _inner = give_up_at(Some(Instant::now()));
                assert!(!gave_up());
                // Read on the clock's laps only, then at every relay's
                // first lift once one sowing gave up.
                assert!(!giving_up(1));
                assert!(giving_up(GIVE_UP_EVERY));
                assert!(gave_up());
                assert!(giving_up(1));
                assert!(!giving_up(2));
            }
            // The outer deadline is back, and the inner's giving up gone.
            assert!(!gave_up());
            assert!(!giving_up(1));
            assert!(!giving_up(GIVE_UP_EVERY));
        }
        assert!(!giving_up(GIVE_UP_EVERY));
    }
}
