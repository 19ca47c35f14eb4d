//! Editor features as plain functions over a file's text: each takes the
//! text (and a byte offset or range) and returns plain data in byte
//! offsets. The language server ([`crate::lsp`]) only converts positions and
//! types; everything here is testable without the protocol.

pub mod actions;
pub mod completion;
pub mod files;
pub mod hints;
pub mod hover;
pub mod locate;
pub mod navigation;
pub mod schema;
pub mod symbols;

use std::ops::Range;

/// A replacement of a byte range of the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TextEdit {
    /// What to replace.
    pub range: Range<usize>,
    /// The new text.
    pub new_text: String,
}
