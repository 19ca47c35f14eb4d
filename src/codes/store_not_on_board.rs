//! T004 store-not-on-board: the sowing uses stores the board does not have or place.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "T004",
    name: "store-not-on-board",
    severity: Severity::Error,
    summary: "The sowing uses stores that the board lacks or that the track does not place.",
    explanation: r#"## What it means
Stores are sown into when `[sowing]` has `stores = "own"` or `"both"`, or when
a track names `south-store` or `north-store`. Either needs `stores = true` in
`[board]`, which is false when left out. And with an explicit `track`, the
stores must appear on it, so that sow knows where along the path they lie.
## Why it matters
sow cannot sow into a store the board does not have, or one with no place on it.
## Example
```toml
[board]
rows = 2
columns = 6

[sowing]
direction = "anticlockwise"
stores = "own"
```
## How to fix
Give the board stores, or set `stores = "none"` in `[sowing]` if stores are
not sown into. With an explicit track, name the stores where sowing passes
them:
```toml
[board]
stores = true

[sowing]
track = ["a1-f1", "south-store", "f2-a2", "north-store"]
stores = "own"
```
"#,
};
