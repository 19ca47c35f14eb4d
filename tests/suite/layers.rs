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

/// The code of each Rust file of the editor features and the server, tests
/// and comments left out, as (shown path, line number, line).
fn ide_and_lsp_code(root: &Path) -> Vec<(String, usize, String)> {
    let mut files = rust_files(&root.join("src/ide"));
    files.extend(rust_files(&root.join("src/lsp")));
    let mut out = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let code = text.split("#[cfg(test)]").next().unwrap_or("");
        let shown = file
            .strip_prefix(root)
            .unwrap_or(file)
            .display()
            .to_string();
        for (i, line) in code.lines().enumerate() {
            let line = line.split("//").next().unwrap_or("");
            out.push((shown.clone(), i + 1, line.to_string()));
        }
    }
    out
}

fn words(line: &str) -> impl Iterator<Item = &str> {
    line.split(|c: char| !(c.is_alphanumeric() || c == '_'))
}

#[test]
fn the_editor_features_and_the_server_never_name_the_toml_parser() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    // `syntax` hands them its own tree; these are the parser's types it
    // re-exports for the model.
    let parser_types = ["DeValue", "DeTable", "DeArray", "Spanned"];
    let found: Vec<String> = ide_and_lsp_code(root)
        .into_iter()
        .filter(|(_, _, line)| {
            line.contains("toml::") || words(line).any(|w| parser_types.contains(&w))
        })
        .map(|(file, n, _)| format!("{file}:{n}"))
        .collect();
    assert!(
        found.is_empty(),
        "only src/syntax.rs knows the TOML parser; it is named at:\n{}",
        found.join("\n")
    );
}

#[test]
fn only_the_analysis_parses_or_checks_a_file_for_the_editor() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let found: Vec<String> = ide_and_lsp_code(root)
        .into_iter()
        .filter(|(file, _, _)| file != "src/ide/analysis.rs")
        .filter(|(_, _, line)| {
            let names = |module: &str, functions: &[&str]| {
                words(line).any(|w| w == module) && words(line).any(|w| functions.contains(&w))
            };
            names("syntax", &["parse"]) || names("model", &["check", "check_tree"])
        })
        .map(|(file, n, _)| format!("{file}:{n}"))
        .collect();
    assert!(
        found.is_empty(),
        "every editor feature reads the version's `ide::Analysis`, which parses \
         and checks the text once; the text is parsed or checked again at:\n{}",
        found.join("\n")
    );
}

/// The library's top-level modules (`src/NAME.rs` or `src/NAME/`) that each
/// one names as `crate::OTHER` in code outside its tests.
fn module_uses(
    root: &Path,
) -> std::collections::BTreeMap<String, std::collections::BTreeSet<String>> {
    let mut uses = std::collections::BTreeMap::new();
    for file in rust_files(&root.join("src")) {
        let relative = file.strip_prefix(root.join("src")).unwrap();
        let top = relative
            .components()
            .next()
            .unwrap()
            .as_os_str()
            .to_string_lossy()
            .trim_end_matches(".rs")
            .to_string();
        if ["main", "lib", "cli"].contains(&top.as_str()) {
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap();
        let code = text.split("#[cfg(test)]").next().unwrap_or("");
        let entry: &mut std::collections::BTreeSet<String> = uses.entry(top.clone()).or_default();
        for line in code.lines() {
            let line = line.split("//").next().unwrap_or("");
            for (i, _) in line.match_indices("crate::") {
                let name: String = line[i + 7..]
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if name != top && !name.is_empty() {
                    entry.insert(name);
                }
            }
        }
    }
    uses
}

#[test]
fn no_module_of_the_library_imports_one_that_imports_it_back() {
    let uses = module_uses(Path::new(env!("CARGO_MANIFEST_DIR")));
    // Depth-first search for a cycle through the modules' uses.
    fn cycle(
        uses: &std::collections::BTreeMap<String, std::collections::BTreeSet<String>>,
        path: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        let last = path.last().unwrap().clone();
        for next in uses.get(&last).into_iter().flatten() {
            if let Some(i) = path.iter().position(|m| m == next) {
                let mut found = path[i..].to_vec();
                found.push(next.clone());
                return Some(found);
            }
            path.push(next.clone());
            if let Some(found) = cycle(uses, path) {
                return Some(found);
            }
            path.pop();
        }
        None
    }
    for module in uses.keys() {
        let found = cycle(&uses, &mut vec![module.clone()]);
        assert!(
            found.is_none(),
            "an import cycle: {}",
            found.unwrap().join(" -> ")
        );
    }
    // The layers the code map states, bottom up.
    assert!(!uses["syntax"].contains("model") && !uses["model"].contains("engine"));
    assert!(!uses["engine"].contains("ide") && !uses["show"].contains("ide"));
}
