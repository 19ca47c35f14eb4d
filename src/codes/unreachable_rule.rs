//! R003 unreachable-rule: a landing rule is shadowed by an earlier, broader rule.

use crate::diagnostic::{Code, Severity};

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
