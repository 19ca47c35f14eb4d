//! A guard in front of the protocol library's reader. That reader stops
//! for good at the first message it cannot decode, which would end the
//! server on one garbled message; this guard reads the `Content-Length`
//! frames itself, passes on every body that is a JSON-RPC request or
//! response, and drops (and logs) the rest.

use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, BufReader};
use tower_lsp_server::jsonrpc::{Request, Response};

/// The largest message passed on; larger ones are skipped.
pub const MAX_MESSAGE_BYTES: usize = 64 << 20;

/// Whether `body` is a message the protocol library can decode.
pub fn is_message(body: &[u8]) -> bool {
    serde_json::from_slice::<Request>(body).is_ok()
        || serde_json::from_slice::<Response>(body).is_ok()
}

/// Copies well-formed messages from `input` to `output` until `input` ends
/// or `output` is closed.
pub async fn guard(input: impl AsyncRead + Unpin, mut output: impl AsyncWrite + Unpin) {
    let mut reader = BufReader::new(input);
    let mut line = Vec::new();
    loop {
        let mut length: Option<usize> = None;
        loop {
            line.clear();
            match reader.read_until(b'\n', &mut line).await {
                Ok(0) | Err(_) => return,
                Ok(_) => {}
            }
            let text = String::from_utf8_lossy(&line);
            let text = text.trim();
            if text.is_empty() {
                if length.is_some() {
                    break;
                }
                continue;
            }
            if let Some((name, value)) = text.split_once(':')
                && name.trim().eq_ignore_ascii_case("content-length")
            {
                length = value.trim().parse().ok();
            }
        }
        let Some(length) = length else { continue };
        if length > MAX_MESSAGE_BYTES {
            tracing::warn!(length, "message too large, skipped");
            let skipped = tokio::io::copy(
                &mut (&mut reader).take(length as u64),
                &mut tokio::io::sink(),
            )
            .await;
            if skipped.is_err() {
                return;
            }
            continue;
        }
        let mut body = vec![0; length];
        if reader.read_exact(&mut body).await.is_err() {
            return;
        }
        if !is_message(&body) {
            tracing::warn!(
                "dropped a message that is not JSON-RPC: {}",
                String::from_utf8_lossy(&body)
                    .chars()
                    .take(80)
                    .collect::<String>()
            );
            continue;
        }
        let header = format!("Content-Length: {length}\r\n\r\n");
        if output.write_all(header.as_bytes()).await.is_err()
            || output.write_all(&body).await.is_err()
            || output.flush().await.is_err()
        {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn garbage_is_dropped_and_messages_pass() {
        let good = r#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#;
        let input = format!(
            "Content-Length: 9\r\n\r\n{{not json\r\nno header here\r\n\r\nContent-Length: {}\r\n\r\n{good}Content-Length: 7\r\n\r\n{{\"a\":1}}",
            good.len()
        );
        let mut out = Vec::new();
        guard(input.as_bytes(), &mut out).await;
        assert_eq!(
            String::from_utf8(out).unwrap(),
            format!("Content-Length: {}\r\n\r\n{good}", good.len())
        );
    }
}
