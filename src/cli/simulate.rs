//! `sow simulate`: play many random games and print what happened.

use std::io::IsTerminal;
use std::path::Path;

use super::{EXIT_CLEAN, EXIT_USAGE, Format, load_rules};
use sow::format::MAX_PLIES;
use sow::sample::{Config, simulate};
use sow::show::report_table;

/// The flags of `sow simulate`.
pub struct Options {
    pub games: u64,
    pub seed: u64,
    pub jobs: usize,
    pub max_plies: Option<u32>,
    pub max_laps: Option<u32>,
}

pub fn run(file: &Path, options: &Options, format: Format) -> u8 {
    let mut rules = match load_rules(file) {
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
    // A bar only for people watching, and only when it is worth drawing.
    let bar = (std::io::stderr().is_terminal() && options.games >= 20_000)
        .then(|| indicatif::ProgressBar::new(options.games));
    let report = simulate(&rules, &config, &|n| {
        if let Some(b) = &bar {
            b.inc(n);
        }
    });
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    match format {
        Format::Human => print!("{}", report_table(&rules, &config, &report)),
        Format::Json => {
            let rule_names: Vec<_> = rules.variant.landing.iter().map(|r| &r.name).collect();
            let doc = serde_json::json!({
                "game": rules.variant.name,
                "seed": config.seed,
                "max_plies": config.max_plies,
                "report": report,
                "mean_plies": report.mean_plies(),
                "mean_captured": report.mean_captured(),
                "rules": rule_names,
                "seconds": report.elapsed.as_secs_f64(),
                "games_per_second": report.games_per_second(),
                "plies_per_second": report.plies_per_second(),
            });
            println!("{}", serde_json::to_string_pretty(&doc).unwrap_or_default());
        }
    }
    EXIT_CLEAN
}
