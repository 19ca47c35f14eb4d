//! Conditions on the landing hole itself: which hole it is (`hole`, a
//! hole set: also how the engine picks the rules tried at each site),
//! whether it was empty before the seed fell (`was_empty`), and its count
//! after (`count`).

use std::fmt::Write;

use super::{Lower, count_key, counts_cover, flags_cover, hole_set_key, plain_key};
use crate::format::{self as f, Sp};
use crate::model::{CountSet, HoleSet, Region, count_in_seeds, hole_set};

/// The conditions on the landing hole.
#[derive(Debug, Clone, Default)]
pub struct LandingHole {
    /// Where the seed must land.
    pub hole: Option<Sp<HoleSet>>,
    /// Whether the landing hole must have been empty (or not) before.
    pub was_empty: Option<Sp<bool>>,
    /// The landing hole's count after the drop.
    pub count: Option<Sp<CountSet>>,
}

impl LandingHole {
    pub(super) fn lower(w: &f::WhenTable, regions: &[Region], low: &mut Lower<'_, '_>) -> Self {
        LandingHole {
            hole: hole_set_key(w.hole.as_ref(), regions, low),
            was_empty: plain_key(w.was_empty.as_ref()),
            count: count_key(w.count.as_ref()),
        }
    }

    /// The hole set the seed must land in (none: any site).
    pub fn hole_set(&self) -> Option<HoleSet> {
        self.hole.as_ref().map(|h| h.value)
    }

    pub(super) fn is_empty(&self) -> bool {
        self.hole.is_none() && self.was_empty.is_none() && self.count.is_none()
    }

    pub(super) fn covers(&self, later: &Self) -> bool {
        hole_set::covers(self.hole_set(), later.hole_set())
            && flags_cover(&self.was_empty, &later.was_empty)
            && counts_cover(&self.count, &later.count)
    }

    /// `own holes that was empty before and then holds 1 seed`.
    pub(super) fn describe(&self, regions: &[Region], out: &mut String) {
        out.push_str(&hole_set::describe(regions, self.hole_set()));
        match self.was_empty.as_ref().map(|w| w.value) {
            Some(true) => out.push_str(" that was empty before"),
            Some(false) => out.push_str(" that already held seeds"),
            None => {}
        }
        if let Some(count) = &self.count {
            let _ = write!(
                out,
                " and then holds {}",
                count_in_seeds(&count.value.describe())
            );
        }
    }
}
