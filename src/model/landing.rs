//! Landing rules (`[[landing]]`), resolved: where a lap's last seed (or
//! every seed) must land for a rule to fire, what it then does, and where
//! each of its keys is written for the static checks; lowered from the
//! format, with the value checks of its keys, and compared (`covers`) for
//! the unreachable-rule check, and told in words for hover. The engine
//! compiles them in `engine::landing`.

use std::fmt::Write;
use std::ops::Range;

use super::hole_ref::HoleRef;
use super::lower::Lower;
use super::row_end::SownFrom;
use super::when::When;
use super::{Capture, Claim, Laps, Region, SowBack, Transfer, Variant, count_in_seeds};
use crate::codes;
use crate::diagnostic::Diagnostic;
use crate::format::{self as f, CaptureTo, MAX_LANDING_RULES, Sp, Then, Trigger};

/// A landing rule, resolved.
#[derive(Debug, Clone)]
pub struct LandingRule {
    /// Its name.
    pub name: String,
    /// The span of its name value.
    pub name_span: Range<usize>,
    /// The span of the whole `[[landing]]` table.
    pub span: Range<usize>,
    /// The conditions under which it fires (`when`).
    pub when: When,
    /// The holes it takes.
    pub capture: Capture,
    /// Capture nothing when the capture would take all the opponent's seeds.
    pub grand_slam_forfeits: bool,
    /// How the turn goes on; `None` means the default (relay from an
    /// occupied hole under relay sowing, else the turn ends).
    pub then: Option<Then>,
    /// The holes that become claimed holes of the mover.
    pub claim: Claim,
    /// The mark it puts on the hole where it fires, and where it is
    /// written (`mark`).
    pub mark: Option<(String, Range<usize>)>,
    /// Seeds moved from one hole to another.
    pub transfer: Option<Transfer>,
    /// Take up to this many seeds from the landing hole to the store.
    pub take: Option<u32>,
    /// Which seeds the rule looks at.
    pub on: Trigger,
    /// Whose store its captures go to.
    pub to: CaptureTo,
    /// Where captured seeds are sown back from onto the mover's holes,
    /// instead of going to a store (`to = { sow_from = … }`): none, one,
    /// or several for the mover to choose among (`to = [{ sow_from = …
    /// }, …]`), in the order written.
    pub sow_back: Vec<SowBack>,
    /// The hole its captures are given into, instead of a store (`to = {
    /// into = … }`).
    pub given_into: Option<HoleRef>,
    /// Where its keys are written.
    pub keys: RuleKeys,
    /// Take every seed of the landing hole but this many to the store.
    pub leave: Option<u32>,
    /// Whether the mover may decline it, where it holds (`optional`).
    pub optional: bool,
    /// Where its relay goes on, for this rule alone (`relay_from`).
    pub relay_from: Option<f::RelayFrom>,
}

/// Where the keys of a landing rule are written, each when it is given:
/// what the static checks point at.
#[derive(Debug, Clone, Default)]
pub struct RuleKeys {
    /// `to`, when given.
    pub to: Option<Range<usize>>,
    /// `on`, when given.
    pub on: Option<Range<usize>>,
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
    /// `optional`.
    pub optional: Option<Range<usize>>,
    /// `relay_from`.
    pub relay_from: Option<Range<usize>>,
}

impl LandingRule {
    /// Whether the rule takes seeds off the board when it fires
    /// (`capture`, `take`, `leave`): what a duty to capture counts. A
    /// `transfer` moves seeds between holes and takes none.
    pub fn captures(&self) -> bool {
        self.capture.takes_any() || self.take.is_some() || self.leave.is_some()
    }

    /// Whether the rule has no condition at all (matches every landing).
    pub fn matches_everything(&self) -> bool {
        self.when.is_empty()
    }

