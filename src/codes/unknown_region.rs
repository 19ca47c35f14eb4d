//! O003 unknown-region: a rule or `moves.from` names a region that is not defined.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "O003",
    name: "unknown-region",
    severity: Severity::Error,
    summary: "A rule or `moves.from` names a region or hole selector that is not defined.",
    explanation: r#"## What it means
A landing rule's `when.hole` or the `from` key of `[moves]` says which holes it
is about. The valid words are `own`, `opponent`, `any`, `own-store`,
`opponent-store`, `store`, or the name of a table under `[regions]`. The word
given is none of these.
## Why it matters
sow cannot tell which holes the rule or the moves apply to. Guessing could
make a capture fire in holes where the game does not allow it.
## Example
```toml
[regions.home]
south = ["a1-c1"]
north = ["f2-d2"]

[[landing]]
name = "home-capture"
when = { hole = "hom", count = [2, 3] }
capture = ["last"]
```
## How to fix
Correct the spelling, or define the region you meant under `[regions]` with a
`south` and a `north` list of holes.
```toml
[[landing]]
name = "home-capture"
when = { hole = "home", count = [2, 3] }
capture = ["last"]
```
"#,
};
