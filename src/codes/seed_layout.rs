//! B003 seed-layout: the starting seeds layout does not fit the board.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "B003",
    name: "seed-layout",
    severity: Severity::Error,
    summary: "The starting seeds layout does not fit the board's rows or columns.",
    explanation: r#"## What it means
When `seeds` is a list, it has one entry per row of the board, starting with
row 1. Each entry is either one count for the whole row or a list with one
count per column, starting with column `a`. Here the list has the wrong number
of rows, or a row's list has the wrong number of columns. In a table of hole
counts, a count that grows with the board (`{ per_column = 2, plus = -3 }`)
falls below zero on one of the file's sizes, `mirror = true` meets a North
hole named, or a hole's entry is not a count.
## Why it matters
The starting position shapes the whole game. sow will not guess whether a
missing count means an empty hole or which extra count should be dropped.
## Example
```toml
[board]
rows = 2
columns = 6
seeds = [[0, 4, 4, 4, 4], 4]
```
Row 1 lists five counts for six holes.
## How to fix
Give one entry per row and one count per column. When most holes start alike,
a table of hole counts with a `default` is shorter:
```toml
[board]
rows = 2
columns = 6
seeds = [[0, 4, 4, 4, 4, 4], 4]
# or: seeds = { default = 4, a1 = 0 }
```
"#,
};
