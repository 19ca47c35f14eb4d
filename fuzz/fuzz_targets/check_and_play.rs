//! `check_and_play` (the whole of `sow check` for one text) with a small
//! budget: no panic, every range valid, the same diagnostics twice (when
//! play finished well inside its time limit).

#![no_main]

use libfuzzer_sys::fuzz_target;
use sow::sample::{Budget, check_and_play};

fuzz_target!(|data: &[u8]| {
    let Some(text) = sow_fuzz::text(data) else {
        return;
    };
    // A time limit as `sow check` has (some files play slowly but within
    // bounds); a run that reaches it depends on timing, so only runs well
    // inside it are compared.
    let limit = std::time::Duration::from_secs(1);
    let budget = Budget {
        games: 8,
        seed: 7,
        jobs: 1,
        time_limit: Some(limit),
        ..Budget::default()
    };
    let started = std::time::Instant::now();
    let checked = check_and_play(text, Some(&budget));
    sow_fuzz::check_diagnostics(text, &checked.diagnostics);
    if started.elapsed() >= limit / 2 {
        return;
    }
    let again = check_and_play(text, Some(&budget));
    let codes = |c: &sow::model::Checked| {
        c.diagnostics
            .iter()
            .map(|d| (d.code.id, d.span.clone(), d.message.clone()))
            .collect::<Vec<_>>()
    };
    assert_eq!(codes(&checked), codes(&again), "two checks disagree");
});
