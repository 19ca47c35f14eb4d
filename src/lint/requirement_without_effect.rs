//! L001 requirement-without-effect: a condition on what a move does
//! (`[[moves.require]]`) governs no move, or every move meets it.
//!
//! Its code and documentation: [`crate::codes::requirement_without_effect`].

use crate::codes::requirement_without_effect::CODE;
use crate::diagnostic::Diagnostic;
use crate::model::{Lowered, Requirement};

/// An L001 on each requirement that changes no move.
pub fn check(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let (min, total) = (model.min_seeds, model.total);
    for r in &model.requirements {
        let governs_some = (min..=total).any(|n| r.count.as_ref().is_none_or(|c| c.matches(n)));
        if !governs_some {
            let at = r.count_span.clone().unwrap_or_else(|| r.span.clone());
            out.push(
                without_effect(
                    r,
                    at,
                    &format!(
                        "its `count` ({}) is no count a move starts from",
                        count_words(r)
                    ),
                )
                .with_help(format!(
                    "govern counts from `min_seeds` ({min}) to the seeds in play ({total})"
                )),
            );
        } else if !r.asks_something() {
            out.push(
                without_effect(r, r.name_span.clone(), "it asks nothing of a move").with_help(
                    "say what a move must do: `first_into`, `start_holes`, `reaches`, \
                         `ends`, `opponent_can_move` or `any_of`",
                ),
            );
        } else if let (Some(first_into), Some(at)) = (&r.all.first_into, &r.first_into_span)
            && r.any_of.is_empty()
            && r.start_holes.is_empty()
            && !r.all.looks_past_first_seed()
            && (0..=total).all(|n| first_into.matches(n))
        {
            out.push(
                without_effect(
                    r,
                    at.clone(),
                    "every hole holds a count that `first_into` admits",
                )
                .with_help("require a count a hole can lack, such as `0` for an empty hole"),
            );
        }
    }
}

/// The counts a requirement governs, in words.
fn count_words(r: &Requirement) -> String {
    r.count
        .as_ref()
        .map_or_else(|| "any count".to_string(), |c| c.describe())
}

/// An L001 saying why `r` changes nothing.
fn without_effect(r: &Requirement, at: std::ops::Range<usize>, why: &str) -> Diagnostic {
    Diagnostic::new(
        &CODE,
        at,
        format!("requirement `{}` changes no move: {why}", r.name),
    )
}
