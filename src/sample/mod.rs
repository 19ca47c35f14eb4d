//! Sample play: many games with uniformly random legal moves, played with
//! the rules a file describes, to find what static checks cannot.
//!
//! Every game has its own random seed, mixed from the run's seed and the
//! game's number, so a run gives the same numbers whatever the number of
//! threads, and any single game can be played again on its own (that is how
//! the moves behind a finding are recovered: [`moves_of`]).

mod balance;
mod findings;
mod played;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use crate::engine::{Choice, EndReason, Game, Ply, Rules, SowEnd};
use crate::model::Player;

pub use balance::{Balance, Comparison, Difference, Interval};
pub use findings::{
    Budget, Earnest, PlayFindings, SAMPLE_PLIES, SizeRun, check_and_play, check_and_play_run,
    play_checked, play_diagnostics,
};
pub use played::{EARNEST_MATCHES, EARNEST_MIN, Played};

/// Games a thread finishes between two reports to `progress`, at most: a
/// run of many quick games reports in batches, and a short run (a balance
/// study's hundred games of search) after each of its games.
const REPORT_EVERY: u64 = 64;

/// How to run a batch of sample games.
#[derive(Debug, Clone)]
pub struct Config {
    /// Number of games.
    pub games: u64,
    /// The run's random seed.
    pub seed: u64,
    /// Plies after which a game is stopped unfinished.
    pub max_plies: u32,
    /// Threads to use; 0 means one per core.
    pub jobs: usize,
    /// Set from elsewhere to stop early (an editor's newer edit).
    pub cancel: Option<Arc<AtomicBool>>,
    /// Stop starting new games after this instant.
    pub deadline: Option<Instant>,
    /// The part of the run's games to play, if not all of them.
    pub shard: Option<Shard>,
    /// The games to play by number, if not all of the run's or its
    /// shard's: a batch of a run bounded by plies ([`simulate_bounded`]).
    pub batch: Option<std::ops::Range<u64>>,
}

/// One of `count` parts a run's games are split into, by game number:
/// part `index` (from 0) plays the games from `index × games / count` up
/// to the next part's first. Every game keeps its number, and so its
/// seed ([`game_rng`]), so the parts together play exactly the games of
/// the whole run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Shard {
    /// Which part, from 0.
    pub index: u64,
    /// How many parts.
    pub count: u64,
}

impl Shard {
    /// Reads `I/N`: part `I` (from 0) of `N`.
    pub fn parse(spec: &str) -> Result<Shard, String> {
        let bad = || format!("`{spec}` is no shard: write I/N, part I (from 0) of N parts");
        let (index, count) = spec.split_once('/').ok_or_else(bad)?;
        let number = |s: &str| s.trim().parse::<u64>().map_err(|_| bad());
        let (index, count) = (number(index)?, number(count)?);
        if count == 0 {
            return Err(format!(
                "`{spec}`: a study is split into 1 part or more, not 0"
            ));
        }
        if index >= count {
            return Err(format!(
                "`{spec}`: the parts of {count} are numbered 0 to {}",
                count - 1
            ));
        }
        Ok(Shard { index, count })
    }

    /// The numbers of the games of this part of a run of `games` games.
    pub fn games(self, games: u64) -> std::ops::Range<u64> {
        let count = u128::from(self.count.max(1));
        let at = |i: u64| (u128::from(i) * u128::from(games) / count) as u64;
        at(self.index)..at(self.index + 1)
    }
}

impl std::fmt::Display for Shard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

impl Config {
    /// A run of `games` games with the default seed and the file's ply cap.
    pub fn new(rules: &Rules, games: u64) -> Self {
        Config {
            games,
            seed: 1,
            max_plies: rules.variant.ply_cap(),
            jobs: 0,
            cancel: None,
            deadline: None,
            shard: None,
            batch: None,
        }
    }

    /// The numbers of the games this run plays: all, or its shard's, or
    /// its batch's.
    pub fn game_range(&self) -> std::ops::Range<u64> {
        if let Some(batch) = &self.batch {
            return batch.start..batch.end.min(self.games);
        }
        match self.shard {
            Some(shard) => shard.games(self.games),
            None => 0..self.games,
        }
    }

