//! Go to definition, find references and rename, for the names a file
//! defines: regions (`[regions.NAME]`, used by every key that takes a hole
//! set, as the schema says) and landing rules (their `name`).

use std::ops::Range;

use super::locate::{self, Part, Step};
use super::{Analysis, TextEdit};

/// What kind of name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameKind {
    /// A region.
    Region,
    /// A landing rule.
    Rule,
}

/// A name under the cursor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Name {
    /// Region or rule.
    pub kind: NameKind,
    /// The name.
    pub name: String,
    /// Its span at the cursor (inside quotes).
    pub span: Range<usize>,
}

/// The span inside the quotes of a string (or the bare key) at `span`.
fn inner(text: &str, span: &Range<usize>) -> Range<usize> {
    match text.get(span.clone()) {
        Some(t) if t.len() >= 2 && (t.starts_with('"') || t.starts_with('\'')) => {
            span.start + 1..span.end - 1
        }
        _ => span.clone(),
    }
}

/// Whether a value at `path` names a region: the key takes a hole set.
fn is_region_use(path: &[Step]) -> bool {
    let keys: Vec<&str> = path
        .iter()
        .filter_map(|s| match s {
            Step::Key(k) => Some(k.as_str()),
            Step::Index(_) => None,
        })
        .collect();
    crate::schema::takes_hole_set(&keys)
}

/// The region or rule name at `offset`.
pub fn name_at(analysis: &Analysis, offset: usize) -> Option<Name> {
    let text = analysis.text();
    let hit = locate::at(analysis, offset)?;
    match (hit.part, hit.path.as_slice()) {
        (Part::Key, [Step::Key(r), Step::Key(name)]) if r == "regions" => Some(Name {
            kind: NameKind::Region,
            name: name.clone(),
            span: inner(text, &hit.span),
        }),
        (Part::Value, [Step::Key(l), Step::Index(_), Step::Key(n)])
            if l == "landing" && n == "name" =>
        {
            Some(Name {
                kind: NameKind::Rule,
                name: hit.string.clone()?,
                span: inner(text, &hit.span),
            })
        }
        (Part::Value, path) if is_region_use(path) => {
            let name = hit.string.clone()?;
            (!crate::model::hole_set::is_word(&name)).then(|| Name {
                kind: NameKind::Region,
                name,
                span: inner(text, &hit.span),
            })
        }
        _ => None,
    }
}

/// Every place `name` of `kind` occurs: definitions first, then uses. A
/// region is defined by its `[regions.NAME]` key and used by the value of
/// every key that takes a hole set; a rule is defined by its `name`.
fn occurrences(
    analysis: &Analysis,
    kind: NameKind,
    name: &str,
) -> (Vec<Range<usize>>, Vec<Range<usize>>) {
    let text = analysis.text();
    let strings = analysis.strings();
    let (values, table_keys) = (&strings.values, &strings.table_keys);
    let mut defs = Vec::new();
    let mut uses = Vec::new();
    match kind {
        NameKind::Region => {
            defs.extend(
                table_keys
                    .iter()
                    .filter(|k| k.keys == ["regions"] && k.value == name)
                    .map(|k| inner(text, &k.span)),
            );
            uses.extend(
                values
                    .iter()
                    .filter(|v| v.value == name)
                    .filter(|v| {
                        let keys: Vec<&str> = v.keys.iter().map(String::as_str).collect();
                        crate::schema::takes_hole_set(&keys)
                    })
                    .map(|v| inner(text, &v.span)),
            );
        }
        NameKind::Rule => defs.extend(
            values
                .iter()
                .filter(|v| v.keys == ["landing", "name"] && v.value == name)
                .map(|v| inner(text, &v.span)),
        ),
    }
    (defs, uses)
}

/// Where the name at `offset` is defined.
pub fn definition(analysis: &Analysis, offset: usize) -> Vec<Range<usize>> {
    let Some(name) = name_at(analysis, offset) else {
        return Vec::new();
    };
    occurrences(analysis, name.kind, &name.name).0
}

/// Every use of the name at `offset`, with its definitions when
/// `declarations` is set.
pub fn references(analysis: &Analysis, offset: usize, declarations: bool) -> Vec<Range<usize>> {
    let Some(name) = name_at(analysis, offset) else {
        return Vec::new();
    };
    let (defs, uses) = occurrences(analysis, name.kind, &name.name);
    if declarations {
        defs.into_iter().chain(uses).collect()
    } else {
        uses
    }
}

