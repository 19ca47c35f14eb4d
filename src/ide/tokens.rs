//! Semantic tokens: what each word of a file is in the game's terms, so an
//! editor can colour a hole name apart from a region's, a rule's name
//! apart from a word of the format. Only what sow knows better than a TOML
//! grammar is given: comments, strings and punctuation are left to the
//! client's grammar.
//!
//! Which keys take a region is read from the schema
//! ([`crate::schema::takes_hole_set`]), as navigation reads it; the words
//! of the format are the schema's keys and enumerated values; hole names
//! are those of the file's own board.

use std::collections::HashMap;
use std::ops::Range;
use std::rc::Rc;

use super::{Analysis, symbols};
use crate::model::Board;
use crate::model::hole_set;
use crate::schema;
use crate::syntax::{Entry, Node, Value};

/// What a token is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenKind {
    /// A table's name in a header: `board` in `[board]`.
    Table,
    /// A key the format knows: `rows`, `when`, `capture`.
    Key,
    /// One of the words a key accepts: `anticlockwise`, `own`, `last`.
    Word,
    /// A hole or store of the board: `a1`, `f2` in `"a2-f2"`, `south-store`.
    Hole,
    /// A region's name, where it is declared and where a key takes it.
    Region,
    /// A landing rule's name.
    Rule,
    /// A number.
    Number,
    /// `true` or `false`.
    Boolean,
}

impl TokenKind {
    /// Every kind, in the order a client's legend lists them.
    pub const ALL: [TokenKind; 8] = [
        TokenKind::Table,
        TokenKind::Key,
        TokenKind::Word,
        TokenKind::Hole,
        TokenKind::Region,
        TokenKind::Rule,
        TokenKind::Number,
        TokenKind::Boolean,
    ];
}

/// A word of the file and what it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    /// Its byte range, on one line.
    pub span: Range<usize>,
    /// What it is.
    pub kind: TokenKind,
    /// Whether the name is declared here (a region's header, a rule's
    /// `name`) rather than used.
    pub declaration: bool,
}

/// Every token of the file, in file order, none overlapping another.
pub fn tokens(analysis: &Analysis) -> Vec<Token> {
    let mut walk = Walk {
        text: analysis.text(),
        board: analysis.variant().map(|v| &v.board),
        headers: symbols::sections(analysis)
            .map(|s| s.header.clone())
            .collect(),
        keys: Vec::new(),
        schema: HashMap::new(),
        found: Vec::new(),
    };
    walk.table(analysis.tree().entries());
    let mut found = walk.found;
    found.sort_by_key(|t| (t.span.start, t.span.end));
    // A header's parts and the keys of the tree can be the same words.
    let mut end = 0;
    found.retain(|t| {
        let keep = t.span.start >= end && t.span.start < t.span.end;
        if keep {
            end = t.span.end;
        }
        keep
    });
    found
}

/// The tokens within `range` (those that overlap it).
pub fn tokens_in(analysis: &Analysis, range: &Range<usize>) -> Vec<Token> {
    tokens(analysis)
        .into_iter()
        .filter(|t| t.span.end > range.start && t.span.start < range.end)
        .collect()
}

/// What the schema says of a key path.
struct Facts {
    /// The keys its table takes.
    keys: Vec<String>,
    /// Whether it takes a hole set (a word or a region's name).
    takes_hole_set: bool,
    /// The words it accepts.
    words: Vec<String>,
}

struct Walk<'a> {
    text: &'a str,
    board: Option<&'a Board>,
    /// The spans of the file's table headers, in file order.
    headers: Vec<Range<usize>>,
    /// The keys from the root to the value walked (array levels passed
    /// through, as the schema's paths are).
    keys: Vec<String>,
    /// The schema's facts of each path met, asked once: a long list asks
    /// of the same path at every entry.
    schema: HashMap<Vec<String>, Rc<Facts>>,
    found: Vec<Token>,
}

