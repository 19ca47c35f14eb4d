//! The `sow` command: a thin shell over the library. It parses flags, calls
//! the library, prints, and maps results to stable exit codes:
//! 0 clean (warnings alone included, unless `--deny-warnings`), 1 findings
//! (or an illegal move), 2 usage or I/O errors.

mod cli;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    restore_sigpipe();
    let args = cli::Args::parse();
    ExitCode::from(cli::run(args))
}

/// Rust ignores SIGPIPE, so a write to a closed pipe is an error, and
/// `print!` panics on it. A command line tool should rather stop as Unix
/// tools do when the reader has gone (`sow preview FILE | head`): the
/// signal's default action ends the process without a word.
#[cfg(unix)]
fn restore_sigpipe() {
    // SAFETY: called first in `main`, before any thread starts; setting a
    // signal's disposition to its default has no other effect.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

#[cfg(not(unix))]
fn restore_sigpipe() {}
