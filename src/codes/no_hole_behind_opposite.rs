//! R006 no-hole-behind-opposite: a landing rule names a hole behind
//! another (the one behind the opposite, say) on a board that has none.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "R006",
    name: "no-hole-behind-opposite",
    severity: Severity::Warning,
    summary: "A landing rule names a hole behind another, and the board has none.",
    explanation: r#"## What it means
`behind-opposite` (in `capture`) and `behind_opposite` (in `when`) name the
hole one row beyond the opposite hole, in the same column: on four rows, the
opponent's outer hole across from a hole of the mover's inner row. Any hole
reference with `behind` names a hole one row farther from the middle of the
board than another. A board of two or three rows has no row behind any
other, so that hole never exists.
## Why it matters
Such a capture takes nothing, and such a condition never holds, so the rule
never fires: the file says something that never happens in play.
## Example
```toml
[board]
rows = 2
columns = 6
seeds = 4

[[landing]]
name = "take-the-column"
when = { hole = "own", was_empty = true }
capture = ["opposite", "behind-opposite"]
```
## How to fix
On two or three rows, capture the `opposite` hole alone; or make the board
four rows, each player owning two of them.
```toml
[[landing]]
name = "take-the-column"
when = { hole = "own", was_empty = true }
capture = ["opposite"]
```
"#,
};
