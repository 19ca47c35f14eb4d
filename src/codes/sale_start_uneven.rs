//! M008 sale-start-uneven: a match sells holes, but the players' rows start
//! with different seeds.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation. Lowering raises it, where
/// it resolves `[match.sale]` (`model::sale`).
pub const CODE: Code = Code {
    id: "M008",
    name: "sale-start-uneven",
    severity: Severity::Error,
    summary: "A sale of holes measures a shortfall against an even share, but the rows start uneven.",
    explanation: r#"## What it means
With `[match.sale]`, every game starts from the start position, and the
player who took fewer seeds lacks half the difference: what they would
need to set up their row as the other sets up theirs. That is only a
shortfall when both rows start with the same seeds; here they do not.
## Why it matters
A player would lack seeds (or have some over) in a game they drew, and
sell holes for it: the match would not be the game's.
## Example
```toml
[board]
rows = 2
columns = 5
seeds = { default = 5, a1 = 6 }
```
## How to fix
Start both rows with the same seeds.
```toml
[board]
rows = 2
columns = 5
seeds = 5
```
"#,
};
