//! Marks on holes in play (`[marks.NAME]`). Each player's mark of each
//! kind is a bit of the hole's byte in the claims' second half (beside
//! the lifted mark and [`super::LOST`]), so the repetition key and cycle
//! finding, which compare that byte wherever a file has marks, tell a
//! marked hole from another. Marks change once a ply's sowing is over
//! ([`HoleMarks::ply_ended`]); files without marks never reach these: each
//! sits behind one test of [`HoleMarks::any`].

use super::sow::{Claims, LIFTED};
use crate::format::{MAX_MARKS, MarkBlocks, MarkBy, MarkClear, MarkSet};
use crate::model::Player;
use crate::model::mark::{Mark, MarkCondition};

/// The bit of `player`'s mark number `k` in a hole's byte (bits 1 and 2
/// are the lifted mark and a special hole's lost status).
#[inline]
pub(super) fn bit(k: usize, player: Player) -> u8 {
    1u8.checked_shl((2 + 2 * k + player.index()) as u32)
        .unwrap_or(0)
}

/// The mark bits of `hole` (none for a site past the claims).
#[inline]
fn marks_at(claims: &Claims, hole: u16) -> u8 {
    claims.get(LIFTED + hole as usize).copied().unwrap_or(0)
}

/// The marks of a file, compiled into bit masks by event, each indexed by
/// the player whose ply it is.
#[derive(Debug, Clone, Default)]
pub struct HoleMarks {
    /// The bits a ply of each player puts on the hole its move starts from.
    on_move_start: [u8; 2],
    /// The bits a ply of each player puts on each hole its sowing drops a
    /// seed into.
    on_sown: [u8; 2],
    /// The bits a ply of each player takes off each hole its sowing drops
    /// a seed into.
    clear_sown: [u8; 2],
    /// The bits of both players that last one turn (`next-turn`): every
    /// ply takes them off every hole before it sets its own, and so does a
    /// pass.
    one_turn: u8,
    /// The bits that keep each player from moving from a hole.
    blocks: [u8; 2],
    /// The bits landing rules put (`set = "rule"`, a rule's `mark`).
    by_rule: [u8; 2],
}

impl HoleMarks {
    /// Compiles `marks` (only the first [`MAX_MARKS`] are read).
    pub fn of(marks: &[Mark]) -> Self {
        let mut out = HoleMarks::default();
        for (k, mark) in marks.iter().take(MAX_MARKS).enumerate() {
            for p in Player::BOTH {
                let own = bit(k, p);
                let theirs = bit(k, p.other());
                match mark.set {
                    MarkSet::MoveStart => out.on_move_start[p.index()] |= own,
                    MarkSet::SownInto => out.on_sown[p.index()] |= own,
                    MarkSet::Rule => out.by_rule[p.index()] |= own,
                }
                out.clear_sown[p.index()] |= match mark.clear {
                    MarkClear::Never | MarkClear::NextTurn => 0,
                    MarkClear::SownInto => own | theirs,
                    MarkClear::SownByOpponent => theirs,
                };
                if mark.clear == MarkClear::NextTurn {
                    out.one_turn |= own;
                }
                out.blocks[p.index()] |= match mark.blocks {
                    None => 0,
                    Some(MarkBlocks::Marker) => own,
                    Some(MarkBlocks::Everyone) => own | theirs,
                };
            }
        }
        out
    }

    /// Whether the file has any mark.
    #[inline]
    pub fn any(&self) -> bool {
        self.on_move_start != [0; 2] || self.on_sown != [0; 2] || self.by_rule != [0; 2]
    }

    /// Whether a mark is set or cleared by the holes a sowing drops seeds
    /// into: then the sowing keeps them (`Sowing::sown`).
    pub fn reads_sown(&self) -> bool {
        self.on_sown != [0; 2] || self.clear_sown != [0; 2]
    }

    /// Whether some mark keeps a player from moving from its hole.
    #[inline]
    pub fn blocks_any(&self) -> bool {
        self.blocks != [0; 2]
    }

    /// Whether `player` may not move from `hole` for its marks.
    #[inline]
    pub fn blocked(&self, claims: &Claims, player: Player, hole: u16) -> bool {
        marks_at(claims, hole) & self.blocks[player.index()] != 0
    }

    /// The mark (its index in the file's order) that keeps `player` from
    /// moving from `hole`, if one does: why such a move is refused.
    pub fn blocking(&self, claims: &Claims, player: Player, hole: u16) -> Option<usize> {
        let b = marks_at(claims, hole) & self.blocks[player.index()];
        (b != 0).then(|| (b.trailing_zeros() as usize - 2) / 2)
    }

    /// A turn is over, played or passed: the marks that last a turn go
    /// from the `holes` of the board.
    #[inline]
    pub fn turn_passed(&self, claims: &mut Claims, holes: usize) {
        if self.one_turn != 0 {
            let end = (LIFTED + holes).min(claims.len());
            for b in claims.get_mut(LIFTED..end).into_iter().flatten() {
                *b &= !self.one_turn;
            }
        }
    }

    /// Whether some mark lasts one turn (`next-turn`).
    pub fn lasts_a_turn(&self) -> bool {
        self.one_turn != 0
    }

