//! M007 sale-needs-own-rows: a match sells holes, but the players do not
//! keep their own rows, or what is left on a row counts for no owner.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation. Lowering raises it, where
/// it resolves `[match.sale]` (`model::sale`).
pub const CODE: Code = Code {
    id: "M007",
    name: "sale-needs-own-rows",
    severity: Severity::Error,
    summary: "A sale of holes needs each player to keep their own row, and a row's seeds to count for its owner.",
    explanation: r#"## What it means
`[match.sale]` sells holes of a player's row to the other between games:
the hole stays on the seller's row, and the buyer takes its contents at the
end of each game. That needs each player to keep their own holes from game
to game (`holes = "own"` in `[match]`), and what is left on the board at
the end of a game to count for the row's owner (`remaining = "owner"` in
`[end]`), which the buyer then takes over for the holes they bought.
## Why it matters
With holes passing to whoever fills them, or leftovers given to nobody or
to the last mover, a sold hole would change nothing, and the sale's
shortfall would be paid for with nothing.
## Example
```toml
[end]
when = ["pieces-captured"]
remaining = "nobody"

[match]
sale = { ends_at = 3 }
```
## How to fix
```toml
[end]
when = ["pieces-captured"]
remaining = "owner"

[match]
holes = "own"
sale = { ends_at = 3 }
```
"#,
};
