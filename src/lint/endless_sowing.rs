//! P001 endless-sowing: sample play met a relay sowing that never ends.

use crate::diagnostic::{Code, Diagnostic, Severity};
use crate::sample::Played;

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "P001",
    name: "endless-sowing",
    severity: Severity::Error,
    summary: "A move found in sample play sows forever, and the file does not say what such a move means.",
    explanation: r#"## What it means
In one of the random sample games, a move's relay sowing came back to a board
it had already had at an earlier lift of the same move. From there the
sowing repeats the same laps forever. sow finds such cycles exactly (it
compares whole boards at lifts), so this is not a guess from a step count.
The diagnostic gives the moves from the start that reach it: the last one is
the endless move.
## Why it matters
The move has no outcome. Rule books rarely mention the case, but it does
occur: with relay sowing on small boards a few percent of random games reach
such a position. Players and programs will disagree unless the file says what
happens.
## Example
```toml
[sowing]
direction = "anticlockwise"
laps = "relay"
```
## How to fix
Replay the moves with `sow play FILE --moves "..."` to see the position. Then
state the rule in `[sowing]`: `endless = "illegal"` (the move may not be
played), `"end-turn"` (the turn stops where the repetition is found) or
`"end-game"` (the game ends there).
```toml
[sowing]
direction = "anticlockwise"
laps = "relay"
endless = "illegal"
```
"#,
};

/// A P001 on `[sowing]` when a sample sowing repeated forever and the file
/// does not say what such a move means.
pub fn check(run: &Played<'_>, out: &mut Vec<Diagnostic>) {
    let report = run.report;
    if run.variant().endless.is_some() {
        return;
    }
    // Proved endless (a state recurred) and stopped at the lap cap are
    // different facts: the message says which the quoted ply is.
    let (w, proved) = match (report.first_endless, report.first_lap_capped) {
        (Some(w), _) => (w, true),
        (None, Some(w)) => (w, false),
        (None, None) => return,
    };
    let line = run.moves(w);
    let last = line.rsplit(' ').next().unwrap_or_default();
    let capped = match report.lap_capped_plies {
        0 => String::new(),
        n if proved => format!("; {n} more stopped at the lap cap"),
        n => format!("found in {n} of {} sample plies", report.plies),
    };
    let message = if proved {
        format!(
            "the sowing from {last} at ply {} never ends: the board at a lift repeats \
             (found in {} of {} sample plies{capped})",
            w.plies, report.endless_plies, report.plies
        )
    } else {
        format!(
            "the sowing from {last} at ply {} was stopped at the lap cap ({} laps) with no \
             board at a lift repeating: it may never end ({capped})",
            w.plies, run.rules.max_laps
        )
    };
    out.push(
        Diagnostic::new(&CODE, run.variant().spans.sowing.clone(), message)
            .with_related(None, format!("moves: {line}"))
            .with_help(
                "say what such a move means with `endless = \"illegal\"`, `\"end-turn\"` or \
             `\"end-game\"` in [sowing]; replay the moves with `sow play FILE --moves`",
            ),
    );
}
