//! B001 board-size: the board's rows, columns or total seeds are out of range.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "B001",
    name: "board-size",
    severity: Severity::Error,
    summary: "The board has rows outside 2-4, columns outside 1-32, or more than 10,000 seeds.",
    explanation: r#"## What it means
sow plays boards of 2 to 4 rows with 1 to 32 holes in each row, holding at most
10,000 seeds in total at the start. This board is outside those limits: too
few or too many rows, too many columns, or a starting layout whose seeds add up
to more than 10,000 (for instance 100 seeds in every hole of a 4 by 32 board).
## Why it matters
Hole names, the sowing shorthand and sow's game engine are built for boards of
this size. A board outside it cannot be laid out or played, so nothing else
about the game can be checked.
## Example
```toml
[board]
rows = 1
columns = 40
seeds = 4
```
## How to fix
Give the board a size within the limits. A game played on a single long row of
holes is usually described as two rows of half the length, one per player:
```toml
[board]
rows = 2
columns = 20
seeds = 4
```
"#,
};
