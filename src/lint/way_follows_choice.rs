//! R008 way-follows-choice: `[moves.first]` fixes the way of North's first
//! move where that way follows from the game's first move (`[sowing] way =
//! "chosen-once"`).
//!
//! Its code and documentation: [`crate::codes::way_follows_choice`].

use crate::codes::way_follows_choice::CODE;
use crate::diagnostic::Diagnostic;
use crate::format::FirstOf;
use crate::model::Lowered;

/// An R008 on `way` of `[moves.first]` when it fixes North's first move
/// too, in a game whose first move chooses the way for the game.
pub fn check(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let Some(keys) = &model.first_move else {
        return;
    };
    let (Some(at), Some(_)) = (&keys.way, &keys.north) else {
        return;
    };
    if !model.way.chosen_once() || keys.of != FirstOf::EachPlayer {
        return;
    }
    out.push(
        Diagnostic::new(
            &CODE,
            at.clone(),
            "`way` cannot fix North's first move: with `way = \"chosen-once\"`, North sows \
             the opposite way of South's first move",
        )
        .with_help("write `of = \"game\"` to fix only the game's first move, or remove `way`"),
    );
}
