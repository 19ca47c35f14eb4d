//! P005 seeds-not-conserved: the seeds stopped adding up during play.

use crate::diagnostic::{Code, Severity};

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
