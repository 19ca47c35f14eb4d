//! O006 refill-without-move: a refill from the store fills holes that no
//! move starts from.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "O006",
    name: "refill-without-move",
    severity: Severity::Warning,
    summary: "`no_move = \"refill-from-store\"` fills holes that no move can start from.",
    explanation: r#"## What it means
With `no_move = "refill-from-store"`, a player without a move whose own
holes are all empty puts a seed from their store into each of them. Here a
player has no own hole that `[moves] from` lets a move start from.
## Why it matters
The refill then never gives that player a move: their seeds go back on the
board, and the game ends all the same.
## Example
```toml
[moves]
from = "home"
no_move = "refill-from-store"

[regions.home]
south = ["a2"]
north = ["f1"]
```
Moves start only from a hole of the other player's row.
## How to fix
Let moves start from the player's own holes, or end the game when a player
cannot move:
```toml
[moves]
from = "own"
no_move = "refill-from-store"
```
"#,
};
