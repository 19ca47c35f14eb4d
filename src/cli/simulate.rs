//! `sow simulate`: play many games, or one shard of them, and print what
//! happened.

use std::path::Path;

use super::progress::Progress;
use super::{EXIT_CLEAN, EXIT_USAGE, Format, load_sized_rules, read_text};
use sow::format::MAX_PLIES;
use sow::players::PlayerKind;
use sow::sample::{Config, Shard};
use sow::show::{StudySetup, report_table, study_json};

/// The flags of `sow simulate`.
pub struct SimulateOptions {
    pub games: u64,
    pub seed: u64,
    pub jobs: usize,
    pub max_plies: Option<u32>,
    pub max_laps: Option<u32>,
    /// South's and North's players.
    pub players: [PlayerKind; 2],
    /// The part of the study to play (`--shard I/N`), if not all of it.
    pub shard: Option<String>,
}

pub fn run(file: &Path, size: Option<&str>, options: &SimulateOptions, format: Format) -> u8 {
    let shard = match options.shard.as_deref().map(Shard::parse).transpose() {
        Ok(shard) => shard,
        Err(e) => {
            eprintln!("error: --shard {e}");
            return EXIT_USAGE;
        }
    };
    let (mut rules, played_on) = match load_sized_rules(file, size) {
        Ok(r) => r,
        Err(code) => return code,
    };
    // Read again for the study's digest: it was read whole a moment ago.
    let text = match read_text(file) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("error: {e}");
            return EXIT_USAGE;
        }
    };
    let players = usize::from(rules.variant.board.players);
    if let Err(e) = options.players.iter().try_for_each(|p| p.plays(players)) {
        eprintln!("error: {e}");
        return EXIT_USAGE;
    }
    let max_laps = options.max_laps.map(|laps| laps.max(1));
    if let Some(laps) = max_laps {
        rules.set_max_laps(laps);
    }
    let mut config = Config::new(&rules, options.games);
    config.seed = options.seed;
    config.jobs = options.jobs;
    config.shard = shard;
    if let Some(cap) = options.max_plies {
        if cap == 0 || cap > MAX_PLIES {
            eprintln!("error: --max-plies must be between 1 and {MAX_PLIES}");
            return EXIT_USAGE;
        }
        config.max_plies = cap;
    }
    let range = config.game_range();
    let progress = Progress::start(
        range.end - range.start,
        "{spinner} {bar:30} {pos}/{len} games [{elapsed}, {eta} left]",
    );
    let report = sow::players::simulate(&rules, &config, options.players, &|n| progress.advance(n));
    drop(progress);
    let Some(report) = report else {
        eprintln!("error: `sow simulate` plays no human; use `sow play` to play against a player");
        return EXIT_USAGE;
    };
    let names = options.players.map(|p| p.to_string());
    let study = StudySetup::of(
        &rules,
        &text,
        played_on.as_ref(),
        [&names[0], &names[1]],
        &config,
        max_laps,
    );
    match format {
        Format::Human => print!(
            "{}",
            report_table(&study, shard, &threads(config.jobs), &report)
        ),
        Format::Json => println!(
            "{}",
            serde_json::to_string_pretty(&study_json(&study, shard, &report)).unwrap_or_default()
        ),
    }
    EXIT_CLEAN
}

/// How many threads `--jobs` asks for, in words.
fn threads(jobs: usize) -> String {
    match jobs {
        0 => "all cores".to_string(),
        1 => "1 thread".to_string(),
        n => format!("{n} threads"),
    }
}
