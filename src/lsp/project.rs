//! The project configuration as the server sees it: the `sow.toml` nearest
//! above an open document ([`crate::config`]), read again at each check, so
//! that a change to it counts at the next check of every file below it
//! (the client's notice that it changed makes that check at once).

use tower_lsp_server::ls_types as lsp;

use crate::config::{self, Selection};

/// The codes reported for the document at `uri`, and at what severities:
/// `Ok(None)` where no configuration is found (or the document is not a
/// file), an error saying why a configuration found cannot be used.
pub fn selection(uri: &lsp::Uri) -> Result<Option<Selection>, String> {
    let Some(path) = uri.to_file_path() else {
        return Ok(None);
    };
    let Some(found) = path.parent().and_then(config::find) else {
        return Ok(None);
    };
    config::load(&found)
        .map(|project| Some(project.selection))
        .map_err(|e| e.to_string())
}

/// Whether a changed file is a project configuration.
pub fn is_config(uri: &lsp::Uri) -> bool {
    uri.path()
        .as_str()
        .ends_with(&format!("/{}", config::CONFIG_FILE))
}
