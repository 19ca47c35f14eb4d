//! What a turn and a round remember, as conditions of a landing rule: the
//! ply of the round (`ply`), the lap of the ply (`lap`), whether the ply
//! has captured yet (`captured`), whether the landing hole has been sown
//! from this round (`lifted`), whether a seed of the ply's sowing has
//! fallen into it (`sown_this_turn`), and how many holes the opponent plays
//! (`opponent_holes`), and how many seeds are left on the board
//! (`on_board`). With `lap` and `captured` together a file says "a
//! turn that did not capture on its first lap captures nothing later".
//! The engine's `sow.rs` counts the laps and the captures.

use std::fmt::Write;

use super::{Lower, count_key, counts_cover, flags_cover, hole_set_key, plain_key};
use crate::format::{self as f, Sp};
use crate::model::{CountSet, HoleSet, Region, count_in_seeds, hole_set};

/// The conditions on the turn and the round.
#[derive(Debug, Clone, Default)]
pub struct TurnConditions {
    /// The plies of the game or round (from 1) in which the rule may fire.
    pub ply: Option<Sp<CountSet>>,
    /// The laps of the ply's sowing (from 1) on which the rule may fire.
    pub lap: Option<Sp<CountSet>>,
    /// The seeds the lap sows.
    pub lap_seeds: Option<Sp<CountSet>>,
    /// Whether the ply's sowing must have captured (or not) before.
    pub captured: Option<Sp<bool>>,
    /// Whether the landing hole must have been lifted this round (or not).
    pub lifted: Option<Sp<bool>>,
    /// Whether a seed of the ply's sowing must have fallen into the hole
    /// (or not).
    pub sown_this_turn: Option<Sp<bool>>,
    /// Holes the ply's sowing must have dropped a seed into (`reached`).
    pub reached: Option<Sp<HoleSet>>,
    /// How many of the mover's earlier plies this round must have
    /// captured.
    pub captures_made: Option<Sp<CountSet>>,
    /// How many holes the mover's opponent must play this round.
    pub opponent_holes: Option<Sp<CountSet>>,
    /// How many seeds must be left on the board.
    pub on_board: Option<Sp<CountSet>>,
}

impl TurnConditions {
    pub(super) fn lower(w: &f::WhenTable, regions: &[Region], low: &mut Lower<'_, '_>) -> Self {
        TurnConditions {
            reached: hole_set_key(w.reached.as_ref(), regions, low),
            ply: count_key(w.ply.as_ref()),
            lap: count_key(w.lap.as_ref()),
            lap_seeds: count_key(w.lap_seeds.as_ref()),
            captured: plain_key(w.captured.as_ref()),
            lifted: plain_key(w.lifted.as_ref()),
            sown_this_turn: plain_key(w.sown_this_turn.as_ref()),
            captures_made: count_key(w.captures_made.as_ref()),
            opponent_holes: count_key(w.opponent_holes.as_ref()),
            on_board: count_key(w.on_board.as_ref()),
        }
    }

    pub(super) fn is_empty(&self) -> bool {
        self.ply.is_none()
            && self.lap.is_none()
            && self.lap_seeds.is_none()
            && self.captured.is_none()
            && self.lifted.is_none()
            && self.sown_this_turn.is_none()
            && self.reached.is_none()
            && self.captures_made.is_none()
            && self.opponent_holes.is_none()
            && self.on_board.is_none()
    }

    pub(super) fn covers(&self, later: &Self) -> bool {
        counts_cover(&self.ply, &later.ply)
            && counts_cover(&self.lap, &later.lap)
            && counts_cover(&self.lap_seeds, &later.lap_seeds)
            && flags_cover(&self.captured, &later.captured)
            && flags_cover(&self.lifted, &later.lifted)
            && flags_cover(&self.sown_this_turn, &later.sown_this_turn)
            && hole_set::covers(
                self.reached.as_ref().map(|r| r.value),
                later.reached.as_ref().map(|r| r.value),
            )
            && counts_cover(&self.captures_made, &later.captures_made)
            && counts_cover(&self.opponent_holes, &later.opponent_holes)
            && counts_cover(&self.on_board, &later.on_board)
    }

