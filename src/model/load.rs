//! Reading pieces of the TOML tree into the format's types, one piece at a
//! time, so that an error in one table does not hide the errors in others.
//!
//! serde stops at the first error in a value. To report every error in a
//! piece, the loader removes the entry an error points at and reads the piece
//! again, a bounded number of times.

use std::ops::Range;

use crate::syntax::Spanned;
use serde::de::{DeserializeOwned, IntoDeserializer};

use crate::codes;
use crate::diagnostic::Diagnostic;
use crate::schema;
use crate::syntax::DeValue;

/// How many errors one piece may report before the loader gives up on it.
const MAX_ERRORS_PER_PIECE: usize = 32;

/// What reading a piece left unread: keys that are in the text but not in
/// the value read. The checks that follow take such a key for present but
/// broken, not for absent, so that one mistake gives one diagnostic: a
/// misspelt `direction` is not also "no sowing path".
#[derive(Debug, Clone, Default)]
pub struct Unread {
    /// Any key may be unread: the piece's text holds a syntax error, or the
    /// piece could not be read at all.
    all: bool,
    /// The key paths, from the piece, of the entries dropped for an error,
    /// and of the keys a misspelt key was most likely meant to be.
    paths: Vec<Vec<String>>,
}

impl Unread {
    /// Nothing unread.
    pub const fn nothing() -> Self {
        Unread {
            all: false,
            paths: Vec::new(),
        }
    }

    /// Every key unread: a piece lost whole.
    pub fn everything() -> Self {
        Unread {
            all: true,
            paths: Vec::new(),
        }
    }

    /// The entry at `path` unread: it is in the text, and could not be
    /// read or resolved.
    pub fn at(path: &[&str]) -> Self {
        Unread {
            all: false,
            paths: vec![path.iter().map(|k| k.to_string()).collect()],
        }
    }

    /// Whether the key at `path` (or an entry inside it) may be in the
    /// text unread.
    pub fn has(&self, path: &[&str]) -> bool {
        self.all
            || self
                .paths
                .iter()
                .any(|p| p.len() >= path.len() && p.iter().zip(path).all(|(a, b)| a == b))
    }

    /// Adds what another piece left unread (the rules of `[[landing]]`
    /// are read one by one and answered for together).
    pub fn merge(&mut self, other: Unread) {
        self.all |= other.all;
        self.paths.extend(other.paths);
    }

    /// Whether a key of this name, at any depth, is unread.
    fn names(&self, key: &str) -> bool {
        self.all
            || self
                .paths
                .iter()
                .any(|p| p.last().is_some_and(|k| k == key))
    }
}

/// A piece as read: its value, when it could be read, and what was left
/// unread.
#[derive(Debug)]
pub struct Read<T> {
    /// The value, `None` when the piece could not be read even after
    /// dropping the entries in error (for instance when a required key is
    /// missing).
    pub value: Option<T>,
    /// The keys in the text that the value lacks.
    pub unread: Unread,
}

/// Reads `value`, the piece of the file at the key path `at`, as a `T`,
/// reporting every error found into `diags`.
///
/// `broken` says the piece's text holds a syntax error: a key missing from
/// it was most likely lost to that error, which is reported already.
pub fn read<T: DeserializeOwned>(
    value: &Spanned<DeValue<'_>>,
    at: &[&str],
    broken: bool,
    diags: &mut Vec<Diagnostic>,
) -> Read<T> {
    let mut piece = value.clone();
    let mut unread = Unread {
        all: broken,
        paths: Vec::new(),
    };
    let lost = || Read {
        value: None,
        unread: Unread::everything(),
    };
    for _ in 0..MAX_ERRORS_PER_PIECE {
        let error = match T::deserialize(piece.clone().into_deserializer()) {
            Ok(t) => {
                return Read {
                    value: Some(t),
                    unread,
                };
            }
            Err(e) => e,
        };
        let span = error.span().unwrap_or_else(|| value.span());
        let missing = error
            .message()
            .strip_prefix("missing field `")
            .and_then(|rest| rest.split('`').next());
        // A key missing because it was unread is no second mistake.
        if missing.is_some_and(|m| unread.names(m)) {
            return lost();
        }
        let span = blame_entry::<T>(&piece, at, span);
        let (keys, found) = match entry_at(&piece, &span) {
            Some((keys, v)) => (keys, Found::of(v.get_ref())),
            None => (Vec::new(), Found::Other),
        };
        let path: Vec<&str> = at
            .iter()
            .copied()
            .chain(keys.iter().map(String::as_str))
            .collect();
        let (diagnostic, meant) = classify(error.message(), span.clone(), &path, &found);
        diags.push(diagnostic);
        match remove_entry_at(&mut piece, &span) {
            Some(path) => {
                if let Some(meant) = meant {
                    let mut as_meant = path.clone();
                    as_meant.pop();
                    as_meant.push(meant);
                    unread.paths.push(as_meant);
                }
                unread.paths.push(path);
            }
            None => return lost(),
        }
    }
    lost()
}

