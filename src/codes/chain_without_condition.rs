//! R018 chain-without-condition: a `backward` or `forward` chain whose rule
//! has no `count`, so it takes every hole along the way.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "R018",
    name: "chain-without-condition",
    severity: Severity::Warning,
    summary: "A backward or forward chain has no count to stop it, so it takes every hole along the way.",
    explanation: r#"## What it means
A `chain = "backward"` or `"forward"` goes on from the landing hole while
each hole meets the rule's own `hole` and `count`. This rule has no
`count`: every hole of its `hole` set (every hole, without one) meets it,
empty or not, so the chain runs on until it leaves that set or comes back
round, taking the whole track. A rule that captures the `next` hole and
chains forward without a count takes every hole of the board.
## Why it matters
Rules texts chain over holes of some count ("then every following hole
holding 2 or 3"); a chain over every hole is almost never what a source
describes, and it ends most games at once.
## Example
```toml
[[landing]]
name = "take-on"
when = { hole = "opponent", count = [2, 3] }
capture = ["next"]
chain = "forward"
```
The chain reads the rule's `count` of 2 or 3 for the landing hole only if
it is there; here it is, and the chain stops at the first hole of another
count. Without `count`, it would take every opponent's hole in a row.
## How to fix
Give the rule the `count` the chain goes on over, or keep the chain to a
region with `hole`; where the source truly takes a whole row, say so with a
region of that row and allow the warning with `# sow: allow(R018)`.
"#,
};
