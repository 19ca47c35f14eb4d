//! The protocol handlers. Each takes a snapshot of one document version
//! under a short lock, calls the ide layer on the version's analysis, and
//! converts the result. A version is analysed once, by whatever needs it
//! first; every request and the play check on that version read the same
//! analysis.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, LazyLock, Mutex, MutexGuard, OnceLock};

use serde_json::Value;
use tower_lsp_server::jsonrpc::{Error, Result};
use tower_lsp_server::ls_types as lsp;
use tower_lsp_server::{Client, LanguageServer};

use super::balance;
use super::board::{self, Boards};
use super::convert::{DocumentVersion, LazyAnalysis};
use super::delta::SentTokens;
use super::describe;
use super::links;
use super::lock;
use super::play;
use super::position::{Encoding, rope_char};
use super::project::{self, Configs};
use super::pull;
use super::tokens;
use super::workspace::Folders;
use crate::config::Selection;
use crate::diagnostic::Diagnostic;
use crate::ide::{self, Analysis};

/// An open document.
struct Document {
    uri: lsp::Uri,
    rope: ropey::Rope,
    version: i32,
    /// Whether it is a variant file, by its name or its schema directive.
    variant_file: bool,
    /// The analysis of this version.
    analysis: Arc<LazyAnalysis>,
    /// The cancel flag of the latest version's play check.
    play: Option<Arc<AtomicBool>>,
    /// The last summary of sample play, for the code lens.
    summary: Option<String>,
    /// How often rules fired in sample play, and of which version.
    stats: Option<(i32, ide::hover::PlayStats)>,
    /// What sample play found, and of which version (for quick fixes).
    played: Option<(i32, Vec<crate::diagnostic::Diagnostic>)>,
    /// The last balance study of a version: its figures in words, for
    /// the code lens, and its P009.
    balance: Option<(i32, String, Vec<Diagnostic>)>,
}

/// What was last published for a document: the configuration's epoch
/// (how often a `sow.toml` changed), its version, then the batch (static
/// diagnostics first, then the play batch of the same version).
type Published = (u32, i32, u8);

const STATIC_BATCH: u8 = 0;
const PLAY_BATCH: u8 = 1;
/// A balance study's findings, asked for on a version already played.
const BALANCE_BATCH: u8 = 2;

/// What the handlers and the background tasks share.
struct State {
    client: Client,
    encoding: OnceLock<Encoding>,
    /// Whether the client can be asked to fetch code lenses again.
    lens_refresh: AtomicBool,
    documents: Mutex<HashMap<String, Document>>,
    /// How many versions have been analysed, for `sow/analysesBuilt`.
    analyses_built: Arc<AtomicU64>,
    /// Held while publishing, so that versions go out in order.
    published: tokio::sync::Mutex<HashMap<String, Published>>,
    shut_down: AtomicBool,
    /// Bumped when a project configuration changes, so that every open
    /// document is published again, its versions unchanged.
    config_epoch: AtomicU32,
    /// The last configuration error shown, so it is shown once.
    config_error: Mutex<Option<String>>,
    /// Whether the client lets the server ask to watch `sow.toml` files.
    watch_registration: AtomicBool,
    /// Whether the client pulls diagnostics (then none are pushed).
    pulls_diagnostics: AtomicBool,
    /// Whether such a client can be asked to pull again.
    pull_refresh: AtomicBool,
    /// The workspace's folders, whose variant files a search reads too.
    folders: OnceLock<Arc<Folders>>,
    /// The semantic tokens last sent for each document, for deltas.
    sent_tokens: SentTokens,
    /// The project configurations read, until they change.
    configs: Configs,
    /// Whether the client shows progress the server starts.
    progress_support: AtomicBool,
    /// The cancel flag of each balance study under way, by its progress
    /// token, for the client's cancel button.
    studies: Mutex<HashMap<String, Arc<AtomicBool>>>,
    /// Numbers the progress tokens the server makes.
    next_token: AtomicU64,
    /// The boards of open documents served to a browser (`sow.serveBoard`).
    boards: Boards,
}

impl State {
    /// The codes reported for `uri` by its project configuration; one that
    /// cannot be used is shown to the user once, and selects nothing away.
    async fn selection(&self, uri: &lsp::Uri) -> Selection {
        let (selection, error) = match self.configs.selection(uri) {
            Ok(selection) => (selection.unwrap_or_default(), None),
            Err(e) => (Selection::default(), Some(e)),
        };
        let new_error = {
            let mut shown = self
                .config_error
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            let new = error.is_some() && *shown != error;
            shown.clone_from(&error);
            new
        };
        if let (true, Some(e)) = (new_error, error) {
            tracing::warn!("{e}");
            self.client
                .show_message(lsp::MessageType::WARNING, format!("sow: {e}"))
                .await;
        }
        selection
    }

    /// Checks every open document again: a project configuration changed.
    async fn reconfigure(self: &Arc<Self>) {
        self.config_epoch.fetch_add(1, Ordering::Relaxed);
        let uris: Vec<lsp::Uri> = self.documents().values().map(|d| d.uri.clone()).collect();
        for uri in uris {
            refresh(self, &uri).await;
        }
    }

    fn encoding(&self) -> Encoding {
        self.encoding.get().copied().unwrap_or(Encoding::Utf16)
    }

    fn documents(&self) -> MutexGuard<'_, HashMap<String, Document>> {
        // A handler that panicked while holding the lock left the map as it
        // was between edits; go on with it.
        self.documents
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// A snapshot of the latest version of `uri`, if it is open.
    fn latest(&self, uri: &lsp::Uri) -> Option<DocumentVersion> {
        self.documents()
            .get(uri.as_str())
            .map(|doc| self.snapshot_of(doc))
    }

