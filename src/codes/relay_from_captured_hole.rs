//! R010 relay-from-captured-hole: a landing rule captures the landing hole
//! and then relays from it, which has nothing left to lift.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "R010",
    name: "relay-from-captured-hole",
    severity: Severity::Warning,
    summary: "A landing rule relays from the landing hole it has just captured.",
    explanation: r#"## What it means
`then = "relay"` lifts the landing hole and sows on. This rule's `capture`
takes the landing hole (`last`) first, so the hole is empty when the
relay comes to lift it, and the turn always ends there instead.
## Why it matters
The file says the sowing goes on after the capture, and in play it never
does. A rule that captures across and moves the capturing seed on (as
in Gabata: "the counter that triggered the capture is moved to the
following hole") must leave that seed where it is: capture only the
other holes.
## Example
```toml
[[landing]]
name = "take-across"
when = { hole = "own", was_empty = true, opposite = { min = 1 } }
capture = ["last", "opposite"]
then = "relay"
```
## How to fix
Leave the landing hole out of `capture`, so that the relay sows its seed
on, or end the turn:
```toml
[[landing]]
name = "take-across"
when = { hole = "own", was_empty = true, opposite = { min = 1 } }
capture = ["opposite"]
then = "relay"
```
"#,
};
