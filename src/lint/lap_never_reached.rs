//! R014 lap-never-reached: a landing rule's `when.lap` admits no lap a
//! ply of this file sows: lap 0, or only later laps where no ply goes on
//! past its first.
//!
//! Its code and documentation: [`crate::codes::lap_never_reached`].

use crate::codes::lap_never_reached::CODE;
use crate::diagnostic::Diagnostic;
use crate::format::Sp;
use crate::model::when::turn::{describe_lap, lap_reachable};
use crate::model::{Laps, Lowered, Then, Trigger};

/// An R014 on each `when.lap` that admits no lap a ply can sow.
pub fn check(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let relays = model.laps.as_ref().is_some_and(|l| l.value == Laps::Relay)
        || model.relay_from.is_some()
        || model
            .landing
            .iter()
            .any(|r| r.on == Trigger::LastSeed && r.then == Some(Then::Relay));
    for rule in &model.landing {
        let Some(Sp {
            value: lap,
            span: at,
        }) = &rule.when.turn.lap
        else {
            continue;
        };
        if lap_reachable(lap, relays) {
            continue;
        }
        let why = if relays || lap.matches(0) {
            "laps are counted from 1"
        } else {
            "no ply of this file goes on past its first lap"
        };
        out.push(
            Diagnostic::new(
                &CODE,
                at.clone(),
                format!(
                    "rule `{}` fires only{}, and no ply sows such a lap: {why}",
                    rule.name,
                    describe_lap(lap).trim_start_matches(',')
                ),
            )
            .with_help(
                "count laps from 1 (`lap = 1` is the first), with relay sowing for later laps",
            ),
        );
    }
}
