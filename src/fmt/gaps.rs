//! The comments between tables. The parser hands all the lines between
//! one table's last key and the next header to the next table; but the
//! comments right below a table's keys, with a blank line after them, end
//! that table, and the file's header and footer belong to the file. So
//! they are read in the file's order and written back in the new order of
//! the tables, each where it belongs:
//!
//! - the lines above the first table, up to the last blank line (or, with
//!   none, the `#:` directives such as `#:schema`), are the file's header
//!   and stay at its top;
//! - comments right below a table's keys, before a blank line, stay below
//!   them;
//! - the rest of the lines above a header go with it, a blank line that
//!   set them apart from it kept (a free-standing note stays one);
//! - what follows the last table, from the last blank line on, is the
//!   file's footer and stays at its end.
//!
//! A `# sow: allow(…)` comment on a line of its own governs the next line,
//! so it always goes with what follows it.

use std::collections::BTreeMap;

use toml_edit::{DocumentMut, Item, Table};

use super::layout::text;
use crate::codes::allow_comment::DIRECTIVE;

/// A gap's lines, trimmed, a blank line as an empty string.
type Lines = Vec<String>;

/// Where the comments of each table go, read before the tables move.
pub struct Gaps {
    /// The file's header.
    header: Lines,
    /// The file's footer.
    footer: Lines,
    /// Each header table's own lines, by its place in the file.
    own: BTreeMap<isize, Lines>,
    /// The lines that end each header table's body (below its keys), by
    /// its place in the file.
    ends: BTreeMap<isize, Lines>,
    /// The lines that end the body of the keys above every table, if any.
    root_end: Lines,
}

/// Every header table in `table` and below it (itself included), with its
/// place in the file.
fn header_tables<'t>(table: &'t Table, out: &mut Vec<(isize, &'t Table)>) {
    if let (Some(at), false, false) = (table.position(), table.is_implicit(), table.is_dotted()) {
        out.push((at, table));
    }
    for (_, item) in table.iter() {
        match item {
            Item::Table(inner) => header_tables(inner, out),
            Item::ArrayOfTables(rules) => {
                for rule in rules.iter() {
                    header_tables(rule, out);
                }
            }
            _ => {}
        }
    }
}

/// The lines of `gap`, trimmed; without the last piece, the indentation
/// before a header (a gap at the end of a file ends its last line).
fn lines(gap: &str) -> Lines {
    let mut pieces: Vec<String> = gap.split('\n').map(|l| l.trim().to_string()).collect();
    if pieces.last().is_some_and(String::is_empty) {
        pieces.pop();
    }
    pieces
}

/// `lines` without blank lines at either end, and one blank line for a
/// run of them.
fn trimmed(lines: &[String]) -> Lines {
    let mut out: Lines = Vec::new();
    for line in lines {
        if line.is_empty() && out.last().is_none_or(String::is_empty) {
            continue;
        }
        out.push(line.clone());
    }
    if out.last().is_some_and(String::is_empty) {
        out.pop();
    }
    out
}

fn is_directive(line: &str) -> bool {
    line.trim_start_matches('#')
        .trim_start()
        .starts_with(DIRECTIVE)
}

/// `lines` [`trimmed`], but a blank line that set its comments apart from
/// what follows kept below them: a free-standing note stays one, not a
/// note on the header it happens to precede.
fn set_apart(lines: &[String]) -> Lines {
    let mut out = trimmed(lines);
    if !out.is_empty() && lines.last().is_some_and(String::is_empty) {
        out.push(String::new());
    }
    out
}

/// `gap`, the lines between two tables, as the end of the one above and
/// the lines of the one below.
fn split(gap: &[String]) -> (Lines, Lines) {
    match gap.iter().position(String::is_empty) {
        Some(blank) if !gap.iter().any(|l| is_directive(l)) => {
            (gap[..blank].to_vec(), set_apart(&gap[blank..]))
        }
        Some(blank) if !gap[..blank].iter().any(|l| is_directive(l)) => {
            (gap[..blank].to_vec(), trimmed(&gap[blank..]))
        }
        _ => (Vec::new(), trimmed(gap)),
    }
}

