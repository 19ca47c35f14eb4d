//! O002 unowned-hole: a hole belongs to neither player.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "O002",
    name: "unowned-hole",
    severity: Severity::Warning,
    summary: "A hole belongs to neither player.",
    explanation: r#"## What it means
A hole on the board is in neither `[players.south]` nor `[players.north]`.
## Why it matters
No player can start a move from it as one of their own holes, landing rules
about `own` or `opponent` holes never match there, and seeds left in it when
the game ends go to nobody under `remaining = "owner"`. This is usually a
hole forgotten at the end of a range. A hole meant to belong to nobody is
not warned of when the file says so, in one of two ways that differ in
play: a hole that anyone may sow is named by where moves start
(`[moves] from = "any"`, or a region that names it), and a hole that
nobody sows by `[players] neutral` (a neutral hole is never sown from). A
hole off the track (`[board] off_track`) is not warned of either.
## Example
```toml
[board]
rows = 2
columns = 6
seeds = 4

[players.south]
rows = [1]

[players.north]
holes = ["a2-e2"]
```
The range stops at `e2`, so `f2` belongs to no one.
## How to fix
Give the hole to the player it belongs to, here by extending the range or
giving North the whole row. If the hole is meant to belong to nobody, say
so: `[moves] from = "any"` if anyone may sow it, `[players] neutral =
["f2"]` if nobody does.
```toml
[players.north]
rows = [2]
```
"#,
};
