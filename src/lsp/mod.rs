//! The language server, `sow lsp`: a thin protocol shell over [`crate::ide`].
//!
//! Documents are held in ropes and updated by incremental edits, applied in
//! the order they arrive; each version is analysed once
//! ([`crate::ide::Analysis`]) and every derived result is computed from
//! that analysis. Diagnostics are published with their version, never for a
//! version older than one already published. Positions are converted at the
//! edge, in the encoding negotiated at initialisation (UTF-8 when the client
//! offers it, else UTF-16).

mod convert;
pub mod play;
pub mod position;
mod server;
pub mod transport;

/// Serves the protocol on standard input and output until the client exits.
/// Logs go to standard error. Returns the process exit code.
pub fn serve_stdio() -> u8 {
    let _ = tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .with_max_level(tracing::Level::INFO)
        .try_init();
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
