//! O005 neutral-owned: a hole declared neutral is given to a player too.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "O005",
    name: "neutral-owned",
    severity: Severity::Error,
    summary: "A hole declared neutral is also given to a player.",
    explanation: r#"## What it means
A hole in `[players] neutral` belongs to nobody, and the same hole is given
to South or North through their `rows` or `holes`.
## Why it matters
A neutral hole is never lifted and its seeds count for nobody at the end;
an owned hole is a player's to move from and counts for its owner. A hole
cannot be both, so the file does not say which rules apply to it.
## Example
```toml
[players]
neutral = ["a2", "f1"]

[players.south]
rows = [1]

[players.north]
holes = ["b2-f2"]
```
South's row 1 includes `f1`, which is declared neutral.
## How to fix
Give the player only the holes that are theirs, or take the hole out of
`neutral`:
```toml
[players]
neutral = ["a2", "f1"]

[players.south]
holes = ["a1-e1"]

[players.north]
holes = ["b2-f2"]
```
"#,
};
