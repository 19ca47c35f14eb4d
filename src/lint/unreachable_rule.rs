//! R003 unreachable-rule: a landing rule is shadowed by an earlier, broader rule.

use crate::diagnostic::{Code, Diagnostic, Severity};
use crate::model::{LandingRule, Lowered};

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

/// An R003 on each rule that an earlier rule shadows: the first matching
/// rule wins.
pub fn check(model: &Lowered, out: &mut Vec<Diagnostic>) {
    for (i, rule) in model.landing.iter().enumerate() {
        if let Some(by) = model.landing[..i].iter().find(|o| o.covers(rule)) {
            out.push(diagnostic(rule, by));
        }
    }
}

/// The R003 for `rule`, shadowed by the earlier rule `by`.
fn diagnostic(rule: &LandingRule, by: &LandingRule) -> Diagnostic {
    let (name, by_name) = (&rule.name, &by.name);
    if by.matches_everything() {
        Diagnostic::new(
            &CODE,
            rule.name_span.clone(),
            format!("rule `{name}` never fires: rule `{by_name}` before it matches every landing"),
        )
        .with_related(Some(by.name_span.clone()), "this rule has no `when`")
        .with_help("move this rule above the rule without `when`, or give that rule a condition")
    } else {
        Diagnostic::new(
            &CODE,
            rule.name_span.clone(),
            format!(
                "rule `{name}` never fires: rule `{by_name}` before it matches every landing it does"
            ),
        )
        .with_related(Some(by.name_span.clone()), "this rule's `when` is broader")
        .with_help(format!(
            "move `{name}` above `{by_name}`, or narrow the earlier rule's `when`"
        ))
    }
}
