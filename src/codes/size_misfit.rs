//! B007 size-misfit: a file played on several boards names a hole that one
//! of its sizes lacks, or its default size is not among its sizes.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "B007",
    name: "size-misfit",
    severity: Severity::Error,
    summary: "A hole name does not hold on every board size the file gives, or `columns` is not one of `sizes`.",
    explanation: r#"## What it means
A file may give several documented sizes of its board (`[board] sizes`, the
numbers of holes per row), and `sow check` checks each of them with the one
set of rules. Every hole name in the file must then name a hole on every
size. This one is a hole of the default board (`columns`) but not of another
size: `h1` on a board of eight columns is off a board of six. Or `columns`,
the default size, is not one of the sizes listed.
## Why it matters
On the size that lacks the hole the rules cannot be built, so that size
cannot be played; and a name such as `f1` for "the end of South's row" means
another hole on each size.
## Example
```toml
[board]
rows = 2
columns = 8
sizes = [6, 8, 12]
seeds = 4

[moves.first]
of = "game"
south = "h1"
```
## How to fix
Name the end of a row from the row's end, which holds on every size:
`last1` is the last hole of row 1 (`f1`, `h1` or `l1` here), `(last-1)1` the
one before it, `mid1` the first hole of the row's right half, and `a1-last1`
the whole row. Name holes by their letters only where every size has them,
and list `columns` among `sizes`:
```toml
[moves.first]
of = "game"
south = "last1"
```
"#,
};
