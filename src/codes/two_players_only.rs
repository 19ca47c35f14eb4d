//! O014 two-players-only: a file of more than two players uses a part
//! that plays with two only.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "O014",
    name: "two-players-only",
    severity: Severity::Error,
    summary: "A file of more than two players uses a part that plays with two only.",
    explanation: r#"## What it means
The file names more than two players (`[players.third]`, and perhaps
`fourth` and `fifth`), and one of its keys, or one of a key's values, is
a part of the format that sow plays with two players only.
## Why it matters
Many parts were written for a duel: "the opponent", the hole across the
board, a match whose two sides refill their rows. With three players or
more they would need a meaning nobody has chosen (which opponent? across
from whom?), so sow refuses them rather than guess one.
## What plays with more than two
`[game]`; `[board]` `rows`, `columns`, `seeds` and `stores`;
`[players]`; `[sowing]` `track` (one path shared by all, with each
player's store as `south-store` … `fifth-store`), `stores` (`none`,
`own`, `both`), `laps` (`single`, `relay`), `endless`, `way`
(`along`, `either`: the mover chooses a move's way) and `skip_origin`;
`[[landing]]` rules with `name`, `on` (`last-seed`, `turn-end`),
`when.hole` (`own`, `opponent`: any other player's, `any`, `own-store`),
`when.count`, `when.was_empty`, `when.claimed` (`no`, `yes`,
`by-mover`), `capture` (`last`, `next`, `after-next`, `before`,
`previous`, `origin`), `chain` (`backward`, `forward`), `then`, `claim`
and `to` (`mover`, `owner`, `claimer`); `[claimed]` `sow_into`,
`sow_from` and `count_for`; `[moves]` `from` (`own`, `any`), `min_seeds`,
`max_seeds` and `no_move = "pass"`; `[end]` `when` (`board_at_most`,
`holes_at_most`, `seeds_above`, `repetition`, `unclaimed-empty`,
`row-empty`: any player's holes all empty, `only-one-can-move`: all the
players but one stuck), `remaining` and `winner`
(`most-seeds`, `fewest-seeds`).
## Example
```toml
[players.third]
rows = [3]

[[landing]]
when = { hole = "opponent", count = 3 }
capture = ["opposite"]
```
Across from a heap of a ring of three players there is no one hole.
## How to fix
Say the rule with the parts above (`capture = ["last"]`), or play the
game with two players.
"#,
};
