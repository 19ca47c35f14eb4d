//! S003 invalid-value: a value of the wrong type or not one of the allowed words.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "S003",
    name: "invalid-value",
    severity: Severity::Error,
    summary: "A value has the wrong type or is not one of the allowed words.",
    explanation: r#"## What it means
A key has a value that the format does not accept: text where a number is
expected, a number where a list is expected, a negative count, or a word that
is not one of the key's allowed words.
## Why it matters
sow cannot guess what an unexpected value should mean, so the part of the game
it describes is missing from the rules that are checked and played.
## Example
```toml
[board]
rows = "two"
columns = 6
seeds = -4

[sowing]
laps = "double"
```
## How to fix
Write the value in the form the key expects. Counts are whole numbers written
without quotes, zero or more. Words are quoted and must be one the message
lists: `laps` takes `single` or `relay`.
```toml
[board]
rows = 2
columns = 6
seeds = 4

[sowing]
laps = "relay"
```
"#,
};
