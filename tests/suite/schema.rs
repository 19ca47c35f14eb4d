//! The committed JSON Schema is generated from the format's Rust types, and
//! an independent validator (the `jsonschema` crate) agrees with it on the
//! examples and fixtures.

// A test stops on the first surprise: unwrap, expect and panic are its asserts.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

/// Fails unless the committed file `name` (under the crate) is `generated`;
/// with `SOW_BLESS` set, writes it instead.
fn committed_is(name: &str, generated: &str) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(name);
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    if committed != generated {
        if std::env::var_os("SOW_BLESS").is_some() {
            std::fs::write(&path, generated).unwrap();
            return;
        }
        panic!("{name} is out of date: run `SOW_BLESS=1 cargo test --test suite schema::`");
    }
}

#[test]
fn committed_schema_is_up_to_date() {
    committed_is("schemas/sow.schema.json", &sow::format::schema_json());
}

#[test]
fn committed_configuration_schema_is_up_to_date() {
    committed_is(
        "schemas/sow-config.schema.json",
        &sow::config::schema_json(),
    );
}

/// Files to hold against the schema: the examples and the fixtures, as JSON
/// (read with the `toml` crate, not sow's loader), with the codes sow reports
/// for them. Fixtures that are not TOML (S001) or too large to read (S005)
/// are left out.
fn documents() -> Vec<(String, serde_json::Value, Vec<&'static str>)> {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut out = Vec::new();
    for dir in ["examples", "tests/fixtures"] {
        for entry in std::fs::read_dir(format!("{root}/{dir}")).unwrap() {
            let path = entry.unwrap().path();
            let name = path.display().to_string();
            if !name.ends_with(".sow.toml") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            let codes: Vec<&str> = sow::lint::check(&text)
                .diagnostics
                .iter()
                .map(|d| d.code.id)
                .collect();
            if codes.contains(&"S001") || codes.contains(&"S005") {
                continue;
            }
            out.push((name, toml::from_str(&text).unwrap(), codes));
        }
    }
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

/// The codes of faults the schema finds too: unknown keys, invalid
/// values, missing keys, numbers out of range and the board's size. The
/// others (a key without effect among them) lie beyond a file's shape.
const SCHEMA_FAULTS: &[&str] = &["S002", "S003", "S004", "S006", "B001"];

/// Kalah's file as JSON, with `key = value` of `table` replaced.
fn kalah_with(table: &str, key: &str, value: serde_json::Value) -> serde_json::Value {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/kalah.sow.toml");
    let mut json: serde_json::Value =
        toml::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    json[table][key] = value;
    json
}

/// Every limit sow enforces on a number is in the schema, so an editor
/// that validates with it (taplo, tombi) flags the value as sow does.
#[test]
fn the_schema_states_the_limits_sow_enforces() {
    use serde_json::json;
    let schema: serde_json::Value = serde_json::from_str(&sow::format::schema_json()).unwrap();
    let validator = jsonschema::validator_for(&schema).unwrap();
    let rule = json!({ "name": "stop", "when": { "hole": "store" }, "then": "end-turn" });
    let too_many: Vec<serde_json::Value> = (0..=sow::model::MAX_LANDING_RULES)
        .map(|_| rule.clone())
        .collect();
    for (table, key, bad, good) in [
        ("board", "columns", json!(65), json!(64)),
        ("board", "columns", json!(0), json!(1)),
        (
            "board",
            "rows",
            json!(sow::format::MAX_ROWS + 1),
            json!(sow::format::MAX_ROWS),
        ),
        ("board", "rows", json!(1), json!(2)),
        ("moves", "min_seeds", json!(0), json!(1)),
        ("game", "max_plies", json!(0), json!(1)),
        ("landing", "", json!(too_many), json!([rule])),
    ] {
        let file = |value: serde_json::Value| {
            if key.is_empty() {
                let mut json = kalah_with("game", "name", json!("Kalah"));
                json[table] = value;
                json
            } else {
                kalah_with(table, key, value)
            }
        };
        assert!(
            !validator.is_valid(&file(bad.clone())),
            "{table}.{key} = {bad}"
        );
        assert!(
            validator.is_valid(&file(good.clone())),
            "{table}.{key} = {good}"
        );
        // sow itself agrees: the bad value is an error, the good one is not.
        let text = toml::to_string(&file(bad)).unwrap();
        assert!(
            sow::lint::check(&text).has_errors(),
            "{table}.{key}: {text}"
        );
    }
    let players = json!({ "south": { "rows": [1] }, "north": { "rows": [0] } });
    let mut json = kalah_with("game", "name", json!("Kalah"));
    json["players"] = players;
    assert!(!validator.is_valid(&json), "rows are numbered from 1");
}

/// An independent JSON Schema validator agrees with sow's loader on the
/// shape of every file: the examples and the fixtures whose faults lie
/// beyond their shape (tracks, rules) are valid; the fixtures of the
/// faults in `SCHEMA_FAULTS` are not.
#[test]
fn the_schema_accepts_exactly_the_files_of_the_right_shape() {
    let schema: serde_json::Value = serde_json::from_str(&sow::format::schema_json()).unwrap();
    let validator = jsonschema::validator_for(&schema).unwrap();
    let documents = documents();
    assert!(documents.len() >= 20, "{}", documents.len());
    let mut rejected = 0;
    for (name, json, codes) in documents {
        let errors: Vec<String> = validator
            .iter_errors(&json)
            .map(|e| e.to_string())
            .collect();
        let shape_fault = codes.iter().any(|c| SCHEMA_FAULTS.contains(c));
        if shape_fault {
            rejected += 1;
            assert!(
                !errors.is_empty(),
                "{name} ({codes:?}) is valid against the schema"
            );
        } else {
            assert!(errors.is_empty(), "{name}: {errors:#?}");
        }
    }
    // S002, S003 and S004 at least.
    assert!(rejected >= 3, "{rejected}");
}