    /// A snapshot of the latest version of every open variant file.
    fn open_variant_files(&self) -> Vec<DocumentVersion> {
        self.documents()
            .values()
            .filter(|doc| doc.variant_file)
            .map(|doc| self.snapshot_of(doc))
            .collect()
    }

    fn snapshot_of(&self, doc: &Document) -> DocumentVersion {
        DocumentVersion {
            uri: doc.uri.clone(),
            version: doc.version,
            variant_file: doc.variant_file,
            analysis: doc.analysis.clone(),
            encoding: self.encoding(),
        }
    }

    /// What sample play found in the version `snap`, if it is done, and
    /// what a balance study of it found.
    fn played(&self, snap: &DocumentVersion) -> Vec<Diagnostic> {
        let docs = self.documents();
        let Some(doc) = docs.get(snap.uri.as_str()) else {
            return Vec::new();
        };
        let played = doc.played.iter().filter(|(v, _)| *v == snap.version);
        let studied = doc.balance.iter().filter(|(v, _, _)| *v == snap.version);
        played
            .flat_map(|(_, found)| found.iter().cloned())
            .chain(studied.flat_map(|(_, _, found)| found.iter().cloned()))
            .collect()
    }

    /// The analysis of a version's `text`, to be built when first needed.
    fn analysis_of(&self, text: String) -> Arc<LazyAnalysis> {
        let built = self.analyses_built.clone();
        Arc::new(LazyLock::new(Box::new(move || {
            built.fetch_add(1, Ordering::Relaxed);
            Analysis::new(text)
        })))
    }

    /// Publishes `diagnostics` for `version`, unless a newer version (or
    /// this batch of this version) is already out.
    async fn publish(
        &self,
        uri: &lsp::Uri,
        (epoch, version): (u32, i32),
        batch: u8,
        diagnostics: Vec<lsp::Diagnostic>,
    ) -> bool {
        let mut published = self.published.lock().await;
        let key = uri.as_str().to_string();
        if published
            .get(&key)
            .is_some_and(|&last| last >= (epoch, version, batch))
        {
            tracing::debug!(version, batch, "not publishing over a newer batch");
            return false;
        }
        // Only the newest version of an open document is worth publishing.
        let current = self.documents().get(&key).map(|d| d.version);
        if current.is_some_and(|v| v != version) {
            return false;
        }
        let previous = published.insert(key, (epoch, version, batch));
        if self.pulls_diagnostics.load(Ordering::Relaxed) {
            // The client asks after each edit itself; what comes unasked
            // (play's findings, a changed configuration) it is told of.
            let unasked = batch >= PLAY_BATCH || previous.is_some_and(|(e, _, _)| e != epoch);
            if unasked && self.pull_refresh.load(Ordering::Relaxed) {
                let client = self.client.clone();
                tokio::spawn(async move { client.workspace_diagnostic_refresh().await });
            }
        } else {
            self.client
                .publish_diagnostics(uri.clone(), diagnostics, Some(version))
                .await;
        }
        true
    }
}

/// Checks the latest version of `uri`, publishes its diagnostics and
/// schedules the play check.
async fn refresh(state: &Arc<State>, uri: &lsp::Uri) {
    let Some(snap) = state.latest(uri) else {
        return;
    };
    let epoch = state.config_epoch.load(Ordering::Relaxed);
    if !snap.variant_file {
        // Not (or no longer) a variant file: clear what was published.
        let was_published = state.published.lock().await.contains_key(uri.as_str());
        if was_published {
            state
                .publish(uri, (epoch, snap.version), STATIC_BATCH, Vec::new())
                .await;
        }
        return;
    }
    let selection = state.selection(uri).await;
    let diagnostics: Vec<lsp::Diagnostic> = static_diagnostics(&snap, &selection)
        .iter()
        .map(|d| snap.diagnostic(d))
        .collect();
    if state
        .publish(
            uri,
            (epoch, snap.version),
            STATIC_BATCH,
            diagnostics.clone(),
        )
        .await
    {
        schedule_play(state, snap, (epoch, selection), diagnostics);
    }
}

/// The static diagnostics of `snap` that `selection` reports.
fn static_diagnostics(snap: &DocumentVersion, selection: &Selection) -> Vec<Diagnostic> {
    let mut found = snap.analysis().checked().diagnostics.clone();
    selection.apply(&mut found);
    found
}

/// Starts the play check of `snap` after a pause, cancelling the check of
/// any older version. It publishes a second batch for the same version
/// only if no newer edit came in meanwhile.
fn schedule_play(
    state: &Arc<State>,
    snap: DocumentVersion,
    (epoch, selection): (u32, Selection),
    static_diagnostics: Vec<lsp::Diagnostic>,
) {
    let cancel = Arc::new(AtomicBool::new(false));
    {
        let mut docs = state.documents();
        let Some(doc) = docs.get_mut(snap.uri.as_str()) else {
            return;
        };
        if doc.version != snap.version {
            return;
        }
        if let Some(old) = doc.play.replace(cancel.clone()) {
            old.store(true, Ordering::Relaxed);
        }
    }
    let state = state.clone();
    tokio::spawn(async move {
        tokio::time::sleep(play::DEBOUNCE).await;
        let stopped = || cancel.load(Ordering::Relaxed) || state.shut_down.load(Ordering::Relaxed);
        if stopped() {
            return;
        }
        let analysis = snap.analysis.clone();
        let flag = cancel.clone();
        let Ok(mut report) =
            tokio::task::spawn_blocking(move || play::play_check(&analysis, play::BUDGET, &flag))
                .await
        else {
            return;
        };
        selection.apply(&mut report.diagnostics);
        if stopped() {
            return;
        }
        let new_summary = match state.documents().get_mut(snap.uri.as_str()) {
            Some(doc) => {
                doc.stats = report.stats.clone().map(|s| (snap.version, s));
                doc.played = Some((snap.version, report.diagnostics.clone()));
                let new = doc.summary != report.summary;
                doc.summary = report.summary.clone();
                new
            }
            None => false,
        };
        if new_summary && state.lens_refresh.load(Ordering::Relaxed) {
            // The client may refuse; the lens then shows on its next request.
            let _ = state.client.code_lens_refresh().await;
        }
        if report.diagnostics.is_empty() {
            return;
        }
        let mut all = static_diagnostics;
        all.extend(report.diagnostics.iter().map(|d| snap.diagnostic(d)));
        state
            .publish(&snap.uri, (epoch, snap.version), PLAY_BATCH, all)
            .await;
    });
}

