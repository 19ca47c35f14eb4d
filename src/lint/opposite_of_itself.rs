//! R015 opposite-of-itself: a landing rule looks at the hole opposite the
//! landing hole where that hole is the landing hole itself (the middle row
//! of three rows).
//!
//! Its code and documentation: [`crate::codes::opposite_of_itself`].

use std::ops::Range;

use crate::codes::opposite_of_itself::CODE;
use crate::diagnostic::Diagnostic;
use crate::model::hole_ref::HoleStep;
use crate::model::{HoleSet, LandingRule, Lowered};

/// An R015 on each mention of `opposite` in a rule that can land in a hole
/// that is its own opposite.
pub fn check(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let board = &model.board;
    let own_opposite: Vec<u16> = (0..board.holes() as u16)
        .filter(|&h| board.opposite(h) == h)
        .collect();
    if own_opposite.is_empty() {
        return;
    }
    for rule in &model.landing {
        let Some(&hole) = own_opposite.iter().find(|&&h| lands_in(model, rule, h)) else {
            continue;
        };
        for (at, what) in mentions(rule) {
            out.push(
                Diagnostic::new(
                    &CODE,
                    at.clone(),
                    format!(
                        "rule `{}` {what} the hole opposite, and can land in {}, which is its own opposite",
                        rule.name,
                        board.site_name(hole)
                    ),
                )
                .with_help("keep the rule off the middle row with a region of the holes it means"),
            );
        }
    }
}

/// Where `rule` names the opposite hole, and what it does with it.
fn mentions(rule: &LandingRule) -> Vec<(&Range<usize>, &'static str)> {
    let k = &rule.keys;
    let transfers = rule
        .transfer
        .as_ref()
        .is_some_and(|t| t.from.is(&[HoleStep::Opposite]) || t.to.is(&[HoleStep::Opposite]));
    [
        (
            rule.capture.names(&[HoleStep::Opposite]).map(|t| &t.span),
            "captures",
        ),
        (
            rule.when.nearby.opposite.as_ref().map(|c| &c.span),
            "has a condition on",
        ),
        (
            k.claim
                .as_ref()
                .filter(|_| rule.claim.names(&[HoleStep::Opposite])),
            "claims",
        ),
        (
            k.transfer.as_ref().filter(|_| transfers),
            "moves seeds with",
        ),
    ]
    .into_iter()
    .filter_map(|(at, what)| at.map(|at| (at, what)))
    .collect()
}

/// Whether `rule` can fire on a last seed in `hole`, for either player, as
/// far as its `hole` says (a region, which may leave the middle row out, is not judged).
fn lands_in(model: &Lowered, rule: &LandingRule, hole: u16) -> bool {
    let owner = model
        .owner
        .as_ref()
        .and_then(|o| o.value.get(hole as usize).copied().flatten());
    match rule.when.landing.hole_set() {
        None | Some(HoleSet::ANY) => true,
        Some(HoleSet::OWN | HoleSet::OPPONENT) => owner.is_some(),
        Some(HoleSet::Region(_)) => false,
        Some(HoleSet::OWN_STORE | HoleSet::OPPONENT_STORE | HoleSet::STORE) => false,
    }
}
