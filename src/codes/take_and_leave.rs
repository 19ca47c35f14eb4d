//! T009 take-and-leave: a landing rule says both how many seeds it takes
//! from the landing hole (`take`) and how many it leaves there (`leave`).

use crate::diagnostic::{Code, Diagnostic, Severity};
use crate::format::Sp;

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "T009",
    name: "take-and-leave",
    severity: Severity::Error,
    summary: "A landing rule has both `take` and `leave`.",
    explanation: r#"## What it means
A rule that takes seeds from the landing hole says how many in one of two
ways: `take = N` takes up to N seeds, `leave = N` takes all but N. This rule
gives both, and they disagree as soon as the hole holds other than N plus
the other number.
## Why it matters
sow cannot tell which the source means, so the file does not describe one
game.
## Example
```toml
[[landing]]
name = "last-hole"
when = { hole = "opponent", count = 4, opponent_holes = 1 }
take = 3
leave = 1
```
## How to fix
Keep the one the source says: "takes three" is `take = 3`; "takes all but
one, leaving one" is `leave = 1`.
```toml
[[landing]]
name = "last-hole"
when = { hole = "opponent", count = 4, opponent_holes = 1 }
leave = 1
```
"#,
};

/// The T009 of rule `name`, on its `leave`.
pub fn diagnostic(name: &str, take: &Sp<u32>, leave: &Sp<u32>) -> Diagnostic {
    Diagnostic::new(
        &CODE,
        leave.span.clone(),
        format!(
            "rule `{name}` takes up to {} seeds and also takes all but {}",
            take.value, leave.value
        ),
    )
    .with_help("keep `take` (up to so many seeds) or `leave` (all but so many), not both")
}
