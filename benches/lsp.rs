//! Latency of `sow lsp` on every example, through the real binary and its
//! pipes: from a didChange to its static diagnostics, and from a hover
//! request to its answer; and how many sample games the editor's budget
//! plays of each. A measurement, not a test: `cargo bench --bench lsp`.
//! Targets on the project's 2-core machine: 5 ms and 2 ms (median).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[path = "../tests/suite/support/client.rs"]
mod client;

use std::time::{Duration, Instant};

use client::{Server, find, range};
use serde_json::json;

const ROUNDS: usize = 200;

fn summary(mut times: Vec<Duration>) -> String {
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    format!(
        "median {:>7.3} ms, p90 {:>7.3} ms, max {:>7.3} ms",
        at(0.5).as_secs_f64() * 1e3,
        at(0.9).as_secs_f64() * 1e3,
        at(1.0).as_secs_f64() * 1e3
    )
}

/// The names and texts of the files of `dir` whose names `keep` accepts,
/// in name order.
fn files(dir: &str, keep: impl Fn(&str) -> bool) -> Vec<(String, String)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut out: Vec<(String, String)> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(e.path()).ok()?;
            keep(&name).then_some((name, text))
        })
        .collect();
    out.sort();
    out
}

/// From opening a file that sample play finds fault with to the second
/// batch of diagnostics (the pause after typing included).
fn play_batches() {
    for (name, text) in files("tests/fixtures", |name| name.starts_with('P')) {
        let uri = format!("file:///bench/{name}");
        let mut s = Server::start();
        s.initialize(json!(["utf-16"]));
        let start = Instant::now();
        s.open(&uri, &text);
        let deadline = start + Duration::from_secs(5);
        let mut second = None;
        while Instant::now() < deadline {
            let batches = s
                .published
                .iter()
                .filter(|p| p["uri"] == uri.as_str())
                .count();
            if batches >= 2 {
                second = Some(start.elapsed());
                break;
            }
            if s.receive(deadline).is_none() {
                break;
            }
        }
        match second {
            Some(t) => println!(
                "{name:<32} play batch after {:>7.1} ms",
                t.as_secs_f64() * 1e3
            ),
            None => println!("{name:<32} no play batch"),
        }
        s.stop();
    }
}

/// How many sample games the server's default budget plays of each
/// example, as its code lens on `[game]` says ("sample play: N games").
fn games_in_budget() {
    for (name, text) in files("examples", |name| name.ends_with(".sow.toml")) {
        let uri = format!("file:///bench/{name}");
        let mut s = Server::start();
        s.initialize(json!(["utf-16"]));
        s.open(&uri, &text);
        let deadline = Instant::now() + Duration::from_secs(5);
        let mut games = None;
        while games.is_none() && Instant::now() < deadline {
            let lenses = s.request(
                "textDocument/codeLens",
                json!({"textDocument": {"uri": uri}}),
            );
            games = lenses
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|l| l["command"]["title"].as_str())
                .find_map(|t| t.strip_prefix("sample play: "))
                .and_then(|t| t.split_whitespace().next())
                .map(str::to_string);
            if games.is_none() {
                std::thread::sleep(Duration::from_millis(20));
            }
        }
        match games {
            Some(n) => println!("{name:<32} {n:>5} sample games in the editor's budget"),
            None => println!("{name:<32} no sample play within 5 s"),
        }
        s.stop();
    }
}

fn main() {
    play_batches();
    games_in_budget();
    for (name, text) in files("examples", |name| name.ends_with(".sow.toml")) {
        let uri = format!("file:///bench/{name}");
        let mut s = Server::start();
        s.initialize(json!(["utf-16"]));
        s.open(&uri, &text);
        s.diagnostics(&uri, 1);
        let (line, col) = find(&text, "seeds = ", 8);
        let mut change = Vec::new();
        for round in 0..ROUNDS {
            let version = round as i64 + 2;
            let digit = if round % 2 == 0 { "5" } else { "4" };
            let start = Instant::now();
            s.change(
                &uri,
                version,
                json!([{"range": range(line, col, col + 1), "text": digit}]),
            );
            s.diagnostics(&uri, version);
            change.push(start.elapsed());
        }
        let mut hovers = Vec::new();
        for (needle, skip) in [
            ("laps", 0),
            ("remaining", 0),
            ("capture-opposite", 2),
            ("columns", 0),
        ] {
            if !text.contains(needle) {
                continue;
            }
            let (l, c) = find(&text, needle, skip);
            for _ in 0..ROUNDS / 4 {
                let start = Instant::now();
                s.at("textDocument/hover", &uri, l, c, json!({}));
                hovers.push(start.elapsed());
            }
        }
        println!("{name:<20} didChange→diagnostics: {}", summary(change));
        println!("{name:<20} hover:                 {}", summary(hovers));
        s.stop();
    }
}
