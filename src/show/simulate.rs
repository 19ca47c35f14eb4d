//! The summary of many random games, as `sow simulate` prints it: results,
//! game length, captures, how often each rule fired, and the speed; and
//! the same counts as JSON, each under its rule's name.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::engine::Rules;
use crate::model::Player;
use crate::model::sizes::Size;
use crate::sample::{Config, Shard, Summary};

/// What a study plays: the file and its board, the players, the seed, the
/// games and the caps. It heads `sow simulate --format json`'s report,
/// the same in every shard of one study, which is how `sow merge` tells
/// that shards belong together.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StudySetup {
    /// The game's name.
    pub game: String,
    /// A digest of the file's text (64-bit FNV-1a, in hexadecimal): the
    /// same file, byte for byte, gives the same digest.
    pub file_digest: String,
    /// The board played when the file gives several sizes (`2x8`).
    pub size: Option<String>,
    /// South's player (`random`, `mcts:200`).
    pub south: String,
    /// North's player.
    pub north: String,
    /// The run's seed.
    pub seed: u64,
    /// The games of the whole study, every shard's.
    pub games: u64,
    /// Plies after which a game is stopped unfinished.
    pub max_plies: u32,
    /// Laps after which a sowing is given up, when `--max-laps` set it.
    pub max_laps: Option<u32>,
    /// The landing rules' names, in file order (the keys of `fired`).
    pub rules: Vec<String>,
    /// The move restrictions' names, in file order (of `decided`).
    pub restrictions: Vec<String>,
    /// The phases' names, in file order (of `phases_reached`).
    #[serde(default)]
    pub phases: Vec<String>,
}

impl StudySetup {
    /// The study `config` plays of `rules`, read from `text`, on `size`
    /// between `players` (South's, North's), with `max_laps` when given.
    pub fn of(
        rules: &Rules,
        text: &str,
        size: Option<&Size>,
        players: [&str; 2],
        config: &Config,
        max_laps: Option<u32>,
    ) -> StudySetup {
        StudySetup {
            game: rules.variant.name.clone(),
            file_digest: format!("{:016x}", digest(text.as_bytes())),
            size: size.map(Size::label),
            south: players[0].to_string(),
            north: players[1].to_string(),
            seed: config.seed,
            games: config.games,
            max_plies: config.max_plies,
            max_laps,
            rules: rule_names(rules).into_iter().map(String::from).collect(),
            restrictions: tier_names(rules).into_iter().map(String::from).collect(),
            phases: rules
                .phases
                .as_ref()
                .map(|t| t.phases.iter().map(|p| p.name.clone()).collect())
                .unwrap_or_default(),
        }
    }
}

