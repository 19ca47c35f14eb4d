//! The project configuration: a file `sow.toml` in the checked file's
//! folder or any folder above it (the nearest wins), as `.taplo.toml` and
//! `tombi.toml` are for their tools. It says which codes `sow check` and
//! the server report, at what severity, and the sample play budget:
//!
//! ```toml
//! [check]
//! ignore = ["P006"]          # codes, or their leading letters ("P")
//! severity = { P003 = "error" }
//! games = 500
//! ```
//!
//! Errors are always reported, at their severity: a file with one does not
//! describe the game it says, so no configuration can hide one.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use schemars::JsonSchema;
use serde::Deserialize;

use crate::diagnostic::{Code, Diagnostic, Severity};
use crate::players::PlayerKind;

/// The configuration file's name.
pub const CONFIG_FILE: &str = "sow.toml";

/// A project's `sow.toml`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "sow project configuration")]
pub struct ProjectConfig {
    /// What `sow check` and the language server report, and how they play.
    #[serde(default)]
    pub check: CheckConfig,
}

/// The `[check]` table.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CheckConfig {
    /// The codes to report: ids such as `"P003"`, names such as
    /// `"rule-never-fired"`, or leading parts of ids such as `"P"` (every
    /// play diagnostic). When absent, every code. Errors are reported
    /// whatever it says.
    pub select: Option<Vec<String>>,
    /// Codes not to report, in the same forms as `select`; they win over
    /// it. Errors cannot be ignored.
    #[serde(default)]
    pub ignore: Vec<String>,
    /// A severity for a code other than its own, by id or name:
    /// `{ P003 = "error" }`. An error keeps its severity.
    #[serde(default)]
    pub severity: BTreeMap<String, Level>,
    /// Fail on warnings too, as `--deny-warnings` (default false).
    pub deny_warnings: Option<bool>,
    /// Sample games per file, as `--games` (default 300).
    pub games: Option<u64>,
    /// Seconds of sample play per file at most, as `--play-seconds`
    /// (default 20).
    pub play_seconds: Option<u64>,
    /// Plies of sample play a board at most before no more games start,
    /// as `--play-plies` (whose default is the same).
    pub play_plies: Option<u64>,
    /// The sample games' random seed, as `--seed` (default 1).
    pub seed: Option<u64>,
    /// A balance study with every check, as `--balance`: `true` for the
    /// default player (`mcts:200`), or a player of `sow simulate
    /// --south`, such as `"alphabeta:4"`; P009 reports what it finds.
    pub balance: Option<BalanceSetting>,
    /// Games of the balance study, as `--balance-games` (default 100).
    pub balance_games: Option<u64>,
    /// Seconds a board's balance study may take before it starts no more
    /// games, as `--balance-seconds` (whose default is the same).
    pub balance_seconds: Option<u64>,
}

impl CheckConfig {
    /// The balance study this configuration asks for when one is run (by
    /// the server's command, say): its `balance` player (the default
    /// player when it is absent or only `true`), `balance_games`,
    /// `balance_seconds` and
    /// `seed`. Whether `sow check` runs one at all is the CLI's to decide.
    pub fn study(&self) -> Result<crate::players::Study, String> {
        let player = match &self.balance {
            Some(balance) => balance.player().map_err(|e| format!("`balance`: {e}"))?,
            None => None,
        };
        let seconds = (self.balance_seconds).unwrap_or(crate::players::DEFAULT_SECONDS);
        Ok(crate::players::Study {
            seed: self.seed.unwrap_or(1),
            time_limit: Some(std::time::Duration::from_secs(seconds.max(1))),
            ..crate::players::Study::self_play(
                player.unwrap_or(crate::players::DEFAULT_PLAYER),
                self.balance_games.unwrap_or(crate::players::DEFAULT_GAMES),
            )
        })
    }
}

/// `balance` in `[check]`: on or off, or on with a player.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum BalanceSetting {
    /// On with the default player, or off.
    On(bool),
    /// On with this player: `mcts:N` or `alphabeta:D`, say.
    Player(String),
}

impl BalanceSetting {
    /// The player of the study, or `None` when it is off; an error for a
    /// name that is no player, or a person.
    pub fn player(&self) -> Result<Option<PlayerKind>, String> {
        match self {
            BalanceSetting::On(false) => Ok(None),
            BalanceSetting::On(true) => Ok(Some(crate::players::DEFAULT_PLAYER)),
            BalanceSetting::Player(name) => match name.parse()? {
                PlayerKind::Human => Err("a balance study plays no human".to_string()),
                player => Ok(Some(player)),
            },
        }
    }
}

