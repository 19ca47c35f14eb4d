//! R013 capture-never-possible: `[moves] must_capture = true` in a file
//! where no landing rule captures or takes seeds.
//!
//! Its code and documentation: [`crate::codes::capture_never_possible`].

use super::rule_never_matches::no_rule_captures;
use crate::codes::capture_never_possible::CODE;
use crate::diagnostic::Diagnostic;
use crate::model::Lowered;

/// An R013 on `must_capture = true` where no rule captures or takes.
pub fn check(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let Some(at) = &model.must_capture else {
        return;
    };
    if !no_rule_captures(model) {
        return;
    }
    // A transfer moves seeds from hole to hole: a capture in some texts'
    // words, but it takes nothing off the board, so it is not what the
    // duty counts.
    let transfers = model.landing.iter().any(|r| r.transfer.is_some());
    let message = if transfers {
        "a capturing move must be played, but no landing rule captures or takes seeds: a \
         `transfer` moves seeds between holes and takes none, so the duty obliges nothing"
    } else {
        "a capturing move must be played, but no landing rule captures or takes seeds"
    };
    out.push(Diagnostic::new(&CODE, at.clone(), message).with_help(
        "add the landing rule that captures (`capture = [\"opposite\"]`), or remove `must_capture`",
    ));
}
