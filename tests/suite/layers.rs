//! The layering that ARCHITECTURE.md states, checked on the source text.
//!
//! The library is read as a graph of Rust modules, one a file
//! (`model::lower`, `lint::unreachable_rule`), with an edge wherever a
//! module's code outside its tests names another by a path (`crate::…`,
//! `super::…`, or a child's name). A parent that declares a child and
//! re-exports its items (`mod lower;`, `pub use lower::X;`) is its
//! namespace, not a user of it, so that is no edge. Cycles inside one
//! top-level module (`engine`'s files using each other) are that module's
//! own business; a cycle that leaves a top-level module and comes back to
//! it is a layering fault.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
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
    code_lines(root, &files)
}

/// The code of `files`, tests and comments left out, as (shown path, line
/// number, line).
fn code_lines(root: &Path, files: &[PathBuf]) -> Vec<(String, usize, String)> {
    let mut out = Vec::new();
    for file in files {
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
            names("syntax", &["parse"]) || names("lint", &["check", "check_tree"])
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

/// A module's path, `model::lower` as `["model", "lower"]`.
type ModPath = Vec<String>;

/// A module's code, comments and tests cut: its `use` statements and the
/// rest.
struct Code {
    imports: String,
    rest: String,
}

/// The library's modules (the binary's `main.rs` and `cli/` left out), each
/// with its code, the statements that only declare or re-export its
/// children dropped.
fn library_modules(root: &Path) -> BTreeMap<ModPath, Code> {
    let src = root.join("src");
    let mut texts = BTreeMap::new();
    for file in rust_files(&src) {
        let relative = file.strip_prefix(&src).unwrap().with_extension("");
        let mut path: ModPath = relative
            .components()
            .map(|c| c.as_os_str().to_string_lossy().to_string())
            .collect();
        if path.last().is_some_and(|p| p == "mod") {
            path.pop();
        }
        if matches!(path[0].as_str(), "main" | "lib" | "cli") {
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap();
        let code: String = text
            .split("#[cfg(test)]")
            .next()
            .unwrap_or("")
            .lines()
            .map(|line| line.split("//").next().unwrap_or(""))
            .collect::<Vec<_>>()
            .join("\n");
        texts.insert(path, code);
    }
    let paths: BTreeSet<ModPath> = texts.keys().cloned().collect();
    texts
        .into_iter()
        .map(|(path, code)| {
            let code = split_statements(&path, &code, &paths);
            (path, code)
        })
        .collect()
}

/// `code` as its `use` statements and the rest, without its `mod child;`
/// declarations and `pub use child::…;` re-exports. A statement begins a
/// line and runs to its `;`.
fn split_statements(path: &ModPath, code: &str, modules: &BTreeSet<ModPath>) -> Code {
    let is_child = |name: &str| {
        let mut child = path.clone();
        child.push(name.to_string());
        modules.contains(&child)
    };
    let mut out = Code {
        imports: String::new(),
        rest: String::new(),
    };
    let mut rest = code;
    while !rest.is_empty() {
        let line_end = rest.find('\n').map_or(rest.len(), |i| i + 1);
        let words: Vec<&str> = rest[..line_end]
            .split(|c: char| !is_ident(c))
            .filter(|w| !w.is_empty())
            .take(4)
            .collect();
        let (own, import) = match words.as_slice() {
            ["pub", "mod", ..] | ["mod", ..] => (true, false),
            ["pub", "use", "self", first, ..] | ["pub", "use", first, ..] => {
                (is_child(first), true)
            }
            ["pub", "crate", "use", first, ..] => (is_child(first), true),
            ["use", ..] => (false, true),
            _ => (false, false),
        };
        let end = match own || import {
            true => rest.find(';').map_or(rest.len(), |i| i + 1),
            false => line_end,
        };
        match (own, import) {
            (true, _) => {}
            (false, true) => out.imports.push_str(&rest[..end]),
            (false, false) => out.rest.push_str(&rest[..end]),
        }
        rest = &rest[end..];
    }
    out
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Every path written in `code` (`crate::model::Variant`, `super::Report`,
/// `lower::lower`), a `use` group (`super::{self, Code, board::Board}`)
/// giving one path per entry.
fn paths_in(code: &str) -> Vec<Vec<String>> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let starts = is_ident(chars[i])
            && !chars[i].is_ascii_digit()
            && (i == 0 || !is_ident(chars[i - 1]))
            && !(i >= 2 && chars[i - 1] == ':' && chars[i - 2] == ':');
        if starts {
            i = path_at(&chars, i, Vec::new(), &mut out);
        } else {
            i += 1;
        }
    }
    out
}

/// Reads the path starting at `i`, after `prefix`, into `out`; returns
/// where it ends.
fn path_at(
    chars: &[char],
    mut i: usize,
    mut prefix: Vec<String>,
    out: &mut Vec<Vec<String>>,
) -> usize {
    let start = i;
    while i < chars.len() && is_ident(chars[i]) {
        i += 1;
    }
    prefix.push(chars[start..i].iter().collect());
    if !(chars.get(i) == Some(&':') && chars.get(i + 1) == Some(&':')) {
        out.push(prefix);
        return i;
    }
    let mut j = i + 2;
    while chars.get(j).is_some_and(|c| c.is_whitespace()) {
        j += 1;
    }
    match chars.get(j) {
        Some('{') => {
            j += 1;
            loop {
                while chars.get(j).is_some_and(|c| c.is_whitespace() || *c == ',') {
                    j += 1;
                }
                match chars.get(j) {
                    Some(c) if is_ident(*c) => j = path_at(chars, j, prefix.clone(), out),
                    Some('}') => return j + 1,
                    // A glob, or what this reader does not follow.
                    Some(_) => {
                        out.push(prefix.clone());
                        j += 1;
                    }
                    None => return j,
                }
            }
        }
        Some(c) if is_ident(*c) => path_at(chars, j, prefix, out),
        // A turbofish or a glob.
        _ => {
            out.push(prefix);
            j
        }
    }
}

/// Where the paths of one module lead.
struct Resolver<'a> {
    /// The module they are written in.
    from: &'a ModPath,
    /// Every module of the library.
    modules: &'a BTreeSet<ModPath>,
    /// Names the module's `use` statements give other modules
    /// (`use crate::lint;`, `use super::load::{self, …}`).
    aliases: BTreeMap<String, ModPath>,
}

impl Resolver<'_> {
    /// The module `path` names, and whether the path ends at it (names the
    /// module itself, not an item in it). `None` for a path that starts
    /// with no module (`Self::new`, `std::fs`).
    fn module_of(&self, path: &[String]) -> Option<(ModPath, bool)> {
        let from = self.from;
        let (mut base, rest) = match path[0].as_str() {
            "crate" => (Vec::new(), &path[1..]),
            "self" => (from.clone(), &path[1..]),
            "super" => {
                let ups = path.iter().take_while(|s| *s == "super").count();
                let keep = from.len().checked_sub(ups)?;
                (from[..keep].to_vec(), &path[ups..])
            }
            first => match self.aliases.get(first) {
                Some(module) => (module.clone(), &path[1..]),
                None => {
                    let mut child = from.clone();
                    child.push(first.to_string());
                    if !self.modules.contains(&child) {
                        return None;
                    }
                    (from.clone(), path)
                }
            },
        };
        let rest: Vec<&String> = rest.iter().filter(|s| *s != "self").collect();
        let mut found = (!base.is_empty()).then(|| base.clone());
        let mut whole = true;
        for segment in rest {
            base.push(segment.clone());
            if self.modules.contains(&base) {
                found = Some(base.clone());
            } else {
                whole = false;
                break;
            }
        }
        found.map(|m| (m, whole))
    }
}

/// Each module of the library and the other modules its code names.
fn module_graph(root: &Path) -> BTreeMap<ModPath, BTreeSet<ModPath>> {
    let modules = library_modules(root);
    let paths: BTreeSet<ModPath> = modules.keys().cloned().collect();
    modules
        .iter()
        .map(|(from, code)| {
            let mut resolver = Resolver {
                from,
                modules: &paths,
                aliases: BTreeMap::new(),
            };
            let mut uses = BTreeSet::new();
            for path in paths_in(&code.imports) {
                match resolver.module_of(&path) {
                    // `use crate::lint;` names a module for later paths.
                    Some((module, true)) => {
                        let name = module.last().unwrap().clone();
                        resolver.aliases.insert(name, module);
                    }
                    Some((module, false)) => {
                        uses.insert(module);
                    }
                    None => {}
                }
            }
            for path in paths_in(&code.rest) {
                if let Some((module, _)) = resolver.module_of(&path) {
                    uses.insert(module);
                }
            }
            uses.remove(from);
            (from.clone(), uses)
        })
        .collect()
}

/// The shortest chain of uses from `from` to `to`, if there is one.
fn chain(
    graph: &BTreeMap<ModPath, BTreeSet<ModPath>>,
    from: &ModPath,
    to: &ModPath,
) -> Option<Vec<ModPath>> {
    let mut came_from: BTreeMap<&ModPath, &ModPath> = BTreeMap::new();
    let mut queue = VecDeque::from([from]);
    while let Some(at) = queue.pop_front() {
        for next in graph.get(at).into_iter().flatten() {
            if came_from.contains_key(next) || next == from {
                continue;
            }
            came_from.insert(next, at);
            if next == to {
                let mut chain = vec![to.clone()];
                let mut step = to;
                while let Some(&before) = came_from.get(step) {
                    chain.push(before.clone());
                    step = before;
                }
                chain.reverse();
                return Some(chain);
            }
            queue.push_back(next);
        }
    }
    None
}

fn shown(path: &ModPath) -> String {
    path.join("::")
}

#[test]
fn no_chain_of_imports_leaves_a_module_and_comes_back() {
    let graph = module_graph(Path::new(env!("CARGO_MANIFEST_DIR")));
    assert!(graph.len() > 40, "the library's modules were not found");
    for from in graph.keys() {
        for to in graph.keys().filter(|to| to[0] != from[0]) {
            if let (Some(there), Some(back)) = (chain(&graph, from, to), chain(&graph, to, from)) {
                let cycle: Vec<String> = there.iter().chain(&back[1..]).map(shown).collect();
                panic!("an import cycle: {}", cycle.join(" -> "));
            }
        }
    }
}

/// The top-level modules each top-level module names.
fn top_level_uses(graph: &BTreeMap<ModPath, BTreeSet<ModPath>>) -> BTreeMap<&str, BTreeSet<&str>> {
    let mut uses: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    for (from, to) in graph {
        let entry = uses.entry(from[0].as_str()).or_default();
        entry.extend(to.iter().map(|t| t[0].as_str()).filter(|t| *t != from[0]));
    }
    uses
}

#[test]
fn the_layers_are_the_ones_the_code_map_states() {
    let graph = module_graph(Path::new(env!("CARGO_MANIFEST_DIR")));
    let uses = top_level_uses(&graph);
    // Bottom up.
    assert!(!uses["syntax"].contains("model") && !uses["model"].contains("engine"));
    assert!(!uses["engine"].contains("ide") && !uses["show"].contains("ide"));
    // Each code lives in `codes`, below everything that reports it (on
    // `diagnostic`, `syntax` and the file's types, `format`):
    // lowering names its codes there and never `lint`, whose checks judge
    // what lowering made. Below `lint`, only sample play runs its play
    // checks (`sample::findings`); the static checks run in `lint::check`.
    let leaves = ["diagnostic", "syntax", "format"];
    let above: Vec<_> = uses["codes"]
        .iter()
        .filter(|m| !leaves.contains(m))
        .collect();
    assert!(
        above.is_empty(),
        "codes names {above:?}: it stands on {leaves:?} only"
    );
    let lint = vec!["lint".to_string()];
    for (from, to) in &graph {
        let below = ["syntax", "format", "model", "engine", "codes"].contains(&from[0].as_str());
        assert!(
            !below || to.iter().all(|t| t[0] != "lint"),
            "{} names lint; lowering names its codes in `codes`",
            shown(from)
        );
        assert!(
            from[0] != "sample" || !to.contains(&lint) || shown(from) == "sample::findings",
            "{} names lint's registry; in sample only sample::findings runs its checks",
            shown(from)
        );
        if from[0] == "lint" {
            for above in ["show", "ide", "lsp", "report"] {
                assert!(
                    to.iter().all(|t| t[0] != above),
                    "{} names {above}",
                    shown(from)
                );
            }
        }
    }
}

#[test]
fn one_name_for_one_thing() {
    // Every public type of the crate has a name no other one has: the
    // file's table is `SowingTable`, the ply's result `Sowing`.
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut seen: BTreeMap<String, String> = BTreeMap::new();
    let mut twice = Vec::new();
    for file in rust_files(&root.join("src")) {
        let text = std::fs::read_to_string(&file).unwrap();
        let shown = file.strip_prefix(root).unwrap().display().to_string();
        for line in text.lines() {
            let mut words = line.split_whitespace();
            if words.next() != Some("pub") {
                continue;
            }
            let (Some(kind), Some(name)) = (words.next(), words.next()) else {
                continue;
            };
            if !matches!(kind, "struct" | "enum" | "trait" | "type") {
                continue;
            }
            let name: String = name
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if let Some(first) = seen.insert(name.clone(), shown.clone()) {
                twice.push(format!("{name}: {first} and {shown}"));
            }
        }
    }
    assert!(twice.is_empty(), "types named twice:\n{}", twice.join("\n"));
}

#[test]
fn only_the_syntax_module_names_the_toml_crate() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files: Vec<PathBuf> = rust_files(&root.join("src"))
        .into_iter()
        .filter(|f| !f.ends_with("src/syntax.rs"))
        .collect();
    let found: Vec<String> = code_lines(root, &files)
        .into_iter()
        .filter(|(_, _, line)| words(line).any(|w| w == "toml") && line.contains("toml::"))
        .map(|(file, n, _)| format!("{file}:{n}"))
        .collect();
    assert!(
        found.is_empty(),
        "only src/syntax.rs names the TOML parser's crate; it is named at:\n{}",
        found.join("\n")
    );
}

#[test]
fn only_the_formatter_names_the_toml_editing_crate() {
    // `sow fmt` lays files out on a `toml_edit` document, which keeps the
    // comments and spacing that the parser of `syntax` drops; it only
    // formats, so nothing else is to read files through it.
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files: Vec<PathBuf> = rust_files(&root.join("src"))
        .into_iter()
        .filter(|f| !f.starts_with(root.join("src/fmt")))
        .collect();
    let found: Vec<String> = code_lines(root, &files)
        .into_iter()
        .filter(|(_, _, line)| words(line).any(|w| w == "toml_edit"))
        .map(|(file, n, _)| format!("{file}:{n}"))
        .collect();
    assert!(
        found.is_empty(),
        "only src/fmt/ names the toml_edit crate; it is named at:\n{}",
        found.join("\n")
    );
}
