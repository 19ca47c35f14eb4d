//! A run of sample games as the play checks (`lint::PLAY_CHECKS`) see it:
//! the rules the games were played by, what they showed, and the replay of
//! any one game.

use std::sync::OnceLock;
use std::time::{Duration, Instant};

use super::findings::Earnest;
use super::{Config, Summary, Witness, move_names_of, moves_of, ratio};
use crate::diagnostic::Diagnostic;
use crate::engine::{Game, Rules};
use crate::model::Variant;

/// Fewest sample games that must show a thing before its share of the
/// games is a finding (P002, P008): one or two games of a small sample,
/// such as the editor plays of a slow file, say little, and `sow check`'s
/// 300 games need seven to pass 2% anyway.
pub const MIN_GAMES_SHOWING: u64 = 3;

/// Fewest sample games in which a thing must never happen before that is a
/// finding (P003, P007): a rule that fires in one game of fifty is common
/// enough to be missed by a handful.
pub const MIN_GAMES_FOR_NEVER: u64 = 50;

/// Matches of the second opinion on random matches that stop at the round
/// cap ([`Played::earnest_matches`]): enough to see whether players who
/// play to win end them, few enough to take a blink on most games.
pub const EARNEST_MATCHES: u64 = 20;

/// Fewest matches of the second opinion that must be played to an end or a
/// cap before it says anything.
pub const EARNEST_MIN: u64 = 10;

/// The time the second opinion may take, from when a check asks for it,
/// where the run has no safety net of its own (the editor's budget, whose
/// deadline has passed by then): it still gets one, long enough for
/// [`EARNEST_MIN`] long matches on a busy machine (at one second, ten
/// greedy matches of ten rounds were sometimes cut short while other
/// work ran, and the server then said nothing of them).
const EARNEST_TIME: Duration = Duration::from_secs(3);

/// A run of sample games of one file.
pub struct Played<'a> {
    /// The rules the games were played by.
    pub rules: &'a Rules,
    /// What the games showed.
    pub report: &'a Summary,
    /// How they were played: the run's seed and ply cap.
    pub config: &'a Config,
    /// The file's static diagnostics: what they show already is not
    /// reported again.
    pub known: &'a [Diagnostic],
    /// Who plays the second opinion, if anyone.
    earnest: Option<Earnest>,
    /// The time the second opinion may take from when it starts.
    earnest_time: Duration,
    /// The second opinion, once played.
    earnest_run: OnceLock<Option<Summary>>,
}

impl<'a> Played<'a> {
    /// The run `report` of games played by `rules` as `config` says; a
    /// second opinion, when a check asks for one, is played by `earnest`
    /// within the run's safety net, `time_limit` (sow check's seconds a
    /// file), counted afresh from when it starts: the random games may
    /// have used up the run's, and the second opinion must not lose to a
    /// slow machine what a fast one finds. Without one, [`EARNEST_TIME`].
    pub fn new(
        rules: &'a Rules,
        report: &'a Summary,
        config: &'a Config,
        known: &'a [Diagnostic],
        earnest: Option<Earnest>,
        time_limit: Option<Duration>,
    ) -> Played<'a> {
        Played {
            rules,
            report,
            config,
            known,
            earnest,
            earnest_time: time_limit.unwrap_or(EARNEST_TIME).max(EARNEST_TIME),
            earnest_run: OnceLock::new(),
        }
    }
}

impl Played<'_> {
    /// The variant played.
    pub fn variant(&self) -> &Variant {
        &self.rules.variant
    }

    /// `count` games as a share of the games played.
    pub fn share(&self, count: u64) -> f64 {
        ratio(count, self.report.games)
    }

    /// Whether `count` games, at least [`MIN_GAMES_SHOWING`] of them, are
    /// more than `threshold` of the games played: a share that is a finding.
    pub fn share_above(&self, count: u64, threshold: f64) -> bool {
        count >= MIN_GAMES_SHOWING && self.share(count) > threshold
    }

    /// Whether enough games were played ([`MIN_GAMES_FOR_NEVER`]) for a
    /// thing that never happened in them to be a finding.
    pub fn enough_for_never(&self) -> bool {
        self.report.games >= MIN_GAMES_FOR_NEVER
    }

    /// A second opinion on matches random play does not end:
    /// [`EARNEST_MATCHES`] matches between players who play to win, from
    /// the run's seed, with its caps and threads, played once however many
    /// checks ask. `None` when nobody plays it or fewer than [`EARNEST_MIN`]
    /// were played before the run's deadline (or its time limit from now,
    /// if later: see [`Played::new`]) or a cancel.
    pub fn earnest_matches(&self) -> Option<&Summary> {
        self.earnest_run
            .get_or_init(|| {
                let play = self.earnest?;
                let mut config = self.config.clone();
                config.games = EARNEST_MATCHES;
                config.shard = None;
                config.batch = None;
                let soonest = Instant::now() + self.earnest_time;
                config.deadline = Some(config.deadline.map_or(soonest, |d| d.max(soonest)));
                play(self.rules, &config).filter(|run| run.games >= EARNEST_MIN)
            })
            .as_ref()
    }

    /// The moves of game `w` up to its ply, in the notation `sow play
    /// --moves` replays.
    pub fn moves(&self, w: Witness) -> String {
        move_names_of(self.rules, self.config.seed, w).join(" ")
    }

    /// The first position of game `w` that recurs (the same `Position`:
    /// seeds, claims and owners of every hole, phase, player to move): the
    /// plies after which it was first and again seen.
    pub fn first_repeat(&self, w: Witness) -> Option<(u32, u32)> {
        let rules = self.rules;
        let moves = moves_of(rules, self.config.seed, w);
        let mut game = Game::new(rules);
        let mut seen = std::collections::HashMap::new();
        seen.insert(game.position(), 0u32);
        for choice in moves {
            choice.apply(&mut game).ok()?;
            if let Some(&first) = seen.get(&game.position()) {
                return Some((first, game.ply));
            }
            seen.insert(game.position(), game.ply);
        }
        None
    }
}
