//! Document links in the protocol's form: a web address as it is, a file's
//! path resolved against the document's own folder.

use std::path::{Component, Path, PathBuf};

use tower_lsp_server::ls_types as lsp;

use super::convert::DocumentVersion;
use crate::ide::links::{Link, Target};

/// `links` of `snap`; a path is left out where the document is no file
/// (an unsaved buffer) or the target is no address.
pub fn document_links(snap: &DocumentVersion, links: &[Link]) -> Vec<lsp::DocumentLink> {
    links
        .iter()
        .filter_map(|link| {
            let target = match &link.target {
                Target::Web(address) => address.parse::<lsp::Uri>().ok()?,
                Target::File(path) => {
                    let document = snap.uri.to_file_path()?;
                    lsp::Uri::from_file_path(resolve(document.parent()?, Path::new(path)))?
                }
            };
            Some(lsp::DocumentLink {
                range: snap.range(&link.span),
                target: Some(target),
                tooltip: None,
                data: None,
            })
        })
        .collect()
}

/// `path` against the folder `base`, with `.` and `..` worked out, as the
/// client would open it.
fn resolve(base: &Path, path: &Path) -> PathBuf {
    let mut resolved = PathBuf::new();
    for part in base.join(path).components() {
        match part {
            Component::ParentDir => {
                resolved.pop();
            }
            Component::CurDir => {}
            other => resolved.push(other),
        }
    }
    resolved
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_paths_are_worked_out() {
        assert_eq!(
            resolve(Path::new("/g/examples"), Path::new("../schemas/./s.json")),
            PathBuf::from("/g/schemas/s.json")
        );
        assert_eq!(
            resolve(Path::new("/g"), Path::new("/abs/s.json")),
            PathBuf::from("/abs/s.json")
        );
    }
}
