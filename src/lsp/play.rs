//! Play diagnostics: after a pause in typing, sample games are played in the
//! background within a time budget ([`crate::sample`]), and what they find
//! is published as a second batch of diagnostics for the same version, with
//! a summary for the code lens on `[game]` (and on `[match]`, how the rounds
//! went) and rule counts for hover.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::diagnostic::Diagnostic;
use crate::ide::Analysis;
use crate::ide::hover::PlayStats;
use crate::model::sizes::{self, Size};
use crate::model::{Player, Variant};
use crate::sample::{Budget, Summary, play_diagnostics};

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
/// A file of several sizes (`[board] sizes`) is played on each size that
/// has no error, the default first, as `sow check` plays them: the games
/// and the time are shared out evenly ([`deadline`]), and each finding
/// names the board it was found on. A file of one size plays [`GAMES`] in
/// the whole budget.
pub fn play_check(analysis: &Analysis, budget: Duration, cancel: &Arc<AtomicBool>) -> PlayReport {
    let checked = analysis.checked();
    let Some(default) = checked.playable() else {
        return PlayReport::default();
    };
    let boards: Vec<&Variant> = std::iter::once(default)
        .chain(checked.sizes.iter().filter_map(|s| s.variant.as_ref()))
        .collect();
    let several = !checked.sizes.is_empty();
    let shares = boards.len() as u32;
    let start = Instant::now();
    let mut diagnostics: Vec<Diagnostic> = Vec::new();
    let mut played = Tally::default();
    let mut sizes: Vec<SizePlayed> = Vec::new();
    for (i, variant) in (1..).zip(&boards) {
        if cancel.load(Ordering::Relaxed) {
            break;
        }
        // What is known already is not found again: the static
        // diagnostics, and what an earlier size's games found.
        let mut known = checked.diagnostics.clone();
        known.extend(diagnostics.iter().cloned());
        let mut found = play_diagnostics(
            variant,
            &known,
            &Budget {
                games: GAMES.div_ceil(u64::from(shares)),
                seed: 1,
                jobs: threads(),
                cancel: Some(cancel.clone()),
                deadline: Some(deadline(start, budget, i, shares)),
                time_limit: None,
                earnest: Some(crate::players::earnest_matches),
                max_laps: None,
                plies: Some(crate::sample::SAMPLE_PLIES),
            },
        );
        checked.allowed.apply(&mut found.diagnostics);
        let size = Size::of(&variant.board);
        let before = diagnostics.len();
        if several {
            sizes::add_found_on(size, found.diagnostics, &mut diagnostics);
        } else {
            diagnostics = found.diagnostics;
        }
        sizes.push(SizePlayed {
            size,
            games: found.report.games,
            found: diagnostics.len() > before,
        });
        played.add(&found.report);
    }
    diagnostics.sort_by_key(|d| (d.span.start, d.span.end));
    let on = if several {
        boards_words(&sizes)
    } else {
        String::new()
    };
    let summary = (played.games > 0).then(|| {
        format!(
            "sample play: {} games{on} · South wins {:.0}%, North {:.0}%, draws {:.0}% · {:.0} plies on average",
            played.games,
            100.0 * played.share(played.wins[Player::SOUTH.index()]),
            100.0 * played.share(played.wins[Player::NORTH.index()]),
            100.0 * played.share(played.draws),
            played.share(played.plies),
        )
    });
    let ends = crate::sample::ends_most_first(&played.ends);
    PlayReport {
        diagnostics,
        summary,
        stats: Some(PlayStats {
            games: played.games,
            fired_games: played.fired_games,
            decided_games: played.decided_games,
            rounds: played.rounds,
            ends,
            on: if several {
                let played = sizes.iter().filter(|p| p.games > 0).count();
                let plural = if played == 1 { "" } else { "s" };
                format!(" on {played} board size{plural}")
            } else {
                String::new()
            },
        }),
    }
}

/// When the `i`th of `shares` sizes (from 1) stops starting games: at its
/// share of the `budget` from `start`, so that what a quick size leaves
/// goes to the next; but never sooner than half a share from now, so that
/// a size after one whose games ran long still plays (a game started runs
/// to its end, and a long one may outlast its size's share).
fn deadline(start: Instant, budget: Duration, i: u32, shares: u32) -> Instant {
    let share = budget / shares.max(1);
    (start + share * i).max(Instant::now() + share / 2)
}

/// What one size's games came to.
struct SizePlayed {
    size: Size,
    games: u64,
    /// Whether they found what no earlier size did.
    found: bool,
}

/// The sizes played, in words after the games' count: each size's games
/// when there are few sizes (` on 2×6 (100), 2×8 (100), 2×12 (100)`), else
/// how many sizes from the smallest to the largest (` on 16 sizes, 4×6 to
/// 4×21`); then the sizes whose games found something, and any of many
/// that time left unplayed.
fn boards_words(played: &[SizePlayed]) -> String {
    const LISTED: usize = 4;
    let list = |sizes: Vec<&SizePlayed>| {
        let names: Vec<String> = sizes.iter().map(|p| p.size.to_string()).collect();
        names.join(", ")
    };
    let mut words = if played.len() <= LISTED {
        let each: Vec<String> = played
            .iter()
            .map(|p| format!("{} ({})", p.size, p.games))
            .collect();
        format!(" on {}", each.join(", "))
    } else {
        let columns = |p: &&SizePlayed| p.size.columns;
        let (least, most) = (
            played.iter().min_by_key(columns),
            played.iter().max_by_key(columns),
        );
        let span = least
            .zip(most)
            .map(|(l, m)| format!(", {} to {}", l.size, m.size));
        format!(" on {} sizes{}", played.len(), span.unwrap_or_default())
    };
    let found: Vec<&SizePlayed> = played.iter().filter(|p| p.found).collect();
    if !found.is_empty() {
        words.push_str(&format!(" · findings on {}", list(found)));
    }
    let unplayed: Vec<&SizePlayed> = played.iter().filter(|p| p.games == 0).collect();
    if played.len() > LISTED && !unplayed.is_empty() {
        words.push_str(&format!(" · none played on {}", list(unplayed)));
    }
    words
}

/// The games of every size played, added up.
#[derive(Default)]
struct Tally {
    games: u64,
    wins: [u64; 2],
    draws: u64,
    plies: u64,
    rounds: u64,
    fired_games: Vec<u64>,
    decided_games: Vec<u64>,
    ends: BTreeMap<&'static str, u64>,
}

impl Tally {
    /// Adds one size's run: every size has the same rules and
    /// restrictions, in the same order.
    fn add(&mut self, run: &Summary) {
        self.games += run.games;
        for (mine, theirs) in self.wins.iter_mut().zip(&run.wins) {
            *mine += theirs;
        }
        self.draws += run.draws;
        self.plies += run.plies;
        self.rounds += run.rounds;
        for (mine, theirs) in [
            (&mut self.fired_games, &run.fired_games),
            (&mut self.decided_games, &run.decided_games),
        ] {
            mine.resize(mine.len().max(theirs.len()), 0);
            for (a, b) in mine.iter_mut().zip(theirs) {
                *a += b;
            }
        }
        for (why, n) in &run.end_reasons {
            *self.ends.entry(*why).or_insert(0) += n;
        }
    }

    /// `count` over the games, from 0 (no games) to 1 for a share.
    fn share(&self, count: u64) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            count as f64 / self.games as f64
        }
    }
}
