//! Conditions on what a move does (`[[moves.require]]`), compiled, and
//! the test each legal move governed by one must pass: the move is sown
//! on a copy of the position, watched, to see what it does (only its
//! first lap where no condition looks past it).

use super::Move;
use super::hole_ref::{Anchor, CompiledRef, Geometry};
use super::rules::{CountTable, NONE, Rules, site_masks};
use super::sow::{Claims, LapSeen, Watch, hole_bit, sow_watched};
use super::when::{CompiledPrevious, named_holes_hold};
use crate::model::board::MAX_SITES;
use crate::model::board::PerPlayer;
use crate::model::{MoveOutcome, Player, Variant};

/// A requirement in table form.
#[derive(Debug, Clone)]
pub struct CompiledRequirement {
    /// For each player, whether each hole is one whose moves it governs.
    pub hole: Option<PerPlayer<Vec<bool>>>,
    /// The starting counts whose moves it governs.
    pub count: Option<CountTable>,
    /// What a governed move must do.
    pub all: CompiledOutcome,
    /// Alternatives, one of which a governed move must also meet.
    pub any_of: Vec<CompiledOutcome>,
    /// Whether it lapses for a ply where no move meets it.
    pub if_possible: bool,
    /// Whether it governs moves only while the opponent cannot move.
    opponent_stuck: bool,
    /// Conditions on holes named from the starting hole, before the move,
    /// each reference composed on the geometry of the way these rules sow.
    start_holes: Box<[(CompiledRef, CompiledPrevious)]>,
    /// Whether it looks past the first lap (then the whole sowing is
    /// watched).
    whole: bool,
}

/// What a move must do, in table form.
#[derive(Debug, Clone)]
pub struct CompiledOutcome {
    first_into: Option<CountTable>,
    /// For each player, the holes a seed must fall into (one of them).
    reaches: Option<PerPlayer<Vec<bool>>>,
    /// For each player, the holes the last seed may fall into.
    ends_in: Option<PerPlayer<Vec<bool>>>,
    ends_was_empty: Option<bool>,
    /// Whether the two above judge the first lap's end.
    ends_first_lap: bool,
    opponent_can_move: Option<bool>,
}

impl CompiledOutcome {
    fn new(outcome: &MoveOutcome, variant: &Variant, total: u32) -> Self {
        CompiledOutcome {
            first_into: outcome
                .first_into
                .as_ref()
                .map(|c| CountTable::new(c, total)),
            reaches: outcome.reaches.map(|set| site_masks(variant, set)),
            ends_in: outcome.ends_in.map(|set| site_masks(variant, set)),
            ends_was_empty: outcome.ends_was_empty,
            ends_first_lap: outcome.ends_first_lap,
            opponent_can_move: outcome.opponent_can_move,
        }
    }

    /// Whether the sowing `seen` by `player` does what it asks, leaving
    /// `after`.
    fn holds(&self, rules: &Rules, seen: &Seen, player: Player, after: &[u16; MAX_SITES]) -> bool {
        let p = player.index();
        let at = |mask: &PerPlayer<Vec<bool>>, site: u16| {
            mask[p].get(usize::from(site)).copied().unwrap_or(false)
        };
        let (last, was_empty) = match self.ends_first_lap {
            true => seen.first_lap_end,
            false => (seen.last, seen.last_was_empty),
        };
        self.first_into
            .as_ref()
            .is_none_or(|t| seen.first_before.is_some_and(|n| t.matches(n)))
            && self
                .reaches
                .as_ref()
                .is_none_or(|m| (0..rules.holes as u16).any(|h| seen.reached(h) && at(m, h)))
            && self
                .ends_in
                .as_ref()
                .is_none_or(|m| last != NONE && at(m, last))
            && self.ends_was_empty.is_none_or(|e| was_empty == e)
            && self
                .opponent_can_move
                .is_none_or(|c| can_move(rules, after, player.other()) == c)
    }
}

