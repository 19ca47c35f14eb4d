//! The format for people: each file's diagnostics rendered like rustc's
//! (and a note if its sample play ran out of time, and the figures of its
//! balance study when one was asked for), then a summary line.

use super::Report;
use crate::diagnostic::render_human;

/// Renders every file's diagnostics, and a note when its sample play ran
/// out of time, then the summary line. `color` adds ANSI colours.
pub fn render(report: &Report, color: bool) -> String {
    let mut out = String::new();
    for f in &report.files {
        out.push_str(&render_human(&f.file, &f.text, &f.diagnostics, color));
        if let Some(cut) = &f.cut_short {
            out.push_str(&format!("note: {}: {}\n", f.file, cut.message()));
        }
        for balance in &f.balance {
            out.push_str(&format!(
                "balance: {}{}: under self-play by {}, {}\n",
                f.file,
                balance.on_board(),
                balance.players,
                balance.words()
            ));
        }
    }
    out.push_str(&report.summary());
    out.push('\n');
    out
}
