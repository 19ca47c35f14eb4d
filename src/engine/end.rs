//! End conditions (`[end] when`) compiled for play, and why a game ends.
//! `Game` (`game.rs`) tests them after each ply: the common ones inline,
//! the rarer ones on the board out of line, behind one flag.

use serde::Serialize;

use crate::model::{EndCondition, Variant};

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// A player's holes were all empty.
    RowEmpty,
    /// A store went over the winning count.
    SeedsAbove,
    /// The position repeated.
    Repetition,
    /// The player to move had no legal move.
    NoMove,
    /// Neither player could move.
    NeitherCanMove,
    /// A relay sowing repeated forever and the file ends the game then.
    EndlessSowing,
    /// A relay sowing repeated forever and the file does not say what
    /// then: the game cannot go on, and has no result.
    Unresolved,
    /// Every seed left on the board is in a claimed hole.
    UnclaimedEmpty,
    /// One player had no legal move, and the file ends the game then.
    OneCannotMove,
    /// No more than one player had a legal move, and the file ends the
    /// game then.
    OnlyOneCanMove,
    /// No hole held more than the file's count.
    HolesAtMost,
    /// The holes held no more than the file's count in all.
    BoardAtMost,
    /// No piece was left in a hole.
    PiecesCaptured,
    /// All of one player's holes of a `region_empty` set were empty.
    RegionEmpty,
    /// A player owns every hole, or the other can fill fewer than
    /// `min_holes`: the match is won.
    MatchWon,
    /// The match reached its most rounds.
    RoundCap,
    /// A store held so many seeds that the other player could no longer
    /// fill `min_holes` holes (`opponent-cannot-fill`).
    OpponentCannotFill,
    /// A recount left more than one hole without an owner: a round sow
    /// cannot set up yet, so the match stops there.
    RecountUnplayable,
    /// A player won `rounds_to_win` rounds of the match.
    RoundsWon,
    /// A player's points reached `points_to_win`.
    PointsReached,
    /// A round ended before any ply was played, and the recount set up
    /// the same round again (the same seeds, holes and starter): the
    /// match could only repeat it, so it stops there.
    RoundRepeats,
    /// A round ended with both players holding as many seeds, and the
    /// match is drawn then (`[match] equal_draws`).
    EqualHoldings,
    /// No line of play could make a capture any more
    /// (`no-capture-possible`).
    NoCapturePossible,
}

impl EndReason {
    /// The kebab-case name, as in JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            EndReason::RowEmpty => "row-empty",
            EndReason::SeedsAbove => "seeds-above",
            EndReason::Repetition => "repetition",
            EndReason::NoMove => "no-move",
            EndReason::NeitherCanMove => "neither-can-move",
            EndReason::EndlessSowing => "endless-sowing",
            EndReason::Unresolved => "unresolved",
            EndReason::UnclaimedEmpty => "unclaimed-empty",
            EndReason::OneCannotMove => "one-cannot-move",
            EndReason::OnlyOneCanMove => "only-one-can-move",
            EndReason::HolesAtMost => "holes-at-most",
            EndReason::BoardAtMost => "board-at-most",
            EndReason::PiecesCaptured => "pieces-captured",
            EndReason::RegionEmpty => "region-empty",
            EndReason::MatchWon => "match-won",
            EndReason::RoundCap => "round-cap",
            EndReason::OpponentCannotFill => "opponent-cannot-fill",
            EndReason::RecountUnplayable => "recount-unplayable",
            EndReason::RoundsWon => "rounds-won",
            EndReason::PointsReached => "points-reached",
            EndReason::RoundRepeats => "round-repeats",
            EndReason::EqualHoldings => "equal-holdings",
            EndReason::NoCapturePossible => "no-capture-possible",
        }
    }
}

/// The end conditions of a file, compiled.
#[derive(Debug, Clone, Default)]
pub struct EndRules {
    /// End of game by a store over a count, and the reason it gives
    /// (`seeds_above`, or `opponent-cannot-fill` at the count it makes).
    pub seeds_above: Option<(u32, EndReason)>,
    /// End of game when a side is empty.
    pub row_empty: bool,
    /// End of game on a repeated position.
    pub repetition: bool,
    /// End of game (round) when only claimed holes hold seeds.
    pub unclaimed_empty: bool,
    /// End of game when either player has no legal move.
    pub one_cannot_move: bool,
    /// End of game when no more than one player has a legal move.
    pub only_one_can_move: bool,
    /// End of game when no line of play can make a capture any more.
    pub no_capture_possible: bool,
    /// End of game when no hole holds more than this.
    pub holes_at_most: Option<u32>,
    /// End of game when the holes hold no more than this in all.
    pub board_at_most: Option<u32>,
    /// End of game when no piece is left in a hole.
    pub pieces_captured: bool,
    /// Whether an end condition on the board other than `row-empty` is
    /// given (`seeds_above` and the rarer `unclaimed-empty`,
    /// `holes_at_most`, `board_at_most`, `pieces-captured`,
    /// `region_empty`): one check for all of them.
    pub more_board: bool,
    /// For each `region_empty` end condition, the holes it watches of
    /// each player, South first, and whether the player whose holes are
    /// all empty wins (`emptied = "wins"`) rather than loses.
    pub region_empty: Vec<([Vec<u16>; 2], bool)>,
}

impl EndRules {
    /// The end conditions of `variant`.
    pub(super) fn of(variant: &Variant) -> EndRules {
        EndRules {
            seeds_above: variant
                .end
                .iter()
                .filter_map(|e| match e {
                    EndCondition::SeedsAbove(n) => Some((*n, EndReason::SeedsAbove)),
                    EndCondition::OpponentCannotFill(n) => {
                        Some((*n, EndReason::OpponentCannotFill))
                    }
                    _ => None,
                })
                .min_by_key(|(n, _)| *n),
            row_empty: variant.end.contains(&EndCondition::RowEmpty),
            repetition: variant.end.contains(&EndCondition::Repetition),
            unclaimed_empty: variant.end.contains(&EndCondition::UnclaimedEmpty),
            one_cannot_move: variant.end.contains(&EndCondition::OneCannotMove),
            only_one_can_move: variant.end.contains(&EndCondition::OnlyOneCanMove),
            no_capture_possible: variant.end.contains(&EndCondition::NoCapturePossible),
            more_board: variant.end.iter().any(|e| {
                matches!(
                    e,
                    EndCondition::SeedsAbove(_)
                        | EndCondition::OpponentCannotFill(_)
                        | EndCondition::UnclaimedEmpty
                        | EndCondition::HolesAtMost(_)
                        | EndCondition::BoardAtMost(_)
                        | EndCondition::PiecesCaptured
                        | EndCondition::RegionEmpty(..)
                )
            }),
            region_empty: variant
                .end
                .iter()
                .filter_map(|e| match e {
                    EndCondition::RegionEmpty(set, emptied) => Some((
                        crate::model::region_end::holes(variant, *set),
                        *emptied == crate::format::Emptied::Wins,
                    )),
                    _ => None,
                })
                .collect(),
            pieces_captured: variant.end.contains(&EndCondition::PiecesCaptured),
            holes_at_most: variant.end.iter().find_map(|e| match e {
                EndCondition::HolesAtMost(n) => Some(*n),
                _ => None,
            }),
            board_at_most: variant.end.iter().find_map(|e| match e {
                EndCondition::BoardAtMost(n) => Some(*n),
                _ => None,
            }),
        }
    }
}
