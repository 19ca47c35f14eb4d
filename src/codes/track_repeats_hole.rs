//! T003 track-repeats-hole: a track passes through the same hole or store twice.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "T003",
    name: "track-repeats-hole",
    severity: Severity::Error,
    summary: "A sowing track passes through the same hole or store twice in one loop.",
    explanation: r#"## What it means
A track is a loop: after its last entry, sowing goes on from its first. Each
hole and each store may appear on it only once. This track names some hole or
store twice, often because two ranges overlap or because the starting hole is
written again at the end to close the loop.
## Why it matters
A hole listed twice would get two seeds on every lap while the others get one,
and the hole that comes after it would be ambiguous. If some holes should be
passed over while sowing, use `skip_origin` or `skip` instead.
## Example
```toml
[sowing]
track = ["a1-f1", "f2-a2", "a1"]
```
## How to fix
Remove the repeated entry. The track already returns to its start on its own:
```toml
[sowing]
track = ["a1-f1", "f2-a2"]
```
"#,
};
