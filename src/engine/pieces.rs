//! Pieces worth more than one seed, in play. A piece counts at its worth in
//! its site's count, so sowing, conditions and scores need nothing more;
//! what must tell pieces from seeds (a capture carrying them, a refill
//! from a store, `pieces-captured`) reads the worth of the pieces at each
//! site, kept in the counts array just after the sites: `counts[sites +
//! s]` for site `s`. Only files that declare pieces use that tail (their
//! boards are small enough for it: B004), so the plies of other games
//! never touch it, and every copy of a position carries its pieces.

use super::rules::Rules;
use crate::model::board::MAX_SITES;
use crate::model::pieces::start_worth;

/// The worth of the pieces at `site` (0 in a game without pieces).
#[inline]
pub(super) fn worth_at(rules: &Rules, counts: &[u16; MAX_SITES], site: usize) -> u16 {
    if rules.pieces {
        counts.get(rules.sites + site).copied().unwrap_or(0)
    } else {
        0
    }
}

/// The seeds at `site` that are not pieces: what a refill may take from a
/// store.
pub(super) fn loose_seeds(rules: &Rules, counts: &[u16; MAX_SITES], site: usize) -> u16 {
    counts[site].saturating_sub(worth_at(rules, counts, site))
}

/// Puts the pieces where they start, in the tail of `counts`.
pub(super) fn place(rules: &Rules, counts: &mut [u16; MAX_SITES]) {
    if !rules.pieces {
        return;
    }
    let worth = start_worth(rules.sites, &rules.variant.pieces);
    for (s, w) in worth.into_iter().enumerate() {
        if let Some(tail) = counts.get_mut(rules.sites + s) {
            *tail = u16::try_from(w).unwrap_or(u16::MAX);
        }
    }
}

/// Puts every piece back where it started for a new round of a match:
/// its worth added to its hole's count (the recount laid out only loose
/// seeds), and the tail set as at the start.
pub(super) fn put_back(rules: &Rules, counts: &mut [u16; MAX_SITES]) {
    if !rules.pieces {
        return;
    }
    let worth = start_worth(rules.sites, &rules.variant.pieces);
    for (n, w) in counts.iter_mut().zip(worth) {
        *n = n.saturating_add(u16::try_from(w).unwrap_or(u16::MAX));
    }
    place(rules, counts);
}

/// Each player's seeds at a recount, `scores` less the worth of the
/// pieces in their store: the pieces go back to where they started.
pub(super) fn loose_totals(rules: &Rules, counts: &[u16; MAX_SITES], scores: [u32; 2]) -> [u32; 2] {
    let mut loose = scores;
    for (i, n) in loose.iter_mut().enumerate() {
        *n = n.saturating_sub(u32::from(worth_at(rules, counts, rules.holes + i)));
    }
    loose
}

/// A capture took `hole` into `store`: its pieces go with its seeds.
#[inline]
pub(super) fn carry(rules: &Rules, counts: &mut [u16; MAX_SITES], hole: usize, store: usize) {
    let (from, to) = (rules.sites + hole, rules.sites + store);
    if from < MAX_SITES && to < MAX_SITES {
        counts[to] += counts[from];
        counts[from] = 0;
    }
}

/// Whether any piece is still in a hole.
pub(super) fn on_board(rules: &Rules, counts: &[u16; MAX_SITES]) -> bool {
    (0..rules.holes).any(|h| worth_at(rules, counts, h) > 0)
}
