//! P011 round-repeats: a match could only repeat a round that ends
//! before its first ply.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "P011",
    name: "round-repeats",
    severity: Severity::Warning,
    summary: "A sample match reached a round that ends before its first ply and whose recount sets up the same round again.",
    explanation: r#"## What it means
sow played random matches with the file's rules, and one reached a round
that ended before anyone moved (its starter had no legal move, say),
after which the recount set up exactly the same round again: the same
seeds in the same holes, owned the same way, with the same starter. That
round would end the same way again, and so on for ever. sow stops such
a match at once, with the reason `round-repeats` (scored as a draw),
instead of playing the same empty round up to `max_rounds`, and gives
the moves that lead there.
## Why it matters
The match has no end by its own rules from that point: raising
`max_rounds` changes nothing. Usually a refill leaves the starter
without a move (`refill` below `min_seeds` in `[moves]`), or a round's
end gives every seed back to the holes it came from.
## Example
```toml
[moves]
min_seeds = 3

[match]
holes = "own"
refill = 2
```
Every hole a recount fills holds 2 seeds, and a move needs 3: the first
recount leaves nobody a move.
## How to fix
Make a refilled round playable (a `refill` of at least `min_seeds`), or
give the match an end that such a round meets (`min_seeds` in `[match]`,
so that a player who cannot fill a playable hole loses).
```toml
[moves]
min_seeds = 3

[match]
holes = "own"
refill = 3
```
"#,
};
