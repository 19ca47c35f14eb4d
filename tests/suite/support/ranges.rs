//! What every diagnostic of every input must satisfy, shared by the tests
//! (`tests/suite/robust.rs`) and the fuzz targets (`fuzz/src/lib.rs`) through
//! `#[path]`.

use sow::diagnostic::{Diagnostic, render_human, to_json};

/// Every range (and related range) lies inside `text` and on character
/// boundaries, and both renderings accept the diagnostics.
pub fn assert_valid(what: &str, text: &str, diagnostics: &[Diagnostic]) {
    for d in diagnostics {
        let spans =
            std::iter::once(&d.span).chain(d.related.iter().filter_map(|r| r.span.as_ref()));
        for s in spans {
            assert!(
                s.start <= s.end
                    && s.end <= text.len()
                    && text.is_char_boundary(s.start)
                    && text.is_char_boundary(s.end),
                "{what}: range {s:?} of {} ({}) is not in the text of {} bytes:\n{text}",
                d.code.id,
                d.message,
                text.len()
            );
        }
    }
    let human = render_human("input.sow.toml", text, diagnostics, false);
    assert!(diagnostics.is_empty() || !human.is_empty(), "{what}");
    assert_eq!(
        to_json("input.sow.toml", text, diagnostics).len(),
        diagnostics.len(),
        "{what}"
    );
}
