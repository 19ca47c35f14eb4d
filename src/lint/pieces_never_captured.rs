//! T007 no-pieces-to-capture: the game ends when the pieces are captured,
//! and the file has none.
//!
//! Its code and documentation: [`crate::codes::pieces_never_captured`].

use crate::codes::pieces_never_captured::CODE;
use crate::diagnostic::Diagnostic;
use crate::model::Lowered;

/// A T007 on `pieces-captured` when no piece is placed.
pub fn check(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let Some(at) = &model.pieces_captured else {
        return;
    };
    if model.unread("pieces", &[]) {
        return;
    }
    if model.pieces.iter().all(|k| k.holes.is_empty()) {
        out.push(
            Diagnostic::new(
                &CODE,
                at.clone(),
                "the game ends when its pieces are captured, and it has none",
            )
            .with_help("declare them under [pieces.NAME], or end the game another way"),
        );
    }
}
