//! R014 lap-never-reached: a landing rule's `when.lap` admits no lap a
//! ply of this file sows: lap 0, or only later laps where no ply goes on
//! past its first.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "R014",
    name: "lap-never-reached",
    severity: Severity::Warning,
    summary: "A landing rule waits for a lap of the ply that never comes.",
    explanation: r#"## What it means
`when.lap` counts the laps of a ply's sowing from 1: the first lap is the
sowing of the hole the move lifts, and each relay (a last seed that lifts
its hole, or `then = "relay"`) starts the next. This rule admits no lap
that is ever sown: it asks for lap 0, or for a later lap in a file where
no ply goes on after its first lap (single-lap sowing, and no rule that
relays).
## Why it matters
The rule can never fire, so what it says about later laps (Bao's "a turn
that did not capture on its first lap captures nothing later", say) is
not what the game plays.
## Example
```toml
[sowing]
laps = "single"

[[landing]]
name = "capture-later"
when = { hole = "own", opposite = { min = 1 }, lap = { min = 2 } }
capture = ["opposite"]
```
## How to fix
Count laps from 1, and let a ply go on to later laps (`laps = "relay"`, or a
rule with `then = "relay"`), or remove the rule:
```toml
[sowing]
laps = "relay"
```
"#,
};
