//! T011 store-cannot-follow-way: `store_follows_way = true` on a track
//! that cannot be turned end for end, or with no store on it.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation. Lowering raises it, where
/// it resolves the tracks (`model::track`).
pub const CODE: Code = Code {
    id: "T011",
    name: "store-cannot-follow-way",
    severity: Severity::Error,
    summary: "A store cannot follow the way: the track is not the same turned end for end, or passes no store.",
    explanation: r#"## What it means
With `store_follows_way = true`, a move that sows against the track
sows the track turned end for end: each hole is swapped for the hole
in the same row at the other end (`a1` for `g1` on seven columns), and
each store stays where it is in the order, so it follows the other end
of its player's row. That needs a track whose holes, swapped so, are
the same holes, and a store on the track to follow the way. Here a
player's track either passes holes whose mirror it does not pass, or
passes no store.
## Why it matters
Turned end for end, such a track would sow holes it does not pass, or
nothing would move: the key cannot mean what it says.
## Example
```toml
[board]
rows = 2
columns = 3
stores = true
off_track = ["c1", "c2"]

[sowing]
track = ["a1", "b1", "south-store", "b2", "a2", "north-store"]
way = "either"
store_follows_way = true
```
## How to fix
Give the track every hole of its rows, so that it is the same turned
end for end, or remove `store_follows_way` to sow the track backwards:
```toml
[sowing]
track = ["a1", "b1", "south-store", "b2", "a2", "north-store"]
way = "either"
```
"#,
};
