//! R003 unreachable-rule: a landing rule is shadowed by an earlier, broader rule.

use std::ops::Range;

use crate::diagnostic::{Code, Diagnostic, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "R003",
    name: "unreachable-rule",
    severity: Severity::Warning,
    summary: "A landing rule never fires because an earlier rule matches everything it matches.",
    explanation: r#"## What it means
Landing rules are tried in order, and the first whose `when` matches fires.
An earlier rule matches every landing this one does, so this never fires. An
earlier rule matches every landing when it has no `when`; it matches every
landing of this one when each of its conditions is implied by this rule's
condition on the same thing: `hole = "any"` against `hole = "own"` or a
region, `hole = "store"` against `"own-store"`, a count range around this
rule's counts, `claimed = "yes"` against `"by-mover"`, no condition at all
against any. (Conditions are compared one by one, so a rule shadowed only by
how two different conditions combine is not reported.)
## Why it matters
What this rule does never happens in play, which is rarely what was meant;
usually a catch-all rule was put first.
## Example
```toml
[[landing]]
name = "end"
then = "end-turn"

[[landing]]
name = "store-bonus"
when = { hole = "own-store" }
then = "move-again"
```
Likewise, a rule with `when = { hole = "any", count = [2, 3] }` before one with
`when = { hole = "opponent", count = 2 }`.
## How to fix
Put the more specific rule first and the catch-all last:
```toml
[[landing]]
name = "store-bonus"
when = { hole = "own-store" }
then = "move-again"

[[landing]]
name = "end"
then = "end-turn"
```
"#,
};

/// Where to find the two rules of a finding: the shadowed rule's name and
/// span, and the earlier rule's.
pub struct Shadowed<'a> {
    /// The rule that never fires.
    pub name: &'a str,
    /// Its name's span.
    pub span: Range<usize>,
    /// The earlier rule that matches first.
    pub by: &'a str,
    /// Its name's span.
    pub by_span: Range<usize>,
    /// Whether the earlier rule has no condition at all.
    pub by_catch_all: bool,
}

/// The R003 diagnostic for a rule shadowed by an earlier one.
pub fn diagnostic(s: Shadowed<'_>) -> Diagnostic {
    if s.by_catch_all {
        Diagnostic::new(
            &CODE,
            s.span,
            format!(
                "rule `{}` never fires: rule `{}` before it matches every landing",
                s.name, s.by
            ),
        )
        .with_related(Some(s.by_span), "this rule has no `when`")
        .with_help("move this rule above the rule without `when`, or give that rule a condition")
    } else {
        Diagnostic::new(
            &CODE,
            s.span,
            format!(
                "rule `{}` never fires: rule `{}` before it matches every landing it does",
                s.name, s.by
            ),
        )
        .with_related(Some(s.by_span), "this rule's `when` is broader")
        .with_help(format!(
            "move `{}` above `{}`, or narrow the earlier rule's `when`",
            s.name, s.by
        ))
    }
}
