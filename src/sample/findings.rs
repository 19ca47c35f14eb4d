//! Diagnostics from sample play (the `P` codes): a batch of random games is
//! played, and each play check (`lint::PLAY_CHECKS`) judges what it shows,
//! each finding with the moves that reproduce it.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use super::{Config, Played, Summary, simulate_bounded};
use crate::diagnostic::Diagnostic;
use crate::engine::Rules;
use crate::lint;
use crate::model::Variant;
use crate::model::sizes::add_found_on;

/// Plays a run of matches between players who play to win, for a second
/// opinion on matches that random play does not end (P008, P010). Those
/// players sit above sample play (`crate::players::earnest_matches`), so
/// the shells hand them down in the [`Budget`]; `None` from it when it
/// plays nothing.
pub type Earnest = fn(&Rules, &Config) -> Option<Summary>;

/// How long past the play deadline the checks that judge the run may go
/// on sowing (replaying a finding's game, judging the start position).
pub const AFTER_PLAY_GRACE: std::time::Duration = std::time::Duration::from_millis(300);

/// Plies sample play may play on one board before it starts no more
/// games ([`Budget::plies`]): about a second of play on one core. Quick
/// games play all 300 well inside it; matches of thousands of rounds (a
/// random walk of holdings) play a few dozen, which show what they show as
/// well as 300 would, in a tenth of the time.
pub const SAMPLE_PLIES: u64 = 5_000_000;

/// How much sample play a check may do.
#[derive(Debug, Clone)]
pub struct Budget {
    /// Games to play.
    pub games: u64,
    /// The run's random seed.
    pub seed: u64,
    /// Threads; 0 means one per core.
    pub jobs: usize,
    /// Set from elsewhere to stop early.
    pub cancel: Option<Arc<AtomicBool>>,
    /// Stop starting games after this instant.
    pub deadline: Option<Instant>,
    /// Stop starting games this long after play begins (a safety net for
    /// files whose games are very slow; the game count decides otherwise).
    pub time_limit: Option<std::time::Duration>,
    /// Who plays the second opinion on random matches that stop at the
    /// round cap; `None`: no second opinion, and such matches are P008.
    pub earnest: Option<Earnest>,
    /// Laps one ply may sow before it is given up (`--max-laps`); `None`:
    /// [`crate::engine::MAX_LAPS`].
    pub max_laps: Option<u32>,
    /// Plies after which no more games are started, on each board
    /// (`--play-plies`; [`SAMPLE_PLIES`] by default): which games are
    /// played then depends on the seed alone (see
    /// [`super::simulate_bounded`]); `None`: no bound.
    pub plies: Option<u64>,
}

impl Default for Budget {
    fn default() -> Self {
        Budget {
            games: 300,
            seed: 1,
            jobs: 0,
            cancel: None,
            deadline: None,
            time_limit: None,
            earnest: None,
            max_laps: None,
            plies: Some(SAMPLE_PLIES),
        }
    }
}

/// What sample play found.
#[derive(Debug, Clone)]
pub struct PlayFindings {
    /// The `P` diagnostics, in source order.
    pub diagnostics: Vec<Diagnostic>,
    /// The run they come from.
    pub report: Summary,
    /// Whether the budget's plies ([`Budget::plies`]) stopped the run
    /// before every game asked for was played.
    pub bounded: bool,
}

/// Plays a budget of random games with `variant`'s rules and reports what
/// static checks cannot see. `known` are the file's static diagnostics: a
/// rule they already show to be dead is not reported again.
pub fn play_diagnostics(variant: &Variant, known: &[Diagnostic], budget: &Budget) -> PlayFindings {
    let mut rules = Rules::new(variant);
    if let Some(laps) = budget.max_laps {
        rules.set_max_laps(laps);
    }
    let mut config = Config::new(&rules, budget.games);
    config.seed = budget.seed;
    config.jobs = budget.jobs;
    config.cancel = budget.cancel.clone();
    config.deadline = match (budget.deadline, budget.time_limit) {
        (Some(d), Some(t)) => Some(d.min(Instant::now() + t)),
        (d, None) => d,
        (None, Some(t)) => Some(Instant::now() + t),
    };
    let (report, bounded) = simulate_bounded(&rules, &config, budget.plies.unwrap_or(u64::MAX));
    // What the checks replay or judge after the run (the start position's
    // moves, a finding's game) heeds the deadline too, with a little
    // grace: a sowing past it gives up, and a check that sees so
    // ([`crate::engine::gave_up`]) says nothing.
    let _deadline = crate::engine::give_up_at(config.deadline.map(|d| d + AFTER_PLAY_GRACE));
    let played = Played::new(
        &rules,
        &report,
        &config,
        known,
        budget.earnest,
        budget.time_limit,
    );
    let mut out = Vec::new();
    for check in lint::PLAY_CHECKS {
        check(&played, &mut out);
    }
    out.sort_by_key(|d| (d.span.start, d.span.end));
    PlayFindings {
        diagnostics: out,
        report,
        bounded,
    }
}

