//! Diagnostics: what sow reports about a file, and how it is printed.
//!
//! A [`Diagnostic`] is plain data in byte offsets; the CLI renders it like
//! rustc or as JSON, and the language server converts it to LSP ranges.

use std::ops::Range;

use serde::Serialize;

use crate::text::LineIndex;

/// How serious a diagnostic is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// Worth knowing; never fails a check.
    Info,
    /// Probably wrong; fails a check only with `--deny-warnings`.
    Warning,
    /// The file does not describe a playable game.
    Error,
}

impl Severity {
    /// The lowercase name, as printed.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Info => "info",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// A diagnostic code with its documentation.
#[derive(Debug, PartialEq, Eq)]
pub struct Code {
    /// The stable code, e.g. `T002`.
    pub id: &'static str,
    /// A kebab-case name, e.g. `track-misses-hole`.
    pub name: &'static str,
    /// The severity diagnostics of this code get.
    pub severity: Severity,
    /// One line: what the code reports.
    pub summary: &'static str,
    /// Markdown: what it means, why it matters, an example, and the fix.
    pub explanation: &'static str,
}

impl Code {
    /// What `sow explain CODE` prints (and docs/diagnostics.md shows): the
    /// id, name and severity, the summary, and the explanation.
    pub fn explain(&self) -> String {
        format!(
            "{} {} ({})\n\n{}\n\n{}\n",
            self.id,
            self.name,
            self.severity.as_str(),
            self.summary,
            self.explanation.trim_end()
        )
    }
}

/// A further place or fact that explains a diagnostic.
#[derive(Debug, Clone, PartialEq)]
pub struct Related {
    /// Where, if the fact has a place in the file.
    pub span: Option<Range<usize>>,
    /// What.
    pub message: String,
}

/// One finding about a file, with a stable code and a byte range.
#[derive(Debug, Clone, PartialEq)]
pub struct Diagnostic {
    /// The stable code, e.g. `T001`.
    pub code: &'static Code,
    /// How serious it is (the code's default).
    pub severity: Severity,
    /// What is wrong, in a sentence.
    pub message: String,
    /// Byte range in the file.
    pub span: Range<usize>,
    /// What to do about it.
    pub help: Option<String>,
    /// Further places or facts.
    pub related: Vec<Related>,
    /// The board size it concerns (`2x8`), in a file played on several
    /// (`[board] sizes`) when it holds for that size only.
    pub size: Option<Box<str>>,
}

impl Diagnostic {
    /// A diagnostic of `code` at `span`, with the code's severity.
    pub fn new(code: &'static Code, span: Range<usize>, message: impl Into<String>) -> Self {
        Diagnostic {
            code,
            severity: code.severity,
            message: message.into(),
            span,
            help: None,
            related: Vec::new(),
            size: None,
        }
    }

    /// Adds a help line.
    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }

    /// Adds a related note.
    pub fn with_related(mut self, span: Option<Range<usize>>, message: impl Into<String>) -> Self {
        self.related.push(Related {
            span,
            message: message.into(),
        });
        self
    }
}

/// Moves shown at each end of a long list in a note.
const LIST_ENDS: usize = 10;

/// A note that lists many words (`moves: a1 b2 …`, 2,000 of them for a
/// game that never ends) shortened for people: its first and last words,
/// with the count. The JSON keeps the whole list.
fn shorten_list(note: &str) -> String {
    let Some((label, list)) = note.split_once(": ") else {
        return note.to_string();
    };
    let words: Vec<&str> = list.split(' ').collect();
    if words.len() <= 2 * LIST_ENDS + 4 {
        return note.to_string();
    }
    format!(
        "{label} ({} in all): {} … {}",
        words.len(),
        words[..LIST_ENDS].join(" "),
        words[words.len() - LIST_ENDS..].join(" ")
    )
}