    fn stopped(&self) -> bool {
        self.cancel
            .as_ref()
            .is_some_and(|c| c.load(Ordering::Relaxed))
            || self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

/// A game and a ply within it: where a finding can be reproduced.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Witness {
    /// Plies from the start up to and including the one concerned.
    pub plies: u32,
    /// The game's number in the run.
    pub game: u64,
}

/// What a batch of sample games showed. It is written as JSON and read
/// back (`sow merge`) whole: every figure is a count, a maximum, an
/// earliest witness or the lengths' counts, so the summaries of parts of
/// a run merge into exactly the summary of the whole ([`Summary::join`]).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Summary {
    /// Games played to an end or to the cap.
    pub games: u64,
    /// Games won by each player, South first.
    pub wins: Vec<u64>,
    /// Games drawn.
    pub draws: u64,
    /// Games stopped by the ply cap.
    pub capped: u64,
    /// Finished games by why they ended (`row-empty`, `match-won`, …).
    #[serde(deserialize_with = "reasons")]
    pub end_reasons: std::collections::BTreeMap<&'static str, u64>,
    /// The rounds of matches by why each ended (`row-empty`, `no-move`,
    /// …): every round, the last of each match included (empty outside
    /// matches).
    #[serde(default, deserialize_with = "reasons")]
    pub round_ends: std::collections::BTreeMap<&'static str, u64>,
    /// Games stopped by a relay sowing that never ends, which the file
    /// gives no rule for.
    pub unresolved: u64,
    /// Plies played in all.
    pub plies: u64,
    /// Rounds played in all (one a game outside matches), the round a
    /// game stopped in counted.
    pub rounds: u64,
    /// Plies of the longest game.
    pub max_plies: u32,
    /// The median game length in plies.
    pub median_plies: u32,
    /// Seeds captured in all.
    pub captured: u64,
    /// For each landing rule, the plies in which it fired.
    pub fired: Vec<u64>,
    /// For each landing rule, the games in which it fired.
    pub fired_games: Vec<u64>,
    /// For each move restriction (`[[moves.priority]]` tier), the plies
    /// whose moves it decided.
    pub decided: Vec<u64>,
    /// For each move restriction, the games in which it decided a ply.
    pub decided_games: Vec<u64>,
    /// For each phase (`[[phases]]`), the games in which a player reached
    /// it (empty for a file without phases).
    #[serde(default)]
    pub phases_reached: Vec<u64>,
    /// Plies that were carries (`[[moves.carry]]`: seeds put into another
    /// hole without sowing), and the games that had one.
    #[serde(default)]
    pub carried: [u64; 2],
    /// Seeds that holes whose captures wait for a round's end gave the
    /// players there (`[deferred_captures]`), and the games that had one.
    #[serde(default)]
    pub shared: [u64; 2],
    /// Plies whose relay sowing was found to repeat forever.
    pub endless_plies: u64,
    /// Plies whose sowing hit the lap cap.
    pub lap_capped_plies: u64,
    /// The earliest ply, over all games, whose sowing was found to repeat
    /// forever.
    pub first_endless: Option<Witness>,
    /// The earliest ply, over all games, whose sowing was stopped at the
    /// lap cap: not proved endless (no state recurred), only long.
    #[serde(default)]
    pub first_lap_capped: Option<Witness>,
    /// The shortest game stopped by the ply cap.
    pub first_capped: Option<Witness>,
    /// The shortest game after which the seeds no longer add up.
    pub first_unconserved: Option<Witness>,
    /// The shortest match stopped at the round cap.
    #[serde(default)]
    pub first_round_capped: Option<Witness>,
    /// The shortest match stopped because a round that ended before its
    /// first ply was set up again the same way (`round-repeats`).
    #[serde(default)]
    pub first_round_repeats: Option<Witness>,
    /// Wall-clock time the run took.
    #[serde(skip)]
    pub elapsed: Duration,
    /// The games of each length in plies, by length: written as the
    /// lengths some game had, each with its games (`games_by_length`).
    #[serde(rename = "games_by_length", with = "by_length")]
    lengths: Vec<u64>,
}

/// End reasons read back by name. The names a run writes are the
/// engine's own, `'static`; a name read is kept once for the life of the
/// program (a merge reads a handful), so a summary read and one played
/// hold the same kind of key.
fn reasons<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<std::collections::BTreeMap<&'static str, u64>, D::Error> {
    use std::collections::BTreeSet;
    use std::sync::Mutex;
    static NAMES: Mutex<BTreeSet<&'static str>> = Mutex::new(BTreeSet::new());
    let read = std::collections::BTreeMap::<String, u64>::deserialize(d)?;
    let mut names = NAMES.lock().unwrap_or_else(|e| e.into_inner());
    let mut kept = |name: String| match names.get(name.as_str()) {
        Some(&known) => known,
        None => {
            let known: &'static str = Box::leak(name.into_boxed_str());
            names.insert(known);
            known
        }
    };
    Ok(read.into_iter().map(|(k, n)| (kept(k), n)).collect())
}

