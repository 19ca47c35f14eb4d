//! Players' speed, one thread: `cargo bench --bench players`.
//!
//! For Kalah and Oware, prints MCTS simulations a second beside the random
//! playouts (whole sample games) a second of the same game, their ratio
//! (issue #21 aims within 2×: a simulation is a playout plus the descent
//! of the tree and a copy of the game), and alpha-beta's positions a
//! second. A benchmark, not a test: the figures depend on the machine.

// A test stops on the first surprise: unwrap, expect and panic are its asserts.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::time::Instant;

use sow::engine::{Game, Rules};
use sow::players::{AlphaBeta, Mcts, Strategy};
use sow::sample::{Config, simulate};

fn rules(name: &str) -> Rules {
    let path = format!("{}/examples/{name}.sow.toml", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    Rules::new(sow::lint::check(&text).playable().unwrap())
}

/// Random playouts a second: sample games on one thread.
fn playouts_per_second(rules: &Rules) -> f64 {
    let mut config = Config::new(rules, 5_000);
    config.jobs = 1;
    simulate(rules, &config, &|_| {}).games_per_second()
}

/// MCTS simulations a second: `n` simulations for the first move.
fn simulations_per_second(rules: &Rules, n: u32) -> f64 {
    let game = Game::new(rules);
    let mut rng = fastrand::Rng::with_seed(1);
    let started = Instant::now();
    Mcts::new(n).choose(&game, &mut rng).unwrap();
    f64::from(n) / started.elapsed().as_secs_f64()
}

/// Alpha-beta positions a second: a search `depth` plies deep from the start.
fn nodes_per_second(rules: &Rules, depth: u32) -> (u64, f64) {
    let game = Game::new(rules);
    let mut rng = fastrand::Rng::with_seed(1);
    let mut search = AlphaBeta::new(depth);
    let started = Instant::now();
    search.choose(&game, &mut rng).unwrap();
    let nodes = search.nodes();
    (nodes, nodes as f64 / started.elapsed().as_secs_f64())
}

fn main() {
    println!(
        "{:<8} {:>12} {:>12} {:>7} {:>22}",
        "game", "playouts/s", "mcts sims/s", "ratio", "alphabeta:8 nodes/s"
    );
    for name in ["kalah", "oware"] {
        let rules = rules(name);
        let playouts = playouts_per_second(&rules);
        let sims = simulations_per_second(&rules, 20_000);
        let (nodes, rate) = nodes_per_second(&rules, 8);
        println!(
            "{name:<8} {playouts:>12.0} {sims:>12.0} {:>6.2}× {rate:>12.0} ({nodes} nodes)",
            playouts / sims
        );
    }
}