/// Renders diagnostics the way rustc does: code, message, file:line:col, the
/// source line with the range underlined, and a help line.
pub fn render_human(
    file_name: &str,
    text: &str,
    diagnostics: &[Diagnostic],
    color: bool,
) -> String {
    use codespan_reporting::diagnostic::{Diagnostic as Cs, Label};
    use codespan_reporting::files::SimpleFile;
    use codespan_reporting::term::{self, termcolor::Buffer};

    let file = SimpleFile::new(file_name, text);
    let config = term::Config::default();
    let mut buffer = if color {
        Buffer::ansi()
    } else {
        Buffer::no_color()
    };
    for d in diagnostics {
        let span = clamp(text, &d.span);
        let base = match d.severity {
            Severity::Error => Cs::error(),
            Severity::Warning => Cs::warning(),
            Severity::Info => Cs::note(),
        };
        let mut labels = vec![Label::primary((), span)];
        let mut notes = Vec::new();
        for r in &d.related {
            match &r.span {
                Some(s) => {
                    labels.push(Label::secondary((), clamp(text, s)).with_message(&r.message))
                }
                None => notes.push(shorten_list(&r.message)),
            }
        }
        if let Some(help) = &d.help {
            notes.push(format!("help: {help}"));
        }
        let cs = base
            .with_code(d.code.id)
            .with_message(&d.message)
            .with_labels(labels)
            .with_notes(notes);
        if term::emit_to_write_style(&mut buffer, &config, &file, &cs).is_err() {
            continue;
        }
    }
    String::from_utf8_lossy(buffer.as_slice()).into_owned()
}

/// A diagnostic as JSON: byte range plus 1-based lines and columns
/// (columns count characters).
#[derive(Debug, Serialize)]
pub struct JsonDiagnostic<'a> {
    /// The file, as given on the command line.
    pub file: &'a str,
    /// Stable code.
    pub code: &'static str,
    /// The code's name.
    pub name: &'static str,
    /// Severity.
    pub severity: Severity,
    /// What is wrong.
    pub message: &'a str,
    /// What to do.
    pub help: Option<&'a str>,
    /// Byte range.
    pub range: JsonRange,
    /// Related notes.
    pub related: Vec<JsonRelated<'a>>,
    /// The board size it concerns (`2x8`), when the file has several and
    /// it holds for that one only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub size: Option<&'a str>,
}

/// A source range in bytes and in 1-based line/column.
#[derive(Debug, Serialize)]
pub struct JsonRange {
    /// First byte.
    pub start_byte: usize,
    /// One past the last byte.
    pub end_byte: usize,
    /// 1-based start line.
    pub start_line: u32,
    /// 1-based start column (characters).
    pub start_column: u32,
    /// 1-based end line.
    pub end_line: u32,
    /// 1-based end column (characters, exclusive).
    pub end_column: u32,
}

/// A related note as JSON.
#[derive(Debug, Serialize)]
pub struct JsonRelated<'a> {
    /// Where, if anywhere.
    pub range: Option<JsonRange>,
    /// What.
    pub message: &'a str,
}

impl JsonRange {
    /// The range `span` of `text`.
    pub fn new(text: &str, index: &LineIndex, span: &Range<usize>) -> Self {
        let span = clamp(text, span);
        let start = index.line_col(text, span.start);
        let end = index.line_col(text, span.end);
        JsonRange {
            start_byte: span.start,
            end_byte: span.end,
            start_line: start.line + 1,
            start_column: start.column + 1,
            end_line: end.line + 1,
            end_column: end.column + 1,
        }
    }
}

/// Converts diagnostics of one file to their JSON form.
pub fn to_json<'a>(
    file: &'a str,
    text: &str,
    diagnostics: &'a [Diagnostic],
) -> Vec<JsonDiagnostic<'a>> {
    let index = LineIndex::new(text);
    diagnostics
        .iter()
        .map(|d| JsonDiagnostic {
            file,
            code: d.code.id,
            name: d.code.name,
            severity: d.severity,
            message: &d.message,
            help: d.help.as_deref(),
            range: JsonRange::new(text, &index, &d.span),
            related: d
                .related
                .iter()
                .map(|r| JsonRelated {
                    range: r.span.as_ref().map(|s| JsonRange::new(text, &index, s)),
                    message: &r.message,
                })
                .collect(),
            size: d.size.as_deref(),
        })
        .collect()
}

/// Clamps a range into the text and onto character boundaries.
pub fn clamp(text: &str, span: &Range<usize>) -> Range<usize> {
    let mut start = span.start.min(text.len());
    while start > 0 && !text.is_char_boundary(start) {
        start -= 1;
    }
    let mut end = span.end.clamp(start, text.len());
    while end < text.len() && !text.is_char_boundary(end) {
        end += 1;
    }
    start..end
}
