//! T007 no-pieces-to-capture: the game ends when the pieces are captured,
//! and the file has none.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "T007",
    name: "no-pieces-to-capture",
    severity: Severity::Warning,
    summary: "`pieces-captured` ends a game that has no pieces.",
    explanation: r#"## What it means
`[end] when` lists `pieces-captured`, which ends the game once no piece of
`[pieces]` is left in a hole, and the file declares no piece (or places
none on the board).
## Why it matters
With no piece on the board, the condition always holds: the game ends
after its first move.
## Example
```toml
[end]
when = ["pieces-captured"]
remaining = "owner"
```
with no `[pieces]` table.
## How to fix
Declare the pieces and where they start, or end the game another way:
```toml
[pieces.big]
worth = 10
holes = ["a2", "f1"]
```
"#,
};
