//! P002 game-never-ends: many sample games hit the ply cap.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "P002",
    name: "game-never-ends",
    severity: Severity::Warning,
    summary: "More than a few percent of random sample games were still going at the ply cap.",
    explanation: r#"## What it means
sow played random games with the file's rules, and more than 2% of them,
and at least three, had not ended after the ply cap (`max_plies` in
`[game]`, else 2,000 plies): one or two games of a small sample, such as
the editor plays of a slow file, are not a finding.
Usually the end conditions cannot be met from some positions: for example the
game ends only when a row is empty, but the last few seeds can circle the
board forever without a capture. The diagnostic gives the moves of the
shortest such game.

In a file that plays a match (`[match]`), each sample game is a whole
match, and the cap counts the plies of all its rounds: the message then
speaks of matches still going after so many plies (P008 is for matches
stopped at the round cap instead).
## Why it matters
A game that need not end is not a complete rule set. Real players would agree
to stop, and how they do so (count what each holds, call it a draw, restart)
is a rule the file should state.
## Example
```toml
[end]
when = ["row-empty"]
```
## How to fix
Replay the moves with `sow play FILE --moves "..."` and look at how the game
loops. Then add the end condition your source describes, such as
`"repetition"` (a position recurs) or `{ seeds_above = N }` (a store passes
half the seeds). If the games are merely long, raise `max_plies`.
```toml
[end]
when = ["row-empty", "repetition"]
```
"#,
};
