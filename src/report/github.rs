//! GitHub Actions workflow commands: one `::error`, `::warning` or
//! `::notice` line per diagnostic, which the runner turns into an
//! annotation on the file and lines, a `::notice` for each file whose sample
//! play ran out of time, an `::error` for each file that could not be read,
//! then the summary line.
//!
//! Values are escaped the way the runner unescapes them: in the message,
//! `%`, carriage return and newline become `%25`, `%0D` and `%0A`; in the
//! properties (`file=…,line=…`), `:` and `,` also become `%3A` and `%2C`.

use std::path::Path;

use super::{Report, full_message, relative_path};
use crate::diagnostic::{JsonRange, Severity};
use crate::text::LineIndex;

/// The workflow command of a severity.
pub fn command(severity: Severity) -> &'static str {
    match severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Info => "notice",
    }
}

/// Renders one workflow command per diagnostic and per unreadable file, then
/// the summary line. File
/// names are made relative to `base` (the folder the check ran in, normally
/// the checkout) when they lie inside it.
pub fn render(report: &Report, base: &Path) -> String {
    let mut out = String::new();
    for f in &report.files {
        let index = LineIndex::new(&f.text);
        let file = relative_path(&f.file, base).unwrap_or_else(|| f.file.clone());
        for d in &f.diagnostics {
            let r = JsonRange::new(&f.text, &index, &d.span);
            out.push_str(&format!(
                "::{} file={},line={},col={},endLine={},endColumn={},title={}::{}\n",
                command(d.severity),
                escape_property(&file),
                r.start_line,
                r.start_column,
                r.end_line,
                r.end_column,
                escape_property(d.code.id),
                escape_data(&full_message(d)),
            ));
        }
    }
    for (file, cut) in report.cut_short() {
        let file = relative_path(file, base).unwrap_or_else(|| file.to_string());
        out.push_str(&format!(
            "::notice file={},title=sample play::{}\n",
            escape_property(&file),
            escape_data(&cut.message())
        ));
    }
    for e in &report.unreadable {
        out.push_str(&format!("::error title=unreadable::{}\n", escape_data(e)));
    }
    out.push_str(&report.summary());
    out.push('\n');
    out
}

/// Escapes a command's message.
pub fn escape_data(text: &str) -> String {
    text.replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// Escapes a command's property value.
pub fn escape_property(text: &str) -> String {
    escape_data(text).replace(':', "%3A").replace(',', "%2C")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaping_follows_the_runner() {
        assert_eq!(escape_data("50% a\r\nb: c, d"), "50%25 a%0D%0Ab: c, d");
        assert_eq!(escape_property("C:\\x,y%\n"), "C%3A\\x%2Cy%25%0A");
    }
}
