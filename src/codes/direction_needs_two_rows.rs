//! T006 direction-needs-two-rows: the `direction` shorthand needs a two-row board.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "T006",
    name: "direction-needs-two-rows",
    severity: Severity::Error,
    summary: "The `direction` shorthand is defined only for two-row boards.",
    explanation: r#"## What it means
`direction = "anticlockwise"` means: sow South's row from `a1` rightwards,
then North's row from its right end leftwards; `clockwise` is the reverse.
That is only defined for a board of two rows. This board has three or four.
## Why it matters
On three or four rows there are several natural paths (snaking through every
row in turn, or in a different order for each player), and games differ in
which they use. sow will not guess.
## Example
```toml
[board]
rows = 4
columns = 8
seeds = 2

[sowing]
direction = "anticlockwise"
```
## How to fix
Replace `direction` with a `track` listing the holes in sowing order. It must
pass through every hole; for instance a path that snakes through all rows:
```toml
[sowing]
track = ["a1-h1", "h2-a2", "a3-h3", "h4-a4"]
```
"#,
};
