//! O008 way-condition-without-choice: `against_if` in a game where no
//! move chooses to sow against the path.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation. Lowering raises it, where
/// it resolves `[sowing] against_if`.
pub const CODE: Code = Code {
    id: "O008",
    name: "way-condition-without-choice",
    severity: Severity::Error,
    summary: "`against_if` is given where no move chooses to sow against the path.",
    explanation: r#"## What it means
`[sowing] against_if = "captures"` makes a move against the path legal
only when it captures. It judges the moves a player chooses to sow
against the path, so it needs `way = "either"`; here the way is along
the path only, follows from the seeds lifted, or is chosen once for the
game.
## Why it matters
The condition would judge no move: the game would be played as if the
source's exception did not exist.
## Example
```toml
[sowing]
track = { south = ["a1-h1", "h2-a2"], north = ["a3-h3", "h4-a4"] }
against_if = "captures"
```
## How to fix
Let the mover choose the way, from the holes the source names:
```toml
[sowing]
track = { south = ["a1-h1", "h2-a2"], north = ["a3-h3", "h4-a4"] }
way = "either"
against_from = "left"
against_if = "captures"
```
"#,
};
