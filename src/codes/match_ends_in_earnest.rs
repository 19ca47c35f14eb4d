//! P010 match-ends-in-earnest: random sample matches stopped at the round
//! cap, but matches between greedy players end by the match's rules.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "P010",
    name: "match-ends-in-earnest",
    severity: Severity::Info,
    summary: "Random sample matches stopped at the round cap, but matches between greedy players end by the match's rules.",
    explanation: r#"## What it means
More than 2% of the random sample matches, and at least three, stopped at
the round cap (`max_rounds` in `[match]`) or at a recount sow cannot set
up, as for P008; but sow's second opinion, 20 matches between greedy
players (each takes the move that gains most this turn), all ended by the
match's own rules, or all but 2%. So the match rules can end a match, and
what keeps random matches going is random play: in many games a lead is
what ends a match (a player who can no longer fill a hole), and random
moves give back what they win about as often as they widen it.
## Why it matters
It is information, not a fault: the file's matches end when they are
played to win. But the figures of sample play (win shares, rounds, rules
that fired) are those of random matches cut at the cap, and a match that
ends only because its players are greedy may still hide a position where
the rules have no end: play a few matches with stronger players to be
sure (`sow simulate FILE --south mcts:200 --north mcts:200`).
## Example
```toml
[match]
holes = "own"
round_starter = "continue"
max_rounds = 10
```
## How to fix
Nothing needs fixing. Raise `max_rounds` if random matches are only long;
where they never end (the holdings drift back to even), the finding stays.
```toml
[match]
holes = "own"
round_starter = "continue"
max_rounds = 100
```
"#,
};
