//! P006 imbalance: one side wins most random games.

use crate::diagnostic::{Code, Diagnostic, Severity};
use crate::model::Player;
use crate::sample::Played;

/// Win share of one side above which P006 notes an imbalance.
pub const IMBALANCE_SHARE: f64 = 0.65;
/// Fewest games for a win share to mean anything.
pub const IMBALANCE_MIN_GAMES: u64 = 100;

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "P006",
    name: "imbalance",
    severity: Severity::Info,
    summary: "One side won more than 65% of the random sample games.",
    explanation: r#"## What it means
With uniformly random moves for both sides, one player won more than 65% of
at least 100 sample games. Random play is not good play, but a strong lean
often points at a rule that favours one side: who moves first, an
asymmetric track, or a capture only one side can make.
## Why it matters
It may be the game (some are known to favour the first player), or a
transcription slip such as a track or ownership that is not mirrored.
## Example
```toml
[players.south]
rows = [1]
holes = ["a2"]
```
## How to fix
Check that ownership, tracks and rules are symmetric where the source says
they are. If the imbalance is real, nothing needs fixing: this is only
information.
"#,
};

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
