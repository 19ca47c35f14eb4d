//! `sow check`: lint files and folders.

use std::collections::HashMap;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use rayon::prelude::*;

use super::files::{self, Found, STDIN, Source};
use super::progress::Progress;
use super::{
    CheckFormat, ColorWhen, EXIT_CLEAN, EXIT_FINDINGS, EXIT_USAGE, read_limited, read_text,
};
use sow::config::{self, Project, Selection};
use sow::diagnostic::Severity;
use sow::players::{PlayerKind, Study};
use sow::report::{self, CheckedFile, Cut, CutBoard, CutShort, Report};
use sow::sample::Budget;

/// How one file is checked: what its project configuration (`sow.toml`)
/// and the flags make of it together.
struct Settings {
    /// The codes reported, at their severities.
    selection: Selection,
    /// Sample play, unless turned off.
    play: Option<Budget>,
    /// Whether warnings fail the check.
    deny_warnings: bool,
    /// A balance study, when asked for.
    balance: Option<Study>,
}

/// The flags of `sow check` that a project configuration may also set: a
/// flag given wins.
pub struct PlayFlags {
    pub games: Option<u64>,
    pub seed: Option<u64>,
    pub play_seconds: Option<u64>,
    pub play_plies: Option<u64>,
    pub max_laps: Option<u32>,
    pub no_play: bool,
    pub select: Option<Vec<String>>,
    pub ignore: Vec<String>,
    pub balance: Option<PlayerKind>,
    pub balance_games: Option<u64>,
    pub balance_seconds: Option<u64>,
}

/// The settings for files under the configuration `found` (none found:
/// the defaults), with the flags over it.
fn settings(found: Option<&Project>, options: &CheckOptions) -> Result<Settings, String> {
    let Project {
        config,
        mut selection,
    } = found.cloned().unwrap_or_default();
    let flags = &options.play;
    let refused = |(word, message): (String, String)| format!("`{word}`: {message}");
    if let Some(select) = &flags.select {
        selection.select(select).map_err(refused)?;
    }
    selection.ignore(&flags.ignore).map_err(refused)?;
    let c = &config.check;
    let games = flags.games.or(c.games).unwrap_or(300);
    let seconds = flags.play_seconds.or(c.play_seconds).unwrap_or(20);
    let play = (!flags.no_play && games > 0).then(|| Budget {
        games,
        seed: flags.seed.or(c.seed).unwrap_or(1),
        time_limit: Some(std::time::Duration::from_secs(seconds.max(1))),
        // Every file on every core: sample play runs on threads of its
        // own, beside the pool the files are checked on (see `simulate`).
        jobs: 0,
        earnest: Some(sow::players::earnest_matches),
        max_laps: flags.max_laps,
        plies: Some(
            flags
                .play_plies
                .or(c.play_plies)
                .unwrap_or(sow::sample::SAMPLE_PLIES),
        ),
        ..Budget::default()
    });
    let configured = c.balance.as_ref().map(|b| b.player()).transpose();
    let configured = configured.map_err(|e| format!("`balance`: {e}"))?.flatten();
    // A study runs when a flag or the configuration asks for one (a number
    // of games asks for one too); what it plays is the configuration's
    // study with the flags' changes.
    let asked = flags.balance.is_some()
        || flags.balance_games.is_some()
        || configured.is_some()
        || c.balance_games.is_some();
    if flags.balance == Some(PlayerKind::Human) {
        return Err("--balance: a balance study plays no human".to_string());
    }
    let balance = if asked {
        let mut study = c.study()?;
        if let Some(player) = flags.balance {
            study.players = [player; 2];
        }
        study.games = flags.balance_games.unwrap_or(study.games);
        if let Some(seconds) = flags.balance_seconds {
            study.time_limit = Some(std::time::Duration::from_secs(seconds.max(1)));
        }
        study.seed = flags.seed.unwrap_or(study.seed);
        Some(study)
    } else {
        None
    };
    Ok(Settings {
        selection,
        play,
        deny_warnings: options.deny_warnings || c.deny_warnings.unwrap_or(false),
        balance,
    })
}

/// The configuration that governs `file`: the nearest `sow.toml` above it
/// (above the working folder for standard input), read once per folder.
fn configuration(
    file: &Found,
    cache: &Mutex<HashMap<PathBuf, Option<Result<Project, String>>>>,
) -> Option<Result<Project, String>> {
    let dir = match &file.source {
        Source::File(path) => std::path::absolute(path)
            .ok()
            .and_then(|p| p.parent().map(Path::to_path_buf)),
        Source::Stdin => std::env::current_dir().ok(),
    }?;
    let mut cache = cache.lock().ok()?;
    cache
        .entry(dir.clone())
        .or_insert_with(|| {
            config::find(&dir).map(|path| config::load(&path).map_err(|e| e.to_string()))
        })
        .clone()
}

