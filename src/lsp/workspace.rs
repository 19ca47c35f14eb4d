//! The variant files on disk under the workspace's folders: what a search
//! across files (workspace symbols) reads besides the open documents. Each
//! file is analysed once per modification time and kept, so a search reads
//! again only what changed. The client may add and remove folders as the
//! session goes (`workspace/didChangeWorkspaceFolders`).

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, LazyLock, Mutex};
use std::time::SystemTime;

use tower_lsp_server::ls_types as lsp;

use super::convert::{DocumentVersion, LazyAnalysis};
use super::lock;
use super::position::Encoding;
use crate::ide::Analysis;
use crate::syntax::MAX_FILE_BYTES;

/// The most files a search reads, so that a huge folder cannot stall it.
const MAX_FILES: usize = 2000;

/// The workspace's folders and the analyses of the files found in them.
#[derive(Default)]
pub struct Folders {
    roots: Mutex<Vec<PathBuf>>,
    analysed: Mutex<HashMap<PathBuf, (SystemTime, Arc<LazyAnalysis>)>>,
}

impl Folders {
    /// The folders the client named at initialisation (those that are files).
    pub fn new(folders: &[lsp::WorkspaceFolder]) -> Folders {
        Folders {
            roots: Mutex::new(paths(folders)),
            analysed: Mutex::default(),
        }
    }

    /// The folders now, after the client added and removed some: a removed
    /// folder's files are no longer searched, nor kept.
    pub fn change(&self, event: &lsp::WorkspaceFoldersChangeEvent) {
        let removed = paths(&event.removed);
        let mut roots = lock(&self.roots);
        roots.retain(|root| !removed.contains(root));
        for added in paths(&event.added) {
            if !roots.contains(&added) {
                roots.push(added);
            }
        }
        drop(roots);
        lock(&self.analysed).retain(|path, _| !removed.iter().any(|r| path.starts_with(r)));
    }

    /// Every `*.sow.toml` under the folders (hidden and ignored files
    /// skipped, as `sow check` skips them) but those at `open` paths, whose
    /// open documents are what counts, each analysed.
    pub fn variant_files(&self, open: &[PathBuf], encoding: Encoding) -> Vec<DocumentVersion> {
        let roots = lock(&self.roots).clone();
        let mut analysed = lock(&self.analysed);
        let mut found: Vec<(PathBuf, Arc<LazyAnalysis>)> = Vec::new();
        let walked = roots
            .iter()
            .flat_map(|root| ignore::WalkBuilder::new(root).require_git(false).build())
            .flatten();
        for entry in walked {
            let path = entry.path();
            let wanted = entry.file_type().is_some_and(|t| t.is_file())
                && path.to_string_lossy().ends_with(".sow.toml")
                && !open.iter().any(|o| o == path);
            let Some(modified) = entry
                .metadata()
                .ok()
                .filter(|m| wanted && m.len() <= MAX_FILE_BYTES as u64)
                .and_then(|m| m.modified().ok())
            else {
                continue;
            };
            let analysis = match analysed.get(path) {
                Some((when, analysis)) if *when == modified => analysis.clone(),
                _ => match read(path) {
                    Some(analysis) => analysis,
                    None => continue,
                },
            };
            analysed.insert(path.to_path_buf(), (modified, analysis.clone()));
            found.push((path.to_path_buf(), analysis));
            if found.len() >= MAX_FILES {
                break;
            }
        }
        // Forget the files that are gone (or open now).
        analysed.retain(|path, _| found.iter().any(|(p, _)| p == path));
        drop(analysed);
        found
            .into_iter()
            .filter_map(|(path, analysis)| {
                LazyLock::force(&analysis);
                Some(DocumentVersion {
                    uri: lsp::Uri::from_file_path(&path)?,
                    version: 0,
                    variant_file: true,
                    analysis,
                    encoding,
                })
            })
            .collect()
    }
}

/// The paths of the `folders` that are files.
fn paths(folders: &[lsp::WorkspaceFolder]) -> Vec<PathBuf> {
    folders
        .iter()
        .filter_map(|f| f.uri.to_file_path().map(|p| p.into_owned()))
        .collect()
}

/// The analysis of the file at `path`, to be built when first needed.
fn read(path: &Path) -> Option<Arc<LazyAnalysis>> {
    let text = std::fs::read_to_string(path).ok()?;
    Some(Arc::new(LazyLock::new(Box::new(move || {
        Analysis::new(text)
    }))))
}
