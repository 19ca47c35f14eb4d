//! Text → diagnostics: parse and check any text; no panic, every range
//! valid, both renderings work, and a file without errors compiles.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some(text) = sow_fuzz::text(data) else {
        return;
    };
    let checked = sow::lint::check(text);
    sow_fuzz::check_diagnostics(text, &checked.diagnostics);
    if let Some(variant) = checked.playable() {
        let _ = sow_fuzz::rules(variant);
    }
});
