//! Text to a TOML tree with spans. Parsing never fails: it returns a tree
//! (possibly partial) and the syntax errors found on the way.
//!
//! This is the one module that knows which TOML parser sow uses, so the
//! parser can be swapped without touching the rest.

use std::ops::Range;

pub use toml::Spanned;
pub use toml::de::{DeArray, DeTable, DeValue};

/// `text` as a TOML basic string, quoted and escaped.
pub fn quoted(text: &str) -> String {
    toml::Value::String(text.to_string()).to_string()
}

use crate::codes;
use crate::diagnostic::Diagnostic;

/// The largest file sow reads, in bytes.
pub const MAX_FILE_BYTES: usize = 1 << 20;
/// The deepest nesting of arrays and inline tables sow reads.
pub const MAX_NESTING: usize = 32;

/// A parsed file: the root table and the syntax errors.
#[derive(Debug)]
pub struct SyntaxTree<'t> {
    /// The root table with spans on every key and value.
    pub root: Spanned<DeTable<'t>>,
    /// TOML syntax errors and input limits hit.
    pub errors: Vec<Diagnostic>,
    /// The comments and line starts (empty for a file refused for its
    /// size).
    pub lines: LineMap,
}

/// One step of a path into the tree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seg<'p> {
    /// A key of a table.
    Key(&'p str),
    /// An index into an array.
    Index(usize),
}

/// Parses `text`, recovering from errors where the parser can.
pub fn parse(text: &str) -> SyntaxTree<'_> {
    let mut errors = Vec::new();
    if text.len() > MAX_FILE_BYTES {
        errors.push(
            Diagnostic::new(
                &codes::input_too_large::CODE,
                0..0,
                format!(
                    "this file has {} bytes; sow reads files of at most {} bytes",
                    text.len(),
                    MAX_FILE_BYTES
                ),
            )
            .with_help("split the file or remove what is not part of the game"),
        );
        return SyntaxTree {
            root: Spanned::new(0..0, DeTable::new()),
            errors,
            lines: LineMap::default(),
        };
    }
    let lines = line_map(text);
    if let Some(at) = lines.too_deep {
        errors.push(
            Diagnostic::new(
                &codes::input_too_large::CODE,
                at..(at + 1).min(text.len()),
                format!("arrays and inline tables nest deeper than {MAX_NESTING} levels here"),
            )
            .with_help("no part of the format nests this deep; flatten the value"),
        );
        return SyntaxTree {
            root: Spanned::new(0..0, DeTable::new()),
            errors,
            lines,
        };
    }
    let (mut root, parse_errors) = DeTable::parse_recoverable(text);
    // Whole lines: the parser's stand-in value may sit anywhere on the line.
    let broken: Vec<Range<usize>> = parse_errors
        .iter()
        .filter_map(|e| e.span())
        .map(|s| {
            let start = text[..s.start.min(text.len())]
                .rfind('\n')
                .map_or(0, |i| i + 1);
            let end = text[s.end.min(text.len())..]
                .find('\n')
                .map_or(text.len(), |i| s.end + i);
            start..end
        })
        .collect();
    strip_placeholders(root.get_mut(), &broken);
    for e in parse_errors {
        let span = e.span().unwrap_or(0..0);
        let message = e.message().trim().to_string();
        errors.push(
            Diagnostic::new(
                &codes::toml_syntax::CODE,
                span,
                format!("invalid TOML: {message}"),
            )
            .with_help("fix the TOML syntax here; sow reads on past it where it can"),
        );
    }
    SyntaxTree {
        root,
        errors,
        lines,
    }
}

/// Reads `text` as the TOML form of `T`, for a small file of sow's own
/// (the project configuration): on failure, what is wrong and where.
pub fn from_str<T: serde::de::DeserializeOwned>(
    text: &str,
) -> Result<T, (String, Option<Range<usize>>)> {
    toml::from_str(text).map_err(|e| (e.message().trim().to_string(), e.span()))
}