/// The language server.
pub struct Backend {
    state: Arc<State>,
}

impl Backend {
    pub fn new(client: Client) -> Self {
        Backend {
            state: Arc::new(State {
                client,
                encoding: OnceLock::new(),
                lens_refresh: AtomicBool::new(false),
                documents: Mutex::new(HashMap::new()),
                analyses_built: Arc::new(AtomicU64::new(0)),
                published: tokio::sync::Mutex::new(HashMap::new()),
                shut_down: AtomicBool::new(false),
                config_epoch: AtomicU32::new(0),
                config_error: Mutex::new(None),
                watch_registration: AtomicBool::new(false),
                pulls_diagnostics: AtomicBool::new(false),
                pull_refresh: AtomicBool::new(false),
                folders: OnceLock::new(),
                sent_tokens: SentTokens::default(),
                configs: Configs::default(),
                progress_support: AtomicBool::new(false),
                studies: Mutex::new(HashMap::new()),
                next_token: AtomicU64::new(0),
                boards: Boards::default(),
            }),
        }
    }

    /// A snapshot of `uri` if it is open and a variant file.
    fn snapshot(&self, uri: &lsp::Uri) -> Option<DocumentVersion> {
        self.state.latest(uri).filter(|s| s.variant_file)
    }

    /// How many document versions the server has analysed: one per version
    /// at most, however many requests it answered on each. Answers the
    /// `sow/analysesBuilt` request.
    pub async fn analyses_built(&self) -> Result<u64> {
        Ok(self.state.analyses_built.load(Ordering::Relaxed))
    }

    /// The client pressed a progress's cancel button: the balance study
    /// it shows, if one, stops at its next game.
    pub async fn cancel_progress(&self, params: lsp::WorkDoneProgressCancelParams) {
        let key = balance::token_key(&params.token);
        if let Some(flag) = lock(&self.state.studies).get(&key) {
            flag.store(true, Ordering::Relaxed);
        }
    }

    /// The progress token of a study: the client's, or one the server
    /// makes when the client shows such progress; `None` shows none.
    async fn progress_token(
        &self,
        given: Option<lsp::ProgressToken>,
    ) -> Option<lsp::ProgressToken> {
        if given.is_some() || !self.state.progress_support.load(Ordering::Relaxed) {
            return given;
        }
        let n = self.state.next_token.fetch_add(1, Ordering::Relaxed);
        let token = lsp::ProgressToken::String(format!("sow-balance-{n}"));
        let created = self
            .state
            .client
            .create_work_done_progress(token.clone())
            .await;
        created.is_ok().then_some(token)
    }

