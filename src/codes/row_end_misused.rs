//! R016 row-end-misused: captured seeds sown back from an end of a row
//! that the mover's track does not sow as one run.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation. Lowering raises it, once
/// the tracks are resolved (`model::row_end`).
pub const CODE: Code = Code {
    id: "R016",
    name: "row-end-misused",
    severity: Severity::Error,
    summary: "Captured seeds are sown back from a row end that the mover's track does not reach as one run.",
    explanation: r#"## What it means
`to = { sow_from = "row-end" }` sows a rule's captured seeds into the row
of the hole that captured, from the end of that row where the move's way
enters it (and, with `nearer_end_within`, from the nearer end of a
capture close to one). That needs the mover's track to sow the row end to
end, each hole once, so that the row has two ends and a way along it.
Here a hole the rule may capture at lies in a row the mover's track does
not pass as one run (a row of the opponent's, a track that leaves the row
in the middle), or `nearer_end_within` is given with `sow_from =
"lap-start"`, where no row end is near.
## Why it matters
There is no end of the row to sow from, or the seeds would leave the row
in the middle of it: the rule would sow where the game does not.
## Example
```toml
[sowing]
track = { south = ["a1", "a2", "b2", "b1", "c1", "c2"], north = ["a3-c3", "c4-a4"] }

[[landing]]
name = "capture"
when = { hole = "inner", was_empty = false, opposite = { min = 1 } }
capture = ["opposite"]
to = { sow_from = "row-end", nearer_end_within = 1 }
```
South's track zig-zags between rows 1 and 2: it leaves the inner row
after `b2` and comes back to it at `c2`, so the row has no end to sow
from.
## How to fix
Let the rule's `hole` name only holes of rows the mover's track sows end
to end, let the track run each such row whole, or sow back from
`lap-start`.
"#,
};
