//! B001 board-size: the board's rows, columns or total seeds are out of range.

use const_format::formatcp;

use crate::diagnostic::{Code, Severity};
use crate::format::{MAX_BOARD_HOLES, MAX_COLUMNS, MAX_ROWS, MAX_TOTAL_SEEDS, MIN_ROWS};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "B001",
    name: "board-size",
    severity: Severity::Error,
    // The limits are the format's constants, written into the words here
    // (so `sow explain` and docs/diagnostics.md cannot drift from them).
    summary: formatcp!(
        "The board has rows outside {MIN_ROWS}-{MAX_ROWS}, columns outside 1-{MAX_COLUMNS}, \
         more than {MAX_BOARD_HOLES} holes, or more than {MAX_TOTAL_SEEDS} seeds."
    ),
    explanation: formatcp!(
        r#"## What it means
sow plays boards of {MIN_ROWS} to {MAX_ROWS} rows with 1 to {MAX_COLUMNS} holes in each row
and at most {MAX_BOARD_HOLES} holes in all, holding at most {MAX_TOTAL_SEEDS} seeds in
total at the start. This board is outside those limits: too few or too many
rows, too many columns or holes, or a starting layout whose seeds add up to
more than {MAX_TOTAL_SEEDS} (for instance 100 seeds in every hole of a 4 by 32 board).
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
"#
    ),
};
