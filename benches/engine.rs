//! Random-playout speed, one thread: `cargo bench`.
//!
//! Prints games and plies per second for the bundled examples and for one
//! set of rules on boards of growing size. A benchmark, not a test: the
//! figures depend on the machine and on what else it is doing, so each is
//! the best of a few runs. Besides wall-clock rates it prints games per
//! second of CPU time (from /proc/self/stat, on Linux), which other
//! processes on a shared machine disturb much less.

// A test stops on the first surprise: unwrap, expect and panic are its asserts.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use sow::engine::Rules;
use sow::model::sizes::Size;
use sow::sample::{Config, Summary, simulate};

/// CPU time this process has used, user and system, in seconds (Linux);
/// `None` elsewhere.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name (which is in parentheses).
    let rest = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // utime and stime are fields 14 and 15 of the whole line, in clock
    // ticks of 1/100 s on Linux.
    let utime: f64 = fields.get(11)?.parse().ok()?;
    let stime: f64 = fields.get(12)?.parse().ok()?;
    Some((utime + stime) / 100.0)
}

/// Runs `games` games `runs` times on one thread: the fastest run, and the
/// best games per CPU-second seen.
fn best(rules: &Rules, games: u64, runs: usize) -> (Summary, Option<f64>) {
    let mut config = Config::new(rules, games);
    config.jobs = 1;
    let mut fastest: Option<Summary> = None;
    let mut per_cpu: Option<f64> = None;
    for _ in 0..runs {
        let before = cpu_seconds();
        let r = simulate(rules, &config, &|_| {});
        if let (Some(a), Some(b)) = (before, cpu_seconds())
            && b > a
        {
            let rate = r.games as f64 / (b - a);
            per_cpu = Some(per_cpu.map_or(rate, |p: f64| p.max(rate)));
        }
        if fastest.as_ref().is_none_or(|f| r.elapsed < f.elapsed) {
            fastest = Some(r);
        }
    }
    let report = fastest.unwrap_or_else(|| simulate(rules, &config, &|_| {}));
    (report, per_cpu)
}

fn rules_of(text: &str) -> Rules {
    sized_rules_of(text).swap_remove(0).1
}

/// The compiled rules of each size of a file (`[board] sizes`), its
/// default first, each with its size for a file of several.
fn sized_rules_of(text: &str) -> Vec<(Option<String>, Rules)> {
    let checked = sow::lint::check(text);
    let Some(default) = checked.playable() else {
        eprintln!("{:#?}", checked.diagnostics);
        std::process::exit(2)
    };
    let several = !checked.sizes.is_empty();
    let name = |board: &sow::model::Board| several.then(|| Size::of(board).to_string());
    let mut all = vec![(name(&default.board), Rules::new(default))];
    for sized in &checked.sizes {
        let Some(variant) = &sized.variant else {
            eprintln!("{} does not build", sized.size);
            std::process::exit(2)
        };
        all.push((name(&variant.board), Rules::new(variant)));
    }
    all
}

fn line(name: &str, (r, per_cpu): &(Summary, Option<f64>)) {
    let cpu = per_cpu.map_or("-".to_string(), |c| format!("{c:.0}"));
    println!(
        "{name:<34} {:>10.0} games/s {:>12.0} plies/s {:>10} games/CPU-s {:>6.1} plies/game {:>5.1}% capped",
        r.games_per_second(),
        r.plies_per_second(),
        cpu,
        r.mean_plies(),
        r.capped as f64 * 100.0 / r.games.max(1) as f64
    );
}

