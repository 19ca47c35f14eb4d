//! `sow play`: replay moves and print each position.

use std::path::Path;

use super::{EXIT_CLEAN, EXIT_FINDINGS, Format, load_rules};
use sow::engine::{EndReason, Game};
use sow::show::{play_choice, position_text, snapshot};

pub fn run(
    file: &Path,
    size: Option<&str>,
    moves: &str,
    format: Format,
    max_laps: Option<u32>,
) -> u8 {
    let mut rules = match load_rules(file, size) {
        Ok(r) => r,
        Err(code) => return code,
    };
    if let Some(laps) = max_laps {
        rules.set_max_laps(laps);
    }
    let mut game = Game::new(&rules);
    emit(&game, None, format);
    for (i, name) in moves
        .split([' ', ',', '\n', '\t'])
        .filter(|m| !m.is_empty())
        .enumerate()
    {
        match play_choice(&mut game, name) {
            Ok(ply) => emit(&game, ply.as_ref(), format),
            Err(refused) => {
                // Lots drawn are a choice of their own, not a ply.
                let what = if refused.lots { "choice" } else { "ply" };
                eprintln!("error: {what} {}: {}", i + 1, refused.message);
                return EXIT_FINDINGS;
            }
        }
    }
    // A game the rules cannot finish is a finding about the file.
    if game
        .outcome
        .is_some_and(|o| o.reason == EndReason::Unresolved)
    {
        EXIT_FINDINGS
    } else {
        EXIT_CLEAN
    }
}

pub(super) fn emit(game: &Game<'_>, ply: Option<&sow::engine::Ply>, format: Format) {
    let snap = snapshot(game, ply);
    match format {
        Format::Json => println!("{}", serde_json::to_string(&snap).unwrap_or_default()),
        Format::Human => print!(
            "{}",
            position_text(
                &snap,
                &game.rules().variant.board,
                &game.counts,
                game.round_end_counts()
            )
        ),
    }
}
