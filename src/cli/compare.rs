//! `sow compare`: the same balance study on two files, and how their
//! figures differ, with how sure that difference is.

use std::path::Path;

use super::progress::Progress;
use super::{EXIT_CLEAN, EXIT_USAGE, Format, load_sized_rules};
use sow::players::Study;
use sow::sample::{Balance, Comparison, Difference};

/// Plays `study` on `a` and on `b`, on the board `size` of each (as
/// `--size` takes it; each file's default without one), and prints the
/// figures side by side.
pub fn run(a: &Path, b: &Path, size: Option<&str>, study: &Study, format: Format) -> u8 {
    let mut played = Vec::new();
    for file in [a, b] {
        let (rules, board) = match load_sized_rules(file, size) {
            Ok(loaded) => loaded,
            Err(code) => return code,
        };
        let progress = Progress::start(
            study.games,
            "{spinner} {bar:30} {pos}/{len} games [{elapsed}, {eta} left]",
        );
        let balance = study.run(&rules, &|n| progress.advance(n)).map(|mut b| {
            b.size = board;
            b
        });
        drop(progress);
        match balance {
            Ok(balance) => played.push((rules.variant.name.clone(), balance)),
            Err(e) => {
                eprintln!("error: {e}");
                return EXIT_USAGE;
            }
        }
    }
    let [(a_name, a_fig), (b_name, b_fig)] = [&played[0], &played[1]];
    let comparison = Comparison::of(a_fig, b_fig);
    match format {
        Format::Human => {
            println!(
                "A: {a_name} ({}){}: {}",
                a.display(),
                a_fig.on_board(),
                a_fig.words()
            );
            println!(
                "B: {b_name} ({}){}: {}",
                b.display(),
                b_fig.on_board(),
                b_fig.words()
            );
            println!(
                "{} games each by {}, seed {}; B against A:",
                study.games,
                study.players_words(),
                study.seed
            );
            let d = &comparison;
            println!("{}", line("first player's share", &d.first_share, true));
            println!("{}", line("draws", &d.draws, true));
            println!("{}", line("mean length", &d.mean_plies, false));
        }
        Format::Json => {
            let side = |file: &Path, name: &str, balance: &Balance| serde_json::json!({ "file": file, "game": name, "balance": balance });
            let doc = serde_json::json!({
                "players": study.players_words(),
                "games": study.games,
                "seed": study.seed,
                "a": side(a, a_name, a_fig),
                "b": side(b, b_name, b_fig),
                "difference": comparison,
            });
            println!("{}", serde_json::to_string_pretty(&doc).unwrap_or_default());
        }
    }
    EXIT_CLEAN
}

/// One figure's difference in words: a share in points, a length in
/// plies, and whether chance alone explains it.
fn line(what: &str, d: &Difference, share: bool) -> String {
    let (a, b, by) = if share {
        (
            format!("{:.0}%", 100.0 * d.a),
            format!("{:.0}%", 100.0 * d.b),
            format!("{:+.0} points", 100.0 * d.difference),
        )
    } else {
        (
            format!("{:.1} plies", d.a),
            format!("{:.1} plies", d.b),
            format!("{:+.1} plies", d.difference),
        )
    };
    let verdict = if d.significant {
        "a real difference at 95% confidence"
    } else {
        "no difference at 95% confidence"
    };
    let p = if d.p < 0.001 {
        "p < 0.001".to_string()
    } else {
        format!("p = {:.3}", d.p)
    };
    format!("  {what}: {a} → {b}, {by} (z = {:.2}, {p}): {verdict}", d.z)
}