/// A severity a configuration may give a code.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Fails a check.
    Error,
    /// Fails a check under `--deny-warnings`.
    Warning,
    /// Never fails a check.
    Info,
}

impl Level {
    fn severity(self) -> Severity {
        match self {
            Level::Error => Severity::Error,
            Level::Warning => Severity::Warning,
            Level::Info => Severity::Info,
        }
    }
}

/// A configuration file that cannot be used, with where in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfigError {
    /// The file.
    pub path: PathBuf,
    /// Its line and column (from 1), when the error has a place.
    pub at: Option<(usize, usize)>,
    /// What is wrong, and what to do.
    pub message: String,
}

impl std::fmt::Display for ConfigError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.at {
            Some((line, column)) => {
                write!(
                    f,
                    "{}:{line}:{column}: {}",
                    self.path.display(),
                    self.message
                )
            }
            None => write!(f, "{}: {}", self.path.display(), self.message),
        }
    }
}

/// The nearest `sow.toml` in `dir` or a folder above it.
pub fn find(dir: &Path) -> Option<PathBuf> {
    dir.ancestors()
        .map(|d| d.join(CONFIG_FILE))
        .find(|p| p.is_file())
}

/// A configuration read and resolved.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Project {
    /// The file as written.
    pub config: ProjectConfig,
    /// Its codes, resolved.
    pub selection: Selection,
}

/// Reads the configuration at `path`, its codes checked against the
/// registry.
pub fn load(path: &Path) -> Result<Project, ConfigError> {
    let text = std::fs::read_to_string(path).map_err(|e| ConfigError {
        path: path.to_path_buf(),
        at: None,
        message: format!("cannot read it: {e}"),
    })?;
    parse(path, &text)
}

/// The configuration `text`, which is (or is to be) the file at `path`:
/// what an editor holds of it, saved or not.
pub fn parse(path: &Path, text: &str) -> Result<Project, ConfigError> {
    let error = |at: Option<(usize, usize)>, message: String| ConfigError {
        path: path.to_path_buf(),
        at,
        message,
    };
    let config: ProjectConfig = crate::syntax::from_str(text).map_err(|(message, span)| {
        let at = span.map(|s| line_column(text, s.start));
        error(at, message)
    })?;
    let place = |needle: &str| text.find(needle).map(|i| line_column(text, i));
    let selection = Selection::new(&config.check).map_err(|(word, message)| {
        error(
            place(&format!("\"{word}\"")).or_else(|| place(&word)),
            message,
        )
    })?;
    if let Some(balance) = &config.check.balance {
        balance.player().map_err(|message| {
            error(key_place(text, "balance"), format!("`balance`: {message}"))
        })?;
    }
    Ok(Project { config, selection })
}

/// The line and column (from 1) of the line that sets `key` (`key =`),
/// not of a longer key that starts with it.
fn key_place(text: &str, key: &str) -> Option<(usize, usize)> {
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let rest = line.trim_start().strip_prefix(key);
        if rest.is_some_and(|r| r.trim_start().starts_with('=')) {
            return Some(line_column(text, at + line.len() - line.trim_start().len()));
        }
        at += line.len();
    }
    None
}

