//! Conditions on claimed holes and on the hole before: whether the
//! landing hole is claimed and by whom (`claimed`), how many claimed holes
//! the board holds (`claims`), and the hole the lap's last seed but one
//! fell into (`previous`: which hole, its count, whether claimed).

use std::fmt::Write;

use super::{Lower, count_key, counts_cover, plain_key};
use crate::format::{self as f, ClaimedBy, Sp};
use crate::model::mark::MarkCondition;
use crate::model::{CountSet, HoleSet, Region, count_in_seeds, hole_set, lower::count_set};

/// The conditions on claims and on the hole before.
#[derive(Debug, Clone, Default)]
pub struct Marks {
    /// Whether (and by whom) the landing hole must be claimed.
    pub claimed: Option<Sp<ClaimedBy>>,
    /// The condition on the hole the last seed but one fell into.
    pub previous: Option<Sp<PreviousCondition>>,
    /// How many claimed holes must be on the board.
    pub claims: Option<Sp<CountSet>>,
}

/// A condition on the hole the last seed but one of a lap fell into.
#[derive(Debug, Clone, Default)]
pub struct PreviousCondition {
    /// Which hole it must be.
    pub hole: Option<HoleSet>,
    /// Its count after the seed fell.
    pub count: Option<CountSet>,
    /// Whether (and by whom) it must be claimed.
    pub claimed: Option<ClaimedBy>,
    /// A mark it must carry or not (a named hole's `marked`, `unmarked`).
    pub mark: Option<MarkCondition>,
}

impl Marks {
    pub(super) fn lower(w: &f::WhenTable, regions: &[Region], low: &mut Lower<'_, '_>) -> Self {
        Marks {
            claimed: plain_key(w.claimed.as_ref()),
            previous: w.previous.as_ref().map(|p| {
                let condition = PreviousCondition {
                    hole: p.value.hole.as_ref().and_then(|h| low.hole_set(h, regions)),
                    count: p.value.count.as_ref().map(|c| count_set(&c.value)),
                    claimed: p.value.claimed.as_ref().map(|c| c.value),
                    mark: None,
                };
                Sp::new(condition, p.span.clone())
            }),
            claims: count_key(w.claims.as_ref()),
        }
    }

    /// The claimed-hole condition on the landing hole, if any.
    pub fn claimed_by(&self) -> Option<ClaimedBy> {
        self.claimed.as_ref().map(|c| c.value)
    }

    pub(super) fn is_empty(&self) -> bool {
        self.claimed.is_none() && self.previous.is_none() && self.claims.is_none()
    }

    pub(super) fn covers(&self, later: &Self) -> bool {
        let previous = match (&self.previous, &later.previous) {
            (None, _) => true,
            (Some(_), None) => false,
            (Some(a), Some(b)) => {
                let (a, b) = (&a.value, &b.value);
                hole_set::covers(a.hole, b.hole)
                    && CountSet::covers(a.count.as_ref(), b.count.as_ref())
                    && claimed_covers(a.claimed, b.claimed)
            }
        };
        claimed_covers(self.claimed_by(), later.claimed_by())
            && counts_cover(&self.claims, &later.claims)
            && previous
    }

    /// `, a claimed hole, the seed before it having fallen into …`.
    pub(super) fn describe(&self, regions: &[Region], out: &mut String) {
        match self.claimed_by() {
            Some(ClaimedBy::No) => out.push_str(", not a claimed hole"),
            Some(ClaimedBy::Yes) => out.push_str(", a claimed hole"),
            Some(ClaimedBy::ByMover) => out.push_str(", a hole the mover has claimed"),
            Some(ClaimedBy::ByOpponent) => out.push_str(", a hole the opponent has claimed"),
            None => {}
        }
        if let Some(previous) = &self.previous {
            let previous = &previous.value;
            let _ = write!(
                out,
                ", the seed before it having fallen into {}",
                hole_set::describe(regions, previous.hole)
            );
            if let Some(count) = &previous.count {
                let _ = write!(out, " now holding {}", count_in_seeds(&count.describe()));
            }
            describe_claimed(previous.claimed, out);
        }
        if let Some(claims) = &self.claims {
            let _ = write!(
                out,
                ", when the number of claimed holes on the board is {}",
                claims.value.describe()
            );
        }
    }
}

/// ` (claimed)`: a condition on whether a hole other than the landing
/// hole is claimed, in words.
pub(super) fn describe_claimed(claimed: Option<ClaimedBy>, out: &mut String) {
    match claimed {
        Some(ClaimedBy::No) => out.push_str(" (not claimed)"),
        Some(ClaimedBy::Yes) => out.push_str(" (claimed)"),
        Some(ClaimedBy::ByMover) => out.push_str(" (claimed by the mover)"),
        Some(ClaimedBy::ByOpponent) => out.push_str(" (claimed by the opponent)"),
        None => {}
    }
}

/// Whether a condition on claims `outer` holds wherever `inner` does.
pub(super) fn claimed_covers(outer: Option<ClaimedBy>, inner: Option<ClaimedBy>) -> bool {
    match (outer, inner) {
        (None, _) => true,
        (Some(ClaimedBy::Yes), Some(ClaimedBy::ByMover | ClaimedBy::ByOpponent)) => true,
        (Some(a), Some(b)) => a == b,
        (Some(_), None) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn claimed_by_either_covers_claimed_by_one() {
        assert!(claimed_covers(
            Some(ClaimedBy::Yes),
            Some(ClaimedBy::ByMover)
        ));
        assert!(!claimed_covers(
            Some(ClaimedBy::ByMover),
            Some(ClaimedBy::Yes)
        ));
        assert!(claimed_covers(None, Some(ClaimedBy::No)));
        assert!(!claimed_covers(Some(ClaimedBy::No), None));
    }
}
