//! A landing rule compiled for play: its conditions (`when.rs`: lookup
//! tables over sites and counts, and bits saying which rarer checks they
//! need, so the sowing loop in `sow.rs` tries most rules with a few loads)
//! and its effects. Compiled from `model::landing`.

use super::hole_ref::{Anchor, CompiledRef, Geometry};
use super::rules::{CountTable, site_masks};
use super::when::{CompiledPrevious, CompiledWhen};
use crate::model::board::PerPlayer;
use crate::model::{
    Capture, CaptureTo, Claim, LandingRule, Player, SowBack, SownFrom, Trigger, Variant,
};

/// A landing rule in table form.
#[derive(Debug, Clone)]
pub struct CompiledRule {
    /// Its conditions.
    pub when: CompiledWhen,
    /// The holes it takes: the landing hole and its chain.
    pub capture: Capture,
    /// The other holes it takes, each a hole reference.
    pub targets: Box<[CaptureTarget]>,
    /// For each player, the holes a backward or forward chain goes on
    /// over (`None`: any): its own `hole`, or the rule's.
    pub chain_hole: Option<PerPlayer<Vec<bool>>>,
    /// The counts it goes on over: its own `count`, or the rule's.
    pub chain_count: Option<CountTable>,
    /// The holes taken at each hole of the chain, named from it (empty:
    /// the hole itself).
    pub chain_take: Box<[CompiledRef]>,
    /// For each player, the holes taken whatever they hold
    /// (`capture_every`).
    pub capture_every: Option<PerPlayer<Vec<bool>>>,
    /// The holes the mover then chooses and takes (`capture_chosen`).
    pub chosen: Option<ChosenTakes>,
    /// Whether it takes the seeds still in hand, ending the sowing
    /// (`capture_hand`, on a rule of every seed).
    pub takes_hand: bool,
    /// Whether it holds in the phase these rules are compiled for
    /// (`when.phase`); a rule that does not is tried nowhere.
    pub in_phase: bool,
    /// Whether it takes any hole (`capture` names one, or a chain).
    pub takes: bool,
    /// Capture nothing when it would take all the opponent's seeds.
    pub grand_slam_forfeits: bool,
    /// How the turn goes on.
    pub then: Option<crate::model::Then>,
    /// Where its relay goes on, for this rule alone: `Some(true)` from the
    /// hole after the landing hole, `Some(false)` from the landing hole,
    /// `None` as `[sowing] relay_from` says (`relay_from`).
    pub relay_next: Option<bool>,
    /// The holes that become the mover's claimed holes.
    pub claim: Claim,
    /// The same, compiled.
    pub claim_at: Box<[CompiledRef]>,
    /// Seeds moved from one hole to another.
    pub transfer: Option<CompiledTransfer>,
    /// Seeds to take from the landing hole to the mover's store.
    pub take: Option<u16>,
    /// Whether the rule has a condition on marks or makes a claim, whose
    /// limits are checked before it fires: checked apart.
    pub claims_related: bool,
    /// The mark bits it puts on the hole where it fires, by mover (`mark`;
    /// 0 for none).
    pub mark_bits: [u8; 2],
    /// Whether the rule looks at every seed but a lap's last.
    pub every_seed: bool,
    /// Which seeds or holes it looks at.
    pub on: Trigger,
    /// Whose store its seeds go to (`to`): the mover's, the owner's of
    /// each hole, the opponent's, or the claimer's of each hole.
    pub to: CaptureTo,
    /// Take all the landing hole's seeds but this many.
    pub leave: Option<u16>,
    /// Whether its captures are sown back onto the mover's holes.
    pub sow_back: bool,
    /// Where they are sown back from: one place, or the places the mover
    /// chooses among (a ply of its own where they differ).
    pub backs: Box<[CompiledBack]>,
    /// The hole its captures are given into, instead of a store (`to = {
    /// into = … }`).
    pub given_into: Option<CompiledRef>,
}

/// A place a rule's captures are sown back from, compiled.
#[derive(Debug, Clone)]
pub struct CompiledBack {
    /// Whether they are sown the other way, that lap only.
    pub against: bool,
    /// The hole they are sown as a lap lifted from, when a reference names
    /// it (`None`: the hole the capturing lap was lifted from, or a row's
    /// end).
    pub sow_from: Option<CompiledRef>,
    /// Where they start instead, when that is an end of the capturing
    /// hole's row (`sow_from = "row-end"`).
    pub row_end: Option<Box<super::row_end::RowEnds>>,
}

/// Where seeds sown back start, resolved for one capture: the lap that
/// sows them is sown as if lifted from `before`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct BackStart {
    /// The site the lap is sown as lifted from.
    pub before: u16,
    /// Whether that lap and the rest of the turn sow the other way (a
    /// row's end that turns it).
    pub turns: bool,
    /// Whether that lap only sows the other way.
    pub against: bool,
}

impl CompiledBack {
    /// Where the seeds of `anchor.mover`'s capture at `anchor.last` start
    /// from this place, on the board `counts`; `None` where it names no
    /// hole (they then stay in the mover's store).
    pub(super) fn start(
        &self,
        counts: &[u16; crate::model::board::MAX_SITES],
        anchor: Anchor,
    ) -> Option<BackStart> {
        let (before, turns) = match (&self.row_end, &self.sow_from) {
            (Some(ends), _) => ends.from(anchor.mover, anchor.last)?,
            (None, Some(hole)) => {
                let from = hole.resolve(counts, anchor);
                (from != super::rules::NONE).then_some((from, false))?
            }
            (None, None) => (anchor.origin, false),
        };
        Some(BackStart {
            before,
            turns,
            against: self.against,
        })
    }

