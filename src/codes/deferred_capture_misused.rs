//! R022 deferred-capture-misused: a hole whose captures wait for the
//! round's end (`[deferred_captures]`) that a player owns, or a file whose
//! marks leave no room to remember who may share it.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation. Lowering raises it, as
/// it resolves `[deferred_captures]` (`model::deferred`).
pub const CODE: Code = Code {
    id: "R022",
    name: "deferred-capture-misused",
    severity: Severity::Error,
    summary: "A hole whose captures wait for the round's end belongs to a player, or cannot be told apart.",
    explanation: r#"## What it means
`[deferred_captures]` names holes whose captures wait for the end of the
round: a capture that names one entitles the mover to share it then. R022
fires where:
- such a hole belongs to a player (`[players]`): its owner would sow from
  it and a match would refill it, so what waits in it is not defined; it
  must be a neutral hole (`[players] neutral`);
- the file names as many marks (`[marks.NAME]`) as a file may have (3):
  who is entitled to a hole is kept as one more mark.
## Why it matters
The seeds that wait in the hole must stay there until the round ends; a
hole that is sown from or refilled would lose them.
## Example
```toml
[players.south]
rows = [1]

[players.north]
rows = [2]

[deferred_captures]
holes = ["d1", "d2"]
```
`d1` is South's and `d2` North's.
## How to fix
Make the holes neutral:
```toml
[players]
neutral = ["d1", "d2"]

[players.south]
holes = ["a1-c1", "e1-g1"]

[players.north]
holes = ["a2-c2", "e2-g2"]
```"#,
};