/// A count for each game length, written sparsely: `[{"plies": 31,
/// "games": 4}, …]` for the lengths some game had, shortest first.
mod by_length {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Serialize, Deserialize)]
    struct Length {
        plies: u32,
        games: u64,
    }

    pub fn serialize<S: Serializer>(lengths: &[u64], s: S) -> Result<S::Ok, S::Error> {
        let spans = lengths.iter().enumerate().filter(|(_, n)| **n > 0);
        let list: Vec<Length> = spans
            .map(|(plies, &games)| Length {
                plies: plies as u32,
                games,
            })
            .collect();
        list.serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<u64>, D::Error> {
        let list = Vec::<Length>::deserialize(d)?;
        let longest = list
            .iter()
            .map(|l| l.plies)
            .max()
            .map_or(0, |p| p as usize + 1);
        if longest > crate::format::MAX_PLIES as usize + 1 {
            return Err(serde::de::Error::custom("a game longer than any ply cap"));
        }
        let mut lengths = vec![0; longest];
        for l in list {
            if let Some(n) = lengths.get_mut(l.plies as usize) {
                *n += l.games;
            }
        }
        Ok(lengths)
    }
}

/// Games whose length is in a span of plies, both ends counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct LengthBin {
    /// The span's shortest length, in plies.
    pub from: u32,
    /// Its longest.
    pub to: u32,
    /// The games of a length in it.
    pub games: u64,
}

impl Summary {
    fn empty(rules: &Rules, max_plies: u32) -> Self {
        let rules_n = rules.landing.len();
        Summary {
            games: 0,
            wins: vec![0; usize::from(rules.variant.board.players)],
            draws: 0,
            capped: 0,
            end_reasons: Default::default(),
            round_ends: Default::default(),
            unresolved: 0,
            plies: 0,
            rounds: 0,
            max_plies: 0,
            median_plies: 0,
            captured: 0,
            fired: vec![0; rules_n],
            fired_games: vec![0; rules_n],
            decided: vec![0; rules.priority.len()],
            decided_games: vec![0; rules.priority.len()],
            phases_reached: vec![0; rules.phases.as_ref().map_or(0, |t| t.phases.len())],
            carried: [0; 2],
            shared: [0; 2],
            endless_plies: 0,
            lap_capped_plies: 0,
            first_endless: None,
            first_lap_capped: None,
            first_capped: None,
            first_unconserved: None,
            first_round_capped: None,
            first_round_repeats: None,
            elapsed: Duration::ZERO,
            lengths: vec![0; max_plies as usize + 1],
        }
    }

    fn merge(mut self, other: Summary) -> Summary {
        self.games += other.games;
        if self.wins.len() < other.wins.len() {
            self.wins.resize(other.wins.len(), 0);
        }
        for (mine, theirs) in self.wins.iter_mut().zip(&other.wins) {
            *mine += theirs;
        }
        self.draws += other.draws;
        self.capped += other.capped;
        for (k, v) in other.end_reasons {
            *self.end_reasons.entry(k).or_insert(0) += v;
        }
        for (k, v) in other.round_ends {
            *self.round_ends.entry(k).or_insert(0) += v;
        }
        self.unresolved += other.unresolved;
        self.plies += other.plies;
        self.rounds += other.rounds;
        self.max_plies = self.max_plies.max(other.max_plies);
        self.captured += other.captured;
        for (mine, theirs) in [
            (&mut self.fired, &other.fired),
            (&mut self.fired_games, &other.fired_games),
            (&mut self.decided, &other.decided),
            (&mut self.decided_games, &other.decided_games),
            (&mut self.phases_reached, &other.phases_reached),
        ] {
            for (a, b) in mine.iter_mut().zip(theirs) {
                *a += b;
            }
        }
        self.carried[0] += other.carried[0];
        self.carried[1] += other.carried[1];
        self.shared[0] += other.shared[0];
        self.shared[1] += other.shared[1];
        self.endless_plies += other.endless_plies;
        self.lap_capped_plies += other.lap_capped_plies;
        self.first_endless = earliest(self.first_endless, other.first_endless);
        self.first_lap_capped = earliest(self.first_lap_capped, other.first_lap_capped);
        self.first_capped = earliest(self.first_capped, other.first_capped);
        self.first_unconserved = earliest(self.first_unconserved, other.first_unconserved);
        self.first_round_capped = earliest(self.first_round_capped, other.first_round_capped);
        self.first_round_repeats = earliest(self.first_round_repeats, other.first_round_repeats);
        if self.lengths.len() < other.lengths.len() {
            self.lengths.resize(other.lengths.len(), 0);
        }
        // No game of `other` is longer than its longest: the counts past it
        // are naught, and a run of many batches ([`simulate_bounded`])
        // need not walk a million of them each time.
        let lengths = other.lengths.iter().take(other.max_plies as usize + 1);
        for (a, b) in self.lengths.iter_mut().zip(lengths) {
            *a += b;
        }
        self
    }