    /// `sow.checkBalance`: plays the study off the protocol's loop,
    /// reporting the games done as progress, and stops it when the
    /// request or its progress is cancelled. Its P009 is published with
    /// the version's diagnostics and the figures shown, and answered.
    async fn check_balance(&self, params: lsp::ExecuteCommandParams) -> Result<Option<Value>> {
        let uri = balance::document(&params.arguments).map_err(Error::invalid_params)?;
        let configured = self
            .state
            .configs
            .study(&uri)
            .map_err(Error::invalid_params)?;
        let mut study =
            balance::request(&params.arguments, configured).map_err(Error::invalid_params)?;
        let snap = self
            .snapshot(&uri)
            .ok_or_else(|| Error::invalid_params("no open variant file has that URI"))?;
        let boards = crate::players::boards_studied(snap.analysis.checked());
        let cancel = Arc::new(AtomicBool::new(false));
        let _stop_when_dropped = balance::CancelOnDrop(cancel.clone());
        study.cancel = Some(cancel.clone());
        let token = self
            .progress_token(params.work_done_progress_params.work_done_token)
            .await;
        let progress = match &token {
            Some(token) => {
                lock(&self.state.studies).insert(balance::token_key(token), cancel.clone());
                let title = format!(
                    "Checking balance: {} games of {}{}",
                    study.games,
                    study.players_words(),
                    match boards {
                        1 => String::new(),
                        n => format!(" on each of {n} board sizes"),
                    }
                );
                let begun = self.state.client.progress(token.clone(), title);
                Some(begun.with_percentage(0).with_cancel_button().begin().await)
            }
            None => None,
        };
        let done = Arc::new(AtomicU64::new(0));
        let (analysis, counted) = (snap.analysis.clone(), done.clone());
        let games = study.games.saturating_mul(boards);
        let task = tokio::task::spawn_blocking(move || {
            let counted = |n| {
                counted.fetch_add(n, Ordering::Relaxed);
            };
            crate::players::study_every_size(analysis.checked(), &study, &counted)?.ok_or_else(
                || "the file has errors: fix them before studying its balance".to_string(),
            )
        });
        // The games are watched by a task of their own, which outlives this
        // handler: a request cancelled by `$/cancelRequest` is dropped, its
        // study stopped, and its progress still ended.
        let state = self.state.clone();
        let stopped = cancel.clone();
        let watched = tokio::spawn(async move {
            tokio::pin!(task);
            let result = loop {
                tokio::select! {
                    joined = &mut task => break joined,
                    () = tokio::time::sleep(balance::REPORT_EVERY) => {
                        if let Some(p) = &progress {
                            let share = balance::percent(done.load(Ordering::Relaxed), games);
                            p.report(share, None).await;
                        }
                    }
                }
            };
            if let Some(token) = &token {
                lock(&state.studies).remove(&balance::token_key(token));
            }
            if stopped.load(Ordering::Relaxed) {
                if let Some(p) = progress {
                    p.finish_with_message("cancelled").await;
                }
                return None;
            }
            Some((result, progress))
        });
        let Ok(Some((result, progress))) = watched.await else {
            return Err(Error::request_cancelled());
        };
        let finish = |message: String| async {
            if let Some(p) = progress {
                p.finish_with_message(message).await;
            }
        };
        let (figures, mut found) = match result {
            Ok(Ok(studied)) => (studied.balances, studied.found),
            Ok(Err(why)) => {
                finish(why.clone()).await;
                return Err(Error::invalid_params(why));
            }
            Err(_) => {
                finish("failed".to_string()).await;
                return Err(Error::internal_error());
            }
        };
        let selection = self.state.selection(&uri).await;
        selection.apply(&mut found);
        let (words, lens_words) = balance::words(&figures);
        if let Some(doc) = self.state.documents().get_mut(uri.as_str()) {
            doc.balance = Some((snap.version, lens_words, found.clone()));
        }
        let epoch = self.state.config_epoch.load(Ordering::Relaxed);
        let all: Vec<lsp::Diagnostic> = static_diagnostics(&snap, &selection)
            .iter()
            .chain(&self.state.played(&snap))
            .map(|d| snap.diagnostic(d))
            .collect();
        self.state
            .publish(&uri, (epoch, snap.version), BALANCE_BATCH, all)
            .await;
        if self.state.lens_refresh.load(Ordering::Relaxed) {
            let _ = self.state.client.code_lens_refresh().await;
        }
        finish(words.clone()).await;
        self.state
            .client
            .show_message(lsp::MessageType::INFO, format!("sow: balance {words}"))
            .await;
        let codes: Vec<&str> = found.iter().map(|d| d.code.id).collect();
        // `balance` is the default board's; `sizes` every board's, in a
        // file of several.
        let mut answer = serde_json::json!({ "balance": figures.first(), "diagnostics": codes });
        if figures.len() > 1 {
            answer["sizes"] = serde_json::to_value(&figures).unwrap_or_default();
        }
        Ok(Some(answer))
    }

    /// `sow.serveBoard`: the URL of a page that shows the board of an open
    /// variant file as its text is in the editor, following every edit.
    fn serve_board(&self, arguments: &[Value]) -> Result<Option<Value>> {
        let (uri, size) = board::request(arguments).map_err(Error::invalid_params)?;
        // Under the documents' lock, so that no edit comes between the
        // text read and the board that serves it.
        let docs = self.state.documents();
        let doc = docs
            .get(uri.as_str())
            .filter(|d| d.variant_file)
            .ok_or_else(|| Error::invalid_params("no open variant file has that URI"))?;
        let url = self
            .state
            .boards
            .open(&uri, size, &doc.rope.to_string())
            .map_err(Error::invalid_params)?;
        Ok(Some(serde_json::json!({ "url": url })))
    }

    /// Every semantic token of the latest version of `uri`, if it is open.
    fn all_tokens(&self, uri: &lsp::Uri) -> Option<lsp::SemanticTokens> {
        let snap = self.snapshot(uri)?;
        let found = ide::tokens::tokens(snap.analysis());
        Some(tokens::encode(&snap, &found))
    }

    fn at(&self, params: &lsp::TextDocumentPositionParams) -> Option<(DocumentVersion, usize)> {
        let snap = self.snapshot(&params.text_document.uri)?;
        let offset = snap.offset(params.position);
        Some((snap, offset))
    }
}

fn markdown(value: String) -> lsp::MarkupContent {
    lsp::MarkupContent {
        kind: lsp::MarkupKind::Markdown,
        value,
    }
}

