//! The main job's speed: `cargo bench --bench check`.
//!
//! Runs `sow check examples` (the static checks and 300 sample games a
//! board size, bounded by `sample::SAMPLE_PLIES` plies, with the second
//! opinion of greedy players where random matches stop at a cap) three
//! times and prints the fastest, then each example alone on one core's
//! worth of threads, slowest first. A benchmark, not a test: the figures
//! depend on the machine and its load. The target is under 5 s for the
//! whole folder on this project's 2-core machine.

// A benchmark stops on the first surprise: expect and panic are its asserts.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::process::Command;
use std::time::{Duration, Instant};

/// Runs `sow check ARGS` `runs` times: the fastest wall-clock time.
fn fastest(args: &[&str], runs: usize) -> Duration {
    let root = env!("CARGO_MANIFEST_DIR");
    (0..runs)
        .map(|_| {
            let started = Instant::now();
            let out = Command::new(env!("CARGO_BIN_EXE_sow"))
                .arg("check")
                .args(args)
                .current_dir(root)
                .output()
                .expect("sow runs");
            assert!(
                out.status.success(),
                "sow check {args:?} failed: {}",
                String::from_utf8_lossy(&out.stdout)
            );
            started.elapsed()
        })
        .min()
        .unwrap_or_default()
}

fn main() {
    let root = env!("CARGO_MANIFEST_DIR");
    let whole = fastest(&["examples"], 3);
    println!(
        "sow check examples: {:.2} s (fastest of 3; target under 5 s)",
        whole.as_secs_f64()
    );
    let mut files: Vec<String> = std::fs::read_dir(format!("{root}/examples"))
        .expect("examples folder")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".sow.toml"))
        .collect();
    files.sort();
    let mut each: Vec<(Duration, String)> = files
        .into_iter()
        .map(|name| (fastest(&[&format!("examples/{name}")], 1), name))
        .collect();
    each.sort_by_key(|e| std::cmp::Reverse(e.0));
    println!("\neach example alone (one run each, slowest first):");
    for (time, name) in each {
        println!("  {:>6.2} s  {name}", time.as_secs_f64());
    }
}