/// Reads and checks one file as `settings` say; `study_progress` is told
/// of the games of its balance study as they finish.
fn check_file(
    file: &Found,
    settings: &Settings,
    study_progress: &(dyn Fn(u64) + Sync),
) -> Result<(CheckedFile, bool), String> {
    let text = match &file.source {
        Source::File(path) => read_text(path)?,
        Source::Stdin => read_limited(std::io::stdin().lock(), &file.name)?,
    };
    let play = settings.play.as_ref();
    let (mut checked, runs) = sow::sample::check_and_play_run(&text, play);
    let balance = match &settings.balance {
        Some(study) => sow::players::check_balance(&mut checked, study, study_progress)?,
        None => Vec::new(),
    };
    let mut diagnostics = checked.diagnostics;
    settings.selection.apply(&mut diagnostics);
    // Every game asked for is played unless time runs out or the plies
    // reach their bound (check cancels nothing). Each board's run, where
    // the file gives several: any cut short is said, with its size.
    let default_size = checked
        .variant
        .as_ref()
        .map(|v| sow::model::sizes::Size::of(&v.board));
    let several = runs.len() > 1;
    let cut_short = play.and_then(|budget| {
        let boards: Vec<CutBoard> = (runs.iter())
            .filter(|r| r.run.games < budget.games)
            .map(|r| CutBoard {
                size: several
                    .then(|| r.size.or(default_size).map(|s| s.label()))
                    .flatten(),
                played: r.run.games,
                by: if r.bounded { Cut::Plies } else { Cut::Time },
            })
            .collect();
        (!boards.is_empty()).then(|| CutShort {
            asked: budget.games,
            seconds: budget.time_limit.map_or(0, |t| t.as_secs()),
            plies: budget.plies.unwrap_or(0),
            boards,
        })
    });
    let fails = diagnostics.iter().any(|d| {
        d.severity == Severity::Error || (settings.deny_warnings && d.severity == Severity::Warning)
    });
    Ok((
        CheckedFile {
            file: file.name.clone(),
            text,
            diagnostics,
            cut_short,
            balance,
        },
        fails,
    ))
}

/// The flags of `sow check`.
pub struct CheckOptions {
    pub format: CheckFormat,
    pub deny_warnings: bool,
    pub color: ColorWhen,
    /// The name standard input gets in messages, if given.
    pub stdin_filename: Option<String>,
    /// Sample play and the codes reported.
    pub play: PlayFlags,
}

pub fn run(paths: &[PathBuf], options: &CheckOptions) -> u8 {
    if options.stdin_filename.is_some() && !paths.iter().any(|p| p.as_os_str() == STDIN) {
        eprintln!("error: --stdin-filename names standard input: give `{STDIN}` among the paths");
        return EXIT_USAGE;
    }
    // Flags that name no code are wrong whatever the configuration says.
    if let Err(e) = settings(None, options) {
        eprintln!("error: {e}");
        return EXIT_USAGE;
    }
    let stdin_name = options.stdin_filename.as_deref().unwrap_or("<stdin>");
    let mut io_errors = Vec::new();
    // Files are checked in parallel and reported sorted by path, each once.
    let files = files::collect(paths, stdin_name, &mut io_errors);
    let configs = Mutex::new(HashMap::new());
    let progress = Progress::start(
        files.len() as u64,
        "{spinner} checked {pos}/{len} files [{elapsed}] {msg}",
    );
    // A balance study can take minutes a file: its games show beside the
    // files.
    let studied = AtomicU64::new(0);
    let study_progress = |games: u64| {
        let all = studied.fetch_add(games, Ordering::Relaxed) + games;
        progress.say(format!("· {all} balance games played"));
    };
    let results: Vec<_> = files
        .par_iter()
        .map(|f| {
            let found = match configuration(f, &configs) {
                Some(Err(e)) => Err(e),
                Some(Ok(config)) => Ok(Some(config)),
                None => Ok(None),
            };
            let checked = found
                .and_then(|found| settings(found.as_ref(), options))
                .and_then(|settings| check_file(f, &settings, &study_progress));
            progress.advance(1);
            checked
        })
        .collect();
    drop(progress);
    let mut report = Report::default();
    let mut failed = false;
    for result in results {
        match result {
            Ok((checked, fails)) => {
                failed |= fails;
                report.files.push(checked);
            }
            Err(e) => io_errors.push(e),
        }
    }
    io_errors.sort();
    io_errors.dedup();
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
    if !report.unreadable.is_empty() {
        EXIT_USAGE
    } else if failed {
        EXIT_FINDINGS
    } else {
        EXIT_CLEAN
    }
}