/// The line and column (from 1) of byte `at` of `text`.
fn line_column(text: &str, at: usize) -> (usize, usize) {
    let before = &text[..at.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let column = before.len() - before.rfind('\n').map_or(0, |i| i + 1) + 1;
    (line, column)
}

/// Which codes are reported, and at what severity: a configuration's
/// `select`, `ignore` and `severity` resolved to codes.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Selection {
    /// The codes reported; `None` for every code.
    selected: Option<Vec<&'static str>>,
    /// The codes not reported.
    ignored: Vec<&'static str>,
    /// Codes with another severity than their own.
    severity: Vec<(&'static str, Severity)>,
}

impl Selection {
    /// Resolves `check`'s codes; on a word that names no code (or an
    /// error where errors are not allowed), that word and what is wrong.
    pub fn new(check: &CheckConfig) -> Result<Selection, (String, String)> {
        let mut selection = Selection::default();
        if let Some(select) = &check.select {
            selection.selected = Some(codes_of(select, true)?);
        }
        selection.ignore(&check.ignore)?;
        for (word, level) in &check.severity {
            let code = crate::codes::find(word).ok_or_else(|| {
                (
                    word.clone(),
                    format!("no diagnostic code is named `{word}` (see `sow explain`)"),
                )
            })?;
            if code.severity == Severity::Error {
                return Err((
                    word.clone(),
                    format!("{} is an error, and an error keeps its severity", code.id),
                ));
            }
            selection.severity.push((code.id, level.severity()));
        }
        Ok(selection)
    }

    /// Reports only the codes `words` name (as `--select`), instead of what
    /// the configuration selected.
    pub fn select(&mut self, words: &[String]) -> Result<(), (String, String)> {
        self.selected = Some(codes_of(words, true)?);
        Ok(())
    }

    /// Reports none of the codes `words` name (as `--ignore`), besides
    /// those ignored already.
    pub fn ignore(&mut self, words: &[String]) -> Result<(), (String, String)> {
        let more = codes_of(words, false)?;
        self.ignored.extend(more);
        Ok(())
    }

    /// Whether a diagnostic of `code` is reported.
    fn reports(&self, code: &Code) -> bool {
        code.severity == Severity::Error
            || (self.selected.as_ref().is_none_or(|s| s.contains(&code.id))
                && !self.ignored.contains(&code.id))
    }

    /// Drops the diagnostics not reported, and gives the rest the severity
    /// configured for their code.
    pub fn apply(&self, diagnostics: &mut Vec<Diagnostic>) {
        diagnostics.retain(|d| self.reports(d.code));
        for d in diagnostics.iter_mut() {
            if let Some((_, severity)) = self.severity.iter().find(|(id, _)| *id == d.code.id)
                && d.severity != Severity::Error
            {
                d.severity = *severity;
            }
        }
    }
}

/// The ids of the codes `words` name: an id, a name, or a leading part of
/// ids (`P`, `P00`). Errors may be among them only where `errors` is true
/// (a selection: errors are reported anyway).
fn codes_of(words: &[String], errors: bool) -> Result<Vec<&'static str>, (String, String)> {
    let mut ids = Vec::new();
    for word in words {
        let matched: Vec<&'static Code> = match crate::codes::find(word) {
            Some(code) => vec![code],
            None => crate::codes::ALL
                .iter()
                .copied()
                .filter(|c| {
                    !word.is_empty()
                        && c.id.len() >= word.len()
                        && c.id[..word.len()].eq_ignore_ascii_case(word)
                })
                .collect(),
        };
        if matched.is_empty() {
            return Err((
                word.clone(),
                format!("no diagnostic code is named or starts with `{word}` (see `sow explain`)"),
            ));
        }
        if !errors
            && let [code] = matched.as_slice()
            && code.severity == Severity::Error
        {
            return Err((
                word.clone(),
                format!("{} is an error, and errors cannot be ignored", code.id),
            ));
        }
        ids.extend(
            matched
                .iter()
                .filter(|c| errors || c.severity != Severity::Error)
                .map(|c| c.id),
        );
    }
    Ok(ids)
}

/// The JSON Schema of `sow.toml`, as pretty JSON.
pub fn schema_json() -> String {
    let schema = schemars::schema_for!(ProjectConfig);
    let mut text = serde_json::to_string_pretty(&schema).unwrap_or_default();
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(select: Option<&[&str]>, ignore: &[&str]) -> CheckConfig {
        CheckConfig {
            select: select.map(|s| s.iter().map(|w| w.to_string()).collect()),
            ignore: ignore.iter().map(|w| w.to_string()).collect(),
            ..CheckConfig::default()
        }
    }

    #[test]
    fn codes_are_named_by_id_name_or_leading_letters() {
        let s = Selection::new(&config(Some(&["P"]), &["rule-never-fired"])).unwrap();
        let p003 = crate::codes::find("P003").unwrap();
        let p006 = crate::codes::find("P006").unwrap();
        let o002 = crate::codes::find("O002").unwrap();
        assert!(!s.reports(p003));
        assert!(s.reports(p006));
        assert!(!s.reports(o002));
        // An error is reported whatever the selection.
        assert!(s.reports(crate::codes::find("T002").unwrap()));
    }

    #[test]
    fn a_word_that_names_no_code_or_an_error_to_ignore_is_refused() {
        assert_eq!(Selection::new(&config(None, &["Q"])).unwrap_err().0, "Q");
        assert!(
            Selection::new(&config(None, &["T002"]))
                .unwrap_err()
                .1
                .contains("cannot be ignored")
        );
        // A leading part that takes in errors ignores only the rest.
        let s = Selection::new(&config(None, &["T"])).unwrap();
        assert!(s.reports(crate::codes::find("T002").unwrap()));
        assert!(!s.reports(crate::codes::find("T005").unwrap()));
    }
}
