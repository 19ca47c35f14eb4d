//! R021 mark-misused: a mark that nothing reads or that never stays, or a
//! condition (a tier's, a named hole's) naming no mark of the file.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation. Lowering raises it, as
/// it resolves `[marks.NAME]` and the conditions that read marks
/// (`model::mark`).
pub const CODE: Code = Code {
    id: "R021",
    name: "mark-misused",
    severity: Severity::Error,
    summary: "A mark that nothing reads or that never stays, or a condition naming no mark of the file.",
    explanation: r#"## What it means
`[marks.NAME]` declares a mark that a player's ply puts on holes (`set`)
and an event takes off (`clear`); `blocks` keeps moves from a marked
hole, and a `[[moves.priority]]` tier or a condition on a named hole
(a requirement's `start_holes`, a landing rule's `when.holes`, a
capture target's condition) reads it with `marked` or `unmarked`. R021
fires where that cannot work:
- a `marked` or `unmarked` that names no `[marks.NAME]` table, or a tier
  or named hole that gives both;
- a mark that nothing reads: no `blocks`, and no condition (of the file
  or of a phase) names it;
- a mark set and cleared by the same seeds (`set = "sown-into"` with
  `clear = "sown-into"`), which never stays on a hole;
- more marks than a file may have (3).
## Why it matters
A mark that nothing reads changes nothing, and a tier that reads no mark
would admit every hole or none: the file would not play the rule it
means.
## Example
```toml
[marks.sown]
set = "move-start"

[[moves.priority]]
name = "each-hole-once"
unmarked = "sow"
```
`sow` is no mark of the file (`sown` is).
## How to fix
Name a mark the file declares; give each mark `blocks` or a condition
that reads it; clear a mark by another event than the one that sets it.
"#,
};
