//! `sow play`: replay moves and print each position.

use std::path::Path;

use super::{EXIT_CLEAN, EXIT_FINDINGS, Format, load_rules};
use sow::engine::{EndReason, Game, PlayError};
use sow::model::Player;
use sow::show::{board_text, snapshot};

pub fn run(file: &Path, moves: &str, format: Format) -> u8 {
    let rules = match load_rules(file) {
        Ok(r) => r,
        Err(code) => return code,
    };
    let board = &rules.variant.board;
    let mut game = Game::new(&rules);
    emit(&game, None, format);
    for (i, name) in moves
        .split([' ', ',', '\n', '\t'])
        .filter(|m| !m.is_empty())
        .enumerate()
    {
        let ply_no = i + 1;
        let legal: Vec<String> = game
            .legal_moves()
            .iter()
            .map(|&h| board.site_name(h))
            .collect();
        if let Some(who) = name.strip_prefix("lots=") {
            let winner = match who {
                "south" => Player::South,
                "north" => Player::North,
                _ => {
                    eprintln!(
                        "error: choice {ply_no}: `{name}`: lots are won by `south` or `north`"
                    );
                    return EXIT_FINDINGS;
                }
            };
            if game.draw_lots(winner).is_err() {
                eprintln!("error: choice {ply_no}: `{name}`: no lots are to be drawn now");
                return EXIT_FINDINGS;
            }
            emit(&game, None, format);
            continue;
        }
        let Some(hole) = board.parse_hole(name) else {
            eprintln!(
                "error: ply {ply_no}: `{name}` is not a hole of this board; legal moves: {}",
                list(&legal)
            );
            return EXIT_FINDINGS;
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
                eprintln!(
                    "error: ply {ply_no}: `{name}` is not a legal move for {}; legal moves: {}",
                    game.to_move.name(),
                    list(&legal)
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

fn emit(game: &Game<'_>, ply: Option<&sow::engine::Ply>, format: Format) {
    let snap = snapshot(game, ply);
    match format {
        Format::Json => println!("{}", serde_json::to_string(&snap).unwrap_or_default()),
        Format::Human => {
            let head = match (&snap.mv, snap.player) {
                (Some(m), Some(p)) => format!("ply {}: {} plays {}", snap.ply, p.name(), m),
                _ => "start".to_string(),
            };
            let mut notes = Vec::new();
            if snap.laps > 1 {
                notes.push(format!("{} laps", snap.laps));
            }
            if snap.captured > 0 {
                notes.push(format!("captures {}", snap.captured));
            }
            if !snap.fired.is_empty() {
                notes.push(format!("rules: {}", snap.fired.join(", ")));
            }
            if snap.endless {
                notes.push("the sowing repeats forever".to_string());
            }
            if let Some(p) = snap.passed {
                notes.push(format!("{} has no move and passes", p.name()));
            }
            let notes = if notes.is_empty() {
                String::new()
            } else {
                format!(" ({})", notes.join("; "))
            };
            println!("{head}{notes}");
            print!("{}", board_text(&game.rules().variant.board, &game.counts));
            if !snap.claimed.is_empty() {
                let claimed: Vec<String> = snap
                    .claimed
                    .iter()
                    .map(|(h, p)| format!("{h} ({})", p.name()))
                    .collect();
                println!("  claimed: {}", claimed.join(", "));
            }
            if let Some(r) = &snap.round_result {
                println!(
                    "  round {} over ({}): south {}, north {}",
                    r.round,
                    r.outcome.reason.as_str(),
                    r.outcome.scores[0],
                    r.outcome.scores[1]
                );
                if snap.lots_pending {
                    println!("  equal leftovers: draw lots with `lots=south` or `lots=north`");
                } else if snap.result.is_none() {
                    println!(
                        "  round {} begins: south owns {} holes, north {}",
                        snap.round, r.holes[0], r.holes[1]
                    );
                }
            }
            match (&snap.result, snap.to_move) {
                (Some(r), _) if r.reason == EndReason::Unresolved => println!(
                    "  game stopped without a result: the sowing never ends, and the file \
                     has no `endless` rule (P001)"
                ),
                (Some(r), _) => {
                    let who = match r.winner {
                        Some(Player::South) => "south wins".to_string(),
                        Some(Player::North) => "north wins".to_string(),
                        None => "a draw".to_string(),
                    };
                    println!(
                        "  game over ({}): {who}, {} to {}",
                        r.reason.as_str(),
                        r.scores[0],
                        r.scores[1]
                    );
                }
                (None, Some(p)) if snap.opening => match (&snap.relay_waiting, p) {
                    (Some(hole), Player::North) => println!(
                        "  opening: south's relay goes on from {hole}; north chooses a hole"
                    ),
                    _ => println!("  opening: {} chooses a hole", p.name()),
                },
                (None, Some(p)) => println!("  {} to move", p.name()),
                (None, None) => {}
            }
            println!();
        }
    }
}
