//! O007 race-hole-not-playable: a race opening's `from` names a hole its
//! player cannot race from, or is given to an opening that does not race.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation. Lowering raises it, where
/// it resolves the race's holes (`model::race`).
pub const CODE: Code = Code {
    id: "O007",
    name: "race-hole-not-playable",
    severity: Severity::Error,
    summary: "A race opening's `from` names a hole that cannot start its player's race.",
    explanation: r#"## What it means
`[opening] from` sets the hole each player's opening sowing starts from,
which makes a simultaneous opening a race from set holes. Here a hole is
not one its player may start a move from (`[moves] from`: by default
their own holes), or the opening is not simultaneous, so nothing races.
## Why it matters
The race's ply is forced to a hole its player may not sow, or `from`
would be silently ignored: the game would open otherwise than the
source says.
## Example
```toml
[opening]
kind = "simultaneous"
from = { south = "f2", north = "a2" }
```
## How to fix
Name a hole of each player's own, such as the rightmost of their row as
they sit, in a simultaneous opening:
```toml
[opening]
kind = "simultaneous"
from = { south = "f1", north = "a2" }
```
"#,
};
