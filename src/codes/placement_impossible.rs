//! B005 placement-impossible: a placement phase that cannot be played as
//! written.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation. Lowering raises it, where
/// it resolves the placement phase (`model::placement`).
pub const CODE: Code = Code {
    id: "B005",
    name: "placement-impossible",
    severity: Severity::Error,
    summary: "A placement phase cannot put the players' hands on the board.",
    explanation: r#"## What it means
`[placement]` gives each player seeds in hand to put into holes before
the first sowing. Here that cannot be done: a hand of no seeds, a ply
that places none (`per_ply = 0`), a player with no hole they may place
into (`into` names none of theirs, or only stores), a match, whose
rounds refill the holes and put nothing in hand, or holes laid out in
pairs (`pairs`) that cannot be: an odd hand leaves a seed with no pair,
and a hole that is its own pair (the middle row of three), or a pair
whose two holes `into` both names, has no one pair to fill. Or rules of
the completed layout that no layout can meet: a hole `fullest` names
that is not the player's, not one they place into, out of reach of the
whole hand, or not the first hole of its run of `falling`; a run of
`falling` with a hole not the player's or out of `into`, or a hole in
two runs, or a run partly among the holes `singles` counts; these rules
with more than one seed a ply or with `pairs`; or a start from which no
layout of the hand meets them all.
## Why it matters
The hands would never empty, or seeds would stay off the board for the
whole game: the seeds in play would not be the ones the source counts.
## Example
```toml
[placement]
in_hand = 32
into = "own-store"
```
## How to fix
Let each player place into holes of their own:
```toml
[placement]
in_hand = 32
into = "own"
```
"#,
};
