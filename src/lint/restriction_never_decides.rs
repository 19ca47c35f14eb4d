//! P007 restriction-never-decides: a move restriction decided no move in
//! any sample game.
//!
//! Its code and documentation: [`crate::codes::restriction_never_decides`].

use crate::codes::restriction_never_decides::CODE;
use crate::diagnostic::Diagnostic;
use crate::sample::Played;

/// A P007 on each move restriction that decided no move in any sample
/// game.
pub fn check(run: &Played<'_>, out: &mut Vec<Diagnostic>) {
    let report = run.report;
    if !run.enough_for_never() {
        return;
    }
    for (i, tier) in run.variant().priority.iter().enumerate() {
        let decided = report.decided_games.get(i).copied().unwrap_or(0);
        if decided == 0 {
            out.push(
                Diagnostic::new(
                    &CODE,
                    tier.name_span.clone(),
                    format!(
                        "move restriction `{}` decided no move in {} sample games ({} plies)",
                        tier.name, report.games, report.plies
                    ),
                )
                .with_help(
                    "an earlier tier may always admit a move first, no legal move may meet \
                     this tier's `hole` and `count`, or it may admit every legal move: order \
                     tiers from the most particular, and remove a catch-all",
                ),
            );
        }
    }
}
