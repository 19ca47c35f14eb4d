//! Landing rules (`[[landing]]`), resolved: where a lap's last seed (or
//! every seed) must land for a rule to fire, what it then does, and where
//! each of its keys is written for the static checks; lowered from the
//! format, with the value checks of its keys, and compared (`covers`) for
//! the unreachable-rule check, and told in words for hover. The engine
//! compiles them in `engine::landing`.

use std::fmt::Write;
use std::ops::Range;

use super::hole_set;
use super::lower::{Lower, count_set};
use super::{
    Capture, Claim, CountSet, HoleSet, Laps, Region, SowBack, Transfer, Variant, count_in_seeds,
};
use crate::diagnostic::Diagnostic;
use crate::format::{self as f, CaptureTo, ClaimedBy, MAX_LANDING_RULES, Sp, Then, Trigger};
use crate::lint;

/// A landing rule, resolved.
#[derive(Debug, Clone)]
pub struct LandingRule {
    /// Its name.
    pub name: String,
    /// The span of its name value.
    pub name_span: Range<usize>,
    /// The span of the whole `[[landing]]` table.
    pub span: Range<usize>,
    /// Where the seed must land.
    pub hole: Option<HoleSet>,
    /// The landing hole's count after the drop.
    pub count: Option<CountSet>,
    /// Whether the landing hole must have been empty (or not) before.
    pub was_empty: Option<bool>,
    /// The count in the opposite hole.
    pub opposite: Option<CountSet>,
    /// The count in the hole behind the opposite one.
    pub behind_opposite: Option<CountSet>,
    /// The count in the hole after the landing hole along the track.
    pub next: Option<CountSet>,
    /// The holes it takes.
    pub capture: Capture,
    /// Capture nothing when the capture would take all the opponent's seeds.
    pub grand_slam_forfeits: bool,
    /// How the turn goes on; `None` means the default (relay from an
    /// occupied hole under relay sowing, else the turn ends).
    pub then: Option<Then>,
    /// Whether (and by whom) the landing hole must be claimed.
    pub claimed: Option<ClaimedBy>,
    /// The holes that become claimed holes of the mover.
    pub claim: Claim,
    /// Seeds moved from one hole to another.
    pub transfer: Option<Transfer>,
    /// Take up to this many seeds from the landing hole to the store.
    pub take: Option<u32>,
    /// The plies of the game or round (from 1) in which the rule may fire.
    pub ply: Option<CountSet>,
    /// How many claimed holes must be on the board.
    pub claims: Option<CountSet>,
    /// Whether the ply's sowing must have captured (or not) before.
    pub captured: Option<bool>,
    /// The laps of the ply's sowing (from 1) on which the rule may fire.
    pub lap: Option<CountSet>,
    /// The condition on the hole the last seed but one fell into.
    pub previous: Option<PreviousCondition>,
    /// Which seeds the rule looks at.
    pub on: Trigger,
    /// Whose store its captures go to.
    pub to: CaptureTo,
    /// Where captured seeds are sown back from onto the mover's holes,
    /// instead of going to a store (`to = { sow_from = … }`).
    pub sow_back: Option<SowBack>,
    /// Where its keys are written.
    pub keys: RuleKeys,
    /// Whether the landing hole must have been lifted this round (or not).
    pub lifted: Option<bool>,
    /// How many holes the mover's opponent must play this round.
    pub opponent_holes: Option<CountSet>,
    /// Take every seed of the landing hole but this many to the store.
    pub leave: Option<u32>,
}

