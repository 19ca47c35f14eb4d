//! P008 match-never-ends: many sample matches stopped at the round cap.

use super::Code;
use crate::diagnostic::Severity;

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "P008",
    name: "match-never-ends",
    severity: Severity::Warning,
    summary: "More than a few percent of random sample matches stopped at the round cap.",
    explanation: r#"## What it means
sow played random matches with the file's rules, and more than 2% of them
did not end by the match's own rules: they were stopped by the round cap
(`max_rounds` in `[match]`, else 100 rounds), or at a recount that left more
than one hole without an owner, a round sow cannot set up yet
(`recount-unplayable`). A match stopped so is scored as a draw. Usually the
cap is lower than the rounds the game's matches take, or the rounds give
seeds to nobody (`remaining = "nobody"` in `[end]`), so that each recount
has fewer seeds to share out, until one leaves more than one hole unfilled.
(Seeds too few to fill a hole stay in their player's hand for the next
recount, and one hole nobody fills is out of play for the round: neither
stops a match.)

Every game or match ends for one of these reasons, which `sow play`,
`sow simulate` and the JSON output name: `row-empty` (a player's holes are
all empty), `seeds-above` (a store went over the count `[end]` gives),
`repetition` (a position recurred), `no-move` (the player to move had no
move and the file ends the game then), `neither-can-move` (both had to
pass), `endless-sowing` (a relay sowing that never ends, which the file ends
the game on), `unresolved` (such a sowing, which the file gives no rule
for), `unclaimed-empty` (only claimed holes hold seeds), `match-won` (a
player owns every hole, or the other cannot fill one), `round-cap` (the
match reached `max_rounds`) and `recount-unplayable` (a recount left more
than one hole without an owner). Games still going at the ply cap are counted
apart (P002).
## Why it matters
A match that need not end is not a complete rule set, and its draws are
sow's, not the game's.
## Example
```toml
[match]
refill = 4
remainder = { extra_hole_at = 3, tie = "lots" }
max_rounds = 3
```
## How to fix
Raise `max_rounds` if the matches are only long; otherwise give the rounds
an end that gives every seed to a player, or the match an end these
matches meet.
```toml
[match]
refill = 4
remainder = { extra_hole_at = 3, tie = "lots" }
max_rounds = 1000
```
"#,
};
