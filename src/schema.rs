//! The format's documentation and limits, read from its JSON Schema: which
//! keys a table takes, what each key means, the values an enumerated key
//! accepts and the range a number key allows. The schema is generated from
//! [`crate::format`] (its doc comments, and its limits from the constants
//! lowering enforces), so hover, completion and the model's messages say
//! exactly what `sow schema` prints.

use std::sync::OnceLock;

use serde_json::Value;

/// A key or value with its documentation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Doc {
    /// The key or value as written in a file.
    pub name: String,
    /// What it means.
    pub doc: String,
}

fn root() -> &'static Value {
    static SCHEMA: OnceLock<Value> = OnceLock::new();
    SCHEMA.get_or_init(|| {
        serde_json::to_value(schemars::schema_for!(crate::format::VariantFile))
            .unwrap_or(Value::Null)
    })
}

/// Follows `$ref` links.
fn deref(node: &Value) -> &Value {
    let mut node = node;
    for _ in 0..8 {
        let Some(target) = node.get("$ref").and_then(Value::as_str) else {
            break;
        };
        let Some(name) = target.strip_prefix("#/$defs/") else {
            break;
        };
        match root().get("$defs").and_then(|d| d.get(name)) {
            Some(next) => node = next,
            None => break,
        }
    }
    node
}

/// The node itself and every alternative of its `anyOf`/`oneOf`, `$ref`s
/// followed, and array items.
fn alternatives(node: &Value) -> Vec<&Value> {
    let mut out: Vec<&Value> = Vec::new();
    let mut todo = std::collections::VecDeque::from([node]);
    while let Some(n) = todo.pop_front() {
        let n = deref(n);
        if out.iter().any(|o| std::ptr::eq(*o, n)) || out.len() > 32 {
            continue;
        }
        out.push(n);
        for key in ["anyOf", "oneOf"] {
            if let Some(list) = n.get(key).and_then(Value::as_array) {
                todo.extend(list.iter());
            }
        }
        if let Some(items) = n.get("items") {
            todo.push_back(items);
        }
    }
    out
}

/// The schema node of the key at `path` (table keys; array levels are
/// passed through, and any key of a map like `regions` matches its entries).
fn node(path: &[&str]) -> Option<&'static Value> {
    let mut current = root();
    for key in path {
        current = alternatives(current).into_iter().find_map(|alt| {
            alt.get("properties")
                .and_then(|p| p.get(*key))
                .or_else(|| alt.get("additionalProperties").filter(|a| a.is_object()))
        })?;
    }
    Some(current)
}

/// The documentation of the key at `path`, e.g. `["sowing", "laps"]`.
pub fn key_doc(path: &[&str]) -> Option<String> {
    let node = node(path)?;
    let own = node.get("description").and_then(Value::as_str);
    let target = deref(node).get("description").and_then(Value::as_str);
    own.or(target).map(unwrap_lines)
}

/// The keys the table at `path` takes, with their docs (empty when the
/// table's keys are names, like those of `regions`).
pub fn keys(path: &[&str]) -> Vec<Doc> {
    let Some(node) = node(path) else {
        return Vec::new();
    };
    let mut out: Vec<Doc> = Vec::new();
    for alt in alternatives(node) {
        if let Some(props) = alt.get("properties").and_then(Value::as_object) {
            for (name, prop) in props {
                if out.iter().any(|d| &d.name == name) {
                    continue;
                }
                let doc = prop
                    .get("description")
                    .or_else(|| deref(prop).get("description"))
                    .and_then(Value::as_str)
                    .map(unwrap_lines)
                    .unwrap_or_default();
                out.push(Doc {
                    name: name.clone(),
                    doc,
                });
            }
        }
    }
    out
}

/// The words the key at `path` accepts, when it is an enumeration.
pub fn values(path: &[&str]) -> Vec<Doc> {
    let Some(node) = node(path) else {
        return Vec::new();
    };
    alternatives(node)
        .into_iter()
        .filter_map(|alt| {
            let name = alt.get("const").and_then(Value::as_str)?;
            Some(Doc {
                name: name.to_string(),
                doc: alt
                    .get("description")
                    .and_then(Value::as_str)
                    .map(unwrap_lines)
                    .unwrap_or_default(),
            })
        })
        .collect()
}

/// The table names a header can hold, in the format's order: `game`,
/// `players.south`, `regions.` (to be followed by a name), `landing`, …
pub fn tables() -> Vec<Doc> {
    let mut out = Vec::new();
    for top in keys(&[]) {
        let Some(top_node) = node(&[top.name.as_str()]) else {
            continue;
        };
        let alts = alternatives(top_node);
        let named = alts
            .iter()
            .any(|a| a.get("additionalProperties").is_some_and(Value::is_object));
        let inner = keys(&[top.name.as_str()]);
        // A key is a table when some (`strict`: every) form of it is one.
        let is_table = |k: &Doc, strict: bool| {
            node(&[top.name.as_str(), k.name.as_str()]).is_some_and(|n| {
                let alts = alternatives(n);
                let table = |a: &&Value| a.get("properties").is_some();
                if strict {
                    alts.iter().all(table)
                } else {
                    alts.iter().any(table)
                }
            })
        };
        let all_tables = !inner.is_empty() && inner.iter().all(|k| is_table(k, false));
        if named {
            out.push(Doc {
                name: format!("{}.", top.name),
                doc: top.doc,
            });
            continue;
        }
        let name = top.name.clone();
        let tables: Vec<Doc> = if all_tables {
            inner
        } else {
            // A table with keys of its own besides its tables (`[players]`
            // and its `neutral`) is a header too, and so are those tables.
            let tables = inner.into_iter().filter(|k| is_table(k, true)).collect();
            out.push(top);
            tables
        };
        out.extend(tables.into_iter().map(|k| Doc {
            name: format!("{name}.{}", k.name),
            doc: k.doc,
        }));
    }
    out
}

