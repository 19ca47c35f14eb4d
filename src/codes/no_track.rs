//! T001 no-track: `[sowing]` gives neither `direction` nor `track`, or gives both.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "T001",
    name: "no-track",
    severity: Severity::Error,
    summary: "[sowing] gives neither `direction` nor `track`, or gives both.",
    explanation: r#"## What it means
The sowing path must be given exactly one way in `[sowing]`: with the
`direction` shorthand (`anticlockwise` or `clockwise`, for two-row boards), or
with an explicit `track` listing holes and ranges in sowing order. This file
gives neither, or gives both.
## Why it matters
Without a path seeds cannot be sown at all. With both, the two may describe
different paths, and sow will not pick one for you.
## Example
```toml
[sowing]
direction = "anticlockwise"
track = ["a1-f1", "f2-a2"]
```
## How to fix
Keep one of the two. The shorthand is enough for the usual path around a
two-row board; an explicit track is needed for any other path.
```toml
[sowing]
direction = "anticlockwise"
```
"#,
};
