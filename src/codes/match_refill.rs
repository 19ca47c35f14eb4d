//! M001 match-refill: a match's refill cannot share out the seeds exactly.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "M001",
    name: "match-refill",
    severity: Severity::Error,
    summary: "The refill of a match does not share out the seeds in play exactly over the holes.",
    explanation: r#"## What it means
In a match, every round starts by putting each player's seeds back on the
board, `refill` to a hole: a player owns as many holes as they can fill.
That only works when `refill` times the number of holes equals the seeds in
play, so that the holes the two players fill add up to the whole board.
When the board starts with different counts in its holes, `refill` must be
given. Where each player refills only their own holes (`holes = "own"` or
`"loser-mirrored"`), what a player cannot lay out waits in their store, so
`refill` need only be at least 1: stores may start with seeds of their own.
## Why it matters
Otherwise a recount leaves holes nobody can fill, or seeds with nowhere to
go, and the next round cannot be set up.
## Example
```toml
[board]
rows = 2
columns = 6
seeds = 4

[match]
refill = 5
```
## How to fix
Use the board's starting count (48 seeds over 12 holes: 4).
```toml
[match]
refill = 4
```
"#,
};
