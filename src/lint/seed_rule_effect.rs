//! R005 seed-rule-effect: a rule on every seed (or on every hole at a
//! turn's end) asks for what only the last seed of a lap can do.
//!
//! Its code and documentation: [`crate::codes::seed_rule_effect`].

use crate::codes::seed_rule_effect::CODE;
use crate::diagnostic::Diagnostic;
use crate::model::{Lowered, Trigger};

/// An R005 on each key of a rule on every seed that only the last seed
/// of a lap can have.
pub fn check(model: &Lowered, out: &mut Vec<Diagnostic>) {
    for rule in model.landing.iter().filter(|r| r.on != Trigger::LastSeed) {
        let keys = &rule.keys;
        let was_empty = match rule.on {
            Trigger::TurnEnd => rule.when.landing.was_empty.as_ref().map(|w| w.span.clone()),
            _ => None,
        };
        let last_seed_keys = [
            ("then", &keys.then),
            ("chain", &keys.chain),
            ("grand_slam", &keys.grand_slam),
            ("claim", &keys.claim),
            ("transfer", &keys.transfer),
            ("optional", &keys.optional),
            ("relay_from", &keys.relay_from),
            (
                "previous",
                &rule.when.marks.previous.as_ref().map(|p| p.span.clone()),
            ),
            ("was_empty", &was_empty),
        ];
        let looks = match rule.on {
            Trigger::TurnEnd => "looks at every hole at the turn's end",
            _ => "looks at every seed",
        };
        for (key, at) in last_seed_keys {
            let Some(at) = at else { continue };
            out.push(
                Diagnostic::new(
                    &CODE,
                    at.clone(),
                    format!("rule `{}` {looks}, which cannot have `{key}`", rule.name),
                )
                .with_help(format!(
                    "drop `{key}`, or give the lap's last seed a rule of its own (`on = \"last-seed\"`, the default)"
                )),
            );
        }
    }
}
