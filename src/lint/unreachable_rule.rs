//! R003 unreachable-rule: a landing rule is shadowed by an earlier, broader rule.

use super::Code;
use crate::diagnostic::Severity;

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "R003",
    name: "unreachable-rule",
    severity: Severity::Warning,
    summary: "A landing rule never fires because an earlier rule matches everything it matches.",
    explanation: r#"## What it means
Landing rules are tried in order, and the first whose `when` matches fires.
An earlier rule matches every landing this one does (it has no `when`, or a
broader one such as `hole = "any"` against `hole = "own"`), so this never fires.
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
