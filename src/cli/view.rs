//! `sow view`: serve the file's board to the browser until interrupted.

use std::io::Write;
use std::path::PathBuf;

use super::{EXIT_USAGE, read_text};
use sow::view::{ViewOptions, serve};

pub fn run(file: PathBuf, port: u16, open: bool, size: Option<String>) -> u8 {
    // A file that cannot be read at all is a usage error; one with errors
    // is served, and the page shows its diagnostics until it is mended.
    if let Err(e) = read_text(&file) {
        eprintln!("error: {e}");
        return EXIT_USAGE;
    }
    let options = ViewOptions { file, size, port };
    let served = serve(&options, |url, keyed| {
        // One line, which editors read: the page's URL first.
        match keyed {
            Some(keyed) => println!(
                "sow view: {url} (Ctrl-C stops; through a forwarded port or from a remote editor: {keyed})"
            ),
            None => println!("sow view: {url} (Ctrl-C stops)"),
        }
        let _ = std::io::stdout().flush();
        if open {
            open_browser(url);
        }
    });
    match served {
        Ok(()) => super::EXIT_CLEAN,
        Err(e) => {
            eprintln!("error: {e}");
            EXIT_USAGE
        }
    }
}

/// Opens `url` with the desktop's opener, saying so when there is none.
fn open_browser(url: &str) {
    let opener = if cfg!(target_os = "macos") {
        "open"
    } else if cfg!(windows) {
        "explorer"
    } else {
        "xdg-open"
    };
    if let Err(e) = std::process::Command::new(opener).arg(url).spawn() {
        eprintln!("sow view: cannot open a browser with {opener}: {e}; open {url} yourself");
    }
}
