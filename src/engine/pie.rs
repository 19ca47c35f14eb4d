//! The pie rule's swap of sides (`[moves] pie = true`): the board turned
//! half round, so that South, the first player, takes the side North had
//! and North the one South's opening turn left. Lowering (`model::pie`,
//! O012) lets only files whose sides look alike, and whose state is no
//! more than seeds, claims and lifted holes, have the rule.

use super::rules::Rules;
use super::sow::{CAPTURES_MADE, Claims, LIFTED, claim_mark, claimer};
use crate::model::board::MAX_SITES;

/// Turns the board half round: each hole's seeds, claim and lifted mark
/// into the hole across the centre (a claim passing to the other player),
/// the stores' seeds changed over, and each player's count of captures
/// made the other's. The marks of `[marks.NAME]`, a bit of each player's,
/// are not turned: O012 keeps the rule from files that have them.
pub(super) fn turn_board(rules: &Rules, counts: &mut [u16; MAX_SITES], claims: &mut Claims) {
    let board = &rules.variant.board;
    let (old_counts, old_claims) = (*counts, *claims);
    for site in 0..rules.sites {
        let across = usize::from(board.mirror_site(site as u16));
        if let (Some(to), Some(&from)) = (counts.get_mut(across), old_counts.get(site)) {
            *to = from;
        }
        if let (Some(to), Some(&from)) = (claims.get_mut(across), old_claims.get(site)) {
            *to = claimer(from).map_or(from, |p| claim_mark(p.other()));
        }
        let (to, from) = (LIFTED + across, LIFTED + site);
        if let (Some(to), Some(&from)) = (claims.get_mut(to), old_claims.get(from)) {
            *to = from;
        }
    }
    claims.swap(CAPTURES_MADE, CAPTURES_MADE + 1);
}
