//! The command `sow.describe`: the rules of an open document in words, as
//! it is in the editor ([`crate::ide::describe`]), for an editor to show
//! beside it ("sow: Describe rules") and to ask again as it changes.

use serde_json::Value;
use tower_lsp_server::ls_types as lsp;

use super::convert::DocumentVersion;
use crate::ide;

/// The command's name, as `workspace/executeCommand` gives it.
pub const COMMAND: &str = "sow.describe";

/// The document asked about: `[uri]`.
pub fn document(arguments: &[Value]) -> Result<lsp::Uri, String> {
    super::document_argument(arguments, COMMAND)
}

/// The answer: `{"game", "version", "markdown", "parts": [{"title",
/// "table", "markdown", "range"}]}`, each part's range that of its table
/// (null where the file leaves it to its defaults); `null` where the
/// document's errors leave no rules to describe.
pub fn answer(snap: &DocumentVersion) -> Value {
    let Some(words) = ide::describe::rules_in_words(snap.analysis()) else {
        return Value::Null;
    };
    let parts: Vec<Value> = words
        .parts
        .iter()
        .map(|p| {
            serde_json::json!({
                "title": p.title,
                "table": p.table,
                "markdown": p.markdown,
                "range": p.span.as_ref().map(|s| snap.range(s)),
            })
        })
        .collect();
    serde_json::json!({
        "game": words.game,
        "version": snap.version,
        "markdown": words.markdown,
        "parts": parts,
    })
}
