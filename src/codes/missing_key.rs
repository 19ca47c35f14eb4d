//! S004 missing-key: a required table or key is absent.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "S004",
    name: "missing-key",
    severity: Severity::Error,
    summary: "A required table or key is absent.",
    explanation: r#"## What it means
A table or key that every game needs is not in the file. The required parts
are: `[game]` with `name`; `[board]` with `rows`, `columns` and `seeds`;
`[players]` with `south` and `north`; `[sowing]`; and `[end]` with `remaining`.
## Why it matters
Without these sow cannot lay out the board, tell whose holes are whose, sow a
move or score the end of the game, so the file does not describe a playable
game. sow does not fill in defaults for them, so that every file says plainly
how its game starts and ends.
## Example
```toml
[board]
rows = 2
columns = 6
```
The board says how big it is but not how many seeds each hole starts with.
## How to fix
Add the missing table or key the message names.
```toml
[board]
rows = 2
columns = 6
seeds = 4
```
"#,
};
