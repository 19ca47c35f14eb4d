//! R005 seed-rule-effect: a rule on every seed (or on every hole at a
//! turn's end) asks for what only the last seed of a lap can do.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "R005",
    name: "seed-rule-effect",
    severity: Severity::Error,
    summary: "A rule on every seed or at a turn's end has an effect or condition only the last seed can have.",
    explanation: r#"## What it means
A rule with `on = "every-seed"` looks at each seed of a lap but its last, as
it falls, and may capture or take from the hole it fell into (and the hole
opposite); the sowing then goes on with the seeds still in hand. How the turn
goes on (`then`), a chain of captures (`chain`), the grand slam rule
(`grand_slam`), claiming a hole (`claim`), moving seeds between holes
(`transfer`), the `previous` condition and the mover's choice to decline
the rule (`optional`) belong to where a lap ends, so they are rules of the
last seed.
A rule with `on = "turn-end"` looks at every hole once the turn's sowing is
over: it too only captures or takes, and with no seed just dropped it has
no `was_empty` either.
## Why it matters
sow cannot tell what the file means: end the turn in the middle of a lap, or
ignore the key. It plays neither.
## Example
```toml
[[landing]]
name = "fours"
on = "every-seed"
when = { count = 4 }
capture = ["last"]
then = "end-turn"
```
## How to fix
Drop the key, or give the last seed a rule of its own (rules are
`on = "last-seed"` by default):
```toml
[[landing]]
name = "fours"
on = "every-seed"
when = { count = 4 }
capture = ["last"]

[[landing]]
name = "last-four"
when = { count = 4 }
capture = ["last"]
then = "end-turn"
```
"#,
};
