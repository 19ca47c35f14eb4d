//! R001 rule-never-matches: a landing rule's condition can never hold.
//!
//! Its code and documentation: [`crate::codes::rule_never_matches`].

use std::ops::Range;

use crate::codes::rule_never_matches::CODE;
use crate::diagnostic::Diagnostic;
use crate::format::Sp;
use crate::model::HoleRef;
use crate::model::hole_ref::{HoleStep, Start};
use crate::model::{ClaimedBy, HoleSet, LandingRule, Lowered};

/// An R001 on each condition of a rule that no landing can meet.
pub fn check(model: &Lowered, out: &mut Vec<Diagnostic>) {
    for rule in &model.landing {
        impossible_conditions(rule, model.total, out);
    }
    never_captured(model, out);
    // A condition on claimed holes holds only once something claims; a
    // claim left unread may be the one that claims.
    let claiming = model.landing.iter().any(|r| r.claim.any());
    if claiming || model.unread("landing", &["claim"]) {
        return;
    }
    for rule in &model.landing {
        if let Some(Sp {
            value: by,
            span: at,
        }) = &rule.when.marks.claimed
            && *by != ClaimedBy::No
        {
            out.push(
                never(rule, "no landing rule claims holes", at.clone())
                    .with_help("add `claim = true` to the rule that makes claimed holes"),
            );
        }
    }
}

/// An R001 on each `captured = true` of a file where no rule captures or
/// takes: the sowing never has captured. A `capture` or `take` left unread
/// may be the one that does.
fn never_captured(model: &Lowered, out: &mut Vec<Diagnostic>) {
    if !no_rule_captures(model) {
        return;
    }
    for rule in &model.landing {
        if let Some(Sp {
            value: true,
            span: at,
        }) = &rule.when.turn.captured
        {
            out.push(
                never(rule, "no landing rule captures or takes seeds", at.clone())
                    .with_help("add the rule that captures, or drop `captured`"),
            );
        }
    }
}

/// Whether no landing rule of the file captures or takes seeds, none
/// whose `capture` or `take` was left unread included.
pub(super) fn no_rule_captures(model: &Lowered) -> bool {
    let capturing = model.landing.iter().any(LandingRule::captures);
    !(capturing || model.unread("landing", &["capture"]) || model.unread("landing", &["take"]))
}

/// The R001s of one rule's own conditions, with `total` seeds in play.
fn impossible_conditions(rule: &LandingRule, total: u32, out: &mut Vec<Diagnostic>) {
    let counts = [
        ("count", &rule.when.landing.count),
        ("opposite", &rule.when.nearby.opposite),
        ("behind_opposite", &rule.when.nearby.behind_opposite),
    ];
    for (what, condition) in counts {
        let Some(Sp {
            value: set,
            span: at,
        }) = condition
        else {
            continue;
        };
        match set.min() {
            None => out.push(
                never(
                    rule,
                    &format!("no {what} matches {}", set.describe()),
                    at.clone(),
                )
                .with_help("give a non-empty list, or a range whose `min` is at most its `max`"),
            ),
            Some(m) if m > total => out.push(
                never(
                    rule,
                    &format!("its {what} needs {m} or more seeds, and only {total} are in play"),
                    at.clone(),
                )
                .with_help(format!("use counts of at most {total}")),
            ),
            _ => {}
        }
    }
    let landing = &rule.when.landing;
    if let (
        Some(Sp {
            value: true,
            span: at,
        }),
        Some(count),
    ) = (&landing.was_empty, &landing.count)
        && !count.value.matches(1)
    {
        out.push(
            never(
                rule,
                "a hole that was empty holds 1 seed after the drop",
                at.clone(),
            )
            .with_help("drop `was_empty`, or let `count` include 1"),
        );
    }
    if matches!(
        landing.hole_set(),
        Some(HoleSet::OWN_STORE | HoleSet::OPPONENT_STORE | HoleSet::STORE)
    ) && (rule.when.nearby.opposite.is_some()
        || rule.when.nearby.behind_opposite.is_some()
        || rule
            .capture
            .targets
            .iter()
            .any(|t| across_only(&t.value.hole)))
    {
        out.push(
            never(rule, "a store has no opposite hole", rule.span.clone())
                .with_help("drop the `opposite` condition or capture, or land in a hole instead"),
        );
    }
}

/// Whether every path of `hole` starts by going across or behind the
/// landing hole, which a store has neither of.
fn across_only(hole: &HoleRef) -> bool {
    hole.paths.iter().all(|p| {
        p.start == Start::Last
            && matches!(p.steps.first(), Some(HoleStep::Opposite | HoleStep::Behind))
    })
}

/// An R001 saying why `rule` can never fire.
fn never(rule: &LandingRule, why: &str, at: Range<usize>) -> Diagnostic {
    Diagnostic::new(
        &CODE,
        at,
        format!("rule `{}` can never fire: {why}", rule.name),
    )
}