/// 64-bit FNV-1a: a digest that stays the same from build to build.
fn digest(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// `sow simulate --format json`'s document: the study, the shard played
/// (`null` for the whole study), the report ([`report_json`]), its means
/// and its speed.
pub fn study_json(study: &StudySetup, shard: Option<Shard>, report: &Summary) -> Value {
    let mut doc = serde_json::to_value(study).unwrap_or_default();
    let fields = [
        ("shard", serde_json::to_value(shard).unwrap_or_default()),
        (
            "report",
            named_report(&strs(&study.rules), &strs(&study.restrictions), report),
        ),
        ("mean_plies", report.mean_plies().into()),
        ("mean_captured", report.mean_captured().into()),
        ("seconds", report.elapsed.as_secs_f64().into()),
        ("games_per_second", report.games_per_second().into()),
        ("plies_per_second", report.plies_per_second().into()),
    ];
    if let Value::Object(map) = &mut doc {
        for (key, value) in fields {
            map.insert(key.to_string(), value);
        }
    }
    doc
}

/// Borrowed names.
fn strs(names: &[String]) -> Vec<&str> {
    names.iter().map(String::as_str).collect()
}

/// A document [`study_json`] wrote, read back: its study, its shard and
/// its report, whose time is the document's `seconds`.
pub fn read_study(doc: &Value) -> Result<(StudySetup, Option<Shard>, Summary), String> {
    let study = StudySetup::deserialize(doc).map_err(|e| format!("not a study: {e}"))?;
    let shard = Option::<Shard>::deserialize(&doc["shard"]).map_err(|e| format!("shard: {e}"))?;
    let mut report = doc["report"].clone();
    let wins = &report["wins"];
    report["wins"] = serde_json::json!([wins["south"], wins["north"]]);
    for (key, names) in [
        ("fired", &study.rules),
        ("fired_games", &study.rules),
        ("decided", &study.restrictions),
        ("decided_games", &study.restrictions),
    ] {
        let by_name = &report[key];
        let counts: Vec<Value> = keys(names)
            .iter()
            .map(|k| by_name.get(k).cloned().unwrap_or(Value::Null))
            .collect();
        report[key] = Value::Array(counts);
    }
    let mut summary = Summary::deserialize(&report).map_err(|e| format!("report: {e}"))?;
    let seconds = doc["seconds"].as_f64().unwrap_or(0.0);
    summary.elapsed = std::time::Duration::try_from_secs_f64(seconds).unwrap_or_default();
    Ok((study, shard, summary))
}

/// One row of counts: `name`, how many (`counted[0]`), how many a game,
/// and in what share of the games (`counted[1]` games had one).
fn count_row(name: &str, counted: [u64; 2], games: f64, width: usize) -> String {
    format!(
        "  {name:<width$} {:>13} {:>10.2} {:>6.1}%\n",
        counted[0],
        counted[0] as f64 / games,
        counted[1] as f64 * 100.0 / games
    )
}

/// The report as a table for people: `study` says what was played,
/// `shard` which part of it (none: all), `run` how (`all cores`, `2
/// threads`, `3 shards merged`).
pub fn report_table(study: &StudySetup, shard: Option<Shard>, run: &str, r: &Summary) -> String {
    let games = r.games.max(1) as f64;
    let pct = |n: u64| format!("{:5.1}%  {n:>9}", n as f64 * 100.0 / games);
    let mut out = String::new();
    let who = match [study.south.as_str(), study.north.as_str()] {
        ["random", "random"] => "random games".to_string(),
        [south, north] => format!("games, south {south} against north {north}"),
    };
    // The label's `x` is the times sign people read (`2×8`).
    let board =
        (study.size.as_ref()).map_or_else(String::new, |s| format!(" on {}", s.replace('x', "×")));
    let part = shard.map_or_else(String::new, |s| {
        let range = s.games(study.games);
        format!(
            " (shard {s} of {}: games {} to {})",
            study.games,
            range.start,
            range.end.saturating_sub(1)
        )
    });
    out += &format!(
        "{}{board}: {} {who}{part}, seed {}, {run}, cap {} plies\n\n",
        study.game, r.games, study.seed, study.max_plies
    );
    for (p, &won) in Player::first(r.wins.len()).zip(&r.wins) {
        out += &format!("  {:<12} {}\n", format!("{} wins", p.name()), pct(won));
    }
    // A match stopped at its round cap has no winner, so it counts among
    // the draws: say how many did, beside the ply cap's games.
    let round_capped = r.end_reasons.get("round-cap").copied().unwrap_or(0);
    let stopped = match round_capped {
        0 => String::new(),
        n => format!("  ({n} stopped at the round cap, max_rounds)"),
    };
    out += &format!("  draws        {}{stopped}\n", pct(r.draws));
    out += &format!("  capped       {}\n", pct(r.capped));
    if r.unresolved > 0 {
        out += &format!(
            "  endless      {}  (no `endless` rule)\n",
            pct(r.unresolved)
        );
    }
    // How the games ended, and in a match each round too.
    for (label, reasons) in [
        ("ended by    ", &r.end_reasons),
        ("rounds ended", &r.round_ends),
    ] {
        let each: Vec<String> = reasons.iter().map(|(k, v)| format!("{k} {v}")).collect();
        if !each.is_empty() {
            out += &format!("  {label} {}\n", each.join(", "));
        }
    }
    out += &format!(
        "\n  plies        mean {:.1}, median {}, max {}\n",
        r.mean_plies(),
        r.median_plies,
        r.max_plies
    );
    out += &format!("  captured     {:.1} seeds per game\n", r.mean_captured());
    if r.endless_plies > 0 {
        out += &format!(
            "  endless      {} plies sowed forever (a board at a lift repeated)\n",
            r.endless_plies
        );
    }
    if r.lap_capped_plies > 0 {
        out += &format!(
            "  lap cap      {} plies stopped after {} laps, not proved endless\n",
            r.lap_capped_plies,
            study.max_laps.unwrap_or(crate::engine::MAX_LAPS)
        );
    }
    let tables = [
        (
            ("rule", "plies fired"),
            &study.rules,
            &r.fired,
            &r.fired_games,
        ),
        (
            ("restriction", "plies decided"),
            &study.restrictions,
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
            out += &count_row(name, [plies, in_games], games, width);
        }
    }
    for (name, counted) in [("carries", r.carried), ("shared seeds", r.shared)] {
        if counted[0] > 0 {
            out += "\n";
            out += &count_row(name, counted, games, width);
        }
    }
    if !study.phases.is_empty() {
        out += &format!("\n  {:<width$} {:>13}\n", "phase", "reached in");
        for (name, n) in study.phases.iter().zip(&r.phases_reached) {
            out += &format!("  {name:<width$} {:>12.1}%\n", *n as f64 * 100.0 / games);
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
    named_report(&rule_names(rules), &tier_names(rules), report)
}

/// [`report_json`] with the rules' and restrictions' names given.
fn named_report(rule_names: &[&str], tier_names: &[&str], report: &Summary) -> Value {
    let mut doc = serde_json::to_value(report).unwrap_or_default();
    doc["wins"] = Player::first(report.wins.len())
        .zip(&report.wins)
        .map(|(p, &won)| (p.name().to_string(), Value::from(won)))
        .collect::<serde_json::Map<_, _>>()
        .into();
    doc["fired"] = by_name(rule_names, &report.fired);
    doc["fired_games"] = by_name(rule_names, &report.fired_games);
    doc["decided"] = by_name(tier_names, &report.decided);
    doc["decided_games"] = by_name(tier_names, &report.decided_games);
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
    let object = (keys(names).into_iter())
        .zip(counts)
        .map(|(key, &count)| (key, Value::from(count)));
    Value::Object(object.collect())
}

/// The keys [`by_name`] gives `names`: each name, or `name#3` where an
/// earlier one took it.
fn keys<S: AsRef<str>>(names: &[S]) -> Vec<String> {
    let mut taken = std::collections::BTreeSet::new();
    let mut keys = Vec::with_capacity(names.len());
    for (i, name) in names.iter().enumerate() {
        let name = name.as_ref();
        let key = if taken.contains(name) {
            format!("{name}#{}", i + 1)
        } else {
            name.to_string()
        };
        taken.insert(key.clone());
        keys.push(key);
    }
    keys
}
