//! T008 region-empty-at-start: an `[end]` condition `{ region_empty = … }`
//! that holds before the first move.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation. Lowering raises it, where
/// it resolves the end conditions (`model::region_end`).
pub const CODE: Code = Code {
    id: "T008",
    name: "region-empty-at-start",
    severity: Severity::Warning,
    summary: "A `region_empty` end condition holds before the first move.",
    explanation: r#"## What it means
`{ region_empty = "NAME" }` in `[end] when` ends the game when all of one
player's holes of the region are empty, and that player loses (Bao: "the
game is won when the opponent's inner row is cleared"). Here one player
has no hole in the region, or all of their holes of it start empty and
no `[placement]` phase fills them before the first sowing, so the
condition holds at the start: the game is over after its first ply.
## Why it matters
The region probably names the wrong holes (a side left out of
`[regions.NAME]`, a store word such as `own-store`), or the seeds of the
starting layout are in other holes than the text says.
## Example
```toml
[regions.inner]
south = ["a2", "b2", "c2", "d2"]
north = []

[end]
when = [{ region_empty = "inner" }]
remaining = "owner"
```
## How to fix
Give the region each player's holes, and those holes seeds at the start:
```toml
[regions.inner]
south = ["a2", "b2", "c2", "d2"]
north = ["a3", "b3", "c3", "d3"]
```
"#,
};
