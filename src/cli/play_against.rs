//! `sow play --south human --north mcts:500`: a game in the terminal, each
//! side a person (moves read from standard input in `--moves`' notation)
//! or a player, the board printed after each ply.

use std::collections::VecDeque;
use std::io::BufRead;
use std::path::Path;

use super::play::emit;
use super::{EXIT_CLEAN, EXIT_FINDINGS, EXIT_USAGE, Format, load_rules};
use sow::engine::{Choice, Game};
use sow::players::{Lineup, PlayerKind};
use sow::sample::{Pick, game_rng};

/// Plays `file` with South's and North's `players` until the game ends or
/// standard input does (on a person's turn).
pub fn run(
    file: &Path,
    size: Option<&str>,
    players: [PlayerKind; 2],
    seed: u64,
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
    let count = usize::from(rules.variant.board.players);
    if let Err(e) = players.iter().try_for_each(|p| p.plays(count)) {
        eprintln!("error: {e}");
        return EXIT_USAGE;
    }
    // A person's side is never asked: a random player stands in the lineup.
    let stand_in = players.map(|p| match p {
        PlayerKind::Human => PlayerKind::Random,
        p => p,
    });
    let Some(mut lineup) = Lineup::new(stand_in) else {
        return EXIT_FINDINGS;
    };
    lineup.seed(game_rng(seed, 0));
    let mut game = Game::new(&rules);
    emit(&game, None, format);
    let mut words = Words::new(std::io::stdin().lock());
    // The file's ply cap, as sample play's: two programs may otherwise
    // play on for millions of plies.
    let cap = rules.variant.ply_cap();
    while game.outcome.is_none() {
        if game.ply >= cap {
            eprintln!(
                "note: the game stopped unfinished at the ply cap, {cap} plies (`max_plies` in \
                 [game], else {})",
                sow::model::DEFAULT_MAX_PLIES
            );
            return EXIT_CLEAN;
        }
        // The players after North, in a game of more, play at random.
        let human =
            players.get(game.to_move.index()) == Some(&PlayerKind::Human) && !game.lots_pending();
        let choice = if human {
            let legal: Vec<String> = game.legal_moves().iter().map(|m| m.name(&rules)).collect();
            eprintln!("{} to move: {}", game.to_move.name(), legal.join(" "));
            let Some(word) = words.next() else {
                return EXIT_CLEAN;
            };
            match Choice::parse_in(&word, &game) {
                Ok(choice) => choice,
                Err(why) => {
                    eprintln!("error: {why}");
                    continue;
                }
            }
        } else {
            match lineup.choose(&game) {
                Some(Pick::Lots(winner)) => Choice::Lots(winner),
                Some(Pick::Move(m)) => Choice::Move(m),
                Some(Pick::Nth(i)) => match game.legal_moves().get(i) {
                    Some(&m) => Choice::Move(m),
                    None => break,
                },
                None => break,
            }
        };
        let played = match choice {
            Choice::Lots(winner) => game.draw_lots(winner).map(|()| emit(&game, None, format)),
            Choice::Move(m) => game.play(m).map(|ply| emit(&game, Some(&ply), format)),
        };
        if played.is_err() {
            eprintln!(
                "error: `{}` is not a legal choice for {} now",
                choice.name(&rules),
                game.to_move.name()
            );
            if !human {
                return EXIT_FINDINGS;
            }
        }
    }
    EXIT_CLEAN
}

/// The words of standard input, split as `--moves` is.
struct Words<R> {
    input: R,
    words: VecDeque<String>,
}

impl<R: BufRead> Words<R> {
    fn new(input: R) -> Self {
        Words {
            input,
            words: VecDeque::new(),
        }
    }
}

impl<R: BufRead> Iterator for Words<R> {
    type Item = String;

    fn next(&mut self) -> Option<String> {
        while self.words.is_empty() {
            let mut line = String::new();
            if self.input.read_line(&mut line).ok()? == 0 {
                return None;
            }
            let words = line
                .split([' ', ',', '\t', '\n', '\r'])
                .filter(|w| !w.is_empty());
            self.words.extend(words.map(str::to_string));
        }
        self.words.pop_front()
    }
}
