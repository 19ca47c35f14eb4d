//! R020 phase-misused: a phase, or a rule's `when.phase`, that cannot
//! work as written.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation. Lowering raises it, as
/// it resolves `[[phases]]` and each rule's `when.phase`
/// (`model::phase`).
pub const CODE: Code = Code {
    id: "R020",
    name: "phase-misused",
    severity: Severity::Error,
    summary: "A phase that cannot begin or end as written, or a rule naming no phase of the file.",
    explanation: r#"## What it means
`[[phases]]` lists the phases of a game in the order they come: each
player starts in the first, and a phase's `until` ends it for good, the
next one beginning. A landing rule's `when.phase` names the phases it
holds in. R020 fires where that cannot work:
- a `when.phase` (or a name in its list) that no phase of the file has;
- two phases with the same name;
- a phase after one with no `until`: the one before lasts the rest of
  the game, so it never begins;
- an `until` that gives no event, or `stuck = false`;
- phases of each player mixed with phases of both (`for`).
## Why it matters
A rule meant for one phase would hold in none, or a phase would never
begin: the file would not play the game it describes.
## Example
```toml
[[phases]]
name = "first-turn"
until = { turns = 1 }

[[phases]]
name = "play"

[[landing]]
name = "capture"
when = { phase = "ply", hole = "own", was_empty = true }
capture = ["opposite"]
```
`ply` is no phase of the file (`play` is).
## How to fix
Name a phase the file lists; give each phase but the last an `until`
with at least one event; give every phase the same `for`.
"#,
};
