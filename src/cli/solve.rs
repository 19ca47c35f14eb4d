//! `sow solve`: the value of the start position under perfect play, and
//! the first moves that keep it.

use std::path::Path;
use std::time::Instant;

use super::{EXIT_CLEAN, EXIT_FINDINGS, EXIT_USAGE, Format, load_sized_rules};
use sow::engine::Game;
use sow::players::{Limits, Solution, Space, Unsolved, solve};

/// Solves `file` (on the board `size`, as `--size` takes it) within
/// `limits` and prints the value, or why it could not.
pub fn run(file: &Path, size: Option<&str>, limits: Limits, format: Format) -> u8 {
    let (rules, played_on) = match load_sized_rules(file, size) {
        Ok(r) => r,
        Err(code) => return code,
    };
    if rules.variant.match_rules.is_some() {
        eprintln!(
            "error: {} is a match of rounds; `sow solve` solves single games only",
            rules.variant.name
        );
        return EXIT_USAGE;
    }
    let game = Game::new(&rules);
    let started = Instant::now();
    let solution = match solve(&game, limits) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: {}: {e}", rules.variant.name);
            if matches!(
                e,
                Unsolved::TooLarge(_) | Unsolved::TooLong | Unsolved::OutOfTime { .. }
            ) {
                eprintln!("{}", too_large(&Space::of(&game), limits));
            }
            return EXIT_FINDINGS;
        }
    };
    let seconds = started.elapsed().as_secs_f64();
    let rate = solution.positions as f64 / seconds.max(1e-9);
    let best: Vec<String> = solution.best.iter().map(|m| m.name(&rules)).collect();
    // A margin of seeds only where seeds decide who wins: under
    // `no-move-loses` the winner may hold fewer.
    let seeds_decide = rules.variant.winner == sow::model::Winner::MostSeeds;
    let size = played_on.map(|s| s.label());
    match format {
        Format::Human => {
            let on = size.map(|s| format!(" on {s}")).unwrap_or_default();
            println!(
                "{}{on}: {}",
                rules.variant.name,
                verdict(&solution, seeds_decide)
            );
            println!("best first moves: {}", best.join(", "));
            println!(
                "{} positions searched in {seconds:.2} s ({rate:.0} a second), {} remembered",
                solution.positions, solution.kept
            );
        }
        Format::Json => {
            let doc = serde_json::json!({
                "game": rules.variant.name,
                "size": size,
                "mover": solution.mover.name(),
                "winner": solution.winner.map(|p| p.name()),
                "margin": seeds_decide.then_some(solution.margin),
                "best_moves": best,
                "positions": solution.positions,
                "remembered": solution.kept,
                "seconds": seconds,
                "positions_per_second": rate,
            });
            println!("{}", serde_json::to_string_pretty(&doc).unwrap_or_default());
        }
    }
    EXIT_CLEAN
}

/// How large the board is and what the limits allowed, for a refusal:
/// the bound on its positions, the memory they would take, and the table's
/// share of them.
fn too_large(space: &Space, limits: Limits) -> String {
    let kept = limits.table_positions();
    let each = limits.memory as f64 / kept.max(1) as f64;
    let all = space.log10 + each.log10();
    let all = if all < 18.0 {
        bytesize::ByteSize(10f64.powf(all) as u64)
            .display()
            .si()
            .to_string()
    } else {
        format!("10^{all:.0} bytes")
    };
    format!(
        "  the board has {space}; remembering them all would take some {all}, \
         and --max-memory {} keeps {kept} of them; --max-positions (now {}) \
         searches further",
        bytes(limits.memory),
        limits.positions,
    )
}

/// A size in the units it was most likely given in: `256.0 MiB`, `2.0 GB`.
fn bytes(n: u64) -> String {
    let size = bytesize::ByteSize(n);
    if n.is_multiple_of(1000) {
        size.display().si().to_string()
    } else {
        size.display().iec().to_string()
    }
}

/// Who wins and by how much, in words.
fn verdict(s: &Solution, seeds_decide: bool) -> String {
    let by = |n: i32| match n.unsigned_abs() {
        _ if !seeds_decide => String::new(),
        1 => " by 1 seed".to_string(),
        n => format!(" by {n} seeds"),
    };
    match s.winner {
        Some(w) if w == s.mover => format!(
            "{} (to move) wins{} under perfect play",
            w.name(),
            by(s.margin)
        ),
        Some(w) => format!(
            "{} wins{} under perfect play ({} moves first)",
            w.name(),
            by(s.margin),
            s.mover.name()
        ),
        None => format!("a draw under perfect play ({} moves first)", s.mover.name()),
    }
}
