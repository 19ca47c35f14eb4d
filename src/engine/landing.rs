//! A landing rule compiled for play: its conditions as lookup tables over
//! sites and counts, and bits saying which rarer checks it needs, so the
//! sowing loop (`sow.rs`) tries most rules with a few loads. Compiled from
//! `model::landing`.

use super::rules::{CountTable, site_masks};
use crate::model::{
    Capture, CaptureTo, Claim, ClaimedBy, CountSet, LandingRule, Transfer, Trigger, Variant,
};

/// A landing rule in table form.
#[derive(Debug, Clone)]
pub struct CompiledRule {
    /// For each player, whether each site meets the rule's `hole`.
    pub hole: Option<[Vec<bool>; 2]>,
    /// The landing count condition.
    pub count: Option<CountTable>,
    /// The was-empty condition.
    pub was_empty: Option<bool>,
    /// The opposite count condition.
    pub opposite: Option<CountTable>,
    /// The count condition on the hole behind the opposite one.
    pub behind_opposite: Option<CountTable>,
    /// The next hole's count condition.
    pub next: Option<CountTable>,
    /// The holes it takes.
    pub capture: Capture,
    /// Whether it takes any hole (`capture` names one, or a chain).
    pub takes: bool,
    /// Capture nothing when it would take all the opponent's seeds.
    pub grand_slam_forfeits: bool,
    /// How the turn goes on.
    pub then: Option<crate::model::Then>,
    /// Whether (and by whom) the landing hole must be claimed.
    pub claimed: Option<crate::model::ClaimedBy>,
    /// The holes that become the mover's claimed holes.
    pub claim: Claim,
    /// Seeds moved from one hole to another.
    pub transfer: Option<Transfer>,
    /// Seeds to take from the landing hole to the mover's store.
    pub take: Option<u16>,
    /// The plies of the round (from 1) in which the rule may fire.
    pub ply: Option<CountSet>,
    /// How many claimed holes must be on the board.
    pub claims: Option<CountTable>,
    /// Whether the ply's sowing must have captured (or not) before.
    pub captured: Option<bool>,
    /// The laps of the ply's sowing (from 1) on which the rule may fire.
    pub lap: Option<CountSet>,
    /// The condition on the hole the last seed but one fell into.
    pub previous: Option<CompiledPrevious>,
    /// Whether the rule has a condition or effect about claims beyond
    /// `claimed` (`claims`, `previous`, `claim`): checked apart.
    pub claims_related: bool,
    /// Whether the rule looks at every seed but a lap's last.
    pub every_seed: bool,
    /// Whether it has a condition on the ply, the lap, the next hole or
    /// what the sowing captured: checked apart, as most rules have none of them.
    pub further: bool,
    /// Whether its captures go to the owner of each hole (else the mover).
    pub to_owner: bool,
    /// Whether the landing hole must have been lifted this round (or not).
    pub lifted: Option<bool>,
    /// How many holes the opponent must play this round.
    pub opponent_holes: Option<CountSet>,
    /// Take all the landing hole's seeds but this many.
    pub leave: Option<u16>,
    /// Whether its captures are sown back onto the mover's holes, from
    /// the hole its lap was lifted from (`to = { sow_from = "lap-start" }`).
    pub sow_back: bool,
    /// Where it sows them back from instead, when that is an end of the
    /// capturing hole's row (`sow_from = "row-end"`).
    pub row_end: Option<Box<super::row_end::RowEnds>>,
}

/// The `previous` condition of a landing rule, in table form.
#[derive(Debug, Clone)]
pub struct CompiledPrevious {
    /// For each player, whether each site meets its `hole`.
    pub hole: Option<[Vec<bool>; 2]>,
    /// Its count condition.
    pub count: Option<CountTable>,
    /// Whether (and by whom) it must be claimed.
    pub claimed: Option<ClaimedBy>,
}

impl CompiledRule {
    /// Compiles `rule` of `variant`.
    pub(super) fn new(r: &LandingRule, variant: &Variant) -> CompiledRule {
        let total = variant.total_seeds();
        CompiledRule {
            hole: r.hole.map(|set| site_masks(variant, set)),
            count: r.count.as_ref().map(|c| CountTable::new(c, total)),
            was_empty: r.was_empty,
            opposite: r.opposite.as_ref().map(|c| CountTable::new(c, total)),
            behind_opposite: r
                .behind_opposite
                .as_ref()
                .map(|c| CountTable::new(c, total)),
            next: r.next.as_ref().map(|c| CountTable::new(c, total)),
            capture: r.capture,
            takes: r.capture.takes_any(),
            grand_slam_forfeits: r.grand_slam_forfeits,
            then: r.then,
            claimed: r.claimed,
            claim: r.claim,
            transfer: r.transfer,
            take: r.take.map(|t| t.min(u32::from(u16::MAX)) as u16),
            ply: r.ply.clone(),
            claims: r.claims.as_ref().map(|c| CountTable::new(c, total)),
            captured: r.captured,
            lap: r.lap.clone(),
            claims_related: r.claims.is_some()
                || r.previous.is_some()
                || r.claim.any()
                || r.lifted.is_some(),
            further: r.ply.is_some()
                || r.next.is_some()
                || r.captured.is_some()
                || r.lap.is_some()
                || r.behind_opposite.is_some()
                || r.opponent_holes.is_some(),
            previous: r.previous.as_ref().map(|p| CompiledPrevious {
                hole: p.hole.map(|set| site_masks(variant, set)),
                count: p.count.as_ref().map(|c| CountTable::new(c, total)),
                claimed: p.claimed,
            }),
            every_seed: r.on == Trigger::EverySeed,
            to_owner: r.to == CaptureTo::Owner,
            lifted: r.lifted,
            opponent_holes: r.opponent_holes.clone(),
            leave: r.leave.map(|l| l.min(u32::from(u16::MAX)) as u16),
            sow_back: r.sow_back.is_some(),
            row_end: r
                .sow_back
                .filter(|b| b.from == crate::model::SowBackFrom::RowEnd)
                .map(|b| Box::new(super::row_end::RowEnds::of(variant, b.nearer_end_within))),
        }
    }
}

/// From how many laps sown a relay's `when.lap` conditions say the same of
/// every later lap (or of every other lap: the period), so that two states
/// at a lift from then on, a period apart, go on alike.
pub(super) fn lap_conditions_settle(landing: &[CompiledRule]) -> (u32, u32) {
    landing
        .iter()
        .filter_map(|r| r.lap.as_ref())
        .fold((0, 1), |(before, period), lap| match lap {
            // Lap `max + 1` on the condition fails for good (an open range
            // holds for good from `min`): the state before it is settled.
            CountSet::Range { min, max } if *max == u32::MAX => (before.max(*min), period),
            CountSet::Range { max, .. } => (before.max(*max), period),
            CountSet::List(list) => (before.max(list.iter().copied().max().unwrap_or(0)), period),
            CountSet::Even | CountSet::Odd => (before, 2),
        })
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