    /// `, in ply 1 of the round, on the ply's first lap, …`.
    pub(super) fn describe(&self, regions: &[Region], out: &mut String) {
        if let Some(ply) = &self.ply {
            let _ = write!(out, ", in ply {} of the round", ply.value.describe());
        }
        if let Some(lap) = &self.lap {
            out.push_str(&describe_lap(&lap.value));
        }
        if let Some(n) = &self.lap_seeds {
            let _ = write!(
                out,
                ", on a lap that sows {}",
                count_in_seeds(&n.value.describe())
            );
        }
        match self.captured.as_ref().map(|c| c.value) {
            Some(true) => out.push_str(", once the ply's sowing has captured seeds"),
            Some(false) => out.push_str(", while the ply's sowing has captured nothing"),
            None => {}
        }
        match self.lifted.as_ref().map(|l| l.value) {
            Some(true) => out.push_str(", once that hole has been sown from this round"),
            Some(false) => out.push_str(", while that hole has not been sown from this round"),
            None => {}
        }
        match self.sown_this_turn.as_ref().map(|s| s.value) {
            Some(true) => out.push_str(", if a seed of this ply's sowing fell into it"),
            Some(false) => out.push_str(", if no seed of this ply's sowing fell into it"),
            None => {}
        }
        if let Some(r) = &self.reached {
            let _ = write!(
                out,
                ", once this ply's sowing has dropped a seed into {}",
                hole_set::describe(regions, Some(r.value))
            );
        }
        if let Some(n) = &self.captures_made {
            let _ = write!(
                out,
                ", when {} of the mover's earlier plies this round captured",
                n.value.describe()
            );
        }
        if let Some(n) = &self.on_board {
            let _ = write!(
                out,
                ", with {} left on the board",
                count_in_seeds(&n.value.describe())
            );
        }
        if let Some(n) = &self.opponent_holes {
            // Counted in holes, worded as seeds are.
            let holes = count_in_seeds(&n.value.describe()).replacen(" seed", " hole", 1);
            let _ = write!(out, ", when the opponent has {holes} in play this round");
        }
    }
}

/// The laps a rule's `when.lap` admits, in words: `, on the ply's first
/// lap`, `, on the ply's later laps`, `, on lap 2 or 3 of the ply`.
pub fn describe_lap(lap: &CountSet) -> String {
    match lap {
        CountSet::Range { min: 1, max: 1 } => ", on the ply's first lap".to_string(),
        CountSet::List(list) if list.as_slice() == [1] => ", on the ply's first lap".to_string(),
        CountSet::Range {
            min: 2,
            max: u32::MAX,
        } => ", on the ply's later laps (its second and after)".to_string(),
        other => format!(", on lap {} of the ply", other.describe()),
    }
}

/// Whether a rule with `lap` can fire on some lap: on the first, or, where
/// a ply can go on to further laps (`relays`), on one of those.
pub fn lap_reachable(lap: &CountSet, relays: bool) -> bool {
    let later = match lap {
        CountSet::Range { min, max } => *max >= 2 && min <= max,
        CountSet::List(list) => list.iter().any(|&n| n >= 2),
        CountSet::Even | CountSet::Odd => true,
        CountSet::ParityRange { .. } => lap.min().is_some_and(|m| {
            let CountSet::ParityRange { max, .. } = lap else {
                return false;
            };
            m.max(2) <= *max
        }),
    };
    lap.matches(1) || (relays && later)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_and_later_laps_are_said_in_words() {
        assert_eq!(
            describe_lap(&CountSet::Range { min: 1, max: 1 }),
            ", on the ply's first lap"
        );
        assert_eq!(
            describe_lap(&CountSet::Range {
                min: 2,
                max: u32::MAX
            }),
            ", on the ply's later laps (its second and after)"
        );
        assert_eq!(
            describe_lap(&CountSet::List(vec![2, 3])),
            ", on lap 2 or 3 of the ply"
        );
    }

    #[test]
    fn a_lap_is_reachable_only_from_one_and_within_the_laps_sown() {
        let first = CountSet::Range { min: 1, max: 1 };
        let later = CountSet::Range {
            min: 2,
            max: u32::MAX,
        };
        assert!(lap_reachable(&first, false));
        assert!(!lap_reachable(&later, false));
        assert!(lap_reachable(&later, true));
        assert!(!lap_reachable(&CountSet::List(vec![0]), true));
    }
}
