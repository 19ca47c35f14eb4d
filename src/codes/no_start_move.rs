//! P004 no-start-move: a player has no legal move in the start position.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "P004",
    name: "no-start-move",
    severity: Severity::Error,
    summary: "A player has no legal move in the start position.",
    explanation: r#"## What it means
In the position the game starts from, one player (or both) has no hole they
may start a move from: every hole in their `from` set holds fewer than
`min_seeds` seeds, or every move is ruled out (for example by `must_feed`).
## Why it matters
The game cannot begin as written; the first player passes or the game ends
at once, which no source intends.
## Example
```toml
[board]
rows = 2
columns = 6
seeds = 1

[moves]
from = "own"
min_seeds = 2
```
## How to fix
Check `seeds` in `[board]` against `from` and `min_seeds` in `[moves]`, and
the ownership in `[players]`.
```toml
[moves]
from = "own"
min_seeds = 1
```
"#,
};
