//! T010 off-track-on-track: a hole declared off the track
//! (`[board] off_track`) is on a track.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation. Lowering raises it, where
/// it resolves the tracks (`model::off_track`).
pub const CODE: Code = Code {
    id: "T010",
    name: "off-track-on-track",
    severity: Severity::Error,
    summary: "A hole declared off the track (`[board] off_track`) is on a track.",
    explanation: r#"## What it means
`[board] off_track` names the holes no sowing passes: a store in the middle
row, a row that holds seeds only between rounds. Such a hole is never sown
into or from, and the tracks need not pass it. This one is declared so, yet
a track passes it (an explicit `track` names it, or `direction` sows every
hole of a two-row board).
## Why it matters
The file says two things of the hole that cannot both hold: sowing passes
it, and it is off the track.
## Example
```toml
[board]
rows = 3
columns = 4
seeds = 4
off_track = ["a2-d2"]

[sowing]
track = ["a1-d1", "d2-a2", "d3-a3"]
```
## How to fix
Take the hole out of the track, or out of `off_track` if it is sown:
```toml
[sowing]
track = ["a1-d1", "d3-a3"]
```
"#,
};
