//! R015 opposite-of-itself: a landing rule looks at the hole opposite the
//! landing hole where that hole is the landing hole itself (the middle row
//! of three rows).

use std::ops::Range;

use crate::diagnostic::{Code, Diagnostic, Severity};
use crate::model::hole_ref::HoleStep;
use crate::model::{HoleSet, LandingRule, Lowered};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "R015",
    name: "opposite-of-itself",
    severity: Severity::Warning,
    summary: "A landing rule names the opposite of a hole that is its own opposite.",
    explanation: r#"## What it means
`opposite` is the hole in the same column with the rows mirrored. On a board
of three rows the middle row mirrors to itself: the hole opposite `c2` is
`c2`. This rule can land in the middle row and captures, claims, moves
seeds to or from, or counts the hole opposite: there, that is the landing
hole itself.
## Why it matters
"Take the hole across" becomes "take the hole the seed just fell into", and
a condition on the opposite count tests the landing count: not what a
source that says "opposite" means.
## Example
```toml
[board]
rows = 3
columns = 6
seeds = 3

[players.south]
rows = [1]
holes = ["d2-f2"]

[players.north]
rows = [3]
holes = ["a2-c2"]

[[landing]]
name = "take-across"
when = { hole = "own", was_empty = true }
capture = ["opposite"]
```
## How to fix
Keep the rule off the middle row with a region of the holes it means:
```toml
[regions.back-row]
south = ["a1-f1"]
north = ["a3-f3"]

[[landing]]
name = "take-across"
when = { hole = "back-row", was_empty = true }
capture = ["opposite"]
```
"#,
};

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
