//! A round decided before its seeds run out (`[end] when =
//! ["opponent-cannot-fill"]`): one store holds so many seeds that the
//! other player, with every seed not in it, could no longer fill `[match]
//! min_holes` holes. The count is resolved here from the seeds in play
//! and the match's refill, so one file holds on each of its board sizes
//! (Dakon: 70 on seven holes a row, 18 on four); M005 where no match
//! refills holes to measure it by.

use std::ops::Range;

use super::round::MatchRules;
use super::sizes::Size;
use super::{EndCondition, RoundHoles, Variant};
use crate::codes;
use crate::diagnostic::Diagnostic;

/// What resolving the condition needs: where it is, the match's rules
/// (`None` when `[match]` is absent or did not resolve) and whether the
/// file has a `[match]`, and the seeds in play.
pub(super) struct Measure<'a> {
    /// Where the condition is written.
    pub at: Range<usize>,
    /// The match's rules, when they resolved.
    pub rules: Option<&'a MatchRules>,
    /// Whether the file has a `[match]` table at all.
    pub has_match: bool,
    /// Every seed in play.
    pub total: u32,
}

/// The condition resolved: a store over the seeds in play less what the
/// other needs to fill `min_holes` holes. An M005 when no match refills
/// holes; `None` then, and when `[match]` is broken (reported already).
pub(super) fn resolve(m: Measure<'_>, diags: &mut Vec<Diagnostic>) -> Option<EndCondition> {
    let why = match m.rules {
        Some(rules) if rules.sale.is_none() && rules.holes != RoundHoles::Start => {
            let needed =
                (rules.min_holes.saturating_mul(rules.refill)).saturating_add(rules.store_refill);
            return Some(EndCondition::OpponentCannotFill(
                m.total.saturating_sub(needed),
            ));
        }
        Some(rules) if rules.sale.is_some() => {
            "a match that sells holes starts every game afresh and fills none"
        }
        Some(_) => {
            "every round starts from the start position (`holes = \"start\"`) and fills none"
        }
        None if m.has_match => return None,
        None => "the file has no `[match]`: no holes are filled between rounds",
    };
    diags.push(
        Diagnostic::new(
            &codes::cannot_fill_unmeasured::CODE,
            m.at,
            format!("`opponent-cannot-fill` has nothing to measure: {why}"),
        )
        .with_help(
            "play the rounds as a `[match]` that refills holes (`holes = \"own\"`, \
             `min_holes = N`), or end the game by a count: `{ seeds_above = N }`",
        ),
    );
    None
}

/// The condition in words for hover on `[end]`, at the variant's board:
/// `None` when the file does not use it.
pub fn describe(variant: &Variant) -> Option<String> {
    let over = variant.end.iter().find_map(|e| match e {
        EndCondition::OpponentCannotFill(n) => Some(*n),
        _ => None,
    })?;
    let rules = variant.match_rules.as_ref()?;
    Some(format!(
        "**Decided**: on the {} board a round ends when a store holds more than {over} \
         seeds: the other player, with every seed left, could no longer fill {} holes of {}.",
        Size::of(&variant.board),
        rules.min_holes,
        rules.refill
    ))
}
