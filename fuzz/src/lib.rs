//! What the fuzz targets share: the invariants every input must keep.
//! A broken invariant panics, which libFuzzer reports as a crash.

use sow::diagnostic::Diagnostic;
use sow::engine::Rules;

/// The largest number of laps one ply may sow while fuzzing: enough for
/// every example, small enough that no input takes seconds.
pub const FUZZ_MAX_LAPS: u32 = 20_000;

/// The text of an input, if it is UTF-8 (sow refuses other files before
/// checking them).
pub fn text(data: &[u8]) -> Option<&str> {
    std::str::from_utf8(data).ok()
}

#[path = "../../tests/suite/support/ranges.rs"]
mod ranges;

/// Every diagnostic range (and related range) lies inside `text`, on
/// character boundaries, and both renderings accept it.
pub fn check_diagnostics(text: &str, diagnostics: &[Diagnostic]) {
    ranges::assert_valid("fuzz input", text, diagnostics);
}

/// Compiles a variant for fuzzing: a small lap cap so no ply runs long,
/// in the opening and in every round of a match too.
pub fn rules(variant: &sow::model::Variant) -> Rules {
    let mut rules = Rules::new(variant);
    rules.set_max_laps(FUZZ_MAX_LAPS);
    rules
}

/// A seed for random play taken from the input, so a crash replays.
pub fn seed(data: &[u8]) -> u64 {
    data.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
}
