//! P007 restriction-never-decides: a move restriction decided no move in
//! any sample game.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "P007",
    name: "restriction-never-decides",
    severity: Severity::Warning,
    summary: "A move restriction (a `[[moves.priority]]` tier) never decided which moves \
              were allowed in any of the random sample games.",
    explanation: r#"## What it means
Move restrictions are tried in order, and the first that admits one of the
legal moves decides which moves may be played: it decides a ply when it
takes a legal move away. In hundreds of random games this tier never did:
an earlier tier always admits a move first, no legal move ever meets its
`hole` and `count` (or its `unless_count` always passes it over), or it
admits every legal move whenever it holds (a catch-all such as `count = {
min = 1 }`, which restricts nothing). sow says so only of at least 50
games: fewer, as the editor may play of a slow file, can miss a tier that
decides in one game of fifty.
## Why it matters
A restriction that never decides is dead text: the rule it was written for
never shapes a game. Published rule sets have had restrictions that can never
produce a move; this is how sow finds them.
## Example
```toml
[[moves.priority]]
name = "any-hole"
count = { min = 1 }

# Never reached: the tier above admits every legal move.
[[moves.priority]]
name = "twos-first"
count = 2
```
## How to fix
Order the tiers from the most particular to the most general, remove a
catch-all (the legal moves are allowed anyway when no tier holds), and
check each tier's `hole`, `count` and `unless_count` against the board.
`sow simulate FILE` shows how often each tier decided.
```toml
[[moves.priority]]
name = "twos-first"
count = 2
```
"#,
};
