//! Code actions: quick fixes for the common mistakes, from the
//! diagnostics' own suggestions. A misspelled key or value gets "did you
//! mean"; a track that misses holes gets them appended; a file without
//! tables gets the starter game; a warning or note, found statically or by
//! sample play, can be allowed where it is (`# sow: allow(CODE)`).

use std::ops::Range;

use super::{Analysis, TextEdit};
use crate::diagnostic::Diagnostic;

/// A quick fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Action {
    /// What the editor shows.
    pub title: String,
    /// The code of the diagnostic it fixes.
    pub code: &'static str,
    /// The span of that diagnostic.
    pub diagnostic: Range<usize>,
    /// The edits.
    pub edits: Vec<TextEdit>,
    /// Whether it is the obvious fix.
    pub preferred: bool,
}

/// The words in backticks in `text`.
fn quoted_words(text: &str) -> Vec<&str> {
    text.split('`').skip(1).step_by(2).collect()
}

fn overlaps(a: &Range<usize>, b: &Range<usize>) -> bool {
    a.start <= b.end && b.start <= a.end
}

/// The quick fixes for the diagnostics that touch `range`: the analysis's
/// own, and `played` (what sample play of the same version found).
pub fn code_actions(
    analysis: &Analysis,
    range: Range<usize>,
    played: &[Diagnostic],
) -> Vec<Action> {
    let text = analysis.text();
    let lines = crate::syntax::line_map(text);
    let found: Vec<&Diagnostic> = analysis
        .checked()
        .diagnostics
        .iter()
        .chain(played)
        .filter(|d| overlaps(&d.span, &range))
        .collect();
    let mut actions: Vec<Action> = found.iter().flat_map(|d| fixes(text, d)).collect();
    actions.extend(found.iter().filter_map(|d| allow_here(text, &lines, d)));
    actions
}

/// The quick fixes for one diagnostic.
pub fn fixes(text: &str, d: &Diagnostic) -> Vec<Action> {
    let help = d.help.as_deref().unwrap_or("");
    match d.code.id {
        "S002" | "S003" => {
            let words = if help.starts_with("did you mean") {
                quoted_words(help).into_iter().take(1).collect()
            } else if help.starts_with("use one of") {
                quoted_words(help)
            } else {
                Vec::new()
            };
            let old = text.get(d.span.clone()).unwrap_or("");
            let quote = old.chars().next().filter(|c| *c == '"' || *c == '\'');
            words
                .iter()
                .map(|w| Action {
                    title: format!("change to `{w}`"),
                    code: d.code.id,
                    diagnostic: d.span.clone(),
                    edits: vec![TextEdit {
                        range: d.span.clone(),
                        new_text: match quote {
                            Some(q) => format!("{q}{w}{q}"),
                            None => w.to_string(),
                        },
                    }],
                    preferred: words.len() == 1,
                })
                .collect()
        }
        "T002" => append_holes(text, d).into_iter().collect(),
        "S004" if d.help.as_deref() == Some(crate::model::STARTER_HELP) => {
            vec![insert_starter(text, d)]
        }
        _ => Vec::new(),
    }
}

/// Allows a warning or note where it is: a `# sow: allow(CODE)` comment at
/// the end of the line it starts on, or, where that line has a comment
/// already, on a line of its own above the key or header it belongs to.
fn allow_here(text: &str, lines: &crate::syntax::LineMap, d: &Diagnostic) -> Option<Action> {
    if d.severity == crate::diagnostic::Severity::Error {
        return None;
    }
    let start = d.span.start.min(text.len());
    let line_end = text[start..].find('\n').map_or(text.len(), |i| start + i);
    let line_end = if text[..line_end].ends_with('\r') {
        line_end - 1
    } else {
        line_end
    };
    let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let commented = lines
        .comments
        .iter()
        .any(|c| c.span.start >= line_start && c.span.start < line_end.max(line_start + 1));
    let allow = format!("# sow: allow({})", d.code.id);
    let edit = if commented {
        // Above the line that starts the key or header the warning is in.
        let at = lines
            .lines
            .iter()
            .rev()
            .find(|l| l.at <= start)
            .map_or(line_start, |l| l.at);
        let bol = text[..at].rfind('\n').map_or(0, |i| i + 1);
        let indent = &text[bol..at];
        TextEdit {
            range: bol..bol,
            new_text: format!("{indent}{allow}\n"),
        }
    } else {
        TextEdit {
            range: line_end..line_end,
            new_text: format!("  {allow}"),
        }
    };
    Some(Action {
        title: format!("allow {} here", d.code.id),
        code: d.code.id,
        diagnostic: d.span.clone(),
        edits: vec![edit],
        preferred: false,
    })
}

/// Inserts the starter file after what a file without tables holds (its
/// comments, say), so that it becomes a game to change.
fn insert_starter(text: &str, d: &Diagnostic) -> Action {
    let separator = if text.is_empty() || text.ends_with("\n\n") {
        ""
    } else if text.ends_with('\n') {
        "\n"
    } else {
        "\n\n"
    };
    Action {
        title: "insert a starter game".to_string(),
        code: d.code.id,
        diagnostic: d.span.clone(),
        edits: vec![TextEdit {
            range: text.len()..text.len(),
            new_text: format!("{separator}{}", crate::model::starter("My game")),
        }],
        preferred: true,
    }
}

