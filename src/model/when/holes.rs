//! Conditions on holes named by hole references (`when.holes`): each
//! names a hole seen from the landing hole (`at`) and asks of it what
//! `previous` asks of the hole before: which hole it is, its count,
//! whether it is claimed. "The next hole is an empty hole of the
//! opponent's" is `{ at = "next", hole = "opponent", count = 0 }`.

use std::fmt::Write;
use std::ops::Range;

use super::Lower;
use super::marks::{PreviousCondition, claimed_covers, describe_claimed};
use crate::codes;
use crate::format::{self as f, Sp};
use crate::model::hole_ref::HoleRef;
use crate::model::mark::MarkCondition;
use crate::model::{CountSet, Region, count_in_seeds, hole_set, lower::count_set};

/// A condition on the hole a reference names.
#[derive(Debug, Clone)]
pub struct HoleCondition {
    /// The hole, with the span of its reference.
    pub at: Sp<HoleRef>,
    /// What it asks of the hole.
    pub condition: PreviousCondition,
}

impl HoleCondition {
    /// Reads a condition on a named hole written at `span`; `None`, with
    /// an R019, where its reference cannot be read.
    pub(in crate::model) fn lower(
        h: &f::HoleWhen,
        span: &Range<usize>,
        regions: &[Region],
        low: &mut Lower<'_, '_>,
    ) -> Option<HoleCondition> {
        let at = match HoleRef::of(&h.at) {
            Ok(at) => Sp::new(at, span.clone()),
            Err(problem) => {
                low.diags.push(codes::hole_reference::diagnostic(
                    span.clone(),
                    &h.at.text(),
                    problem,
                ));
                return None;
            }
        };
        let hole = h
            .hole
            .as_ref()
            .and_then(|s| low.hole_set(&Sp::new(s.clone(), span.clone()), regions));
        Some(HoleCondition {
            at,
            condition: PreviousCondition {
                hole,
                count: h.count.as_ref().map(count_set),
                claimed: h.claimed,
                mark: MarkCondition::of_hole(h, span, low.diags),
            },
        })
    }

    /// `, if it holds 2 or 3 seeds and is one of the mover's own holes`:
    /// what the condition asks, after the hole's own words.
    pub fn describe_if(&self, regions: &[Region]) -> String {
        let c = &self.condition;
        let mut parts = Vec::new();
        if let Some(count) = &c.count {
            parts.push(format!("holds {}", count_in_seeds(&count.describe())));
        }
        if let Some(hole) = c.hole {
            parts.push(format!("is {}", hole_set::describe(regions, Some(hole))));
        }
        if let Some(m) = &c.mark {
            parts.push(m.describe_carries());
        }
        let mut out = if parts.is_empty() {
            String::new()
        } else {
            format!(", if it {}", parts.join(" and "))
        };
        describe_claimed(c.claimed, &mut out);
        out
    }
}

/// The conditions of `when.holes`, in file order: all must hold.
#[derive(Debug, Clone, Default)]
pub struct HoleConditions(pub Vec<HoleCondition>);

impl HoleConditions {
    pub(super) fn lower(w: &f::WhenTable, regions: &[Region], low: &mut Lower<'_, '_>) -> Self {
        let conditions = w
            .holes
            .iter()
            .filter_map(|item| HoleCondition::lower(&item.value, &item.span, regions, low))
            .collect();
        HoleConditions(conditions)
    }

    /// Whether no condition is given.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether these hold wherever `later`'s do: each of these is implied
    /// by one of `later`'s on the same hole.
    pub(super) fn covers(&self, later: &Self) -> bool {
        self.0.iter().all(|c| {
            later.0.iter().any(|l| {
                l.at.value == c.at.value && {
                    let (a, b) = (&c.condition, &l.condition);
                    hole_set::covers(a.hole, b.hole)
                        && CountSet::covers(a.count.as_ref(), b.count.as_ref())
                        && claimed_covers(a.claimed, b.claimed)
                        && (a.mark.is_none() || a.mark == b.mark)
                }
            })
        })
    }

    /// `, with no seeds in the next hole along the track, one of the
    /// opponent's holes`, and so on.
    pub(super) fn describe(&self, regions: &[Region], out: &mut String) {
        for c in &self.0 {
            let at = &c.at.value;
            let condition = &c.condition;
            match &condition.count {
                Some(count) => {
                    let _ = write!(out, ", with {} in {at}", count_in_seeds(&count.describe()));
                }
                None => {
                    let _ = write!(out, ", where {at} is");
                }
            }
            if let Some(hole) = condition.hole {
                let sep = if condition.count.is_some() { ", " } else { " " };
                let _ = write!(out, "{sep}{}", hole_set::describe(regions, Some(hole)));
            }
            describe_claimed(condition.claimed, out);
            if let Some(m) = &condition.mark {
                let _ = write!(out, ", {}", m.describe());
            }
        }
    }
}
