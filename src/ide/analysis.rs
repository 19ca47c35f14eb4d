//! One version of a file, analysed once: its text, its syntax tree, the
//! checked model and the line index, and, built on first use, what only
//! some features need (the outline, the names, the inlay hints). Every
//! editor feature reads an [`Analysis`]; none parses or checks the text
//! itself, so the server builds one per document version and each request
//! only reads it.

use std::sync::OnceLock;

use super::{hints, symbols};
use crate::model::{Checked, Variant};
use crate::syntax::{self, Node, Strings};
use crate::text::LineIndex;

/// A file's text and everything derived from it.
#[derive(Debug)]
pub struct Analysis {
    text: String,
    tree: Node,
    checked: Checked,
    lines: LineIndex,
    outline: OnceLock<symbols::Outline>,
    strings: OnceLock<Strings>,
    hints: OnceLock<Vec<hints::Hint>>,
}

impl Analysis {
    /// Parses and checks `text`, once.
    pub fn new(text: impl Into<String>) -> Analysis {
        let text = text.into();
        let (tree, checked) = {
            let parsed = syntax::parse(&text);
            (parsed.to_node(), crate::lint::check_tree(&text, &parsed))
        };
        let lines = LineIndex::new(&text);
        Analysis {
            text,
            tree,
            checked,
            lines,
            outline: OnceLock::new(),
            strings: OnceLock::new(),
            hints: OnceLock::new(),
        }
    }

    /// The text.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The syntax tree (empty for a file refused for its size or depth).
    pub fn tree(&self) -> &Node {
        &self.tree
    }

    /// The checked model: the variant, if the file describes one, and the
    /// diagnostics.
    pub fn checked(&self) -> &Checked {
        &self.checked
    }

    /// The variant, even when the file has errors, if it could be built.
    pub fn variant(&self) -> Option<&Variant> {
        self.checked.variant.as_ref()
    }

    /// Where the text's lines start.
    pub fn lines(&self) -> &LineIndex {
        &self.lines
    }

    /// The tables of the file with their keys.
    pub(crate) fn outline(&self) -> &symbols::Outline {
        self.outline
            .get_or_init(|| symbols::outline(&self.text, &self.tree))
    }

    /// Every string value and table key, for the names navigation finds.
    pub(crate) fn strings(&self) -> &Strings {
        self.strings.get_or_init(|| syntax::strings(&self.tree))
    }

    /// Every inlay hint of the file, in file order.
    pub(crate) fn hints(&self) -> &[hints::Hint] {
        self.hints.get_or_init(|| hints::all(self))
    }
}