    /// The summary of two parts of a run together (`sow merge`'s shards):
    /// every figure as one run playing both parts' games would give it
    /// (the median from the lengths' counts), the time the sum of theirs.
    pub fn join(self, other: Summary) -> Summary {
        let elapsed = self.elapsed + other.elapsed;
        let mut joined = self.merge(other);
        joined.finish();
        joined.elapsed = elapsed;
        joined
    }

    fn finish(&mut self) {
        self.median_plies = 0;
        let half = self.games.div_ceil(2);
        let mut seen = 0;
        for (len, &n) in self.lengths.iter().enumerate() {
            seen += n;
            if n > 0 && seen >= half {
                self.median_plies = len as u32;
                break;
            }
        }
    }

    /// Mean game length in plies.
    pub fn mean_plies(&self) -> f64 {
        ratio(self.plies, self.games)
    }

    /// The standard deviation of the game lengths, in plies.
    pub fn sd_plies(&self) -> f64 {
        let mean = self.mean_plies();
        let squares: f64 = (self.lengths.iter().enumerate())
            .map(|(len, &n)| n as f64 * (len as f64 - mean).powi(2))
            .sum();
        (squares / self.games.max(1) as f64).sqrt()
    }

    /// Mean rounds per game (per match).
    pub fn mean_rounds(&self) -> f64 {
        ratio(self.rounds, self.games)
    }

    /// Mean seeds captured per game.
    pub fn mean_captured(&self) -> f64 {
        ratio(self.captured, self.games)
    }

    /// The share of games `player` won, from 0 to 1.
    pub fn win_share(&self, player: Player) -> f64 {
        ratio(
            self.wins.get(player.index()).copied().unwrap_or(0),
            self.games,
        )
    }

    /// Game lengths in at most `bins` equal spans of plies, from no ply to
    /// the longest game: each span with the games whose length is in it.
    pub fn length_histogram(&self, bins: u32) -> Vec<LengthBin> {
        let width = (self.max_plies + 1).div_ceil(bins.max(1));
        let mut spans: Vec<LengthBin> = (0..=self.max_plies)
            .step_by(width.max(1) as usize)
            .map(|from| LengthBin {
                from,
                to: (from + width - 1).min(self.max_plies),
                games: 0,
            })
            .collect();
        for (length, &games) in self.lengths.iter().enumerate() {
            if let Some(span) = spans.get_mut(length / width.max(1) as usize) {
                span.games += games;
            }
        }
        spans
    }

    /// Games per second of wall-clock time.
    pub fn games_per_second(&self) -> f64 {
        self.games as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }

