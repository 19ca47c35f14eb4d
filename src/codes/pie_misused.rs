//! O012 pie-misused: the pie rule (`[moves] pie = true`) in a game whose
//! sides it cannot swap.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation. Lowering raises it, where
/// it checks the pie rule against the rest of the file (`model::pie`).
pub const CODE: Code = Code {
    id: "O012",
    name: "pie-misused",
    severity: Severity::Error,
    summary: "The pie rule in a game whose sides it cannot swap.",
    explanation: r#"## What it means
The pie rule (`[moves] pie = true`) lets the second player, in their first
turn, take the side the first player's opening turn left instead of
moving (a ply written `swap`). sow swaps the sides by turning the board
half round, so South stays the first player: each hole's seeds go into
the hole across the board's centre and the stores change over. That is
the same game only where the rules look the same from either side, and
only where nothing but the seeds and claims has been decided yet. O012
fires where:
- the sides differ: a hole and the hole across the centre do not belong
  to the two players (or both to nobody), North's track is not South's
  turned half round, or a region's North holes are not its South holes
  turned half round;
- the file has parts whose state a swap would have to carry over and
  does not: a match of rounds, `[[phases]]`, `[marks.NAME]`, special
  holes (`[holes.NAME]`), pieces, a placement phase, an opening other
  than a set one, or a way chosen once for the game.
## Why it matters
The swapped game would not be the one the file describes: the player who
swapped would get a side with other rules, or lose what the first turn
decided.
## Example
```toml
[players.south]
holes = ["a1-f1"]

[players.north]
holes = ["a2-e2"]

[moves]
pie = true
```
North has five holes to South's six: the sides are not alike.
## How to fix
Make the sides alike, or leave the pie rule out.
"#,
};
