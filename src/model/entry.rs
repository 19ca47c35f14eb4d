//! Seeds entered from the mover's store as a move (`[moves] enter`):
//! resolved and told in words. The engine offers and plays them
//! (`engine::entry`).

use super::Region;
use super::hole_set::{self, HoleSet};
use super::lower::Lower;
use crate::format::{self as f, Sp};

/// `[moves] enter`, resolved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StoreEntry {
    /// The holes seeds may be entered into.
    pub into: HoleSet,
    /// Seeds a move enters (all the store holds, when fewer).
    pub seeds: u32,
    /// Whether it is offered only while the opponent cannot move.
    pub opponent_stuck: bool,
}

impl StoreEntry {
    /// The move in words, for hover and `sow describe`.
    pub fn describe(&self, regions: &[Region]) -> String {
        let seeds = match self.seeds {
            1 => "one seed".to_string(),
            n => format!("{n} seeds (all it holds, when fewer)"),
        };
        let when = match self.opponent_stuck {
            true => "whose opponent cannot move and ",
            false => "",
        };
        format!(
            "Instead of sowing, a player {when}whose store holds seeds may put {seeds} from it \
             into {} (written `c1*`); no landing rule fires, and the turn passes.",
            hole_set::describe(regions, Some(self.into))
        )
    }
}

/// Resolves `[moves] enter`: its holes, and how many seeds a move enters
/// (at least one: S006).
pub(super) fn lower(
    table: &Sp<f::EnterTable>,
    regions: &[Region],
    low: &mut Lower<'_, '_>,
) -> Option<StoreEntry> {
    let into = match &table.value.into {
        Some(s) => low.hole_set(s, regions)?,
        None => HoleSet::OWN,
    };
    let seeds = match &table.value.seeds {
        Some(s) => {
            low.at_least_one(s, "seeds", "a move enters at least one seed; use 1 or more")?
        }
        None => 1,
    };
    let opponent_stuck = table.value.opponent_stuck.as_ref().is_some_and(|o| o.value);
    Some(StoreEntry {
        into,
        seeds,
        opponent_stuck,
    })
}
