//! P002 game-never-ends: many sample games hit the ply cap.

use crate::diagnostic::{Code, Diagnostic, Severity};
use crate::sample::{Played, Witness};

/// Share of games stopped by the ply cap above which P002 warns.
pub const CAPPED_SHARE: f64 = 0.02;

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "P002",
    name: "game-never-ends",
    severity: Severity::Warning,
    summary: "More than a few percent of random sample games were still going at the ply cap.",
    explanation: r#"## What it means
sow played random games with the file's rules, and more than 2% of them,
and at least three, had not ended after the ply cap (`max_plies` in
`[game]`, else 2,000 plies): one or two games of a small sample, such as
the editor plays of a slow file, are not a finding.
Usually the end conditions cannot be met from some positions: for example the
game ends only when a row is empty, but the last few seeds can circle the
board forever without a capture. The diagnostic gives the moves of the
shortest such game.

In a file that plays a match (`[match]`), each sample game is a whole
match, and the cap counts the plies of all its rounds: the message then
speaks of matches still going after so many plies (P008 is for matches
stopped at the round cap instead).
## Why it matters
A game that need not end is not a complete rule set. Real players would agree
to stop, and how they do so (count what each holds, call it a draw, restart)
is a rule the file should state.
## Example
```toml
[end]
when = ["row-empty"]
```
## How to fix
Replay the moves with `sow play FILE --moves "..."` and look at how the game
loops. Then add the end condition your source describes, such as
`"repetition"` (a position recurs) or `{ seeds_above = N }` (a store passes
half the seeds). If the games are merely long, raise `max_plies`.
```toml
[end]
when = ["row-empty", "repetition"]
```
"#,
};

/// A P002 on `[end]` when more than [`CAPPED_SHARE`] of the sample games,
/// and at least three, were stopped by the ply cap.
pub fn check(run: &Played<'_>, out: &mut Vec<Diagnostic>) {
    let report = run.report;
    let capped_share = run.share(report.capped);
    let Some(w) = report.first_capped else {
        return;
    };
    if !run.share_above(report.capped, CAPPED_SHARE) {
        return;
    }
    // A whole capped game is long; where it first returns to an earlier
    // position is shorter and shows how it goes round.
    let (shown, note) = match run.first_repeat(w) {
        Some((first, again)) => (
            Witness {
                plies: again,
                game: w.game,
            },
            format!(
                "; the position after ply {first} recurs after ply {again}, and nothing \
                 stops play from going round again"
            ),
        ),
        None => (w, String::new()),
    };
    // A match is played whole: its plies are counted over every round.
    let (games, over, these) = match run.variant().match_rules {
        Some(_) => ("matches", " over all their rounds", "these rounds"),
        None => ("games", "", "these games"),
    };
    out.push(
        Diagnostic::new(
            &CODE,
            run.variant().spans.end.clone(),
            format!(
                "{} of {} sample {games} ({:.0}%) were still going after {} plies{over}{note}",
                report.capped,
                report.games,
                capped_share * 100.0,
                run.config.max_plies
            ),
        )
        .with_related(None, format!("moves: {}", run.moves(shown)))
        .with_help(format!(
            "add an end condition that {these} meet (e.g. `repetition`, or \
             `{{ seeds_above = N }}`), or raise `max_plies` in [game] if they are just long"
        )),
    );
}
