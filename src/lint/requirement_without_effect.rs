//! L001 requirement-without-effect: a condition on what a move does
//! (`[[moves.require]]`) governs no move, or every move meets it.

use crate::diagnostic::{Code, Diagnostic, Severity};
use crate::model::{Lowered, Requirement};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "L001",
    name: "requirement-without-effect",
    severity: Severity::Warning,
    summary: "A move requirement governs no move, or every move meets it.",
    explanation: r#"## What it means
A `[[moves.require]]` table makes the moves it governs (those from its
`hole`, holding its `count`) legal only when they do what it requires. This
one changes nothing: its `count` holds no count a move can start from (below
`min_seeds`, or above the seeds in play), it asks nothing of a move (none
of `first_into`, `reaches`, `ends`, `opponent_can_move`, `any_of`), or its
only condition, `first_into`, admits every count a hole can hold, so every
move meets it.
## Why it matters
The rule of the game it was written for is not enforced: usually the count
is off by one, or `first_into` is a range written the wrong way round.
## Example
```toml
[moves]
min_seeds = 2

[[moves.require]]
name = "single-seeds-into-empty"
count = 1
first_into = 0
```
## How to fix
Govern counts a move can start from, and require something a move can fail:
```toml
[moves]
min_seeds = 1

[[moves.require]]
name = "single-seeds-into-empty"
count = 1
first_into = 0
```
"#,
};

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
                    "say what a move must do: `first_into`, `reaches`, `ends`, \
                         `opponent_can_move` or `any_of`",
                ),
            );
        } else if let (Some(first_into), Some(at)) = (&r.all.first_into, &r.first_into_span)
            && r.any_of.is_empty()
            && !r.all.needs_whole_sowing()
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