    /// Whether this rule's `when` holds at every landing where `later`'s
    /// does, so that, tried first, it leaves `later` nothing to fire on
    /// (see `When::covers`).
    pub fn covers(&self, later: &LandingRule) -> bool {
        self.on == later.on && self.when.covers(&later.when)
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
        let rule = LandingRule {
            name: r.name.value.clone(),
            name_span: r.name.span.clone(),
            span: span.clone(),
            when: When::lower(r.when.as_ref().map(|w| &w.value), regions, low),
            capture: Capture::lower(r, regions, low),
            grand_slam_forfeits: r
                .grand_slam
                .as_ref()
                .is_some_and(|g| g.value == f::GrandSlam::CaptureNothing),
            then: r.then.as_ref().map(|t| t.value),
            claim: Claim::lower(
                r.claim.as_ref().map(|c| &c.value),
                r.claim.as_ref().map_or(span.clone(), |c| c.span.clone()),
                low,
            ),
            mark: r.mark.as_ref().map(|m| (m.value.clone(), m.span.clone())),
            transfer: r
                .transfer
                .as_ref()
                .and_then(|t| Transfer::lower(&t.value, low)),
            take: r.take.as_ref().map(|t| t.value),
            on: r.on.as_ref().map(|o| o.value).unwrap_or_default(),
            to: match r.to.as_ref().map(|t| &t.value) {
                Some(f::Destinations::One(f::CaptureDestination::Store(to))) => *to,
                _ => f::CaptureTo::default(),
            },
            sow_back: r
                .to
                .as_ref()
                .map(|t| sow_backs(&r.name.value, &t.value, &t.span, low))
                .unwrap_or_default(),
            given_into: match r.to.as_ref() {
                Some(Sp {
                    value: f::Destinations::One(to),
                    span,
                }) => given_into(to, span, low),
                _ => None,
            },
            keys: RuleKeys {
                to: r.to.as_ref().map(|t| t.span.clone()),
                on: r.on.as_ref().map(|o| o.span.clone()),
                then: r.then.as_ref().map(|t| t.span.clone()),
                chain: r.chain.as_ref().map(|c| c.span.clone()),
                grand_slam: r.grand_slam.as_ref().map(|g| g.span.clone()),
                claim: r.claim.as_ref().map(|c| c.span.clone()),
                transfer: r.transfer.as_ref().map(|t| t.span.clone()),
                chain_within: r.chain_within.as_ref().map(|c| c.span.clone()),
                optional: r.optional.as_ref().map(|o| o.span.clone()),
                relay_from: r.relay_from.as_ref().map(|o| o.span.clone()),
            },
            leave: r.leave.as_ref().map(|l| l.value),
            optional: r.optional.as_ref().is_some_and(|o| o.value),
            relay_from: r.relay_from.as_ref().map(|o| o.value),
        };
        if let Some(Sp { value: 0, span }) = r.transfer.as_ref().map(|t| &t.value.seeds) {
            low.diags.push(
                Diagnostic::new(
                    &codes::value_out_of_range::CODE,
                    span.clone(),
                    "`seeds = 0` moves nothing",
                )
                .with_help("move at least 1 seed, or leave `transfer` out"),
            );
        }
        if let Some(Sp { value: 0, span }) = &r.take {
            low.diags.push(
                Diagnostic::new(
                    &codes::value_out_of_range::CODE,
                    span.clone(),
                    "`take = 0` takes nothing",
                )
                .with_help("take at least 1 seed, or leave `take` out"),
            );
        }
        if let (Some(take), Some(leave)) = (&r.take, &r.leave) {
            low.diags.push(codes::take_and_leave::diagnostic(
                &r.name.value,
                take,
                leave,
            ));
        }
        out.push(rule);
    }
    if rules.len() > MAX_LANDING_RULES
        && let Some((span, _)) = rules.get(MAX_LANDING_RULES)
    {
        low.diags.push(
            Diagnostic::new(
                &codes::input_too_large::CODE,
                span.clone(),
                format!("more than {MAX_LANDING_RULES} landing rules"),
            )
            .with_help("merge rules; sow reads the first 64"),
        );
    }
    out
}

/// The hole a rule's `to` gives its captures into, when it does; an
/// R019 where its hole reference cannot be read.
fn given_into(
    to: &f::CaptureDestination,
    span: &Range<usize>,
    low: &mut Lower<'_, '_>,
) -> Option<HoleRef> {
    let f::CaptureDestination::Given { into } = to else {
        return None;
    };
    HoleRef::of(into)
        .map_err(|problem| {
            low.diags.push(codes::hole_reference::diagnostic(
                span.clone(),
                &into.text(),
                problem,
            ))
        })
        .ok()
}

/// Where a rule's `to` sows its captures back from: nowhere, one place,
/// or the places the mover chooses among. An R011 for a choice that
/// lists nothing or lists a place that is no sowing back.
fn sow_backs(
    rule: &str,
    to: &f::Destinations,
    span: &Range<usize>,
    low: &mut Lower<'_, '_>,
) -> Vec<SowBack> {
    let listed = to.listed();
    let chosen = matches!(to, f::Destinations::Chosen(_));
    let refused = match listed {
        [] => Some("lists no place for the mover to choose"),
        _ if chosen
            && listed
                .iter()
                .any(|d| !matches!(d, f::CaptureDestination::SownBack { .. })) =>
        {
            Some(
                "lists a store or a hole to give into, where a choice lists only places to sow back from (`sow_from`)",
            )
        }
        _ => None,
    };
    if let Some(why) = refused {
        low.diags.push(
            Diagnostic::new(
                &codes::sow_back_misused::CODE,
                span.clone(),
                format!("`{rule}` lets the mover choose where captured seeds go, but its `to` {why}"),
            )
            .with_help(
                "list tables like `{ sow_from = \"row-end\" }`, or give one destination without a list",
            ),
        );
        return Vec::new();
    }
    listed
        .iter()
        .filter_map(|d| sow_back(d, span, low))
        .collect()
}

