//! L001 requirement-without-effect: a condition on what a move does
//! (`[[moves.require]]`) governs no move, or every move meets it.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "L001",
    name: "requirement-without-effect",
    severity: Severity::Warning,
    summary: "A move requirement governs no move, or every move meets it.",
    explanation: r#"## What it means
A `[[moves.require]]` table makes the moves it governs (those from its
`hole`, holding its `count`) legal only when they do what it requires. This
one changes nothing: its `count` holds no count a move can start from (below
`min_seeds`, or above the seeds in play), it asks nothing of a move (none
of `first_into`, `start_holes`, `reaches`, `ends`, `opponent_can_move`,
`any_of`), or its
only condition, `first_into`, admits every count a hole can hold, so every
move meets it.
## Why it matters
The rule of the game it was written for is not enforced: usually the count
is off by one, or `first_into` is a range written the wrong way round.
## Example
```toml
[moves]
min_seeds = 2

[[moves.require]]
name = "single-seeds-into-empty"
count = 1
first_into = 0
```
## How to fix
Govern counts a move can start from, and require something a move can fail:
```toml
[moves]
min_seeds = 1

[[moves.require]]
name = "single-seeds-into-empty"
count = 1
first_into = 0
```
"#,
};
