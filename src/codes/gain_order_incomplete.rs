//! M003 gain-order-incomplete: a gain order that does not list the other
//! player's holes once each, or a fill order a player's own.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "M003",
    name: "gain-order-incomplete",
    severity: Severity::Error,
    summary: "A match's `gain_order` does not list each of the other player's holes once, or its `fill_order` each of the player's own.",
    explanation: r#"## What it means
`gain_order` says, for each player, the order in which they take the other
player's holes when a recount gives them more holes than their own. Each
list must name every hole of the other player exactly once: here one is
missing, named twice, or is the player's own.
## Why it matters
A recount can give a player any number of the other's holes; with a hole
left out sow cannot tell when it changes hands, so the match cannot be
played. `fill_order` is the same for a player's own holes: the order in
which they fill them, which decides the holes they keep when they fill
fewer than their own; each list must name every one of them once.
## Example
```toml
[match]
refill = 4
gain_order = { south = ["f2-b2"], north = ["a1-f1"] }
```
South's list leaves out `a2`.
## How to fix
List every hole of the other player, in the order they are taken.
```toml
[match]
refill = 4
gain_order = { south = ["f2-a2"], north = ["a1-f1"] }
```
"#,
};
