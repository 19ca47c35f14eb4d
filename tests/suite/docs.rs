//! docs/diagnostics.md and docs/format.md are generated: the first from the
//! registry of codes (the text `sow explain` prints), the second from the
//! JSON schema of the format (the doc comments and examples in
//! src/format/). The tests fail when a committed file is out of date;
//! `SOW_BLESS=1 cargo test --test suite docs::` regenerates them. They also check that
//! every key of the schema is documented and that every example in it is a
//! real, clean game when put in a complete file.

// A test stops on the first surprise: unwrap, expect and panic are its asserts.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use serde_json::Value;

/// Compares a committed file with its generated text, or rewrites it with
/// `SOW_BLESS=1`.
fn check_generated(relative: &str, generated: &str) {
    let path = format!("{}/{relative}", env!("CARGO_MANIFEST_DIR"));
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    if committed != generated {
        if std::env::var_os("SOW_BLESS").is_some() {
            std::fs::write(&path, generated).unwrap();
            return;
        }
        panic!("{relative} is out of date: run `SOW_BLESS=1 cargo test --test suite docs::`");
    }
}

// ---------------------------------------------------------------- diagnostics

fn diagnostics_md() -> String {
    let mut out = String::from(
        "# Diagnostics\n\n\
         <!-- Generated from the registry of codes (src/codes/) by tests/suite/docs.rs;\n\
         `SOW_BLESS=1 cargo test --test suite docs::` regenerates it. Do not edit. -->\n\n\
         Every code `sow check` and the language server report, with the text\n\
         `sow explain CODE` prints. Codes are stable and never reused.\n\n\
         | code | name | severity | what it reports |\n|---|---|---|---|\n",
    );
    for code in sow::codes::ALL {
        out.push_str(&format!(
            "| [{}](#{}) | `{}` | {} | {} |\n",
            code.id,
            anchor(&format!("{} {}", code.id, code.name)),
            code.name,
            code.severity.as_str(),
            code.summary
        ));
    }
    for code in sow::codes::ALL {
        // The first line of `sow explain` (id, name, severity) becomes the
        // section's heading; the explanation's own headings go one level
        // down, with a blank line around them.
        out.push_str(&format!("\n## {} {}\n\n", code.id, code.name));
        out.push_str(&format!("Severity: {}.\n", code.severity.as_str()));
        let mut lines: Vec<String> = Vec::new();
        let mut fenced = false;
        for line in code.explain().lines().skip(1) {
            if line.starts_with("```") {
                fenced = !fenced;
            }
            if !fenced && line.starts_with("## ") {
                if lines.last().is_some_and(|l| !l.is_empty()) {
                    lines.push(String::new());
                }
                lines.push(format!("#{line}"));
                lines.push(String::new());
            } else {
                lines.push(line.to_string());
            }
        }
        for line in lines {
            out.push_str(&line);
            out.push('\n');
        }
    }
    out
}

