//! A balance study: a run of games between competent players, seeded and
//! played across threads as sample play is (so the same seed gives the
//! same figures on any machine), summed up for the first player
//! ([`Balance`]). `sow check --balance`, `sow compare` and the server's
//! "Check balance" all play it here; P009 judges what it finds.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::{PlayerKind, simulate};
use crate::codes::allow_comment::Allowances;
use crate::diagnostic::Diagnostic;
use crate::engine::Rules;
use crate::model::sizes::{self, Size};
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

/// Seconds a board's balance study may take before it starts no more
/// games, by default (`--balance-seconds`): a few minutes of a slow
/// match file's searches are cut, with the games played said.
pub const DEFAULT_SECONDS: u64 = 120;

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
    /// No game starts this long after a board's study began; `None`: no
    /// limit. The games played are said beside those asked.
    pub time_limit: Option<std::time::Duration>,
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
            time_limit: None,
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
        config.deadline = self.time_limit.map(|t| std::time::Instant::now() + t);
        let summary = simulate(rules, &config, self.players, progress)
            .ok_or("a balance study plays no human: name a player such as `mcts:200`")?;
        Ok(Balance {
            asked: self.games,
            ..Balance::of(&summary, self.players_words())
        })
    }
}

/// Plays `study` on the file `checked` describes, when it is playable (see
/// [`study_every_size`]), and adds the P009s found to its diagnostics; the
/// figures of each board played, none for a file with errors.
pub fn check_balance(
    checked: &mut Checked,
    study: &Study,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<Vec<Balance>, String> {
    let Some(Studied { balances, found }) = study_every_size(checked, study, progress)? else {
        return Ok(Vec::new());
    };
    checked.diagnostics.extend(found);
    checked
        .diagnostics
        .sort_by_key(|d| (d.span.start, d.span.end));
    Ok(balances)
}

/// What a study of every board of a file found.
#[derive(Debug)]
pub struct Studied {
    /// The figures of each board played, the default first, each labelled
    /// with its size in a file of several.
    pub balances: Vec<Balance>,
    /// The P009s they call for but what the file allows, one that holds
    /// on an earlier board not repeated.
    pub found: Vec<Diagnostic>,
}

/// Plays `study` on the file `checked` describes: on its default size and
/// then on each of its other sizes (`[board] sizes`) that has no error,
/// judging each board's figures; `None` for a file with errors.
pub fn study_every_size(
    checked: &Checked,
    study: &Study,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<Option<Studied>, String> {
    let Some(variant) = checked.playable() else {
        return Ok(None);
    };
    let labelled = |mut balance: Balance, variant: &Variant| {
        if !checked.sizes.is_empty() {
            balance.size = Some(Size::of(&variant.board));
        }
        balance
    };
    let (balance, mut found) = judge_balance(variant, &checked.allowed, study, progress)?;
    let mut balances = vec![labelled(balance, variant)];
    for sized in &checked.sizes {
        let Some(variant) = &sized.variant else {
            continue;
        };
        let (balance, on_size) = judge_balance(variant, &checked.allowed, study, progress)?;
        balances.push(labelled(balance, variant));
        sizes::add_found_on(sized.size, on_size, &mut found);
    }
    Ok(Some(Studied { balances, found }))
}

/// How many boards [`study_every_size`] plays on: the default and each
/// other size without an error.
pub fn boards_studied(checked: &Checked) -> u64 {
    1 + checked.sizes.iter().filter(|s| s.variant.is_some()).count() as u64
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
