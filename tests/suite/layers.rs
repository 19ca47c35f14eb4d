//! The layering that ARCHITECTURE.md states, checked on the source text.

use std::path::{Path, PathBuf};

/// The Rust files under `dir`, at any depth.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

/// The lines of `text` (1-based) whose code, comments left out, names the
/// identifier `name`.
fn lines_naming(text: &str, name: &str) -> Vec<usize> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| {
            let code = line.split("//").next().unwrap_or("");
            code.split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .any(|word| word == name)
        })
        .map(|(i, _)| i + 1)
        .collect()
}

#[test]
fn the_cli_never_imports_ide() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = rust_files(&root.join("src/cli"));
    files.push(root.join("src/main.rs"));
    let mut found = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for line in lines_naming(&text, "ide") {
            let shown = file.strip_prefix(root).unwrap_or(file);
            found.push(format!("{}:{line}", shown.display()));
        }
    }
    assert!(
        found.is_empty(),
        "the CLI draws its pictures with `show`, not `ide`; `ide` is named at:\n{}",
        found.join("\n")
    );
}
