//! Conditions on what a move does (`[[moves.require]]`): which moves each
//! governs (by starting hole and count) and what it requires of them,
//! resolved (hover's `describe_requirement` words them). The engine's `move_rules.rs`
//! filters the legal moves by them.

use std::ops::Range;

use super::CountSet;
use super::hole_set::HoleSet;
use super::lower::count_set;
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
    /// What the hole the first seed falls into must hold before it falls.
    pub first_into: CountSet,
    /// Where its `first_into` is written.
    pub first_into_span: Range<usize>,
}

impl Requirement {
    /// Resolves the `[[moves.require]]` tables, each `hole` through
    /// `resolve` (which reports a hole set it cannot resolve).
    pub(super) fn lower_all(
        specs: &[Sp<f::RequirementTable>],
        limit: usize,
        mut resolve: impl FnMut(&Sp<HoleSetSpec>) -> Option<HoleSet>,
    ) -> Vec<Requirement> {
        specs
            .iter()
            .take(limit)
            .map(|r| Requirement {
                name: r.value.name.value.clone(),
                name_span: r.value.name.span.clone(),
                span: r.span.clone(),
                hole: r.value.hole.as_ref().and_then(&mut resolve),
                count: r.value.count.as_ref().map(|c| count_set(&c.value)),
                count_span: r.value.count.as_ref().map(|c| c.span.clone()),
                first_into: count_set(&r.value.first_into.value),
                first_into_span: r.value.first_into.span.clone(),
            })
            .collect()
    }
}