impl LanguageServer for Backend {
    async fn initialize(&self, params: lsp::InitializeParams) -> Result<lsp::InitializeResult> {
        let offered = params
            .capabilities
            .general
            .as_ref()
            .and_then(|g| g.position_encodings.as_deref());
        let encoding = Encoding::negotiate(offered);
        let _ = self.state.encoding.set(encoding);
        let lens_refresh = params
            .capabilities
            .workspace
            .as_ref()
            .and_then(|w| w.code_lens.as_ref())
            .and_then(|c| c.refresh_support)
            .unwrap_or(false);
        self.state
            .lens_refresh
            .store(lens_refresh, Ordering::Relaxed);
        let watch = params
            .capabilities
            .workspace
            .as_ref()
            .and_then(|w| w.did_change_watched_files.as_ref())
            .and_then(|c| c.dynamic_registration)
            .unwrap_or(false);
        self.state
            .watch_registration
            .store(watch, Ordering::Relaxed);
        let progress = params
            .capabilities
            .window
            .as_ref()
            .and_then(|w| w.work_done_progress)
            .unwrap_or(false);
        self.state
            .progress_support
            .store(progress, Ordering::Relaxed);
        let (pulls, refresh) = pull::client_pulls(&params.capabilities);
        self.state.pulls_diagnostics.store(pulls, Ordering::Relaxed);
        self.state.pull_refresh.store(refresh, Ordering::Relaxed);
        let folders = Folders::new(params.workspace_folders.as_deref().unwrap_or_default());
        let _ = self.state.folders.set(Arc::new(folders));
        tracing::info!(?encoding, "initialize");
        Ok(lsp::InitializeResult {
            server_info: Some(lsp::ServerInfo {
                name: "sow".to_string(),
                version: Some(env!("CARGO_PKG_VERSION").to_string()),
            }),
            capabilities: lsp::ServerCapabilities {
                position_encoding: Some(encoding.kind()),
                text_document_sync: Some(lsp::TextDocumentSyncCapability::Options(
                    lsp::TextDocumentSyncOptions {
                        open_close: Some(true),
                        change: Some(lsp::TextDocumentSyncKind::INCREMENTAL),
                        // A saved `sow.toml` is read again.
                        save: Some(lsp::TextDocumentSyncSaveOptions::Supported(true)),
                        ..lsp::TextDocumentSyncOptions::default()
                    },
                )),
                hover_provider: Some(lsp::HoverProviderCapability::Simple(true)),
                completion_provider: Some(lsp::CompletionOptions {
                    trigger_characters: Some(
                        ["\"", "[", "-", "."]
                            .iter()
                            .map(|s| s.to_string())
                            .collect(),
                    ),
                    ..lsp::CompletionOptions::default()
                }),
                definition_provider: Some(lsp::OneOf::Left(true)),
                references_provider: Some(lsp::OneOf::Left(true)),
                rename_provider: Some(lsp::OneOf::Right(lsp::RenameOptions {
                    prepare_provider: Some(true),
                    work_done_progress_options: lsp::WorkDoneProgressOptions::default(),
                })),
                document_symbol_provider: Some(lsp::OneOf::Left(true)),
                folding_range_provider: Some(lsp::FoldingRangeProviderCapability::Simple(true)),
                code_action_provider: Some(lsp::CodeActionProviderCapability::Options(
                    lsp::CodeActionOptions {
                        code_action_kinds: Some(vec![lsp::CodeActionKind::QUICKFIX]),
                        ..lsp::CodeActionOptions::default()
                    },
                )),
                inlay_hint_provider: Some(lsp::OneOf::Left(true)),
                code_lens_provider: Some(lsp::CodeLensOptions {
                    resolve_provider: Some(false),
                }),
                execute_command_provider: Some(lsp::ExecuteCommandOptions {
                    commands: vec![
                        balance::COMMAND.to_string(),
                        board::COMMAND.to_string(),
                        describe::COMMAND.to_string(),
                    ],
                    work_done_progress_options: lsp::WorkDoneProgressOptions {
                        work_done_progress: Some(true),
                    },
                }),
                document_formatting_provider: Some(lsp::OneOf::Left(true)),
                document_range_formatting_provider: Some(lsp::OneOf::Left(true)),
                semantic_tokens_provider: Some(tokens::capability()),
                workspace_symbol_provider: Some(lsp::OneOf::Left(true)),
                diagnostic_provider: pulls.then(pull::capability),
                document_link_provider: Some(lsp::DocumentLinkOptions {
                    resolve_provider: Some(false),
                    work_done_progress_options: lsp::WorkDoneProgressOptions::default(),
                }),
                workspace: Some(lsp::WorkspaceServerCapabilities {
                    workspace_folders: Some(lsp::WorkspaceFoldersServerCapabilities {
                        supported: Some(true),
                        change_notifications: Some(lsp::OneOf::Left(true)),
                    }),
                    file_operations: None,
                }),
                ..lsp::ServerCapabilities::default()
            },
            ..lsp::InitializeResult::default()
        })
    }

    async fn initialized(&self, _: lsp::InitializedParams) {
        if !self.state.watch_registration.load(Ordering::Relaxed) {
            return;
        }
        // Ask to hear of every project configuration's changes; the answer
        // is awaited apart, so no other message waits for it.
        let state = self.state.clone();
        tokio::spawn(async move {
            let options = lsp::DidChangeWatchedFilesRegistrationOptions {
                watchers: vec![lsp::FileSystemWatcher {
                    glob_pattern: lsp::GlobPattern::String(format!(
                        "**/{}",
                        crate::config::CONFIG_FILE
                    )),
                    kind: None,
                }],
            };
            let registration = lsp::Registration {
                id: "sow-config".to_string(),
                method: "workspace/didChangeWatchedFiles".to_string(),
                register_options: serde_json::to_value(options).ok(),
            };
            if let Err(e) = state.client.register_capability(vec![registration]).await {
                tracing::warn!("the client would not watch sow.toml files: {e}");
            }
        });
    }

    async fn did_change_watched_files(&self, params: lsp::DidChangeWatchedFilesParams) {
        let configs: Vec<&lsp::Uri> = params
            .changes
            .iter()
            .map(|c| &c.uri)
            .filter(|uri| project::is_config(uri))
            .collect();
        if configs.is_empty() {
            return;
        }
        for uri in configs {
            self.state.configs.changed(uri);
        }
        // Every open document is checked again under the new configuration.
        self.state.reconfigure().await;
    }

    async fn did_save(&self, params: lsp::DidSaveTextDocumentParams) {
        if project::is_config(&params.text_document.uri) {
            self.state.configs.changed(&params.text_document.uri);
            self.state.reconfigure().await;
        }
    }

    async fn did_change_workspace_folders(&self, params: lsp::DidChangeWorkspaceFoldersParams) {
        if let Some(folders) = self.state.folders.get() {
            folders.change(&params.event);
        }
        self.state.configs.forget_under(&params.event.removed);
        self.state.reconfigure().await;
    }

