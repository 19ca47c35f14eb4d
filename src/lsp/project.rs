//! The project configurations as the server sees them: the `sow.toml`
//! nearest above an open document ([`crate::config`]), read once and kept
//! until it changes. The client says when: the file changed on disk
//! (watched), was saved, or is open and edited, and then its text in the
//! editor, saved or not, is the configuration.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use tower_lsp_server::ls_types as lsp;

use super::lock;

use crate::config::{self, Project, Selection};
use crate::players::Study;

/// What a configuration resolved to, or why it cannot be used.
type Loaded = Result<Project, String>;

/// The configurations read so far, and the text of those open in the editor.
#[derive(Default)]
pub struct Configs {
    loaded: Mutex<HashMap<PathBuf, Loaded>>,
    open: Mutex<HashMap<PathBuf, String>>,
}

impl Configs {
    /// The codes reported for the document at `uri`, and at what
    /// severities: `Ok(None)` where no configuration is found (or the
    /// document is not a file), an error saying why a configuration found
    /// cannot be used.
    pub fn selection(&self, uri: &lsp::Uri) -> Result<Option<Selection>, String> {
        Ok(self.project(uri)?.map(|p| p.selection))
    }

    /// The balance study the configuration of the document at `uri` asks
    /// for (`balance`, `balance_games`, `seed`), or the default one where
    /// no configuration is found.
    pub fn study(&self, uri: &lsp::Uri) -> Result<Study, String> {
        let project = self.project(uri)?;
        project.map_or_else(|| Ok(Study::default()), |p| p.config.check.study())
    }

    /// The configuration nearest above the document at `uri`.
    fn project(&self, uri: &lsp::Uri) -> Result<Option<Project>, String> {
        let Some(path) = uri.to_file_path() else {
            return Ok(None);
        };
        let Some(found) = path.parent().and_then(config::find) else {
            return Ok(None);
        };
        if let Some(loaded) = lock(&self.loaded).get(&found) {
            return loaded.clone().map(Some);
        }
        let loaded = self.read(&found);
        lock(&self.loaded).insert(found, loaded.clone());
        loaded.map(Some)
    }

    /// The configuration at `path`: the editor's text when it is open,
    /// else the file's.
    fn read(&self, path: &Path) -> Loaded {
        let open = lock(&self.open).get(path).cloned();
        let project = match open {
            Some(text) => config::parse(path, &text),
            None => config::load(path),
        };
        project.map_err(|e| e.to_string())
    }

    /// The configuration at `uri` changed on disk (or was saved): it is
    /// read again when next needed.
    pub fn changed(&self, uri: &lsp::Uri) {
        if let Some(path) = uri.to_file_path() {
            lock(&self.loaded).remove(path.as_ref());
        }
    }

    /// The configuration at `uri` is open in the editor with `text`, or
    /// closed (`None`) so that the file counts again.
    pub fn edited(&self, uri: &lsp::Uri, text: Option<String>) {
        let Some(path) = uri.to_file_path() else {
            return;
        };
        let path = path.into_owned();
        match text {
            Some(text) => lock(&self.open).insert(path.clone(), text),
            None => lock(&self.open).remove(&path),
        };
        lock(&self.loaded).remove(&path);
    }

    /// Forgets the configurations under `folders`, which left the workspace.
    pub fn forget_under(&self, folders: &[lsp::WorkspaceFolder]) {
        let roots: Vec<PathBuf> = folders
            .iter()
            .filter_map(|f| f.uri.to_file_path().map(|p| p.into_owned()))
            .collect();
        lock(&self.loaded).retain(|path, _| !roots.iter().any(|r| path.starts_with(r)));
    }
}

/// Whether a file is a project configuration.
pub fn is_config(uri: &lsp::Uri) -> bool {
    uri.path()
        .as_str()
        .ends_with(&format!("/{}", config::CONFIG_FILE))
}
