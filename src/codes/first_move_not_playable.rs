//! O004 first-move-not-playable: a fixed first move (`[moves.first]`)
//! can never be played.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation. Lowering raises it, where
/// it resolves the first move's holes (`model::first_move`).
pub const CODE: Code = Code {
    id: "O004",
    name: "first-move-not-playable",
    severity: Severity::Error,
    summary: "A fixed first move starts from a hole it can never be played from.",
    explanation: r#"## What it means
`[moves.first]` fixes the hole a player's first move starts from, and no
other first move is legal. This hole is not one that player may start a
move from (`[moves] from`: by default their own holes), or, for South's
first move of the game, it holds fewer seeds at the start than a move
must lift (`min_seeds`).
## Why it matters
The fixed move is the only legal first move, and it cannot be played: the
player has no move at all, and the game ends before it begins.
## Example
```toml
[moves.first]
south = "f2"
```
## How to fix
Name the hole the source says play begins from, one of the player's own:
```toml
[moves.first]
south = "f1"
```
"#,
};
