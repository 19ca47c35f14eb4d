//! Editor features as plain functions over one version of a file: each
//! takes its [`Analysis`] (and a byte offset or range) and returns plain
//! data in byte offsets. The language server ([`crate::lsp`]) keeps one
//! analysis per document version and only converts positions and types;
//! everything here is testable without the protocol.

pub mod actions;
mod analysis;
pub mod completion;
pub mod describe;
pub mod files;
pub mod hints;
pub mod hover;
pub mod links;
pub mod locate;
pub mod navigation;
pub mod symbols;
pub mod tokens;

use std::ops::Range;

pub use analysis::Analysis;

/// A replacement of a byte range of the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TextEdit {
    /// What to replace.
    pub range: Range<usize>,
    /// The new text.
    pub new_text: String,
}

/// A two-row game with stores, a move-again rule and a capture rule, for
/// the tests of the features (the integration tests in tests/suite/ide.rs
/// read the same file).
#[cfg(test)]
pub(crate) const TWO_ROWS: &str = include_str!("../../tests/suite/support/two-rows.sow.toml");
