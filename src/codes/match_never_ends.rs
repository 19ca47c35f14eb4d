//! P008 match-never-ends: many sample matches stopped at the round cap.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "P008",
    name: "match-never-ends",
    severity: Severity::Warning,
    summary: "More than a few percent of random sample matches stopped at the round cap, and greedy players' matches did not all end either.",
    explanation: r#"## What it means
sow played random matches with the file's rules, and more than 2% of them,
and at least three, did not end by the match's own rules: they were stopped by the round cap
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
`opponent-cannot-fill` (a store so full that the other player could no
longer fill `min_holes` holes),
`repetition` (a position recurred), `no-move` (the player to move had no
move and the file ends the game then), `neither-can-move` (both had to
pass), `one-cannot-move` (a player had no move and `[end]` ends the game
then), `only-one-can-move` (no more than one player could move), `endless-sowing` (a relay sowing that never ends, which the file ends
the game on), `unresolved` (such a sowing, which the file gives no rule
for), `unclaimed-empty` (only claimed holes hold seeds), `holes-at-most`
(no hole holds more seeds than `[end]` allows), `board-at-most` (the
holes hold no more seeds in all than `[end]` allows), `match-won` (a
player owns every hole, or the other can fill fewer than `min_holes`,
by default one), `round-cap` (the
match reached `max_rounds`), `recount-unplayable` (a recount left more
than one hole without an owner), `rounds-won` (a player won `rounds_to_win`
rounds), `points-reached` (a player's points reached `points_to_win`) and
`round-repeats` (a round that ended before its first ply was set up again
the same way, P011). Games still going at the ply cap are counted
apart (P002).
The message gives the moves of the shortest match stopped at the round
cap, to replay with `sow play --moves`.
Random moves can keep a match going where players who play to win end it,
so sow then plays a second opinion: 20 matches between greedy players, as
`sow simulate FILE --south greedy --north greedy` plays them. Where those
end by the match's rules, the finding is P010, information, instead of
this warning; where they stop too, the message says how many did.
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
