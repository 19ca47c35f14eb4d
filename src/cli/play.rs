//! `sow play`: replay moves and print each position.

use std::path::Path;

use super::{EXIT_CLEAN, EXIT_FINDINGS, Format, load_rules};
use sow::engine::{Choice, EndReason, Game, PlayError};
use sow::show::{position_text, refusal_words, snapshot};

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
        let ply_no = i + 1;
        let legal: Vec<String> = game.legal_moves().iter().map(|m| m.name(&rules)).collect();
        // What the game waits for: a move, or the lots of a recount.
        let expected = if game.lots_pending() {
            format!(
                "the recount after round {} has equal leftovers and waits for lots: \
                 `lots=south` or `lots=north`",
                game.round
            )
        } else {
            format!("legal moves: {}", list(&legal))
        };
        let hole = match Choice::parse_in(name, &game) {
            Ok(Choice::Lots(winner)) => {
                if game.draw_lots(winner).is_err() {
                    eprintln!("error: choice {ply_no}: `{name}`: no lots are to be drawn now");
                    return EXIT_FINDINGS;
                }
                emit(&game, None, format);
                continue;
            }
            Ok(Choice::Move(m)) => m,
            Err(why) if name.starts_with("lots=") => {
                eprintln!("error: choice {ply_no}: {why}");
                return EXIT_FINDINGS;
            }
            Err(why) => {
                eprintln!("error: ply {ply_no}: {why}; {expected}");
                return EXIT_FINDINGS;
            }
        };
        match game.play(hole) {
            Ok(ply) => emit(&game, Some(&ply), format),
            Err(PlayError::GameOver) => {
                eprintln!(
                    "error: ply {ply_no}: `{name}` cannot be played: the game is already over"
                );
                return EXIT_FINDINGS;
            }
            Err(PlayError::Illegal | PlayError::NoLots) => {
                // A fixed first move is the one legal move: name it as such.
                let why = match game.fixed_first_move() {
                    Some(fixed) => format!(
                        "this first move is fixed by `[moves.first]`: only `{}` may be played",
                        fixed.name(&rules)
                    ),
                    None => match refusal_words(&game, hole) {
                        Some(reason) => format!("{reason}; {expected}"),
                        None => expected,
                    },
                };
                eprintln!(
                    "error: ply {ply_no}: `{name}` is not a legal move for {}; {why}",
                    game.to_move.name(),
                );
                return EXIT_FINDINGS;
            }
            Err(PlayError::LotsPending) => {
                eprintln!(
                    "error: ply {ply_no}: the recount after round {} has equal leftovers: \
                     draw lots first with `lots=south` or `lots=north`",
                    game.round
                );
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

fn list(moves: &[String]) -> String {
    if moves.is_empty() {
        "none".to_string()
    } else {
        moves.join(" ")
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
