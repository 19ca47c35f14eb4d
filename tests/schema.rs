//! The committed JSON Schema is generated from the format's Rust types.

#[test]
fn committed_schema_is_up_to_date() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/schemas/sow.schema.json");
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    let generated = sow::format::schema_json();
    if committed != generated {
        if std::env::var_os("SOW_BLESS").is_some() {
            std::fs::write(path, &generated).unwrap();
            return;
        }
        panic!(
            "schemas/sow.schema.json is out of date: run `SOW_BLESS=1 cargo test --test schema`"
        );
    }
}
