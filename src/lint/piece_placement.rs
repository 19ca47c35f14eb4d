//! B004 piece-placement: a piece starts where pieces cannot be played.
//!
//! Its code and documentation: [`crate::codes::piece_placement`].

use crate::codes::piece_placement::CODE;
use crate::diagnostic::Diagnostic;
use crate::model::Lowered;
use crate::model::board::MAX_SITES;

/// A B004 on each piece placed in a hole that is not neutral, each kind
/// that places none, and `[pieces]` on too big a board.
pub fn check(model: &Lowered, out: &mut Vec<Diagnostic>) {
    for kind in &model.pieces {
        if kind.holes.is_empty() && !model.unread("pieces", &[&kind.name, "holes"]) {
            out.push(
                Diagnostic::new(
                    &CODE,
                    kind.span.clone(),
                    format!("no `{}` piece is placed on the board", kind.name),
                )
                .with_help("name the neutral holes its pieces start in, in `holes`"),
            );
        }
        for (hole, at) in &kind.holes {
            if !model.neutral.iter().any(|(h, _)| h == hole) {
                out.push(
                    Diagnostic::new(
                        &CODE,
                        at.clone(),
                        format!(
                            "a `{}` piece starts in {}, which is not a neutral hole",
                            kind.name,
                            model.board.site_name(*hole)
                        ),
                    )
                    .with_help(
                        "pieces lie only in holes nobody lifts: add the hole to [players] neutral",
                    ),
                );
            }
        }
        if 2 * model.board.sites() > MAX_SITES {
            out.push(
                Diagnostic::new(
                    &CODE,
                    kind.span.clone(),
                    format!(
                        "`{}` pieces on a board of {} holes",
                        kind.name,
                        model.board.holes()
                    ),
                )
                .with_help("pieces can be played on boards of up to 63 holes"),
            );
        }
    }
}
