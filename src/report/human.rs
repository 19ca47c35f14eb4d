//! The format for people: each file's diagnostics rendered like rustc's,
//! then a summary line.

use super::Report;
use crate::diagnostic::render_human;

/// Renders every file's diagnostics, then the summary line. `color` adds
/// ANSI colours.
pub fn render(report: &Report, color: bool) -> String {
    let mut out = String::new();
    for f in &report.files {
        out.push_str(&render_human(&f.file, &f.text, &f.diagnostics, color));
    }
    out.push_str(&report.summary());
    out.push('\n');
    out
}