/// The value an error is about, as far as its message needs it.
enum Found {
    /// A negative number.
    Negative,
    /// A string.
    Word(String),
    /// Anything else.
    Other,
}

impl Found {
    fn of(value: &DeValue<'_>) -> Found {
        match value {
            DeValue::Integer(n) if n.as_str().starts_with('-') => Found::Negative,
            DeValue::String(s) => Found::Word(s.to_string()),
            _ => Found::Other,
        }
    }
}

/// The span to blame for an error at `span`: serde gives the entries of a
/// list no span of their own, so an error in one entry of a plain list
/// (`[end] when`) comes at the whole list. Then the entry to blame is the
/// last of the shortest first part of the list that fails alone.
fn blame_entry<T: DeserializeOwned>(
    piece: &Spanned<DeValue<'_>>,
    at: &[&str],
    span: Range<usize>,
) -> Range<usize> {
    let Some((keys, list)) = entry_at(piece, &span) else {
        return span;
    };
    let DeValue::Array(items) = list.get_ref() else {
        return span;
    };
    let path: Vec<&str> = at
        .iter()
        .copied()
        .chain(keys.iter().map(String::as_str))
        .collect();
    if items.is_empty() || !schema::is_list(&path) {
        return span;
    }
    let fails_with_first = |n: usize| {
        let mut cut = piece.clone();
        keep_first(&mut cut, &span, n);
        T::deserialize(cut.into_deserializer())
            .err()
            .and_then(|e| e.span())
            == Some(span.clone())
    };
    // The list itself is wrong, not one of its entries.
    if fails_with_first(0) {
        return span;
    }
    // The whole list fails; find the shortest first part that does.
    let (mut ok, mut fails) = (0, items.len());
    while fails - ok > 1 {
        let mid = ok + (fails - ok) / 2;
        if fails_with_first(mid) {
            fails = mid;
        } else {
            ok = mid;
        }
    }
    items.get(fails - 1).map_or(span, |item| item.span())
}

/// The key path to the entry whose key or value is at `span`, and its value.
/// An array's entries are named by the array's key.
fn entry_at<'v, 't>(
    value: &'v Spanned<DeValue<'t>>,
    span: &Range<usize>,
) -> Option<(Vec<String>, &'v Spanned<DeValue<'t>>)> {
    let covers = |s: Range<usize>| s.start <= span.start && span.end <= s.end;
    match value.get_ref() {
        DeValue::Table(table) => table.iter().find_map(|(key, v)| {
            if v.span() == *span || key.span() == *span {
                return Some((vec![key.get_ref().to_string()], v));
            }
            if !covers(v.span()) {
                return None;
            }
            let (mut keys, found) = entry_at(v, span)?;
            keys.insert(0, key.get_ref().to_string());
            Some((keys, found))
        }),
        DeValue::Array(items) => items.iter().find_map(|v| {
            if v.span() == *span {
                Some((Vec::new(), v))
            } else if covers(v.span()) {
                entry_at(v, span)
            } else {
                None
            }
        }),
        _ => None,
    }
}

/// Cuts the list at `span` down to its first `n` entries.
fn keep_first(value: &mut Spanned<DeValue<'_>>, span: &Range<usize>, n: usize) {
    let at = value.span() == *span;
    match value.get_mut() {
        DeValue::Array(items) if at => {
            let mut kept = crate::syntax::DeArray::new();
            for item in items.iter().take(n) {
                kept.push(item.clone());
            }
            *items = kept;
        }
        DeValue::Table(table) => {
            for (_, v) in table.iter_mut() {
                keep_first(v, span, n);
            }
        }
        DeValue::Array(items) => {
            for v in items.iter_mut() {
                keep_first(v, span, n);
            }
        }
        _ => {}
    }
}

