//! Conditions on what a move does (`[[moves.require]]`): which moves each
//! governs (by starting hole and count) and what it requires of them
//! (where its first seed falls, the holes its sowing reaches, where it
//! ends, whether the opponent can move afterwards; all together, and one
//! of its alternatives), resolved (hover's `describe_requirement` words
//! them). The engine's `move_rules.rs` filters the legal moves by them.

use std::ops::Range;

use super::hole_ref::Start;
use super::hole_set::HoleSet;
use super::lower::{Lower, count_set};
use super::when::HoleCondition;
use super::{CountSet, Region};
use crate::codes;
use crate::format::{self as f, HoleSetSpec, Sp};

/// One condition a move must meet, resolved.
#[derive(Debug, Clone)]
pub struct Requirement {
    /// Its name.
    pub name: String,
    /// The span of its name value.
    pub name_span: Range<usize>,
    /// The span of its table.
    pub span: Range<usize>,
    /// The starting holes whose moves it governs (every hole when `None`).
    pub hole: Option<HoleSet>,
    /// The starting counts whose moves it governs (every count when `None`).
    pub count: Option<CountSet>,
    /// Where its `count` is written.
    pub count_span: Option<Range<usize>>,
    /// What a governed move must do, every key of it.
    pub all: MoveOutcome,
    /// Where its `first_into` is written.
    pub first_into_span: Option<Range<usize>>,
    /// Conditions on holes named from the starting hole, as the board lies
    /// before the move (none: no such duty).
    pub start_holes: Vec<HoleCondition>,
    /// Alternatives a governed move must also meet one of (none: no such
    /// duty).
    pub any_of: Vec<MoveOutcome>,
    /// Whether it lapses for a ply where no move meets it.
    pub if_possible: bool,
    /// Whether it governs moves only while the opponent cannot move.
    pub opponent_stuck: bool,
}

/// What a move must do: each condition given must hold.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct MoveOutcome {
    /// What the hole the first seed falls into must hold before it falls.
    pub first_into: Option<CountSet>,
    /// Holes the sowing must drop a seed into, seen from the mover.
    pub reaches: Option<HoleSet>,
    /// Which hole the sowing's last seed must fall into.
    pub ends_in: Option<HoleSet>,
    /// Whether that hole must have been empty before it fell.
    pub ends_was_empty: Option<bool>,
    /// Whether `ends_in` and `ends_was_empty` judge the first lap's end
    /// (else the whole sowing's).
    pub ends_first_lap: bool,
    /// Whether the opponent must be able to move afterwards.
    pub opponent_can_move: Option<bool>,
}

impl MoveOutcome {
    /// Whether it asks for nothing.
    pub fn is_empty(&self) -> bool {
        *self == MoveOutcome::default()
    }

    /// Whether it needs the whole sowing to be judged, not only its first
    /// lap (where the first seed falls, where the first lap ends).
    pub fn needs_whole_sowing(&self) -> bool {
        let ends = self.ends_in.is_some() || self.ends_was_empty.is_some();
        self.reaches.is_some() || (ends && !self.ends_first_lap) || self.opponent_can_move.is_some()
    }

    /// Whether it asks more of a move than where its first seed falls.
    pub fn looks_past_first_seed(&self) -> bool {
        self.needs_whole_sowing() || self.ends_in.is_some() || self.ends_was_empty.is_some()
    }

    /// What it asks, in words: `its first seed falls into a hole holding
    /// 0 seeds and its sowing reaches the opponent's holes`.
    pub fn describe(&self, regions: &[super::Region]) -> String {
        let mut parts = Vec::new();
        if let Some(first) = &self.first_into {
            parts.push(format!(
                "the hole its first seed falls into holds {} before it falls",
                super::count_in_seeds(&first.describe())
            ));
        }
        if let Some(set) = self.reaches {
            parts.push(format!(
                "its sowing drops a seed into {}",
                super::hole_set::describe(regions, Some(set))
            ));
        }
        if self.ends_in.is_some() || self.ends_was_empty.is_some() {
            let hole = match self.ends_in {
                Some(set) => super::hole_set::describe(regions, Some(set)),
                None => "a hole".to_string(),
            };
            let empty = match self.ends_was_empty {
                Some(true) => " that was empty",
                Some(false) => " that was not empty",
                None => "",
            };
            let seed = match self.ends_first_lap {
                true => "the last seed of its first lap",
                false => "its last seed",
            };
            parts.push(format!("{seed} falls into {hole}{empty}"));
        }
        match self.opponent_can_move {
            Some(true) => parts.push("the opponent can move afterwards".to_string()),
            Some(false) => parts.push("the opponent cannot move afterwards".to_string()),
            None => {}
        }
        parts.join(" and ")
    }
}

impl Requirement {
    /// Whether it needs the whole sowing of a move to be judged.
    pub fn needs_whole_sowing(&self) -> bool {
        self.all.needs_whole_sowing() || self.any_of.iter().any(MoveOutcome::needs_whole_sowing)
    }

