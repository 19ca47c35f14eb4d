//! The one file a view serves, read afresh at each request so the page
//! follows it as it changes on disk.

use std::hash::{Hash, Hasher};
use std::io::Read;
use std::path::{Path, PathBuf};

use crate::engine::Rules;
use crate::model::Checked;

/// The most a served file may hold when read: four times what is parsed,
/// so an oversized file still gets its diagnostic (S005), as `sow check`
/// reads it.
const READ_LIMIT: u64 = crate::syntax::MAX_FILE_BYTES as u64 * 4;

/// The file a view serves and the board size it is played on.
#[derive(Debug, Clone)]
pub(super) struct Source {
    pub path: PathBuf,
    pub size: Option<String>,
}

/// One reading of the file: its text and what checking it found.
pub(super) struct Reading {
    pub text: String,
    pub checked: Checked,
    /// A hash of the text and size: the page polls it to see a change.
    pub version: String,
}

impl Source {
    /// Reads and checks the file, or says why it cannot be read.
    pub fn read(&self) -> Result<Reading, String> {
        let text = read_text(&self.path)?;
        let checked = match &self.size {
            None => crate::model::check(&text),
            Some(size) => {
                crate::model::check_size(&text, size).map_err(|e| format!("--size {size}: {e}"))?
            }
        };
        let version = version_of(&text, self.size.as_deref());
        Ok(Reading {
            text,
            checked,
            version,
        })
    }

    /// The version of the file as it is now, without checking it.
    pub fn version(&self) -> Result<String, String> {
        Ok(version_of(&read_text(&self.path)?, self.size.as_deref()))
    }
}

impl Reading {
    /// The compiled rules, when the file has no error.
    pub fn rules(&self) -> Option<Rules> {
        self.checked.playable().map(Rules::new)
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
