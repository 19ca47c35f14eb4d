//! Robustness: no input crashes, hangs or exhausts sow.
//!
//! Mutations of every example and fixture (lines deleted, values swapped
//! and retyped, text cut at every character, bytes flipped, tables
//! duplicated) are checked, played and rendered without a panic and with
//! every range inside the text; the mutations that must be reported are.
//! Inputs at and past each limit get a diagnostic with a range, and
//! pathological inputs (deep nesting, long dotted keys, huge lists) are
//! answered quickly. `SOW_ROBUST_CASES` sets how many random mutations run
//! per file (default 40).

// A test stops on the first surprise: unwrap, expect and panic are its asserts.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::PathBuf;
use std::time::{Duration, Instant};

use fastrand::Rng;
use sow::engine::{Game, Rules};
use sow::model::Checked;
use sow::sample::{Budget, Config, check_and_play, simulate};

use crate::support::ranges::assert_valid;

/// Every example and fixture, with its text.
fn corpus() -> Vec<(PathBuf, String)> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["examples", "tests/fixtures"] {
        for entry in std::fs::read_dir(root.join(dir)).unwrap() {
            let path = entry.unwrap().path();
            if path.to_string_lossy().ends_with(".sow.toml") {
                let text = std::fs::read_to_string(&path).unwrap();
                files.push((path, text));
            }
        }
    }
    files.sort();
    assert!(files.len() > 20, "examples and fixtures not found");
    files
}

fn cases() -> u64 {
    std::env::var("SOW_ROBUST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(40)
}

fn small_budget() -> Budget {
    Budget {
        games: 4,
        seed: 3,
        jobs: 1,
        ..Budget::default()
    }
}

/// Checks `text` (and plays it, when `play`), asserting what every input
/// must satisfy.
fn check(what: &str, text: &str, play: bool) -> Checked {
    let checked = if play {
        check_and_play(text, Some(&small_budget()))
    } else {
        sow::lint::check(text)
    };
    assert_valid(what, text, &checked.diagnostics);
    if let Some(variant) = checked.playable() {
        // A file without errors compiles.
        let _ = Rules::new(variant);
    }
    checked
}

fn has_errors(c: &Checked) -> bool {
    c.has_errors()
}

#[test]
fn every_line_deleted_in_turn() {
    for (path, text) in corpus() {
        let lines: Vec<&str> = text.lines().collect();
        for drop in 0..lines.len() {
            let mutant: String = lines
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != drop)
                .map(|(_, l)| format!("{l}\n"))
                .collect();
            // Play a few of them; checking is the part that sees every line.
            let play = drop % 7 == 0;
            check(
                &format!("{} without line {}", path.display(), drop + 1),
                &mutant,
                play,
            );
        }
    }
}

#[test]
fn text_cut_at_every_character() {
    let corpus = corpus();
    // Every example, and one fixture, cut at every character boundary.
    for (path, text) in corpus
        .iter()
        .filter(|(p, _)| p.starts_with(concat!(env!("CARGO_MANIFEST_DIR"), "/examples")))
        .chain(
            corpus
                .iter()
                .filter(|(p, _)| p.ends_with("M001-match-refill.sow.toml")),
        )
    {
        for (at, _) in text.char_indices() {
            check(
                &format!("{} cut at {at}", path.display()),
                &text[..at],
                false,
            );
        }
    }
}

/// `key = value` lines: where the value starts.
fn value_lines(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = 0;
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim_start();
        if !trimmed.starts_with('#')
            && !trimmed.starts_with('[')
            && let Some(eq) = line.find(" = ")
        {
            out.push((start, start + eq + 3));
        }
        start += line.len();
    }
    out
}

/// The value of a `key = value` line at `at`: up to a comment or the end of
/// the line (values on one line only).
fn value_at(text: &str, at: usize) -> &str {
    let rest = &text[at..];
    let end = rest.find('\n').unwrap_or(rest.len());
    let v = &rest[..end];
    match v.find(" #") {
        Some(c) if !v[..c].contains('"') || v[..c].matches('"').count().is_multiple_of(2) => {
            v[..c].trim_end()
        }
        _ => v.trim_end(),
    }
}

