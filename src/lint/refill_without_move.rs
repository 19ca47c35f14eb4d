//! O006 refill-without-move: a refill from the store fills holes that no
//! move starts from.
//!
//! Its code and documentation: [`crate::codes::refill_without_move`].

use crate::codes::refill_without_move::CODE;
use crate::diagnostic::Diagnostic;
use crate::model::{Lowered, Player};

/// An O006 on the `no_move` value for each player whose refill cannot give
/// them a move.
pub fn check(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let Some((at, fills)) = &model.refill_from_store else {
        return;
    };
    for p in Player::BOTH {
        if !fills[p.index()] {
            out.push(
                Diagnostic::new(
                    &CODE,
                    at.clone(),
                    format!(
                        "{}'s refill fills holes that no move of theirs starts from",
                        p.name()
                    ),
                )
                .with_help("let moves start from `own` holes, or use `no_move = \"end-game\"`"),
            );
        }
    }
}