/// Turns a serde message about the key at `path` into a diagnostic with a
/// code, a clear message and help; and, for a misspelt key, the key it was
/// most likely meant to be.
fn classify(
    message: &str,
    span: Range<usize>,
    path: &[&str],
    found: &Found,
) -> (Diagnostic, Option<String>) {
    let message = message.trim();
    if let Some(rest) = message.strip_prefix("unknown field `") {
        let name = rest.split('`').next().unwrap_or("");
        let expected = expected_words(rest);
        let d = Diagnostic::new(
            &codes::unknown_key::CODE,
            span,
            format!("unknown key `{name}`"),
        );
        let meant = suggest(name, &expected);
        let d = match &meant {
            Some(s) => d.with_help(format!("did you mean `{s}`?")),
            None if expected.is_empty() => d.with_help("remove this key; this table takes no keys"),
            None => d.with_help(format!("the keys allowed here are {}", list(&expected))),
        };
        return (d, meant);
    }
    (describe(message, span, path, found), None)
}

/// A diagnostic for a serde message about the value of the key at `path`.
fn describe(message: &str, span: Range<usize>, path: &[&str], found: &Found) -> Diagnostic {
    let key = path.last().copied().unwrap_or("this key");
    if let Some(rest) = message.strip_prefix("unknown variant `") {
        let name = rest.split('`').next().unwrap_or("");
        return not_a_word(name, &expected_words(rest), &[], span);
    }
    if let Found::Negative = found {
        return Diagnostic::new(
            &codes::invalid_value::CODE,
            span,
            format!("`{key}` cannot be negative"),
        )
        .with_help(format!("write {}", whole_number(path)));
    }
    // A word where a key takes one of several forms (serde says only
    // what the forms are): name the word, and every word the key takes.
    if let Found::Word(word) = found {
        let words: Vec<String> = schema::values(path).into_iter().map(|d| d.name).collect();
        if !words.is_empty() && !words.contains(word) {
            return not_a_word(word, &words, &schema::other_forms(path), span);
        }
    }
    if let Some(rest) = message.strip_prefix("missing field `") {
        let name = rest.split('`').next().unwrap_or("");
        return Diagnostic::new(
            &codes::missing_key::CODE,
            span,
            format!("missing key `{name}`"),
        )
        .with_help(format!("add `{name}` to this table"));
    }
    if message.starts_with("duplicate field") {
        return Diagnostic::new(&codes::invalid_value::CODE, span, message.to_string())
            .with_help("give each key once");
    }
    let readable = match message
        .strip_prefix("invalid type: ")
        .or_else(|| message.strip_prefix("invalid value: "))
        .and_then(|rest| rest.split_once(", expected "))
    {
        Some((what, "u32")) => format!("expected {}, found {what}", whole_number(path)),
        Some((what, "a boolean")) => format!("expected `true` or `false`, found {what}"),
        Some((what, expected)) => format!("expected {expected}, found {what}"),
        // A key of several forms: serde's message is only the forms; the
        // schema lists its words in full.
        None if !message.contains("expected") => match schema::values(path).as_slice() {
            [] => format!("expected {message}"),
            words => {
                let words: Vec<String> = words.iter().map(|d| d.name.clone()).collect();
                format!("expected {}", allowed(&words, &schema::other_forms(path)))
            }
        },
        None => message.to_string(),
    };
    Diagnostic::new(&codes::invalid_value::CODE, span, readable)
        .with_help(format!("change the value to the kind `{key}` takes"))
}

/// A diagnostic for `word`, which is not one of `words`; `others` are the
/// key's other forms, in words.
fn not_a_word(word: &str, words: &[String], others: &[String], span: Range<usize>) -> Diagnostic {
    let d = Diagnostic::new(
        &codes::invalid_value::CODE,
        span,
        format!("`{word}` is not one of the allowed values"),
    );
    let allowed = allowed(words, others);
    match suggest(word, words) {
        Some(s) => d.with_help(format!("did you mean `{s}`? (allowed: {allowed})")),
        None => d.with_help(format!("use one of {allowed}")),
    }
}

/// The words a key takes, and its other forms, in a list.
fn allowed(words: &[String], others: &[String]) -> String {
    let mut out = list(words);
    for other in others {
        out.push_str(&format!(", or {other}"));
    }
    out
}

