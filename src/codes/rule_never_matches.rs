//! R001 rule-never-matches: a landing rule's condition can never hold.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "R001",
    name: "rule-never-matches",
    severity: Severity::Warning,
    summary: "A landing rule's condition can never hold, so the rule never fires.",
    explanation: r#"## What it means
No landing can meet every part of this rule's `when`. Typical causes: a
`count` above the number of seeds in play; a range whose `min` is above its
`max`; `was_empty = true` with a `count` other than 1 (a hole that was empty
holds exactly one seed after the drop, since `count` is counted after it); or
a store (`own-store`, `opponent-store`, `store`) combined with `was_empty` or
`opposite`, which describe holes on the rows, not stores; or
`captured = true` in a file where no rule captures or takes seeds.
## Why it matters
The rule never fires, so the capture or extra turn it describes never happens
in play. It is usually a typo, or a count written as it was before the drop.
## Example
```toml
[[landing]]
name = "empty-hole-capture"
when = { hole = "own", was_empty = true, count = 2 }
capture = ["opposite"]
```
## How to fix
Make the condition one that can hold. Here `was_empty = true` already means
one seed after the drop, so the count can go:
```toml
[[landing]]
name = "empty-hole-capture"
when = { hole = "own", was_empty = true }
capture = ["opposite"]
```
"#,
};