/// Whether the key at `path` takes a hole set ([`crate::format::HoleSetSpec`]):
/// a hole set word or a region's name. Read from the schema, so every key
/// the format gives that type is found, and no list of them is kept.
pub fn takes_hole_set(path: &[&str]) -> bool {
    let Some(def) = root().get("$defs").and_then(|d| d.get("HoleSetSpec")) else {
        return false;
    };
    node(path).is_some_and(|n| alternatives(n).iter().any(|a| std::ptr::eq(*a, def)))
}

/// The smallest and largest number the key at `path` allows, as the
/// schema gives them (`None` for a bound it does not give).
pub fn range(path: &[&str]) -> (Option<u64>, Option<u64>) {
    let Some(node) = node(path) else {
        return (None, None);
    };
    let alts = alternatives(node);
    let bound = |name: &str| {
        alts.iter()
            .find_map(|a| a.get(name).and_then(Value::as_u64))
    };
    (bound("minimum"), bound("maximum"))
}

/// Whether the key at `path` is a plain list (a `Vec` in the format, not a
/// choice of forms one of which is a list): an error in one of its entries
/// is that entry's, not the whole list's.
pub fn is_list(path: &[&str]) -> bool {
    node(path).is_some_and(|n| deref(n).get("type").and_then(Value::as_str) == Some("array"))
}

/// The forms other than words that the key at `path` takes, in a few
/// words each (no backticks: the words are what a quick fix offers).
pub fn other_forms(path: &[&str]) -> Vec<String> {
    let Some(node) = node(path) else {
        return Vec::new();
    };
    let mut out: Vec<String> = Vec::new();
    for alt in alternatives(node) {
        let form = match alt.get("type").and_then(Value::as_str) {
            Some("boolean") => "true or false".to_string(),
            Some("string") if alt.get("const").is_none() && alt.get("enum").is_none() => {
                "a name".to_string()
            }
            Some("integer") => "a count".to_string(),
            Some("object") => match alt.get("properties").and_then(Value::as_object) {
                Some(props) if !props.is_empty() => {
                    let keys: Vec<&str> = props.keys().map(String::as_str).collect();
                    format!("a table with {}", keys.join(" and/or "))
                }
                _ => continue,
            },
            _ => continue,
        };
        if !out.contains(&form) {
            out.push(form);
        }
    }
    out
}

/// Whether the key at `path` is a boolean.
pub fn is_bool(path: &[&str]) -> bool {
    node(path).is_some_and(|n| {
        alternatives(n)
            .iter()
            .any(|a| a.get("type").and_then(Value::as_str) == Some("boolean"))
    })
}

/// Doc comments keep their line breaks; a hover reads better without them
/// (paragraphs, marked by blank lines, stay).
fn unwrap_lines(text: &str) -> String {
    text.split("\n\n")
        .map(|para| para.split('\n').collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join("\n\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_and_docs_come_from_the_format() {
        let sowing: Vec<String> = keys(&["sowing"]).into_iter().map(|d| d.name).collect();
        assert!(sowing.contains(&"track".to_string()));
        assert!(sowing.contains(&"endless".to_string()));
        assert!(key_doc(&["sowing", "laps"]).unwrap().contains("relay"));
        let when: Vec<String> = keys(&["landing", "when"])
            .into_iter()
            .map(|d| d.name)
            .collect();
        assert_eq!(when[..4], ["hole", "count", "was_empty", "opposite"]);
        assert!(key_doc(&["regions", "edge", "south"]).is_some());
    }

    #[test]
    fn tables_for_headers() {
        let names: Vec<String> = tables().into_iter().map(|d| d.name).collect();
        assert_eq!(
            names[..8],
            [
                "game",
                "board",
                "players",
                "players.south",
                "players.north",
                "pieces.",
                "regions.",
                "sowing"
            ]
        );
    }

    #[test]
    fn enumerations_list_their_words() {
        let laps: Vec<String> = values(&["sowing", "laps"])
            .into_iter()
            .map(|d| d.name)
            .collect();
        assert_eq!(laps, ["single", "relay"]);
        let captures: Vec<String> = values(&["landing", "capture"])
            .into_iter()
            .map(|d| d.name)
            .collect();
        // Every word of a hole reference, in the order the docs list them.
        let words: Vec<&str> = crate::format::HoleRefWord::ALL
            .iter()
            .map(|w| w.as_str())
            .collect();
        assert_eq!(captures, words);
        assert!(words.contains(&"next-opponent"));
        // A key that takes a word or a table still offers its words.
        let ways: Vec<String> = values(&["sowing", "way"])
            .into_iter()
            .map(|d| d.name)
            .collect();
        assert_eq!(ways, ["along", "either", "chosen-once"]);
        assert!(is_bool(&["board", "stores"]));
        assert!(values(&["game", "name"]).is_empty());
    }

    #[test]
    fn keys_that_take_hole_sets_come_from_the_types() {
        for path in [
            &["landing", "when", "hole"][..],
            &["landing", "when", "previous", "hole"],
            &["moves", "from"],
            &["moves", "priority", "hole"],
            &["sowing", "skip_in"],
        ] {
            assert!(takes_hole_set(path), "{path:?}");
            let words: Vec<String> = values(path).into_iter().map(|d| d.name).collect();
            assert!(words.contains(&"own".to_string()), "{path:?}: {words:?}");
        }
        assert!(!takes_hole_set(&["sowing", "track"]));
        assert!(!takes_hole_set(&["landing", "name"]));
    }
}
