//! sow's integration tests, one module per public face, built as one test
//! binary so that a fresh `cargo test` compiles and links the library once
//! rather than once per file. `cargo test --test suite MODULE::` runs one
//! module (say `cargo test --test suite lsp::`).

// A test stops on the first surprise: unwrap, expect and panic are its asserts.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod support;

mod balance;
mod bao;
mod cannot_fill;
mod captures_made;
mod carry;
mod chain_links;
mod chosen_once;
mod chosen_takes;
mod claim_pairs;
mod cli;
mod cli_robust;
mod describe;
mod diagnostics;
mod docs;
mod drops;
mod endgame;
mod endless;
mod every_seed;
mod evidence;
mod examples;
mod fill_order;
mod first_move;
mod fmt;
mod four_rows;
mod gathered;
mod golden;
mod hole_refs;
mod ide;
mod install;
mod lap_loops;
mod layers;
mod lsp;
mod lsp_balance;
mod lsp_board;
mod lsp_describe;
mod lsp_sizes;
mod lsp_workspace;
mod marks;
mod match_ends;
mod matches;
mod mirrored_rounds;
mod misere;
mod move_rules;
mod must_capture;
mod no_capture;
mod nyumba_choice;
mod off_track;
mod optional_rule;
mod own_holes;
mod phases;
mod pie;
mod pieces;
mod placed_nyumba;
mod placement;
mod placement_sown;
mod play;
mod players;
mod preview;
mod property;
mod quiet_laps;
mod race;
mod ranked_choice;
mod region_end;
mod relay_capture;
mod relay_from_rule;
mod robust;
mod row_end;
mod sale;
mod schema;
mod selus;
mod selus_wag;
mod set_opening;
mod shards;
mod shorthands;
mod six_rows;
mod sizes;
mod solve;
mod sow_back;
mod sow_back_choice;
mod sowing_rules;
mod special_hole;
mod turn_end;
mod turn_laps;
mod view;
mod way_kept_by_both;
mod way_own;
mod ways;
mod wegue;
