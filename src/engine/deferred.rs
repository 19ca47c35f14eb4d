//! Holes whose captures wait for the round's end (`[deferred_captures]`).
//! A capture that names one takes nothing: it puts the mover's
//! entitlement on the hole, one more mark of the hole's byte in the claims
//! (after the file's own marks), so the repetition key and cycle finding
//! tell it apart; the round's end shares each hole out
//! ([`Deferred::share_out`]). Files without them never reach these: each
//! sits behind one test of a bit set that is empty then.

use super::sow::{Claims, LIFTED, hole_bit};
use crate::model::Variant;
use crate::model::board::MAX_SITES;

/// `[deferred_captures]`, compiled.
#[derive(Debug, Clone, Default)]
pub struct Deferred {
    /// The holes, a bit each (boards have at most 128 holes).
    holes: u128,
    /// Seeds each keeps when it is shared out.
    left: u16,
    /// Each player's entitlement bit in a hole's byte of the claims.
    entitled: [u8; 2],
}

impl Deferred {
    /// Compiles the variant's `[deferred_captures]` (none: no holes).
    pub fn of(variant: &Variant) -> Self {
        let Some(d) = &variant.deferred else {
            return Deferred::default();
        };
        let k = variant.marks.len();
        Deferred {
            holes: d.holes.iter().fold(0, |bits, &h| bits | hole_bit(h)),
            left: u16::try_from(d.left).unwrap_or(u16::MAX),
            entitled: crate::model::Player::BOTH.map(|p| super::mark::bit(k, p)),
        }
    }

    /// Whether the file has any.
    #[inline]
    pub fn any(&self) -> bool {
        self.holes != 0
    }

    /// Whether `hole` is one of them.
    #[inline]
    pub fn has(&self, hole: usize) -> bool {
        u16::try_from(hole).is_ok_and(|h| self.holes & hole_bit(h) != 0)
    }

    /// Entitles `mover` (0 South, 1 North) to `hole`, a capture of which
    /// waits for the round's end.
    #[cold]
    pub fn entitle(&self, claims: &mut Claims, hole: usize, mover: usize) {
        if let (Some(b), Some(bit)) = (claims.get_mut(LIFTED + hole), self.entitled.get(mover)) {
            *b |= bit;
        }
    }

    /// Shares each hole out at the round's end, into the stores of the
    /// players entitled to it (South's at site `holes`, North's after):
    /// all but `left` to one; to two, half each of what is above `left`,
    /// an odd seed staying. Returns the seeds each player got.
    pub fn share_out(
        &self,
        counts: &mut [u16; MAX_SITES],
        claims: &Claims,
        holes: usize,
    ) -> [u32; 2] {
        let mut got = [0u32; 2];
        for h in (0..holes.min(128)).filter(|&h| self.has(h)) {
            let mark = claims.get(LIFTED + h).copied().unwrap_or(0);
            let entitled = self.entitled.map(|bit| mark & bit != 0);
            let above = counts[h].saturating_sub(self.left);
            let each = match entitled {
                [true, true] => above / 2,
                _ => above,
            };
            for p in (0..2).filter(|&p| entitled[p]) {
                counts[h] -= each;
                counts[holes + p] += each;
                got[p] += u32::from(each);
            }
        }
        got
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn two_holes(left: u16) -> Deferred {
        Deferred {
            holes: 0b11,
            left,
            entitled: [0b0100_0000, 0b1000_0000],
        }
    }

    #[test]
    fn two_players_split_what_is_above_left_an_odd_seed_staying() {
        let d = two_holes(1);
        let mut counts = [0u16; MAX_SITES];
        let mut claims = [0u8; super::super::sow::CLAIMS_LEN];
        (counts[0], counts[1]) = (7, 6);
        for (h, p) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
            d.entitle(&mut claims, h, p);
        }
        // 7: one left, three each; 6: one left, two each, the odd one
        // staying too.
        assert_eq!(d.share_out(&mut counts, &claims, 2), [5, 5]);
        assert_eq!((counts[0], counts[1]), (1, 2));
        assert_eq!((counts[2], counts[3]), (5, 5));
    }

    #[test]
    fn one_player_takes_all_above_left_and_nobody_leaves_it_whole() {
        let d = two_holes(1);
        let mut counts = [0u16; MAX_SITES];
        let mut claims = [0u8; super::super::sow::CLAIMS_LEN];
        (counts[0], counts[1]) = (7, 6);
        d.entitle(&mut claims, 0, 1);
        assert_eq!(d.share_out(&mut counts, &claims, 2), [0, 6]);
        assert_eq!((counts[0], counts[1], counts[3]), (1, 6, 6));
    }
}
