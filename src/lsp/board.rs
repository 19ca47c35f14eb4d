//! The command `sow.serveBoard`: the board of an open document in the
//! browser, as `sow view` serves a file's, but of the text in the editor,
//! saved or not. The server starts a view (`crate::view::serve_open`) on
//! a free port of 127.0.0.1, the same routes and Host and Origin rules,
//! whose text it sets at every edit of the document; the page's polling
//! then follows the edits. One view a document and size, kept until the
//! document closes; asking again answers the same URL.

use std::collections::HashMap;
use std::sync::Mutex;

use serde_json::Value;
use tower_lsp_server::ls_types as lsp;

use super::lock;
use crate::view::{BoardServer, OpenText, serve_open};

/// The command's name, as `workspace/executeCommand` gives it. Not
/// `sow.openBoard`: that is the editor's own command, which asks this one.
pub const COMMAND: &str = "sow.serveBoard";

/// The document and board size asked about: `[uri]` or `[uri, {"size":
/// "8"}]` (a size as `--size` takes it; the default size without one).
pub fn request(arguments: &[Value]) -> Result<(lsp::Uri, Option<String>), String> {
    let uri = super::document_argument(arguments, COMMAND)?;
    let size = match arguments.get(1).and_then(|o| o.get("size")) {
        None => None,
        Some(Value::String(s)) => Some(s.clone()),
        Some(Value::Number(n)) => Some(n.to_string()),
        Some(_) => return Err("`size` is a board size, `8` or `2x8`".to_string()),
    };
    Ok((uri, size))
}

/// The boards served, by document and size.
#[derive(Default)]
pub struct Boards {
    served: Mutex<HashMap<(String, Option<String>), Board>>,
}

/// One board served: the text it serves, and its server.
struct Board {
    text: OpenText,
    server: BoardServer,
}

impl Boards {
    /// The URL of the board of the document at `uri` on `size`, whose
    /// text is `text` now: the one served already, or a new one.
    pub fn open(&self, uri: &lsp::Uri, size: Option<String>, text: &str) -> Result<String, String> {
        let mut served = lock(&self.served);
        let key = (uri.as_str().to_string(), size);
        if let Some(board) = served.get(&key) {
            board.text.set(text);
            return Ok(board.server.url().to_string());
        }
        let name = uri
            .to_file_path()
            .map_or_else(|| uri.as_str().to_string(), |p| p.display().to_string());
        let open = OpenText::new(text);
        let server = serve_open(&name, open.clone(), key.1.clone())?;
        let url = server.url().to_string();
        tracing::info!(uri = uri.as_str(), url, "serving the board");
        served.insert(key, Board { text: open, server });
        Ok(url)
    }

    /// The document at `uri` is now `text`: its boards serve that.
    pub fn edited(&self, uri: &lsp::Uri, text: &str) {
        for ((served, _), board) in lock(&self.served).iter() {
            if served == uri.as_str() {
                board.text.set(text);
            }
        }
    }

    /// The document at `uri` is closed: its boards say so, and stop.
    pub fn closed(&self, uri: &lsp::Uri) {
        lock(&self.served).retain(|(served, _), board| {
            let keep = served != uri.as_str();
            if !keep {
                board.text.close();
            }
            keep
        });
    }

    /// Stops every board.
    pub fn stop_all(&self) {
        for board in lock(&self.served).values() {
            board.text.close();
            board.server.stop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_arguments_are_a_uri_and_perhaps_a_size() {
        let uri = Value::from("file:///g/game.sow.toml");
        assert_eq!(request(std::slice::from_ref(&uri)).unwrap().1, None);
        let sized = request(&[uri.clone(), serde_json::json!({"size": 8})]).unwrap();
        assert_eq!(sized.1.as_deref(), Some("8"));
        let sized = request(&[uri.clone(), serde_json::json!({"size": "2x8"})]).unwrap();
        assert_eq!(sized.1.as_deref(), Some("2x8"));
        assert!(request(&[uri, serde_json::json!({"size": []})]).is_err());
        assert!(request(&[]).is_err());
    }
}
