//! R004 claim-needs-previous: a rule claims the previous hole with no
//! condition on it.

use crate::diagnostic::{Code, Diagnostic, Severity};
use crate::model::Lowered;

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "R004",
    name: "claim-needs-previous",
    severity: Severity::Error,
    summary: "A landing rule claims the previous hole and says nothing about it.",
    explanation: r#"## What it means
`claim = "previous"` makes the hole the lap's last seed but one fell into a
claimed hole. The rule's `when` has no `previous` condition, so it would
claim that hole whatever it holds and whoever it belongs to, even a hole
already claimed.
## Why it matters
Sources that claim the hole before the last always say which such holes
count; a rule without the condition claims holes no source allows.
## Example
```toml
[[landing]]
name = "claim-before"
when = { hole = "opponent", count = 4 }
claim = "previous"
```
## How to fix
Say which previous holes may be claimed, at least that they are not
claimed already.
```toml
[[landing]]
name = "claim-before"
when = { hole = "opponent", count = 4, previous = { claimed = "no" } }
claim = "previous"
```
"#,
};

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
