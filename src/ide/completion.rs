//! Completion: table and key names valid at the cursor, enumerated values,
//! hole names, region names, each with its documentation.
//!
//! Completion works on half-typed text, so it reads the cursor's context
//! from the text itself (the last table header, then the keys, braces and
//! quotes before the cursor) rather than from the parse tree.

use std::ops::Range;

use super::Analysis;
use crate::model::Board;
use crate::model::board::{MAX_COLUMNS, MAX_ROWS, MIN_ROWS};
use crate::schema;
use crate::syntax::{Node, Seg, Value};

/// What a completion item is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A table name for a header.
    Table,
    /// A key.
    Key,
    /// An enumerated word.
    Value,
    /// A hole or store name.
    Hole,
    /// A region name.
    Region,
}

/// One completion.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Completion {
    /// What the list shows.
    pub label: String,
    /// What it is.
    pub kind: Kind,
    /// Its documentation.
    pub doc: String,
    /// The text that replaces `range`.
    pub insert: String,
    /// The part of the file the completion replaces (the partial word).
    pub range: Range<usize>,
}

/// Where the cursor is, read from the text before it.
#[derive(Debug, Default, PartialEq, Eq)]
struct Context {
    /// The key path of the table being written in.
    table: Vec<String>,
    /// Whether the cursor is in a header (`[…`).
    header: bool,
    /// The key whose value is being written, if any (dotted parts split).
    value_of: Option<Vec<String>>,
    /// Where the string the cursor is in starts (after its quote).
    string_start: Option<usize>,
    /// The partial word before the cursor.
    word: Range<usize>,
    /// Whether the cursor is inside an inline table.
    inline: bool,
    /// The keys written before the cursor in the inline table it is in.
    inline_written: Vec<String>,
    /// Where the table's section of the file starts.
    section_start: usize,
}

fn is_word(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '-' || c == '.'
}

fn context(text: &str, offset: usize) -> Option<Context> {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &text[..offset];
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let word_start = before
        .char_indices()
        .rev()
        .take_while(|(_, c)| is_word(*c))
        .last()
        .map_or(offset, |(i, _)| i);
    let mut cx = Context {
        word: word_start..offset,
        ..Context::default()
    };
    if before[line_start..].trim_start().starts_with('[') {
        cx.header = true;
        return Some(cx);
    }
    // The section: from the last header line before the cursor.
    let mut section_start = 0;
    let mut at = 0;
    for line in before[..line_start].split_inclusive('\n') {
        let trimmed = line.trim();
        let name = trimmed
            .trim_start_matches('[')
            .split(']')
            .next()
            .unwrap_or("");
        // A header names a table; a line like `[4, 4]` in a long array does not.
        if trimmed.starts_with('[') && name.chars().all(|c| is_word(c) || c == '"' || c == ' ') {
            cx.table = name
                .split('.')
                .map(|s| s.trim().trim_matches('"').to_string())
                .filter(|s| !s.is_empty())
                .collect();
            section_start = at + line.len();
        }
        at += line.len();
    }
    // Scan the section up to the cursor.
    let mut stack: Vec<Vec<String>> = Vec::new();
    let mut key: Option<Vec<String>> = None;
    let mut token = String::new();
    let mut in_value = false;
    let mut depth = 0usize;
    // The array depth outside each open inline table: inside one, its own
    // commas part its keys whatever arrays hold it (`carry = [{ a = 1, b`).
    let mut outer_depths: Vec<usize> = Vec::new();
    // The keys each open inline table has written so far.
    let mut written: Vec<Vec<String>> = Vec::new();
    let mut quote: Option<char> = None;
    let mut chars = before[section_start..].char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if let Some(q) = quote {
            if c == '\\' && q == '"' {
                chars.next();
            } else if c == q || (c == '\n' && q == '\'') {
                quote = None;
            }
            continue;
        }
        match c {
            '"' | '\'' => {
                quote = Some(c);
                cx.string_start = Some(section_start + i + 1);
            }
            '#' => {
                // A comment: skip to its end; the cursor in one gets nothing.
                let mut ended = false;
                for (_, c) in chars.by_ref() {
                    if c == '\n' {
                        ended = true;
                        break;
                    }
                }
                if !ended {
                    return None;
                }
                if depth == 0 && stack.is_empty() {
                    in_value = false;
                    key = None;
                }
                token.clear();
            }
            '=' if !in_value => {
                let k = split_key(&token);
                if let (Some(keys), Some(first)) = (written.last_mut(), k.first()) {
                    keys.push(first.clone());
                }
                key = Some(k);
                in_value = true;
                token.clear();
            }
            '{' => {
                if let Some(k) = key.take() {
                    stack.push(k);
                }
                outer_depths.push(depth);
                written.push(Vec::new());
                depth = 0;
                in_value = false;
                token.clear();
            }
            '}' => {
                key = stack.pop();
                depth = outer_depths.pop().unwrap_or(0);
                written.pop();
                in_value = true;
                token.clear();
            }
            '[' if in_value => depth += 1,
            ']' if in_value => depth = depth.saturating_sub(1),
            ',' => {
                if depth == 0 && !stack.is_empty() {
                    in_value = false;
                    key = None;
                }
                token.clear();
            }
            '\n' => {
                if depth == 0 && stack.is_empty() {
                    in_value = false;
                    key = None;
                }
                token.clear();
            }
            _ => token.push(c),
        }
    }
    if quote.is_none() {
        cx.string_start = None;
    }
    cx.inline = !stack.is_empty();
    cx.inline_written = written.pop().unwrap_or_default();
    cx.section_start = section_start;
    if in_value {
        let mut path: Vec<String> = stack.concat();
        path.extend(key.unwrap_or_default());
        cx.value_of = Some(path);
    } else {
        cx.table.extend(stack.concat());
    }
    Some(cx)
}

