//! Editor features as plain functions over one version of a file: each
//! takes its [`Analysis`] (and a byte offset or range) and returns plain
//! data in byte offsets. The language server ([`crate::lsp`]) keeps one
//! analysis per document version and only converts positions and types;
//! everything here is testable without the protocol.

pub mod actions;
mod analysis;
pub mod completion;
pub mod files;
pub mod hints;
pub mod hover;
pub mod locate;
pub mod navigation;
pub mod symbols;

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
/// the unit tests of the features.
#[cfg(test)]
pub(crate) const TWO_ROWS: &str = r#"#:schema ../schemas/sow.schema.json
# A test game.

[game]
name = "Two rows of six"
sources = [
  "first source",
  "second source",
]

[board]
rows = 2
columns = 6
seeds = 4
stores = true

[players.south]
rows = [1]

[players.north]
rows = [2]

[sowing]
direction = "anticlockwise"
stores = "own"
laps = "single"

[[landing]]
name = "extra-turn"
when = { hole = "own-store" }
then = "move-again"

[[landing]]
name = "capture-opposite"
when = { hole = "own", was_empty = true, opposite = { min = 1 } }
capture = ["last", "opposite"]

[moves]
from = "own"
no_move = "end-game"

[end]
when = ["row-empty"]
remaining = "owner"
winner = "most-seeds"
"#;
