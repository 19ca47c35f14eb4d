//! Positions, moves and play: the rules compiled into flat tables.
//!
//! [`Rules::new`] compiles a checked [`crate::model::Variant`] once; a
//! [`Game`] then plays on a fixed array of site counts and allocates nothing
//! per ply (the repetition history aside, which only grows until the next
//! capture).

mod capture;
mod carry;
mod claim;
mod cycle;
mod deferred;
mod end;
mod entry;
mod game;
mod hole_ref;
mod landing;
mod layout;
mod legal;
mod mark;
mod move_rules;
mod moves;
mod no_capture;
mod phase;
mod pie;
mod pieces;
mod placement;
mod quiet_laps;
mod refusal;
mod round;
mod row_end;
mod rules;
mod sale;
mod set_opening;
mod sow;
mod special_hole;
mod when;

pub use crate::model::board::Scores;
pub use end::EndReason;
pub use game::{FixedMove, Game, Outcome, Phase, PlayError, Ply, Position, RoundResult, Waiting};
pub use landing::CompiledRule;
pub use legal::MoveList;
pub use moves::{
    Choice, Move, SWAP_WORD, WHERE_DROPS, Way, answer_offer, most_dropped, sow_back_offer,
};
pub use refusal::Refusal;
pub use rules::{CountTable, NONE, Rules};
pub use sale::{Holding, Share};
pub use sow::{
    CLAIMS_LEN, Claims, GiveUpGuard, LapSeen, MAX_LAPS, SowEnd, Sowing, Unwatched, Watch,
    claim_mark, gave_up, give_up_at, sow, sow_claimed, sow_opening, sow_watched,
};
pub use special_hole::{LOST, SpecialHoles};
