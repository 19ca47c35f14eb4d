//! O009 special-hole-misplaced: a hole with rules of its own
//! (`[holes.NAME]`) is not a hole its player owns and sows.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation. Lowering raises it, once
/// the owners and tracks are resolved (`model::special_hole`).
pub const CODE: Code = Code {
    id: "O009",
    name: "special-hole-misplaced",
    severity: Severity::Error,
    summary: "A special hole (`[holes.NAME]`) is not one its player owns and sows.",
    explanation: r#"## What it means
`[holes.NAME]` gives each player a hole with rules of its own: how it is
lifted, whether a sowing stops there, when it loses its status. The hole
named for this player is not theirs, or their track does not pass it.
## Why it matters
The rules of a special hole are about its player's moves and sowings: a
hole the player does not own is never theirs to lift, and a hole their
track does not pass never ends their lap, so the rules could never apply.
## Example
```toml
[players.south]
rows = [1, 2]

[players.north]
rows = [3, 4]

[holes.nyumba]
holes = { south = "e3", north = "d3" }
```
South's nyumba `e3` is in North's rows.
## How to fix
Name the hole of the player's own rows:
```toml
[holes.nyumba]
holes = { south = "e2", north = "d3" }
```
"#,
};
