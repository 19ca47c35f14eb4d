//! `sow new NAME`: writes the starter game to `NAME.sow.toml`, never over
//! a file that is there.

use std::io::Write;
use std::path::PathBuf;

use super::{EXIT_CLEAN, EXIT_USAGE};

/// Writes the starter file for `name` and says where.
pub fn run(name: &str) -> u8 {
    let path = PathBuf::from(if name.ends_with(".sow.toml") {
        name.to_string()
    } else {
        format!("{name}.sow.toml")
    });
    // The game is called what the file is, less its folder and extension.
    let game = path
        .file_name()
        .map(|f| {
            f.to_string_lossy()
                .trim_end_matches(".sow.toml")
                .to_string()
        })
        .unwrap_or_default();
    if game.is_empty() {
        eprintln!("error: `{name}` names no file; try `sow new my-game`");
        return EXIT_USAGE;
    }
    let written = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&path)
        .and_then(|mut file| file.write_all(sow::model::starter(&game).as_bytes()));
    match written {
        Ok(()) => {
            println!(
                "wrote {}: change it to your game's rules, then `sow check {}`",
                path.display(),
                path.display()
            );
            EXIT_CLEAN
        }
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            eprintln!(
                "error: {} is there already; sow new does not overwrite a file",
                path.display()
            );
            EXIT_USAGE
        }
        Err(e) => {
            eprintln!("error: {}: {e}", path.display());
            EXIT_USAGE
        }
    }
}
