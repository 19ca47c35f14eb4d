//! R013 capture-never-possible: `[moves] must_capture = true` in a file
//! where no landing rule captures or takes seeds.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "R013",
    name: "capture-never-possible",
    severity: Severity::Warning,
    summary: "A capturing move must be played, but no rule ever captures.",
    explanation: r#"## What it means
`must_capture = true` in `[moves]` keeps, of the legal moves, those whose
sowing captures or takes seeds, whenever one does. No landing rule of
this file captures (`capture`) or takes (`take`), so no move ever
captures and the duty never decides anything.
## Why it matters
The file says captures are compulsory, as in Bao ("a player must make a
capturing move if one is available"), but the rule that captures is
missing or misspelt: the game plays without captures at all.
## Example
```toml
[moves]
must_capture = true

[[landing]]
name = "stop"
when = { was_empty = true }
then = "end-turn"
```
## How to fix
Add the landing rule that captures, or remove `must_capture`:
```toml
[[landing]]
name = "capture-across"
when = { hole = "own", was_empty = false, opposite = { min = 1 } }
capture = ["opposite"]
```
"#,
};