/// Removes the values the parser made up where it met an error (it puts
/// `0` or `true` there to go on), so that no later check mistakes them for
/// what the author wrote.
fn strip_placeholders(table: &mut DeTable<'_>, broken: &[Range<usize>]) {
    if broken.is_empty() {
        return;
    }
    let touches = |s: &Range<usize>| broken.iter().any(|b| b.start <= s.end && s.start <= b.end);
    let mut kept = DeTable::new();
    for (key, mut value) in std::mem::take(table) {
        let span = value.span();
        match value.get_mut() {
            DeValue::Table(inner) => strip_placeholders(inner, broken),
            DeValue::Array(_) => {}
            _ if span.is_empty() || touches(&span) => continue,
            _ => {}
        }
        kept.insert(key, value);
    }
    *table = kept;
}

/// What a pass over the text's characters finds, before and beside
/// parsing: the comments (which the parser drops) and where each top-level
/// line starts, so that a comment can be tied to the line or table it
/// concerns.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LineMap {
    /// Every comment, in order.
    pub comments: Vec<Comment>,
    /// Where each line that starts a table header or a key starts (its
    /// first character), in order: lines within a value that spans lines,
    /// blank lines and comment lines are not among them.
    pub lines: Vec<LineStart>,
    /// The first bracket that nests deeper than [`MAX_NESTING`].
    pub too_deep: Option<usize>,
}

/// A comment: from its `#` to the end of its line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Comment {
    /// The comment's bytes, `#` included, the line's end not.
    pub span: Range<usize>,
    /// Whether it stands on a line of its own (else it follows a key, a
    /// value or a header).
    pub own_line: bool,
}

/// The start of a line that begins a table header or a key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineStart {
    /// The offset of its first character.
    pub at: usize,
    /// Whether it is a table header (`[board]`, `[[landing]]`).
    pub header: bool,
}

impl LineMap {
    /// The bytes a comment ending at `comment` concerns: its own line, or,
    /// for a comment on a line of its own, the next line that starts a key
    /// or header; the whole table when that line is a table header, and
    /// the whole value when it spans lines. `None` for a comment that no
    /// such line follows.
    pub fn reach(&self, comment: &Comment, text_len: usize) -> Option<Range<usize>> {
        let line = if comment.own_line {
            let i = self.lines.partition_point(|l| l.at < comment.span.end);
            self.lines.get(i)?
        } else {
            let i = self.lines.partition_point(|l| l.at <= comment.span.start);
            self.lines.get(i.checked_sub(1)?)?
        };
        let i = self.lines.partition_point(|l| l.at <= line.at);
        let end = self.lines[i..]
            .iter()
            .find(|l| l.header || !line.header)
            .map_or(text_len, |l| l.at);
        Some(line.at..end)
    }
}