/// Capture-opposite rules with own rows, on a board of `rows` × `columns`:
/// two rows sow anticlockwise round the board; four rows give each player
/// a loop of their own two rows.
fn board(rows: u16, columns: u16) -> String {
    let col = |c: u16| char::from(b'a' + c as u8);
    let row = |r: u16, rev: bool| -> Vec<String> {
        let mut v: Vec<String> = (0..columns).map(|c| format!("\"{}{r}\"", col(c))).collect();
        if rev {
            v.reverse();
        }
        v
    };
    let (owners, sowing) = if rows == 2 {
        (
            "[players.south]\nrows = [1]\n[players.north]\nrows = [2]\n".to_string(),
            "[sowing]\ndirection = \"anticlockwise\"\n".to_string(),
        )
    } else {
        let south = [row(1, false), row(2, true)].concat().join(", ");
        let north = [row(4, true), row(3, false)].concat().join(", ");
        (
            "[players.south]\nrows = [1, 2]\n[players.north]\nrows = [3, 4]\n".to_string(),
            format!("[sowing]\ntrack = {{ south = [{south}], north = [{north}] }}\n"),
        )
    };
    format!(
        "[game]\nname = \"{rows}x{columns}\"\n\
         [board]\nrows = {rows}\ncolumns = {columns}\nseeds = 4\n\
         {owners}{sowing}\
         [[landing]]\nname = \"capture\"\n\
         when = {{ hole = \"own\", was_empty = true, opposite = {{ min = 1 }} }}\n\
         capture = [\"opposite\"]\n\
         [moves]\nfrom = \"own\"\nno_move = \"end-game\"\n\
         [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n"
    )
}

/// The bundled examples, Kalah first (the others are measured against it),
/// then by name.
fn example_files(root: &str) -> Vec<std::path::PathBuf> {
    let Ok(dir) = std::fs::read_dir(format!("{root}/examples")) else {
        eprintln!("cannot read {root}/examples");
        std::process::exit(2)
    };
    let mut files: Vec<_> = dir
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.to_str().is_some_and(|s| s.ends_with(".sow.toml")))
        .collect();
    files.sort_by_key(|p| (!p.ends_with("kalah.sow.toml"), p.clone()));
    files
}

/// How many games make a run of about `seconds` on one thread, from a
/// short run first (at least 20 games).
fn games_for(rules: &Rules, seconds: f64) -> u64 {
    let mut config = Config::new(rules, 20);
    config.jobs = 1;
    let probe = simulate(rules, &config, &|_| {});
    let rate = probe.games_per_second();
    ((rate * seconds) as u64).clamp(20, 1_000_000)
}

fn main() {
    // `cargo bench -- NAME` runs only benchmarks whose name contains NAME.
    let filter: Option<String> = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    let wanted = |name: &str| filter.as_deref().is_none_or(|f| name.contains(f));
    let root = env!("CARGO_MANIFEST_DIR");
    println!("one thread, best of 3 runs; the last column is plies/s against Kalah's\n");
    let mut kalah_plies: Option<f64> = None;
    for path in example_files(root) {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .trim_end_matches(".sow.toml")
            .to_string();
        if !wanted(&name) {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(&path) else {
            eprintln!("cannot read {}", path.display());
            std::process::exit(2)
        };
        for (size, rules) in sized_rules_of(&text) {
            let games = games_for(&rules, 0.3);
            let run = best(&rules, games, 3);
            if name == "kalah" {
                kalah_plies = Some(run.0.plies_per_second());
            }
            let ratio = kalah_plies.map_or("-".to_string(), |k| {
                format!("{:.3}", run.0.plies_per_second() / k.max(1.0))
            });
            let size = size.map_or(String::new(), |s| format!(" {s}"));
            line(
                &format!("{}{size} ({games} games)", rules.variant.name),
                &run,
            );
            println!("{:<34} {ratio:>10} of Kalah's plies/s", "");
        }
    }
    for (rows, columns, games) in [
        (2, 6, 100_000),
        (2, 12, 20_000),
        (4, 8, 20_000),
        (2, 32, 2_000),
    ] {
        let name = format!("board {rows}x{columns} ({games} games)");
        if !wanted(&format!("board {rows}x{columns}")) {
            continue;
        }
        let rules = rules_of(&board(rows, columns));
        line(&name, &best(&rules, games, 3));
    }
}
