//! S001 toml-syntax: the text is not valid TOML.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "S001",
    name: "toml-syntax",
    severity: Severity::Error,
    summary: "The text is not valid TOML.",
    explanation: r#"## What it means
The TOML parser could not read part of the file: for instance a string or a
list that is never closed, a key without `=`, or the same key or table written
twice. sow reports the place where reading failed and keeps reading after it
where it can, so one typo does not hide the other problems in the file.
## Why it matters
A file that is not valid TOML does not describe a game at all, and the text
around the error may not mean what you wrote. Diagnostics that follow a syntax
error can be side effects of it.
## Example
```toml
[game]
name = "Stones in a row

[board]
rows = 2
```
## How to fix
Correct the text at the reported place, here by closing the string. Fix the
first syntax error first and check again: later errors often disappear.
```toml
[game]
name = "Stones in a row"
```
"#,
};
