//! P002 game-never-ends: many sample games hit the ply cap.
//!
//! Its code and documentation: [`crate::codes::game_never_ends`].

use crate::codes::game_never_ends::CODE;
use crate::diagnostic::Diagnostic;
use crate::sample::{Played, Witness};

/// Share of games stopped by the ply cap above which P002 warns.
pub const CAPPED_SHARE: f64 = 0.02;

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
