//! S006 value-out-of-range: a number its key does not allow.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "S006",
    name: "value-out-of-range",
    severity: Severity::Error,
    summary: "A number is below the smallest its key allows.",
    explanation: r#"## What it means
A key that counts something was given a number it cannot work with: a move
that lifts no seed (`min_seeds = 0`), a ply or round cap of 0, a rule that
takes no seeds (`take = 0`), room for no claimed hole (`at_most = 0`), or
a match's `min_holes` of 0 or more than a player owns (the first recount
would end every match).
The schema gives each key's range, so an editor that validates with it
flags the value too.
## Why it matters
The rule the key states cannot be played as written: sow cannot tell what
the file means by it, so the file does not describe a playable game.
## Example
```toml
[game]
name = "Two rows of six"
max_plies = 0
```
## How to fix
Use a number in the key's range, or leave the key out for its default.
```toml
[game]
name = "Two rows of six"
max_plies = 500
```
"#,
};