    async fn shutdown(&self) -> Result<()> {
        self.state.shut_down.store(true, Ordering::Relaxed);
        self.state.boards.stop_all();
        for doc in self.state.documents().values() {
            if let Some(flag) = &doc.play {
                flag.store(true, Ordering::Relaxed);
            }
        }
        Ok(())
    }

    async fn did_open(&self, params: lsp::DidOpenTextDocumentParams) {
        let doc = params.text_document;
        let uri = doc.uri.clone();
        {
            let mut docs = self.state.documents();
            let key = uri.as_str().to_string();
            if let Some(open) = docs.get(&key)
                && open.version >= doc.version
            {
                tracing::warn!(uri = key, "open of an older version ignored");
                return;
            }
            let variant_file = ide::files::is_variant_file(&key, &doc.text);
            if project::is_config(&doc.uri) {
                self.state.configs.edited(&doc.uri, Some(doc.text.clone()));
            }
            let rope = ropey::Rope::from_str(&doc.text);
            self.state.boards.edited(&doc.uri, &doc.text);
            docs.insert(
                key,
                Document {
                    uri: doc.uri,
                    rope,
                    version: doc.version,
                    variant_file,
                    analysis: self.state.analysis_of(doc.text),
                    play: None,
                    summary: None,
                    stats: None,
                    played: None,
                    balance: None,
                },
            );
        }
        if project::is_config(&uri) {
            // Every open document, this one too, is checked under it.
            self.state.reconfigure().await;
        } else {
            refresh(&self.state, &uri).await;
        }
    }

    async fn did_change(&self, params: lsp::DidChangeTextDocumentParams) {
        let uri = params.text_document.uri;
        let version = params.text_document.version;
        {
            // Applied at once, before any await, so edits keep their order.
            let encoding = self.state.encoding();
            let mut docs = self.state.documents();
            let Some(doc) = docs.get_mut(uri.as_str()) else {
                tracing::warn!(uri = uri.as_str(), "change of a document that is not open");
                return;
            };
            if version <= doc.version {
                tracing::warn!(version, current = doc.version, "stale change ignored");
                return;
            }
            for change in params.content_changes {
                match change.range {
                    Some(range) => {
                        let mut start = rope_char(&doc.rope, range.start, encoding);
                        let mut end = rope_char(&doc.rope, range.end, encoding);
                        if end < start {
                            std::mem::swap(&mut start, &mut end);
                        }
                        doc.rope.remove(start..end);
                        doc.rope.insert(start, &change.text);
                    }
                    None => doc.rope = ropey::Rope::from_str(&change.text),
                }
            }
            let text = doc.rope.to_string();
            self.state.boards.edited(&uri, &text);
            doc.variant_file = ide::files::is_variant_file(uri.as_str(), &text);
            if project::is_config(&uri) {
                self.state.configs.edited(&uri, Some(text.clone()));
            }
            doc.analysis = self.state.analysis_of(text);
            doc.version = version;
        }
        if project::is_config(&uri) {
            // Every open document, this one too, is checked under it.
            self.state.reconfigure().await;
        } else {
            refresh(&self.state, &uri).await;
        }
    }

    async fn did_close(&self, params: lsp::DidCloseTextDocumentParams) {
        let uri = params.text_document.uri;
        let removed = self.state.documents().remove(uri.as_str());
        self.state.boards.closed(&uri);
        self.state.sent_tokens.forget(&uri);
        if project::is_config(&uri) {
            self.state.configs.edited(&uri, None);
            self.state.reconfigure().await;
        }
        if let Some(flag) = removed.and_then(|d| d.play) {
            flag.store(true, Ordering::Relaxed);
        }
        let was_published = self.state.published.lock().await.remove(uri.as_str());
        if was_published.is_some() {
            self.state
                .client
                .publish_diagnostics(uri, Vec::new(), None)
                .await;
        }
    }

    async fn hover(&self, params: lsp::HoverParams) -> Result<Option<lsp::Hover>> {
        let Some((snap, offset)) = self.at(&params.text_document_position_params) else {
            return Ok(None);
        };
        let stats = self
            .state
            .documents()
            .get(snap.uri.as_str())
            .and_then(|d| d.stats.clone())
            .filter(|(version, _)| *version == snap.version)
            .map(|(_, stats)| stats);
        Ok(
            ide::hover::hover_with_play(snap.analysis(), offset, stats.as_ref()).map(|h| {
                lsp::Hover {
                    contents: lsp::HoverContents::Markup(markdown(h.markdown)),
                    range: Some(snap.range(&h.range)),
                }
            }),
        )
    }

    async fn completion(
        &self,
        params: lsp::CompletionParams,
    ) -> Result<Option<lsp::CompletionResponse>> {
        let Some((snap, offset)) = self.at(&params.text_document_position) else {
            return Ok(None);
        };
        let items: Vec<lsp::CompletionItem> = ide::completion::complete(snap.analysis(), offset)
            .iter()
            .map(|c| snap.completion(c))
            .collect();
        Ok(Some(lsp::CompletionResponse::Array(items)))
    }

    async fn goto_definition(
        &self,
        params: lsp::GotoDefinitionParams,
    ) -> Result<Option<lsp::GotoDefinitionResponse>> {
        let Some((snap, offset)) = self.at(&params.text_document_position_params) else {
            return Ok(None);
        };
        let found: Vec<lsp::Location> = ide::navigation::definition(snap.analysis(), offset)
            .iter()
            .map(|s| snap.location(s))
            .collect();
        Ok((!found.is_empty()).then_some(lsp::GotoDefinitionResponse::Array(found)))
    }

