//! `sow fmt`: rewrites variant files in the canonical layout, or with
//! `--check` says which ones are not in it, or with `--diff` shows how
//! they would change.

use std::io::Write;
use std::path::PathBuf;

use super::files::{self, Found, Source};
use super::{EXIT_CLEAN, EXIT_FINDINGS, EXIT_USAGE, read_limited, read_text};

/// What `sow fmt` does with a file not in the layout.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Rewrite it.
    Write,
    /// Name it.
    Check,
    /// Print how it would change.
    Diff,
}

impl Mode {
    /// The mode the flags ask for (`--diff` says more than `--check`).
    pub fn of(check: bool, diff: bool) -> Mode {
        match (check, diff) {
            (_, true) => Mode::Diff,
            (true, false) => Mode::Check,
            (false, false) => Mode::Write,
        }
    }
}

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
pub fn run(paths: &[PathBuf], mode: Mode) -> u8 {
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
        format_one(file, mode, &mut outcome);
    }
    match outcome {
        Outcome { unusable: true, .. } => EXIT_USAGE,
        Outcome { findings: true, .. } => EXIT_FINDINGS,
        _ => EXIT_CLEAN,
    }
}

/// Formats one file, saying on standard error what went wrong.
fn format_one(file: &Found, mode: Mode, outcome: &mut Outcome) {
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
    match (&file.source, mode) {
        (_, Mode::Check | Mode::Diff) => {
            if changed {
                match mode {
                    Mode::Diff => print!("{}", diff(&file.name, &text, &formatted)),
                    _ => println!("would reformat {}", file.name),
                }
                outcome.findings = true;
            }
        }
        (Source::Stdin, Mode::Write) => {
            let mut out = std::io::stdout().lock();
            if let Err(e) = out.write_all(formatted.as_bytes()) {
                eprintln!("error: standard output: {e}");
                outcome.unusable = true;
            }
        }
        (Source::File(path), Mode::Write) => {
            if changed && let Err(e) = std::fs::write(path, formatted) {
                eprintln!("error: {}: {e}", path.display());
                outcome.unusable = true;
            }
        }
    }
}

/// How `old`, the file `name`, changes into `new`, as a unified diff of one
/// hunk: the lines from the first that changes to the last.
fn diff(name: &str, old: &str, new: &str) -> String {
    let Some((range, with)) = sow::fmt::edit(old, new) else {
        return String::new();
    };
    let removed = &old[range.clone()];
    let first_line = old[..range.start].matches('\n').count() + 1;
    let (old_count, new_count) = (removed.lines().count(), with.lines().count());
    // A hunk of no lines is numbered by the line before it.
    let start = |count: usize| {
        if count == 0 {
            first_line - 1
        } else {
            first_line
        }
    };
    let mut out = format!(
        "--- {name}\n+++ {name}\n@@ -{},{old_count} +{},{new_count} @@\n",
        start(old_count),
        start(new_count)
    );
    for line in removed.lines() {
        out.push_str(&format!("-{line}\n"));
    }
    for line in with.lines() {
        out.push_str(&format!("+{line}\n"));
    }
    out
}