/// GitHub's anchor for a heading.
fn anchor(heading: &str) -> String {
    heading
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

#[test]
fn diagnostics_md_is_up_to_date() {
    check_generated("docs/diagnostics.md", &diagnostics_md());
}

#[test]
fn diagnostics_md_holds_every_explanation() {
    let md = diagnostics_md();
    for code in sow::codes::ALL {
        assert!(md.contains(code.summary), "{}", code.id);
        for line in code.explanation.lines().filter(|l| !l.starts_with("## ")) {
            assert!(md.contains(line), "{}: {line}", code.id);
        }
    }
}

// --------------------------------------------------------------------- format

/// The anchors of `md`'s headings.
fn anchors(md: &str) -> Vec<String> {
    md.lines()
        .filter(|l| l.starts_with('#'))
        .map(|l| anchor(l.trim_start_matches('#').trim()))
        .collect()
}

#[test]
fn format_md_links_to_headings_that_exist() {
    let md = format_md();
    let recipes =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/recipes.md")).unwrap();
    let (own, theirs) = (anchors(&md), anchors(&recipes));
    for link in md.split("](").skip(1) {
        let target = &link[..link.find(')').unwrap_or(0)];
        let found = if let Some(a) = target.strip_prefix('#') {
            own.iter().any(|h| h == a)
        } else if let Some(a) = target.strip_prefix("recipes.md#") {
            theirs.iter().any(|h| h == a)
        } else {
            true
        };
        assert!(found, "docs/format.md links to `{target}`, no heading");
    }
}

fn schema() -> Value {
    serde_json::from_str(&sow::format::schema_json()).unwrap()
}

/// The definition a `$ref` names, or the schema itself.
fn deref<'a>(root: &'a Value, s: &'a Value) -> &'a Value {
    match s["$ref"].as_str() {
        Some(r) => deref(root, &root["$defs"][r.trim_start_matches("#/$defs/")]),
        None => s,
    }
}

/// A schema without its `null` alternative (an optional key), dereferenced.
fn resolve<'a>(root: &'a Value, s: &'a Value) -> &'a Value {
    let s = deref(root, s);
    if let Some(any) = s["anyOf"].as_array() {
        let some: Vec<&Value> = any.iter().filter(|a| a["type"] != "null").collect();
        if some.len() == 1 {
            return resolve(root, some[0]);
        }
    }
    s
}

/// The name of the `$defs` entry a schema refers to, through `null`
/// alternatives.
fn def_name(s: &Value) -> Option<&str> {
    if let Some(r) = s["$ref"].as_str() {
        return Some(r.trim_start_matches("#/$defs/"));
    }
    let any = s["anyOf"].as_array()?;
    let some: Vec<&Value> = any.iter().filter(|a| a["type"] != "null").collect();
    match some.as_slice() {
        [one] => def_name(one),
        _ => None,
    }
}

/// Allowed words of an enum, with their descriptions.
fn words(s: &Value) -> Vec<(String, String)> {
    s["oneOf"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|v| {
            Some((
                v["const"].as_str()?.to_string(),
                one_line(v["description"].as_str().unwrap_or("")),
            ))
        })
        .collect()
}

fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn is_table(s: &Value) -> bool {
    s["type"] == "object" && s.get("properties").is_some()
}

/// A short name of a value's type, linking the value forms.
fn type_name(root: &Value, s: &Value) -> String {
    let r = resolve(root, s);
    if !words(r).is_empty() {
        let w: Vec<String> = words(r).iter().map(|(w, _)| format!("`{w}`")).collect();
        return w.join(" \\| ");
    }
    if r.get("anyOf").is_some() {
        let name = def_name(s).unwrap_or("value");
        return format!("[{name}](#{})", anchor(name));
    }
    let ty = match &r["type"] {
        Value::Array(types) => types
            .iter()
            .find(|t| *t != "null")
            .cloned()
            .unwrap_or_default(),
        t => t.clone(),
    };
    match ty.as_str().unwrap_or("") {
        "string" => "string".into(),
        "integer" => "count".into(),
        "boolean" => "boolean".into(),
        "array" => format!("list of {}", type_name(root, &r["items"])),
        "object" if r.get("additionalProperties").is_some_and(Value::is_object) => {
            format!("table of {}", type_name(root, &r["additionalProperties"]))
        }
        "object" => "table".into(),
        other => other.into(),
    }
}

/// The key table of a TOML table's schema.
fn key_table(root: &Value, table: &Value) -> String {
    let required: Vec<&str> = table["required"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .collect();
    let mut out =
        String::from("| key | type | required | default | meaning |\n|---|---|---|---|---|\n");
    let Some(props) = table["properties"].as_object() else {
        return String::new();
    };
    for (key, prop) in props {
        let mut meaning = one_line(prop["description"].as_str().unwrap_or(""));
        let allowed = words(resolve(root, prop));
        if !allowed.is_empty() {
            meaning.push_str(" Values: ");
            let list: Vec<String> = allowed.iter().map(|(w, d)| format!("`{w}`: {d}")).collect();
            meaning.push_str(&list.join(" "));
        }
        let default = match prop.get("default") {
            None | Some(Value::Null) => String::new(),
            Some(d) => format!("`{}`", toml_value(d)),
        };
        out.push_str(&format!(
            "| `{key}` | {} | {} | {default} | {} |\n",
            type_name(root, prop),
            if required.contains(&key.as_str()) {
                "yes"
            } else {
                ""
            },
            meaning.replace('|', "\\|")
        ));
    }
    out
}

/// A value written as TOML on one line.
fn toml_value(v: &Value) -> String {
    match v {
        Value::Array(items) => {
            let items: Vec<String> = items.iter().map(toml_value).collect();
            format!("[{}]", items.join(", "))
        }
        Value::Object(map) if map.is_empty() => "{}".into(),
        Value::Object(map) => {
            let items: Vec<String> = map
                .iter()
                .map(|(k, v)| format!("{} = {}", toml_key(k), toml_value(v)))
                .collect();
            format!("{{ {} }}", items.join(", "))
        }
        other => other.to_string(),
    }
}

fn toml_key(key: &str) -> String {
    if !key.is_empty()
        && key
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    {
        key.to_string()
    } else {
        Value::String(key.into()).to_string()
    }
}

/// `value` as the TOML table (or tables) at `path`: a list of tables becomes
/// `[[path]]` entries, a table of tables becomes `[path.key]` tables, and
/// anything else is `key = value` lines under `[path]`.
fn toml_section(path: &str, value: &Value) -> String {
    match value {
        Value::Array(items) => items
            .iter()
            .map(|item| format!("[[{path}]]\n{}", toml_lines(item)))
            .collect::<Vec<_>>()
            .join("\n"),
        Value::Object(map) if !map.is_empty() && map.values().all(Value::is_object) => map
            .iter()
            .map(|(k, v)| toml_section(&format!("{path}.{}", toml_key(k)), v))
            .collect::<Vec<_>>()
            .join("\n"),
        _ => format!("[{path}]\n{}", toml_lines(value)),
    }
}

fn toml_lines(value: &Value) -> String {
    value
        .as_object()
        .into_iter()
        .flatten()
        .map(|(k, v)| format!("{} = {}\n", toml_key(k), toml_value(v)))
        .collect()
}

/// Every `$defs` entry that is a choice between forms (an untagged enum).
fn forms(root: &Value) -> Vec<(&str, &Value)> {
    root["$defs"]
        .as_object()
        .into_iter()
        .flatten()
        .filter(|(_, d)| d.get("anyOf").is_some())
        .map(|(n, d)| (n.as_str(), d))
        .collect()
}

/// "The rule language": every rule said with the same few parts, from
/// the code's own groupings (`format::RULE_PARTS`,
/// `format::CONDITION_PARTS`) and the schema's words, each part linked
/// to where its keys are told in full, and the recipes that say the
/// documented phrases with it.
fn rule_language(root: &Value) -> String {
    let defs = &root["$defs"];
    let listed = |words: Vec<(String, String)>| -> String {
        words
            .iter()
            .map(|(w, d)| format!("- `{w}`: {d}\n"))
            .collect()
    };
    let keys = |ks: &[&str]| -> String {
        let ks: Vec<String> = ks.iter().map(|k| format!("`{k}`")).collect();
        ks.join(", ")
    };
    let mut out = String::from(
        "\n## The rule language\n\n\
         Each rule of a game, whatever table it is written in, is said with the same\n\
         few parts: a **trigger** (when it is tried), **conditions** (what must hold,\n\
         on holes named by **hole references** and on the **state** the game keeps),\n\
         and **effects** (what it does). The tables below say where each part is\n\
         written; [recipes](recipes.md) say the documented phrases with them (\"capture\n\
         the opposite of the next hole\": [holes named from where a rule\n\
         fires](recipes.md#holes-named-from-where-a-rule-fires); \"the first capture\n\
         takes five holes more, the second three\": [what earlier plies\n\
         decide](recipes.md#what-earlier-plies-decide)). The shorter keys of a file\n\
         (`direction`, `stores`, `laps`, `remaining`) are shorthands that lower to\n\
         these parts, and hover shows what each says.\n\n\
         ### Triggers\n\n\
         A landing rule's `on` ([`[[landing]]`](#landing)):\n\n",
    );
    out.push_str(&listed(words(&defs["Trigger"])));
    out.push_str(
        "\nA turn, a round and the game end by [`[end]`](#end) and [`[match]`](#match);\n\
         a phase ends by its event, `until` in [`[[phases]]`](#phases), and a mark\n\
         is put on and taken off by events of a ply, `set` and `clear` in\n\
         [`[marks.NAME]`](#marksname).\n\n\
         ### Conditions\n\n\
         The keys of a landing rule's [`when`](#when-in-landing), by what each\n\
         reads:\n\n",
    );
    for (part, ks) in sow::format::CONDITION_PARTS {
        out.push_str(&format!("- {part}: {}\n", keys(ks)));
    }
    out.push_str(
        "\nA whole move's legality by what its sowing does (it must capture, must\n\
         reach the opponent's row, must not leave the opponent without seeds) is\n\
         [`[[moves.require]]`](#movesrequire) (a condition on where the move's\n\
         first lap ends, or one that holds only while the opponent cannot move,\n\
         among them); which moves come first,\n\
         [`[[moves.priority]]`](#movespriority). A move that is not a sowing, seeds\n\
         put from one hole into another named from it (`g1>g2`), is a carry:\n\
         `carry` in [`[moves]`](#moves), offered beside the sowing moves or alone\n\
         (`sow = false`).\n\n\
         ### Hole references\n\n\
         A hole named from where a rule fires ([HoleRefSpec](#holerefspec)), the\n\
         same words wherever a rule names a hole: `capture`, the `at` of a\n\
         condition in `when.holes`, `to`'s `sow_from`, `claim`, `transfer`, a\n\
         chain's `take`. One word, or words composed (`opposite of next`, `opposite\n\
         or behind opposite`):\n\n",
    );
    out.push_str(&listed(words(&defs["HoleRefWord"])));
    out.push_str(
        "\n### Effects\n\n\
         The keys of a landing rule that say what it does\n\
         ([`[[landing]]`](#landing)):\n\n",
    );
    for (part, ks) in sow::format::RULE_PARTS
        .iter()
        .filter(|(_, ks)| !ks.contains(&"on") && !ks.contains(&"when"))
    {
        out.push_str(&format!("- {part}: {}\n", keys(ks)));
    }
    out.push_str(
        "\n### State\n\n\
         What the game remembers for rules to read:\n\n\
         - counts of the game and the round: the conditions above that read them;\n\
         - marks on holes, each a player's: [`[marks.NAME]`](#marksname);\n\
         - claimed holes: `claim` in a rule, and [`[claimed]`](#claimed);\n\
         - named phases, each with its own sowing, moves and rules, and how each\n  \
           ends: [`[[phases]]`](#phases);\n\
         - the way a game's first move chose (`way = \"chosen-once\"` in\n  \
           [`[sowing]`](#sowing)).\n",
    );
    out
}

/// The keys of a landing rule grouped by the part of a rule each is
/// (`format::RULE_PARTS`), each linked to its row below.
fn rule_parts() -> String {
    let mut out = String::from(
        "A rule is read in parts, each said the same way in every rule; a hole is\n\
         named by a [hole reference](#holerefspec) wherever a part names one, and\n\
         what holds only for a while is a [phase](#phases) (`when.phase`):\n\n",
    );
    for (part, keys) in sow::format::RULE_PARTS {
        let keys: Vec<String> = keys.iter().map(|k| format!("`{k}`")).collect();
        out.push_str(&format!("- {part}: {}\n", keys.join(", ")));
    }
    out.push('\n');
    out
}

#[test]
fn every_condition_of_a_rule_is_in_one_part() {
    let root = schema();
    let when = resolve(&root, &root["$defs"]["When"]);
    let keys: Vec<&String> = when["properties"].as_object().unwrap().keys().collect();
    for key in &keys {
        let parts = sow::format::CONDITION_PARTS
            .iter()
            .filter(|(_, ks)| ks.contains(&key.as_str()))
            .count();
        assert_eq!(parts, 1, "`{key}` is in {parts} parts of CONDITION_PARTS");
    }
    for (_, ks) in sow::format::CONDITION_PARTS {
        for k in *ks {
            assert!(
                keys.iter().any(|key| key == k),
                "CONDITION_PARTS names `{k}`, no key of `when`"
            );
        }
    }
}

#[test]
fn every_key_of_a_rule_is_in_one_part() {
    let root = schema();
    let rule = resolve(
        &root,
        &resolve(&root, &root["properties"]["landing"])["items"],
    );
    let keys: Vec<&String> = rule["properties"].as_object().unwrap().keys().collect();
    for key in keys.iter().filter(|k| k.as_str() != "name") {
        let parts = sow::format::RULE_PARTS
            .iter()
            .filter(|(_, ks)| ks.contains(&key.as_str()))
            .count();
        assert_eq!(parts, 1, "`{key}` is in {parts} parts of RULE_PARTS");
    }
    for (_, ks) in sow::format::RULE_PARTS {
        for k in *ks {
            assert!(
                keys.iter().any(|key| key == k),
                "RULE_PARTS names `{k}`, no key of a rule"
            );
        }
    }
}

fn format_md() -> String {
    let root = schema();
    let mut out = format!(
        "# The `*.sow.toml` format\n\n\
         <!-- Generated from schemas/sow.schema.json (the doc comments and examples\n\
         in src/format/) by tests/suite/docs.rs; `SOW_BLESS=1 cargo test --test suite docs::`\n\
         regenerates it. Do not edit. -->\n\n\
         {}\n\n\
         The schema, `schemas/sow.schema.json`, holds the same text for editors:\n\
         start a file with `#:schema PATH` (the path to that file) and\n\
         taplo (Even Better TOML) or tombi show it on hover and complete keys.\n\
         The language server shows it too, and checks what the schema cannot:\n\
         hole names, ranges, tracks and rules (see [diagnostics](diagnostics.md)).\n\n\
         For how to say each sowing and capture rule of the documented games,\n\
         a recipe apiece from the bundled examples, see [recipes](recipes.md).\n\n\
         The tables, in the order a file usually has them:\n\n",
        root["description"].as_str().unwrap_or("")
    );
    let props = root["properties"].as_object().cloned().unwrap_or_default();
    let required: Vec<Value> = root["required"].as_array().cloned().unwrap_or_default();
    let header = |key: &str, prop: &Value| -> String {
        let r = resolve(&root, prop);
        if r["type"] == "array" {
            format!("[[{key}]]")
        } else if r["additionalProperties"].is_object() {
            format!("[{key}.NAME]")
        } else {
            format!("[{key}]")
        }
    };
    for (key, prop) in &props {
        let h = header(key, prop);
        out.push_str(&format!(
            "- [`{h}`](#{}){}: {}\n",
            anchor(&h),
            if required.contains(&Value::String(key.clone())) {
                " (required)"
            } else {
                ""
            },
            one_line(prop["description"].as_str().unwrap_or(""))
        ));
    }
    out.push_str(&rule_language(&root));
    for (key, prop) in &props {
        let h = header(key, prop);
        out.push_str(&format!("\n## `{h}`\n\n"));
        out.push_str(prop["description"].as_str().unwrap_or(""));
        out.push_str("\n\n");
        let r = resolve(&root, prop);
        let table = if r["type"] == "array" {
            resolve(&root, &r["items"])
        } else if r["additionalProperties"].is_object() {
            resolve(&root, &r["additionalProperties"])
        } else {
            r
        };
        if let Some(d) = table["description"].as_str()
            && one_line(d) != one_line(prop["description"].as_str().unwrap_or(""))
        {
            out.push_str(d);
            out.push_str("\n\n");
        }
        if key == "landing" {
            out.push_str(&rule_parts());
        }
        out.push_str(&key_table(&root, table));
        // Keys that are tables themselves: their own key tables.
        let mut seen: Vec<&Value> = Vec::new();
        let mut first_of: Vec<String> = Vec::new();
        for (sub, sp) in table["properties"].as_object().into_iter().flatten() {
            let st = resolve(&root, sp);
            // A list of tables, like `priority` in `[moves]`, has the keys
            // of its entries.
            let list_of_tables = st["type"] == "array" && is_table(resolve(&root, &st["items"]));
            let (st, name) = if list_of_tables {
                (resolve(&root, &st["items"]), format!("`[[{key}.{sub}]]`"))
            } else if !is_table(st) {
                continue;
            } else if h.starts_with("[[") {
                (st, format!("`{sub}` in `{h}`"))
            } else {
                (st, format!("`[{key}.{sub}]`"))
            };
            out.push_str(&format!("\n### {name}\n\n"));
            if let Some(i) = seen.iter().position(|s| *s == st) {
                out.push_str(&format!("The same keys as {}.\n", first_of[i]));
                continue;
            }
            if let Some(d) = st["description"].as_str() {
                out.push_str(d);
                out.push_str("\n\n");
            }
            out.push_str(&key_table(&root, st));
            seen.push(st);
            first_of.push(name);
        }
        for example in prop["examples"].as_array().into_iter().flatten() {
            out.push_str(&format!("\n```toml\n{}```\n", toml_section(key, example)));
        }
    }
    out.push_str("\n## Value forms\n\nKeys that take one of several forms.\n");
    for (name, def) in forms(&root) {
        out.push_str(&format!(
            "\n### {name}\n\n{}\n\n",
            def["description"].as_str().unwrap_or("")
        ));
        for form in def["anyOf"].as_array().into_iter().flatten() {
            let description = one_line(form["description"].as_str().unwrap_or(""));
            let form_words = words(resolve(&root, form));
            if !form_words.is_empty() {
                // Each word with what it means.
                out.push_str(&format!("- {description} One of:\n"));
                for (w, d) in form_words {
                    out.push_str(&format!("  - `{w}`: {d}\n"));
                }
                continue;
            }
            if !is_table(form) {
                out.push_str(&format!("- {}: {description}\n", type_name(&root, form)));
                continue;
            }
            out.push_str(&format!("- a table: {description} Its keys:\n"));
            for (k, p) in form["properties"].as_object().into_iter().flatten() {
                out.push_str(&format!(
                    "  - `{k}` ({}): {}\n",
                    type_name(&root, p),
                    one_line(p["description"].as_str().unwrap_or(""))
                ));
            }
        }
    }
    out
}

#[test]
fn format_md_is_up_to_date() {
    check_generated("docs/format.md", &format_md());
}

/// Every key of the schema, with its path, wherever it is defined.
fn every_key(root: &Value) -> Vec<(String, Value)> {
    let mut keys = Vec::new();
    let mut visit = |path: &str, s: &Value| {
        for (k, p) in s["properties"].as_object().into_iter().flatten() {
            keys.push((format!("{path}.{k}"), p.clone()));
        }
    };
    visit("", root);
    for (name, def) in root["$defs"].as_object().into_iter().flatten() {
        visit(name, def);
        for (i, form) in def["anyOf"].as_array().into_iter().flatten().enumerate() {
            visit(&format!("{name}[{i}]"), form);
        }
    }
    keys
}

#[test]
fn every_key_and_value_of_the_schema_is_documented() {
    let root = schema();
    let keys = every_key(&root);
    assert!(keys.len() > 40, "{}", keys.len());
    for (path, prop) in keys {
        assert!(
            prop["description"].as_str().is_some_and(|d| !d.is_empty()),
            "{path} has no description"
        );
    }
    for (name, def) in root["$defs"].as_object().unwrap() {
        assert!(def["description"].is_string(), "{name} has no description");
        for v in def["oneOf"]
            .as_array()
            .into_iter()
            .chain(def["anyOf"].as_array())
            .flatten()
        {
            assert!(v["description"].is_string(), "a form of {name}: {v}");
        }
    }
}

/// An optional key whose doc comment names a default has it in the schema.
#[test]
fn documented_defaults_are_in_the_schema() {
    for (path, prop) in every_key(&schema()) {
        let doc = prop["description"].as_str().unwrap_or("");
        if doc.contains("(default") {
            assert!(prop.get("default").is_some(), "{path}: no default");
        }
    }
}

fn kalah() -> serde_json::Map<String, Value> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/kalah.sow.toml");
    toml::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn validator() -> jsonschema::Validator {
    jsonschema::validator_for(&schema()).unwrap()
}

/// Each example of a table, put in place of that table in a complete file,
/// makes a file that sow checks without errors and the schema accepts.
#[test]
fn every_example_in_the_schema_is_a_clean_game() {
    let root = schema();
    let validator = validator();
    let mut count = 0;
    for (key, prop) in root["properties"].as_object().unwrap() {
        let examples = prop["examples"].as_array();
        assert!(
            examples.is_some_and(|e| !e.is_empty()),
            "[{key}] has no example"
        );
        for example in examples.into_iter().flatten() {
            let mut file = kalah();
            file.insert(key.clone(), example.clone());
            if key == "landing" || key == "moves" || key == "placement" {
                // Rules, move starts and placements may name this region.
                file.insert(
                    "regions".into(),
                    serde_json::json!({ "home": { "south": ["d1-f1"], "north": ["a2-c2"] } }),
                );
            }
            if key == "pieces" {
                // Pieces lie in holes that belong to nobody.
                file.insert(
                    "players".into(),
                    serde_json::json!({
                        "south": { "holes": ["a1-e1"] },
                        "north": { "holes": ["b2-f2"] },
                        "neutral": ["f1", "a2"]
                    }),
                );
            }
            if key == "deferred_captures" {
                // Holes whose captures wait belong to nobody: the middle ones.
                file.insert(
                    "players".into(),
                    serde_json::json!({
                        "south": { "holes": ["a1-c1", "e1-f1"] },
                        "north": { "holes": ["a2-c2", "e2-f2"] },
                        "neutral": ["d1", "d2"]
                    }),
                );
            }
            let text: String = file
                .iter()
                .map(|(k, v)| toml_section(k, v))
                .collect::<Vec<_>>()
                .join("\n");
            let checked = sow::lint::check(&text);
            let errors: Vec<_> = checked
                .diagnostics
                .iter()
                .filter(|d| d.severity == sow::diagnostic::Severity::Error)
                .collect();
            assert!(errors.is_empty(), "[{key}] example:\n{text}\n{errors:#?}");
            let json: Value = toml::from_str(&text).unwrap();
            let problems: Vec<String> = validator
                .iter_errors(&json)
                .map(|e| e.to_string())
                .collect();
            assert!(problems.is_empty(), "[{key}] example: {problems:?}");
            count += 1;
        }
    }
    assert!(count >= 15, "{count}");
}

/// A list of tables has its keys documented (not just "list of table"),
/// and every word of a form (each `[end] when` word) says what it means.
#[test]
fn format_md_documents_lists_of_tables_and_each_word() {
    let md = format_md();
    let at = md
        .find("### `[[moves.priority]]`")
        .expect("no [[moves.priority]]");
    let section = &md[at..];
    for key in ["name", "hole", "count", "unless_count", "prefer"] {
        assert!(section.contains(&format!("| `{key}` |")), "{key}");
    }
    for word in ["row-empty", "repetition", "unclaimed-empty"] {
        assert!(md.contains(&format!("  - `{word}`: ")), "{word}");
    }
}

// ---------------------------------------------------------------- pictures

/// docs/selus-massawa-a1.svg, README's picture of a sowing: what `sow
/// preview --format svg` draws of Selus of Massawa's relay from a1.
#[test]
fn the_picture_of_a_relay_sowing_is_up_to_date() {
    let out = crate::support::sow::sow(&[
        "preview",
        "examples/selus-massawa.sow.toml",
        "--hole",
        "a1",
        "--format",
        "svg",
    ]);
    assert!(out.status.success(), "{out:?}");
    check_generated(
        "docs/selus-massawa-a1.svg",
        &String::from_utf8(out.stdout).unwrap(),
    );
}

/// Every snippet of docs/recipes.md is in the example its comment names,
/// line for line, so a recipe says what a checked example says.
#[test]
fn every_recipe_is_in_its_example() {
    let dir = env!("CARGO_MANIFEST_DIR");
    let recipes = std::fs::read_to_string(format!("{dir}/docs/recipes.md")).unwrap();
    let mut checked = 0;
    let mut lines = recipes.lines();
    while let Some(line) = lines.next() {
        let Some(example) = line
            .strip_prefix("<!-- ")
            .and_then(|l| l.strip_suffix(" -->"))
        else {
            continue;
        };
        assert_eq!(lines.next(), Some("```toml"), "a snippet after `{line}`");
        let snippet: Vec<&str> = lines.by_ref().take_while(|l| *l != "```").collect();
        let text = std::fs::read_to_string(format!("{dir}/{example}"))
            .unwrap_or_else(|e| panic!("{example}: {e}"));
        let file: Vec<&str> = text.lines().collect();
        assert!(
            file.windows(snippet.len()).any(|w| w == snippet.as_slice()),
            "{example} does not hold the recipe\n{}",
            snippet.join("\n")
        );
        checked += 1;
    }
    assert!(checked >= 10, "only {checked} recipes found");
}

/// The board's limits as README, docs/format.md and `sow explain` quote
/// them are the code's (#40: B001 once said 32 columns where the format
/// took 64). B001's explanation is written from the constants
/// (`const_format`); this holds the hand-written places to them, S005's
/// among them (the reader's module sits below the format's, which it
/// cannot name).
#[test]
fn the_docs_quote_the_codes_limits() {
    use sow::format::{MAX_BOARD_HOLES, MAX_COLUMNS, MAX_ROWS, MAX_TOTAL_SEEDS, MIN_ROWS};
    let dir = env!("CARGO_MANIFEST_DIR");
    let read = |path: &str| std::fs::read_to_string(format!("{dir}/{path}")).unwrap();
    let readme = read("README.md");
    for quoted in [
        format!("`rows` ({MIN_ROWS}–{MAX_ROWS})"),
        format!("`columns` (1–{MAX_COLUMNS}, at most {MAX_BOARD_HOLES} holes in all)"),
    ] {
        assert!(readme.contains(&quoted), "README.md does not say {quoted}");
    }
    let format_md = read("docs/format.md");
    let quoted = format!("Holes per row, 1 to {MAX_COLUMNS}, and at most {MAX_BOARD_HOLES} holes");
    assert!(
        format_md.contains(&quoted),
        "docs/format.md does not say {quoted}"
    );
    let explain = std::process::Command::new(env!("CARGO_BIN_EXE_sow"))
        .args(["explain", "B001"])
        .output()
        .unwrap();
    let explain = String::from_utf8(explain.stdout).unwrap();
    for quoted in [
        format!("{MIN_ROWS} to {MAX_ROWS} rows with 1 to {MAX_COLUMNS} holes in each row"),
        format!("at most {MAX_BOARD_HOLES} holes in all"),
        format!("at most {MAX_TOTAL_SEEDS} seeds"),
    ] {
        assert!(
            explain.contains(&quoted),
            "sow explain B001 does not say {quoted}: {explain}"
        );
    }
    use sow::format::{MAX_LANDING_RULES, MAX_PLIES, MAX_ROUNDS};
    use sow::syntax::{MAX_FILE_BYTES, MAX_NESTING};
    let thousands = |n: u32| sow::report::thousands(u64::from(n));
    let s005 = sow::codes::input_too_large::CODE
        .explanation
        .replace('\n', " ");
    for quoted in [
        format!("larger than {} MiB", MAX_FILE_BYTES >> 20),
        format!("more than {MAX_NESTING} levels deep"),
        format!(
            "more than {MAX_LANDING_RULES} `[[landing]]` rules (sow reads the first {MAX_LANDING_RULES})"
        ),
        format!("`max_plies` above {} in `[game]`", thousands(MAX_PLIES)),
        format!("`max_rounds` above {} in `[match]`", thousands(MAX_ROUNDS)),
    ] {
        assert!(
            s005.contains(&quoted),
            "S005's explanation does not say {quoted}: {s005}"
        );
    }
    // The bound of sample play's plies, in the flags' table and where
    // README tells of it.
    let plies = sow::report::thousands(sow::sample::SAMPLE_PLIES);
    for quoted in [
        format!(
            "`--play-plies N` (plies a board's sample play may play before it starts no more games, default {plies})"
        ),
        format!("`--play-plies` plies ({plies} by default"),
    ] {
        assert!(readme.contains(&quoted), "README does not say {quoted}");
    }
}

// ------------------------------------------------------------- descriptions

/// docs/described.md: three examples read back as the rules text they
/// play (`sow describe --format markdown`), a two-row game, a four-row
/// game and a match, to show what a designer holds against the source.
fn described_md() -> String {
    let mut out = String::from(
        "# Three games read back\n\n\
         <!-- Generated from the examples by tests/suite/docs.rs (`sow describe`);\n\
         `SOW_BLESS=1 cargo test --test suite docs::` regenerates it. Do not edit. -->\n\n\
         `sow describe FILE` reads a variant file back as the rules text it plays,\n\
         from each part's own words (the words hover shows), so that a designer\n\
         can lay it beside the rules text the file was written from and see what\n\
         is missing, extra or different. Here are three bundled examples as\n\
         `sow describe --format markdown` prints them: a game on two rows, one on\n\
         four rows, and a match of rounds. Their files and rule sources are in\n\
         [examples/](../examples/).\n",
    );
    for (slug, what) in [
        ("kalah", "a game on two rows"),
        ("msuwa", "a game on four rows, on several sizes"),
        ("hufesay", "a match of rounds"),
    ] {
        let path = format!("{}/examples/{slug}.sow.toml", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap();
        let checked = sow::lint::check(&text);
        let variant = checked.playable().unwrap();
        let parts = sow::show::describe::describe(variant);
        let words = sow::show::describe::render(variant, &parts, sow::show::Markup::Markdown);
        // Each game's heading one level down, under this page's.
        let words = words
            .lines()
            .map(|l| match l.starts_with('#') {
                true => format!("#{l}"),
                false => l.to_string(),
            })
            .collect::<Vec<_>>()
            .join("\n");
        out.push_str(&format!(
            "\n---\n\n*[examples/{slug}.sow.toml](../examples/{slug}.sow.toml), {what}:*\n\n{words}\n"
        ));
    }
    out
}

#[test]
fn described_md_is_up_to_date() {
    check_generated("docs/described.md", &described_md());
}
