//! B004 piece-placement: a piece starts where pieces cannot be played.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "B004",
    name: "piece-placement",
    severity: Severity::Error,
    summary: "A piece starts in a hole that can be lifted, or pieces cannot be played here.",
    explanation: r#"## What it means
A kind of `[pieces]` places a piece in a hole that is not neutral (not in
`[players] neutral`), places none at all, or is declared on a board of
more than 63 holes.
## Why it matters
A piece is never sown: it lies in a hole that nobody lifts until a capture
takes it, with that hole's seeds, to a store. A hole that is not neutral is
lifted by moves and relays, and what would become of the piece then is not
said. A kind with no piece placed changes nothing. And sow keeps the
pieces beside the board's counts, which leaves room for boards of up to 63
holes.
## Example
```toml
[players.south]
rows = [1]

[players.north]
rows = [2]

[pieces.big]
worth = 10
holes = ["a1"]
```
`a1` is South's hole, which South's moves lift.
## How to fix
Put pieces in holes that belong to nobody:
```toml
[players]
neutral = ["a1", "f2"]

[players.south]
holes = ["b1-f1"]

[players.north]
holes = ["a2-e2"]

[pieces.big]
worth = 10
holes = ["a1", "f2"]
```
"#,
};
