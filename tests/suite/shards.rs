//! `sow simulate --shard I/N` and `sow merge`: the shards of a study,
//! merged, are the whole study's JSON report, figure for figure; and
//! shards that do not make one study are refused.

use std::path::PathBuf;

use serde_json::Value;

use crate::support::sow::sow;
use crate::support::temp::TempDir;

/// The fields of a report that are times, not counts: a merge sums the
/// shards' times (README, "Shards"), so they are the one thing a merge
/// does not give as the whole run would.
const TIMES: [&str; 3] = ["seconds", "games_per_second", "plies_per_second"];

/// `sow simulate` with `args` as JSON, written to `name` in `dir`.
fn simulate(dir: &TempDir, name: &str, args: &[&str]) -> PathBuf {
    let mut all = vec!["simulate"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--format", "json"]);
    let o = sow(&all);
    assert_eq!(o.status.code(), Some(0), "{all:?}: {}", stderr(&o));
    dir.write(name, &o.stdout)
}

fn stderr(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn json(path: &PathBuf) -> Value {
    serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap()
}

/// The document without its times.
fn counts(mut doc: Value) -> Value {
    for key in TIMES {
        assert!(doc[key].is_number(), "{key} in {doc}");
        doc.as_object_mut().unwrap().remove(key);
    }
    doc
}

/// `sow merge` of `files` as JSON.
fn merge(files: &[&PathBuf]) -> std::process::Output {
    let mut args = vec!["merge".to_string()];
    args.extend(files.iter().map(|f| f.display().to_string()));
    args.extend(["--format".to_string(), "json".to_string()]);
    sow(&args.iter().map(String::as_str).collect::<Vec<_>>())
}

/// Plays `study` whole and in 3 shards (given to the merge out of order)
/// and checks that the merge is the whole study's report.
fn shards_merge_into_the_whole(name: &str, study: &[&str]) -> Value {
    let dir = TempDir::new(name);
    let whole = simulate(&dir, "whole.json", study);
    let shards: Vec<PathBuf> = (0..3)
        .map(|i| {
            let spec = format!("{i}/3");
            let args = [study, &["--shard", &spec, "--jobs", "1"]].concat();
            simulate(&dir, &format!("shard{i}.json"), &args)
        })
        .collect();
    let o = merge(&[&shards[2], &shards[0], &shards[1]]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let merged: Value = serde_json::from_slice(&o.stdout).unwrap();
    let whole = json(&whole);
    assert_eq!(counts(merged), counts(whole.clone()));
    // The shards are parts, not copies: each played a third of the games.
    let played: Vec<u64> = (shards.iter().map(json))
        .map(|s| s["report"]["games"].as_u64().unwrap())
        .collect();
    assert_eq!(played.iter().sum::<u64>(), whole["games"].as_u64().unwrap());
    assert!(
        played
            .iter()
            .all(|&n| n * 4 > whole["games"].as_u64().unwrap()),
        "{played:?}"
    );
    whole
}

#[test]
fn random_games_of_a_study_split_in_three_merge_into_the_whole_report() {
    // Tsoro with a cap that stops some games: wins, ends, capped games and
    // the earliest of them, a move restriction's counts, the median.
    let study = [
        "examples/tsoro.sow.toml",
        "--games",
        "301",
        "--seed",
        "7",
        "--max-plies",
        "90",
    ];
    let whole = shards_merge_into_the_whole("shards-random", &study);
    let report = &whole["report"];
    assert!(report["capped"].as_u64().unwrap() > 0, "{report}");
    assert!(
        report["end_reasons"]["row-empty"].as_u64().unwrap() > 0,
        "{report}"
    );
    assert!(report["first_capped"].is_object(), "{report}");
    assert!(
        report["decided"]["multiples-first"].as_u64().unwrap() > 0,
        "{report}"
    );
    let lengths = report["games_by_length"].as_array().unwrap();
    let total: u64 = lengths.iter().map(|l| l["games"].as_u64().unwrap()).sum();
    assert_eq!(total, 301);
}

#[test]
fn a_match_between_players_merges_into_the_whole_report() {
    // Rounds of a match, and a player other than random.
    let study = [
        "examples/o-an-quan.sow.toml",
        "--games",
        "30",
        "--seed",
        "3",
        "--north",
        "mcts:8",
    ];
    let whole = shards_merge_into_the_whole("shards-players", &study);
    assert!(whole["report"]["rounds"].as_u64().unwrap() > 30, "{whole}");
    assert_eq!(whole["north"], "mcts:8");
}

#[test]
fn merge_refuses_shards_that_are_not_one_whole_study() {
    let dir = TempDir::new("shards-refused");
    let kalah = ["examples/kalah.sow.toml", "--shard"];
    let shard = |name: &str, spec: &str, extra: &[&str]| {
        let games: &[&str] = if extra.contains(&"--games") {
            &[]
        } else {
            &["--games", "40"]
        };
        let args = [&kalah[..], &[spec], games, extra].concat();
        simulate(&dir, name, &args)
    };
    let (a0, a1) = (shard("a0.json", "0/2", &[]), shard("a1.json", "1/2", &[]));
    let seed = shard("seed.json", "1/2", &["--seed", "2"]);
    let players = shard("players.json", "1/2", &["--north", "greedy"]);
    let games = shard("games.json", "1/2", &["--games", "50"]);
    let count = shard("count.json", "1/3", &[]);
    let other = {
        let args = ["examples/oware.sow.toml", "--games", "40", "--shard", "1/2"];
        simulate(&dir, "other.json", &args)
    };
    let whole = simulate(
        &dir,
        "whole.json",
        &["examples/kalah.sow.toml", "--games", "40"],
    );
    let not_json = dir.write("not.json", "{ not json");
    let cases: [(&[&PathBuf], &str); 9] = [
        (&[&a0, &seed], "`seed` is 1 in one, 2 in the other"),
        (&[&a0, &players], "`north`"),
        (&[&a0, &games], "`games` is 40 in one, 50 in the other"),
        (&[&a0, &other], "shards of different studies"),
        (&[&a0, &count], "all of one count"),
        (&[&a0], "shard 1/2 is missing"),
        (&[&a0, &a1, &a1], "shard 1/2 is given twice"),
        (&[&a0, &whole], "not of a shard"),
        (&[&a0, &not_json], "not JSON"),
    ];
    for (files, why) in cases {
        let o = merge(files);
        assert_eq!(o.status.code(), Some(2), "{files:?}");
        assert!(stderr(&o).contains(why), "{files:?}: {}", stderr(&o));
        assert!(o.stdout.is_empty(), "{files:?}");
    }
    let o = merge(&[&a1, &a0]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
}

#[test]
fn simulate_refuses_a_shard_that_is_no_part_of_a_study() {
    for (spec, why) in [
        ("3/3", "numbered 0 to 2"),
        ("0/0", "not 0"),
        ("1", "write I/N"),
        ("a/3", "write I/N"),
        ("=-1/3", "write I/N"),
        ("1/3/4", "write I/N"),
    ] {
        let o = sow(&[
            "simulate",
            "examples/kalah.sow.toml",
            "--games",
            "10",
            "--shard",
            spec,
        ]);
        assert_eq!(o.status.code(), Some(2), "{spec}");
        assert!(stderr(&o).contains(why), "{spec}: {}", stderr(&o));
    }
}

#[test]
fn a_shard_and_a_merge_print_tables_for_people() {
    let dir = TempDir::new("shards-human");
    let o = sow(&[
        "simulate",
        "examples/kalah.sow.toml",
        "--games",
        "30",
        "--shard",
        "2/3",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let table = String::from_utf8(o.stdout).unwrap();
    assert!(
        table.contains("10 random games (shard 2/3 of 30: games 20 to 29)"),
        "{table}"
    );
    let shards: Vec<PathBuf> = (0..2)
        .map(|i| {
            let spec = format!("{i}/2");
            let args = ["examples/kalah.sow.toml", "--games", "30", "--shard", &spec];
            simulate(&dir, &format!("{i}.json"), &args)
        })
        .collect();
    let files: Vec<String> = shards.iter().map(|s| s.display().to_string()).collect();
    let o = sow(&["merge", &files[0], &files[1]]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let table = String::from_utf8(o.stdout).unwrap();
    assert!(
        table.starts_with("Kalah: 30 random games, seed 1, 2 shards merged"),
        "{table}"
    );
    assert!(table.contains("capture-opposite"), "{table}");
}
