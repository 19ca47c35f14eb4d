//! R003 unreachable-rule: a landing rule is shadowed by an earlier, broader rule.
//!
//! Its code and documentation: [`crate::codes::unreachable_rule`].

use crate::codes::unreachable_rule::CODE;
use crate::diagnostic::Diagnostic;
use crate::model::{LandingRule, Lowered};

/// An R003 on each rule that an earlier rule shadows: the first matching
/// rule wins.
pub fn check(model: &Lowered, out: &mut Vec<Diagnostic>) {
    for (i, rule) in model.landing.iter().enumerate() {
        if let Some(by) = model.landing[..i].iter().find(|o| o.covers(rule)) {
            out.push(diagnostic(rule, by));
        }
    }
}

/// The R003 for `rule`, shadowed by the earlier rule `by`.
fn diagnostic(rule: &LandingRule, by: &LandingRule) -> Diagnostic {
    let (name, by_name) = (&rule.name, &by.name);
    if by.matches_everything() {
        Diagnostic::new(
            &CODE,
            rule.name_span.clone(),
            format!("rule `{name}` never fires: rule `{by_name}` before it matches every landing"),
        )
        .with_related(Some(by.name_span.clone()), "this rule has no `when`")
        .with_help("move this rule above the rule without `when`, or give that rule a condition")
    } else {
        Diagnostic::new(
            &CODE,
            rule.name_span.clone(),
            format!(
                "rule `{name}` never fires: rule `{by_name}` before it matches every landing it does"
            ),
        )
        .with_related(Some(by.name_span.clone()), "this rule's `when` is broader")
        .with_help(format!(
            "move `{name}` above `{by_name}`, or narrow the earlier rule's `when`"
        ))
    }
}
