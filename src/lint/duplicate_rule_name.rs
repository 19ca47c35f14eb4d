//! R002 duplicate-rule-name: two landing rules share a name.
//!
//! Its code and documentation: [`crate::codes::duplicate_rule_name`].

use crate::codes::duplicate_rule_name::CODE;
use crate::diagnostic::Diagnostic;
use crate::model::Lowered;

/// An R002 on each rule named as an earlier one is: names identify rules.
pub fn check(model: &Lowered, out: &mut Vec<Diagnostic>) {
    for (i, rule) in model.landing.iter().enumerate() {
        if let Some(first) = model.landing[..i].iter().find(|o| o.name == rule.name) {
            out.push(
                Diagnostic::new(
                    &CODE,
                    rule.name_span.clone(),
                    format!("two landing rules are named `{}`", rule.name),
                )
                .with_related(Some(first.name_span.clone()), "first named here")
                .with_help("give each rule its own name"),
            );
        }
    }
}
