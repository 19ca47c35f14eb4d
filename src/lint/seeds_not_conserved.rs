//! P005 seeds-not-conserved: the seeds stopped adding up during play.
//!
//! Its code and documentation: [`crate::codes::seeds_not_conserved`].

use crate::codes::seeds_not_conserved::CODE;
use crate::diagnostic::Diagnostic;
use crate::sample::Played;

/// A P005 on `[sowing]` when the seeds of a sample game stopped adding up.
pub fn check(run: &Played<'_>, out: &mut Vec<Diagnostic>) {
    let Some(w) = run.report.first_unconserved else {
        return;
    };
    out.push(
        Diagnostic::new(
            &CODE,
            run.variant().spans.sowing.clone(),
            format!(
                "after ply {} of a sample game the seeds no longer add up to what its round began with",
                w.plies
            ),
        )
        .with_related(None, format!("moves: {}", run.moves(w)))
        .with_help("this is a fault in sow: please report it with the file and the moves"),
    );
}
