//! S008 allow-comment: a `# sow: allow(…)` comment that allows nothing.
//!
//! Also what such comments mean: [`Allowances`] reads every
//! `# sow: allow(CODE, …)` comment of a file and ties it to the line or
//! table it concerns ([`crate::syntax::LineMap::reach`]); a warning of a
//! named code that starts there is not reported. Errors cannot be allowed:
//! a file with one is not the game it says.

use std::ops::Range;

use crate::diagnostic::{Code, Diagnostic, Severity};
use crate::syntax::LineMap;

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "S008",
    name: "allow-comment",
    severity: Severity::Warning,
    summary: "A `# sow: allow(…)` comment names no code that can be allowed, or is not understood.",
    explanation: r#"## What it means
A comment that starts `# sow:` is read by sow. `# sow: allow(P003)` (or
several codes, `# sow: allow(O002, P003)`) allows those warnings where the
comment is: a comment after a key or value allows them on that line (and
the rest of a value that spans lines); a comment after a table header, or
on a line of its own above one, allows them in the whole table; a comment
on a line of its own above a key allows them on that key's line. Text
after the closing parenthesis is free: say why.

This warning says such a comment does nothing: it names a code that does
not exist, or an error (errors cannot be allowed: a file with an error
does not describe the game it says), or it is not of the form
`# sow: allow(CODE, …)`, or no key or table follows it.
## Why it matters
A comment meant to silence a warning that silences nothing leaves the
warning, or hides that the code was mistyped.
## Example
```toml
[game]  # sow: allow(P03) the variant favours South, as the source says
name = "My game"
```
## How to fix
Name the code as `sow explain` knows it, and put the comment where the
warning is.
```toml
[game]  # sow: allow(P003) the variant favours South, as the source says
name = "My game"
```
"#,
};

/// The prefix of a comment sow reads.
pub const DIRECTIVE: &str = "sow:";

/// The warnings a file allows, and where.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Allowances {
    /// Each allowed code with the bytes where it is allowed.
    allowed: Vec<(&'static Code, Range<usize>)>,
}

impl Allowances {
    /// Reads the file's `# sow:` comments, knowing codes by `find` (the
    /// registry's `lint::find`), and reports the ones that allow nothing in
    /// `out`.
    pub fn read(
        text: &str,
        lines: &LineMap,
        find: fn(&str) -> Option<&'static Code>,
        out: &mut Vec<Diagnostic>,
    ) -> Allowances {
        let mut allowed = Vec::new();
        for comment in &lines.comments {
            let Some(body) = text.get(comment.span.clone()) else {
                continue;
            };
            let inner = body.trim_start_matches('#').trim_start();
            let Some(rest) = inner.strip_prefix(DIRECTIVE) else {
                continue;
            };
            let offset = comment.span.start + (body.len() - rest.len());
            let Some(codes) = allow_list(rest) else {
                out.push(
                    Diagnostic::new(
                        &CODE,
                        comment.span.clone(),
                        "sow does not understand this comment: it reads `# sow: allow(CODE, …)`",
                    )
                    .with_help(
                        "write `# sow: allow(P003)`, or drop `sow:` from an ordinary comment",
                    ),
                );
                continue;
            };
            let Some(reach) = lines.reach(comment, text.len()) else {
                out.push(
                    Diagnostic::new(
                        &CODE,
                        comment.span.clone(),
                        "this allow comment concerns no key or table",
                    )
                    .with_help(
                        "put it after the key or table header it concerns, or on the line above it",
                    ),
                );
                continue;
            };
            for (id, at) in codes {
                let span = offset + at.start..offset + at.end;
                match find(id) {
                    Some(code) if code.severity != Severity::Error => {
                        allowed.push((code, reach.clone()));
                    }
                    Some(code) => out.push(
                        Diagnostic::new(
                            &CODE,
                            span,
                            format!("{} is an error, and errors cannot be allowed", code.id),
                        )
                        .with_help(format!("fix what it reports (`sow explain {}`)", code.id)),
                    ),
                    None => out.push(
                        Diagnostic::new(&CODE, span, format!("no diagnostic code is named `{id}`"))
                            .with_help(
                                "name a warning's code as `sow explain` lists them, e.g. `P003`",
                            ),
                    ),
                }
            }
        }
        Allowances { allowed }
    }

    /// Whether `d` is a warning this file allows where it starts.
    pub fn allows(&self, d: &Diagnostic) -> bool {
        d.severity != Severity::Error
            && self
                .allowed
                .iter()
                .any(|(code, reach)| *code == d.code && reach.contains(&d.span.start))
    }

    /// Drops the diagnostics this file allows.
    pub fn apply(&self, diagnostics: &mut Vec<Diagnostic>) {
        if !self.allowed.is_empty() {
            diagnostics.retain(|d| !self.allows(d));
        }
    }
}

/// The codes of `allow(A, B) why…`, each with its bytes in `text`; `None`
/// when `text` is not of that form.
fn allow_list(text: &str) -> Option<Vec<(&str, Range<usize>)>> {
    let inside = text
        .trim_start()
        .strip_prefix("allow")?
        .trim_start()
        .strip_prefix('(')?;
    let start = text.len() - inside.len();
    let close = inside.find(')')?;
    let mut codes = Vec::new();
    let mut at = start;
    for part in inside[..close].split(',') {
        let id = part.trim();
        let lead = part.len() - part.trim_start().len();
        if id.is_empty() || !id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
            return None;
        }
        codes.push((id, at + lead..at + lead + id.len()));
        at += part.len() + 1;
    }
    Some(codes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_allow_list_names_each_code_where_it_is() {
        let text = " allow( P003 ,O002) why";
        let codes = allow_list(text).unwrap();
        let ids: Vec<&str> = codes.iter().map(|(id, _)| *id).collect();
        assert_eq!(ids, ["P003", "O002"]);
        for (id, at) in codes {
            assert_eq!(&text[at], id);
        }
    }

    #[test]
    fn what_is_not_an_allow_list_is_refused() {
        for text in [
            " alow(P003)",
            " allow P003",
            " allow(P003",
            " allow()",
            " allow(P 3)",
        ] {
            assert_eq!(allow_list(text), None, "{text}");
        }
    }
}
