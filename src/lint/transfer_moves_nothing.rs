//! R007 transfer-moves-nothing: a landing rule's `transfer` can never move
//! a seed.
//!
//! Its code and documentation: [`crate::codes::transfer_moves_nothing`].

use crate::codes::transfer_moves_nothing::CODE;
use crate::diagnostic::Diagnostic;
use crate::model::{HoleRef, LandingRule, Lowered};

/// An R007 on the `transfer` of each rule whose transfer moves nothing.
pub fn check(model: &Lowered, out: &mut Vec<Diagnostic>) {
    for rule in &model.landing {
        let (Some(t), Some(at)) = (&rule.transfer, &rule.keys.transfer) else {
            continue;
        };
        let why = if t.from == t.to {
            "takes from the very hole it puts into"
        } else if captures(rule, &t.from) {
            "takes from a hole the rule has just captured"
        } else {
            continue;
        };
        out.push(
            Diagnostic::new(
                &CODE,
                at.clone(),
                format!("the transfer of rule `{}` {why}", rule.name),
            )
            .with_help("name in `from` a hole the rule does not capture, and another in `to`"),
        );
    }
}

/// Whether `rule` captures the hole `hole` names (a chain may or may not
/// reach it, so only the holes `capture` names count).
fn captures(rule: &LandingRule, hole: &HoleRef) -> bool {
    (rule.capture.last && hole.is(&[]))
        || rule
            .capture
            .targets
            .iter()
            .any(|t| t.value.only_if.is_none() && t.value.hole == *hole)
}
