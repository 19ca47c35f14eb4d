//! The format for programs: one JSON document with the counts, the files
//! that could not be read, the files whose sample play ran out of time
//! (`play_cut_short`: games played and asked, and what stopped them), each balance study's
//! figures (`balance`, only when one was asked for), and every diagnostic (see
//! [`crate::diagnostic::JsonDiagnostic`]).

use super::Report;
use crate::diagnostic::{Severity, to_json};

/// Renders the report as one pretty JSON document, ending in a newline.
pub fn render(report: &Report) -> String {
    let diagnostics: Vec<serde_json::Value> = report
        .files
        .iter()
        .flat_map(|f| to_json(&f.file, &f.text, &f.diagnostics))
        .map(|d| serde_json::to_value(d).unwrap_or_default())
        .collect();
    let cut_short: Vec<serde_json::Value> = report
        .cut_short()
        .map(|(file, cut)| {
            serde_json::json!({
                "file": file,
                "games_played": cut.played(),
                "games_asked": cut.asked,
                "seconds": cut.seconds,
                "plies": cut.plies,
                "stopped_by": cut.boards.first().map(|b| b.by.name()),
                "sizes": cut.boards.iter().filter(|b| b.size.is_some()).map(|b| serde_json::json!({
                    "size": b.size,
                    "games_played": b.played,
                    "stopped_by": b.by.name(),
                })).collect::<Vec<_>>(),
            })
        })
        .collect();
    let mut doc = serde_json::json!({
        "files": report.files.len(),
        "errors": report.count(Severity::Error),
        "warnings": report.count(Severity::Warning),
        "unreadable": report.unreadable,
        "play_cut_short": cut_short,
        "diagnostics": diagnostics,
    });
    // Only a check that studied balance has its figures.
    let balances: Vec<serde_json::Value> = report
        .balances()
        .map(|(file, balance)| {
            let mut figures = serde_json::to_value(balance).unwrap_or_default();
            figures["file"] = file.into();
            figures
        })
        .collect();
    if !balances.is_empty() {
        doc["balance"] = balances.into();
    }
    let mut text = serde_json::to_string_pretty(&doc).unwrap_or_default();
    text.push('\n');
    text
}
