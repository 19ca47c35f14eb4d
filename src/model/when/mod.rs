//! A landing rule's conditions (`when`), resolved. Each kind of condition
//! lives in the module of what it reads: the landing hole itself
//! (`landing`), the holes seen from it (`nearby`), the ply and the round
//! (`turn`), and the marks on holes (`marks`: claims and lifts). Each
//! module holds its conditions' resolved form, their lowering from the
//! format's keys, their comparison for R003 (`covers`) and their words for
//! hover; `engine::when` compiles and tests them as seeds fall.
//!
//! A condition keeps the span of its value, so a check points at it.

pub mod holes;
pub mod landing;
pub mod marks;
pub mod nearby;
pub mod phase;
pub mod turn;

use std::fmt::Write;

use super::lower::{Lower, count_set};
use super::{CountSet, HoleSet, Region, count_in_seeds};
use crate::format::{self as f, Sp};

pub use holes::{HoleCondition, HoleConditions};
pub use landing::LandingHole;
pub use marks::{Marks, PreviousCondition};
pub use nearby::Nearby;
pub use phase::PhaseCondition;
pub use turn::TurnConditions;

/// Every condition of a landing rule; each given one must hold.
#[derive(Debug, Clone, Default)]
pub struct When {
    /// On the landing hole: where it is, whether it was empty, its count.
    pub landing: LandingHole,
    /// On the holes seen from the landing hole: their counts.
    pub nearby: Nearby,
    /// On holes named by hole references (`holes`).
    pub holes: HoleConditions,
    /// On claimed holes, and on the hole the seed before fell into.
    pub marks: Marks,
    /// On what the ply and the round remember: the ply, the lap, what was
    /// captured, whether the hole was lifted, the opponent's holes.
    pub turn: TurnConditions,
    /// On the phase of the game (`phase`).
    pub phase: PhaseCondition,
}

impl When {
    /// Resolves a rule's `when` (absent: no condition).
    pub(in crate::model) fn lower(
        when: Option<&f::WhenTable>,
        regions: &[Region],
        low: &mut Lower<'_, '_>,
    ) -> When {
        let Some(w) = when else {
            return When::default();
        };
        When {
            landing: LandingHole::lower(w, regions, low),
            nearby: Nearby::lower(w),
            holes: HoleConditions::lower(w, regions, low),
            marks: Marks::lower(w, regions, low),
            turn: TurnConditions::lower(w, regions, low),
            phase: PhaseCondition::lower(w, low),
        }
    }

    /// Whether no condition is given, so the rule meets every landing.
    pub fn is_empty(&self) -> bool {
        self.landing.is_empty()
            && self.nearby.is_empty()
            && self.holes.is_empty()
            && self.turn.is_empty()
            && self.marks.is_empty()
            && self.phase.is_empty()
    }

    /// Whether these conditions hold wherever `later`'s do: each given
    /// condition is implied by `later`'s on the same thing. Conditions
    /// are not weighed against each other (an `opposite` count against
    /// a store, say), so this may miss a rule that shadows another but
    /// never claims one that can fire is shadowed.
    pub fn covers(&self, later: &When) -> bool {
        self.landing.covers(&later.landing)
            && self.nearby.covers(&later.nearby)
            && self.holes.covers(&later.holes)
            && self.turn.covers(&later.turn)
            && self.marks.covers(&later.marks)
            && self.phase.covers(&later.phase)
    }

    /// The conditions in words, as hover tells them after "When the last
    /// seed of a lap lands in" and the hole (`landing`'s words first).
    pub fn describe(&self, regions: &[Region], out: &mut String) {
        self.landing.describe(regions, out);
        self.nearby.describe(out);
        self.holes.describe(regions, out);
        self.marks.describe(regions, out);
        self.turn.describe(regions, out);
        self.phase.describe(out);
    }
}

/// A key's count condition, resolved, with the span of its value.
fn count_key(key: Option<&Sp<f::CountSpec>>) -> Option<Sp<CountSet>> {
    key.map(|c| Sp::new(count_set(&c.value), c.span.clone()))
}

/// A key's hole set (`own`, `opponent`, a region, …), resolved, with the
/// span of its value (`None` where it names nothing, reported).
fn hole_set_key(
    key: Option<&Sp<f::HoleSetSpec>>,
    regions: &[Region],
    low: &mut Lower<'_, '_>,
) -> Option<Sp<HoleSet>> {
    let h = key?;
    low.hole_set(h, regions)
        .map(|set| Sp::new(set, h.span.clone()))
}

/// A key's plain value (a flag, a word) with the span of its value.
fn plain_key<T: Copy>(key: Option<&Sp<T>>) -> Option<Sp<T>> {
    key.map(|k| Sp::new(k.value, k.span.clone()))
}

/// Whether a count condition `outer` (none: every count) holds wherever
/// `inner` does.
fn counts_cover(outer: &Option<Sp<CountSet>>, inner: &Option<Sp<CountSet>>) -> bool {
    CountSet::covers(
        outer.as_ref().map(|c| &c.value),
        inner.as_ref().map(|c| &c.value),
    )
}

/// Whether a flag condition `outer` (none: either way) holds wherever
/// `inner` does.
fn flags_cover(outer: &Option<Sp<bool>>, inner: &Option<Sp<bool>>) -> bool {
    match outer {
        None => true,
        Some(o) => inner.as_ref().is_some_and(|i| i.value == o.value),
    }
}

/// `, with 2 seeds in the hole opposite`: a count condition on a hole
/// named by `place`, in words.
fn describe_count_in(out: &mut String, count: &Option<Sp<CountSet>>, place: &str) {
    if let Some(c) = count {
        let _ = write!(
            out,
            ", with {} in {place}",
            count_in_seeds(&c.value.describe())
        );
    }
}
