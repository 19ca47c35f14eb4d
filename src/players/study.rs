//! A balance study: a run of games between competent players, seeded and
//! played across threads as sample play is (so the same seed gives the
//! same figures on any machine), summed up for the first player
//! ([`Balance`]). `sow check --balance`, `sow compare` and the server's
//! "Check balance" all play it here; P009 judges what it finds.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::{PlayerKind, simulate};
use crate::diagnostic::Diagnostic;
use crate::engine::Rules;
use crate::lint::allow_comment::Allowances;
use crate::model::{Checked, Variant};
use crate::sample::{Balance, Config};

/// The player of a study unless one is named: on two rows of six with
/// stores and four seeds a hole, 100 games of it take some 6 seconds on two
/// cores, and its games vary (alpha-beta's, searched alike from the same
/// start, mostly repeat one game).
pub const DEFAULT_PLAYER: PlayerKind = PlayerKind::Mcts(200);
/// The games of a study unless told: enough for an interval of about ±10
/// points.
pub const DEFAULT_GAMES: u64 = 100;

/// How a study is played.
#[derive(Debug, Clone)]
pub struct Study {
    /// South's and North's players.
    pub players: [PlayerKind; 2],
    /// Games to play.
    pub games: u64,
    /// The run's random seed.
    pub seed: u64,
    /// Threads; 0 means one per core.
    pub jobs: usize,
    /// Set from elsewhere to stop early (the editor's cancel).
    pub cancel: Option<Arc<AtomicBool>>,
}

impl Default for Study {
    fn default() -> Self {
        Study::self_play(DEFAULT_PLAYER, DEFAULT_GAMES)
    }
}

impl Study {
    /// `games` games with `player` on both sides, from seed 1.
    pub fn self_play(player: PlayerKind, games: u64) -> Study {
        Study {
            players: [player; 2],
            games,
            seed: 1,
            jobs: 0,
            cancel: None,
        }
    }

    /// Who plays, in words: one name when both sides play alike.
    pub fn players_words(&self) -> String {
        match self.players {
            [south, north] if south == north => south.to_string(),
            [south, north] => format!("{south} (South) against {north} (North)"),
        }
    }

    /// Plays the study with `rules`; `progress` is told how many more games
    /// have finished, now and then. A person cannot play a study.
    pub fn run(&self, rules: &Rules, progress: &(dyn Fn(u64) + Sync)) -> Result<Balance, String> {
        let mut config = Config::new(rules, self.games);
        config.seed = self.seed;
        config.jobs = self.jobs;
        config.cancel = self.cancel.clone();
        let summary = simulate(rules, &config, self.players, progress)
            .ok_or("a balance study plays no human: name a player such as `mcts:200`")?;
        Ok(Balance::of(&summary, self.players_words()))
    }
}

/// Plays `study` on the file `checked` describes (its default size), when
/// it is playable, and adds the P009 its figures call for, unless the file
/// allows it; the figures, or `None` for a file with errors.
pub fn check_balance(
    checked: &mut Checked,
    study: &Study,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<Option<Balance>, String> {
    let Some(variant) = checked.playable() else {
        return Ok(None);
    };
    let (balance, found) = judge_balance(variant, &checked.allowed, study, progress)?;
    checked.diagnostics.extend(found);
    checked
        .diagnostics
        .sort_by_key(|d| (d.span.start, d.span.end));
    Ok(Some(balance))
}

/// Plays `study` on `variant` and judges it: the figures, and the P009
/// they call for unless `allowed` (the file's allowances) allows it.
pub fn judge_balance(
    variant: &Variant,
    allowed: &Allowances,
    study: &Study,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<(Balance, Vec<Diagnostic>), String> {
    let balance = study.run(&Rules::new(variant), progress)?;
    let mut found: Vec<_> = crate::lint::balance::check(variant, &balance)
        .into_iter()
        .collect();
    allowed.apply(&mut found);
    Ok((balance, found))
}