/// The whole numbers the key at `path` takes, in words, from its range in
/// the schema (which states the limits lowering enforces).
fn whole_number(path: &[&str]) -> String {
    match schema::range(path) {
        (Some(min), Some(max)) => format!("a whole number from {min} to {max}"),
        (min, None) => format!("a whole number, {} or more", min.unwrap_or(0)),
        (None, Some(max)) => format!("a whole number from 0 to {max}"),
    }
}

/// The backticked words after "expected" in a serde message.
fn expected_words(rest: &str) -> Vec<String> {
    let Some(pos) = rest.find("expected") else {
        return Vec::new();
    };
    rest[pos..]
        .split('`')
        .enumerate()
        .filter(|(i, _)| i % 2 == 1)
        .map(|(_, w)| w.to_string())
        .collect()
}

fn list(words: &[String]) -> String {
    words
        .iter()
        .map(|w| format!("`{w}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The closest of `candidates` to `name`, if it is close enough to be a typo.
pub fn suggest(name: &str, candidates: &[String]) -> Option<String> {
    candidates
        .iter()
        .map(|c| {
            (
                strsim::normalized_damerau_levenshtein(&name.to_lowercase(), &c.to_lowercase()),
                c,
            )
        })
        .filter(|(score, _)| *score >= 0.5)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, c)| c.clone())
}

/// Removes the innermost table entry or array element whose key or value
/// covers `span`. Returns `None` when nothing smaller than the whole piece
/// covers it, else the path of keys to what was removed (an array element
/// is named by the key of its array).
fn remove_entry_at(value: &mut Spanned<DeValue<'_>>, span: &Range<usize>) -> Option<Vec<String>> {
    let covers = |s: Range<usize>| s.start <= span.start && span.end <= s.end && s != (0..0);
    match value.get_mut() {
        DeValue::Table(table) => {
            let mut found = None;
            for (i, (key, v)) in table.iter_mut().enumerate() {
                if covers(v.span()) {
                    if v.span() != *span
                        && let Some(mut inner) = remove_entry_at(v, span)
                    {
                        inner.insert(0, key.get_ref().to_string());
                        return Some(inner);
                    }
                    found = Some(i);
                    break;
                }
                if covers(key.span()) {
                    found = Some(i);
                    break;
                }
            }
            let i = found?;
            let mut kept = crate::syntax::DeTable::new();
            let mut removed = Vec::new();
            for (j, (k, v)) in table.iter().enumerate() {
                if j == i {
                    removed.push(k.get_ref().to_string());
                } else {
                    kept.insert(k.clone(), v.clone());
                }
            }
            *table = kept;
            Some(removed)
        }
        DeValue::Array(array) => {
            let i = array.iter().position(|v| covers(v.span()))?;
            if let Some(v) = array.get_mut(i)
                && v.span() != *span
                && let Some(inner) = remove_entry_at(v, span)
            {
                return Some(inner);
            }
            let mut kept = crate::syntax::DeArray::new();
            for (j, v) in array.iter().enumerate() {
                if j != i {
                    kept.push(v.clone());
                }
            }
            *array = kept;
            Some(Vec::new())
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::parse;

    #[derive(Debug, serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Two {
        rows: u32,
        columns: u32,
    }

    fn root_value(text: &str) -> Spanned<DeValue<'_>> {
        let tree = parse(text);
        let span = tree.root.span();
        Spanned::new(span, DeValue::Table(tree.root.into_inner()))
    }

    #[test]
    fn every_error_in_a_piece_is_reported() {
        let text = "rows = \"two\"\ncolums = 6\ncolumns = 6\nextra = 1\n";
        let mut diags = Vec::new();
        let value = root_value(text);
        let got: Option<Two> = read(&value, &[], false, &mut diags).value;
        let codes: Vec<_> = diags.iter().map(|d| d.code.id).collect();
        assert!(got.is_none());
        assert!(codes.contains(&"S003"), "{diags:?}");
        assert_eq!(
            codes.iter().filter(|c| **c == "S002").count(),
            2,
            "{diags:?}"
        );
        let typo = diags.iter().find(|d| d.message.contains("colums")).unwrap();
        assert_eq!(&text[typo.span.clone()], "colums");
        assert_eq!(typo.help.as_deref(), Some("did you mean `columns`?"));
    }
}
