//! The `sow` command: a thin shell over the library. It parses flags, calls
//! the library, prints, and maps results to stable exit codes:
//! 0 clean (warnings alone included, unless `--deny-warnings`), 1 findings
//! (or an illegal move), 2 usage or I/O errors.

mod cli;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let args = cli::Args::parse();
    ExitCode::from(cli::run(args))
}
