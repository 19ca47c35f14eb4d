//! R023 no-hole-of-player-on-track: a hole reference looks along the path
//! for a hole of one player (`next opponent`, `before own`), and the
//! mover's track passes none.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "R023",
    name: "no-hole-of-player-on-track",
    severity: Severity::Warning,
    summary: "A hole reference looks along the path for a player's hole, and no track passes one.",
    explanation: r#"## What it means
`next opponent` names the first of the opponent's holes after a hole,
along the mover's path (`next own`, `before opponent` and `before own`
likewise). Where neither player's track passes a hole of that player (on
four rows, each sowing round their own two rows, the opponent's holes are
on no mover's path), the reference names no hole wherever the rule fires.
## Why it matters
A capture of such a hole takes nothing, a condition on it never holds, and
a transfer to it moves nothing: the file says something that never
happens in play.
## Example
```toml
[board]
rows = 4
columns = 8
seeds = 2

[sowing]
track = { south = ["a1-h1", "h2-a2"], north = ["a3-h3", "h4-a4"] }

[[landing]]
name = "turned-aside"
when = { hole = "own" }
transfer = { seeds = 1, from = "last", to = "next opponent" }
```
## How to fix
Name the hole another way (`opposite`, `behind opposite`), or give the
players a path that passes the other's holes.
```toml
[[landing]]
name = "turned-aside"
when = { hole = "own" }
transfer = { seeds = 1, from = "last", to = "opposite" }
```
"#,
};
