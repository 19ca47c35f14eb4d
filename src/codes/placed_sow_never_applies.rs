//! O010 placed-sow-never-applies: `placed_sows` of a special hole
//! (`[holes.NAME]`) limits a sowing that never happens.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation. Lowering raises it, once
/// the placement phase and regions are resolved (`model::special_hole`).
pub const CODE: Code = Code {
    id: "O010",
    name: "placed-sow-never-applies",
    severity: Severity::Error,
    summary: "A special hole limits what a placed seed sows, but no such placement happens.",
    explanation: r#"## What it means
`placed_sows` of `[holes.NAME]` lets a seed placed into the hole sow on
only some of its seeds. Here no placement can ever do that: the game has
no placement phase whose placed seeds are sown (`[placement] then =
"sow"`), or the player never places into the hole (`[placement] into`),
or the hole is not one of its player's holes of the `alone_in` region,
so it is never the only occupied one there; or `at_most = 0` would sow
on no seed at all. Its `whole_at_most` likewise never applies when it is
below `at_most`: a hole that small holds at most `at_most` seeds with the
placed one, all of which `at_most` sows on anyway.
## Why it matters
The rule is never played: a placement into the hole lifts all its seeds,
or cannot be made at all.
## Example
```toml
[regions.inner]
south = ["a2-h2"]
north = ["a3-h3"]

[holes.square]
holes = { south = "e2", north = "d3" }
placed_sows = { at_most = 2, alone_in = "outer" }

[regions.outer]
south = ["a1-h1"]
north = ["a4-h4"]
```
The square hole is in the inner row, never alone in the outer one.
## How to fix
Name the region the hole is in, and sow placed seeds:
```toml
[placement]
in_hand = 22
into = "inner"
then = "sow"

[holes.square]
holes = { south = "e2", north = "d3" }
placed_sows = { at_most = 2, alone_in = "inner" }
```
"#,
};
