//! T005 endless-unstated: relay sowing can go on forever and `endless` is not given.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "T005",
    name: "endless-unstated",
    severity: Severity::Warning,
    summary: "Relay sowing can go on forever, and `endless` does not say what such a move means.",
    explanation: r#"## What it means
With `laps = "relay"`, a lap whose last seed lands in an occupied hole lifts
that hole and sowing goes on. In some positions this never stops: the board at
a lift repeats a board from an earlier lift of the same move. The file should
say with `endless` in `[sowing]` what such a move means. This is a warning
because not every relay game reaches such a position; when sample play finds
one, P001 reports it as an error with the moves that lead there.
## Why it matters
Rule books rarely mention this case, but it does happen in play. Without a
stated rule the move has no outcome, players (and programs) will disagree, and
sample games cannot be played to the end.
## Example
```toml
[sowing]
direction = "anticlockwise"
laps = "relay"
```
## How to fix
Add `endless` with one of: `illegal` (the move may not be played),
`end-turn` (the turn stops where the repetition is found) or `end-game` (the
game ends there). Use what your source says; if it says nothing, choose one
and mention the choice in the game's `description`.
```toml
[sowing]
direction = "anticlockwise"
laps = "relay"
endless = "illegal"
```
"#,
};
