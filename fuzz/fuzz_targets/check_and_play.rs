//! `check_and_play` (the whole of `sow check` for one text) with a small
//! budget: no panic, every range valid, the same diagnostics twice.

#![no_main]

use libfuzzer_sys::fuzz_target;
use sow::sample::{Budget, check_and_play};

fuzz_target!(|data: &[u8]| {
    let Some(text) = sow_fuzz::text(data) else {
        return;
    };
    let budget = Budget {
        games: 8,
        seed: 7,
        jobs: 1,
        ..Budget::default()
    };
    let checked = check_and_play(text, Some(&budget));
    sow_fuzz::check_diagnostics(text, &checked.diagnostics);
    let again = check_and_play(text, Some(&budget));
    let codes = |c: &sow::model::Checked| {
        c.diagnostics
            .iter()
            .map(|d| (d.code.id, d.span.clone(), d.message.clone()))
            .collect::<Vec<_>>()
    };
    assert_eq!(codes(&checked), codes(&again), "two checks disagree");
});
