//! P003 rule-never-fired: a landing rule fired in no sample game.

use super::{rule_never_matches, unreachable_rule};
use crate::diagnostic::{Code, Diagnostic, Severity};
use crate::sample::Played;

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "P003",
    name: "rule-never-fired",
    severity: Severity::Warning,
    summary: "A landing rule never fired in any of the random sample games.",
    explanation: r#"## What it means
The rule's condition may be satisfiable on paper (otherwise R001 or R003
would say so), but in hundreds of random games no last seed ever met it
(sow says so only of at least 50 games: fewer, as the editor may play of a
slow file, can miss a rule that fires in one game of fifty).
Typical causes: a count no hole reaches in practice, a region or store the
sowing never ends in (the opponent's store when only the mover's is sown
into), earlier rules that together take every landing this one would (R003
sees one earlier rule that does), or a condition written as the count before
the drop rather than after.
## Why it matters
A rule that never fires is dead text: the capture or extra turn it describes
never happens, and the game plays differently from its source.
## Example
```toml
[[landing]]
name = "capture-many"
when = { hole = "opponent", count = 40 }
capture = ["last"]
```
## How to fix
Compare the rule's `when` with the board and the earlier rules: `count` is
the number in the hole after the last seed is dropped; rules are tried in
order and the first match wins. Run `sow simulate FILE` to see how often each
rule fires.
```toml
[[landing]]
name = "capture-pairs"
when = { hole = "opponent", count = [2, 3] }
capture = ["last"]
```
"#,
};

/// A P003 on each landing rule that fired in no sample game, unless a
/// static check shows already that it cannot.
pub fn check(run: &Played<'_>, out: &mut Vec<Diagnostic>) {
    let report = run.report;
    if !run.enough_for_never() {
        return;
    }
    let landing = &run.variant().landing;
    for (i, rule) in landing.iter().enumerate() {
        let fired = report.fired_games.get(i).copied().unwrap_or(0);
        // A rule's text runs from its start to the next rule's.
        let text = rule.span.start
            ..landing
                .get(i + 1)
                .map_or(usize::MAX, |next| next.span.start);
        let already = run.known.iter().any(|d| {
            (d.code == &rule_never_matches::CODE || d.code == &unreachable_rule::CODE)
                && text.contains(&d.span.start)
        });
        if fired == 0 && !already {
            out.push(
                Diagnostic::new(
                    &CODE,
                    rule.name_span.clone(),
                    format!(
                        "rule `{}` never fired in {} sample games ({} plies)",
                        rule.name, report.games, report.plies
                    ),
                )
                .with_help(
                    "check the rule's `when` against the board: a count no hole reaches, a hole \
                     set that a last seed never lands in, or an earlier rule that always wins",
                ),
            );
        }
    }
}
