//! O002 unowned-hole: a hole belongs to neither player.
//!
//! Its code and documentation: [`crate::codes::unowned_hole`].

use crate::codes::unowned_hole::CODE;
use crate::diagnostic::Diagnostic;
use crate::model::Lowered;

/// An O002 on `[players]` naming every hole that no player owns.
pub fn check(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let Some(owner) = &model.owner else { return };
    // The holes an entry could not give were reported with that entry.
    if model.unread("players", &[]) {
        return;
    }
    let unowned: Vec<String> = (0..owner.value.len())
        .filter(|&i| owner.value[i].is_none())
        // A hole declared neutral belongs to nobody on purpose; so does
        // one that anyone may sow, and one off the track, which seeds
        // never enter.
        .filter(|&i| !model.neutral.iter().any(|(h, _)| *h as usize == i))
        .filter(|&i| !model.off_track.iter().any(|(h, _)| *h as usize == i))
        .filter(|&i| !model.shared.contains(&(i as u16)))
        .map(|i| model.board.site_name(i as u16))
        .collect();
    if !unowned.is_empty() {
        out.push(
            Diagnostic::new(
                &CODE,
                owner.span.clone(),
                format!("no player owns {}", unowned.join(", ")),
            )
            .with_help(
                "give these holes to a player under [players.south] or [players.north]; a \
                 hole of nobody's that anyone may sow wants `from = \"any\"` in [moves], and \
                 one that nobody sows `[players] neutral`",
            ),
        );
    }
}