    /// Plies per second of wall-clock time.
    pub fn plies_per_second(&self) -> f64 {
        self.plies as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

/// Games by why they ended, the commonest first (then by name): how the
/// editor's lens and the play findings list them.
pub fn ends_most_first(
    ends: &std::collections::BTreeMap<&'static str, u64>,
) -> Vec<(&'static str, u64)> {
    let mut ends: Vec<(&'static str, u64)> = ends.iter().map(|(r, n)| (*r, *n)).collect();
    ends.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    ends
}

pub(crate) fn ratio(a: u64, b: u64) -> f64 {
    if b == 0 { 0.0 } else { a as f64 / b as f64 }
}

fn earliest(a: Option<Witness>, b: Option<Witness>) -> Option<Witness> {
    match (a, b) {
        (Some(x), Some(y)) => Some(x.min(y)),
        (x, None) => x,
        (None, y) => y,
    }
}

/// The random generator of game number `game` in a run seeded with `seed`.
pub fn game_rng(seed: u64, game: u64) -> fastrand::Rng {
    // SplitMix64's finaliser: neighbouring games get unrelated streams.
    let mut z = seed ^ game.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    fastrand::Rng::with_seed(z ^ (z >> 31))
}

/// Sets `game` at the start of game number `index` of a run seeded with
/// `seed`, choosing its moves at random where legality means sowing
/// ([`Game::choose_at_random`], from a stream of its own, so that games of
/// other files draw as before); returns the generator of every other
/// choice. Playing a run and recovering a finding's moves ([`moves_of`])
/// both start here, so the moves replay the very game.
fn start_game(game: &mut Game<'_>, seed: u64, index: u64) -> fastrand::Rng {
    const CHOOSER: u64 = 0x5EED_C400_5E5A_11E5;
    game.choose_at_random(Some(game_rng(seed ^ CHOOSER, index)));
    game.reset();
    game_rng(seed, index)
}

/// Who makes the choices of a run's games: uniformly random ones
/// ([`RandomChoice`], sample play's own) or a player's (`crate::players`).
/// Each thread of a run makes its own from a factory, so a chooser needs
/// no locks, and is told when each game starts, so each game can be
/// played again alone.
pub trait Chooser {
    /// Sets `game` at the start of game number `index` of a run seeded
    /// with `seed`, and readies the chooser for it.
    fn start(&mut self, game: &mut Game<'_>, seed: u64, index: u64);
    /// The next choice in `game`; `None` when there is nothing to choose.
    fn pick(&mut self, game: &Game<'_>) -> Option<Pick>;
}

/// Sample play's own choices: uniformly random, as [`moves_of`] replays them.
#[derive(Debug)]
pub struct RandomChoice(fastrand::Rng);

impl Default for RandomChoice {
    fn default() -> Self {
        RandomChoice(fastrand::Rng::with_seed(0))
    }
}

impl Chooser for RandomChoice {
    fn start(&mut self, game: &mut Game<'_>, seed: u64, index: u64) {
        self.0 = start_game(game, seed, index);
    }

    #[inline(always)]
    fn pick(&mut self, game: &Game<'_>) -> Option<Pick> {
        random_pick(game, &mut self.0)
    }
}

/// Plays `config.games` random games and sums up what happened.
/// `progress` is told how many more games have finished, now and then.
pub fn simulate(rules: &Rules, config: &Config, progress: &(dyn Fn(u64) + Sync)) -> Summary {
    simulate_with(rules, config, &RandomChoice::default, progress)
}

/// Games a run bounded by plies ([`simulate_bounded`]) plays at a time:
/// enough to keep every core busy with games of very different lengths,
/// few enough that the bound is not overshot by much.
pub const PLY_BOUND_BATCH: u64 = 10;

/// As [`simulate`], but no more games are started once the run has played
/// `plies` plies: the games are played in batches of [`PLY_BOUND_BATCH`]
/// by number, and a batch starts only while the batches before it played
/// fewer plies than the bound. Which games are played so depends on the
/// seed alone, not on threads, load or time (a deadline may still stop
/// the run sooner). The summary, and whether the bound stopped it before
/// every game was played.
pub fn simulate_bounded(rules: &Rules, config: &Config, plies: u64) -> (Summary, bool) {
    let games = config.game_range();
    let mut report = Summary::empty(rules, config.max_plies);
    let mut start = games.start;
    while start < games.end {
        let end = start.saturating_add(PLY_BOUND_BATCH).min(games.end);
        let mut batch = config.clone();
        batch.batch = Some(start..end);
        report = report.join(simulate(rules, &batch, &|_| {}));
        start = end;
        if config.stopped() {
            break;
        }
        if report.plies >= plies && start < games.end {
            return (report, true);
        }
    }
    (report, false)
}

/// Plays `config.games` games whose choices a chooser from `chooser`
/// makes (one a thread), and sums up what happened.
pub fn simulate_with<C: Chooser>(
    rules: &Rules,
    config: &Config,
    chooser: &(dyn Fn() -> C + Sync),
    progress: &(dyn Fn(u64) + Sync),
) -> Summary {
    let started = Instant::now();
    let threads = if config.jobs == 0 {
        std::thread::available_parallelism().map_or(1, usize::from)
    } else {
        config.jobs
    };
    // Each thread takes the next game of the run when it is done with
    // one: a thread held by one slow game (a relay of millions of laps)
    // holds up that game alone while the others play the rest, before a
    // deadline too. Every game is seeded by its index, so which thread
    // plays it changes nothing.
    let games = config.game_range();
    let next = AtomicU64::new(games.start);
    let take = || {
        let index = next.fetch_add(1, Ordering::Relaxed);
        (index < games.end).then_some(index)
    };
    let every =
        ((games.end - games.start) / (threads as u64 * REPORT_EVERY)).clamp(1, REPORT_EVERY);
    let worker = || play_games(rules, config, &take, &mut chooser(), (progress, every));
    // Threads of its own, not a rayon pool: `sow check` plays its files
    // on a pool, and a pool's worker that waits on another pool takes
    // other files' work meanwhile, one more frame on its stack each time,
    // until thousands of files overflow it. Plain threads only wait, so
    // every file may use every core, and the last file of a folder to
    // finish is not left to one.
    let mut report = std::thread::scope(|scope| {
        let others: Vec<_> = (1..threads).map(|_| scope.spawn(worker)).collect();
        let mut report = worker();
        for other in others {
            // A thread that panicked has played nothing that counts.
            if let Ok(part) = other.join() {
                report = report.merge(part);
            }
        }
        report
    });
    report.finish();
    report.elapsed = started.elapsed();
    report
}

/// Plays on this thread the games of a run that `take` hands out, by
/// index, until it has none left, telling `progress` how many more have
/// finished every `every` games and at the end.
fn play_games<C: Chooser>(
    rules: &Rules,
    config: &Config,
    take: &dyn Fn() -> Option<u64>,
    chooser: &mut C,
    (progress, every): (&(dyn Fn(u64) + Sync), u64),
) -> Summary {
    let mut report = Summary::empty(rules, config.max_plies);
    // Before the first position: judging its moves may sow them, and a
    // relay sown there must heed the deadline too.
    let _deadline = crate::engine::give_up_at(config.deadline);
    let mut game = Game::new(rules);
    let mut reported = 0;
    while let Some(index) = take() {
        if report.games >= reported + every {
            progress(report.games - reported);
            reported = report.games;
        }
        if config.stopped() {
            break;
        }
        chooser.start(&mut game, config.seed, index);
        let mut fired_here = 0u64;
        let mut decided_here = 0u64;
        let carried_before = report.carried[0];
        let mut abandoned = false;
        while game.outcome.is_none() && game.ply < config.max_plies {
            // A game can be slow (relay sowing, every move sown to rule out
            // endless ones): a deadline or a cancel is heeded within it too,
            // and the unfinished game is left out of the report.
            if game.ply % 64 == 63 && config.stopped() {
                abandoned = true;
                break;
            }
            let ply = match chooser.pick(&game) {
                Some(Pick::Lots(winner)) => {
                    if game.draw_lots(winner).is_err() {
                        break;
                    }
                    continue;
                }
                Some(Pick::Nth(i)) => match game.play_nth(i) {
                    Ok(ply) => ply,
                    Err(_) => break,
                },
                Some(Pick::Move(m)) => match game.play(m) {
                    Ok(ply) => ply,
                    Err(_) => break,
                },
                None => break,
            };
            let sowing = ply.sowing;
            // A sowing cut short by the deadline says nothing of the rules.
            if sowing.end == SowEnd::Capped && config.stopped() {
                abandoned = true;
                break;
            }
            report.captured += u64::from(sowing.captured);
            report.carried[0] += u64::from(ply.move_played().is_carry());
            if let Some(t) = ply.restriction {
                decided_here |= 1u64.checked_shl(u32::from(t)).unwrap_or(0);
                if let Some(n) = report.decided.get_mut(t as usize) {
                    *n += 1;
                }
            }
            let mut bits = sowing.fired;
            fired_here |= bits;
            while bits != 0 {
                let i = bits.trailing_zeros() as usize;
                if let Some(n) = report.fired.get_mut(i) {
                    *n += 1;
                }
                bits &= bits - 1;
            }
            let here = Witness {
                plies: game.ply,
                game: index,
            };
            match sowing.end {
                SowEnd::Endless => {
                    report.endless_plies += 1;
                    report.first_endless = earliest(report.first_endless, Some(here));
                }
                SowEnd::Capped => {
                    report.lap_capped_plies += 1;
                    report.first_lap_capped = earliest(report.first_lap_capped, Some(here));
                }
                _ => {}
            }
        }
        // Over time, the game may have been cut short inside a sowing.
        if abandoned || config.deadline.is_some_and(|d| Instant::now() >= d) {
            break;
        }
        // Checked at the end of each game: cheap, and any net change in the
        // last round shows (a recount may set seeds aside by the rules).
        if game.total() != game.round_total() {
            let here = Witness {
                plies: game.ply,
                game: index,
            };
            report.first_unconserved = earliest(report.first_unconserved, Some(here));
        }
        report.games += 1;
        report.carried[1] += u64::from(report.carried[0] > carried_before);
        report.shared[0] += u64::from(game.shared());
        report.shared[1] += u64::from(game.shared() > 0);
        report.plies += u64::from(game.ply);
        report.rounds += u64::from(game.round);
        report.max_plies = report.max_plies.max(game.ply);
        if let Some(n) = report.lengths.get_mut(game.ply as usize) {
            *n += 1;
        }
        for (mut bits, games) in [
            (fired_here, &mut report.fired_games),
            (decided_here, &mut report.decided_games),
        ] {
            while bits != 0 {
                let i = bits.trailing_zeros() as usize;
                if let Some(n) = games.get_mut(i) {
                    *n += 1;
                }
                bits &= bits - 1;
            }
        }
        if let Some(o) = game.outcome {
            *report.end_reasons.entry(o.reason.as_str()).or_insert(0) += 1;
            for r in &game.rounds {
                *report
                    .round_ends
                    .entry(r.outcome.reason.as_str())
                    .or_insert(0) += 1;
            }
            let here = Some(Witness {
                plies: game.ply,
                game: index,
            });
            match o.reason {
                EndReason::RoundCap => {
                    report.first_round_capped = earliest(report.first_round_capped, here);
                }
                EndReason::RoundRepeats => {
                    report.first_round_repeats = earliest(report.first_round_repeats, here);
                }
                _ => {}
            }
        }
        // The phases reached: each up to the furthest a player got to.
        if let Some(furthest) = Player::BOTH
            .iter()
            .filter_map(|&p| game.phase_index(p))
            .max()
        {
            for n in report.phases_reached.iter_mut().take(furthest + 1) {
                *n += 1;
            }
        }
        match game.outcome {
            Some(o) if o.reason == EndReason::Unresolved => report.unresolved += 1,
            Some(o) => match o.winner {
                Some(p) => {
                    if let Some(won) = report.wins.get_mut(p.index()) {
                        *won += 1;
                    }
                }
                None => report.draws += 1,
            },
            None => {
                report.capped += 1;
                let here = Witness {
                    plies: game.ply,
                    game: index,
                };
                report.first_capped = earliest(report.first_capped, Some(here));
            }
        }
    }
    if report.games > reported {
        progress(report.games - reported);
    }
    report
}

/// What a game's chooser does next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pick {
    /// Draw lots, won by this player.
    Lots(Player),
    /// Play the `i`th legal move.
    Nth(usize),
    /// Play this legal move.
    Move(crate::engine::Move),
}

/// The random choice sample play makes in `game`: the lots when a recount
/// waits for them, else a uniformly random legal move; `None` when there is
/// nothing to choose. Playing a run and recovering a finding's moves
/// ([`moves_of`]) both choose here, so the moves replay the very game.
#[inline]
fn random_pick(game: &Game<'_>, rng: &mut fastrand::Rng) -> Option<Pick> {
    if game.lots_pending() {
        let winner = if rng.bool() {
            Player::SOUTH
        } else {
            Player::NORTH
        };
        return Some(Pick::Lots(winner));
    }
    match game.legal_moves().len() {
        0 => None,
        n => Some(Pick::Nth(rng.usize(..n))),
    }
}

/// Plays `game` on from its position at random, as sample play chooses
/// ([`random_pick`], from `rng`), until it ends or reaches `max_plies`
/// plies: a random playout, the whole of it in one call. Returns the
/// choices made and what the last did (`None` where it drew lots).
pub fn play_out(
    game: &mut Game<'_>,
    rng: &mut fastrand::Rng,
    max_plies: u32,
) -> (u32, Option<Ply>) {
    let (mut made, mut last) = (0, None);
    while game.outcome.is_none() && game.ply < max_plies {
        last = match random_pick(game, rng) {
            Some(Pick::Lots(winner)) if game.draw_lots(winner).is_ok() => None,
            Some(Pick::Nth(i)) => match game.play_nth(i) {
                Ok(ply) => Some(ply),
                Err(_) => break,
            },
            _ => break,
        };
        made += 1;
    }
    (made, last)
}

/// The choices of game `witness.game` of a run with `seed`, up to its
/// `witness.plies`th ply: what reproduces a finding with `sow play --moves`.
pub fn moves_of(rules: &Rules, seed: u64, witness: Witness) -> Vec<Choice> {
    let mut game = Game::new(rules);
    let mut rng = start_game(&mut game, seed, witness.game);
    let mut moves = Vec::with_capacity(witness.plies as usize);
    while game.outcome.is_none() && game.ply < witness.plies {
        let made = match random_pick(&game, &mut rng) {
            Some(Pick::Lots(winner)) => game.draw_lots(winner).map(|()| Choice::Lots(winner)),
            Some(Pick::Nth(i)) => game.play_nth(i).map(|ply| Choice::Move(ply.move_played())),
            Some(Pick::Move(m)) => game.play(m).map(|ply| Choice::Move(ply.move_played())),
            None => break,
        };
        match made {
            Ok(choice) => moves.push(choice),
            Err(_) => break,
        }
    }
    moves
}

/// [`moves_of`]'s choices in the notation `sow play --moves` replays,
/// each named by the rules it is played by (a phase's own, where a carry
/// names the hole it fills by them).
pub fn move_names_of(rules: &Rules, seed: u64, witness: Witness) -> Vec<String> {
    let mut game = Game::new(rules);
    start_game(&mut game, seed, witness.game);
    let mut names = Vec::new();
    for choice in moves_of(rules, seed, witness) {
        names.push(choice.name(game.rules()));
        if choice.apply(&mut game).is_err() {
            break;
        }
    }
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Random play, but game 0 takes until past the run's deadline.
    struct SlowFirst(RandomChoice, Instant);

    impl Chooser for SlowFirst {
        fn start(&mut self, game: &mut Game<'_>, seed: u64, index: u64) {
            if index == 0 {
                std::thread::sleep(self.1.saturating_duration_since(Instant::now()));
            }
            self.0.start(game, seed, index);
        }

        fn pick(&mut self, game: &Game<'_>) -> Option<Pick> {
            self.0.pick(game)
        }
    }

    /// The rules of the test game of two rows of six (stores, extra turns,
    /// captures of the opposite hole).
    fn two_rows() -> Rules {
        let text = include_str!("../../tests/suite/support/two-rows.sow.toml");
        let checked = crate::lint::check(text);
        Rules::new(
            checked
                .playable()
                .unwrap_or_else(|| panic!("the test game plays")),
        )
    }

    #[test]
    fn a_thread_held_by_one_slow_game_holds_up_that_game_alone() {
        let rules = two_rows();
        let mut config = Config::new(&rules, 100);
        config.jobs = 2;
        // Far more than 99 of its games take on any machine.
        let deadline = Instant::now() + Duration::from_secs(1);
        config.deadline = Some(deadline);
        let past = deadline + Duration::from_millis(50);
        let summary = simulate_with(
            &rules,
            &config,
            &|| SlowFirst(RandomChoice::default(), past),
            &|_| {},
        );
        // Game 0 is over time and left out; the other thread played the
        // rest, not only its own share of the run.
        assert_eq!(summary.games, 99);
    }

    #[test]
    fn a_run_bounded_by_plies_plays_the_same_games_on_any_threads() {
        let rules = two_rows();
        let run = |jobs| {
            let mut config = Config::new(&rules, 300);
            config.jobs = jobs;
            simulate_bounded(&rules, &config, 2_000)
        };
        let (one, bounded) = run(1);
        let (two, _) = run(2);
        assert!(bounded);
        assert!(
            one.games < 300 && one.games % PLY_BOUND_BATCH == 0,
            "{}",
            one.games
        );
        assert!(one.plies >= 2_000, "{}", one.plies);
        assert_eq!(
            (one.games, one.plies, one.wins),
            (two.games, two.plies, two.wins)
        );
        // A bound the run does not reach stops nothing.
        let (all, bounded) = simulate_bounded(&rules, &Config::new(&rules, 300), u64::MAX);
        assert_eq!((all.games, bounded), (300, false));
    }

    #[test]
    fn a_short_run_reports_each_game_and_a_long_one_in_batches() {
        let rules = two_rows();
        for (games, most) in [(100, 1), (20_000, REPORT_EVERY)] {
            let mut config = Config::new(&rules, games);
            config.jobs = 2;
            let told = std::sync::Mutex::new(Vec::new());
            simulate(&rules, &config, &|n| {
                told.lock().unwrap_or_else(|e| e.into_inner()).push(n)
            });
            let told = told.into_inner().unwrap_or_default();
            assert_eq!(told.iter().sum::<u64>(), games);
            assert!(told.iter().all(|&n| n <= most), "{games}: {told:?}");
            assert!(told.len() as u64 >= games / most, "{games}: {told:?}");
        }
    }
}
