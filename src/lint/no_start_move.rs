//! P004 no-start-move: a player has no legal move in the start position.
//!
//! Its code and documentation: [`crate::codes::no_start_move`].

use crate::codes::no_start_move::CODE;
use crate::diagnostic::Diagnostic;
use crate::engine::{Game, Phase};
use crate::model::Player;
use crate::sample::Played;

/// A P004 on `[board]` when a player has no legal move in the start
/// position.
pub fn check(run: &Played<'_>, out: &mut Vec<Diagnostic>) {
    let game = Game::new(run.rules);
    // Moves judged by sowings cut short by the clock say nothing.
    if crate::engine::gave_up() {
        return;
    }
    // A player who holds no hand while the other lays the board out
    // (`order = "first-alone"`) first moves once the layout is done.
    let waits_for_layout =
        |p: Player| matches!(game.phase, Phase::Place { left } if left[p.index()] == 0);
    let mut stuck = Player::BOTH
        .into_iter()
        .filter(|&p| !waits_for_layout(p) && game.moves_for(p).is_empty());
    let Some(p) = stuck.next() else {
        return;
    };
    let message = match stuck.next() {
        Some(_) => "neither player has a legal move in the start position".to_string(),
        None => format!("{} has no legal move in the start position", p.name()),
    };
    let variant = run.variant();
    // Holes with seeds that nobody may sow because they are neutral are
    // the likeliest why, where there are any.
    let neutral: Vec<String> = (variant.neutral.iter())
        .filter(|&&h| variant.start.get(h as usize).is_some_and(|&n| n > 0))
        .map(|&h| variant.board.site_name(h))
        .collect();
    let help = if neutral.is_empty() {
        "check `seeds` in [board] against `from` and `min_seeds` in [moves]: every player \
         needs a hole they may start from"
            .to_string()
    } else {
        format!(
            "{} {} neutral (`[players] neutral`), and a neutral hole is never sown from: \
             for holes that belong to nobody but anyone may sow, leave them out of \
             `neutral` and write `from = \"any\"` in [moves]",
            neutral.join(", "),
            if neutral.len() == 1 { "is" } else { "are" }
        )
    };
    out.push(Diagnostic::new(&CODE, variant.spans.board.clone(), message).with_help(help));
}
