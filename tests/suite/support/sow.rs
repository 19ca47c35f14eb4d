//! Helpers shared by the tests that run the `sow` binary.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// The `sow` binary as a command, to run in the crate's folder.
pub fn command() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_sow"));
    command.current_dir(env!("CARGO_MANIFEST_DIR"));
    command
}

/// Runs `sow` with `args` in the crate's folder.
pub fn sow(args: &[&str]) -> Output {
    command().args(args).output().unwrap()
}

/// Runs `sow` with `args` in the crate's folder, `input` on its standard
/// input.
pub fn sow_with_input(args: &[&str], input: &[u8]) -> Output {
    let mut child = command()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    // On a thread, so a large input cannot block while sow writes; sow may
    // stop reading early, so a failed write is no failure.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    output
}

/// Runs `sow` with `args` in the crate's folder on a terminal: a
/// pseudo-terminal made by `script` (util-linux), which receives both its
/// standard output and error. `env` is added to the environment, from
/// which `NO_COLOR` is removed first. What the terminal received is the
/// output's `stdout`; `None` where `script` is not installed.
pub fn sow_on_terminal(args: &[&str], env: &[(&str, &str)]) -> Option<Output> {
    let quoted: Vec<String> = std::iter::once(env!("CARGO_BIN_EXE_sow"))
        .chain(args.iter().copied())
        .map(|a| format!("'{}'", a.replace('\'', r"'\''")))
        .collect();
    let mut script = Command::new("script");
    script
        .args([
            "--quiet",
            "--return",
            "--command",
            &quoted.join(" "),
            "/dev/null",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("NO_COLOR")
        .envs(env.iter().copied())
        .stdin(Stdio::null());
    match script.output() {
        Ok(output) => Some(output),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            eprintln!("`script` is not installed: the terminal side is not tested");
            None
        }
        Err(e) => panic!("script: {e}"),
    }
}

/// What `sow play --format json FILE --moves MOVES` did: its exit code,
/// one snapshot per position, and its standard error.
pub struct Played {
    /// The exit code.
    pub code: Option<i32>,
    /// A snapshot per position, the start first.
    pub snaps: Vec<serde_json::Value>,
    /// What it said on standard error.
    pub stderr: String,
}

/// Runs `sow play --format json` on `file` with `moves`.
pub fn play_json(file: &std::path::Path, moves: &str) -> Played {
    let o = sow(&[
        "play",
        "--format",
        "json",
        &file.to_string_lossy(),
        "--moves",
        moves,
    ]);
    Played {
        code: o.status.code(),
        snaps: String::from_utf8_lossy(&o.stdout)
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect(),
        stderr: String::from_utf8_lossy(&o.stderr).into_owned(),
    }
}

/// Runs `sow play --format json` with `moves` on `text`, written as
/// `name` to a temporary folder named `folder`.
pub fn play_text(folder: &str, name: &str, text: &str, moves: &str) -> Played {
    let dir = super::temp::TempDir::new(folder);
    play_json(&dir.write(name, text), moves)
}

/// The counts of the holes `names` in a `sow play` JSON position.
pub fn counts_of(position: &serde_json::Value, names: &[&str]) -> Vec<u64> {
    names
        .iter()
        .map(|h| position["holes"][h].as_u64().unwrap_or(u64::MAX))
        .collect()
}

/// The counts of a two-row, six-column board's holes in a `sow play`
/// JSON position: South's row a1–f1, then North's a2–f2.
pub fn two_rows_of_six(position: &serde_json::Value) -> Vec<u64> {
    let names = [
        "a1", "b1", "c1", "d1", "e1", "f1", "a2", "b2", "c2", "d2", "e2", "f2",
    ];
    counts_of(position, &names)
}

/// The diagnostics `sow check --format json ARGS FILE` gives for `text`,
/// written to a temporary folder of its own named `name`.
pub fn check_text_json(name: &str, text: &str, args: &[&str]) -> Vec<serde_json::Value> {
    let dir = super::temp::TempDir::new(name);
    let path = dir.write("game.sow.toml", text);
    let mut all = vec!["check", "--format", "json"];
    all.extend_from_slice(args);
    all.push(path.to_str().unwrap());
    let report: serde_json::Value = serde_json::from_slice(&sow(&all).stdout).unwrap();
    report["diagnostics"].as_array().unwrap().clone()
}

/// The codes `sow check --no-play` reports for `text`, written to a
/// temporary folder named `name`.
pub fn static_codes(name: &str, text: &str) -> Vec<String> {
    check_text_json(name, text, &["--no-play"])
        .iter()
        .map(|d| d["code"].as_str().unwrap().to_string())
        .collect()
}

/// The compiled rules of a variant file of this repository (`path` from
/// its top folder), which must be playable.
pub fn rules_of(path: &str) -> ::sow::engine::Rules {
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    let text = std::fs::read_to_string(file).unwrap();
    ::sow::engine::Rules::new(::sow::lint::check(&text).playable().unwrap())
}
