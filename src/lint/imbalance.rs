//! P006 imbalance: one side wins most random games.
//!
//! Its code and documentation: [`crate::codes::imbalance`].

use crate::codes::imbalance::CODE;
use crate::diagnostic::Diagnostic;
use crate::model::Player;
use crate::sample::Played;

/// Win share of one side above which P006 notes an imbalance.
pub const IMBALANCE_SHARE: f64 = 0.65;
/// Fewest games for a win share to mean anything.
pub const IMBALANCE_MIN_GAMES: u64 = 100;

/// A P006 on `[game]` for a side that won more than [`IMBALANCE_SHARE`] of
/// at least [`IMBALANCE_MIN_GAMES`] sample games.
pub fn check(run: &Played<'_>, out: &mut Vec<Diagnostic>) {
    let report = run.report;
    if report.games < IMBALANCE_MIN_GAMES {
        return;
    }
    for p in Player::BOTH {
        let share = report.win_share(p);
        if share > IMBALANCE_SHARE {
            out.push(Diagnostic::new(
                &CODE,
                run.variant().spans.game.clone(),
                format!(
                    "{} won {:.0}% of {} random games ({} to {}, {} drawn)",
                    p.name(),
                    share * 100.0,
                    report.games,
                    report.wins[p.index()],
                    report.wins[p.other().index()],
                    report.draws
                ),
            ));
        }
    }
}
