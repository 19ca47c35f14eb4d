//! `sow check`: lint files and folders.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use super::{EXIT_CLEAN, EXIT_FINDINGS, EXIT_USAGE, Format, read_text};
use sow::diagnostic::{self, Severity};
use sow::sample::Budget;

/// Every file to check: files as given, folders searched for `*.sow.toml`.
fn collect(paths: &[PathBuf], errors: &mut Vec<String>) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for path in paths {
        if path.is_dir() {
            for entry in walkdir::WalkDir::new(path).sort_by_file_name() {
                match entry {
                    Ok(e)
                        if e.file_type().is_file()
                            && e.file_name().to_string_lossy().ends_with(".sow.toml") =>
                    {
                        files.push(e.into_path())
                    }
                    Ok(_) => {}
                    Err(e) => errors.push(format!("{}: {e}", path.display())),
                }
            }
        } else if path.exists() {
            files.push(path.clone());
        } else {
            errors.push(format!("{}: no such file or folder", path.display()));
        }
    }
    files
}

pub fn run(paths: &[PathBuf], format: Format, deny_warnings: bool, play: Option<&Budget>) -> u8 {
    let mut io_errors = Vec::new();
    let files = collect(paths, &mut io_errors);
    let color = std::io::stdout().is_terminal();
    let mut json = Vec::new();
    let (mut errors, mut warnings, mut checked) = (0usize, 0usize, 0usize);
    for file in &files {
        let text = match read_text(file) {
            Ok(t) => t,
            Err(e) => {
                io_errors.push(e);
                continue;
            }
        };
        checked += 1;
        let result = sow::sample::check_and_play(&text, play);
        let name = display(file);
        errors += result
            .diagnostics
            .iter()
            .filter(|d| d.severity == Severity::Error)
            .count();
        warnings += result
            .diagnostics
            .iter()
            .filter(|d| d.severity == Severity::Warning)
            .count();
        match format {
            Format::Human => print!(
                "{}",
                diagnostic::render_human(&name, &text, &result.diagnostics, color)
            ),
            Format::Json => {
                for d in diagnostic::to_json(&name, &text, &result.diagnostics) {
                    json.push(serde_json::to_value(d).unwrap_or_default());
                }
            }
        }
    }
    for e in &io_errors {
        eprintln!("error: {e}");
    }
    match format {
        Format::Human => println!(
            "checked {checked} file{}: {errors} error{}, {warnings} warning{}",
            if checked == 1 { "" } else { "s" },
            if errors == 1 { "" } else { "s" },
            if warnings == 1 { "" } else { "s" }
        ),
        Format::Json => {
            let doc = serde_json::json!({
                "files": checked,
                "errors": errors,
                "warnings": warnings,
                "unreadable": io_errors,
                "diagnostics": json,
            });
            println!("{}", serde_json::to_string_pretty(&doc).unwrap_or_default());
        }
    }
    if !io_errors.is_empty() {
        EXIT_USAGE
    } else if errors > 0 || (deny_warnings && warnings > 0) {
        EXIT_FINDINGS
    } else {
        EXIT_CLEAN
    }
}

fn display(path: &Path) -> String {
    path.to_string_lossy().into_owned()
}
