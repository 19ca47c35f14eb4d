//! The command `sow.checkBalance`: a balance study of one open document,
//! asked for by the code lens on `[game]` (never on an edit: it takes
//! seconds), played off the protocol's loop with work-done progress and
//! cancellation; its P009 joins the document's diagnostics and its figures
//! are shown, and answered, when it is done.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use serde_json::Value;
use tower_lsp_server::ls_types as lsp;

use crate::players::{PlayerKind, Study};

/// How often the games done are reported while a study runs.
pub const REPORT_EVERY: std::time::Duration = std::time::Duration::from_millis(100);

/// The command's name, as the lens and `workspace/executeCommand` give it.
pub const COMMAND: &str = "sow.checkBalance";

/// The document the command was asked about: `[uri]` or `[uri, options]`.
pub fn document(arguments: &[Value]) -> Result<lsp::Uri, String> {
    arguments
        .first()
        .and_then(Value::as_str)
        .and_then(|u| u.parse::<lsp::Uri>().ok())
        .ok_or_else(|| format!("{COMMAND} takes the document's URI first"))
}

/// The study asked for: `configured` (the document's configuration's, or
/// the default), changed by the options of `[uri, {"games": K, "player":
/// "mcts:200"}]`.
pub fn request(arguments: &[Value], configured: Study) -> Result<Study, String> {
    let mut study = configured;
    if let Some(options) = arguments.get(1) {
        if let Some(games) = options.get("games") {
            study.games = games
                .as_u64()
                .filter(|&g| g > 0)
                .ok_or("`games` is a number of games, at least 1")?;
        }
        if let Some(player) = options.get("player") {
            let name = player.as_str().ok_or("`player` is a player's name")?;
            match name.parse::<PlayerKind>()? {
                PlayerKind::Human => return Err("a balance study plays no human".to_string()),
                kind => study.players = [kind; 2],
            }
        }
    }
    Ok(study)
}

/// Sets its flag when dropped: a study whose request was cancelled (the
/// protocol library drops the handler's future) stops at its next game.
pub struct CancelOnDrop(pub Arc<AtomicBool>);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// The key of a progress token, for the studies under way.
pub fn token_key(token: &lsp::ProgressToken) -> String {
    match token {
        lsp::ProgressToken::Number(n) => n.to_string(),
        lsp::ProgressToken::String(s) => s.clone(),
    }
}

/// Games done as a percentage of `games`.
pub fn percent(done: u64, games: u64) -> u32 {
    (done.saturating_mul(100) / games.max(1)).min(100) as u32
}
