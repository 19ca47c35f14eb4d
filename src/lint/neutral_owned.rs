//! O005 neutral-owned: a hole declared neutral is given to a player too.
//!
//! Its code and documentation: [`crate::codes::neutral_owned`].

use crate::codes::neutral_owned::CODE;
use crate::diagnostic::Diagnostic;
use crate::model::Lowered;

/// An O005 on each neutral entry that names an owned hole.
pub fn check(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let Some(owner) = &model.owner else { return };
    for (hole, at) in &model.neutral {
        if let Some(player) = owner.value.get(*hole as usize).copied().flatten() {
            out.push(
                Diagnostic::new(
                    &CODE,
                    at.clone(),
                    format!(
                        "hole {} is declared neutral, and is given to {} too",
                        model.board.site_name(*hole),
                        player.name()
                    ),
                )
                .with_help(format!(
                    "take it out of [players.{}], or out of `neutral`",
                    player.name()
                )),
            );
        }
    }
}
