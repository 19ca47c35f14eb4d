//! P003 rule-never-fired: a landing rule fired in no sample game.
//!
//! Its code and documentation: [`crate::codes::rule_never_fired`].

use crate::codes::rule_never_fired::CODE;
use crate::codes::{rule_never_matches, unreachable_rule};
use crate::diagnostic::Diagnostic;
use crate::sample::Played;

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
