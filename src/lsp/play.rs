//! Play diagnostics: after a pause in typing, sample games are played in the
//! background within a time budget ([`crate::sample`]), and what they find
//! is published as a second batch of diagnostics for the same version, with
//! a summary for the code lens on `[game]` (and on `[match]`, how the rounds
//! went) and rule counts for hover.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use crate::diagnostic::Diagnostic;
use crate::ide::Analysis;
use crate::ide::hover::PlayStats;
use crate::model::Player;
use crate::model::sizes::{self, Size};
use crate::sample::{Budget, play_diagnostics};

/// The pause after the last edit before sample games are played.
pub const DEBOUNCE: Duration = Duration::from_millis(100);
/// The time sample games may take for one version of a file.
pub const BUDGET: Duration = Duration::from_millis(150);
/// The most sample games for one version.
pub const GAMES: u64 = 300;
/// The most threads sample play takes: the budget is short and cancelled
/// by the next edit, so it may use the cores a laptop has, not a server's.
const MOST_THREADS: usize = 4;

/// The threads sample play uses: one a core, up to [`MOST_THREADS`].
fn threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get().min(MOST_THREADS))
}

/// What playing sample games found.
#[derive(Debug, Default, Clone)]
pub struct PlayReport {
    /// Diagnostics found by playing (each with its reproducing moves as
    /// related information).
    pub diagnostics: Vec<Diagnostic>,
    /// A one-line summary for the code lens on `[game]` (win shares, mean
    /// length).
    pub summary: Option<String>,
    /// How often each rule fired, for hover.
    pub stats: Option<PlayStats>,
}

/// Plays sample games of the analysed file within `budget` on [`threads`],
/// stopping early when `cancel` is set. A file with errors is not played.
pub fn play_check(analysis: &Analysis, budget: Duration, cancel: &Arc<AtomicBool>) -> PlayReport {
    let checked = analysis.checked();
    let Some(variant) = checked.playable() else {
        return PlayReport::default();
    };
    let mut found = play_diagnostics(
        variant,
        &checked.diagnostics,
        &Budget {
            games: GAMES,
            seed: 1,
            jobs: threads(),
            cancel: Some(cancel.clone()),
            deadline: Some(Instant::now() + budget),
            time_limit: None,
        },
    );
    checked.allowed.apply(&mut found.diagnostics);
    // A file of several sizes is played on its default one here: what
    // play finds is said of that board (`sow check` plays every size).
    if !checked.sizes.is_empty() {
        let mut on_default = Vec::new();
        sizes::add_found_on(
            Size::of(&variant.board),
            std::mem::take(&mut found.diagnostics),
            &mut on_default,
        );
        found.diagnostics = on_default;
    }
    let report = &found.report;
    let size = if checked.sizes.is_empty() {
        String::new()
    } else {
        format!(
            " on {} (the default of {} sizes)",
            Size::of(&variant.board),
            checked.sizes.len() + 1
        )
    };
    let summary = (report.games > 0).then(|| {
        format!(
            "sample play: {} games{size} · South wins {:.0}%, North {:.0}%, draws {:.0}% · {:.0} plies on average",
            report.games,
            100.0 * report.win_share(Player::South),
            100.0 * report.win_share(Player::North),
            100.0 * report.draws as f64 / report.games as f64,
            report.mean_plies()
        )
    });
    let mut ends: Vec<(&'static str, u64)> =
        report.end_reasons.iter().map(|(k, v)| (*k, *v)).collect();
    ends.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    PlayReport {
        diagnostics: found.diagnostics,
        summary,
        stats: Some(PlayStats {
            games: report.games,
            fired_games: report.fired_games.clone(),
            decided_games: report.decided_games.clone(),
            rounds: report.rounds,
            ends,
        }),
    }
}
