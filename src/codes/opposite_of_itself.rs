//! R015 opposite-of-itself: a landing rule looks at the hole opposite the
//! landing hole where that hole is the landing hole itself (the middle row
//! of three rows).

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "R015",
    name: "opposite-of-itself",
    severity: Severity::Warning,
    summary: "A landing rule names the opposite of a hole that is its own opposite.",
    explanation: r#"## What it means
`opposite` is the hole in the same column with the rows mirrored. On a board
of three rows the middle row mirrors to itself: the hole opposite `c2` is
`c2`. This rule can land in the middle row and captures, claims, moves
seeds to or from, or counts the hole opposite: there, that is the landing
hole itself.
## Why it matters
"Take the hole across" becomes "take the hole the seed just fell into", and
a condition on the opposite count tests the landing count: not what a
source that says "opposite" means.
## Example
```toml
[board]
rows = 3
columns = 6
seeds = 3

[players.south]
rows = [1]
holes = ["d2-f2"]

[players.north]
rows = [3]
holes = ["a2-c2"]

[[landing]]
name = "take-across"
when = { hole = "own", was_empty = true }
capture = ["opposite"]
```
## How to fix
Keep the rule off the middle row with a region of the holes it means:
```toml
[regions.back-row]
south = ["a1-f1"]
north = ["a3-f3"]

[[landing]]
name = "take-across"
when = { hole = "back-row", was_empty = true }
capture = ["opposite"]
```
"#,
};