/// Where the keys of a landing rule are written, each when it is given:
/// what the static checks point at.
#[derive(Debug, Clone, Default)]
pub struct RuleKeys {
    /// `to`, when given.
    pub to: Option<Range<usize>>,
    /// `on`, when given.
    pub on: Option<Range<usize>>,
    /// `count` in `when`.
    pub count: Option<Range<usize>>,
    /// `opposite` in `when`.
    pub opposite: Option<Range<usize>>,
    /// `behind_opposite` in `when`.
    pub behind_opposite: Option<Range<usize>>,
    /// `behind-opposite` in `capture`.
    pub capture_behind_opposite: Option<Range<usize>>,
    /// `was_empty` in `when`.
    pub was_empty: Option<Range<usize>>,
    /// `claimed` in `when`.
    pub claimed: Option<Range<usize>>,
    /// `captured` in `when`.
    pub captured: Option<Range<usize>>,
    /// `lap` in `when`.
    pub lap: Option<Range<usize>>,
    /// `previous` in `when`.
    pub previous: Option<Range<usize>>,
    /// `then`.
    pub then: Option<Range<usize>>,
    /// `chain`.
    pub chain: Option<Range<usize>>,
    /// `grand_slam`.
    pub grand_slam: Option<Range<usize>>,
    /// `claim`.
    pub claim: Option<Range<usize>>,
    /// `transfer`.
    pub transfer: Option<Range<usize>>,
    /// `chain_within`.
    pub chain_within: Option<Range<usize>>,
    /// `opposite` in `capture`.
    pub capture_opposite: Option<Range<usize>>,
}

/// A condition on the hole the last seed but one of a lap fell into.
#[derive(Debug, Clone, Default)]
pub struct PreviousCondition {
    /// Which hole it must be.
    pub hole: Option<HoleSet>,
    /// Its count after the seed fell.
    pub count: Option<CountSet>,
    /// Whether (and by whom) it must be claimed.
    pub claimed: Option<ClaimedBy>,
}

impl LandingRule {
    /// Whether the rule has no condition at all (matches every landing).
    pub fn matches_everything(&self) -> bool {
        self.hole.is_none()
            && self.count.is_none()
            && self.was_empty.is_none()
            && self.opposite.is_none()
            && self.behind_opposite.is_none()
            && self.next.is_none()
            && self.claimed.is_none()
            && self.ply.is_none()
            && self.claims.is_none()
            && self.captured.is_none()
            && self.lap.is_none()
            && self.previous.is_none()
            && self.lifted.is_none()
            && self.opponent_holes.is_none()
    }

    /// Whether this rule's `when` holds at every landing where `later`'s
    /// does, so that, tried first, it leaves `later` nothing to fire on.
    /// Each condition of this rule must be implied by `later`'s condition
    /// on the same thing; conditions are not weighed against each other
    /// (an `opposite` count against a store, say), so this may miss a
    /// shadowed rule but never reports one that can fire.
    pub fn covers(&self, later: &LandingRule) -> bool {
        if self.on != later.on {
            return false;
        }
        let previous = match (&self.previous, &later.previous) {
            (None, _) => true,
            (Some(_), None) => false,
            (Some(a), Some(b)) => {
                hole_set::covers(a.hole, b.hole)
                    && CountSet::covers(a.count.as_ref(), b.count.as_ref())
                    && claimed_covers(a.claimed, b.claimed)
            }
        };
        hole_set::covers(self.hole, later.hole)
            && CountSet::covers(self.count.as_ref(), later.count.as_ref())
            && (self.was_empty.is_none() || self.was_empty == later.was_empty)
            && CountSet::covers(self.opposite.as_ref(), later.opposite.as_ref())
            && CountSet::covers(
                self.behind_opposite.as_ref(),
                later.behind_opposite.as_ref(),
            )
            && CountSet::covers(self.next.as_ref(), later.next.as_ref())
            && claimed_covers(self.claimed, later.claimed)
            && CountSet::covers(self.ply.as_ref(), later.ply.as_ref())
            && CountSet::covers(self.claims.as_ref(), later.claims.as_ref())
            && (self.captured.is_none() || self.captured == later.captured)
            && CountSet::covers(self.lap.as_ref(), later.lap.as_ref())
            && (self.lifted.is_none() || self.lifted == later.lifted)
            && CountSet::covers(self.opponent_holes.as_ref(), later.opponent_holes.as_ref())
            && previous
    }
}

/// Whether a condition on claims `outer` holds wherever `inner` does.
fn claimed_covers(outer: Option<ClaimedBy>, inner: Option<ClaimedBy>) -> bool {
    match (outer, inner) {
        (None, _) => true,
        (Some(ClaimedBy::Yes), Some(ClaimedBy::ByMover | ClaimedBy::ByOpponent)) => true,
        (Some(a), Some(b)) => a == b,
        (Some(_), None) => false,
    }
}

