//! Go to definition, find references and rename, for the names a file
//! defines: regions (`[regions.NAME]`, used by `when.hole` and
//! `moves.from`) and landing rules (their `name`).

use std::ops::Range;

use toml::Spanned;

use super::TextEdit;
use super::locate::{self, Part, Step};
use crate::syntax::{DeValue, parse};

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

/// Words that are hole sets, never region names.
const RESERVED: &[&str] = crate::model::SET_WORDS;

/// The span inside the quotes of a string (or the bare key) at `span`.
fn inner(text: &str, span: &Range<usize>) -> Range<usize> {
    match text.get(span.clone()) {
        Some(t) if t.len() >= 2 && (t.starts_with('"') || t.starts_with('\'')) => {
            span.start + 1..span.end - 1
        }
        _ => span.clone(),
    }
}

fn is_region_use(path: &[Step]) -> bool {
    let keys: Vec<&str> = path
        .iter()
        .filter_map(|s| match s {
            Step::Key(k) => Some(k.as_str()),
            Step::Index(_) => None,
        })
        .collect();
    keys == ["landing", "when", "hole"] || keys == ["moves", "from"]
}

/// The region or rule name at `offset`.
pub fn name_at(text: &str, offset: usize) -> Option<Name> {
    let hit = locate::at(text, offset)?;
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
            (!RESERVED.contains(&name.as_str())).then(|| Name {
                kind: NameKind::Region,
                name,
                span: inner(text, &hit.span),
            })
        }
        _ => None,
    }
}

/// Every place `name` of `kind` occurs: definitions first, then uses.
fn occurrences(text: &str, kind: NameKind, name: &str) -> (Vec<Range<usize>>, Vec<Range<usize>>) {
    let tree = parse(text);
    let mut defs = Vec::new();
    let mut uses = Vec::new();
    for (key, value) in tree.root.get_ref().iter() {
        match (key.get_ref().as_ref(), value.get_ref(), kind) {
            ("regions", DeValue::Table(regions), NameKind::Region) => {
                for (k, _) in regions.iter() {
                    if k.get_ref() == name {
                        defs.push(inner(text, &k.span()));
                    }
                }
            }
            ("landing", DeValue::Array(rules), _) => {
                for rule in rules.iter() {
                    let DeValue::Table(rule) = rule.get_ref() else {
                        continue;
                    };
                    for (k, v) in rule.iter() {
                        match (k.get_ref().as_ref(), kind) {
                            ("name", NameKind::Rule) if v.get_ref().as_str() == Some(name) => {
                                defs.push(inner(text, &v.span()));
                            }
                            ("when", NameKind::Region) => {
                                string_at(text, v, "hole", name, &mut uses);
                            }
                            _ => {}
                        }
                    }
                }
            }
            ("moves", _, NameKind::Region) => string_at(text, value, "from", name, &mut uses),
            _ => {}
        }
    }
    (defs, uses)
}

/// Pushes the span of `table.key` when it is the string `name`.
fn string_at(
    text: &str,
    table: &Spanned<DeValue<'_>>,
    key: &str,
    name: &str,
    out: &mut Vec<Range<usize>>,
) {
    if let DeValue::Table(t) = table.get_ref() {
        for (k, v) in t.iter() {
            if k.get_ref() == key && v.get_ref().as_str() == Some(name) {
                out.push(inner(text, &v.span()));
            }
        }
    }
}

/// Where the name at `offset` is defined.
pub fn definition(text: &str, offset: usize) -> Vec<Range<usize>> {
    let Some(name) = name_at(text, offset) else {
        return Vec::new();
    };
    occurrences(text, name.kind, &name.name).0
}

/// Every use of the name at `offset`, with its definitions when
/// `declarations` is set.
pub fn references(text: &str, offset: usize, declarations: bool) -> Vec<Range<usize>> {
    let Some(name) = name_at(text, offset) else {
        return Vec::new();
    };
    let (defs, uses) = occurrences(text, name.kind, &name.name);
    if declarations {
        defs.into_iter().chain(uses).collect()
    } else {
        uses
    }
}

/// The edits that rename the name at `offset` to `new_name`, or why not.
pub fn rename(text: &str, offset: usize, new_name: &str) -> Result<Vec<TextEdit>, String> {
    let name = name_at(text, offset).ok_or("there is no region or rule name here")?;
    let valid = !new_name.is_empty()
        && new_name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    if !valid {
        return Err(format!(
            "`{new_name}` is not a valid name: use letters, digits, `_` and `-`"
        ));
    }
    if name.kind == NameKind::Region && RESERVED.contains(&new_name) {
        return Err(format!("`{new_name}` is a hole word, not a region name"));
    }
    let (taken, _) = occurrences(text, name.kind, new_name);
    if !taken.is_empty() && new_name != name.name {
        return Err(format!("`{new_name}` is already defined"));
    }
    let (defs, uses) = occurrences(text, name.kind, &name.name);
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
}
