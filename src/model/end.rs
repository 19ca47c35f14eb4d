//! End conditions (`[end] when`), resolved: when a game (or a round) ends
//! on the board. The engine compiles them in `engine::end`.

use super::lower::Lower;
use super::{HoleSet, Region};
use crate::format::{self as f, Sp};

/// An end condition, resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EndCondition {
    /// Either player's holes are all empty.
    RowEmpty,
    /// The position has occurred before.
    Repetition,
    /// A player's store holds more than this.
    SeedsAbove(u32),
    /// A player's store holds more than this, the seeds in play less
    /// those the other needs to fill `[match] min_holes` holes
    /// (`opponent-cannot-fill`, resolved at the board's size).
    OpponentCannotFill(u32),
    /// Every seed left on the board is in a claimed hole.
    UnclaimedEmpty,
    /// Either player has no legal move.
    OneCannotMove,
    /// No more than one player has a legal move.
    OnlyOneCanMove,
    /// No capture can be made any more.
    NoCapturePossible,
    /// No hole holds more than this many seeds.
    HolesAtMost(u32),
    /// The holes hold no more than this many seeds in all.
    BoardAtMost(u32),
    /// No piece of `[pieces]` is left in a hole.
    PiecesCaptured,
    /// All of one player's holes of this set (seen from that player) are
    /// empty: that player loses (or wins, `emptied = "wins"`).
    RegionEmpty(HoleSet, f::Emptied),
}

/// Resolves the conditions of `[end] when`, but `opponent-cannot-fill`,
/// which is measured once `[match]` is resolved (`cannot_fill`).
pub(super) fn lower(
    when: &[Sp<f::EndWhen>],
    regions: &[Region],
    low: &mut Lower<'_, '_>,
) -> Vec<EndCondition> {
    when.iter()
        .filter_map(|c| {
            Some(match &c.value {
                f::EndWhen::Named(f::NamedEnd::RowEmpty) => EndCondition::RowEmpty,
                f::EndWhen::Named(f::NamedEnd::Repetition) => EndCondition::Repetition,
                f::EndWhen::Named(f::NamedEnd::UnclaimedEmpty) => EndCondition::UnclaimedEmpty,
                f::EndWhen::Named(f::NamedEnd::OneCannotMove) => EndCondition::OneCannotMove,
                f::EndWhen::Named(f::NamedEnd::OnlyOneCanMove) => EndCondition::OnlyOneCanMove,
                f::EndWhen::Named(f::NamedEnd::NoCapturePossible) => {
                    EndCondition::NoCapturePossible
                }
                f::EndWhen::Named(f::NamedEnd::PiecesCaptured) => EndCondition::PiecesCaptured,
                // Measured once `[match]` is resolved (`cannot_fill`).
                f::EndWhen::Named(f::NamedEnd::OpponentCannotFill) => return None,
                f::EndWhen::SeedsAbove { seeds_above } => EndCondition::SeedsAbove(*seeds_above),
                f::EndWhen::BoardAtMost { board_at_most } => {
                    EndCondition::BoardAtMost(*board_at_most)
                }
                f::EndWhen::HolesAtMost { holes_at_most } => {
                    EndCondition::HolesAtMost(*holes_at_most)
                }
                f::EndWhen::RegionEmpty {
                    region_empty,
                    emptied,
                } => {
                    let spec = Sp::new(region_empty.clone(), c.span.clone());
                    let emptied = emptied.unwrap_or_default();
                    EndCondition::RegionEmpty(low.hole_set(&spec, regions)?, emptied)
                }
            })
        })
        .collect()
}

/// When `condition` ends the game, in words that follow "the game ends
/// when".
pub fn describe(condition: &EndCondition, regions: &[Region]) -> String {
    match condition {
        EndCondition::RowEmpty => "either player's holes are all empty".to_string(),
        EndCondition::Repetition => "a position comes round again".to_string(),
        EndCondition::SeedsAbove(n) => format!("a player holds more than {n} seeds"),
        EndCondition::OpponentCannotFill(n) => format!(
            "a player holds more than {n} seeds, so that the other cannot fill enough holes \
             for the next round"
        ),
        EndCondition::UnclaimedEmpty => {
            "every seed left on the board lies in a claimed hole".to_string()
        }
        EndCondition::OneCannotMove => "either player has no legal move".to_string(),
        EndCondition::OnlyOneCanMove => "no more than one player has a legal move".to_string(),
        EndCondition::NoCapturePossible => "no capture can be made any more".to_string(),
        EndCondition::HolesAtMost(n) => format!("no hole holds more than {n} seeds"),
        EndCondition::BoardAtMost(n) => {
            format!("the holes hold {n} seeds or fewer in all")
        }
        EndCondition::PiecesCaptured => "no piece is left on the board".to_string(),
        EndCondition::RegionEmpty(set, emptied) => format!(
            "{} are all empty, and that player {}",
            match *set == HoleSet::OWN {
                true => "a player's own holes".to_string(),
                false => format!(
                    "a player's holes of {}",
                    super::hole_set::describe(regions, Some(*set))
                        .trim_start_matches("one of ")
                        .trim_start_matches("the mover's holes of ")
                ),
            },
            match emptied {
                f::Emptied::Wins => "wins",
                f::Emptied::Loses => "loses",
            }
        ),
    }
}