    /// Whether it asks anything of a move.
    pub fn asks_something(&self) -> bool {
        !self.all.is_empty() || !self.any_of.is_empty() || !self.start_holes.is_empty()
    }

    /// What its `start_holes` ask, in words: `the hole before the hole it
    /// starts from holds no seeds`.
    pub fn describe_start_holes(&self, regions: &[Region]) -> String {
        self.start_holes
            .iter()
            .map(|c| {
                let what = c.describe_if(regions);
                let what = what.strip_prefix(", if it ").unwrap_or(&what);
                let what = if what.is_empty() { "is a hole" } else { what };
                format!(
                    "{} {what}",
                    c.at.value.words_from("the hole it starts from")
                )
            })
            .collect::<Vec<_>>()
            .join(" and ")
    }

    /// Resolves the `[[moves.require]]` tables, hole sets and references
    /// through `low` (which reports those it cannot resolve).
    pub(super) fn lower_all(
        specs: &[Sp<f::RequirementTable>],
        limit: usize,
        regions: &[Region],
        low: &mut Lower<'_, '_>,
    ) -> Vec<Requirement> {
        specs
            .iter()
            .take(limit)
            .map(|r| {
                let mut resolve = |h: &Sp<f::HoleSetSpec>| low.hole_set(h, regions);
                let t = &r.value;
                let ends = t.ends.as_ref();
                let all = MoveOutcome {
                    first_into: t.first_into.as_ref().map(|c| count_set(&c.value)),
                    reaches: t.reaches.as_ref().and_then(&mut resolve),
                    ends_in: ends
                        .and_then(|e| e.value.hole.as_ref().map(|h| (h, &e.span)))
                        .and_then(|(h, span)| resolve(&Sp::new(h.clone(), span.clone()))),
                    ends_was_empty: ends.and_then(|e| e.value.was_empty),
                    ends_first_lap: ends.and_then(|e| e.value.lap) == Some(f::EndsLap::First),
                    opponent_can_move: t.opponent_can_move.as_ref().map(|c| c.value),
                };
                let any_of = t
                    .any_of
                    .iter()
                    .map(|o| {
                        let set = |h: &Option<HoleSetSpec>,
                                       resolve: &mut dyn FnMut(
                                &Sp<HoleSetSpec>,
                            )
                                -> Option<HoleSet>| {
                                h.as_ref()
                                    .and_then(|h| resolve(&Sp::new(h.clone(), o.span.clone())))
                            };
                        MoveOutcome {
                            first_into: o.value.first_into.as_ref().map(count_set),
                            reaches: set(&o.value.reaches, &mut resolve),
                            ends_in: set(
                                &o.value.ends.as_ref().and_then(|e| e.hole.clone()),
                                &mut resolve,
                            ),
                            ends_was_empty: o.value.ends.as_ref().and_then(|e| e.was_empty),
                            ends_first_lap: o.value.ends.as_ref().and_then(|e| e.lap)
                                == Some(f::EndsLap::First),
                            opponent_can_move: o.value.opponent_can_move,
                        }
                    })
                    .collect();
                let hole = t.hole.as_ref().and_then(&mut resolve);
                let start_holes = t
                    .start_holes
                    .iter()
                    .filter_map(|h| named_from_start(h, regions, low))
                    .collect();
                Requirement {
                    name: t.name.value.clone(),
                    name_span: t.name.span.clone(),
                    span: r.span.clone(),
                    hole,
                    count: t.count.as_ref().map(|c| count_set(&c.value)),
                    count_span: t.count.as_ref().map(|c| c.span.clone()),
                    all,
                    first_into_span: t.first_into.as_ref().map(|c| c.span.clone()),
                    start_holes,
                    any_of,
                    if_possible: t.if_possible.as_ref().is_some_and(|p| p.value),
                    opponent_stuck: t.opponent_stuck.as_ref().is_some_and(|p| p.value),
                }
            })
            .collect()
    }
}

/// Reads a condition on a hole named from the hole a move starts from
/// (`start_holes`, a carry's `to`): its reference must start there
/// (`last` or `origin`), as a move has no previous or final hole yet.
/// `None`, with an R019, where it cannot be read or starts elsewhere.
pub(super) fn named_from_start(
    h: &Sp<f::HoleWhen>,
    regions: &[Region],
    low: &mut Lower<'_, '_>,
) -> Option<HoleCondition> {
    let condition = HoleCondition::lower(&h.value, &h.span, regions, low)?;
    let from_start =
        (condition.at.value.paths.iter()).all(|p| matches!(p.start, Start::Last | Start::Origin));
    if !from_start {
        low.diags.push(codes::hole_reference::diagnostic(
            h.span.clone(),
            &h.value.at.text(),
            "a move's starting hole has no previous or final hole: \
             name holes from `last` (the starting hole)"
                .to_string(),
        ));
        return None;
    }
    Some(condition)
}
