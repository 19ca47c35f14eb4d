//! `sow check`: lint files and folders.

use std::io::IsTerminal;
use std::path::PathBuf;

use rayon::prelude::*;

use super::files::{self, Found};
use super::{CheckFormat, EXIT_CLEAN, EXIT_FINDINGS, EXIT_USAGE, read_text};
use sow::diagnostic::Severity;
use sow::report::{self, Checked, Report};
use sow::sample::Budget;

/// Reads and checks one file, and plays it with the `play` budget.
fn check_file(file: &Found, play: Option<&Budget>) -> Result<Checked, String> {
    let text = read_text(&file.path)?;
    let diagnostics = sow::sample::check_and_play(&text, play).diagnostics;
    Ok(Checked {
        file: file.name.clone(),
        text,
        diagnostics,
    })
}

pub fn run(
    paths: &[PathBuf],
    format: CheckFormat,
    deny_warnings: bool,
    play: Option<&Budget>,
) -> u8 {
    let mut io_errors = Vec::new();
    // Files are checked in parallel and reported sorted by path, each once.
    let files = files::collect(paths, &mut io_errors);
    // Several files are played in parallel, each on one thread: a pool per
    // file inside this one would overflow the stack (see `simulate`).
    let one_thread = play.map(|b| Budget {
        jobs: if files.len() > 1 { 1 } else { b.jobs },
        ..b.clone()
    });
    let play = one_thread.as_ref();
    let mut report = Report::default();
    for result in files
        .par_iter()
        .map(|f| check_file(f, play))
        .collect::<Vec<_>>()
    {
        match result {
            Ok(checked) => report.files.push(checked),
            Err(e) => io_errors.push(e),
        }
    }
    for e in &io_errors {
        eprintln!("error: {e}");
    }
    report.unreadable = io_errors;
    let base = std::env::current_dir().unwrap_or_default();
    print!(
        "{}",
        match format {
            CheckFormat::Human => report::human::render(&report, std::io::stdout().is_terminal()),
            CheckFormat::Json => report::json::render(&report),
            CheckFormat::Sarif => report::sarif::render(&report, &base),
            CheckFormat::Github => report::github::render(&report, &base),
        }
    );
    let (errors, warnings) = (
        report.count(Severity::Error),
        report.count(Severity::Warning),
    );
    if !report.unreadable.is_empty() {
        EXIT_USAGE
    } else if errors > 0 || (deny_warnings && warnings > 0) {
        EXIT_FINDINGS
    } else {
        EXIT_CLEAN
    }
}
