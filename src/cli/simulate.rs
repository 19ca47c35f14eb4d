//! `sow simulate`: play many random games and print what happened.

use std::path::Path;

use serde_json::Value;

use super::progress::Progress;
use super::{EXIT_CLEAN, EXIT_USAGE, Format, load_rules};
use sow::engine::Rules;
use sow::model::Player;
use sow::sample::{Config, MAX_PLIES_LIMIT, Report, simulate};

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
        if cap == 0 || cap > MAX_PLIES_LIMIT {
            eprintln!("error: --max-plies must be between 1 and {MAX_PLIES_LIMIT}");
            return EXIT_USAGE;
        }
        config.max_plies = cap;
    }
    let progress = Progress::start(
        options.games,
        "{spinner} {bar:30} {pos}/{len} games [{elapsed}, {eta} left]",
    );
    let report = simulate(&rules, &config, &|n| progress.advance(n));
    drop(progress);
    match format {
        Format::Human => print!("{}", table(&rules, &config, &report)),
        Format::Json => {
            let doc = serde_json::json!({
                "game": rules.variant.name,
                "seed": config.seed,
                "max_plies": config.max_plies,
                "report": labelled(&rules, &report),
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

/// The report as JSON with every count under its name: wins by player, and
/// the plies and games each landing rule fired in and each move
/// restriction decided, by the rule's or restriction's name, in file order.
fn labelled(rules: &Rules, report: &Report) -> Value {
    let mut doc = serde_json::to_value(report).unwrap_or_default();
    doc["wins"] = serde_json::json!({
        "south": report.wins[Player::South.index()],
        "north": report.wins[Player::North.index()],
    });
    let (rule_names, tier_names) = (rule_names(rules), tier_names(rules));
    doc["fired"] = by_name(&rule_names, &report.fired);
    doc["fired_games"] = by_name(&rule_names, &report.fired_games);
    doc["decided"] = by_name(&tier_names, &report.decided);
    doc["decided_games"] = by_name(&tier_names, &report.decided_games);
    doc
}

/// The names of the file's landing rules, in file order.
fn rule_names(rules: &Rules) -> Vec<&str> {
    let landing = &rules.variant.landing;
    landing.iter().map(|r| r.name.as_str()).collect()
}

/// The names of the file's move restrictions, in file order.
fn tier_names(rules: &Rules) -> Vec<&str> {
    let priority = &rules.variant.priority;
    priority.iter().map(|t| t.name.as_str()).collect()
}

/// `counts` as an object keyed by `names`. Rule names are unique (R002);
/// a restriction's name that an earlier one took gets its place in the
/// list, `name#3`, so that no count is lost.
fn by_name(names: &[&str], counts: &[u64]) -> Value {
    let mut object = serde_json::Map::new();
    for (i, (name, count)) in names.iter().zip(counts).enumerate() {
        let key = if object.contains_key(*name) {
            format!("{name}#{}", i + 1)
        } else {
            name.to_string()
        };
        object.insert(key, Value::from(*count));
    }
    Value::Object(object)
}

/// The report as a table for people.
fn table(rules: &Rules, config: &Config, r: &Report) -> String {
    let games = r.games.max(1) as f64;
    let pct = |n: u64| format!("{:5.1}%  {n:>9}", n as f64 * 100.0 / games);
    let mut out = String::new();
    let threads = if config.jobs == 0 {
        "all cores".to_string()
    } else {
        format!(
            "{} thread{}",
            config.jobs,
            if config.jobs == 1 { "" } else { "s" }
        )
    };
    out += &format!(
        "{}: {} random games, seed {}, {threads}, cap {} plies\n\n",
        rules.variant.name, r.games, config.seed, config.max_plies
    );
    out += &format!("  south wins   {}\n", pct(r.wins[Player::South.index()]));
    out += &format!("  north wins   {}\n", pct(r.wins[Player::North.index()]));
    out += &format!("  draws        {}\n", pct(r.draws));
    out += &format!("  capped       {}\n", pct(r.capped));
    if r.unresolved > 0 {
        out += &format!(
            "  endless      {}  (no `endless` rule)\n",
            pct(r.unresolved)
        );
    }
    let reasons: Vec<String> = r
        .end_reasons
        .iter()
        .map(|(k, v)| format!("{k} {v}"))
        .collect();
    if !reasons.is_empty() {
        out += &format!("  ended by     {}\n", reasons.join(", "));
    }
    out += &format!(
        "\n  plies        mean {:.1}, median {}, max {}\n",
        r.mean_plies(),
        r.median_plies,
        r.max_plies
    );
    out += &format!("  captured     {:.1} seeds per game\n", r.mean_captured());
    if r.endless_plies + r.lap_capped_plies > 0 {
        out += &format!(
            "  endless      {} plies sowed forever\n",
            r.endless_plies + r.lap_capped_plies
        );
    }
    let tables = [
        (
            ("rule", "plies fired"),
            rule_names(rules),
            &r.fired,
            &r.fired_games,
        ),
        (
            ("restriction", "plies decided"),
            tier_names(rules),
            &r.decided,
            &r.decided_games,
        ),
    ];
    // Names longer than the heading's column widen it for both tables.
    let width = tables
        .iter()
        .flat_map(|t| t.1.iter())
        .map(|n| n.chars().count())
        .max()
        .unwrap_or(0)
        .max(20);
    for (head, names, plies, in_games) in tables {
        if names.is_empty() {
            continue;
        }
        let (what, counted) = head;
        out += &format!("\n  {what:<width$} {counted:>13}   per game   games\n");
        for (i, name) in names.iter().enumerate() {
            let plies = plies.get(i).copied().unwrap_or(0);
            let in_games = in_games.get(i).copied().unwrap_or(0);
            out += &format!(
                "  {name:<width$} {plies:>13} {:>10.2} {:>6.1}%\n",
                plies as f64 / games,
                in_games as f64 * 100.0 / games
            );
        }
    }
    out += &format!(
        "\n  speed        {:.0} games/s, {:.0} plies/s ({:.2} s)\n",
        r.games_per_second(),
        r.plies_per_second(),
        r.elapsed.as_secs_f64()
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_keyed_by_name_and_a_repeated_name_by_its_place() {
        assert_eq!(
            by_name(&["twos", "left", "twos"], &[5, 0, 7]),
            serde_json::json!({ "twos": 5, "left": 0, "twos#3": 7 })
        );
    }
}