/// Reads the text's comments and line starts, outside strings, and finds
/// the first bracket nested too deep (checked before parsing, so that no
/// parser recursion can overflow the stack).
pub fn line_map(text: &str) -> LineMap {
    let bytes = text.as_bytes();
    let mut out = LineMap::default();
    let mut depth = 0usize;
    let mut i = 0;
    // Whether only blanks came before on this line, outside strings.
    let mut line_start = true;
    while i < bytes.len() {
        let b = bytes[i];
        match b {
            b'#' => {
                let start = i;
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
                let end = if i > start && bytes[i - 1] == b'\r' {
                    i - 1
                } else {
                    i
                };
                out.comments.push(Comment {
                    span: start..end,
                    own_line: line_start,
                });
                continue;
            }
            b'\n' => {
                line_start = true;
                i += 1;
                continue;
            }
            b' ' | b'\t' | b'\r' => {
                i += 1;
                continue;
            }
            _ => {}
        }
        let top = line_start && depth == 0;
        if top {
            out.lines.push(LineStart {
                at: i,
                header: b == b'[',
            });
        }
        line_start = false;
        match b {
            b'"' | b'\'' => {
                i = past_string(bytes, i);
                continue;
            }
            // A table header: its brackets are no values.
            b'[' if top => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'\n' && bytes[i] != b'#' {
                    i = if bytes[i] == b'"' || bytes[i] == b'\'' {
                        past_string(bytes, i)
                    } else {
                        i + 1
                    };
                }
                continue;
            }
            b'[' | b'{' => {
                depth += 1;
                if depth > MAX_NESTING && out.too_deep.is_none() {
                    out.too_deep = Some(i);
                }
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    out
}

/// The offset just past the string starting at `i` (basic or literal, on
/// one line or three-quoted), or where it breaks off unclosed.
fn past_string(bytes: &[u8], mut i: usize) -> usize {
    let q = bytes[i];
    let triple = bytes.get(i..i + 3) == Some(&[q, q, q][..]);
    let quote_len = if triple { 3 } else { 1 };
    i += quote_len;
    while i < bytes.len() {
        if q == b'"' && bytes[i] == b'\\' {
            i += 2;
            continue;
        }
        if !triple && bytes[i] == b'\n' {
            return i;
        }
        if bytes[i] == q && (!triple || bytes.get(i..i + 3) == Some(&[q, q, q][..])) {
            return i + quote_len;
        }
        i += 1;
    }
    bytes.len()
}

/// Finds the value at `path` below `value`: the key's span (for table
/// entries) and the value's span.
pub fn find_span(
    value: &Spanned<DeValue<'_>>,
    path: &[Seg<'_>],
) -> Option<(Option<Range<usize>>, Range<usize>)> {
    let mut current = value;
    let mut key_span = None;
    for seg in path {
        match (seg, current.get_ref()) {
            (Seg::Key(k), DeValue::Table(t)) => {
                let (key, v) = t.iter().find(|(key, _)| key.get_ref().as_ref() == *k)?;
                key_span = Some(key.span());
                current = v;
            }
            (Seg::Index(i), DeValue::Array(a)) => {
                current = a.get(*i)?;
                key_span = None;
            }
            _ => return None,
        }
    }
    Some((key_span, current.span()))
}

/// Like [`find_span`], starting at a table.
pub fn find_in_table(
    table: &Spanned<DeTable<'_>>,
    path: &[Seg<'_>],
) -> Option<(Option<Range<usize>>, Range<usize>)> {
    let (first, rest) = path.split_first()?;
    let Seg::Key(k) = first else { return None };
    let (key, v) = table
        .get_ref()
        .iter()
        .find(|(key, _)| key.get_ref().as_ref() == *k)?;
    if rest.is_empty() {
        return Some((Some(key.span()), v.span()));
    }
    find_span(v, rest)
}

/// A key's value with its span, in sow's own types: what the editor
/// features walk, so that no module but this one names the parser's. It
/// owns its strings, so it outlives the text it was read from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    /// The value's span; a table opened by a header spans the header.
    pub span: Range<usize>,
    /// What the value is.
    pub value: Value,
}

/// What a [`Node`] holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    /// A table, its entries in file order.
    Table(Vec<Entry>),
    /// An array (an array of tables too, like the `[[landing]]` rules).
    Array(Vec<Node>),
    /// A string, unquoted.
    String(String),
    /// An integer that fits in 64 bits.
    Integer(i64),
    /// A float, a boolean, a date, or an integer too large: nothing the
    /// editor features look into.
    Other,
}

/// A key of a table and its value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// The key, unquoted.
    pub key: String,
    /// The key's span.
    pub key_span: Range<usize>,
    /// Its value.
    pub value: Node,
}

impl SyntaxTree<'_> {
    /// The tree as [`Node`]s, apart from the text and the parser.
    pub fn to_node(&self) -> Node {
        Node {
            span: self.root.span(),
            value: Value::Table(entries(self.root.get_ref())),
        }
    }
}

