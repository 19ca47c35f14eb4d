//! M005 cannot-fill-unmeasured: `opponent-cannot-fill` ends a round of a
//! file whose match fills no holes to measure it by.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation. Lowering raises it, where
/// it resolves the end condition (`model::cannot_fill`).
pub const CODE: Code = Code {
    id: "M005",
    name: "cannot-fill-unmeasured",
    severity: Severity::Error,
    summary: "`opponent-cannot-fill` is given, but no match refills holes to measure it by.",
    explanation: r#"## What it means
The end condition `opponent-cannot-fill` ends a round once one store holds
so many seeds that the other player, even with every other seed, could
not fill `[match] min_holes` holes at the refill's count. Its count is
the seeds in play less `min_holes` × `refill`, so it needs a `[match]`
that refills holes: the file has no `[match]`, or its match sells holes
(`[match.sale]`), and then every game starts afresh and nothing is
filled.
## Why it matters
Without a refill the condition has no count: sow cannot say when it
holds, and a number guessed for it would end the game at a point the
rules never name.
## Example
```toml
[end]
when = ["opponent-cannot-fill"]
remaining = "owner"
```
## How to fix
Play the rounds as a match that refills each player's holes, or give the
count itself.
```toml
[end]
when = ["opponent-cannot-fill"]
remaining = "owner"

[match]
holes = "own"
min_holes = 4
```
"#,
};
