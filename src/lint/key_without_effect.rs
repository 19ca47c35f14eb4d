//! S007 key-without-effect: a key that does nothing with the rest of the file.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "S007",
    name: "key-without-effect",
    severity: Severity::Error,
    summary: "A key has no effect, or no defined meaning, with the rest of the file.",
    explanation: r#"## What it means
A key that only means something together with another is given without
it: `skip_except_claim` with no `skip` in `[sowing]` or no landing rule that
claims holes, or `replace` in `[claimed]` without `at_most = 1` (with no
limit nothing is replaced; with a limit above 1 which claim goes is not
defined).
## Why it matters
The file says a rule applies that can never apply, or applies in a way sow
would have to guess. Most often the other key was forgotten, and the game
played is not the one the source describes.
## Example
```toml
[claimed]
replace = "free"
```
## How to fix
Add the key it needs, or remove it.
```toml
[claimed]
at_most = 1
replace = "free"
```
"#,
};
