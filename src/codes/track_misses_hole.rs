//! T002 track-misses-hole: a track does not pass through every hole it must.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "T002",
    name: "track-misses-hole",
    severity: Severity::Error,
    summary: "A sowing track does not pass through every hole it must.",
    explanation: r#"## What it means
The `track` in `[sowing]` lists holes and ranges in sowing order, looping back
to its start. A track shared by both players must pass through every hole of
the board. With a separate track for each player, each must pass through at
least every hole that player owns (in four-row games each player sows only
their own two rows). At least one such hole is not on this track.
## Why it matters
Seeds can never be sown into a hole the track misses. It keeps only its
starting seeds, and a move from it has no next hole to sow into. This is
nearly always a range that stops one hole short.
## Example
```toml
[board]
rows = 2
columns = 6
seeds = 4

[sowing]
track = ["a1-f1", "f2-b2"]
```
The track leaves out `a2`.
## How to fix
Add the missing holes to the track where the sowing passes them:
```toml
[sowing]
track = ["a1-f1", "f2-a2"]
```
"#,
};