fn entries(table: &DeTable<'_>) -> Vec<Entry> {
    table
        .iter()
        .map(|(key, value)| Entry {
            key: key.get_ref().to_string(),
            key_span: key.span(),
            value: node(value),
        })
        .collect()
}

fn node(value: &Spanned<DeValue<'_>>) -> Node {
    let value_of = match value.get_ref() {
        DeValue::Table(table) => Value::Table(entries(table)),
        DeValue::Array(items) => Value::Array(items.iter().map(node).collect()),
        DeValue::String(s) => Value::String(s.to_string()),
        DeValue::Integer(n) => {
            i64::from_str_radix(n.as_str(), n.radix()).map_or(Value::Other, Value::Integer)
        }
        DeValue::Float(_) | DeValue::Boolean(_) | DeValue::Datetime(_) => Value::Other,
    };
    Node {
        span: value.span(),
        value: value_of,
    }
}

impl Node {
    /// The entries of a table; none for any other value.
    pub fn entries(&self) -> &[Entry] {
        match &self.value {
            Value::Table(entries) => entries,
            _ => &[],
        }
    }

    /// The string, if the value is one.
    pub fn as_str(&self) -> Option<&str> {
        match &self.value {
            Value::String(s) => Some(s),
            _ => None,
        }
    }

    /// The value at `path` below this one (the first entry of a key
    /// written twice).
    pub fn get(&self, path: &[Seg<'_>]) -> Option<&Node> {
        path.iter()
            .try_fold(self, |node, seg| match (seg, &node.value) {
                (Seg::Key(k), Value::Table(entries)) => {
                    entries.iter().find(|e| e.key == *k).map(|e| &e.value)
                }
                (Seg::Index(i), Value::Array(items)) => items.get(*i),
                _ => None,
            })
    }
}

/// A string value of the tree with the keys that lead to it (array levels
/// are passed through, as the schema's key paths do).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StringAt {
    /// The table keys from the root to the value.
    pub keys: Vec<String>,
    /// The string.
    pub value: String,
    /// The value's span, quotes included.
    pub span: Range<usize>,
}

/// The string values and table keys of a tree, each with the keys that
/// lead to it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Strings {
    /// Every string value, in file order.
    pub values: Vec<StringAt>,
    /// Every key of a table, as a [`StringAt`] whose `keys` lead to the
    /// table and whose `value` is the key.
    pub table_keys: Vec<StringAt>,
}