/// Appends the holes a T002 diagnostic names to the end of the track.
fn append_holes(text: &str, d: &Diagnostic) -> Option<Action> {
    let missing: Vec<&str> = d
        .message
        .split("misses ")
        .nth(1)?
        .split(',')
        .map(str::trim)
        .filter(|h| !h.is_empty())
        .collect();
    let track = text.get(d.span.clone())?;
    if missing.is_empty() || !track.starts_with('[') {
        return None;
    }
    let close = d.span.start + track.rfind(']')?;
    let body = text.get(d.span.start + 1..close)?;
    let trimmed = body.trim_end();
    let at = d.span.start + 1 + trimmed.len();
    let separator = if trimmed.trim().is_empty() || trimmed.ends_with(',') {
        ""
    } else {
        ", "
    };
    let list: Vec<String> = missing.iter().map(|h| format!("\"{h}\"")).collect();
    Some(Action {
        title: format!("append {} to the track", missing.join(", ")),
        code: d.code.id,
        diagnostic: d.span.clone(),
        edits: vec![TextEdit {
            range: at..at,
            new_text: format!("{separator}{}", list.join(", ")),
        }],
        preferred: true,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code_actions(text: &str, range: Range<usize>) -> Vec<Action> {
        super::code_actions(&Analysis::new(text), range, &[])
    }

    /// Whether checking `text` shows no diagnostic of `code`.
    fn shows_no(text: &str, code: &str) -> bool {
        crate::lint::check(text)
            .diagnostics
            .iter()
            .all(|d| d.code.id != code)
    }

    fn apply(text: &str, edits: &[TextEdit]) -> String {
        let mut out = text.to_string();
        for e in edits.iter().rev() {
            out.replace_range(e.range.clone(), &e.new_text);
        }
        out
    }

    #[test]
    fn did_you_mean_a_key() {
        let text = include_str!("../../tests/fixtures/S002-unknown-key.sow.toml");
        let at = text.find("colums").unwrap();
        let actions = code_actions(text, at..at);
        assert_eq!(actions.len(), 1);
        assert!(apply(text, &actions[0].edits).contains("\ncolumns ="));
    }

    #[test]
    fn one_of_the_allowed_values() {
        let text = include_str!("../../tests/fixtures/S003-invalid-value.sow.toml");
        let at = text.find("\"double\"").unwrap();
        let titles: Vec<String> = code_actions(text, at..at)
            .into_iter()
            .map(|a| a.title)
            .collect();
        assert_eq!(titles, ["change to `single`", "change to `relay`"]);
    }

    #[test]
    fn a_file_without_tables_gets_a_starter_game() {
        for text in ["", "# my new game\n", "# no newline"] {
            let actions = code_actions(text, 0..0);
            assert_eq!(actions.len(), 1, "{text:?}");
            let fixed = apply(text, &actions[0].edits);
            assert!(fixed.starts_with(text));
            let checked = crate::lint::check(&fixed);
            assert!(checked.diagnostics.is_empty(), "{fixed}");
        }
    }

    #[test]
    fn a_warning_is_allowed_at_the_end_of_its_line_or_above_a_commented_one() {
        let text = include_str!("../../tests/fixtures/O002-unowned-hole.sow.toml");
        let at = text.find("[players.south]").unwrap() + 1;
        let actions = code_actions(text, at..at);
        let allow: Vec<&Action> = actions
            .iter()
            .filter(|a| a.title == "allow O002 here")
            .collect();
        assert_eq!(allow.len(), 1);
        let fixed = apply(text, &allow[0].edits);
        assert!(
            fixed.contains("[players.south]  # sow: allow(O002)\n"),
            "{fixed}"
        );
        assert!(shows_no(&fixed, "O002"), "{fixed}");
        // A header with a comment of its own gets the allow on the line above.
        let commented = text.replace("[players.south]", "[players.south] # South's row");
        let actions = code_actions(&commented, at..at);
        let allow = actions
            .iter()
            .find(|a| a.title == "allow O002 here")
            .unwrap();
        let fixed = apply(&commented, &allow.edits);
        assert!(
            fixed.contains("# sow: allow(O002)\n[players.south] # South's row"),
            "{fixed}"
        );
        assert!(shows_no(&fixed, "O002"), "{fixed}");
    }

    #[test]
    fn an_error_is_never_offered_an_allow() {
        let text = include_str!("../../tests/fixtures/T002-track-misses-hole.sow.toml");
        let at = text.find("track =").unwrap() + 10;
        assert!(
            code_actions(text, at..at)
                .iter()
                .all(|a| !a.title.starts_with("allow"))
        );
    }

    #[test]
    fn append_missing_holes_to_a_track() {
        let text = include_str!("../../tests/fixtures/T002-track-misses-hole.sow.toml");
        let at = text.find("track =").unwrap() + 10;
        let actions = code_actions(text, at..at);
        assert_eq!(actions.len(), 1);
        let fixed = apply(text, &actions[0].edits);
        assert!(
            fixed.contains("\"north-store\", \"c2\", \"d2\"]"),
            "{fixed}"
        );
        assert!(shows_no(&fixed, "T002"), "{fixed}");
    }
}
