//! How many seeds fall into each hole a lap sows (`[sowing] drops`): a
//! list of counts in turn ("three into the first hole, then two into
//! each"), or `"chosen"`, the mover choosing hole by hole ("in their first
//! move, players may drop as many counters as they wish into each hole").
//! Lowered here with its checks (S006 or S005 for a count out of range,
//! T012 for chosen drops beside a rule that judges a move by its sowing)
//! and told in words; the engine sows the counts in `sow.rs` and plays the chosen
//! drops, a ply each, in `game.rs` (`Phase::Drop`), each falling where
//! `sow.rs`'s `drop_site` says.

use super::lower::Lower;
use super::{FirstSeed, MustFeed};
use crate::codes;
use crate::diagnostic::Diagnostic;
use crate::format::{DropsSpec, MAX_DROP, MAX_DROPS, Sp};

/// `[sowing] drops`, resolved.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Drops {
    /// The counts, in turn, the last going on (empty: one seed a hole, or
    /// chosen).
    pub counts: Vec<u16>,
    /// Whether the mover chooses each hole's count.
    pub chosen: bool,
}

/// Resolves `drops`: each count 1 to [`MAX_DROP`], at least one and at
/// most [`MAX_DROPS`] of them (a count out of range is reported and left
/// out; none: one seed a hole).
pub(super) fn lower(drops: Option<&Sp<DropsSpec>>, low: &mut Lower<'_, '_>) -> Drops {
    let Some(spec) = drops else {
        return Drops::default();
    };
    let list = match &spec.value {
        DropsSpec::Chosen => {
            return Drops {
                counts: Vec::new(),
                chosen: true,
            };
        }
        DropsSpec::Counts(list) => list,
    };
    if list.is_empty() || list.len() > MAX_DROPS {
        low.diags.push(
            Diagnostic::new(
                &codes::value_out_of_range::CODE,
                spec.span.clone(),
                format!("`drops` lists {} counts: give 1 to {MAX_DROPS}", list.len()),
            )
            .with_help("e.g. `drops = [3, 2]`, or leave `drops` out for one seed a hole"),
        );
        return Drops::default();
    }
    let counts = list
        .iter()
        .filter_map(|d| low.cap(Some(d), "drops", MAX_DROP))
        .map(|d| u16::try_from(d).unwrap_or(u16::MAX))
        .collect();
    Drops {
        counts,
        chosen: false,
    }
}

/// What the rules of a sowing ask that chosen drops leave undecided as
/// the move starts: the keys that judge a move by its whole sowing.
pub(super) struct JudgedBySowing {
    pub must_feed: MustFeed,
    pub must_capture: bool,
    pub requirements: usize,
    pub first_seed: FirstSeed,
}

/// Checks chosen drops against the rules that judge a move by its sowing
/// (T012, at `drops`): none of them may hold beside them.
pub(super) fn check(
    drops: &Drops,
    at: Option<&Sp<DropsSpec>>,
    judged: JudgedBySowing,
    diags: &mut Vec<Diagnostic>,
) {
    let Some(at) = at.filter(|_| drops.chosen) else {
        return;
    };
    let mut keys = Vec::new();
    if judged.must_feed != MustFeed::Flag(false) {
        keys.push("`must_feed`");
    }
    if judged.must_capture {
        keys.push("`must_capture`");
    }
    if judged.requirements > 0 {
        keys.push("`[[moves.require]]`");
    }
    if judged.first_seed == FirstSeed::LiftedHole {
        keys.push("`first_seed = \"lifted-hole\"`");
    }
    if keys.is_empty() {
        return;
    }
    diags.push(
        Diagnostic::new(
            &codes::chosen_drops_misused::CODE,
            at.span.clone(),
            format!(
                "drops the mover chooses, beside {}: a move whose drops are still to choose \
                 cannot be judged by its sowing",
                keys.join(" and ")
            ),
        )
        .with_help(
            "give the chosen drops a phase of their own whose `moves` leave that rule out \
             (`moves = { must_feed = false }`), or drop the rule",
        ),
    );
}

/// The drops in words, for hover and description, where they are not one
/// seed a hole.
pub fn describe(drops: &Drops) -> Option<String> {
    if drops.chosen {
        return Some(
            "The mover chooses how many seeds fall into each hole: they lift the hole's seeds, \
             then drop one or more of them into each next hole, a ply each (`drop=2`), until \
             the hand is empty; the landing rules are then judged where the last fell."
                .to_string(),
        );
    }
    if drops.counts.is_empty() {
        return None;
    }
    let counts: Vec<String> = drops.counts.iter().map(u16::to_string).collect();
    Some(format!(
        "Each lap drops {} seeds into the holes it sows, in turn, the last number going on.",
        counts.join(", ")
    ))
}