/// Resolves the `[[landing]]` rules (the first `MAX_LANDING_RULES` of
/// them), with a diagnostic for each value that cannot work.
pub(super) fn lower(
    rules: &[(Range<usize>, f::LandingTable)],
    regions: &[Region],
    low: &mut Lower<'_, '_>,
) -> Vec<LandingRule> {
    let mut out: Vec<LandingRule> = Vec::new();
    for (span, r) in rules.iter().take(MAX_LANDING_RULES) {
        let when = r.when.as_ref().map(|w| &w.value);
        let hole = when
            .and_then(|w| w.hole.as_ref())
            .and_then(|h| low.hole_set(h, regions));
        let count = when.and_then(|w| w.count.as_ref());
        let opposite = when.and_then(|w| w.opposite.as_ref());
        let was_empty = when.and_then(|w| w.was_empty.as_ref());
        let captured = when.and_then(|w| w.captured.as_ref());
        let lap = when.and_then(|w| w.lap.as_ref());
        let behind_opposite = when.and_then(|w| w.behind_opposite.as_ref());
        let rule = LandingRule {
            name: r.name.value.clone(),
            name_span: r.name.span.clone(),
            span: span.clone(),
            hole,
            count: count.map(|c| count_set(&c.value)),
            was_empty: was_empty.map(|w| w.value),
            opposite: opposite.map(|c| count_set(&c.value)),
            behind_opposite: behind_opposite.map(|c| count_set(&c.value)),
            next: when
                .and_then(|w| w.next.as_ref())
                .map(|c| count_set(&c.value)),
            capture: Capture::of(r),
            grand_slam_forfeits: r
                .grand_slam
                .as_ref()
                .is_some_and(|g| g.value == f::GrandSlam::CaptureNothing),
            then: r.then.as_ref().map(|t| t.value),
            claimed: when.and_then(|w| w.claimed.as_ref()).map(|c| c.value),
            claim: Claim::of(r.claim.as_ref().map(|c| &c.value)),
            transfer: r.transfer.as_ref().map(|t| Transfer::of(&t.value)),
            take: r.take.as_ref().map(|t| t.value),
            ply: when
                .and_then(|w| w.ply.as_ref())
                .map(|c| count_set(&c.value)),
            claims: when
                .and_then(|w| w.claims.as_ref())
                .map(|c| count_set(&c.value)),
            captured: captured.map(|c| c.value),
            lap: lap.map(|c| count_set(&c.value)),
            previous: when.and_then(|w| w.previous.as_ref()).map(|p| {
                let p = &p.value;
                PreviousCondition {
                    hole: p.hole.as_ref().and_then(|h| low.hole_set(h, regions)),
                    count: p.count.as_ref().map(|c| count_set(&c.value)),
                    claimed: p.claimed.as_ref().map(|c| c.value),
                }
            }),
            on: r.on.as_ref().map(|o| o.value).unwrap_or_default(),
            to: match r.to.as_ref().map(|t| t.value) {
                Some(f::CaptureDestination::Store(to)) => to,
                _ => f::CaptureTo::default(),
            },
            sow_back: match r.to.as_ref().map(|t| t.value) {
                Some(f::CaptureDestination::SownBack {
                    sow_from,
                    nearer_end_within,
                }) => Some(SowBack {
                    from: sow_from,
                    nearer_end_within: nearer_end_within.unwrap_or(0),
                }),
                _ => None,
            },
            keys: RuleKeys {
                to: r.to.as_ref().map(|t| t.span.clone()),
                on: r.on.as_ref().map(|o| o.span.clone()),
                count: count.map(|c| c.span.clone()),
                opposite: opposite.map(|c| c.span.clone()),
                behind_opposite: behind_opposite.map(|c| c.span.clone()),
                capture_behind_opposite: r
                    .capture
                    .iter()
                    .find(|c| c.value == f::CaptureTarget::BehindOpposite)
                    .map(|c| c.span.clone()),
                was_empty: was_empty.map(|w| w.span.clone()),
                claimed: when
                    .and_then(|w| w.claimed.as_ref())
                    .map(|c| c.span.clone()),
                captured: captured.map(|c| c.span.clone()),
                lap: lap.map(|c| c.span.clone()),
                previous: when
                    .and_then(|w| w.previous.as_ref())
                    .map(|p| p.span.clone()),
                then: r.then.as_ref().map(|t| t.span.clone()),
                chain: r.chain.as_ref().map(|c| c.span.clone()),
                grand_slam: r.grand_slam.as_ref().map(|g| g.span.clone()),
                claim: r.claim.as_ref().map(|c| c.span.clone()),
                transfer: r.transfer.as_ref().map(|t| t.span.clone()),
                chain_within: r.chain_within.as_ref().map(|c| c.span.clone()),
                capture_opposite: r
                    .capture
                    .iter()
                    .find(|c| c.value == f::CaptureTarget::Opposite)
                    .map(|c| c.span.clone()),
            },
            lifted: when.and_then(|w| w.lifted.as_ref()).map(|l| l.value),
            opponent_holes: when
                .and_then(|w| w.opponent_holes.as_ref())
                .map(|c| count_set(&c.value)),
            leave: r.leave.as_ref().map(|l| l.value),
        };
        if let Some(Sp { value: 0, span }) = r.transfer.as_ref().map(|t| &t.value.seeds) {
            low.diags.push(
                Diagnostic::new(
                    &lint::value_out_of_range::CODE,
                    span.clone(),
                    "`seeds = 0` moves nothing",
                )
                .with_help("move at least 1 seed, or leave `transfer` out"),
            );
        }
        if let Some(Sp { value: 0, span }) = &r.take {
            low.diags.push(
                Diagnostic::new(
                    &lint::value_out_of_range::CODE,
                    span.clone(),
                    "`take = 0` takes nothing",
                )
                .with_help("take at least 1 seed, or leave `take` out"),
            );
        }
        if let (Some(take), Some(leave)) = (&r.take, &r.leave) {
            low.diags
                .push(lint::take_and_leave::diagnostic(&r.name.value, take, leave));
        }
        out.push(rule);
    }
    if rules.len() > MAX_LANDING_RULES
        && let Some((span, _)) = rules.get(MAX_LANDING_RULES)
    {
        low.diags.push(
            Diagnostic::new(
                &lint::input_too_large::CODE,
                span.clone(),
                format!("more than {MAX_LANDING_RULES} landing rules"),
            )
            .with_help("merge rules; sow reads the first 64"),
        );
    }
    out
}

