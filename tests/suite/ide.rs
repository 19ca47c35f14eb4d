//! The editor features never panic: every feature at many offsets of every
//! example and fixture, whole and cut short at many points.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use sow::ide::{self, Analysis};

fn files() -> Vec<String> {
    let mut out = Vec::new();
    for dir in ["examples", "tests/fixtures"] {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.to_string_lossy().ends_with(".sow.toml") {
                out.push(std::fs::read_to_string(path).unwrap());
            }
        }
    }
    out.push(
        "# ሰላም 😀\n[sowing]\ntrack = [\"a1-😀\", \n[[landing]]\nwhen = { hole = \"".to_string(),
    );
    out
}

fn every_feature(text: &str, step: usize) {
    let analysis = Analysis::new(text);
    for offset in (0..=text.len() + 2).step_by(step) {
        let _ = ide::hover::hover(&analysis, offset);
        let _ = ide::completion::complete(&analysis, offset);
        let _ = ide::navigation::definition(&analysis, offset);
        let _ = ide::navigation::references(&analysis, offset, true);
        let _ = ide::navigation::rename(&analysis, offset, "x");
        let _ = ide::actions::code_actions(&analysis, offset..offset + 3);
    }
    let _ = ide::hints::inlay_hints(&analysis);
    let _ = ide::symbols::document_symbols(&analysis);
    let _ = ide::symbols::folding_ranges(&analysis);
}

#[test]
fn no_feature_panics_anywhere() {
    for text in files() {
        every_feature(&text, 5);
        let mut cut = 0;
        while cut < text.len() {
            if text.is_char_boundary(cut) {
                every_feature(&text[..cut], 41);
            }
            cut += 97;
        }
    }
}
