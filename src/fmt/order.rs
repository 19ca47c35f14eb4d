//! The order of tables and keys: the order in which the format types
//! declare them, read from the schema made from them (so it is written
//! once, in `crate::format`). Keys the format does not know (region names,
//! hole names, misspellings) follow the known ones in their own order, so
//! sorting never changes what a file means: TOML tables are maps, and the
//! one ordered collection, an array of tables like `[[landing]]`, keeps
//! its order.

use std::collections::BTreeMap;

use toml_edit::{DocumentMut, InlineTable, Item, Table, Value};

use super::layout;
use crate::schema;

/// The place of `key` among the keys of the table at `path` (`[]` for the
/// top-level tables, `["players", "south"]`, `["landing"]` for each rule):
/// its rank in the format, or after every known key.
fn rank(path: &[String], key: &str) -> usize {
    let path: Vec<&str> = path.iter().map(String::as_str).collect();
    schema::keys(&path)
        .iter()
        .position(|doc| doc.name == key)
        .unwrap_or(usize::MAX)
}

/// Sorts every table of `document` and each table's keys, and numbers the
/// tables in the order they are to be written: for each header table, its
/// new place mapped to its place in the file.
pub fn sort(document: &mut DocumentMut) -> BTreeMap<isize, isize> {
    let mut places = Places::default();
    sort_table(document.as_table_mut(), &mut Vec::new(), &mut places);
    places.moved
}

/// The numbering of tables in the order they are to be written.
#[derive(Default)]
struct Places {
    /// The next table's number.
    next: isize,
    /// Each header table's new number, mapped to its place in the file.
    moved: BTreeMap<isize, isize>,
}

/// `path` with `key` appended.
fn child(path: &[String], key: &str) -> Vec<String> {
    let mut path = path.to_vec();
    path.push(key.to_string());
    path
}

/// Sorts the keys of `table` (at `path`) by rank, then numbers it and its
/// sub-tables in that order from `next`: a header table's place in the
/// written file is its number.
fn sort_table(table: &mut Table, path: &mut Vec<String>, places: &mut Places) {
    let ranks = |a: &str, b: &str| rank(path, a).cmp(&rank(path, b));
    let note = take_table_note(table);
    // A stable sort: keys of equal rank (unknown ones) keep their order.
    table.sort_values_by(|a, _, b, _| ranks(a.get(), b.get()));
    if let Some(note) = note {
        put_table_note(table, &note);
    }
    if !table.is_dotted() {
        if let (Some(old), false) = (table.position(), table.is_implicit()) {
            places.moved.insert(places.next, old);
        }
        table.set_position(Some(places.next));
        places.next += 1;
    }
    for (key, item) in table.iter_mut() {
        path.push(key.get().to_string());
        match item {
            Item::Table(inner) => sort_table(inner, path, places),
            Item::ArrayOfTables(rules) => {
                for rule in rules.iter_mut() {
                    sort_table(rule, path, places);
                }
            }
            Item::Value(value) => sort_value(value, path),
            Item::None => {}
        }
        path.pop();
    }
}

/// The first key (a value's, not a sub-table's) of `table`, in its
/// present order.
fn first_key(table: &Table) -> Option<String> {
    (table.iter())
        .find(|(_, item)| item.is_value())
        .map(|(key, _)| key.to_string())
}

/// Takes from `table`'s first key the comments above it that a blank line
/// sets apart from it: a note on the whole table, not on that key, which
/// stays at the table's top whichever key sorts first.
fn take_table_note(table: &mut Table) -> Option<String> {
    let first = first_key(table)?;
    let mut key = table.key_mut(&first)?;
    let prefix = layout::text(key.leaf_decor().prefix()).to_string();
    let lines: Vec<&str> = prefix.split_inclusive('\n').collect();
    let blank = lines.iter().rposition(|l| l.trim().is_empty())?;
    let note = &lines[..=blank];
    // A `# sow:` comment governs the line after it: it stays with it.
    let directive = |l: &&str| l.trim_start_matches('#').trim_start().starts_with("sow:");
    if !note.iter().any(|l| l.trim_start().starts_with('#')) || note.iter().any(directive) {
        return None;
    }
    key.leaf_decor_mut().set_prefix(lines[blank + 1..].concat());
    Some(note.concat())
}

/// Puts `note` back at the top of `table`, above its first key now.
fn put_table_note(table: &mut Table, note: &str) {
    let Some(first) = first_key(table) else {
        return;
    };
    if let Some(mut key) = table.key_mut(&first) {
        let rest = layout::text(key.leaf_decor().prefix()).to_string();
        key.leaf_decor_mut().set_prefix(format!("{note}{rest}"));
    }
}

/// Sorts the keys of the inline tables in `value` (at `path`; a list's
/// items are at the list's path, as in the schema).
fn sort_value(value: &mut Value, path: &[String]) {
    match value {
        Value::InlineTable(table) => sort_inline(table, path),
        Value::Array(items) => {
            for item in items.iter_mut() {
                sort_value(item, path);
            }
        }
        _ => {}
    }
}

fn sort_inline(table: &mut InlineTable, path: &[String]) {
    // An inline table that spans lines (TOML 1.1) may hold comments
    // between its keys: it keeps its order, so they keep their places.
    if layout::spans_lines(&table.to_string()) {
        return;
    }
    table.sort_values_by(|a, _, b, _| rank(path, a.get()).cmp(&rank(path, b.get())));
    for (key, value) in table.iter_mut() {
        sort_value(value, &child(path, key.get()));
    }
}
