//! The checks that judge a file once it is resolved: a static check over
//! what lowering resolved (`model::Lowered`), or a play check over a run of
//! sample games (`sample::Played`). Each lives in a module named as its
//! code, whose id and documentation are in `codes`; a code that lowering
//! raises while resolving has no check here.

use crate::diagnostic::Diagnostic;
use crate::model::Lowered;
use crate::sample::Played;

mod check;
pub use check::{check, check_size, check_tree};

pub mod balance;
pub mod capture_never_possible;
pub mod chain_without_condition;
pub mod claim_needs_previous;
pub mod duplicate_rule_name;
pub mod endless_sowing;
pub mod endless_unstated;
pub mod game_never_ends;
pub mod imbalance;
pub mod key_without_effect;
pub mod lap_never_reached;
pub mod match_ends_in_earnest;
pub mod match_never_ends;
pub mod neutral_owned;
pub mod no_hole_behind_opposite;
pub mod no_hole_of_player_on_track;
pub mod no_start_move;
pub mod opposite_of_itself;
pub mod piece_placement;
pub mod pieces_never_captured;
pub mod refill_without_move;
pub mod relay_from_captured_hole;
pub mod remainder_never_applies;
pub mod requirement_without_effect;
pub mod restriction_never_decides;
pub mod round_repeats;
pub mod rule_never_fired;
pub mod rule_never_matches;
pub mod seed_rule_effect;
pub mod seeds_not_conserved;
pub mod sow_back_misused;
pub mod transfer_moves_nothing;
pub mod unowned_hole;
pub mod unreachable_rule;
pub mod way_follows_choice;

/// A static check: it judges what lowering resolved, and reports each
/// finding.
pub type StaticCheck = fn(&Lowered, &mut Vec<Diagnostic>);

/// The static checks, in code order: `lint::check` runs each after
/// lowering.
pub static STATIC_CHECKS: &[StaticCheck] = &[
    key_without_effect::check,
    piece_placement::check,
    unowned_hole::check,
    neutral_owned::check,
    refill_without_move::check,
    endless_unstated::check,
    pieces_never_captured::check,
    rule_never_matches::check,
    duplicate_rule_name::check,
    unreachable_rule::check,
    claim_needs_previous::check,
    seed_rule_effect::check,
    no_hole_behind_opposite::check,
    no_hole_of_player_on_track::check,
    transfer_moves_nothing::check,
    way_follows_choice::check,
    relay_from_captured_hole::check,
    sow_back_misused::check,
    remainder_never_applies::check,
    requirement_without_effect::check,
    capture_never_possible::check,
    lap_never_reached::check,
    opposite_of_itself::check,
    chain_without_condition::check,
];

/// A play check: it judges a run of sample games of a file, and reports
/// each finding.
pub type PlayCheck = fn(&Played<'_>, &mut Vec<Diagnostic>);

/// The play checks, in code order: `sample::play_diagnostics` runs each
/// over a run of sample games.
pub static PLAY_CHECKS: &[PlayCheck] = &[
    endless_sowing::check,
    game_never_ends::check,
    rule_never_fired::check,
    no_start_move::check,
    seeds_not_conserved::check,
    imbalance::check,
    restriction_never_decides::check,
    match_never_ends::check,
    match_ends_in_earnest::check,
    round_repeats::check,
];
