//! R007 transfer-moves-nothing: a landing rule's `transfer` can never move
//! a seed.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "R007",
    name: "transfer-moves-nothing",
    severity: Severity::Warning,
    summary: "A landing rule's transfer can never move a seed.",
    explanation: r#"## What it means
`transfer` moves seeds from one hole the rule names to another, after the
rule's captures. This one cannot move any: it takes from the hole it puts
into (`from` and `to` name the same hole), or from a hole the same rule
has just captured, which is empty by then.
## Why it matters
The file says seeds change holes, and in play they never do: the rule
does something other than its source describes.
## Example
```toml
[[landing]]
name = "split-three"
when = { hole = "own", was_empty = true, opposite = 3 }
capture = ["opposite"]
transfer = { seeds = 1, from = "opposite", to = "last" }
```
## How to fix
Take from a hole the rule leaves in place, and put into another one:
```toml
[[landing]]
name = "split-three"
when = { hole = "own", was_empty = true, opposite = 3 }
transfer = { seeds = 1, from = "opposite", to = "last" }
```
"#,
};