/// Where a rule's `to` sows its captures back from, when it does; an
/// R019 where its hole reference cannot be read.
fn sow_back(
    to: &f::CaptureDestination,
    span: &Range<usize>,
    low: &mut Lower<'_, '_>,
) -> Option<SowBack> {
    let f::CaptureDestination::SownBack {
        sow_from,
        nearer_end_within,
        way,
    } = to
    else {
        return None;
    };
    let from = match sow_from {
        f::SowFrom::Word(f::SowBackFrom::LapStart) => SownFrom::LapStart,
        f::SowFrom::Word(f::SowBackFrom::RowEnd) => SownFrom::RowEnd,
        f::SowFrom::Hole(spec) => match HoleRef::of(spec) {
            Ok(hole) => SownFrom::Hole(hole),
            Err(problem) => {
                low.diags.push(codes::hole_reference::diagnostic(
                    span.clone(),
                    &spec.text(),
                    problem,
                ));
                return None;
            }
        },
    };
    let against = *way == Some(f::Way::Against);
    Some(SowBack {
        from,
        nearer_end_within: nearer_end_within.unwrap_or(0),
        against,
    })
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
    out.push_str(match rule.on {
        Trigger::EverySeed => "When a seed other than a lap's last falls into ",
        Trigger::TurnEnd => "Once a ply's sowing has ended the turn, at every hole that is ",
        Trigger::LastSeed => "When the last seed of a lap lands in ",
    });
    rule.when.describe(&variant.regions, &mut out);
    out.push_str(": ");
    let taker = match rule.to {
        CaptureTo::Mover => "the mover",
        CaptureTo::Owner => "the owner of each hole",
        CaptureTo::Opponent => "the mover's opponent",
        CaptureTo::Claimer => "the player who claimed each hole",
    };
    let takes = rule.capture.describe(&variant.regions);
    if takes.is_empty() {
        if rule.take.is_none()
            && rule.leave.is_none()
            && !rule.claim.any()
            && rule.transfer.is_none()
            && rule.mark.is_none()
        {
            out.push_str("nothing is taken");
        }
    } else {
        let _ = write!(out, "{taker} takes the seeds of {}", takes.join(" and "));
        if rule.grand_slam_forfeits {
            out.push_str(" (but nothing when that would take every seed the opponent has)");
        }
        match rule.sow_back.as_slice() {
            [] => {}
            [back] => {
                let _ = write!(
                    out,
                    " and sows them back {}",
                    super::row_end::describe(back)
                );
            }
            backs => {
                let places: Vec<String> = backs.iter().map(super::row_end::describe).collect();
                let _ = write!(
                    out,
                    " and sows them back where the mover chooses (a ply of its own, wherever \
                     these differ): {}",
                    places.join("; or ")
                );
            }
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
    if let Some(into) = rule.given_into.as_ref().filter(|_| takes_some) {
        let _ = write!(out, ", and gives what it takes into {into}, where it stays");
    }
    // What the rule does to claims, in the order it does it.
    let claiming = rule.transfer.as_ref().map(Transfer::describe).into_iter();
    let marking = (rule.mark.as_ref())
        .map(|(name, _)| format!("the landing hole gets the mover's mark `{name}`"));
    for (i, words) in claiming
        .chain(rule.claim.describe())
        .chain(marking)
        .enumerate()
    {
        if i > 0 || takes_some {
            out.push_str("; ");
        }
        out.push_str(&words);
    }
    if every_seed {
        out.push_str("; the sowing goes on.");
        return out;
    }
    if rule.on == Trigger::TurnEnd {
        out.push_str(" (every hole judged on the board as the sowing left it); the turn ends.");
        return out;
    }
    let then = match rule.then {
        // The sown-back seeds are a lap of their own: its end decides.
        _ if !rule.sow_back.is_empty() && !takes.is_empty() => {
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
        Some(Then::Relay)
            if rule.relay_from.unwrap_or(variant.relay_from) == crate::format::RelayFrom::Next =>
        {
            "the hole after the landing hole is lifted and sowing goes on"
        }
        Some(Then::Relay) => "the landing hole is lifted and sowing goes on",
        None if variant.laps == Laps::Relay => {
            "sowing goes on from the landing hole if it already held seeds, else the turn ends"
        }
        None => "the turn ends",
    };
    let _ = write!(out, "; then {then}.");
    if rule.optional && rule.on == Trigger::LastSeed {
        out.push_str(
            " The mover may decline it (their ply `yes` fires it, `no` declines it): then the \
             rules after it decide.",
        );
    }
    out
}
