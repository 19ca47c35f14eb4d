//! Conditions on the holes seen from the landing hole: the count across
//! from it (`opposite`), behind that one (`behind_opposite`, on four
//! rows), and in the next hole along the track (`next`). They name the
//! same holes as a capture's targets do (`capture`).

use super::{count_key, counts_cover, describe_count_in};
use crate::format::{self as f, Sp};
use crate::model::CountSet;

/// The count conditions on holes near the landing hole.
#[derive(Debug, Clone, Default)]
pub struct Nearby {
    /// The count in the opposite hole.
    pub opposite: Option<Sp<CountSet>>,
    /// The count in the hole behind the opposite one.
    pub behind_opposite: Option<Sp<CountSet>>,
    /// The count in the hole after the landing hole along the track.
    pub next: Option<Sp<CountSet>>,
}

impl Nearby {
    pub(super) fn lower(w: &f::WhenTable) -> Self {
        Nearby {
            opposite: count_key(w.opposite.as_ref()),
            behind_opposite: count_key(w.behind_opposite.as_ref()),
            next: count_key(w.next.as_ref()),
        }
    }

    pub(super) fn is_empty(&self) -> bool {
        self.opposite.is_none() && self.behind_opposite.is_none() && self.next.is_none()
    }

    pub(super) fn covers(&self, later: &Self) -> bool {
        counts_cover(&self.opposite, &later.opposite)
            && counts_cover(&self.behind_opposite, &later.behind_opposite)
            && counts_cover(&self.next, &later.next)
    }

    /// `, with at least 1 seed in the hole opposite`, and so on.
    pub(super) fn describe(&self, out: &mut String) {
        describe_count_in(out, &self.opposite, "the hole opposite");
        describe_count_in(
            out,
            &self.behind_opposite,
            "the hole behind the opposite one",
        );
        describe_count_in(out, &self.next, "the next hole along the track");
    }
}