#[test]
fn values_swapped_between_keys() {
    let mut rng = Rng::with_seed(8);
    for (path, text) in corpus() {
        let lines = value_lines(&text);
        if lines.len() < 2 {
            continue;
        }
        for case in 0..cases() {
            let (_, a) = lines[rng.usize(..lines.len())];
            let (_, b) = lines[rng.usize(..lines.len())];
            let (va, vb) = (value_at(&text, a), value_at(&text, b));
            if a == b || va == vb {
                continue;
            }
            let (first, second, v1, v2) = if a < b {
                (a, b, vb, va)
            } else {
                (b, a, va, vb)
            };
            let len1 = value_at(&text, first).len();
            let len2 = value_at(&text, second).len();
            let mutant = format!(
                "{}{}{}{}{}",
                &text[..first],
                v1,
                &text[first + len1..second],
                v2,
                &text[second + len2..]
            );
            check(
                &format!("{} case {case}: values swapped", path.display()),
                &mutant,
                case % 5 == 0,
            );
        }
    }
}

/// Keys whose value has one type only: a value of another type is an error.
const TYPED: &[&str] = &[
    "name",
    "rows",
    "columns",
    "stores",
    "direction",
    "laps",
    "endless",
    "skip_origin",
    "min_seeds",
    "must_feed",
    "no_move",
    "remaining",
    "max_plies",
    "from",
    "refill",
    "take",
];

#[test]
fn a_value_of_the_wrong_type_is_always_reported() {
    for (path, text) in corpus() {
        let clean = !has_errors(&sow::lint::check(&text));
        for (line_start, at) in value_lines(&text) {
            let key = text[line_start..at - 3].trim();
            if !TYPED.contains(&key) {
                continue;
            }
            let value = value_at(&text, at);
            let retyped = if value.starts_with('"') || value == "true" || value == "false" {
                "12".to_string()
            } else if value.parse::<u64>().is_ok() {
                format!("\"{value}\"")
            } else {
                continue;
            };
            let mutant = format!("{}{}{}", &text[..at], retyped, &text[at + value.len()..]);
            let checked = check(
                &format!("{}: `{key} = {retyped}`", path.display()),
                &mutant,
                false,
            );
            if clean {
                assert!(
                    has_errors(&checked),
                    "{}: `{key} = {retyped}` went unreported",
                    path.display()
                );
            }
        }
    }
}

#[test]
fn duplicated_tables_are_always_reported() {
    for (path, text) in corpus() {
        if !text.contains("\n[") {
            continue;
        }
        // Each `[table]` (not an array of tables) appended again.
        for header in text.lines().filter(|l| {
            let l = l.trim();
            l.starts_with('[') && !l.starts_with("[[")
        }) {
            let mutant = format!("{text}\n{header}\nname = \"again\"\n");
            let checked = check(
                &format!("{}: {header} twice", path.display()),
                &mutant,
                false,
            );
            assert!(
                has_errors(&checked),
                "{}: {header} twice went unreported",
                path.display()
            );
        }
    }
}

