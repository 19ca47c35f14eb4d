//! R018 chain-without-condition: a `backward` or `forward` chain whose rule
//! has no `count`, so it takes every hole along the way.
//!
//! Its code and documentation: [`crate::codes::chain_without_condition`].

use crate::codes::chain_without_condition::CODE;
use crate::diagnostic::Diagnostic;
use crate::model::{Chain, Lowered};

/// An R018 on the `chain` of each rule that chains backward or forward
/// with no `count`.
pub fn check(model: &Lowered, out: &mut Vec<Diagnostic>) {
    for rule in &model.landing {
        if !matches!(rule.capture.chain, Some(Chain::Backward | Chain::Forward)) {
            continue;
        }
        // A `count` written but unread is reported already.
        if !rule
            .capture
            .chain_takes_any_count(rule.when.landing.count.is_some())
            || model.unread("landing", &["when", "count"])
        {
            continue;
        }
        let Some(at) = rule.keys.chain.clone() else {
            continue;
        };
        out.push(
            Diagnostic::new(
                &CODE,
                at,
                format!(
                    "rule `{}` chains with no `count`: every hole along the way meets it, so \
                     the chain takes the whole track (or all of its `hole` set in a row)",
                    rule.name
                ),
            )
            .with_help(
                "give the rule the `count` the chain goes on over (`count = [2, 3]`), or keep \
                 it to a region with `hole`",
            ),
        );
    }
}
