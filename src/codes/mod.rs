//! The diagnostic codes: one module per code, as in ruff, with its id,
//! name, severity and documentation (what it means, why it matters, an
//! example, what to do), and [`ALL`], the registry of them.
//!
//! A code is named by whatever raises it: lowering (`model`) for what it
//! finds while resolving a file, the checks in `lint` for what they judge
//! after it. This module names nothing above `diagnostic` and `syntax`, so
//! lowering and the checks both stand on it and neither on the other.
//! `sow explain CODE` and docs/diagnostics.md print the documentation.
//! Codes are stable and never reused: a retired code stays in the
//! registry, marked as such.
//!
//! Letters group the codes by the part of the file they concern: `S` the TOML
//! and its keys, `B` the board, `O` ownership and regions, `T` the sowing
//! track and laps, `R` landing rules, `M` matches of rounds, `L` conditions
//! on what a move does, `P` what sample play finds (and P009 what a
//! balance study of competent players finds, when one is asked for).

pub use crate::diagnostic::Code;

pub mod allow_comment;
pub mod balance;
pub mod board_size;
pub mod cannot_fill_unmeasured;
pub mod capture_never_possible;
pub mod carry_misused;
pub mod chain_without_condition;
pub mod chosen_drops_misused;
pub mod claim_needs_previous;
pub mod deferred_capture_misused;
pub mod direction_needs_two_rows;
pub mod duplicate_rule_name;
pub mod endless_sowing;
pub mod endless_unstated;
pub mod first_move_not_playable;
pub mod gain_order_incomplete;
pub mod game_never_ends;
pub mod hole_reference;
pub mod imbalance;
pub mod input_too_large;
pub mod invalid_value;
pub mod key_without_effect;
pub mod lap_never_reached;
pub mod layout_cannot_mirror;
pub mod mark_misused;
pub mod match_ends_in_earnest;
pub mod match_never_ends;
pub mod match_refill;
pub mod missing_key;
pub mod neutral_owned;
pub mod no_hole_behind_opposite;
pub mod no_hole_of_player_on_track;
pub mod no_start_move;
pub mod no_track;
pub mod off_track_on_track;
pub mod opposite_of_itself;
pub mod ownership_overlap;
pub mod phase_misused;
pub mod pie_misused;
pub mod piece_placement;
pub mod pieces_never_captured;
pub mod placed_sow_never_applies;
pub mod placement_impossible;
pub mod placement_sow_misused;
pub mod race_hole_not_playable;
pub mod refill_without_move;
pub mod region_empty_at_start;
pub mod relay_from_captured_hole;
pub mod remainder_never_applies;
pub mod requirement_without_effect;
pub mod restriction_never_decides;
pub mod round_repeats;
pub mod row_end_misused;
pub mod rule_never_fired;
pub mod rule_never_matches;
pub mod sale_needs_own_rows;
pub mod sale_start_uneven;
pub mod seed_layout;
pub mod seed_rule_effect;
pub mod seeds_not_conserved;
pub mod set_opening_misused;
pub mod size_misfit;
pub mod sow_back_misused;
pub mod special_hole_choice;
pub mod special_hole_misplaced;
pub mod store_cannot_follow_way;
pub mod store_move_misplaced;
pub mod store_not_on_board;
pub mod take_and_leave;
pub mod tier_never_applies;
pub mod toml_syntax;
pub mod track_misses_hole;
pub mod track_repeats_hole;
pub mod transfer_moves_nothing;
pub mod two_players_only;
pub mod unknown_hole;
pub mod unknown_key;
pub mod unknown_region;
pub mod unowned_hole;
pub mod unreachable_rule;
pub mod value_out_of_range;
pub mod way_condition_without_choice;
pub mod way_follows_choice;

/// Every code, in code order.
pub static ALL: &[&Code] = &[
    &toml_syntax::CODE,
    &unknown_key::CODE,
    &invalid_value::CODE,
    &missing_key::CODE,
    &input_too_large::CODE,
    &value_out_of_range::CODE,
    &key_without_effect::CODE,
    &allow_comment::CODE,
    &board_size::CODE,
    &unknown_hole::CODE,
    &seed_layout::CODE,
    &piece_placement::CODE,
    &placement_impossible::CODE,
    &size_misfit::CODE,
    &ownership_overlap::CODE,
    &unowned_hole::CODE,
    &unknown_region::CODE,
    &first_move_not_playable::CODE,
    &neutral_owned::CODE,
    &refill_without_move::CODE,
    &race_hole_not_playable::CODE,
    &set_opening_misused::CODE,
    &pie_misused::CODE,
    &way_condition_without_choice::CODE,
    &two_players_only::CODE,
    &no_track::CODE,
    &track_misses_hole::CODE,
    &track_repeats_hole::CODE,
    &store_not_on_board::CODE,
    &endless_unstated::CODE,
    &direction_needs_two_rows::CODE,
    &pieces_never_captured::CODE,
    &off_track_on_track::CODE,
    &store_cannot_follow_way::CODE,
    &special_hole_choice::CODE,
    &special_hole_misplaced::CODE,
    &placed_sow_never_applies::CODE,
    &rule_never_matches::CODE,
    &duplicate_rule_name::CODE,
    &unreachable_rule::CODE,
    &claim_needs_previous::CODE,
    &seed_rule_effect::CODE,
    &no_hole_behind_opposite::CODE,
    &transfer_moves_nothing::CODE,
    &way_follows_choice::CODE,
    &relay_from_captured_hole::CODE,
    &sow_back_misused::CODE,
    &endless_sowing::CODE,
    &game_never_ends::CODE,
    &rule_never_fired::CODE,
    &no_start_move::CODE,
    &seeds_not_conserved::CODE,
    &imbalance::CODE,
    &restriction_never_decides::CODE,
    &match_never_ends::CODE,
    &balance::CODE,
    &match_ends_in_earnest::CODE,
    &match_refill::CODE,
    &remainder_never_applies::CODE,
    &gain_order_incomplete::CODE,
    &layout_cannot_mirror::CODE,
    &cannot_fill_unmeasured::CODE,
    &sale_needs_own_rows::CODE,
    &sale_start_uneven::CODE,
    &requirement_without_effect::CODE,
    &carry_misused::CODE,
    &store_move_misplaced::CODE,
    &capture_never_possible::CODE,
    &lap_never_reached::CODE,
    &region_empty_at_start::CODE,
    &take_and_leave::CODE,
    &opposite_of_itself::CODE,
    &row_end_misused::CODE,
    &tier_never_applies::CODE,
    &chain_without_condition::CODE,
    &placement_sow_misused::CODE,
    &hole_reference::CODE,
    &phase_misused::CODE,
    &mark_misused::CODE,
    &deferred_capture_misused::CODE,
    &no_hole_of_player_on_track::CODE,
    &round_repeats::CODE,
    &chosen_drops_misused::CODE,
];

/// Finds a code by its id (`T002`, any case) or its name (`track-misses-hole`).
pub fn find(query: &str) -> Option<&'static Code> {
    ALL.iter()
        .copied()
        .find(|c| c.id.eq_ignore_ascii_case(query) || c.name == query)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_and_names_are_unique_and_documented() {
        let mut ids: Vec<_> = ALL.iter().map(|c| c.id).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), ALL.len());
        let mut names: Vec<_> = ALL.iter().map(|c| c.name).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), ALL.len());
        for code in ALL {
            assert!(code.explanation.contains("## What it means"), "{}", code.id);
            assert!(code.explanation.contains("## How to fix"), "{}", code.id);
        }
    }
}