    async fn references(&self, params: lsp::ReferenceParams) -> Result<Option<Vec<lsp::Location>>> {
        let Some((snap, offset)) = self.at(&params.text_document_position) else {
            return Ok(None);
        };
        let found = ide::navigation::references(
            snap.analysis(),
            offset,
            params.context.include_declaration,
        );
        Ok(Some(found.iter().map(|s| snap.location(s)).collect()))
    }

    async fn prepare_rename(
        &self,
        params: lsp::TextDocumentPositionParams,
    ) -> Result<Option<lsp::PrepareRenameResponse>> {
        let Some((snap, offset)) = self.at(&params) else {
            return Ok(None);
        };
        Ok(ide::navigation::name_at(snap.analysis(), offset)
            .map(|n| lsp::PrepareRenameResponse::Range(snap.range(&n.span))))
    }

    async fn rename(&self, params: lsp::RenameParams) -> Result<Option<lsp::WorkspaceEdit>> {
        let Some((snap, offset)) = self.at(&params.text_document_position) else {
            return Ok(None);
        };
        match ide::navigation::rename(snap.analysis(), offset, &params.new_name) {
            Ok(edits) => Ok(Some(snap.edit(&edits))),
            Err(why) => Err(tower_lsp_server::jsonrpc::Error::invalid_params(why)),
        }
    }

    async fn document_symbol(
        &self,
        params: lsp::DocumentSymbolParams,
    ) -> Result<Option<lsp::DocumentSymbolResponse>> {
        let Some(snap) = self.snapshot(&params.text_document.uri) else {
            return Ok(None);
        };
        let symbols = ide::symbols::document_symbols(snap.analysis())
            .iter()
            .map(|s| snap.symbol(s))
            .collect();
        Ok(Some(lsp::DocumentSymbolResponse::Nested(symbols)))
    }

    async fn folding_range(
        &self,
        params: lsp::FoldingRangeParams,
    ) -> Result<Option<Vec<lsp::FoldingRange>>> {
        let Some(snap) = self.snapshot(&params.text_document.uri) else {
            return Ok(None);
        };
        let ranges = ide::symbols::folding_ranges(snap.analysis())
            .iter()
            .map(|r| {
                let range = snap.range(r);
                lsp::FoldingRange {
                    start_line: range.start.line,
                    end_line: range.end.line,
                    ..lsp::FoldingRange::default()
                }
            })
            .filter(|f| f.end_line > f.start_line)
            .collect();
        Ok(Some(ranges))
    }

    async fn code_action(
        &self,
        params: lsp::CodeActionParams,
    ) -> Result<Option<lsp::CodeActionResponse>> {
        let Some(snap) = self.snapshot(&params.text_document.uri) else {
            return Ok(None);
        };
        let range = snap.offset(params.range.start)..snap.offset(params.range.end);
        let played = self.state.played(&snap);
        let actions = ide::actions::code_actions(snap.analysis(), range, &played)
            .into_iter()
            .map(|a| {
                let diagnostic = params
                    .context
                    .diagnostics
                    .iter()
                    .find(|d| {
                        d.range == snap.range(&a.diagnostic)
                            && d.code == Some(lsp::NumberOrString::String(a.code.to_string()))
                    })
                    .cloned();
                lsp::CodeActionOrCommand::CodeAction(lsp::CodeAction {
                    title: a.title,
                    kind: Some(lsp::CodeActionKind::QUICKFIX),
                    diagnostics: diagnostic.map(|d| vec![d]),
                    edit: Some(snap.edit(&a.edits)),
                    is_preferred: Some(a.preferred),
                    ..lsp::CodeAction::default()
                })
            })
            .collect();
        Ok(Some(actions))
    }

    async fn inlay_hint(
        &self,
        params: lsp::InlayHintParams,
    ) -> Result<Option<Vec<lsp::InlayHint>>> {
        let Some(snap) = self.snapshot(&params.text_document.uri) else {
            return Ok(None);
        };
        let from = snap.offset(params.range.start);
        let to = snap.offset(params.range.end);
        let hints = ide::hints::inlay_hints(snap.analysis())
            .iter()
            .filter(|h| from <= h.offset && h.offset <= to)
            .map(|h| lsp::InlayHint {
                position: snap.range(&(h.offset..h.offset)).start,
                label: lsp::InlayHintLabel::String(h.label.clone()),
                kind: None,
                text_edits: None,
                tooltip: None,
                padding_left: Some(true),
                padding_right: None,
                data: None,
            })
            .collect();
        Ok(Some(hints))
    }

    async fn execute_command(&self, params: lsp::ExecuteCommandParams) -> Result<Option<Value>> {
        match params.command.as_str() {
            balance::COMMAND => self.check_balance(params).await,
            board::COMMAND => self.serve_board(&params.arguments),
            describe::COMMAND => {
                let uri = describe::document(&params.arguments).map_err(Error::invalid_params)?;
                let snap = self
                    .snapshot(&uri)
                    .ok_or_else(|| Error::invalid_params("no open variant file has that URI"))?;
                Ok(Some(describe::answer(&snap)))
            }
            other => Err(Error::invalid_params(format!(
                "no command is named `{other}`"
            ))),
        }
    }

