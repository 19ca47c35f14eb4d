//! The loser's layout mirrored by the winner (`[match] holes =
//! "loser-mirrored"`): at a recount the player with fewer seeds lays
//! theirs out in their own holes, in their fill order, `refill` a hole
//! while they have that many and then one a hole as far as they go; the
//! other lays the same count into each of their own holes, in their fill
//! order, and keeps the rest in their store (`layout = "even"`: as evenly
//! as they go instead). Every hole stays in play, so a round is played on
//! the match's own rules, unless the file puts the holes left empty out
//! of play (`unfilled = "out-of-play"`): they are the last of each
//! player's fill order, so the round is one a recount of own holes gives. Where the loser lays out
//! as they like (`layout = "free"`), `Game` plays their placement plies
//! and then asks `copy_free` for the winner's copy.

use crate::model::board::MAX_SITES;
use crate::model::{MatchRules, Player, RoundLayout, Variant, WinnerLays};

/// The seeds on every site at the start of the next round, and how many
/// holes each player's layout fills, for round totals `totals`.
pub(super) fn mirrored(
    variant: &Variant,
    m: &MatchRules,
    holes: usize,
    totals: [u32; 2],
) -> ([u32; 2], [u16; MAX_SITES]) {
    // With equal seeds the two layouts are the same: South lays first.
    let loser = if totals[1] < totals[0] {
        Player::NORTH
    } else {
        Player::SOUTH
    };
    let orders = Player::BOTH.map(|p| super::round::filling_order(variant, m, p));
    let seeds = totals[loser.index()];
    let holes_laid = orders[loser.index()].len();
    let laid = match m.layout {
        RoundLayout::Even => lay_out_evenly(seeds, holes_laid),
        layout => lay_out(
            seeds,
            m.refill,
            holes_laid,
            layout == RoundLayout::RefillRest,
        ),
    };
    let mut counts = [0; MAX_SITES];
    for p in Player::BOTH {
        let mut placed = 0;
        for (&hole, &n) in orders[p.index()].iter().zip(&laid) {
            // The winner lays the loser's count, or a full refill where the
            // loser laid any (as far as their seeds go).
            let n = match m.winner_lays {
                WinnerLays::Refill if p != loser && n > 0 => {
                    let left = totals[p.index()].saturating_sub(placed);
                    m.refill.min(left).min(u32::from(u16::MAX)) as u16
                }
                _ => n,
            };
            if let Some(c) = counts.get_mut(hole as usize) {
                *c = n;
            }
            placed += u32::from(n);
        }
        // The winner has at least as many seeds as the loser laid out.
        let kept = totals[p.index()].saturating_sub(placed);
        if let Some(store) = counts.get_mut(holes + p.index()) {
            *store = kept.min(u32::from(u16::MAX)) as u16;
        }
    }
    let filled = laid.iter().filter(|&&n| n > 0).count() as u32;
    ([filled; 2], counts)
}

/// Copies the layout `loser` has just made in their own holes (`holes =
/// "loser-mirrored"`, `layout = "free"`) into the other player's holes,
/// hole for hole along the two fill orders, from that player's store:
/// what they do not lay stays there.
pub(super) fn copy_free(
    variant: &Variant,
    m: &MatchRules,
    holes: usize,
    loser: Player,
    counts: &mut [u16; MAX_SITES],
) {
    let order = |p: Player| super::round::filling_order(variant, m, p);
    let winner = loser.other();
    let store = holes + winner.index();
    for (laid, copy) in order(loser).into_iter().zip(order(winner)) {
        let wanted = match m.winner_lays {
            WinnerLays::Refill if counts[laid as usize] > 0 => {
                m.refill.min(u32::from(u16::MAX)) as u16
            }
            _ => counts[laid as usize],
        };
        let n = wanted.min(counts[store]);
        counts[store] -= n;
        counts[copy as usize] += n;
    }
}

/// `seeds` laid out over `holes` holes: `refill` a hole while there are
/// that many, then one a hole as far as they go, or (`rest_in_one`) the
/// rest in the next hole (what is left once every hole holds some is not
/// laid).
fn lay_out(seeds: u32, refill: u32, holes: usize, rest_in_one: bool) -> Vec<u16> {
    let mut left = seeds;
    (0..holes)
        .map(|_| {
            let n = if left >= refill {
                refill
            } else if rest_in_one {
                left
            } else {
                left.min(1)
            };
            left -= n;
            n.min(u32::from(u16::MAX)) as u16
        })
        .collect()
}

/// `seeds` laid out over `holes` holes as evenly as they go: each as many
/// as the others or one more, the fuller first; with fewer seeds than
/// holes, one a hole as far as they go.
fn lay_out_evenly(seeds: u32, holes: usize) -> Vec<u16> {
    let Some(each) = u32::try_from(holes).ok().filter(|&h| h > 0) else {
        return Vec::new();
    };
    let (base, more) = (seeds / each, seeds % each);
    (0..each)
        .map(|i| (base + u32::from(i < more)).min(u32::from(u16::MAX)) as u16)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{lay_out, lay_out_evenly};

    #[test]
    fn evenly_the_fuller_first_then_one_a_hole() {
        assert_eq!(lay_out_evenly(14, 6), [3, 3, 2, 2, 2, 2]);
        assert_eq!(lay_out_evenly(12, 6), [2; 6]);
        assert_eq!(lay_out_evenly(4, 6), [1, 1, 1, 1, 0, 0]);
        assert_eq!(lay_out_evenly(0, 6), [0; 6]);
        assert!(lay_out_evenly(5, 0).is_empty());
    }

    #[test]
    fn threes_first_then_ones_as_far_as_they_go() {
        assert_eq!(lay_out(10, 3, 6, false), [3, 3, 3, 1, 0, 0]);
        assert_eq!(lay_out(14, 3, 6, false), [3, 3, 3, 3, 1, 1]);
        assert_eq!(lay_out(17, 3, 6, false), [3, 3, 3, 3, 3, 1]);
        assert_eq!(lay_out(2, 3, 6, false), [1, 1, 0, 0, 0, 0]);
        assert_eq!(lay_out(20, 3, 6, false), [3; 6]);
    }

    #[test]
    fn threes_first_then_the_rest_in_one_hole() {
        assert_eq!(lay_out(10, 3, 6, true), [3, 3, 3, 1, 0, 0]);
        assert_eq!(lay_out(14, 3, 6, true), [3, 3, 3, 3, 2, 0]);
        assert_eq!(lay_out(2, 3, 6, true), [2, 0, 0, 0, 0, 0]);
        assert_eq!(lay_out(20, 3, 6, true), [3; 6]);
    }
}
