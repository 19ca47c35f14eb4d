//! The format for programs: one JSON document with the counts, the files
//! that could not be read, and every diagnostic (see
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
    let doc = serde_json::json!({
        "files": report.files.len(),
        "errors": report.count(Severity::Error),
        "warnings": report.count(Severity::Warning),
        "unreadable": report.unreadable,
        "diagnostics": diagnostics,
    });
    let mut text = serde_json::to_string_pretty(&doc).unwrap_or_default();
    text.push('\n');
    text
}
