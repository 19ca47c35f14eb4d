//! B008 placement-sow-misused: placed seeds that are sown (`[placement]
//! then = "sow"`, `into_occupied`) where no placement could be played so.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation. Lowering raises it, where
/// it resolves the placement phase (`model::placement`).
pub const CODE: Code = Code {
    id: "B008",
    name: "placement-sow-misused",
    severity: Severity::Error,
    summary: "Placed seeds are sown, or placed only into occupied holes, where no placement can be played so.",
    explanation: r#"## What it means
With `then = "sow"`, a placed seed falls into its hole as a lap's last
seed would: the landing rules apply and the hole may relay. That is one
seed a ply: a ply of more (`per_ply` above 1), or one that fills a pair
of holes (`pairs`), would have no last seed.
With `into_occupied = true`, a seed goes only into a hole that holds
seeds; here a player holds no seed in any hole they may place into at
the start, so they could never place.
## Why it matters
The placement phase could not be played as written: sow would have to
guess which seed lands, or a player would have no first placement.
## Example
```toml
[placement]
in_hand = 22
per_ply = 2
then = "sow"
```
## How to fix
Place one seed a ply when it is sown (`per_ply = 1`, the default), and
start each player with seeds in a hole they may place into (`[board]
seeds`), or leave `into_occupied` out.
"#,
};
