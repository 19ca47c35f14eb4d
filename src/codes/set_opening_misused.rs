//! O011 set-opening-misused: a set opening (`[opening] kind = "set"`)
//! whose layouts cannot be laid out as written.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation. Lowering raises it, where
/// it resolves the layouts (`model::set_opening`).
pub const CODE: Code = Code {
    id: "O011",
    name: "set-opening-misused",
    severity: Severity::Error,
    summary: "A set opening's layouts cannot be laid out as written.",
    explanation: r#"## What it means
A set opening (`[opening] kind = "set"`) lets the first player lay the
board out in one of the file's layouts (`[[opening.layouts]]`), a ply
written `opening=NAME`. Here the opening lists no layout, two layouts
share a name, a name is not one word of letters, digits and `-` (the
ply could not be written), a layout holds other than the seeds the board
starts with (it would make or lose seeds), or it claims holes in a game
with no claimed holes (nothing would read the claim).
## Why it matters
The opening could not be played, or it would not be the game the source
describes.
## Example
```toml
[opening]
kind = "set"

[[opening.layouts]]
name = "plain"
seeds = [[5, 3, 5, 3, 5, 3], [3, 5, 3, 5, 3, 4]]
```
## How to fix
List at least one layout, each with its own name, holding every seed the
board starts with; give claims only where the file has `[claimed]`:
```toml
[[opening.layouts]]
name = "plain"
seeds = [[5, 3, 5, 3, 5, 3], [3, 5, 3, 5, 3, 5]]
```
"#,
};