fn split_key(token: &str) -> Vec<String> {
    token
        .split('.')
        .map(|s| s.trim().trim_matches('"').to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

/// The keys already written in the section that starts at `start`, on
/// lines other than the cursor's (the section ends at the next header).
fn keys_written(text: &str, start: usize, offset: usize) -> Vec<&str> {
    let mut out = Vec::new();
    let mut at = start;
    for line in text.get(start..).unwrap_or("").split_inclusive('\n') {
        let range = at..at + line.len();
        at += line.len();
        let trimmed = line.trim_start();
        if trimmed.starts_with('[') {
            break;
        }
        if range.contains(&offset) || (offset == text.len() && range.end == offset) {
            continue;
        }
        if let Some((key, _)) = trimmed.split_once('=') {
            let key = key.trim();
            if !key.is_empty() && key.chars().all(|c| is_word(c) && c != '.') {
                out.push(key);
            }
        }
    }
    out
}

/// The board's shape as far as the file says, even when it has errors.
fn board(tree: &Node) -> Option<Board> {
    let int = |key: &str| match tree.get(&[Seg::Key("board"), Seg::Key(key)])?.value {
        Value::Integer(n) => u32::try_from(n).ok(),
        _ => None,
    };
    let rows = int("rows")?;
    let columns = int("columns")?;
    if !(MIN_ROWS..=MAX_ROWS).contains(&rows) || !(1..=MAX_COLUMNS).contains(&columns) {
        return None;
    }
    Some(Board {
        rows: rows as u16,
        columns: columns as u16,
        stores: false,
        players: 2,
    })
}

/// The names of the regions the file defines.
pub fn region_names(analysis: &Analysis) -> impl Iterator<Item = &str> {
    let regions = analysis.tree().get(&[Seg::Key("regions")]);
    regions
        .into_iter()
        .flat_map(Node::entries)
        .map(|e| e.key.as_str())
}

/// The completions at byte `offset` of the file.
pub fn complete(analysis: &Analysis, offset: usize) -> Vec<Completion> {
    let text = analysis.text();
    let Some(cx) = context(text, offset) else {
        return Vec::new();
    };
    let item = |label: &str, kind: Kind, doc: &str, insert: String| Completion {
        label: label.to_string(),
        kind,
        doc: doc.to_string(),
        insert,
        range: cx.word.clone(),
    };
    if cx.header {
        return schema::tables()
            .into_iter()
            .map(|t| item(&t.name, Kind::Table, &t.doc, t.name.clone()))
            .collect();
    }
    let Some(value_of) = &cx.value_of else {
        let keys: Vec<&str> = cx.table.iter().map(String::as_str).collect();
        let written = if cx.inline {
            cx.inline_written.iter().map(String::as_str).collect()
        } else {
            keys_written(text, cx.section_start, offset)
        };
        return schema::keys(&keys)
            .into_iter()
            .filter(|d| !written.contains(&d.name.as_str()))
            .map(|d| item(&d.name, Kind::Key, &d.doc, d.name.clone()))
            .collect();
    };
    let mut path: Vec<&str> = cx.table.iter().map(String::as_str).collect();
    path.extend(value_of.iter().map(String::as_str));
    let quoted = |word: &str| {
        if cx.string_start.is_some() {
            word.to_string()
        } else {
            format!("\"{word}\"")
        }
    };
    let mut out: Vec<Completion> = schema::values(&path)
        .into_iter()
        .map(|d| item(&d.name, Kind::Value, &d.doc, quoted(&d.name)))
        .collect();
    if cx.string_start.is_none() && schema::is_bool(&path) {
        for word in ["true", "false"] {
            out.push(item(word, Kind::Value, "", word.to_string()));
        }
    }
    let last = path.last().copied().unwrap_or("");
    let first = path.first().copied().unwrap_or("");
    // The words of a hole set come with the schema's values above.
    if schema::takes_hole_set(&path) {
        for name in region_names(analysis) {
            out.push(item(
                name,
                Kind::Region,
                "a region of this file",
                quoted(name),
            ));
        }
    }
    let holes = (matches!(first, "sowing" | "players" | "regions")
        && matches!(last, "track" | "holes" | "south" | "north"))
        || matches!(path.as_slice(), ["moves", "first", "south" | "north"])
        || matches!(path.as_slice(), ["opening", "from", "south" | "north"]);
    if holes && let Some(board) = board(analysis.tree()) {
        // After a hole and a `-` (`"a1-|"`) the word ends a range, which
        // only a hole can do; else it is a whole hole or store name, so
        // `"south-|"` is not taken for a range.
        let word_start = cx.word.start.max(cx.string_start.unwrap_or(0));
        let word = text.get(word_start..offset.min(text.len())).unwrap_or("");
        let range_end = word
            .rfind('-')
            .filter(|&dash| board.parse_hole(&word[..dash]).is_some())
            .map(|dash| word_start + dash + 1);
        for h in 0..board.holes() as u16 {
            let name = board.site_name(h);
            let (row, column) = board.row_col(h);
            let doc = format!(
                "row {}, column `{}`",
                row + 1,
                crate::model::board::column_letter(column)
            );
            let mut c = item(&name, Kind::Hole, &doc, quoted(&name));
            c.range = range_end.unwrap_or(word_start)..cx.word.end;
            out.push(c);
        }
        if first == "sowing" && range_end.is_none() {
            for store in ["south-store", "north-store"] {
                let mut c = item(store, Kind::Hole, "a store on the track", quoted(store));
                c.range = word_start..cx.word.end;
                out.push(c);
            }
        }
    }
    out
}
