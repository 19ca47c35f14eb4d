//! L003 store-move-misplaced: a move from a store that cannot be played
//! as written (`[moves] from` naming a store).

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation. Lowering raises it, where
/// it reads `[moves] from` (`model::store_move`).
pub const CODE: Code = Code {
    id: "L003",
    name: "store-move-misplaced",
    severity: Severity::Error,
    summary: "A move from a store that sow cannot play: another player's store, no store, or a store off the path.",
    explanation: r#"## What it means
`[moves] from = "own-store"` (in the file, or in a phase's own `moves`)
makes the mover's store the hole a move starts from: they lift every
seed in it and sow them along the path from the site after the store, as
the path is written (whether or not the phase sows into stores). It is
written by the store's name: `south-store`. L003 fires where:
- `from` names another player's store (`opponent-store`) or either
  store (`store`): a player sows only their own;
- the board has no stores (`[board] stores = false`);
- the path does not place the store (an explicit `track` without
  `south-store` and `north-store`), so no site follows it.
## Why it matters
The text's move ("as soon as a player has thirteen counters in their
store, they pick them up and sow them") would never be offered, and
every game would play as if the rule were not there.
## Example
```toml
[[phases]]
name = "store-sowing"
until = { lifted = "own-store" }
moves = { from = "opponent-store" }
```
## How to fix
Write `from = "own-store"`; give the board stores; place each store in
the track where it sits (`track = ["a1-d1", "south-store", "d2-a2",
"north-store"]`, or `direction`, which places them after each row), and
say with `stores` whether seeds are sown into them.
"#,
};
