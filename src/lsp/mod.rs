//! The language server, `sow lsp`: a thin protocol shell over [`crate::ide`].
//!
//! Documents are held in ropes and updated by incremental edits, applied in
//! the order they arrive; each version is analysed once
//! ([`crate::ide::Analysis`]) and every derived result is computed from
//! that analysis. Diagnostics are published with their version, never for a
//! version older than one already published. Positions are converted at the
//! edge, in the encoding negotiated at initialisation (UTF-8 when the client
//! offers it, else UTF-16).

mod balance;
mod board;
mod convert;
mod delta;
mod describe;
mod links;
pub mod play;
pub mod position;
mod project;
mod pull;
mod server;
mod tokens;
pub mod transport;
mod workspace;

/// How detailed the server's log is, from least to most.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum LogLevel {
    /// No log at all.
    Off,
    /// Failures only.
    Error,
    /// And what the server ignored (stale edits, oversized messages).
    Warn,
    /// And each session's start (the default).
    Info,
    /// And what was not published, and why.
    Debug,
    /// Everything.
    Trace,
}

impl LogLevel {
    /// The level named `name` (as `--log-level` spells it, any case).
    pub fn from_name(name: &str) -> Option<LogLevel> {
        <LogLevel as clap::ValueEnum>::from_str(name.trim(), true).ok()
    }

    fn filter(self) -> tracing_subscriber::filter::LevelFilter {
        use tracing_subscriber::filter::LevelFilter;
        match self {
            LogLevel::Off => LevelFilter::OFF,
            LogLevel::Error => LevelFilter::ERROR,
            LogLevel::Warn => LevelFilter::WARN,
            LogLevel::Info => LevelFilter::INFO,
            LogLevel::Debug => LevelFilter::DEBUG,
            LogLevel::Trace => LevelFilter::TRACE,
        }
    }
}

/// A lock that a panicked holder left as it was (between two whole
/// updates): go on with it.
fn lock<T>(mutex: &std::sync::Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The environment variable that sets the log level when `--log-level`
/// does not.
pub const LOG_ENV: &str = "SOW_LOG";

/// Where the server logs, and how much.
#[derive(Debug, Clone, Default)]
pub struct LogOptions {
    /// The level; `None` for `SOW_LOG`, else `info`.
    pub level: Option<LogLevel>,
    /// A file to append the log to; `None` for standard error.
    pub file: Option<std::path::PathBuf>,
}

/// Starts the log as `options` say. Never writes to standard output, which
/// the protocol owns. An unusable file is an error for the caller to
/// report; an unknown `SOW_LOG` is reported in the log itself.
fn start_log(options: &LogOptions) -> Result<(), String> {
    let from_env = std::env::var(LOG_ENV).ok();
    let env_level = from_env.as_deref().map(|v| (v, LogLevel::from_name(v)));
    let level = options
        .level
        .or(env_level.and_then(|(_, l)| l))
        .unwrap_or(LogLevel::Info);
    let writer = match &options.file {
        Some(path) => {
            let file = std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .map_err(|e| format!("cannot open the log file {}: {e}", path.display()))?;
            tracing_subscriber::fmt::writer::BoxMakeWriter::new(std::sync::Mutex::new(file))
        }
        None => tracing_subscriber::fmt::writer::BoxMakeWriter::new(std::io::stderr),
    };
    let _ = tracing_subscriber::fmt()
        .with_writer(writer)
        .with_ansi(false)
        .with_max_level(level.filter())
        .try_init();
    if let Some((value, None)) = env_level
        && options.level.is_none()
    {
        tracing::warn!(
            "{LOG_ENV}={value:?} is no log level (off, error, warn, info, debug, trace); logging at info"
        );
    }
    Ok(())
}

/// Serves the protocol on standard input and output until the client exits,
/// logging as `log` says. Returns the process exit code.
pub fn serve_stdio(log: &LogOptions) -> u8 {
    if let Err(e) = start_log(log) {
        eprintln!("sow lsp: {e}");
        return 2;
    }
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            tracing::error!("cannot start the runtime: {e}");
            return 2;
        }
    };
    runtime.block_on(serve(tokio::io::stdin(), tokio::io::stdout()));
    // Standard input may still be open after `exit`; do not wait for it.
    runtime.shutdown_background();
    0
}

/// Serves the protocol on `input` and `output` until the client exits or
/// `input` ends, and every answer is written. Background play may still be
/// running when it returns; it stops at its time budget.
pub async fn serve<I, O>(input: I, output: O)
where
    I: tokio::io::AsyncRead + Unpin + Send + 'static,
    O: tokio::io::AsyncWrite + Unpin + Send + 'static,
{
    let (service, socket) = tower_lsp_server::LspService::build(server::Backend::new)
        .custom_method("sow/analysesBuilt", server::Backend::analyses_built)
        .custom_method(
            "window/workDoneProgress/cancel",
            server::Backend::cancel_progress,
        )
        .finish();
    let (guarded, server_input) = tokio::io::duplex(1 << 16);
    let (server_output, framed) = tokio::io::duplex(1 << 16);
    let (frames, outgoing) = tokio::sync::mpsc::channel(64);
    let guard = tokio::spawn(transport::guard(input, guarded, frames.clone()));
    let relay = tokio::spawn(transport::relay(framed, frames));
    let writer = tokio::spawn(transport::write(outgoing, output));
    tower_lsp_server::Server::new(server_input, server_output, socket)
        .serve(service)
        .await;
    // The server's output is closed: the relay ends, then the writer.
    let _ = relay.await;
    let _ = writer.await;
    guard.abort();
}

/// The document a command of the server's (`workspace/executeCommand`) is
/// asked about: the URI its arguments give first.
fn document_argument(
    arguments: &[serde_json::Value],
    command: &str,
) -> Result<tower_lsp_server::ls_types::Uri, String> {
    arguments
        .first()
        .and_then(serde_json::Value::as_str)
        .and_then(|u| u.parse().ok())
        .ok_or_else(|| format!("{command} takes the document's URI first"))
}
