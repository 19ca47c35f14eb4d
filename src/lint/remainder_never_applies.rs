//! M002 remainder-never-applies: a match's remainder rule can never apply.
//!
//! Its code and documentation: [`crate::codes::remainder_never_applies`].

use crate::codes::remainder_never_applies::CODE;
use crate::diagnostic::Diagnostic;
use crate::model::Lowered;

/// An M002 on an `extra_hole_at` outside the leftovers a recount gives: 1
/// to one less than the refill.
pub fn check(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let (Some(refill), Some(at)) = (model.refill, &model.extra_hole_at) else {
        return;
    };
    let e = at.value;
    if e == 0 || e >= refill {
        out.push(
            Diagnostic::new(
                &CODE,
                at.span.clone(),
                format!(
                    "a leftover is always 1 to {} seeds, so `extra_hole_at = {e}` never applies",
                    refill - 1
                ),
            )
            .with_help(format!("use a count from 1 to {}", refill - 1)),
        );
    }
}
