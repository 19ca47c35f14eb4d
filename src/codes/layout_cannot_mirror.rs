//! M004 layout-cannot-mirror: a match whose round winner copies the
//! loser's layout (`holes = "loser-mirrored"`) on a board where the
//! players own different numbers of holes.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation. Lowering raises it, where
/// it resolves `[match]` (`model::round`).
pub const CODE: Code = Code {
    id: "M004",
    name: "layout-cannot-mirror",
    severity: Severity::Error,
    summary: "The winner cannot copy the loser's layout: the players own different numbers of holes.",
    explanation: r#"## What it means
With `holes = "loser-mirrored"`, the loser of a round lays out their
seeds in their own holes, and the winner lays the same count into each
of theirs, hole for hole along the two fill orders. Here one player owns
more holes than the other, so some holes have no counterpart.
## Why it matters
The layout the source describes cannot be made: either the winner's
extra holes would stay empty or the loser's layout would be cut short,
and neither is the game.
## Example
```toml
[players.south]
rows = [1]
holes = ["a2"]

[players.north]
holes = ["b2-f2"]

[match]
holes = "loser-mirrored"
```
## How to fix
Give both players as many holes, or let each fill their own holes as
far as their seeds go:
```toml
[match]
holes = "own"
```
"#,
};
