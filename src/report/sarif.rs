//! SARIF 2.1.0, the static analysis results format that code-scanning
//! services (GitHub code scanning among them) read.
//!
//! One run of the `sow` tool: its driver lists one rule per diagnostic code
//! of [`crate::codes::ALL`], with the code's summary, what it means, and its
//! whole explanation as help; each diagnostic is a result pointing at its
//! rule, with its region in 1-based lines and columns counted in Unicode code
//! points (`columnKind` says so). File URIs are relative to the folder the
//! check ran in (`%SRCROOT%`), so they match a repository checked out there.

use std::path::Path;

use serde_json::{Value, json};

use super::{Report, full_message, relative_path};
use crate::codes::{self, Code};
use crate::diagnostic::{JsonRange, Severity};
use crate::text::LineIndex;

/// The URI base the result locations are relative to.
pub const SRCROOT: &str = "%SRCROOT%";

/// The SARIF level of a severity.
pub fn level(severity: Severity) -> &'static str {
    match severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Info => "note",
    }
}

/// Renders the report as one SARIF 2.1.0 log (pretty JSON, ending in a
/// newline). File locations are made relative to `base`, the folder the
/// check ran in.
pub fn render(report: &Report, base: &Path) -> String {
    let mut results = Vec::new();
    for f in &report.files {
        let index = LineIndex::new(&f.text);
        let artifact = artifact_location(&f.file, base);
        let location = |span| {
            let range = JsonRange::new(&f.text, &index, span);
            json!({
                "physicalLocation": {
                    "artifactLocation": artifact,
                    "region": {
                        "startLine": range.start_line,
                        "startColumn": range.start_column,
                        "endLine": range.end_line,
                        "endColumn": range.end_column,
                    }
                }
            })
        };
        for d in &f.diagnostics {
            let mut result = json!({
                "ruleId": d.code.id,
                "ruleIndex": codes::ALL.iter().position(|c| c.id == d.code.id),
                "level": level(d.severity),
                "message": { "text": full_message(d) },
                "locations": [location(&d.span)],
            });
            let related: Vec<Value> = d
                .related
                .iter()
                .filter_map(|r| r.span.as_ref().map(|s| (s, &r.message)))
                .enumerate()
                .map(|(i, (span, message))| {
                    let mut l = location(span);
                    l["id"] = json!(i);
                    l["message"] = json!({ "text": message });
                    l
                })
                .collect();
            if !related.is_empty() {
                result["relatedLocations"] = Value::Array(related);
            }
            results.push(result);
        }
    }
    // What kept the run from being whole: play cut short (a note on the
    // file), files that could not be read.
    let cut_short = report.cut_short().map(|(file, cut)| {
        json!({
            "level": "note",
            "message": { "text": cut.message() },
            "locations": [{
                "physicalLocation": { "artifactLocation": artifact_location(file, base) }
            }],
        })
    });
    let unreadable = report
        .unreadable
        .iter()
        .map(|e| json!({ "level": "error", "message": { "text": e } }));
    let notifications: Vec<Value> = cut_short.chain(unreadable).collect();
    let log = json!({
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": {
                "driver": {
                    "name": "sow",
                    "version": env!("CARGO_PKG_VERSION"),
                    "rules": codes::ALL.iter().map(|c| rule(c)).collect::<Vec<_>>(),
                }
            },
            "invocations": [{
                "executionSuccessful": report.unreadable.is_empty(),
                "toolExecutionNotifications": notifications,
            }],
            "columnKind": "unicodeCodePoints",
            "results": results,
        }]
    });
    let mut text = serde_json::to_string_pretty(&log).unwrap_or_default();
    text.push('\n');
    text
}

/// A reporting descriptor for one diagnostic code.
fn rule(code: &Code) -> Value {
    // The section's lines are one paragraph of prose: join them.
    let full = section(code.explanation, "What it means")
        .unwrap_or(code.summary)
        .lines()
        .map(str::trim)
        .collect::<Vec<_>>()
        .join(" ");
    json!({
        "id": code.id,
        "name": code.name,
        "shortDescription": { "text": code.summary },
        "fullDescription": { "text": full },
        "help": {
            "text": code.explanation.trim_end(),
            "markdown": code.explanation.trim_end(),
        },
        "defaultConfiguration": { "level": level(code.severity) },
    })
}

/// The text under the `## heading` of a code's explanation, up to the next
/// heading, trimmed.
fn section<'a>(explanation: &'a str, heading: &str) -> Option<&'a str> {
    let marker = format!("## {heading}\n");
    let start = explanation.find(&marker)? + marker.len();
    let rest = explanation.get(start..)?;
    let end = rest.find("\n## ").map_or(rest.len(), |i| i + 1);
    rest.get(..end).map(str::trim)
}

/// Where `file` is: a URI relative to `base` (under `%SRCROOT%`) when it
/// can be, else an absolute `file:` URI.
fn artifact_location(file: &str, base: &Path) -> Value {
    match relative_path(file, base) {
        Some(relative) => json!({ "uri": encode(&relative), "uriBaseId": SRCROOT }),
        None => {
            let absolute = file.replace('\\', "/");
            let slash = if absolute.starts_with('/') { "" } else { "/" };
            json!({ "uri": format!("file://{slash}{}", encode(&absolute)) })
        }
    }
}

/// Percent-encodes everything in a path but unreserved characters and `/`.
fn encode(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    for b in path.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~/".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uris_are_relative_and_percent_encoded() {
        let base = Path::new("/repo");
        assert_eq!(
            artifact_location("/repo/my games/ä#1.sow.toml", base),
            json!({ "uri": "my%20games/%C3%A4%231.sow.toml", "uriBaseId": SRCROOT })
        );
        assert_eq!(
            artifact_location("/other/x.sow.toml", base),
            json!({ "uri": "file:///other/x.sow.toml" })
        );
    }

    #[test]
    fn every_code_has_a_full_description() {
        for code in codes::ALL {
            let full = section(code.explanation, "What it means");
            assert!(full.is_some_and(|t| !t.is_empty()), "{}", code.id);
        }
    }
}
