//! R004 claim-needs-previous: a rule claims the previous hole with no
//! condition on it.

use crate::diagnostic::{Code, Severity};

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
