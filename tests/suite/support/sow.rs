//! Helpers shared by the tests that run the `sow` binary.

use std::process::{Command, Output};

/// Runs `sow` with `args` in the crate's folder.
pub fn sow(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sow"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap()
}
