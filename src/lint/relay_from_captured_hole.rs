//! R010 relay-from-captured-hole: a landing rule captures the landing hole
//! and then relays from it, which has nothing left to lift.
//!
//! Its code and documentation: [`crate::codes::relay_from_captured_hole`].

use crate::codes::relay_from_captured_hole::CODE;
use crate::diagnostic::Diagnostic;
use crate::model::{Lowered, Then, Trigger};

/// An R010 on the `then` of each rule that relays from the hole it has
/// captured. With `relay_from` written (the sowing's, or the rule's own)
/// the relay may go on from the next hole instead, so such files and
/// rules are left alone.
pub fn check(model: &Lowered, out: &mut Vec<Diagnostic>) {
    if model.relay_from.is_some() {
        return;
    }
    for rule in &model.landing {
        let relays = rule.then == Some(Then::Relay)
            && rule.on == Trigger::LastSeed
            && rule.relay_from.is_none();
        let (true, true, Some(at)) = (relays, rule.capture.last, &rule.keys.then) else {
            continue;
        };
        out.push(
            Diagnostic::new(
                &CODE,
                at.clone(),
                format!(
                    "rule `{}` relays from the landing hole it has just captured: the hole is \
                     empty, so the turn always ends",
                    rule.name
                ),
            )
            .with_help("capture only the other holes (`capture = [\"opposite\"]`) to sow the landing seed on"),
        );
    }
}
