//! What an install puts beside the binary: the shell completions (`sow
//! completions SHELL`) and the man page (`sow man`), both made from the
//! flags defined in [`super::Args`], so they never disagree with `--help`.

use std::io::Write;
use std::path::Path;

use clap::CommandFactory;
use clap_complete::Shell;

use super::{Args, EXIT_CLEAN, EXIT_USAGE};

/// Prints the completion script of `shell` for `sow`.
pub fn completions(shell: Shell) -> u8 {
    let mut command = Args::command();
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut command, "sow", &mut script);
    write_out(&script)
}

/// Prints the man page sow(1) in roff or, given a folder, writes it there
/// with a page for each subcommand (`sow-check.1`, …), which sow(1) names.
pub fn man(folder: Option<&Path>) -> u8 {
    let command = Args::command();
    match folder {
        Some(folder) => match write_pages(command.disable_help_subcommand(true), folder) {
            Ok(()) => EXIT_CLEAN,
            Err(e) => {
                eprintln!(
                    "error: cannot write the man pages to {}: {e}",
                    folder.display()
                );
                EXIT_USAGE
            }
        },
        None => {
            let mut page = Vec::new();
            match page_of(command).render(&mut page) {
                Ok(()) => write_out(&page),
                Err(e) => {
                    eprintln!("error: cannot write the man page: {e}");
                    EXIT_USAGE
                }
            }
        }
    }
}

/// The page of `command`, its footer naming sow and its version on every
/// page: a subcommand has no version of its own, so clap_mangen's footer
/// would name the subcommand alone.
fn page_of(command: clap::Command) -> clap_mangen::Man {
    clap_mangen::Man::new(command).source(format!("sow {}", env!("CARGO_PKG_VERSION")))
}

/// Writes the page of `command` and of each of its subcommands, as
/// `clap_mangen::generate_to` does, each with sow's footer.
fn write_pages(mut command: clap::Command, folder: &Path) -> std::io::Result<()> {
    command.build();
    for sub in command.get_subcommands().filter(|s| !s.is_hide_set()) {
        write_pages(sub.clone(), folder)?;
    }
    page_of(command).generate_to(folder).map(drop)
}

fn write_out(bytes: &[u8]) -> u8 {
    let mut stdout = std::io::stdout().lock();
    match stdout.write_all(bytes).and_then(|()| stdout.flush()) {
        Ok(()) => EXIT_CLEAN,
        Err(e) => {
            eprintln!("error: {e}");
            EXIT_USAGE
        }
    }
}
