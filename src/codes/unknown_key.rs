//! S002 unknown-key: a key or table that the format does not define.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "S002",
    name: "unknown-key",
    severity: Severity::Error,
    summary: "A key or table that the format does not define.",
    explanation: r#"## What it means
The file uses a key or a table name that the sow format does not have. Most of
the time it is a misspelling, and the message suggests the closest known key.
## Why it matters
sow cannot tell what an unknown key should do, so the rule you meant is not
part of the game. Ignoring it silently would let you play and analyse a game
that differs from the one you wrote down.
## Example
```toml
[sowing]
direction = "anticlockwise"
skip_orgin = true
```
Here `skip_orgin` is not a key of `[sowing]`; the suggestion is `skip_origin`.
## How to fix
Spell the key as the format does, or move it to the table it belongs to. The
format's keys are listed in the JSON schema and shown on hover in editors.
```toml
[sowing]
direction = "anticlockwise"
skip_origin = true
```
"#,
};
