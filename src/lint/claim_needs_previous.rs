//! R004 claim-needs-previous: a rule claims the previous hole with no
//! condition on it.
//!
//! Its code and documentation: [`crate::codes::claim_needs_previous`].

use crate::codes::claim_needs_previous::CODE;
use crate::diagnostic::Diagnostic;
use crate::model::Lowered;

/// An R004 on the `claim` of each rule that claims the previous hole with
/// no condition on it.
pub fn check(model: &Lowered, out: &mut Vec<Diagnostic>) {
    for rule in &model.landing {
        if rule.claim.looks_back()
            && rule.when.marks.previous.is_none()
            && let Some(at) = &rule.keys.claim
        {
            out.push(
                Diagnostic::new(
                    &CODE,
                    at.clone(),
                    format!(
                        "rule `{}` claims the previous hole, and has no `previous` condition",
                        rule.name
                    ),
                )
                .with_help("add `previous = { claimed = \"no\" }` (or more) to its `when`"),
            );
        }
    }
}