impl Gaps {
    /// Reads the comments of `document` as it was parsed, before its
    /// tables are sorted.
    pub fn read(document: &DocumentMut) -> Gaps {
        let mut tables = Vec::new();
        header_tables(document.as_table(), &mut tables);
        tables.sort_by_key(|(at, _)| *at);
        let root_has_keys = document.as_table().iter().any(|(_, item)| item.is_value());
        let mut gaps = Gaps {
            header: Vec::new(),
            footer: Vec::new(),
            own: BTreeMap::new(),
            ends: BTreeMap::new(),
            root_end: Vec::new(),
        };
        let mut above: Option<isize> = None;
        for (at, table) in &tables {
            let gap = lines(text(table.decor().prefix()));
            let (end, own) = match above {
                None if !root_has_keys => {
                    let (header, own) = split_header(&gap);
                    gaps.header = header;
                    (Vec::new(), own)
                }
                _ => split(&gap),
            };
            match above {
                Some(prev) => {
                    gaps.ends.insert(prev, end);
                }
                None => gaps.root_end = end,
            }
            gaps.own.insert(*at, own);
            above = Some(*at);
        }
        let (end, footer) = split_footer(&lines(text(Some(document.trailing()))));
        gaps.footer = footer;
        match above {
            Some(prev) => {
                gaps.ends.insert(prev, end);
            }
            None => gaps.root_end = end,
        }
        gaps
    }

    /// Writes the comments back into `document`, whose tables now have
    /// their new places; `moved` maps each header table's new place to its
    /// place in the file.
    pub fn place(self, document: &mut DocumentMut, moved: &BTreeMap<isize, isize>) {
        let mut prefixes: BTreeMap<isize, String> = BTreeMap::new();
        let mut pending = self.root_end.clone();
        let mut first = !document.as_table().iter().any(|(_, item)| item.is_value());
        for (new, old) in moved {
            let mut lines = pending;
            if first {
                lines.extend(self.header.iter().cloned());
            }
            if !lines.is_empty() || !first {
                lines.push(String::new());
            }
            lines.extend(self.own.get(old).into_iter().flatten().cloned());
            if first {
                set_off_directives(&mut lines);
            }
            prefixes.insert(*new, joined(&lines));
            pending = self.ends.get(old).cloned().unwrap_or_default();
            first = false;
        }
        let mut trailing = pending;
        // A blank line above the footer, unless it is all the file holds.
        let alone = trailing.is_empty() && first;
        if !self.footer.is_empty() && !alone {
            trailing.push(String::new());
        }
        trailing.extend(self.footer);
        document.set_trailing(joined(&trailing));
        set_prefixes(document.as_table_mut(), &prefixes);
    }
}

/// The lines below the last table, as the end of that table and the
/// file's footer: the footer from the last blank line on, all of them when
/// a `# sow:` comment is among the rest (it governs what follows it,
/// which is nothing here).
fn split_footer(gap: &[String]) -> (Lines, Lines) {
    match gap.iter().rposition(String::is_empty) {
        _ if gap.iter().any(|l| is_directive(l)) => (Vec::new(), trimmed(gap)),
        Some(blank) => (trimmed(&gap[..blank]), trimmed(&gap[blank..])),
        None => (trimmed(gap), Vec::new()),
    }
}

/// The lines above the first table, as the file's header and the table's
/// own.
fn split_header(gap: &[String]) -> (Lines, Lines) {
    match gap.iter().rposition(String::is_empty) {
        Some(blank) => (trimmed(&gap[..blank]), trimmed(&gap[blank..])),
        None => {
            let directives = gap.iter().take_while(|l| l.starts_with("#:")).count();
            (gap[..directives].to_vec(), gap[directives..].to_vec())
        }
    }
}

/// Puts a blank line below the `#:` directives that open the lines above
/// the first table, when no blank line is among them: as `split_header`
/// will read them again.
fn set_off_directives(lines: &mut Lines) {
    let directives = lines.iter().take_while(|l| l.starts_with("#:")).count();
    if !lines.iter().any(String::is_empty) && 0 < directives && directives < lines.len() {
        lines.insert(directives, String::new());
    }
}

/// `lines` as text, each ended by a line feed.
fn joined(lines: &[String]) -> String {
    lines.iter().map(|l| format!("{l}\n")).collect()
}

/// Gives each header table in `table` and below it its prefix, by its new
/// place.
fn set_prefixes(table: &mut Table, prefixes: &BTreeMap<isize, String>) {
    if let Some(prefix) = table.position().and_then(|at| prefixes.get(&at)) {
        table.decor_mut().set_prefix(prefix.clone());
    }
    for (_, item) in table.iter_mut() {
        match item {
            Item::Table(inner) => set_prefixes(inner, prefixes),
            Item::ArrayOfTables(rules) => {
                for rule in rules.iter_mut() {
                    set_prefixes(rule, prefixes);
                }
            }
            _ => {}
        }
    }
}
