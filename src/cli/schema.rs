//! `sow schema`: prints the format's JSON Schema, or writes it where a
//! user's variant files can point at it (`#:schema ./sow.schema.json`).

use std::path::{Path, PathBuf};

use super::{EXIT_CLEAN, EXIT_USAGE};

/// Prints the schema, or writes it to `write`: that file, or
/// `sow.schema.json` inside it when it is a folder. A file there is
/// overwritten, so running it again brings a copy up to date.
pub fn run(write: Option<&Path>) -> u8 {
    let schema = sow::format::schema_json();
    let Some(target) = write else {
        print!("{schema}");
        return EXIT_CLEAN;
    };
    let path = file_for(target);
    match std::fs::write(&path, schema) {
        Ok(()) => {
            println!("wrote {}", path.display());
            EXIT_CLEAN
        }
        Err(e) => {
            eprintln!("error: {}: {e}", path.display());
            EXIT_USAGE
        }
    }
}

/// The file to write for `target`: the schema's own name inside a folder.
fn file_for(target: &Path) -> PathBuf {
    if target.is_dir() {
        target.join(sow::format::SCHEMA_FILE)
    } else {
        target.to_path_buf()
    }
}
