//! `sow simulate`: play many random games and print what happened.

use std::path::Path;

use super::progress::Progress;
use super::{EXIT_CLEAN, EXIT_USAGE, Format, load_sized_rules};
use sow::format::MAX_PLIES;
use sow::players::PlayerKind;
use sow::sample::Config;
use sow::show::{report_json, report_table};

/// The flags of `sow simulate`.
pub struct SimulateOptions {
    pub games: u64,
    pub seed: u64,
    pub jobs: usize,
    pub max_plies: Option<u32>,
    pub max_laps: Option<u32>,
    /// South's and North's players.
    pub players: [PlayerKind; 2],
}

pub fn run(file: &Path, size: Option<&str>, options: &SimulateOptions, format: Format) -> u8 {
    let (mut rules, played_on) = match load_sized_rules(file, size) {
        Ok(r) => r,
        Err(code) => return code,
    };
    if let Some(laps) = options.max_laps {
        rules.set_max_laps(laps.max(1));
    }
    let mut config = Config::new(&rules, options.games);
    config.seed = options.seed;
    config.jobs = options.jobs;
    if let Some(cap) = options.max_plies {
        if cap == 0 || cap > MAX_PLIES {
            eprintln!("error: --max-plies must be between 1 and {MAX_PLIES}");
            return EXIT_USAGE;
        }
        config.max_plies = cap;
    }
    let progress = Progress::start(
        options.games,
        "{spinner} {bar:30} {pos}/{len} games [{elapsed}, {eta} left]",
    );
    let report = sow::players::simulate(&rules, &config, options.players, &|n| progress.advance(n));
    drop(progress);
    let Some(report) = report else {
        eprintln!("error: `sow simulate` plays no human; use `sow play` to play against a player");
        return EXIT_USAGE;
    };
    let names = options.players.map(|p| p.to_string());
    match format {
        Format::Human => print!(
            "{}",
            report_table(
                &rules,
                played_on.as_ref(),
                &config,
                &report,
                [&names[0], &names[1]]
            )
        ),
        Format::Json => {
            let doc = serde_json::json!({
                "game": rules.variant.name,
                "south": names[0],
                "north": names[1],
                "size": played_on.map(|s| s.label()),
                "seed": config.seed,
                "max_plies": config.max_plies,
                "report": report_json(&rules, &report),
                "mean_plies": report.mean_plies(),
                "mean_captured": report.mean_captured(),
                "seconds": report.elapsed.as_secs_f64(),
                "games_per_second": report.games_per_second(),
                "plies_per_second": report.plies_per_second(),
            });
            println!("{}", serde_json::to_string_pretty(&doc).unwrap_or_default());
        }
    }
    EXIT_CLEAN
}
