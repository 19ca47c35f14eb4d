//! R008 way-follows-choice: `[moves.first]` fixes the way of North's first
//! move where that way follows from the game's first move (`[sowing] way =
//! "chosen-once"`).
//!
//! Its code and documentation: [`crate::codes::way_follows_choice`].

use crate::codes::way_follows_choice::CODE;
use crate::diagnostic::Diagnostic;
use crate::format::{FirstOf, OtherWay};
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
    // Each player choosing their own way may have a first move fixed too.
    let own = model
        .other_way
        .as_ref()
        .is_some_and(|k| k.value == OtherWay::Own);
    if !model.way.chosen_once() || keys.of != FirstOf::EachPlayer || own {
        return;
    }
    out.push(
        Diagnostic::new(
            &CODE,
            at.clone(),
            "`way` cannot fix North's first move: with `way = \"chosen-once\"`, North's way \
             follows from South's first move",
        )
        .with_help("write `of = \"game\"` to fix only the game's first move, or remove `way`"),
    );
}