impl Walk<'_> {
    fn facts(&mut self, path: &[String]) -> Rc<Facts> {
        if let Some(facts) = self.schema.get(path) {
            return facts.clone();
        }
        let keys: Vec<&str> = path.iter().map(String::as_str).collect();
        let facts = Rc::new(Facts {
            keys: schema::keys(&keys).into_iter().map(|d| d.name).collect(),
            takes_hole_set: schema::takes_hole_set(&keys),
            words: schema::values(&keys).into_iter().map(|d| d.name).collect(),
        });
        self.schema.insert(path.to_vec(), facts.clone());
        facts
    }

    /// The facts of the path walked.
    fn facts_here(&mut self) -> Rc<Facts> {
        let keys = std::mem::take(&mut self.keys);
        let facts = self.facts(&keys);
        self.keys = keys;
        facts
    }

    fn push(&mut self, span: Range<usize>, kind: TokenKind, declaration: bool) {
        self.found.push(Token {
            span,
            kind,
            declaration,
        });
    }

    fn table(&mut self, entries: &[Entry]) {
        let facts = self.facts_here();
        for entry in entries {
            if let Some((kind, declaration)) =
                self.key_kind(&self.keys, &facts, &entry.key, &entry.key_span)
            {
                self.push(entry.key_span.clone(), kind, declaration);
            }
            self.keys.push(entry.key.clone());
            self.value(&entry.value);
            self.keys.pop();
        }
    }

    fn value(&mut self, node: &Node) {
        match &node.value {
            Value::Table(entries) => {
                self.header(&node.span);
                self.table(entries);
            }
            Value::Array(items) => items.iter().for_each(|item| self.value(item)),
            Value::String(s) => self.string(&node.span, s),
            Value::Integer(_) => self.push(node.span.clone(), TokenKind::Number, false),
            Value::Other => match self.text.get(node.span.clone()) {
                Some("true" | "false") => self.push(node.span.clone(), TokenKind::Boolean, false),
                Some(t) if t.replace('_', "").parse::<f64>().is_ok() => {
                    self.push(node.span.clone(), TokenKind::Number, false);
                }
                _ => {}
            },
        }
    }

    /// The dotted parts of a table's header (`[players.south]`,
    /// `[[moves.priority]]`), each classed as its key would be: every
    /// header names its tables, though the tree keeps a key's span only
    /// where it was first written.
    fn header(&mut self, span: &Range<usize>) {
        let Some(raw) = self.text.get(span.clone()) else {
            return;
        };
        let Some(open) = raw
            .starts_with('[')
            .then(|| raw.len() - raw.trim_start_matches('[').len())
        else {
            return;
        };
        let close = raw.len() - raw.trim_end_matches(']').len();
        let Some(inner) = raw.get(open..raw.len() - close) else {
            return;
        };
        let mut parent: Vec<String> = Vec::new();
        let mut at = span.start + open;
        for part in inner.split('.') {
            let name = part.trim();
            let start = at + (part.len() - part.trim_start().len());
            let key = name.trim_matches(['"', '\'']);
            let part_span = start..start + name.len();
            let facts = self.facts(&parent);
            if let Some((kind, declaration)) = self.key_kind(&parent, &facts, key, &part_span) {
                self.push(part_span, kind, declaration);
            }
            parent.push(key.to_string());
            at += part.len() + 1;
        }
    }

    /// What the key `key` of the table at `parent` is: a region declared,
    /// a table or key of the format, or a hole (the starting `seeds`).
    fn key_kind(
        &self,
        parent: &[String],
        facts: &Facts,
        key: &str,
        span: &Range<usize>,
    ) -> Option<(TokenKind, bool)> {
        if parent == ["regions"] {
            return Some((TokenKind::Region, true));
        }
        if facts.keys.iter().any(|k| k == key) {
            let kind = if self.in_header(span) {
                TokenKind::Table
            } else {
                TokenKind::Key
            };
            return Some((kind, false));
        }
        self.is_hole(key).then_some((TokenKind::Hole, false))
    }

    /// Whether `span` is in a table header.
    fn in_header(&self, span: &Range<usize>) -> bool {
        let after = self.headers.partition_point(|h| h.start <= span.start);
        after
            .checked_sub(1)
            .and_then(|i| self.headers.get(i))
            .is_some_and(|h| span.end <= h.end)
    }

    fn is_hole(&self, name: &str) -> bool {
        self.board.is_some_and(|board| {
            board.parse_hole(name).is_some()
                || (board.holes()..board.sites())
                    .any(|site| u16::try_from(site).is_ok_and(|s| board.site_name(s) == name))
        })
    }

    /// A string value: a rule's name, a region used, a word of the format,
    /// or hole names (`"a1-f1"`, a move's `"c1+"`).
    fn string(&mut self, span: &Range<usize>, value: &str) {
        let Some(inner) = one_line_inner(self.text, span) else {
            return;
        };
        let facts = self.facts_here();
        if self.keys == ["landing", "name"] {
            self.push(inner, TokenKind::Rule, true);
        } else if facts.takes_hole_set && !hole_set::is_word(value) {
            self.push(inner, TokenKind::Region, false);
        } else if facts.words.iter().any(|w| w == value) {
            self.push(inner, TokenKind::Word, false);
        } else if self.is_hole(value) {
            self.push(inner, TokenKind::Hole, false);
        } else {
            self.holes_in(inner);
        }
    }

    /// The hole names in a range or a move, `-`-separated, a move's way
    /// (`+`) left out.
    fn holes_in(&mut self, inner: Range<usize>) {
        let Some(raw) = self.text.get(inner.clone()) else {
            return;
        };
        let mut at = inner.start;
        for part in raw.split('-') {
            let name = part.trim_end_matches('+');
            if self.is_hole(name) && name.trim() == name {
                self.push(at..at + name.len(), TokenKind::Hole, false);
            }
            at += part.len() + 1;
        }
    }
}

