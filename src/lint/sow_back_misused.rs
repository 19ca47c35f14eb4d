//! R011 sow-back-misused: captured seeds sown back where they cannot be.
//!
//! Its code and documentation: [`crate::codes::sow_back_misused`].

use crate::codes::sow_back_misused::CODE;
use crate::diagnostic::Diagnostic;
use crate::model::{Lowered, OpeningKind, Trigger};

/// An R011 on each rule that sows back what it cannot.
pub fn check(lowered: &Lowered, diags: &mut Vec<Diagnostic>) {
    for rule in &lowered.landing {
        if rule.sow_back.is_empty() {
            continue;
        }
        let at = rule.keys.to.clone().unwrap_or_else(|| rule.span.clone());
        let why = if !rule.capture.takes_any() {
            Some((at.clone(), "it captures nothing to sow back"))
        } else if rule.on == Trigger::EverySeed {
            let on = rule.keys.on.clone().unwrap_or_else(|| at.clone());
            Some((on, "a rule on every seed fires in the middle of a lap"))
        } else if rule.on == Trigger::TurnEnd {
            let on = rule.keys.on.clone().unwrap_or_else(|| at.clone());
            Some((on, "a rule at the turn's end fires once the sowing is over"))
        } else {
            rule.keys
                .then
                .clone()
                .map(|then| (then, "the sown-back lap decides how the turn goes on"))
        };
        let in_opening = lowered.opening.kind == Some(OpeningKind::Simultaneous)
            && lowered.opening.landing_fires;
        let help = match why {
            None if in_opening => {
                "set `landing = false` in [opening], or sow the captures to the store there"
            }
            _ => "sow back only what a last seed's rule captures, and leave `then` out",
        };
        let why = why.or_else(|| {
            in_opening.then(|| {
                (
                    at.clone(),
                    "its rules fire in the simultaneous opening too (`landing = true`), whose \
                     relays cannot sow seeds back yet",
                )
            })
        });
        if let Some((span, why)) = why {
            diags.push(
                Diagnostic::new(
                    &CODE,
                    span,
                    format!("`{}` sows captured seeds back, but {why}", rule.name),
                )
                .with_related(Some(at), "the seeds are sown back here")
                .with_help(help),
            );
        }
    }
}
