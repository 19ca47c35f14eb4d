//! Reports of a check over many files, in each output format `sow check`
//! offers: [`human`] (rustc-style), [`json`] (one document), [`sarif`]
//! (SARIF 2.1.0, for code-scanning tools) and [`github`] (GitHub Actions
//! workflow commands).
//!
//! A [`Report`] holds what was found, file by file, in a stable order; each
//! format module renders it to the text printed on standard output.

pub mod github;
pub mod human;
pub mod json;
pub mod sarif;

use std::path::{Component, Path};

use crate::diagnostic::{Diagnostic, Severity};
use crate::sample::Balance;

/// One checked file.
#[derive(Debug, Clone)]
pub struct CheckedFile {
    /// The file's name as given on the command line (or found in a folder).
    pub file: String,
    /// Its text.
    pub text: String,
    /// What was found in it.
    pub diagnostics: Vec<Diagnostic>,
    /// Whether its sample play stopped before every game asked for.
    pub cut_short: Option<CutShort>,
    /// The figures of its balance study on each board played (the
    /// default size first), when one was asked for; empty otherwise.
    pub balance: Vec<Balance>,
}

/// Sample play that stopped before every game asked for was played: its
/// time budget ran out (which depends on the machine and its load), or its
/// plies reached the bound a board has (which depends on the file and the
/// seed alone). A note about the run rather than a diagnostic of the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CutShort {
    /// Games asked for, on each board.
    pub asked: u64,
    /// The time budget, in seconds (each board's).
    pub seconds: u64,
    /// The bound on the plies of each board's run.
    pub plies: u64,
    /// Each board cut short, in the order played.
    pub boards: Vec<CutBoard>,
}

/// One board's run of sample play cut short.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CutBoard {
    /// Its size (`2x8`), where the file gives several; `None` otherwise.
    pub size: Option<String>,
    /// Games played to their end (or to the ply cap).
    pub played: u64,
    /// What stopped the run.
    pub by: Cut,
}

/// What stopped a run of sample play before its last game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cut {
    /// The time budget (`--play-seconds`).
    Time,
    /// The plies a board may play (`--play-plies`).
    Plies,
}

impl Cut {
    /// Its name in JSON.
    pub fn name(self) -> &'static str {
        match self {
            Cut::Time => "time",
            Cut::Plies => "plies",
        }
    }
}

impl CutShort {
    /// The games played on the first board cut short.
    pub fn played(&self) -> u64 {
        self.boards.first().map_or(0, |b| b.played)
    }

    /// What happened, in words: each cause with the boards it stopped.
    pub fn message(&self) -> String {
        let boards = |by: Cut| -> Option<String> {
            let each: Vec<String> = (self.boards.iter().filter(|b| b.by == by))
                .map(|b| {
                    let on = b
                        .size
                        .as_ref()
                        .map_or(String::new(), |s| format!(" on {s}"));
                    format!("{} of {} games played{on}", b.played, self.asked)
                })
                .collect();
            (!each.is_empty()).then(|| each.join(", "))
        };
        let mut parts = Vec::new();
        if let Some(played) = boards(Cut::Plies) {
            parts.push(format!(
                "sample play stopped at {} plies a board (--play-plies): {played}",
                thousands(self.plies)
            ));
        }
        if let Some(played) = boards(Cut::Time) {
            parts.push(format!(
                "sample play stopped after {} s (--play-seconds): {played}",
                self.seconds
            ));
        }
        format!("{}; the play diagnostics come from those", parts.join("; "))
    }
}

/// `n` with its thousands set apart by commas: `5,000,000`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// What a check over many files found.
#[derive(Debug, Clone, Default)]
pub struct Report {
    /// The files that could be read, in the order they are reported.
    pub files: Vec<CheckedFile>,
    /// Why each path given gave nothing to check: a file that could not be
    /// read, a missing path, a folder without variant files.
    pub unreadable: Vec<String>,
}

impl Report {
    /// How many diagnostics of `severity` there are in all files.
    pub fn count(&self, severity: Severity) -> usize {
        self.files
            .iter()
            .flat_map(|f| &f.diagnostics)
            .filter(|d| d.severity == severity)
            .count()
    }

    /// The balance studies of every file, one for each board played, with
    /// the file's name.
    pub fn balances(&self) -> impl Iterator<Item = (&str, &Balance)> {
        self.files
            .iter()
            .flat_map(|f| f.balance.iter().map(|b| (f.file.as_str(), b)))
    }

    /// The files whose sample play ran out of time, with how far it got.
    pub fn cut_short(&self) -> impl Iterator<Item = (&str, &CutShort)> {
        self.files
            .iter()
            .filter_map(|f| f.cut_short.as_ref().map(|c| (f.file.as_str(), c)))
    }

    /// One line: files checked, errors and warnings, e.g.
    /// `checked 3 files: 1 error, 0 warnings`.
    pub fn summary(&self) -> String {
        format!(
            "checked {}: {}, {}",
            plural(self.files.len(), "file"),
            plural(self.count(Severity::Error), "error"),
            plural(self.count(Severity::Warning), "warning")
        )
    }
}

fn plural(n: usize, word: &str) -> String {
    format!("{n} {word}{}", if n == 1 { "" } else { "s" })
}

/// The message of a diagnostic with its notes that have no place in the file
/// and its help, one per line, for formats that carry a single text.
pub fn full_message(d: &Diagnostic) -> String {
    let mut text = d.message.clone();
    for r in d.related.iter().filter(|r| r.span.is_none()) {
        text.push_str("\nnote: ");
        text.push_str(&r.message);
    }
    if let Some(help) = &d.help {
        text.push_str("\nhelp: ");
        text.push_str(help);
    }
    text
}

/// `file` relative to the folder `base`, with `/` between components and
/// no `./`: a relative path is kept as it is (tidied), an absolute one is made
/// relative when it lies inside `base`. `None` for an absolute path outside
/// `base`.
pub fn relative_path(file: &str, base: &Path) -> Option<String> {
    let path = Path::new(file);
    let relative = if path.is_absolute() {
        path.strip_prefix(base).ok()?
    } else {
        path
    };
    let parts: Vec<String> = relative
        .components()
        .filter(|c| !matches!(c, Component::CurDir))
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    Some(parts.join("/"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_made_relative_with_forward_slashes() {
        let base = Path::new("/repo");
        assert_eq!(
            relative_path("./examples/a.sow.toml", base).as_deref(),
            Some("examples/a.sow.toml")
        );
        assert_eq!(
            relative_path("/repo/x/b.sow.toml", base).as_deref(),
            Some("x/b.sow.toml")
        );
        assert_eq!(
            relative_path("../up.sow.toml", base).as_deref(),
            Some("../up.sow.toml")
        );
        assert_eq!(relative_path("/elsewhere/c.sow.toml", base), None);
    }
}
