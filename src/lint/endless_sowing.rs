//! P001 endless-sowing: sample play met a relay sowing that never ends.
//!
//! Its code and documentation: [`crate::codes::endless_sowing`].

use crate::codes::endless_sowing::CODE;
use crate::diagnostic::Diagnostic;
use crate::sample::Played;

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
