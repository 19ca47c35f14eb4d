//! What is under the cursor: the key path from the root of the file to the
//! innermost key or value at a byte offset, and the hole name inside a
//! string like `"a1-f1"`.

use std::ops::Range;

use super::Analysis;
use crate::syntax::{Entry, Node, Value};

/// One step of a key path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// A table key.
    Key(String),
    /// An index into an array (like the n-th `[[landing]]` rule).
    Index(usize),
}

/// Whether the cursor is on a key or on a value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// On the key itself (in a header like `[sowing]` or before `=`).
    Key,
    /// On a value (a string, a number, a boolean, or an empty part of an
    /// array or inline table).
    Value,
}

/// The innermost key or value at an offset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hit {
    /// Keys and indices from the root; the last step is the key under the
    /// cursor or the key (or index) of the value under it.
    pub path: Vec<Step>,
    /// Key or value.
    pub part: Part,
    /// The span of what the cursor is on.
    pub span: Range<usize>,
    /// The string, when the cursor is on a string value.
    pub string: Option<String>,
}

impl Hit {
    /// The keys of the path, without array indices: what the schema knows.
    pub fn keys(&self) -> Vec<&str> {
        self.path
            .iter()
            .filter_map(|s| match s {
                Step::Key(k) => Some(k.as_str()),
                Step::Index(_) => None,
            })
            .collect()
    }

    /// The index of the `[[landing]]` rule the cursor is in.
    pub fn landing_rule(&self) -> Option<usize> {
        match self.path.as_slice() {
            [Step::Key(k), Step::Index(i), ..] if k == "landing" => Some(*i),
            _ => None,
        }
    }

    /// The index of the `[[moves.priority]]` tier the hit is in, if any.
    pub fn priority_tier(&self) -> Option<usize> {
        self.moves_entry("priority")
    }

    /// The index of the `[[moves.require]]` table the hit is in, if any.
    pub fn requirement(&self) -> Option<usize> {
        self.moves_entry("require")
    }

    /// Where the `[[moves.carry]]` entry the hit is in is: the index of
    /// the phase whose own moves list it (`None`: the file's `[moves]`),
    /// and its index in the list.
    pub fn carry(&self) -> Option<(Option<usize>, usize)> {
        match self.path.as_slice() {
            [Step::Key(m), Step::Key(c), Step::Index(i), ..] if m == "moves" && c == "carry" => {
                Some((None, *i))
            }
            [
                Step::Key(p),
                Step::Index(k),
                Step::Key(m),
                Step::Key(c),
                Step::Index(i),
                ..,
            ] if p == "phases" && m == "moves" && c == "carry" => Some((Some(*k), *i)),
            _ => None,
        }
    }

    /// The index of the entry of `[[moves.LIST]]` the hit is in, if any.
    fn moves_entry(&self, list: &str) -> Option<usize> {
        match self.path.as_slice() {
            [Step::Key(m), Step::Key(p), Step::Index(i), ..] if m == "moves" && p == list => {
                Some(*i)
            }
            _ => None,
        }
    }
}

fn contains(span: &Range<usize>, offset: usize) -> bool {
    span.start <= offset && offset <= span.end && span != &(0..0)
}

/// The key or value at byte `offset` of the file.
pub fn at(analysis: &Analysis, offset: usize) -> Option<Hit> {
    let mut path = Vec::new();
    walk_table(analysis.tree().entries(), offset, &mut path)
}

fn walk_table(entries: &[Entry], offset: usize, path: &mut Vec<Step>) -> Option<Hit> {
    for entry in entries {
        path.push(Step::Key(entry.key.clone()));
        if contains(&entry.key_span, offset) {
            return Some(Hit {
                path: path.clone(),
                part: Part::Key,
                span: entry.key_span.clone(),
                string: None,
            });
        }
        if let Some(hit) = walk_value(&entry.value, offset, path) {
            return Some(hit);
        }
        path.pop();
    }
    None
}

fn walk_value(node: &Node, offset: usize, path: &mut Vec<Step>) -> Option<Hit> {
    // Header tables have the header as their span, so look inside first.
    let inner = match &node.value {
        Value::Table(entries) => walk_table(entries, offset, path),
        Value::Array(items) => items.iter().enumerate().find_map(|(i, item)| {
            path.push(Step::Index(i));
            let hit = walk_value(item, offset, path);
            if hit.is_none() {
                path.pop();
            }
            hit
        }),
        _ => None,
    };
    if inner.is_some() {
        return inner;
    }
    if !contains(&node.span, offset) {
        return None;
    }
    Some(Hit {
        path: path.clone(),
        part: Part::Value,
        span: node.span.clone(),
        string: node.as_str().map(str::to_string),
    })
}

/// A hole name (or store name) inside a string value, with its span.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Word {
    /// The word, e.g. `c2` in `"a2-f2"`.
    pub text: String,
    /// Its byte range in the file.
    pub span: Range<usize>,
}

/// The `-`-separated part of the string value at `span` that holds
/// `offset`: a hole in a range like `"a1-f1"`, or the whole of `"own-store"`
/// when the string is not made of holes.
pub fn word_in_string(text: &str, span: &Range<usize>, offset: usize) -> Option<Word> {
    let raw = text.get(span.clone())?;
    let quote = raw.chars().next().filter(|c| *c == '"' || *c == '\'')?;
    let inner_start = span.start + quote.len_utf8();
    let inner = raw.get(quote.len_utf8()..raw.len().saturating_sub(quote.len_utf8()))?;
    let mut start = 0;
    for part in inner.split('-') {
        let end = start + part.len();
        if inner_start + start <= offset && offset <= inner_start + end {
            return Some(Word {
                text: part.to_string(),
                span: inner_start + start..inner_start + end,
            });
        }
        start = end + 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = "[sowing]\ntrack = [\"a1-f1\", \"south-store\"]\n[[landing]]\nname = \"x\"\nwhen = { hole = \"own\" }\n";

    fn at(text: &str, offset: usize) -> Option<Hit> {
        super::at(&Analysis::new(text), offset)
    }

    #[test]
    fn finds_keys_in_headers_and_bodies() {
        let hit = at(TEXT, 3).unwrap();
        assert_eq!(hit.keys(), ["sowing"]);
        assert_eq!(hit.part, Part::Key);
        let hit = at(TEXT, TEXT.find("hole").unwrap() + 1).unwrap();
        assert_eq!(hit.keys(), ["landing", "when", "hole"]);
        assert_eq!(hit.landing_rule(), Some(0));
        assert_eq!(hit.part, Part::Key);
    }

    #[test]
    fn finds_string_values_and_holes_inside_them() {
        let offset = TEXT.find("f1").unwrap();
        let hit = at(TEXT, offset).unwrap();
        assert_eq!(hit.keys(), ["sowing", "track"]);
        assert_eq!(hit.path.last(), Some(&Step::Index(0)));
        assert_eq!(hit.string.as_deref(), Some("a1-f1"));
        let word = word_in_string(TEXT, &hit.span, offset).unwrap();
        assert_eq!(word.text, "f1");
        assert_eq!(&TEXT[word.span], "f1");
    }

    #[test]
    fn nothing_past_the_end() {
        assert_eq!(at(TEXT, 10_000), None);
        assert_eq!(at("", 0), None);
    }
}
