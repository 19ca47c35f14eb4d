//! `sow check`: lint files and folders.

use std::io::IsTerminal;
use std::path::PathBuf;

use rayon::prelude::*;

use super::files::{self, Found, STDIN, Source};
use super::progress::Progress;
use super::{
    CheckFormat, ColorWhen, EXIT_CLEAN, EXIT_FINDINGS, EXIT_USAGE, read_limited, read_text,
};
use sow::diagnostic::Severity;
use sow::report::{self, CheckedFile, CutShort, Report};
use sow::sample::Budget;

/// Reads and checks one file, and plays it with the `play` budget.
fn check_file(file: &Found, play: Option<&Budget>) -> Result<CheckedFile, String> {
    let text = match &file.source {
        Source::File(path) => read_text(path)?,
        Source::Stdin => read_limited(std::io::stdin().lock(), &file.name)?,
    };
    let (checked, run) = sow::sample::check_and_play_run(&text, play);
    // Every game asked for is played unless time runs out (check cancels
    // nothing).
    let cut_short = match (play, run) {
        (Some(budget), Some(run)) if run.games < budget.games => Some(CutShort {
            played: run.games,
            asked: budget.games,
            seconds: budget.time_limit.map_or(0, |t| t.as_secs()),
        }),
        _ => None,
    };
    Ok(CheckedFile {
        file: file.name.clone(),
        text,
        diagnostics: checked.diagnostics,
        cut_short,
    })
}

/// The flags of `sow check`, sample play aside.
pub struct CheckOptions {
    pub format: CheckFormat,
    pub deny_warnings: bool,
    pub color: ColorWhen,
    /// The name standard input gets in messages, if given.
    pub stdin_filename: Option<String>,
}

pub fn run(paths: &[PathBuf], options: &CheckOptions, play: Option<&Budget>) -> u8 {
    if options.stdin_filename.is_some() && !paths.iter().any(|p| p.as_os_str() == STDIN) {
        eprintln!("error: --stdin-filename names standard input: give `{STDIN}` among the paths");
        return EXIT_USAGE;
    }
    let stdin_name = options.stdin_filename.as_deref().unwrap_or("<stdin>");
    let mut io_errors = Vec::new();
    // Files are checked in parallel and reported sorted by path, each once.
    let files = files::collect(paths, stdin_name, &mut io_errors);
    // Several files are played in parallel, each on one thread: a pool per
    // file inside this one would overflow the stack (see `simulate`).
    let one_thread = play.map(|b| Budget {
        jobs: if files.len() > 1 { 1 } else { b.jobs },
        ..b.clone()
    });
    let play = one_thread.as_ref();
    let progress = Progress::start(
        files.len() as u64,
        "{spinner} checked {pos}/{len} files [{elapsed}]",
    );
    let results: Vec<_> = files
        .par_iter()
        .map(|f| {
            let checked = check_file(f, play);
            progress.advance(1);
            checked
        })
        .collect();
    drop(progress);
    let mut report = Report::default();
    for result in results {
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
        match options.format {
            CheckFormat::Human => {
                let color = options.color.colors(std::io::stdout().is_terminal());
                report::human::render(&report, color)
            }
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
    } else if errors > 0 || (options.deny_warnings && warnings > 0) {
        EXIT_FINDINGS
    } else {
        EXIT_CLEAN
    }
}