    /// Compiles `back` of `variant`, its hole reference on `geometry`.
    fn new(back: &SowBack, variant: &Variant, geometry: &Geometry<'_>) -> Self {
        let sites = variant.board.sites();
        CompiledBack {
            against: back.against && back.from != SownFrom::RowEnd,
            sow_from: match &back.from {
                SownFrom::Hole(hole) => Some(CompiledRef::new(hole, geometry, sites)),
                _ => None,
            },
            row_end: (back.from == SownFrom::RowEnd).then(|| {
                Box::new(super::row_end::RowEnds::of(
                    variant,
                    back.nearer_end_within,
                    back.against,
                ))
            }),
        }
    }
}

/// Seeds a rule moves from one hole to another, its holes compiled.
#[derive(Debug, Clone)]
pub struct CompiledTransfer {
    /// The most seeds moved.
    pub seeds: u32,
    /// The hole they come from.
    pub from: CompiledRef,
    /// The hole they go to.
    pub to: CompiledRef,
}

/// A hole a rule takes, named by a reference.
#[derive(Debug, Clone)]
pub struct CaptureTarget {
    /// The hole.
    pub hole: CompiledRef,
    /// For the hole `k` steps along the track from the landing hole (`next`,
    /// `after-next`), `k`: an alternating chain goes on from the farthest
    /// of them that held seeds. 0 for any other.
    pub along: u8,
    /// Taken only where this holds, as the rule fires.
    pub only_if: Option<CompiledPrevious>,
}

impl CompiledRule {
    /// Compiles `rule` of `variant`, its hole references on `geometry`.
    pub(super) fn new(r: &LandingRule, variant: &Variant, geometry: &Geometry<'_>) -> CompiledRule {
        let sites = variant.board.sites();
        let when = CompiledWhen::new(&r.when, variant, geometry);
        let (chain_hole, chain_count, chain_take) = match &r.capture.link {
            Some(link) => (
                link.hole.map(|set| site_masks(variant, set)),
                link.count
                    .as_ref()
                    .map(|c| CountTable::new(&c.value, variant.total_seeds())),
                link.take
                    .iter()
                    .map(|t| CompiledRef::new(t, geometry, sites))
                    .collect(),
            ),
            None => (when.hole.clone(), when.count.clone(), Box::default()),
        };
        CompiledRule {
            capture_every: r.capture.every.map(|set| site_masks(variant, set)),
            takes_hand: r.capture.hand.is_some() && r.on == Trigger::EverySeed,
            in_phase: r.when.phase.holds_in(variant.in_phase),
            chosen: (r.capture.chosen.as_ref()).map(|c| ChosenTakes {
                holes: c.holes,
                from: site_masks(variant, c.from),
                except_special: c.except_special.is_some(),
            }),
            chain_hole,
            chain_count,
            chain_take,
            claims_related: when.marks || r.claim.any(),
            mark_bits: (r.mark.as_ref())
                .and_then(|(name, _)| variant.marks.iter().position(|k| &k.name == name))
                .filter(|&k| k < crate::format::MAX_MARKS)
                .map_or([0; 2], |k| Player::BOTH.map(|p| super::mark::bit(k, p))),
            when,
            capture: r.capture.clone(),
            targets: r
                .capture
                .targets
                .iter()
                .map(|t| CaptureTarget {
                    hole: CompiledRef::new(&t.value.hole, geometry, sites),
                    along: t
                        .value
                        .hole
                        .steps_along()
                        .map_or(0, |k| u8::try_from(k).unwrap_or(u8::MAX)),
                    only_if: t.value.only_if.as_ref().map(|c| {
                        CompiledPrevious::new(&c.condition, variant, variant.total_seeds())
                    }),
                })
                .collect(),
            takes: r.capture.takes_any(),
            grand_slam_forfeits: r.grand_slam_forfeits,
            then: r.then,
            relay_next: r.relay_from.map(|f| f == crate::format::RelayFrom::Next),
            claim: r.claim.clone(),
            claim_at: r
                .claim
                .holes
                .iter()
                .take(crate::model::claim::MAX_CLAIMS)
                .map(|h| CompiledRef::new(h, geometry, sites))
                .collect(),
            transfer: r.transfer.as_ref().map(|t| CompiledTransfer {
                seeds: t.seeds,
                from: CompiledRef::new(&t.from, geometry, sites),
                to: CompiledRef::new(&t.to, geometry, sites),
            }),
            take: r.take.map(|t| t.min(u32::from(u16::MAX)) as u16),
            every_seed: r.on == Trigger::EverySeed,
            on: r.on,
            to: r.to,
            leave: r.leave.map(|l| l.min(u32::from(u16::MAX)) as u16),
            sow_back: !r.sow_back.is_empty(),
            backs: r
                .sow_back
                .iter()
                .map(|b| CompiledBack::new(b, variant, geometry))
                .collect(),
            given_into: r
                .given_into
                .as_ref()
                .map(|hole| CompiledRef::new(hole, geometry, sites)),
        }
    }
}

/// The landing rules for which `pick` holds, as a bit set (bit `i` for
/// rule `i`; at most 64 rules).
pub(super) fn rule_bits(landing: &[CompiledRule], pick: impl Fn(&CompiledRule) -> bool) -> u64 {
    landing
        .iter()
        .enumerate()
        .take(64)
        .filter(|(_, r)| pick(r))
        .fold(0u64, |bits, (i, _)| bits | 1 << i)
}

/// The holes a rule lets the mover choose and take (`capture_chosen`),
/// compiled.
#[derive(Debug, Clone)]
pub struct ChosenTakes {
    /// How many.
    pub holes: u8,
    /// For each player, whether each hole may be chosen.
    pub from: PerPlayer<Vec<bool>>,
    /// Whether a hole that keeps a special status may not be chosen.
    pub except_special: bool,
}
