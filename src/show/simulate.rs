//! The summary of many random games, as `sow simulate` prints it: results,
//! game length, captures, how often each rule fired, and the speed; and
//! the same counts as JSON, each under its rule's name.

use serde_json::Value;

use crate::engine::Rules;
use crate::model::Player;
use crate::model::sizes::Size;
use crate::sample::{Config, Summary};

/// The report as a table for people; `size` is the board played when the
/// file gives several, `players` are South's and North's names (`random`,
/// `alphabeta:4`).
pub fn report_table(
    rules: &Rules,
    size: Option<&Size>,
    config: &Config,
    r: &Summary,
    players: [&str; 2],
) -> String {
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
    let who = match players {
        ["random", "random"] => "random games".to_string(),
        [south, north] => format!("games, south {south} against north {north}"),
    };
    let board = size.map_or_else(String::new, |s| format!(" on {s}"));
    out += &format!(
        "{}{board}: {} {who}, seed {}, {threads}, cap {} plies\n\n",
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
            rules
                .variant
                .landing
                .iter()
                .map(|l| l.name.as_str())
                .collect::<Vec<_>>(),
            &r.fired,
            &r.fired_games,
        ),
        (
            ("restriction", "plies decided"),
            rules
                .variant
                .priority
                .iter()
                .map(|t| t.name.as_str())
                .collect(),
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

/// The report as JSON (`sow simulate --format json`'s `report`, and the
/// study of `sow view`) with every count under its name: wins by player,
/// and the plies and games each landing rule fired in and each move
/// restriction decided, by the rule's or restriction's name, in file
/// order.
pub fn report_json(rules: &Rules, report: &Summary) -> Value {
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
