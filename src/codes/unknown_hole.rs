//! B002 unknown-hole: a hole name is malformed or off the board, or a range is not straight.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "B002",
    name: "unknown-hole",
    severity: Severity::Error,
    summary: "A hole name is malformed or off the board, or a range is not along a row or column.",
    explanation: r#"## What it means
A hole is named by its column letter and row number: columns are `a`, `b`, ...
from South's left, and row 1 is South's side. So South's row of a 2 by 6 board
is `a1` to `f1` and North's is `a2` to `f2`. This name is not of that form, or
names a column or row the board does not have (`g1` on a 6-column board, `a5`
on a 2-row board). A range such as `d2-f2` or `f2-d2` must have both ends on
the same row or the same column; `a1-c2` does not.
## Why it matters
A hole that is not on the board cannot be owned, sown or captured, and sow
will not guess which hole you meant.
## Example
```toml
[board]
rows = 2
columns = 6
seeds = 4

[players.north]
holes = ["a2-g2"]
```
## How to fix
Use a hole that exists, or split a range that crosses rows into one range per
row. Here North's row ends at `f2`:
```toml
[players.north]
holes = ["a2-f2"]
```
"#,
};
