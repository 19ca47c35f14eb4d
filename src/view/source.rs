//! The one text a view serves, read afresh at each request so the page
//! follows it as it changes: a file on disk (`sow view`), or a document
//! open in an editor, which the language server keeps at its latest
//! edit ([`OpenText`]), saved or not.

use std::hash::{Hash, Hasher};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};

use crate::engine::Rules;
use crate::model::Checked;
use crate::model::sizes::Size;

/// The most a served file may hold when read: four times what is parsed,
/// so an oversized file still gets its diagnostic (S005), as `sow check`
/// reads it.
const READ_LIMIT: u64 = crate::syntax::MAX_FILE_BYTES as u64 * 4;

/// The text a view serves and the board size it is played on.
#[derive(Debug, Clone)]
pub(super) struct Source {
    pub text: Text,
    pub size: Option<String>,
}

/// Where a view's text comes from.
#[derive(Debug, Clone)]
pub(super) enum Text {
    /// A file, read from disk at each request.
    File(PathBuf),
    /// A document open in an editor, as last edited.
    Open(OpenText),
}

/// The text of a document open in an editor, shared between its owner
/// (the language server, which sets every new version of it) and the
/// views that serve its board. Once closed, a view says so.
#[derive(Debug, Clone, Default)]
pub struct OpenText(Arc<Mutex<Option<Arc<str>>>>);

impl OpenText {
    /// Text open as `text`.
    pub fn new(text: &str) -> OpenText {
        let open = OpenText::default();
        open.set(text);
        open
    }

    /// The document's text is now `text`.
    pub fn set(&self, text: &str) {
        *self.0.lock().unwrap_or_else(PoisonError::into_inner) = Some(Arc::from(text));
    }

    /// The document is closed: nothing more to serve.
    pub fn close(&self) {
        *self.0.lock().unwrap_or_else(PoisonError::into_inner) = None;
    }

    fn get(&self) -> Result<Arc<str>, String> {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
            .ok_or_else(|| "the document is no longer open in the editor".to_string())
    }
}

impl Text {
    fn read(&self) -> Result<String, String> {
        match self {
            Text::File(path) => read_text(path),
            Text::Open(open) => open.get().map(|t| t.to_string()),
        }
    }

    /// The version of the text as it is now.
    fn version(&self, size: Option<&str>) -> Result<String, String> {
        match self {
            Text::File(path) => Ok(version_of(&read_text(path)?, size)),
            Text::Open(open) => Ok(version_of(&open.get()?, size)),
        }
    }
}

/// One reading of the file: its text and what checking it found.
pub(super) struct Reading {
    pub text: String,
    pub checked: Checked,
    /// A hash of the text and size: the page polls it to see a change.
    pub version: String,
    /// The board size read (`2x8`), when the file's board resolves.
    pub size: Option<String>,
    /// Whether it was read on the file's default size, so that `checked`
    /// holds its other sizes too.
    default: bool,
}

impl Source {
    /// Reads and checks the text on `size` (as `--size` takes it), else
    /// on the view's own size, or says why it cannot be read.
    pub fn read_at(&self, size: Option<&str>) -> Result<Reading, String> {
        let size = size.or(self.size.as_deref());
        let text = self.text.read()?;
        let checked = match size {
            None => crate::lint::check(&text),
            Some(size) => {
                crate::lint::check_size(&text, size).map_err(|e| format!("size {size}: {e}"))?
            }
        };
        Ok(Reading {
            version: version_of(&text, size),
            size: checked.playable().map(|v| Size::of(&v.board).label()),
            default: size.is_none(),
            text,
            checked,
        })
    }

    /// The version of the text on `size` (else the view's) as it is now,
    /// without checking it.
    pub fn version_at(&self, size: Option<&str>) -> Result<String, String> {
        self.text.version(size.or(self.size.as_deref()))
    }
}

impl Reading {
    /// The compiled rules, when the file has no error.
    pub fn rules(&self) -> Option<Rules> {
        self.checked.playable().map(Rules::new)
    }

    /// Every size the file is played on, the default first (`2x6`, `2x8`,
    /// …); empty when its board does not resolve. Read on another size,
    /// the file is checked once more on its default to name them.
    pub fn sizes(&self) -> Vec<String> {
        let other;
        let default = if self.default {
            &self.checked
        } else {
            other = crate::lint::check(&self.text);
            &other
        };
        default
            .playable()
            .map(|v| Size::of(&v.board))
            .into_iter()
            .chain(default.sizes.iter().map(|s| s.size))
            .map(|s| s.label())
            .collect()
    }
}

fn version_of(text: &str, size: Option<&str>) -> String {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    text.hash(&mut hasher);
    size.hash(&mut hasher);
    format!("{:016x}", hasher.finish())
}

fn read_text(path: &Path) -> Result<String, String> {
    let file = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut bytes = Vec::new();
    file.take(READ_LIMIT + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    if bytes.len() as u64 > READ_LIMIT {
        return Err(format!(
            "{}: far too large for a variant file",
            path.display()
        ));
    }
    String::from_utf8(bytes).map_err(|_| format!("{}: not UTF-8 text", path.display()))
}