    async fn code_lens(&self, params: lsp::CodeLensParams) -> Result<Option<Vec<lsp::CodeLens>>> {
        let Some(snap) = self.snapshot(&params.text_document.uri) else {
            return Ok(None);
        };
        // The summary of sample play on `[game]`; on `[match]`, how its
        // rounds went.
        let (summary, rounds, studied) = self
            .state
            .documents()
            .get(snap.uri.as_str())
            .map(|d| {
                let rounds = d.stats.as_ref().and_then(|(_, s)| s.rounds_words());
                let studied = d.balance.as_ref().filter(|(v, _, _)| *v == snap.version);
                let studied = studied.map(|(_, words, _)| words.clone());
                (d.summary.clone(), rounds, studied)
            })
            .unwrap_or_default();
        // The lens on `[game]` runs a balance study when clicked.
        let balance_lens = |summary: String| {
            let title = match &studied {
                Some(words) => format!("{summary} · balance: {words} · check again"),
                None => format!("{summary} · check balance"),
            };
            let uri = serde_json::Value::from(snap.uri.as_str());
            (title, balance::COMMAND.to_string(), Some(vec![uri]))
        };
        let is_match = snap
            .analysis()
            .checked()
            .variant
            .as_ref()
            .is_some_and(|v| v.match_rules.is_some());
        let lenses = ide::symbols::sections(snap.analysis())
            .filter_map(|s| {
                let (title, command, arguments) = match s.name.as_str() {
                    "game" => summary.clone().map(balance_lens),
                    "match" if is_match => rounds.clone().map(|r| (r, String::new(), None)),
                    _ => None,
                }?;
                Some(lsp::CodeLens {
                    range: snap.range(&s.header),
                    command: Some(lsp::Command {
                        title,
                        command,
                        arguments,
                    }),
                    data: None,
                })
            })
            .collect();
        Ok(Some(lenses))
    }

    async fn formatting(
        &self,
        params: lsp::DocumentFormattingParams,
    ) -> Result<Option<Vec<lsp::TextEdit>>> {
        Ok(self
            .snapshot(&params.text_document.uri)
            .and_then(|snap| snap.formatting()))
    }

    /// The whole file, whatever the range: the layout orders the tables
    /// and their keys, so a part of the file has no layout of its own.
    async fn range_formatting(
        &self,
        params: lsp::DocumentRangeFormattingParams,
    ) -> Result<Option<Vec<lsp::TextEdit>>> {
        Ok(self
            .snapshot(&params.text_document.uri)
            .and_then(|snap| snap.formatting()))
    }

    async fn semantic_tokens_full(
        &self,
        params: lsp::SemanticTokensParams,
    ) -> Result<Option<lsp::SemanticTokensResult>> {
        let uri = &params.text_document.uri;
        Ok(self
            .all_tokens(uri)
            .map(|encoded| self.state.sent_tokens.full(uri, encoded).into()))
    }

    async fn semantic_tokens_full_delta(
        &self,
        params: lsp::SemanticTokensDeltaParams,
    ) -> Result<Option<lsp::SemanticTokensFullDeltaResult>> {
        let uri = &params.text_document.uri;
        let previous = &params.previous_result_id;
        Ok(self
            .all_tokens(uri)
            .map(|encoded| self.state.sent_tokens.delta(uri, previous, encoded)))
    }

    async fn semantic_tokens_range(
        &self,
        params: lsp::SemanticTokensRangeParams,
    ) -> Result<Option<lsp::SemanticTokensRangeResult>> {
        let Some(snap) = self.snapshot(&params.text_document.uri) else {
            return Ok(None);
        };
        let range = snap.offset(params.range.start)..snap.offset(params.range.end);
        let found = ide::tokens::tokens_in(snap.analysis(), &range);
        Ok(Some(tokens::encode(&snap, &found).into()))
    }

    async fn document_link(
        &self,
        params: lsp::DocumentLinkParams,
    ) -> Result<Option<Vec<lsp::DocumentLink>>> {
        let Some(snap) = self.snapshot(&params.text_document.uri) else {
            return Ok(None);
        };
        let found = ide::links::links(snap.analysis());
        Ok(Some(links::document_links(&snap, &found)))
    }

    async fn symbol(
        &self,
        params: lsp::WorkspaceSymbolParams,
    ) -> Result<Option<lsp::WorkspaceSymbolResponse>> {
        let open = self.state.open_variant_files();
        let open_paths: Vec<PathBuf> = open
            .iter()
            .filter_map(|snap| snap.uri.to_file_path().map(|p| p.into_owned()))
            .collect();
        let folders = self.state.folders.get().cloned().unwrap_or_default();
        let encoding = self.state.encoding();
        let on_disk =
            tokio::task::spawn_blocking(move || folders.variant_files(&open_paths, encoding))
                .await
                .unwrap_or_default();
        let found: Vec<lsp::WorkspaceSymbol> = open
            .iter()
            .chain(&on_disk)
            .flat_map(|snap| {
                ide::symbols::workspace_symbols(snap.analysis(), &params.query)
                    .iter()
                    .map(|s| snap.workspace_symbol(s))
                    .collect::<Vec<_>>()
            })
            .collect();
        Ok(Some(found.into()))
    }

    async fn diagnostic(
        &self,
        params: lsp::DocumentDiagnosticParams,
    ) -> Result<lsp::DocumentDiagnosticReportResult> {
        let Some(snap) = self.snapshot(&params.text_document.uri) else {
            return Ok(pull::full(None, Vec::new()));
        };
        let epoch = self.state.config_epoch.load(Ordering::Relaxed);
        let played = self.state.played(&snap);
        let id = pull::result_id(epoch, snap.version, !played.is_empty());
        if params.previous_result_id.as_ref() == Some(&id) {
            return Ok(pull::unchanged(id));
        }
        let selection = self.state.selection(&snap.uri).await;
        let found: Vec<lsp::Diagnostic> = static_diagnostics(&snap, &selection)
            .iter()
            .chain(&played)
            .map(|d| snap.diagnostic(d))
            .collect();
        Ok(pull::full(Some(id), found))
    }
}