/// Whether `player` holds enough seeds in a hole they may start from.
pub(super) fn can_move(rules: &Rules, counts: &[u16; MAX_SITES], player: Player) -> bool {
    rules.starts[player.index()]
        .iter()
        .any(|&h| rules.may_start_with(counts[h as usize]))
}

impl CompiledRequirement {
    /// Whether it governs a move of `player` from `hole`, holding `count`.
    fn governs(&self, player: Player, hole: u16, count: u16) -> bool {
        let in_hole = self.hole.as_ref().is_none_or(|m| {
            m[player.index()]
                .get(hole as usize)
                .copied()
                .unwrap_or(false)
        });
        in_hole && self.count.as_ref().is_none_or(|t| t.matches(count))
    }

    fn holds(&self, rules: &Rules, seen: &Seen, player: Player, after: &[u16; MAX_SITES]) -> bool {
        self.all.holds(rules, seen, player, after)
            && (self.any_of.is_empty()
                || self
                    .any_of
                    .iter()
                    .any(|o| o.holds(rules, seen, player, after)))
    }
}

/// The requirements of `variant`, with `total` seeds in play, their hole
/// references composed on `geometry`.
pub(super) fn compile(
    variant: &Variant,
    total: u32,
    geometry: &Geometry<'_>,
) -> Vec<CompiledRequirement> {
    variant
        .requirements
        .iter()
        .map(|r| CompiledRequirement {
            hole: r.hole.map(|set| site_masks(variant, set)),
            count: r.count.as_ref().map(|c| CountTable::new(c, total)),
            all: CompiledOutcome::new(&r.all, variant, total),
            any_of: r
                .any_of
                .iter()
                .map(|o| CompiledOutcome::new(o, variant, total))
                .collect(),
            if_possible: r.if_possible,
            opponent_stuck: r.opponent_stuck,
            start_holes: r
                .start_holes
                .iter()
                .map(|c| {
                    (
                        CompiledRef::new(&c.at.value, geometry, variant.board.sites()),
                        CompiledPrevious::new(&c.condition, variant, total),
                    )
                })
                .collect(),
            whole: r.needs_whole_sowing(),
        })
        .collect()
}

/// What a watched sowing showed: where its first seed fell, the holes it
/// dropped seeds into, and where its last seed fell.
struct Seen {
    /// The lifted hole, to tell what the first seed's hole held before.
    start: u16,
    /// What the first seed's site held before it fell (`None` before it
    /// falls).
    first_before: Option<u16>,
    /// Bit `h`: a seed fell into hole `h`.
    reached: u128,
    /// Where the last lap's last seed fell.
    last: u16,
    /// Whether it was empty before.
    last_was_empty: bool,
    /// Where the first lap's last seed fell, and whether that hole was
    /// empty before (`NONE` until the first lap ends).
    first_lap_end: (u16, bool),
}

impl Seen {
    fn reached(&self, hole: u16) -> bool {
        self.reached & hole_bit(hole) != 0
    }
}

/// Sees a sowing's first seed only: the rest of a relay is not sown (it
/// may take millions of laps, for a test on one hole).
struct FirstSeed<'a>(&'a mut Seen, &'a [u16; MAX_SITES]);

impl Watch for FirstSeed<'_> {
    const FIRST_LAP_ONLY: bool = true;

    fn seed(&mut self, site: u16) {
        see_first(self.0, self.1, site);
    }

    fn lap(&mut self, lap: LapSeen) {
        see_first_lap(self.0, lap);
    }
}

/// Sees the whole sowing.
struct WholeSowing<'a>(&'a mut Seen, &'a [u16; MAX_SITES]);

impl Watch for WholeSowing<'_> {
    fn seed(&mut self, site: u16) {
        see_first(self.0, self.1, site);
        self.0.reached |= hole_bit(site);
    }

    fn lap(&mut self, lap: LapSeen) {
        see_first_lap(self.0, lap);
        self.0.last = lap.last;
        self.0.last_was_empty = lap.was_empty;
    }
}

