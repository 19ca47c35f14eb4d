//! R005 seed-rule-effect: a rule on every seed asks for what only the last
//! seed of a lap can do.

use crate::diagnostic::{Code, Diagnostic, Severity};
use crate::format::{LandingRule, Trigger};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "R005",
    name: "seed-rule-effect",
    severity: Severity::Error,
    summary: "A rule on every seed has an effect or condition only the last seed can have.",
    explanation: r#"## What it means
A rule with `on = "every-seed"` looks at each seed of a lap but its last, as
it falls, and may capture or take from the hole it fell into (and the hole
opposite); the sowing then goes on with the seeds still in hand. How the turn
goes on (`then`), a chain of captures (`chain`), the grand slam rule
(`grand_slam`), claiming a hole (`claim`) and the `previous` condition belong
to where a lap ends, so they are rules of the last seed.
## Why it matters
sow cannot tell what the file means: end the turn in the middle of a lap, or
ignore the key. It plays neither.
## Example
```toml
[[landing]]
name = "fours"
on = "every-seed"
when = { count = 4 }
capture = ["last"]
then = "end-turn"
```
## How to fix
Drop the key, or give the last seed a rule of its own (rules are
`on = "last-seed"` by default):
```toml
[[landing]]
name = "fours"
on = "every-seed"
when = { count = 4 }
capture = ["last"]

[[landing]]
name = "last-four"
when = { count = 4 }
capture = ["last"]
then = "end-turn"
```
"#,
};

/// An R005 for each key of `rule` that a rule on every seed cannot have.
pub fn check(rule: &LandingRule) -> Vec<Diagnostic> {
    if rule
        .on
        .as_ref()
        .is_none_or(|on| on.value != Trigger::EverySeed)
    {
        return Vec::new();
    }
    let previous = rule
        .when
        .as_ref()
        .and_then(|w| w.value.previous.as_ref())
        .map(|p| p.span.clone());
    [
        ("then", rule.then.as_ref().map(|v| v.span.clone())),
        ("chain", rule.chain.as_ref().map(|v| v.span.clone())),
        ("grand_slam", rule.grand_slam.as_ref().map(|v| v.span.clone())),
        ("claim", rule.claim.as_ref().map(|v| v.span.clone())),
        ("previous", previous),
    ]
    .into_iter()
    .filter_map(|(key, span)| {
        let d = Diagnostic::new(
            &CODE,
            span?,
            format!(
                "rule `{}` looks at every seed, which cannot have `{key}`",
                rule.name.value
            ),
        );
        Some(d.with_help(format!(
            "drop `{key}`, or give the lap's last seed a rule of its own (`on = \"last-seed\"`, the default)"
        )))
    })
    .collect()
}
