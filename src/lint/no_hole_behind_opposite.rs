//! R006 no-hole-behind-opposite: a landing rule names the hole behind the
//! opposite one on a board that has no such hole.

use crate::diagnostic::{Code, Diagnostic, Severity};
use crate::model::Lowered;

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "R006",
    name: "no-hole-behind-opposite",
    severity: Severity::Warning,
    summary: "A landing rule names the hole behind the opposite one, and the board has none.",
    explanation: r#"## What it means
`behind-opposite` (in `capture`) and `behind_opposite` (in `when`) name the
hole one row beyond the opposite hole, in the same column: on four rows, the
opponent's outer hole across from a hole of the mover's inner row. A board
of two or three rows has no row beyond the opposite one, so that hole never
exists.
## Why it matters
Such a capture takes nothing, and such a condition never holds, so the rule
never fires: the file says something that never happens in play.
## Example
```toml
[board]
rows = 2
columns = 6
seeds = 4

[[landing]]
name = "take-the-column"
when = { hole = "own", was_empty = true }
capture = ["opposite", "behind-opposite"]
```
## How to fix
On two or three rows, capture the `opposite` hole alone; or make the board
four rows, each player owning two of them.
```toml
[[landing]]
name = "take-the-column"
when = { hole = "own", was_empty = true }
capture = ["opposite"]
```
"#,
};

/// An R006 on each mention of the hole behind the opposite one, on a board
/// of fewer than four rows.
pub fn check(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let rows = model.board.rows;
    if rows >= 4 {
        return;
    }
    for rule in &model.landing {
        let mentions = [
            (&rule.keys.capture_behind_opposite, "captures"),
            (
                &rule
                    .when
                    .nearby
                    .behind_opposite
                    .as_ref()
                    .map(|c| c.span.clone()),
                "has a condition on",
            ),
        ];
        for (at, what) in mentions {
            if let Some(at) = at {
                out.push(
                    Diagnostic::new(
                        &CODE,
                        at.clone(),
                        format!(
                            "rule `{}` {what} the hole behind the opposite one, and a board of {rows} rows has none",
                            rule.name
                        ),
                    )
                    .with_help("use `opposite` alone, or a board of four rows"),
                );
            }
        }
    }
}