/// What a landing rule does, in plain words.
pub fn describe(variant: &Variant, rule: &LandingRule) -> String {
    let position = variant
        .landing
        .iter()
        .position(|r| std::ptr::eq(r, rule))
        .map_or(0, |i| i + 1);
    let mut out = format!(
        "**Rule `{}`** (rule {position} of {}; it fires when no earlier rule matched)\n\n",
        rule.name,
        variant.landing.len()
    );
    let every_seed = rule.on == Trigger::EverySeed;
    let _ = write!(
        out,
        "{} {}",
        if every_seed {
            "When a seed other than a lap's last falls into"
        } else {
            "When the last seed of a lap lands in"
        },
        hole_set::describe(&variant.regions, rule.hole)
    );
    match rule.was_empty {
        Some(true) => out.push_str(" that was empty before"),
        Some(false) => out.push_str(" that already held seeds"),
        None => {}
    }
    if let Some(count) = &rule.count {
        let _ = write!(out, " and then holds {}", count_in_seeds(&count.describe()));
    }
    if let Some(opposite) = &rule.opposite {
        let _ = write!(
            out,
            ", with {} in the hole opposite",
            count_in_seeds(&opposite.describe())
        );
    }
    if let Some(behind) = &rule.behind_opposite {
        let _ = write!(
            out,
            ", with {} in the hole behind the opposite one",
            count_in_seeds(&behind.describe())
        );
    }
    if let Some(next) = &rule.next {
        let _ = write!(
            out,
            ", with {} in the next hole along the track",
            count_in_seeds(&next.describe())
        );
    }
    match rule.claimed {
        Some(ClaimedBy::No) => out.push_str(", not a claimed hole"),
        Some(ClaimedBy::Yes) => out.push_str(", a claimed hole"),
        Some(ClaimedBy::ByMover) => out.push_str(", a hole the mover has claimed"),
        Some(ClaimedBy::ByOpponent) => out.push_str(", a hole the opponent has claimed"),
        None => {}
    }
    if let Some(previous) = &rule.previous {
        let _ = write!(
            out,
            ", the seed before it having fallen into {}",
            hole_set::describe(&variant.regions, previous.hole)
        );
        if let Some(count) = &previous.count {
            let _ = write!(out, " now holding {}", count_in_seeds(&count.describe()));
        }
        match previous.claimed {
            Some(ClaimedBy::No) => out.push_str(" (not claimed)"),
            Some(_) => out.push_str(" (claimed)"),
            None => {}
        }
    }
    if let Some(claims) = &rule.claims {
        let _ = write!(
            out,
            ", when the number of claimed holes on the board is {}",
            claims.describe()
        );
    }
    if let Some(ply) = &rule.ply {
        let _ = write!(out, ", in ply {} of the round", ply.describe());
    }
    if let Some(lap) = &rule.lap {
        out.push_str(&super::turn::describe_lap(lap));
    }
    match rule.captured {
        Some(true) => out.push_str(", once the ply's sowing has captured seeds"),
        Some(false) => out.push_str(", while the ply's sowing has captured nothing"),
        None => {}
    }
    match rule.lifted {
        Some(true) => out.push_str(", once that hole has been sown from this round"),
        Some(false) => out.push_str(", while that hole has not been sown from this round"),
        None => {}
    }
    if let Some(n) = &rule.opponent_holes {
        // Counted in holes, worded as seeds are.
        let holes = count_in_seeds(&n.describe()).replacen(" seed", " hole", 1);
        let _ = write!(out, ", when the opponent has {holes} in play this round");
    }
    out.push_str(": ");
    let taker = match rule.to {
        CaptureTo::Mover => "the mover",
        CaptureTo::Owner => "the owner of each hole",
    };
    let takes = rule.capture.describe();
    if takes.is_empty() {
        if rule.take.is_none()
            && rule.leave.is_none()
            && !rule.claim.any()
            && rule.transfer.is_none()
        {
            out.push_str("nothing is taken");
        }
    } else {
        let _ = write!(out, "{taker} takes the seeds of {}", takes.join(" and "));
        if rule.grand_slam_forfeits {
            out.push_str(" (but nothing when that would take every seed the opponent has)");
        }
        if let Some(back) = rule.sow_back {
            let _ = write!(
                out,
                " and sows them back {}",
                super::row_end::describe(back)
            );
        }
    }
    if let Some(take) = rule.take {
        if !takes.is_empty() {
            out.push_str("; ");
        }
        let _ = write!(
            out,
            "{taker} takes up to {} from the landing hole",
            count_in_seeds(&take.to_string())
        );
    }
    if let Some(leave) = rule.leave {
        if rule.take.is_some() || !takes.is_empty() {
            out.push_str("; ");
        }
        let _ = write!(
            out,
            "{taker} takes every seed of the landing hole but {}",
            count_in_seeds(&leave.to_string())
        );
    }
    let takes_some = rule.take.is_some() || rule.leave.is_some() || !takes.is_empty();
    // What the rule does to claims, in the order it does it.
    let claiming = rule.transfer.map(|t| t.describe()).into_iter();
    for (i, words) in claiming.chain(rule.claim.describe()).enumerate() {
        if i > 0 || takes_some {
            out.push_str("; ");
        }
        out.push_str(&words);
    }
    if every_seed {
        out.push_str("; the sowing goes on.");
        return out;
    }
    let then = match rule.then {
        // The sown-back seeds are a lap of their own: its end decides.
        _ if rule.sow_back.is_some() && !takes.is_empty() => {
            "the last seed sown back relays or captures as any lap's last seed"
        }
        Some(Then::MoveAgain) => "the mover moves again",
        Some(Then::EndTurn) => "the turn ends",
        // A capture that leaves the landing hole moves the seed that
        // captured on: say so in the game's words.
        Some(Then::Relay) if rule.capture.takes_any() && !rule.capture.last => {
            "the seed that captured is lifted and moved on to the next hole, where the \
             rules are tried again"
        }
        Some(Then::Relay) => "the landing hole is lifted and sowing goes on",
        None if variant.laps == Laps::Relay => {
            "sowing goes on from the landing hole if it already held seeds, else the turn ends"
        }
        None => "the turn ends",
    };
    let _ = write!(out, "; then {then}.");
    out
}