/// Notes where the first lap ended, once it has.
fn see_first_lap(seen: &mut Seen, lap: LapSeen) {
    if seen.first_lap_end.0 == NONE {
        seen.first_lap_end = (lap.last, lap.was_empty);
    }
}

/// Notes where the first seed fell, and what its hole held before
/// (`counts`, the position before the move: only the lifted hole has
/// changed then).
fn see_first(seen: &mut Seen, counts: &[u16; MAX_SITES], site: u16) {
    if seen.first_before.is_none() {
        seen.first_before = Some(match site {
            s if s == seen.start => 0,
            s => counts[s as usize],
        });
    }
}

/// Whether `m`, a legal move of `player` by every other rule, meets every
/// requirement that governs it (those that lapse left out where `lapsed`).
pub(super) fn allows(
    rules: &Rules,
    position: (&[u16; MAX_SITES], &Claims),
    player: Player,
    ply: u32,
    m: Move,
    lapsed: bool,
) -> bool {
    first_failed(rules, position, player, ply, m, lapsed).is_none()
}

/// The first requirement governing `m` (by index) that it fails, if any
/// (those that lapse left out where `lapsed`).
pub(super) fn first_failed(
    rules: &Rules,
    (counts, claims): (&[u16; MAX_SITES], &Claims),
    player: Player,
    ply: u32,
    m: Move,
    lapsed: bool,
) -> Option<usize> {
    let start = m.hole();
    let lifted = counts[start as usize];
    // The requirements that govern the move, a bit each (at most
    // `MAX_LANDING_RULES`, 64), and whether one looks past the first seed.
    let (mut governed, mut whole) = (0u64, false);
    // Asked only where a requirement governs while the opponent is stuck.
    let stuck = (rules.requirements.iter())
        .any(|r| r.opponent_stuck)
        .then(|| !can_move(rules, counts, player.other()));
    for (i, r) in rules.requirements.iter().enumerate().take(64) {
        if r.governs(player, start, lifted)
            && !(lapsed && r.if_possible)
            && (!r.opponent_stuck || stuck == Some(true))
        {
            governed |= 1 << i;
            whole |= r.whole;
        }
    }
    if governed == 0 {
        return None;
    }
    let rules_for = rules.for_move(m, lifted);
    // Conditions on the holes around the start are read off the board as
    // it lies, before any sowing, on the way the move sows.
    let at_start = Anchor {
        last: start,
        previous: NONE,
        origin: start,
        ended: NONE,
        mover: player,
    };
    let mut bits = governed;
    while bits != 0 {
        let i = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        let fails = rules_for
            .requirements
            .get(i)
            .is_some_and(|r| !named_holes_hold(&r.start_holes, counts, claims, at_start));
        if fails {
            return Some(i);
        }
    }
    let (mut after, mut claims_after) = (*counts, *claims);
    let mut seen = Seen {
        start,
        first_before: None,
        reached: 0,
        last: NONE,
        last_was_empty: false,
        first_lap_end: (NONE, false),
    };
    let position = (&mut after, &mut claims_after);
    if whole {
        sow_seen(
            rules_for,
            position,
            (start, player, ply),
            WholeSowing(&mut seen, counts),
        );
    } else {
        sow_seen(
            rules_for,
            position,
            (start, player, ply),
            FirstSeed(&mut seen, counts),
        );
    }
    let mut bits = governed;
    while bits != 0 {
        let i = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        let fails = rules
            .requirements
            .get(i)
            .is_some_and(|r| seen.first_before.is_none() || !r.holds(rules, &seen, player, &after));
        if fails {
            return Some(i);
        }
    }
    None
}

/// Sows `start` for `player` in ply `ply` on the position given, telling
/// `watch`.
fn sow_seen(
    rules: &Rules,
    (counts, claims): (&mut [u16; MAX_SITES], &mut Claims),
    (start, player, ply): (u16, Player, u32),
    mut watch: impl Watch,
) {
    sow_watched(rules, counts, claims, start, player, ply, &mut watch);
}
