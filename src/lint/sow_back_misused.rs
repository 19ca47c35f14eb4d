//! R011 sow-back-misused: captured seeds sown back where they cannot be.

use crate::diagnostic::{Code, Diagnostic, Severity};
use crate::model::{Lowered, OpeningKind, Trigger};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "R011",
    name: "sow-back-misused",
    severity: Severity::Error,
    summary: "A rule sows captured seeds back where no lap of them can follow.",
    explanation: r#"## What it means
`to = { sow_from = "lap-start" }` sows a rule's captured seeds back onto
the mover's holes as a lap of their own, and that lap's end says how the
turn goes on. Here the rule captures nothing (no `capture`), fires on
every seed (`on = "every-seed"`, in the middle of a lap), or says itself
how the turn goes on (`then`), which the sown-back lap decides; or it
would fire in a simultaneous opening (`[opening] landing = true`), whose
two relays take laps in turn: there the captured seeds would stay in the
store and the next lap would lift the capturing lap's emptied first hole,
so sow cannot play it yet.
## Why it matters
The seeds would be sown back at a moment sow cannot sow them, or the
rule would say two things of how the turn goes on.
## Example
```toml
[[landing]]
name = "take-the-column"
when = { hole = "inner", was_empty = false }
capture = ["opposite", "behind-opposite"]
to = { sow_from = "lap-start" }
then = "end-turn"
```
## How to fix
Leave `then` out (the sown-back lap ends as any lap does), and sow back
only what a last seed's rule captures.
"#,
};

/// An R011 on each rule that sows back what it cannot.
pub fn check(lowered: &Lowered, diags: &mut Vec<Diagnostic>) {
    for rule in &lowered.landing {
        if rule.sow_back.is_none() {
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