/// The span inside the quotes of a one-line string at `span`; `None` for a
/// string on several lines (three quotes), which holds no names.
fn one_line_inner(text: &str, span: &Range<usize>) -> Option<Range<usize>> {
    let raw = text.get(span.clone())?;
    let quote = raw.chars().next().filter(|c| *c == '"' || *c == '\'')?;
    if raw.len() < 2 || raw.starts_with(&quote.to_string().repeat(3)) || raw.contains('\n') {
        return None;
    }
    Some(span.start + 1..span.end - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn classed(text: &str) -> Vec<(String, TokenKind, bool)> {
        tokens(&Analysis::new(text))
            .into_iter()
            .map(|t| (text[t.span].to_string(), t.kind, t.declaration))
            .collect()
    }

    fn kinds_of(found: &[(String, TokenKind, bool)], word: &str) -> Vec<TokenKind> {
        found
            .iter()
            .filter(|(w, _, _)| w == word)
            .map(|(_, k, _)| *k)
            .collect()
    }

    #[test]
    fn the_words_of_a_game() {
        let text = crate::ide::TWO_ROWS;
        let found = classed(text);
        use TokenKind as K;
        assert_eq!(kinds_of(&found, "board"), [K::Table]);
        assert_eq!(kinds_of(&found, "rows"), [K::Key, K::Key, K::Key]);
        assert_eq!(kinds_of(&found, "players"), [K::Table, K::Table]);
        assert_eq!(kinds_of(&found, "landing"), [K::Table, K::Table]);
        assert_eq!(kinds_of(&found, "anticlockwise"), [K::Word]);
        assert_eq!(kinds_of(&found, "own-store"), [K::Word]);
        assert_eq!(kinds_of(&found, "extra-turn"), [K::Rule]);
        assert_eq!(kinds_of(&found, "6"), [K::Number]);
        assert_eq!(kinds_of(&found, "true"), [K::Boolean, K::Boolean]);
        assert!(
            found
                .iter()
                .any(|(w, k, d)| w == "extra-turn" && *k == K::Rule && *d)
        );
        // Free text is the grammar's.
        assert!(kinds_of(&found, "Two rows of six").is_empty());
        assert!(kinds_of(&found, "first source").is_empty());
    }

    #[test]
    fn holes_regions_and_seeds() {
        let text = crate::ide::TWO_ROWS
            .replace(
                "[sowing]",
                "[regions.edge]\nsouth = [\"a1-c1\"]\nnorth = [\"f2\"]\n\n[sowing]\n\
             track = [\"a1-f1\", \"south-store\", \"a2-f2\", \"north-store\"]",
            )
            .replace("direction = \"anticlockwise\"\n", "")
            .replace("from = \"own\"", "from = \"edge\"")
            .replace("seeds = 4", "seeds = { default = 4, c1 = 5 }");
        let found = classed(&text);
        use TokenKind as K;
        assert_eq!(kinds_of(&found, "edge"), [K::Region, K::Region]);
        assert!(found.iter().any(|(w, _, d)| w == "edge" && *d));
        assert_eq!(kinds_of(&found, "a1"), [K::Hole, K::Hole]);
        assert_eq!(kinds_of(&found, "f2"), [K::Hole, K::Hole]);
        assert_eq!(kinds_of(&found, "south-store"), [K::Hole]);
        assert_eq!(kinds_of(&found, "c1"), [K::Hole, K::Hole]);
        assert_eq!(kinds_of(&found, "default"), [K::Key]);
        // Sorted, and none overlaps the next.
        let spans: Vec<Range<usize>> = tokens(&Analysis::new(text.as_str()))
            .into_iter()
            .map(|t| t.span)
            .collect();
        assert!(spans.windows(2).all(|w| w[0].end <= w[1].start));
    }

    #[test]
    fn a_range_picks_the_tokens_it_overlaps() {
        let text = crate::ide::TWO_ROWS;
        let analysis = Analysis::new(text);
        let at = text.find("[board]").unwrap();
        let found = tokens_in(&analysis, &(at..at + 7));
        assert_eq!(found.len(), 1);
        assert_eq!(&text[found[0].span.clone()], "board");
    }
}
