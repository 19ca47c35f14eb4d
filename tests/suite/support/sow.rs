//! Helpers shared by the tests that run the `sow` binary.

use std::process::{Command, Output};

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
