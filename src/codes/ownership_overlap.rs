//! O001 ownership-overlap: a hole is given to both players.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "O001",
    name: "ownership-overlap",
    severity: Severity::Error,
    summary: "A hole is given to both players.",
    explanation: r#"## What it means
A hole appears in both `[players.south]` and `[players.north]`, through their
`rows`, their `holes`, or one of each.
## Why it matters
A hole's owner decides who may start a move from it, whether a landing rule
sees it as `own` or `opponent`, which holes are across from each other's, and
who gets its seeds at the end under `remaining = "owner"`. A hole with two
owners makes all of these ambiguous.
## Example
```toml
[players.south]
rows = [1]
holes = ["a2"]

[players.north]
rows = [2]
```
South owns row 1 and `a2`, but North owns all of row 2, `a2` included.
## How to fix
Decide which player owns the hole and remove it from the other. If a player
owns part of a row, list that part as a range instead of the whole row:
```toml
[players.south]
rows = [1]
holes = ["a2"]

[players.north]
holes = ["b2-f2"]
```
"#,
};