/// Every string value and table key below `root`: what navigation searches
/// for names.
pub fn strings(root: &Node) -> Strings {
    #[derive(Default)]
    struct Walk {
        keys: Vec<String>,
        found: Strings,
    }
    impl Walk {
        fn node(&mut self, node: &Node) {
            match &node.value {
                Value::String(s) => self.found.values.push(StringAt {
                    keys: self.keys.clone(),
                    value: s.clone(),
                    span: node.span.clone(),
                }),
                Value::Array(items) => items.iter().for_each(|item| self.node(item)),
                Value::Table(entries) => {
                    for entry in entries {
                        self.found.table_keys.push(StringAt {
                            keys: self.keys.clone(),
                            value: entry.key.clone(),
                            span: entry.key_span.clone(),
                        });
                        self.keys.push(entry.key.clone());
                        self.node(&entry.value);
                        self.keys.pop();
                    }
                }
                Value::Integer(_) | Value::Other => {}
            }
        }
    }
    let mut walk = Walk::default();
    walk.node(root);
    walk.found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_and_table_keys_with_their_paths() {
        let tree =
            parse("[regions.edge]\nsouth = [\"a1\"]\n[[landing]]\nwhen = { hole = \"edge\" }\n");
        let found = strings(&tree.to_node());
        let values: Vec<(Vec<String>, String)> = found
            .values
            .into_iter()
            .map(|s| (s.keys, s.value))
            .collect();
        assert_eq!(
            values,
            [
                (
                    vec!["regions".into(), "edge".into(), "south".into()],
                    "a1".into()
                ),
                (
                    vec!["landing".into(), "when".into(), "hole".into()],
                    "edge".into()
                ),
            ]
        );
        assert!(
            found
                .table_keys
                .iter()
                .any(|k| k.keys == ["regions"] && k.value == "edge")
        );
    }

    #[test]
    fn nodes_keep_keys_values_and_spans() {
        let text = "[board]\nrows = 0x2\nname = 'x'\nbig = 99999999999999999999\n[[landing]]\n";
        let root = parse(text).to_node();
        let rows = root.get(&[Seg::Key("board"), Seg::Key("rows")]).unwrap();
        assert_eq!(
            (&rows.value, &text[rows.span.clone()]),
            (&Value::Integer(2), "0x2")
        );
        let name = root.get(&[Seg::Key("board"), Seg::Key("name")]).unwrap();
        assert_eq!(name.as_str(), Some("x"));
        let big = root.get(&[Seg::Key("board"), Seg::Key("big")]).unwrap();
        assert_eq!(big.value, Value::Other);
        let rule = root.get(&[Seg::Key("landing"), Seg::Index(0)]).unwrap();
        assert_eq!(&text[rule.span.clone()], "[[landing]]");
        assert_eq!(root.entries()[0].key, "board");
        assert_eq!(&text[root.entries()[0].key_span.clone()], "board");
        assert!(root.get(&[Seg::Key("landing"), Seg::Index(1)]).is_none());
    }

    #[test]
    fn deep_nesting_is_refused_before_parsing() {
        let text = format!("a = {}{}", "[".repeat(5000), "]".repeat(5000));
        let tree = parse(&text);
        assert_eq!(tree.errors.len(), 1);
        assert_eq!(tree.errors[0].code.id, "S005");
    }

    #[test]
    fn brackets_in_strings_and_headers_do_not_count() {
        let text = format!(
            "[a]\nb = \"{}\" # {}\n[[c]]\n",
            "[".repeat(100),
            "{".repeat(100)
        );
        assert_eq!(line_map(&text).too_deep, None);
    }

    #[test]
    fn a_comment_reaches_its_line_or_the_table_it_heads() {
        let text = "# file\n[a]  # on a\nb = [\n  [1],  # in b\n]\n# above c\nc = \"#\"\n\n# above d\n[[d]]\ne = 1\n";
        let map = line_map(text);
        let reach = |needle: &str| {
            let c = map
                .comments
                .iter()
                .find(|c| &text[c.span.clone()] == needle)
                .unwrap();
            map.reach(c, text.len()).map(|r| &text[r])
        };
        // The `#` in a string is no comment.
        assert_eq!(map.comments.len(), 5);
        assert_eq!(
            reach("# file"),
            Some("[a]  # on a\nb = [\n  [1],  # in b\n]\n# above c\nc = \"#\"\n\n# above d\n")
        );
        assert_eq!(reach("# on a"), reach("# file"));
        assert_eq!(
            reach("# in b"),
            Some("b = [\n  [1],  # in b\n]\n# above c\n")
        );
        assert_eq!(reach("# above c"), Some("c = \"#\"\n\n# above d\n"));
        assert_eq!(reach("# above d"), Some("[[d]]\ne = 1\n"));
        let lines: Vec<bool> = map.lines.iter().map(|l| l.header).collect();
        assert_eq!(lines, [true, false, false, true, false]);
    }

    #[test]
    fn syntax_errors_do_not_stop_the_parse() {
        let tree = parse("a = \nb = 2\n[c\nd = 3\n");
        assert!(!tree.errors.is_empty());
        assert!(tree.root.get_ref().iter().any(|(k, _)| k.get_ref() == "b"));
    }
}
