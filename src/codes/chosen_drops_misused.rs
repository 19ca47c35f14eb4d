//! T012 chosen-drops-misused: drops the mover chooses, beside a rule that
//! judges a move by its whole sowing (`[sowing] drops = "chosen"`).

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation. Lowering raises it, where
/// it reads `[sowing] drops` (`model::drops`).
pub const CODE: Code = Code {
    id: "T012",
    name: "chosen-drops-misused",
    severity: Severity::Error,
    summary: "Drops the mover chooses cannot be judged before they are made: no rule may judge such a move by its sowing.",
    explanation: r#"## What it means
`drops = "chosen"` (in `[sowing]`, or in a phase's own `sowing`) lets
the mover choose, hole by hole, how many seeds fall into the next hole:
the move names its hole (`c1`), lifts its seeds, and each of the same
player's next plies drops some of them (`drop=2`) until the hand is
empty. Where a move starts, what its sowing will do is not yet decided,
so T012 fires where the same rules would judge a move by its sowing:
- `[moves] must_feed`, `must_capture` or a `[[moves.require]]`;
- `first_seed = "lifted-hole"` (the first seed back into the lifted
  hole, which chosen drops do not say).
## Why it matters
sow would have to guess the drops to judge the move, and the game would
play by the guess rather than by the text.
## Example
```toml
[sowing]
drops = "chosen"

[moves]
must_feed = true
```
## How to fix
Give the chosen drops a phase of their own whose `moves` leave the rule
out (`moves = { must_feed = false }`), as texts give such drops for the
opening moves only; or drop the rule.
"#,
};
