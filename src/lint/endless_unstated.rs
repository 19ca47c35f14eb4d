//! T005 endless-unstated: relay sowing can go on forever and `endless` is not given.
//!
//! Its code and documentation: [`crate::codes::endless_unstated`].

use crate::codes::endless_unstated::CODE;
use crate::diagnostic::Diagnostic;
use crate::model::{Laps, Lowered};

/// A T005 on `laps = "relay"` when `[sowing]` gives no `endless`.
pub fn check(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let Some(laps) = &model.laps else { return };
    // An `endless` left unread is there, and reported already.
    if laps.value == Laps::Relay && model.endless.is_none() && !model.unread("sowing", &["endless"])
    {
        out.push(
            Diagnostic::new(
                &CODE,
                laps.span.clone(),
                "relay sowing can repeat forever, and this file does not say what that means",
            )
            .with_help("add `endless = \"illegal\"`, `\"end-turn\"` or `\"end-game\"` to [sowing]"),
        );
    }
}
