//! R017 tier-never-applies: a priority tier of `[moves]` whose `plies`
//! or `once_lost` say it applies where the game never is.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation. Lowering raises it, once
/// the placement phase and the special holes are resolved
/// (`model::tier`).
pub const CODE: Code = Code {
    id: "R017",
    name: "tier-never-applies",
    severity: Severity::Error,
    summary: "A move restriction applies only to plies or after a loss the game never has.",
    explanation: r#"## What it means
A `[[moves.priority]]` tier may restrict only placement plies
(`plies = "placement"`), or apply only once the mover's special hole has
lost its status (`once_lost = "NAME"`). This tier names placement plies
in a game without `[placement]`, or a `[holes.NAME]` table that does not
exist or whose holes never lose their status (`lost_when = "never"`).
## Why it matters
The tier is passed over in every position: the rule it was written for is
not played.
## Example
```toml
[holes.square]
holes = { south = "e2", north = "d3" }

[[moves.priority]]
name = "multiples-first"
count = { min = 2 }
once_lost = "square"
```
The square hole keeps its status all game, so the tier never applies.
## How to fix
Say when the hole loses its status, or drop the condition:
```toml
[holes.square]
holes = { south = "e2", north = "d3" }
lost_when = "emptied"
```
"#,
};
