//! P001 endless-sowing: sample play met a relay sowing that never ends.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "P001",
    name: "endless-sowing",
    severity: Severity::Error,
    summary: "A move found in sample play sows forever, and the file does not say what such a move means.",
    explanation: r#"## What it means
In one of the random sample games, a move's relay sowing came back to a board
it had already had at an earlier lift of the same move. From there the
sowing repeats the same laps forever. sow finds such cycles exactly (it
compares whole boards at lifts), so this is not a guess from a step count.
The diagnostic gives the moves from the start that reach it: the last one is
the endless move.
## Why it matters
The move has no outcome. Rule books rarely mention the case, but it does
occur: with relay sowing on small boards a few percent of random games reach
such a position. Players and programs will disagree unless the file says what
happens.
## Example
```toml
[sowing]
direction = "anticlockwise"
laps = "relay"
```
## How to fix
Replay the moves with `sow play FILE --moves "..."` to see the position. Then
state the rule in `[sowing]`: `endless = "illegal"` (the move may not be
played), `"end-turn"` (the turn stops where the repetition is found) or
`"end-game"` (the game ends there).
```toml
[sowing]
direction = "anticlockwise"
laps = "relay"
endless = "illegal"
```
"#,
};
