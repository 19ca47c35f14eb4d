//! O013 special-hole-choice: special holes the players choose
//! (`[holes.NAME] chosen`) that cannot be chosen as written.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation. Lowering raises it, where
/// it resolves the holes each player chooses among (`model::special_hole`).
pub const CODE: Code = Code {
    id: "O013",
    name: "special-hole-choice",
    severity: Severity::Error,
    summary: "Special holes the players choose (`chosen`) cannot be chosen as written.",
    explanation: r#"## What it means
`[holes.NAME] chosen = { from = …, count = N }` has each player choose `N`
holes of `from` for the status as the game begins, instead of naming them
in `holes`. The table names its holes and has them chosen too; or a
player has fewer than `N` holes in `from`; or `count` is 0; or a hole that
may be chosen is another special hole's too, fixed or chosen (a hole keeps
one status, and a choice names only the hole, so which status it gives
would be unknown); or the table limits what a placed seed sows on
(`placed_sows`, which reads a fixed hole).
## Why it matters
The choices are plies the game cannot play: a player who must choose
more holes than they have would never finish, and a hole of two tables
could not say which it was chosen for.
## Example
```toml
[regions.ends]
south = ["a1", "h1"]
north = ["a4", "h4"]

[holes.misoro]
chosen = { from = "ends", count = 3 }
stop = "chosen"
```
Each player has two holes in `ends`, and must choose three.
## How to fix
Choose at most as many holes as `from` gives each player:
```toml
[holes.misoro]
chosen = { from = "ends", count = 2 }
stop = "chosen"
```
"#,
};
