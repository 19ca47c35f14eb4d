//! The server's message handling from bytes: the real server, in-process,
//! reads a session from the input. After a fixed prefix (`initialize` with
//! one of two position encodings, answered before the rest is sent,
//! `initialized`, and `didOpen` of an example at `file:///f.sow.toml`),
//! each line of the input is one message body, framed with its
//! `Content-Length`; a line starting with `!` goes out raw (the rest of the
//! line and `\r\n`), to reach the framing. A `shutdown` request and, once
//! it is answered, `exit` close the session, and the input then ends.
//!
//! Invariants: the server ends once its input does (a hang is a libFuzzer
//! timeout), everything it writes is a well-framed JSON-RPC message, and,
//! unless the input could have ended the session or broken the framing
//! itself, the closing `shutdown` is answered.

#![no_main]

use libfuzzer_sys::fuzz_target;
use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::sync::oneshot;

const URI: &str = "file:///f.sow.toml";
const SHUTDOWN_ID: i64 = 1_000_000_000;
const EXAMPLES: [&str; 5] = [
    include_str!("../../examples/kalah.sow.toml"),
    include_str!("../../examples/oware.sow.toml"),
    include_str!("../../examples/hufesay.sow.toml"),
    include_str!("../../examples/qelat.sow.toml"),
    include_str!("../../examples/selus-massawa.sow.toml"),
];

fn frame(out: &mut Vec<u8>, body: &[u8]) {
    out.extend_from_slice(format!("Content-Length: {}\r\n\r\n", body.len()).as_bytes());
    out.extend_from_slice(body);
}

fn framed(message: &Value) -> Vec<u8> {
    let mut out = Vec::new();
    frame(&mut out, message.to_string().as_bytes());
    out
}

/// The `initialize` request, the rest of the session (up to `shutdown`),
/// and whether the session holds raw bytes.
fn session(data: &[u8]) -> (Vec<u8>, Vec<u8>, bool) {
    let seed = sow_fuzz::seed(data);
    let encodings = if seed & 1 == 0 {
        json!(["utf-16"])
    } else {
        json!(["utf-8", "utf-16"])
    };
    let text = format!(
        "{}# ሰላም 😀 ✓\r\n",
        EXAMPLES[(seed >> 1) as usize % EXAMPLES.len()]
    );
    let initialize = framed(&json!({"jsonrpc": "2.0", "id": 0, "method": "initialize",
        "params": {"capabilities": {"general": {"positionEncodings": encodings}}}}));
    let mut rest = Vec::new();
    for message in [
        json!({"jsonrpc": "2.0", "method": "initialized", "params": {}}),
        json!({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument":
               {"uri": URI, "languageId": "toml", "version": 1, "text": text}}}),
    ] {
        rest.extend(framed(&message));
    }
    let mut raw = false;
    for line in data.split(|&b| b == b'\n') {
        match line.strip_prefix(b"!") {
            Some(bytes) => {
                raw = true;
                rest.extend_from_slice(bytes);
                rest.extend_from_slice(b"\r\n");
            }
            None => frame(&mut rest, line),
        }
    }
    rest.extend(framed(
        &json!({"jsonrpc": "2.0", "id": SHUTDOWN_ID, "method": "shutdown"}),
    ));
    (initialize, rest, raw)
}

/// Reads the server's output to its end, checking every frame, and tells
/// when `initialize` and the closing `shutdown` are answered.
async fn read_all(
    output: impl tokio::io::AsyncRead + Unpin,
    initialized: oneshot::Sender<()>,
    shut_down: oneshot::Sender<()>,
) -> Vec<Value> {
    let mut reader = BufReader::new(output);
    let mut messages = Vec::new();
    let (mut initialized, mut shut_down) = (Some(initialized), Some(shut_down));
    loop {
        let mut header = String::new();
        match reader.read_line(&mut header).await {
            Ok(0) => return messages,
            Ok(_) => {}
            Err(e) => panic!("output: {e}"),
        }
        let length: usize = header
            .strip_prefix("Content-Length: ")
            .and_then(|n| n.trim_end().parse().ok())
            .unwrap_or_else(|| panic!("not a header: {header:?}"));
        let mut blank = String::new();
        reader.read_line(&mut blank).await.unwrap();
        assert_eq!(blank, "\r\n", "after {header:?}");
        let mut body = vec![0; length];
        reader.read_exact(&mut body).await.unwrap();
        let message: Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(message["jsonrpc"], "2.0", "{message}");
        if message.get("method").is_none() {
            let done = if message["id"] == 0 {
                &mut initialized
            } else if message["id"] == SHUTDOWN_ID {
                &mut shut_down
            } else {
                &mut None
            };
            if let Some(tell) = done.take() {
                let _ = tell.send(());
            }
        }
        messages.push(message);
    }
}

fuzz_target!(|data: &[u8]| {
    let (initialize, rest, raw) = session(data);
    let Ok(runtime) = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    else {
        return;
    };
    let messages = runtime.block_on(async move {
        let (mut input, server_input) = tokio::io::duplex(1 << 16);
        let (server_output, output) = tokio::io::duplex(1 << 16);
        let server = tokio::spawn(sow::lsp::serve(server_input, server_output));
        let (initialized, on_initialized) = oneshot::channel();
        let (shut_down, on_shut_down) = oneshot::channel();
        let reader = tokio::spawn(read_all(output, initialized, shut_down));
        // A client: waits for the answer to `initialize`, sends the rest,
        // and `exit` once `shutdown` is answered. Raw bytes may have broken
        // the framing, so after them the input just ends.
        let wrote = input.write_all(&initialize).await;
        if wrote.is_ok() && on_initialized.await.is_ok() && input.write_all(&rest).await.is_ok() {
            if !raw && on_shut_down.await.is_ok() {
                let exit = framed(&json!({"jsonrpc": "2.0", "method": "exit"}));
                let _ = input.write_all(&exit).await;
            }
        }
        drop(input);
        server.await.unwrap();
        reader.await.unwrap()
    });
    // Background play, if any started, ends within its time budget.
    drop(runtime);
    let may_end_early = raw || data.windows(4).any(|w| w == b"exit");
    if !may_end_early {
        assert!(
            messages.iter().any(|m| m["id"] == SHUTDOWN_ID),
            "shutdown not answered: {:?}",
            messages
                .iter()
                .map(|m| format!("{} {} {}", m["id"], m["method"], m["error"]))
                .collect::<Vec<_>>()
        );
    }
});
