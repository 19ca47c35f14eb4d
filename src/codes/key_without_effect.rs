//! S007 key-without-effect: a key that does nothing with the rest of the file.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "S007",
    name: "key-without-effect",
    severity: Severity::Error,
    summary: "A key has no effect, or no defined meaning, with the rest of the file.",
    explanation: r#"## What it means
A key that only means something together with another is given without
it: `skip_except_claim` with no `skip` in `[sowing]` or no landing rule that
claims holes, `replace` in `[claimed]` without `at_most = 1` (with no
limit nothing is replaced; with a limit above 1 which claim goes is not
defined), a key of `[opening]` its kind does not use (`gather` and
`start` belong to a gathered opening; `skip` and `landing` to a
simultaneous one), a table for an alternating `chain` (its condition is
built in), `remainder` or `gain_order` in `[match]` with
`holes = "own"` (each player fills only their own holes, so leftovers win
no hole and no hole changes hands), `min_holes` or `min_seeds` in
`[match]` with `[match.sale]` (a sale starts every game afresh and ends
the match by the holes sold, never by what a player can fill), a key of
`[match]` that sets up a round from the seeds of the one before
(`refill`, `store_refill`, `remainder`, `gain_order`, `fill_order`,
`min_holes`, `min_seeds`) with `holes = "start"` (every round starts from
the start position), `store_refill` in a match that sells holes or whose
loser lays out for the winner to copy (no hole is filled by a count from
a player's seeds), `stop` of
a `[holes.NAME]` in a game of single-lap sowing (every lap ends the turn
where it ends, so no hole stops one), or in `[moves.first]` a `north` when
only the game's first move is fixed, or a `way` when the mover never
chooses the way. Likewise `no_move = "pass"` in `[moves]` beside
`one-cannot-move` in `[end] when`: the game ends as soon as a player
cannot move, before they could pass. And `sown_this_turn` in a rule that
is not `on = "turn-end"`: such a rule is tried where a seed has just
fallen, so the hole is always one the turn sowed. And `winner =
"no-move-loses"` or `"no-move-wins"` with `no_move = "pass"`: a player
without a move passes, so no game ends for want of their move. And
`points` in `[match]` without `points_to_win`: no points are counted
(nor are rounds won in a row with `in_a_row` and no `rounds_to_win`).
And `layout` or `winner_lays` in `[match]` without `holes =
"loser-mirrored"` (no loser lays out), or `refill` there with `layout =
"free"` and a winner who copies (nothing is laid by the count). And
`stuck_draw_at` in `[end]` where no player loses for want of a move
(`winner` is not `no-move-loses`, or such a player passes). And
`unfilled` in `[match]` without `holes = "own"`. And in `[placement]`, a
run of `falling` that names one hole (nothing to fall along), or
`singles` whose `at_most` is as many as the holes it counts of any
player's (no layout can leave more singles).
## Why it matters
The file says a rule applies that can never apply, or applies in a way sow
would have to guess. Most often the other key was forgotten, and the game
played is not the one the source describes.
## Example
```toml
[claimed]
replace = "free"
```
## How to fix
Add the key it needs, or remove it.
```toml
[claimed]
at_most = 1
replace = "free"
```
"#,
};