/// Checks source text statically and, when it describes a playable game and
/// `budget` is given, by sample play: the whole of `sow check` for one file.
pub fn check_and_play(text: &str, budget: Option<&Budget>) -> crate::model::Checked {
    check_and_play_run(text, budget).0
}

/// A run of sample games on one board size: `size` is `None` for the
/// file's default size.
#[derive(Debug, Clone)]
pub struct SizeRun {
    /// The size played, where the file gives several and this is not its
    /// default.
    pub size: Option<crate::model::sizes::Size>,
    /// What the games showed, and how many were played.
    pub run: Summary,
    /// Whether the budget's plies stopped the run before every game asked
    /// for was played ([`Budget::plies`]).
    pub bounded: bool,
}

/// As [`check_and_play`], with the runs of sample games the play
/// diagnostics come from, the default size's first and then each other
/// size's (none when nothing was played): how many games each played,
/// among the rest, which is fewer than the budget's when time ran out.
pub fn check_and_play_run(
    text: &str,
    budget: Option<&Budget>,
) -> (crate::model::Checked, Vec<SizeRun>) {
    let mut checked = crate::lint::check(text);
    let mut runs = Vec::new();
    if let Some(budget) = budget
        && let Some(run) = play_default_size(&mut checked, budget)
    {
        runs.push(run);
        runs.extend(play_other_sizes(&mut checked, budget));
    }
    (checked, runs)
}

/// Sample-plays the one board `checked` plays (a file's default size, or
/// the size [`crate::model::check_size`] checked it on) and adds what the
/// games find, but for what the file allows, to its diagnostics, in source
/// order: the run, or `None` when the file is not playable. Its other
/// sizes are not played.
pub fn play_checked(checked: &mut crate::model::Checked, budget: &Budget) -> Option<Summary> {
    play_default_size(checked, budget).map(|r| r.run)
}

fn play_default_size(checked: &mut crate::model::Checked, budget: &Budget) -> Option<SizeRun> {
    let variant = checked.playable()?;
    let mut found = play_diagnostics(variant, &checked.diagnostics, budget);
    checked.allowed.apply(&mut found.diagnostics);
    checked.diagnostics.extend(found.diagnostics);
    in_source_order(checked);
    Some(SizeRun {
        size: None,
        run: found.report,
        bounded: found.bounded,
    })
}

fn in_source_order(checked: &mut crate::model::Checked) {
    checked
        .diagnostics
        .sort_by_key(|d| (d.span.start, d.span.end));
}

/// Plays each of the file's other sizes (`[board] sizes`) that has no
/// error as the default was played: what a size's games find that the
/// diagnostics do not hold already is reported with its size. The runs.
fn play_other_sizes(checked: &mut crate::model::Checked, budget: &Budget) -> Vec<SizeRun> {
    let mut runs = Vec::new();
    for sized in &checked.sizes {
        let Some(variant) = &sized.variant else {
            continue;
        };
        let mut found = play_diagnostics(variant, &checked.diagnostics, budget);
        checked.allowed.apply(&mut found.diagnostics);
        add_found_on(sized.size, found.diagnostics, &mut checked.diagnostics);
        runs.push(SizeRun {
            size: Some(sized.size),
            run: found.report,
            bounded: found.bounded,
        });
    }
    in_source_order(checked);
    runs
}

#[cfg(test)]
mod tests {
    use super::super::{moves_of, simulate};
    use super::*;
    use crate::engine::{Game, NONE};
    use crate::model::board::MAX_SITES;

    const TWO_ROWS: &str = r#"
[game]
name = "Two rows"
[board]
rows = 2
columns = 4
seeds = 3
stores = true
[players.south]
rows = [1]
[players.north]
rows = [2]
[sowing]
direction = "anticlockwise"
stores = "own"
[moves]
from = "own"
[end]
when = ["row-empty"]
remaining = "owner"
"#;

    #[test]
    fn a_sound_engine_conserves_seeds() {
        let checked = crate::lint::check(TWO_ROWS);
        let variant = checked.playable().unwrap();
        let rules = Rules::new(variant);
        let report = simulate(&rules, &Config::new(&rules, 200), &|_| {});
        assert_eq!(report.first_unconserved, None);
        assert_eq!(report.games, 200);
    }

    #[test]
    fn a_track_that_leaks_seeds_is_caught() {
        let checked = crate::lint::check(TWO_ROWS);
        let variant = checked.playable().unwrap();
        let mut rules = Rules::new(variant);
        // Break the engine's table: after b1, South's seeds go to a site
        // beyond the board, which no count includes, and stop there.
        let beyond = (MAX_SITES - 1) as u16;
        rules.next[0].resize(MAX_SITES, NONE);
        rules.next[0][1] = beyond;
        let report = simulate(&rules, &Config::new(&rules, 50), &|_| {});
        let w = report.first_unconserved.unwrap();
        // The moves replay to a game whose seeds do not add up.
        let mut game = Game::new(&rules);
        for choice in moves_of(&rules, 1, w) {
            choice.apply(&mut game).unwrap();
        }
        assert_ne!(game.total(), variant.total_seeds());
    }
}
