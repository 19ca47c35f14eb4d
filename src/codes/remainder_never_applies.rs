//! M002 remainder-never-applies: a match's remainder rule can never apply.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "M002",
    name: "remainder-never-applies",
    severity: Severity::Warning,
    summary: "A match's `extra_hole_at` is outside the leftovers a recount can give.",
    explanation: r#"## What it means
At a recount a player's leftover (seeds that cannot fill a whole hole) is
from 1 to `refill - 1`. `extra_hole_at` says how large a leftover must be to
win one more hole; a value of 0, or of `refill` or more, can never apply.
## Why it matters
The rule for leftovers is dead: nobody ever gains a hole from it, which is
rarely what the source describes.
## Example
```toml
[match]
refill = 4
remainder = { extra_hole_at = 4 }
```
## How to fix
Use a leftover from 1 to `refill - 1`, e.g. 3 when a player three seeds up
takes one seed from the other to own a hole.
```toml
[match]
refill = 4
remainder = { extra_hole_at = 3, tie = "lots" }
```
"#,
};
