//! R002 duplicate-rule-name: two landing rules share a name.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "R002",
    name: "duplicate-rule-name",
    severity: Severity::Error,
    summary: "Two landing rules share a name.",
    explanation: r#"## What it means
Two `[[landing]]` rules have the same `name`. Each rule needs a name of its
own.
## Why it matters
Names are how sow refers to rules: in diagnostics, and in the statistics of
sample games (how often each rule fired). Two rules with one name cannot be
told apart there, and a copied rule whose name was not changed is often a sign
that something else in it was not changed either.
## Example
```toml
[[landing]]
name = "capture"
when = { hole = "opponent", count = [2, 3] }
capture = ["last"]

[[landing]]
name = "capture"
when = { hole = "own", was_empty = true }
capture = ["opposite"]
```
## How to fix
Rename one of the rules, preferably after what makes it different:
```toml
[[landing]]
name = "empty-hole-capture"
when = { hole = "own", was_empty = true }
capture = ["opposite"]
```
"#,
};