    /// Puts `bits` (a landing rule's mark, of the mover) on `hole`.
    #[inline]
    pub(super) fn put(claims: &mut Claims, hole: u16, bits: u8) {
        if let Some(b) = claims.get_mut(LIFTED + hole as usize) {
            *b |= bits;
        }
    }

    /// Whether `hole` carries `player`'s mark number `k`.
    pub fn carries(claims: &Claims, k: usize, player: Player, hole: u16) -> bool {
        marks_at(claims, hole) & bit(k, player) != 0
    }

    /// The marks a ply of `mover`'s that started from `start` and dropped
    /// seeds into the holes of `sown` (bit `h` for hole `h`) leaves, in the
    /// order things happened: the marks of the ply before that last a
    /// turn go (from the `holes` of the board), the start is marked as the
    /// seeds are lifted, then the seeds that fall clear marks and set
    /// them.
    pub fn ply_ended(
        &self,
        claims: &mut Claims,
        (mover, holes): (Player, usize),
        start: u16,
        sown: u128,
    ) {
        let m = mover.index();
        self.turn_passed(claims, holes);
        if let Some(b) = claims.get_mut(LIFTED + start as usize) {
            *b |= self.on_move_start[m];
        }
        let (clear, set) = (self.clear_sown[m], self.on_sown[m]);
        if clear | set == 0 {
            return;
        }
        let mut left = sown;
        while left != 0 {
            let h = left.trailing_zeros() as usize;
            left &= left - 1;
            if let Some(b) = claims.get_mut(LIFTED + h) {
                *b = (*b & !clear) | set;
            }
        }
    }
}

/// A mark condition (a tier's, or a named hole's), compiled: the bits it
/// reads for each mover, and whether it admits the holes that carry them.
#[derive(Debug, Clone, Copy)]
pub struct MarkBits {
    bits: [u8; 2],
    marked: bool,
}

impl MarkBits {
    /// `m` compiled against the file's marks (`None` where it names none,
    /// an R021: then it admits every hole).
    pub fn of(m: &MarkCondition, marks: &[Mark]) -> Option<Self> {
        let k = marks
            .iter()
            .take(MAX_MARKS)
            .position(|mark| mark.name == m.name)?;
        Some(MarkBits {
            bits: Player::BOTH.map(|p| match m.by {
                MarkBy::Mover => bit(k, p),
                MarkBy::Opponent => bit(k, p.other()),
                MarkBy::Either => bit(k, p) | bit(k, p.other()),
            }),
            marked: m.marked,
        })
    }

    /// Whether the condition admits `hole` for `mover` by its mark.
    #[inline]
    pub fn admits(&self, claims: &Claims, mover: Player, hole: u16) -> bool {
        let has = marks_at(claims, hole) & self.bits[mover.index()] != 0;
        has == self.marked
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sow::CLAIMS_LEN;

    fn mark(set: MarkSet, clear: MarkClear, blocks: Option<MarkBlocks>) -> Mark {
        Mark {
            name: "m".into(),
            span: 0..0,
            set,
            clear,
            clear_span: None,
            blocks,
        }
    }

    #[test]
    fn a_resting_hole_is_freed_by_the_opponents_sowing_only() {
        let marks = HoleMarks::of(&[mark(
            MarkSet::MoveStart,
            MarkClear::SownByOpponent,
            Some(MarkBlocks::Marker),
        )]);
        let mut claims = [0u8; CLAIMS_LEN];
        marks.ply_ended(&mut claims, (Player::SOUTH, 12), 2, 0b1_1000);
        assert!(marks.blocked(&claims, Player::SOUTH, 2));
        assert!(!marks.blocked(&claims, Player::NORTH, 2));
        // South's own sowing into it leaves it marked.
        marks.ply_ended(&mut claims, (Player::SOUTH, 12), 0, 0b100);
        assert!(marks.blocked(&claims, Player::SOUTH, 2));
        marks.ply_ended(&mut claims, (Player::NORTH, 12), 7, 0b100);
        assert!(!marks.blocked(&claims, Player::SOUTH, 2));
        // North's move marks North's start, for North only.
        assert!(marks.blocked(&claims, Player::NORTH, 7));
        assert!(!marks.blocked(&claims, Player::SOUTH, 7));
        assert_eq!(marks.blocking(&claims, Player::NORTH, 7), Some(0));
    }

    #[test]
    fn a_tier_reads_the_movers_mark() {
        let m = mark(MarkSet::MoveStart, MarkClear::Never, None);
        let marks = HoleMarks::of(std::slice::from_ref(&m));
        let unmarked = MarkCondition {
            name: "m".into(),
            span: 0..0,
            by: MarkBy::Mover,
            marked: false,
        };
        let tier = MarkBits::of(&unmarked, &[m]).expect("the mark is declared");
        let mut claims = [0u8; CLAIMS_LEN];
        marks.ply_ended(&mut claims, (Player::NORTH, 12), 5, 0);
        assert!(tier.admits(&claims, Player::SOUTH, 5));
        assert!(!tier.admits(&claims, Player::NORTH, 5));
    }
}
