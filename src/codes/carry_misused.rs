//! L002 carry-misused: a move that carries seeds without sowing
//! (`[[moves.carry]]`) that can never be played, or moves that neither sow
//! nor carry.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation. Lowering raises it, where
/// it reads the carries (`model::carry`).
pub const CODE: Code = Code {
    id: "L002",
    name: "carry-misused",
    severity: Severity::Error,
    summary: "A carry that can never be played, or moves that neither sow nor carry.",
    explanation: r#"## What it means
A carry (`[[moves.carry]]`) is a move that lifts seeds from a hole and
puts them into another hole, named from the first (`to = { at = "next"
}`), without sowing: a ply written `FROM>TO` (`g1>g2`). L002 fires where:
- `[moves] sow = false` (in the file or in a phase's own `moves`) and no
  carry is listed: no move at all is possible;
- a carry's `count` admits no hole that holds the `seeds` it carries
  (`seeds = 2` with `count = 1`);
- a file lists more carries than sow tells apart in a move.
## Why it matters
A player could never make the move the rules text describes, or, with
neither sowing nor carries, any move: every game would end at once.
## Example
```toml
[moves]
sow = false
```
## How to fix
List the move the phase allows as a carry (`carry = [{ name = "shift",
to = { at = "next" } }]`), or let the moves sow (leave `sow` out); make a
carry's `count` hold at least its `seeds`.
"#,
};
