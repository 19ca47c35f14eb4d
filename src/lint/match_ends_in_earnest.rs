//! P010 match-ends-in-earnest: random sample matches stopped at the round
//! cap, but matches between greedy players end by the match's rules.
//!
//! Its code and documentation: [`crate::codes::match_ends_in_earnest`].

use super::match_never_ends::{earnest_ended, earnest_unended, random_stopped};
use crate::codes::match_ends_in_earnest::CODE;
use crate::diagnostic::Diagnostic;
use crate::sample::{Played, ends_most_first};

/// A P010 on `[match]` when random sample matches stopped at a cap as P008
/// counts them, and the second opinion's greedy matches ended by the
/// match's rules.
pub fn check(run: &Played<'_>, out: &mut Vec<Diagnostic>) {
    let (Some(m), Some(stopped)) = (&run.variant().match_rules, random_stopped(run)) else {
        return;
    };
    let Some(earnest) = earnest_ended(run) else {
        return;
    };
    let ends: Vec<String> = (ends_most_first(&earnest.end_reasons).iter())
        .map(|(r, n)| format!("{r} {n}"))
        .collect();
    out.push(Diagnostic::new(
        &CODE,
        m.span.clone(),
        format!(
            "{} of {} random sample matches ({:.0}%) stopped {}, but {} of {} matches between \
             greedy players ended by the match's rules ({}), in {:.1} rounds on average: \
             random moves keep these matches going, not the rules",
            stopped.all(),
            run.report.games,
            run.share(stopped.all()) * 100.0,
            stopped.why(m.max_rounds),
            earnest.games - earnest_unended(earnest),
            earnest.games,
            ends.join(", "),
            earnest.mean_rounds(),
        ),
    ));
}
