//! R006 no-hole-behind-opposite: a landing rule names a hole behind
//! another (the one behind the opposite, say) on a board that has none.
//!
//! Its code and documentation: [`crate::codes::no_hole_behind_opposite`].

use crate::codes::no_hole_behind_opposite::CODE;
use crate::diagnostic::Diagnostic;
use crate::model::Lowered;
use crate::model::hole_ref::HoleStep;

/// An R006 on each mention of a hole behind another (`behind-opposite`,
/// `behind_opposite`, any hole reference with `behind`), on a board of
/// fewer than four rows.
pub fn check(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let rows = model.board.rows;
    if rows >= 4 {
        return;
    }
    for rule in &model.landing {
        let condition = rule.when.nearby.behind_opposite.as_ref().map(|c| {
            (
                &c.span,
                "has a condition on",
                "the hole behind the opposite one".to_string(),
            )
        });
        let captures = rule
            .capture
            .targets
            .iter()
            .filter(|t| t.value.hole.takes(HoleStep::Behind))
            .map(|t| (&t.span, "captures", t.value.hole.to_string()));
        let looks_at = rule
            .when
            .holes
            .0
            .iter()
            .filter(|c| c.at.value.takes(HoleStep::Behind))
            .map(|c| (&c.at.span, "has a condition on", c.at.value.to_string()));
        for (at, what, hole) in captures.chain(condition).chain(looks_at) {
            out.push(
                Diagnostic::new(
                    &CODE,
                    at.clone(),
                    format!(
                        "rule `{}` {what} {hole}, and a board of {rows} rows has no hole behind another",
                        rule.name
                    ),
                )
                .with_help("use `opposite` alone, or a board of four rows"),
            );
        }
    }
}
