//! P005 seeds-not-conserved: the seeds stopped adding up during play.

use crate::diagnostic::{Code, Diagnostic, Severity};
use crate::sample::Played;

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "P005",
    name: "seeds-not-conserved",
    severity: Severity::Error,
    summary: "During sample play the seeds on the board and in the stores stopped adding up.",
    explanation: r#"## What it means
After every ply sow adds up the seeds in holes and stores. Sowing and
capturing only move seeds, so the total never changes. This diagnostic says
it did, after the ply the moves lead to.
## Why it matters
It is a fault in sow, not in the file: results of play from this file cannot
be trusted until it is fixed.
## Example
Any file can show it if the engine has such a fault; none is known.
## How to fix
Report it to sow's authors with the file and the moves from the diagnostic.
"#,
};

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
