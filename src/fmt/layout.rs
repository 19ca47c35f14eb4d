//! The layout inside tables: `key = value`, trailing comments, the lines
//! above a key, inline tables and lists. What lies between tables (and a
//! table's own header comments) is `gaps`'s work.

use toml_edit::{Array, Decor, DocumentMut, InlineTable, Item, RawString, Table, Value};

use super::MAX_WIDTH;

/// How far the items of a list that spans lines are indented.
const INDENT: &str = "  ";

/// Whether `text` spans lines.
pub fn spans_lines(text: &str) -> bool {
    text.contains('\n')
}

/// Lays out every table of `document`.
pub fn tidy(document: &mut DocumentMut) {
    tidy_table(document.as_table_mut(), &mut true);
}

/// The text of a decor's part, as parsed (a parsed document holds its
/// text; a default is empty).
pub fn text(raw: Option<&RawString>) -> &str {
    raw.and_then(RawString::as_str).unwrap_or("")
}

/// Lays out the keys and values written in `table`'s body (and, for its
/// dotted keys, `a.b = 1`, theirs in the same lines), then its sub-tables.
/// `first` says whether no line of the body has been written yet.
fn tidy_table(table: &mut Table, first: &mut bool) {
    let suffix = trailing_comment(text(table.decor().suffix()));
    table.decor_mut().set_suffix(suffix);
    for (mut key, item) in table.iter_mut() {
        match item {
            Item::Value(value) => {
                let prefix = lines_above(text(key.leaf_decor().prefix()), *first);
                *first = false;
                key.leaf_decor_mut().set_prefix(prefix);
                key.leaf_decor_mut().set_suffix(" ");
                key.dotted_decor_mut().clear();
                let width = key.display_repr().chars().count() + " = ".len();
                tidy_value(value, width);
                let suffix = trailing_comment(text(value.decor().suffix()));
                value.decor_mut().set_prefix(" ");
                value.decor_mut().set_suffix(suffix);
            }
            Item::Table(inner) if inner.is_dotted() => {
                key.dotted_decor_mut().clear();
                tidy_table(inner, first);
            }
            // A key of a header: `[players.south]`, no spaces.
            Item::Table(inner) => {
                key.leaf_decor_mut().clear();
                key.dotted_decor_mut().clear();
                tidy_table(inner, &mut true);
            }
            Item::ArrayOfTables(rules) => {
                key.leaf_decor_mut().clear();
                key.dotted_decor_mut().clear();
                for rule in rules.iter_mut() {
                    tidy_table(rule, &mut true);
                }
            }
            Item::None => {}
        }
    }
}

/// The lines above a key, from the `prefix` its line had: its comments,
/// each on a line of its own and not indented, with at most one blank line
/// between groups of them, and none at all above the first key of a table.
pub fn lines_above(prefix: &str, first: bool) -> String {
    let mut out = String::new();
    let mut blank = false;
    // The last piece is the indentation of the key itself.
    let lines: Vec<&str> = prefix.split('\n').collect();
    for line in &lines[..lines.len().saturating_sub(1)] {
        let line = line.trim();
        if line.is_empty() {
            blank = true;
            continue;
        }
        if blank && !(first && out.is_empty()) {
            out.push('\n');
        }
        blank = false;
        out.push_str(line);
        out.push('\n');
    }
    if blank && !(first && out.is_empty()) {
        out.push('\n');
    }
    out
}

/// A trailing comment (from the text after a value or header) as it is
/// written: one space, then the comment; nothing when there is none.
pub fn trailing_comment(suffix: &str) -> String {
    match suffix.find('#') {
        Some(at) => format!(" {}", suffix[at..].trim_end()),
        None => String::new(),
    }
}

/// Lays out the inside of `value`, a key's value that starts `width`
/// columns into its line.
fn tidy_value(value: &mut Value, width: usize) {
    match value {
        Value::Array(items) => tidy_list(items, width),
        Value::InlineTable(table) => tidy_inline(table),
        _ => {}
    }
}

/// Lays out an inline table as `{ a = 1, b = [2, 3] }`, unless it spans
/// lines (TOML 1.1): then its comments keep it as written.
fn tidy_inline(table: &mut InlineTable) {
    if spans_lines(&table.to_string()) {
        return;
    }
    table.fmt();
    table.set_trailing_comma(false);
    table.set_trailing("");
    for (_, value) in table.iter_mut() {
        tidy_nested(value);
    }
}

/// Lays out a value inside another on one line: lists as `[a, b]`.
fn tidy_nested(value: &mut Value) {
    match value {
        Value::Array(items) if !has_comments(items) => {
            one_line(items);
            for item in items.iter_mut() {
                tidy_nested(item);
            }
        }
        Value::InlineTable(table) => tidy_inline(table),
        _ => {}
    }
}

/// Whether comments are written inside the list (around its items or
/// before its closing bracket).
fn has_comments(items: &Array) -> bool {
    let decor = |d: &Decor| text(d.prefix()).contains('#') || text(d.suffix()).contains('#');
    text(Some(items.trailing())).contains('#') || items.iter().any(|item| decor(item.decor()))
}

/// Writes `items` as `[a, b]`.
fn one_line(items: &mut Array) {
    items.set_trailing_comma(false);
    items.set_trailing("");
    for (i, item) in items.iter_mut().enumerate() {
        let prefix = if i == 0 { "" } else { " " };
        item.decor_mut().set_prefix(prefix);
        item.decor_mut().set_suffix("");
    }
}

/// Lays out a key's list: on one line when it fits and holds no comment,
/// else one item a line with a trailing comma, each comment kept on the
/// line it was on (after an item, or on a line of its own).
fn tidy_list(items: &mut Array, width: usize) {
    let commented = has_comments(items);
    if !commented {
        one_line(items);
        for item in items.iter_mut() {
            tidy_nested(item);
        }
        let written = items.to_string();
        if width + written.chars().count() <= MAX_WIDTH && !spans_lines(&written)
            || items.is_empty()
        {
            return;
        }
    }
    if items
        .iter()
        .any(|item| text(item.decor().suffix()).contains('#'))
    {
        // A comment between an item and its comma: rare enough to leave
        // the list as it is written.
        return;
    }
    for item in items.iter_mut() {
        if commented {
            tidy_nested(item);
        }
        let prefix = item_lines(text(item.decor().prefix()));
        item.decor_mut().set_prefix(format!("{prefix}{INDENT}"));
        item.decor_mut().set_suffix("");
    }
    let closing = item_lines(text(Some(items.trailing())));
    items.set_trailing(closing);
    items.set_trailing_comma(true);
}

/// What comes before an item of a list written one item a line (or before
/// its closing bracket), from what was there: the comment that ended the
/// line before, the comments on lines of their own (indented as the items
/// are), and the line break.
fn item_lines(before: &str) -> String {
    let mut pieces = before.split('\n');
    let mut out = trailing_comment(pieces.next().unwrap_or(""));
    out.push('\n');
    for line in pieces {
        let line = line.trim();
        if !line.is_empty() {
            out.push_str(INDENT);
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}
