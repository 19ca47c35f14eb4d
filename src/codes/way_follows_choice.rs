//! R008 way-follows-choice: `[moves.first]` fixes the way of North's first
//! move where that way follows from the game's first move (`[sowing] way =
//! "chosen-once"`).

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "R008",
    name: "way-follows-choice",
    severity: Severity::Error,
    summary: "A fixed first move's way fixes a way the game's first move chooses.",
    explanation: r#"## What it means
With `[sowing] way = "chosen-once"`, the game's first move (South's)
chooses the way its player sows for the whole game, and the other player
sows the opposite way (or the same, with `other_way = "same"`): no later
move has a way of its own. (With `other_way = "own"` each player's own
first move chooses, and may be fixed.) Here
`[moves.first]` fixes each player's first move (`of = "each-player"`),
North's too, and gives a `way`: a way for North's first move, which
the choice has already settled.
## Why it matters
North's way follows from South's choice. Where South's first move is
fixed to that same way, North's fixed first move can never be played;
where it is not, the file lets South's choice decide whether North may
move at all. Neither is a rule a source describes.
## Example
```toml
[sowing]
direction = "anticlockwise"
way = "chosen-once"

[moves.first]
of = "each-player"
south = "c1"
north = "c2"
way = "along"
```
## How to fix
Fix the way of the game's first move only (`of = "game"`), or leave out
`way` and let North's first move sow the way the choice left it:
```toml
[moves.first]
of = "each-player"
south = "c1"
north = "c2"
```
"#,
};