/// The edits that rename the name at `offset` to `new_name`, or why not.
pub fn rename(analysis: &Analysis, offset: usize, new_name: &str) -> Result<Vec<TextEdit>, String> {
    let name = name_at(analysis, offset).ok_or("there is no region or rule name here")?;
    let valid = !new_name.is_empty()
        && new_name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    if !valid {
        return Err(format!(
            "`{new_name}` is not a valid name: use letters, digits, `_` and `-`"
        ));
    }
    if name.kind == NameKind::Region && crate::model::hole_set::is_word(new_name) {
        return Err(format!("`{new_name}` is a hole word, not a region name"));
    }
    let (taken, _) = occurrences(analysis, name.kind, new_name);
    if !taken.is_empty() && new_name != name.name {
        return Err(format!("`{new_name}` is already defined"));
    }
    let (defs, uses) = occurrences(analysis, name.kind, &name.name);
    Ok(defs
        .into_iter()
        .chain(uses)
        .map(|range| TextEdit {
            range,
            new_text: new_name.to_string(),
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn definition(text: &str, offset: usize) -> Vec<Range<usize>> {
        super::definition(&Analysis::new(text), offset)
    }

    fn references(text: &str, offset: usize, declarations: bool) -> Vec<Range<usize>> {
        super::references(&Analysis::new(text), offset, declarations)
    }

    fn rename(text: &str, offset: usize, new_name: &str) -> Result<Vec<TextEdit>, String> {
        super::rename(&Analysis::new(text), offset, new_name)
    }

    const TEXT: &str = "[regions.edge]\nsouth = [\"a1\"]\nnorth = [\"a2\"]\n[[landing]]\nname = \"grab\"\nwhen = { hole = \"edge\" }\n[moves]\nfrom = \"edge\"\n";

    #[test]
    fn regions_are_defined_and_used() {
        let use_at = TEXT.find("\"edge\"").unwrap() + 2;
        let defs = definition(TEXT, use_at);
        assert_eq!(defs.len(), 1);
        assert_eq!(&TEXT[defs[0].clone()], "edge");
        assert_eq!(defs[0].start, TEXT.find("edge").unwrap());
        assert_eq!(references(TEXT, use_at, true).len(), 3);
        assert_eq!(references(TEXT, 10, false).len(), 2);
    }

    #[test]
    fn rename_changes_every_occurrence() {
        let edits = rename(TEXT, 10, "rim").unwrap();
        let mut text = TEXT.to_string();
        for e in edits.iter().rev() {
            text.replace_range(e.range.clone(), &e.new_text);
        }
        assert_eq!(text.matches("rim").count(), 3);
        assert!(!text.contains("edge"));
        assert!(rename(TEXT, 10, "own").is_err());
        assert!(rename(TEXT, 10, "a b").is_err());
        let rule = TEXT.find("grab").unwrap();
        assert_eq!(rename(TEXT, rule, "take").unwrap().len(), 1);
    }

    /// Every key that takes a hole set takes a region name, so renaming a
    /// region reaches all of them (it once missed `skip_in`,
    /// `previous.hole` and the priority tiers' `hole`, leaving O003 errors).
    #[test]
    fn rename_reaches_every_key_that_takes_a_hole_set() {
        let text = "[game]\nname = \"t\"\n[board]\nrows = 2\ncolumns = 3\nseeds = 3\n\
            [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
            [regions.edge]\nsouth = [\"a1\"]\nnorth = [\"c2\"]\n\
            [sowing]\ndirection = \"anticlockwise\"\nskip = 3\nskip_in = \"edge\"\n\
            [[landing]]\nname = \"grab\"\nwhen = { hole = \"edge\", previous = { hole = \"edge\" } }\n\
            capture = [\"last\"]\n\
            [moves]\nfrom = \"edge\"\n[[moves.priority]]\nname = \"t\"\nhole = \"edge\"\n\
            [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n";
        let at = text.find("edge").unwrap();
        let edits = rename(text, at, "rim").unwrap();
        assert_eq!(edits.len(), 6);
        let mut renamed = text.to_string();
        for e in edits.iter().rev() {
            renamed.replace_range(e.range.clone(), &e.new_text);
        }
        assert!(!renamed.contains("edge"));
        let codes = |t: &str| -> Vec<&str> {
            crate::lint::check(t)
                .diagnostics
                .iter()
                .map(|d| d.code.id)
                .collect()
        };
        assert_eq!(codes(text), [] as [&str; 0]);
        assert_eq!(codes(&renamed), codes(text));
    }
}
