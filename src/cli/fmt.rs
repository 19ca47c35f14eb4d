//! `sow fmt`: rewrites variant files in the canonical layout, or with
//! `--check` says which ones are not in it.

use std::io::Write;
use std::path::PathBuf;

use super::files::{self, Found, Source};
use super::{EXIT_CLEAN, EXIT_FINDINGS, EXIT_USAGE, read_limited, read_text};

/// What became of the files, for the exit code.
#[derive(Default)]
struct Outcome {
    /// A file is not in the layout (`--check`) or could not be parsed.
    findings: bool,
    /// A path gave nothing, or a file could not be read or written.
    unusable: bool,
}

/// Formats every file the paths name (as `sow check` finds them); `-`
/// reads standard input and writes the formatted text to standard output.
pub fn run(paths: &[PathBuf], check: bool) -> u8 {
    let mut errors = Vec::new();
    let found = files::collect(paths, "<stdin>", &mut errors);
    let mut outcome = Outcome {
        unusable: !errors.is_empty(),
        ..Outcome::default()
    };
    for error in errors {
        eprintln!("error: {error}");
    }
    for file in &found {
        format_one(file, check, &mut outcome);
    }
    match outcome {
        Outcome { unusable: true, .. } => EXIT_USAGE,
        Outcome { findings: true, .. } => EXIT_FINDINGS,
        _ => EXIT_CLEAN,
    }
}

/// Formats one file, saying on standard error what went wrong.
fn format_one(file: &Found, check: bool, outcome: &mut Outcome) {
    let read = match &file.source {
        Source::File(path) => read_text(path),
        Source::Stdin => read_limited(std::io::stdin().lock(), &file.name),
    };
    let text = match read {
        Ok(text) => text,
        Err(e) => {
            eprintln!("error: {e}");
            outcome.unusable = true;
            return;
        }
    };
    let formatted = match sow::fmt::format(&text) {
        Ok(formatted) => formatted,
        Err(refused) => {
            let at = sow::text::LineIndex::new(&text).line_col(&text, refused.span.start);
            eprintln!(
                "error: {}:{}:{}: {}; left as it is",
                file.name,
                at.line + 1,
                at.column + 1,
                refused.message
            );
            outcome.findings = true;
            return;
        }
    };
    let changed = formatted != text;
    match (&file.source, check) {
        (_, true) => {
            if changed {
                println!("would reformat {}", file.name);
                outcome.findings = true;
            }
        }
        (Source::Stdin, false) => {
            let mut out = std::io::stdout().lock();
            if let Err(e) = out.write_all(formatted.as_bytes()) {
                eprintln!("error: standard output: {e}");
                outcome.unusable = true;
            }
        }
        (Source::File(path), false) => {
            if changed && let Err(e) = std::fs::write(path, formatted) {
                eprintln!("error: {}: {e}", path.display());
                outcome.unusable = true;
            }
        }
    }
}