#[test]
fn random_byte_flips_kept_utf8() {
    let mut rng = Rng::with_seed(9);
    for (path, text) in corpus() {
        for case in 0..cases() {
            let mut bytes = text.clone().into_bytes();
            for _ in 0..rng.usize(1..=4) {
                let i = rng.usize(..bytes.len());
                bytes[i] = match rng.u8(..4) {
                    0 => rng.u8(0x20..0x7f),
                    1 => bytes[i] ^ (1 << rng.u8(..7)),
                    2 => b"[]{}=\",\n#'"[rng.usize(..10)],
                    _ => rng.u8(..0x80),
                };
            }
            // A flip may leave a multi-byte character broken: keep the
            // longest valid prefix, as a reader of UTF-8 only must.
            let mutant = match String::from_utf8(bytes) {
                Ok(s) => s,
                Err(e) => {
                    let valid = e.utf8_error().valid_up_to();
                    let mut b = e.into_bytes();
                    b.truncate(valid);
                    String::from_utf8(b).unwrap()
                }
            };
            check(
                &format!("{} case {case}: bytes flipped", path.display()),
                &mutant,
                case % 4 == 0,
            );
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_simulation() {
    for (path, text) in corpus()
        .into_iter()
        .filter(|(p, _)| p.starts_with(concat!(env!("CARGO_MANIFEST_DIR"), "/examples")))
    {
        let checked = sow::lint::check(&text);
        let rules = Rules::new(checked.playable().unwrap());
        let games = if path.ends_with("hufesay.sow.toml") {
            6
        } else {
            200
        };
        let run = |seed: u64, jobs: usize| {
            let mut config = Config::new(&rules, games);
            config.seed = seed;
            config.jobs = jobs;
            let mut report = simulate(&rules, &config, &|_| {});
            report.elapsed = Duration::ZERO;
            serde_json::to_string(&report).unwrap()
        };
        let first = run(5, 1);
        assert_eq!(
            first,
            run(5, 2),
            "{}: thread count changed the run",
            path.display()
        );
        assert_eq!(
            first,
            run(5, 1),
            "{}: the same seed, another run",
            path.display()
        );
        if games >= 200 {
            assert_ne!(first, run(6, 1), "{}: the seed is ignored", path.display());
        }
    }
}

#[test]
fn a_game_reset_after_another_starts_as_a_new_one() {
    // Sample play plays many games on one `Game`, resetting it between
    // them: nothing of a finished game (its round, the ways it chose) may
    // reach the next one, or a run would depend on how it is split into
    // chunks.
    for (path, text) in corpus()
        .into_iter()
        .filter(|(p, _)| p.starts_with(concat!(env!("CARGO_MANIFEST_DIR"), "/examples")))
    {
        let checked = sow::lint::check(&text);
        let rules = Rules::new(checked.playable().unwrap());
        let fresh = Game::new(&rules);
        let mut game = Game::new(&rules);
        let mut rng = Rng::with_seed(3);
        while game.outcome.is_none() && game.ply < 20_000 {
            if game.lots_pending() {
                game.draw_lots(sow::model::Player::SOUTH).unwrap();
                continue;
            }
            let n = game.legal_moves().len();
            if n == 0 || game.play_nth(rng.usize(..n)).is_err() {
                break;
            }
        }
        game.reset();
        assert_eq!(game.phase, fresh.phase, "{}", path.display());
        assert_eq!(game.round, fresh.round, "{}", path.display());
        assert_eq!(game.ways(), fresh.ways(), "{}", path.display());
        assert_eq!(game.position(), fresh.position(), "{}", path.display());
        assert_eq!(
            game.legal_moves(),
            fresh.legal_moves(),
            "{}",
            path.display()
        );
    }
}

/// Checks `text`, which must be answered within `limit` with an error of
/// code `code`.
fn refused(what: &str, text: &str, code: &str, limit: Duration) {
    let started = Instant::now();
    let checked = check(what, text, true);
    let took = started.elapsed();
    assert!(took < limit, "{what}: took {took:?}");
    assert!(
        checked.diagnostics.iter().any(|d| d.code.id == code),
        "{what}: no {code} among {:?}",
        checked
            .diagnostics
            .iter()
            .map(|d| (d.code.id, &d.message))
            .collect::<Vec<_>>()
    );
}

const KALAH: &str = include_str!("../../examples/kalah.sow.toml");

/// Kalah with `key = value` in `[table]` set to `value`.
fn kalah_with(table: &str, key: &str, value: &str) -> String {
    let header = format!("[{table}]\n");
    let at = KALAH.find(&header).unwrap() + header.len();
    let mut text = KALAH.to_string();
    // Remove the key if present, then put it first in the table.
    if let Some(line) = KALAH[at..]
        .lines()
        .take_while(|l| !l.starts_with('['))
        .find(|l| l.starts_with(&format!("{key} =")))
    {
        text = text.replacen(&format!("{line}\n"), "", 1);
    }
    text.insert_str(at, &format!("{key} = {value}\n"));
    text
}

#[test]
fn deep_nesting_is_refused_quickly() {
    let second = Duration::from_secs(2);
    let n = 100_000;
    refused(
        "100k [",
        &format!("a = {}{}", "[".repeat(n), "]".repeat(n)),
        "S005",
        second,
    );
    refused(
        "100k [ unclosed",
        &format!("a = {}", "[".repeat(n)),
        "S005",
        second,
    );
    refused(
        "100k {",
        &format!("a = {}{}", "{b = ".repeat(n), "}".repeat(n)),
        "S005",
        second,
    );
    refused(
        "mixed",
        &format!("[board]\nseeds = {}", "[{a = ".repeat(n / 2)),
        "S005",
        second,
    );
    // Under the limit, nesting is read (and found to be the wrong shape).
    let shallow = format!(
        "{}\n[game]\nx = {}1{}\n",
        KALAH,
        "[".repeat(20),
        "]".repeat(20)
    );
    let checked = check("20 deep", &shallow, false);
    assert!(checked.diagnostics.iter().all(|d| d.code.id != "S005"));
}

#[test]
fn long_dotted_keys_and_headers_do_not_overflow_the_stack() {
    let second = Duration::from_secs(5);
    let n = 50_000;
    let dotted = "a.".repeat(n);
    for text in [
        format!("{dotted}b = 1\n"),
        format!("[{dotted}b]\nc = 1\n"),
        format!("[[{dotted}b]]\nc = 1\n"),
        format!("x = {{ {dotted}b = 1 }}\n"),
        format!("[board]\n{dotted}b = 1\n"),
    ] {
        let what = &text[..text.len().min(40)];
        let started = Instant::now();
        let checked = check(what, &text, true);
        assert!(started.elapsed() < second, "{what}: slow");
        assert!(has_errors(&checked), "{what}: unreported");
    }
}

#[test]
fn many_arrays_of_tables_and_keys_are_answered_quickly() {
    let limit = Duration::from_secs(10);
    let cases = [
        (
            "100k [[landing]]",
            format!(
                "{KALAH}{}",
                "[[landing]]\nname = \"x\"\n".repeat(100_000 / 2)
            ),
        ),
        (
            "100k [[x]]",
            format!("{KALAH}{}", "[[x]]\n".repeat(100_000)),
        ),
        (
            "100k unknown keys",
            format!(
                "{KALAH}\n[game2]\n{}",
                (0..100_000)
                    .map(|i| format!("k{i} = 1\n"))
                    .collect::<String>()
            ),
        ),
        (
            "100k unknown keys in [board]",
            KALAH.replacen(
                "[board]\n",
                &format!(
                    "[board]\n{}",
                    (0..60_000)
                        .map(|i| format!("k{i} = 1\n"))
                        .collect::<String>()
                ),
                1,
            ),
        ),
        (
            "a track of 100k holes",
            kalah_with(
                "sowing",
                "track",
                &format!("[{}]", vec!["\"a1\""; 100_000].join(", ")),
            ),
        ),
        (
            "100k regions",
            format!(
                "{KALAH}{}",
                (0..50_000)
                    .map(|i| format!("[regions.r{i}]\nsouth = [\"a1\"]\n"))
                    .collect::<String>()
            ),
        ),
        (
            "100k aliases",
            kalah_with(
                "game",
                "aliases",
                &format!("[{}]", vec!["\"x\""; 100_000].join(", ")),
            ),
        ),
        (
            "seeds table of 100k holes",
            kalah_with(
                "board",
                "seeds",
                &format!(
                    "{{ {} }}",
                    (0..100_000)
                        .map(|i| format!("z{i} = 1"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            ),
        ),
    ];
    for (what, text) in cases {
        let text = if text.len() > sow::syntax::MAX_FILE_BYTES {
            text[..sow::syntax::MAX_FILE_BYTES].to_string()
        } else {
            text
        };
        let started = Instant::now();
        let checked = check(what, &text, true);
        let took = started.elapsed();
        assert!(took < limit, "{what}: took {took:?}");
        // Aliases are free text: any number of them is a valid file.
        let valid = what.ends_with("aliases");
        assert_eq!(has_errors(&checked), !valid, "{what}");
    }
}

#[test]
fn a_file_over_the_size_limit_is_refused_before_parsing() {
    let limit = sow::syntax::MAX_FILE_BYTES;
    let mut text = KALAH.to_string();
    while text.len() <= limit {
        text.push_str("# padding, padding, padding, padding, padding\n");
    }
    refused("over 1 MiB", &text, "S005", Duration::from_secs(2));
    // At the limit exactly, the file is read.
    text.truncate(limit);
    let cut = text.rfind('\n').unwrap() + 1;
    let mut at_limit = text[..cut].to_string();
    while at_limit.len() < limit {
        at_limit.push('#');
    }
    assert_eq!(at_limit.len(), limit);
    let checked = check("1 MiB", &at_limit, false);
    assert!(!has_errors(&checked), "{:?}", checked.diagnostics);
}

#[test]
fn seeds_beyond_the_limit_are_refused_without_overflow() {
    let second = Duration::from_secs(2);
    for seeds in [
        "10001",
        "1073741824",
        "4294967295",
        "[[4294967295, 1, 1, 1, 1, 1], 4]",
        "{ default = 2147483648 }",
    ] {
        refused(
            &format!("seeds = {seeds}"),
            &kalah_with("board", "seeds", seeds),
            "B001",
            second,
        );
    }
    for seeds in ["4294967296", "-1", "1e9"] {
        refused(
            &format!("seeds = {seeds}"),
            &kalah_with("board", "seeds", seeds),
            "S003",
            second,
        );
    }
    // At the limit, the game is played.
    let at = kalah_with(
        "board",
        "seeds",
        "[[833, 833, 833, 833, 833, 833], [834, 834, 834, 834, 834, 834]]",
    );
    let checked = check("10,002 seeds", &at, false);
    assert!(has_errors(&checked));
    let at = kalah_with(
        "board",
        "seeds",
        "[[833, 833, 833, 833, 833, 833], [833, 833, 833, 833, 833, 835]]",
    );
    let checked = check("10,000 seeds", &at, true);
    assert!(!has_errors(&checked), "{:?}", checked.diagnostics);
}

#[test]
fn board_size_limits() {
    let second = Duration::from_secs(2);
    let too_many_rows = (sow::format::MAX_ROWS + 1).to_string();
    for (key, value) in [
        ("rows", too_many_rows.as_str()),
        ("rows", "1"),
        ("rows", "0"),
        ("columns", "65"),
        ("columns", "0"),
        ("columns", "4294967295"),
    ] {
        refused(
            &format!("{key} = {value}"),
            &kalah_with("board", key, value),
            "B001",
            second,
        );
    }
}

#[test]
fn ply_and_round_caps_out_of_range_are_reported() {
    let second = Duration::from_secs(5);
    for value in ["0", "1000001", "4294967295"] {
        refused(
            &format!("max_plies = {value}"),
            &kalah_with("game", "max_plies", value),
            if value == "0" { "S006" } else { "S005" },
            second,
        );
    }
    let checked = check(
        "max_plies = 1000000",
        &kalah_with("game", "max_plies", "1000000"),
        false,
    );
    assert!(!has_errors(&checked), "{:?}", checked.diagnostics);
    let qelat = include_str!("../../examples/qelat.sow.toml");
    for value in ["0", "10001", "4294967295"] {
        assert!(qelat.contains("\nmax_rounds = 1000\n"));
        let text = qelat.replacen(
            "\nmax_rounds = 1000\n",
            &format!("\nmax_rounds = {value}\n"),
            1,
        );
        refused(
            &format!("max_rounds = {value}"),
            &text,
            if value == "0" { "S006" } else { "S005" },
            second,
        );
    }
}

#[test]
fn too_many_landing_rules_are_reported_on_the_first_beyond() {
    let mut text = KALAH.to_string();
    for i in 0..70 {
        text += &format!(
            "\n[[landing]]\nname = \"r{i}\"\nwhen = {{ count = {} }}\nthen = \"end-turn\"\n",
            1000 + i
        );
    }
    let checked = check("70 more rules", &text, false);
    let d = checked
        .diagnostics
        .iter()
        .find(|d| d.code.id == "S005")
        .expect("no S005");
    assert!(
        text[d.span.clone()].contains("[[landing]]")
            || text[..d.span.start].matches("[[landing]]").count() > 64
    );
}

#[test]
fn a_long_game_without_captures_is_not_quadratic_in_its_plies() {
    // Repetition ends the game, and no position recurs: every ply used to
    // search every earlier position (a hang at `max_plies = 1000000`).
    let text = "[game]\nname = \"Long\"\nmax_plies = 200000\n\
        [board]\nrows = 2\ncolumns = 12\nseeds = 4\nstores = false\n\
        [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
        [sowing]\ndirection = \"anticlockwise\"\n\
        [moves]\nfrom = \"own\"\nno_move = \"pass\"\n\
        [end]\nwhen = [\"repetition\"]\nremaining = \"owner\"\n";
    let checked = sow::lint::check(text);
    let rules = Rules::new(checked.playable().unwrap());
    let mut config = Config::new(&rules, 2);
    config.jobs = 1;
    let started = Instant::now();
    let report = simulate(&rules, &config, &|_| {});
    assert!(report.plies > 200_000, "{report:?}");
    assert!(
        started.elapsed() < Duration::from_secs(20),
        "{:?} for {} plies",
        started.elapsed(),
        report.plies
    );
}

#[test]
fn a_time_limit_stops_sample_play_inside_a_slow_game() {
    // A fuzz finding: games of about 3 s each (relay sowing to a 2,000-ply
    // cap, every candidate move sown). With a limit far below one game,
    // play stops inside the first and reports no game rather than running
    // on: sample play heeds its deadline within a game.
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fuzz/findings/timeout-relay-every-move-sown.sow.toml"
    );
    let text = std::fs::read_to_string(path).unwrap();
    let checked = sow::lint::check(&text);
    let rules = Rules::new(checked.playable().unwrap());
    let mut config = Config::new(&rules, 300);
    config.jobs = 1;
    config.deadline = Some(Instant::now() + Duration::from_millis(50));
    let report = simulate(&rules, &config, &|_| {});
    assert!(report.games < 300, "{} games played", report.games);
    assert_eq!(report.capped, report.games);
}

#[test]
fn a_deadline_cuts_short_a_sowing_of_millions_of_laps() {
    // Fuzz findings: relay sowings whose cycle shows only after millions of
    // laps, so one ply takes seconds. Play stops inside such a ply at its
    // deadline, and the game cut short is left out: no finding rests on it.
    for name in [
        "timeout-relay-without-endless",
        "timeout-match-relay-without-endless",
    ] {
        let path = format!(
            "{}/fuzz/findings/{name}.sow.toml",
            env!("CARGO_MANIFEST_DIR")
        );
        let text = std::fs::read_to_string(path).unwrap();
        let checked = sow::lint::check(&text);
        let variant = checked.variant.as_ref().unwrap();
        let rules = Rules::new(variant);
        let mut config = Config::new(&rules, 300);
        config.jobs = 1;
        config.deadline = Some(Instant::now() + Duration::from_millis(50));
        let report = simulate(&rules, &config, &|_| {});
        assert!(report.games < 300, "{name}: {} games", report.games);
        // A hang guard, far above what it takes: not a speed test.
        assert!(report.elapsed < Duration::from_secs(60), "{name}");
    }
}
