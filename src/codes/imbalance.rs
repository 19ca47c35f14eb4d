//! P006 imbalance: one side wins most random games.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "P006",
    name: "imbalance",
    severity: Severity::Info,
    summary: "One side won more than 65% of the random sample games.",
    explanation: r#"## What it means
With uniformly random moves for both sides, one player won more than 65% of
at least 100 sample games. Random play is not good play, but a strong lean
often points at a rule that favours one side: who moves first, an
asymmetric track, or a capture only one side can make.
## Why it matters
It may be the game (some are known to favour the first player), or a
transcription slip such as a track or ownership that is not mirrored.
## Example
```toml
[players.south]
rows = [1]
holes = ["a2"]
```
## How to fix
Check that ownership, tracks and rules are symmetric where the source says
they are. If the imbalance is real, nothing needs fixing: this is only
information.
"#,
};
