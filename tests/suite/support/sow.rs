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
