//! Semantic token deltas: the last tokens sent for each document, under a
//! result id, so that a client asking what changed since then is sent one
//! edit (the tokens between the unchanged start and the unchanged end)
//! instead of every token again. Tokens are placed relative to each other,
//! so an edit in one place changes only the few tokens around it.

use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use tower_lsp_server::ls_types as lsp;

/// The integers one token takes in the protocol's flat array, which a
/// delta's `start` and `delete_count` count in.
const TOKEN_INTEGERS: u32 = 5;

/// The tokens last sent for each open document, by its URI.
#[derive(Default)]
pub struct SentTokens {
    next_id: AtomicU64,
    last: Mutex<HashMap<String, (String, Vec<lsp::SemanticToken>)>>,
}

impl SentTokens {
    /// `tokens` of `uri`, as a whole, remembered under a new result id.
    pub fn full(&self, uri: &lsp::Uri, mut tokens: lsp::SemanticTokens) -> lsp::SemanticTokens {
        tokens.result_id = Some(self.remember(uri, &tokens.data).0);
        tokens
    }

    /// What changed from the result `previous` of `uri` to `tokens`; the
    /// whole `tokens` when `previous` is not the last one sent.
    pub fn delta(
        &self,
        uri: &lsp::Uri,
        previous: &str,
        tokens: lsp::SemanticTokens,
    ) -> lsp::SemanticTokensFullDeltaResult {
        let (id, old) = self.remember(uri, &tokens.data);
        match old.filter(|(old_id, _)| old_id == previous) {
            Some((_, old)) => lsp::SemanticTokensDelta {
                result_id: Some(id),
                edits: edits(&old, &tokens.data),
            }
            .into(),
            None => lsp::SemanticTokens {
                result_id: Some(id),
                data: tokens.data,
            }
            .into(),
        }
    }

    /// Forgets a closed document's tokens.
    pub fn forget(&self, uri: &lsp::Uri) {
        self.lock().remove(uri.as_str());
    }

    /// Keeps `data` as the last sent for `uri` under a new id: the id, and
    /// what was kept before.
    fn remember(
        &self,
        uri: &lsp::Uri,
        data: &[lsp::SemanticToken],
    ) -> (String, Option<(String, Vec<lsp::SemanticToken>)>) {
        let id = self.next_id.fetch_add(1, Ordering::Relaxed).to_string();
        let old = self
            .lock()
            .insert(uri.as_str().to_string(), (id.clone(), data.to_vec()));
        (id, old)
    }

    fn lock(
        &self,
    ) -> std::sync::MutexGuard<'_, HashMap<String, (String, Vec<lsp::SemanticToken>)>> {
        self.last
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// The one edit that turns `old` into `new`: the tokens between their
/// common start and common end replaced; none when they are the same.
fn edits(old: &[lsp::SemanticToken], new: &[lsp::SemanticToken]) -> Vec<lsp::SemanticTokensEdit> {
    let same_start = old.iter().zip(new).take_while(|(a, b)| a == b).count();
    let same_end = old[same_start..]
        .iter()
        .rev()
        .zip(new[same_start..].iter().rev())
        .take_while(|(a, b)| a == b)
        .count();
    let deleted = &old[same_start..old.len() - same_end];
    let inserted = &new[same_start..new.len() - same_end];
    if deleted.is_empty() && inserted.is_empty() {
        return Vec::new();
    }
    vec![lsp::SemanticTokensEdit {
        start: same_start as u32 * TOKEN_INTEGERS,
        delete_count: deleted.len() as u32 * TOKEN_INTEGERS,
        data: Some(inserted.to_vec()),
    }]
}
