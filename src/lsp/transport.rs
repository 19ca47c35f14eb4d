//! The byte streams around the protocol library. Its reader stops for good
//! at the first message it cannot decode, which would end the server on one
//! garbled message; so a guard reads the `Content-Length` frames itself,
//! passes on every body that is a JSON-RPC request or response, and answers
//! the rest with a protocol error (parse error, invalid request) itself.
//! Those answers and the library's own output meet in one channel, a whole
//! frame at a time, on their way to the output.

use tokio::io::{
    AsyncBufRead, AsyncBufReadExt, AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, BufReader,
};
use tokio::sync::mpsc;
use tower_lsp_server::jsonrpc::{Error, Id, Request, Response};

/// The largest message passed on; larger ones are skipped.
pub const MAX_MESSAGE_BYTES: usize = 64 << 20;

/// What goes to the output: whole frames, then the end.
#[derive(Debug)]
pub enum Outgoing {
    /// A message body (the header is added on writing).
    Body(Vec<u8>),
    /// The server wrote its last message.
    End,
}

/// One frame read from the input.
enum Frame {
    Body(Vec<u8>),
    /// A frame over [`MAX_MESSAGE_BYTES`], skipped; its length.
    TooLarge(usize),
}

/// Reads the next frame: header lines up to an empty line after a
/// `Content-Length`, then that many bytes. Lines that are not a valid
/// header are skipped. `None` at the end of the input.
async fn read_frame(reader: &mut (impl AsyncBufRead + Unpin)) -> Option<Frame> {
    let mut line = Vec::new();
    let mut length: Option<usize> = None;
    loop {
        line.clear();
        match reader.read_until(b'\n', &mut line).await {
            Ok(0) | Err(_) => return None,
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
    let length = length?;
    let mut body = Vec::new();
    let limit = length.min(MAX_MESSAGE_BYTES + 1);
    let read = reader.take(limit as u64).read_to_end(&mut body).await;
    if read.is_err() || body.len() < limit {
        return None;
    }
    if length > MAX_MESSAGE_BYTES {
        drop(body);
        let rest = (length - limit) as u64;
        let skipped = tokio::io::copy(&mut reader.take(rest), &mut tokio::io::sink()).await;
        return match skipped {
            Ok(n) if n == rest => Some(Frame::TooLarge(length)),
            _ => None,
        };
    }
    Some(Frame::Body(body))
}

/// What the protocol library decodes a body into, declared as it declares
/// it (its own is private), so that what passes here passes there.
#[derive(serde::Deserialize)]
#[serde(untagged)]
enum Message {
    Response(#[allow(dead_code)] Response),
    Request(#[allow(dead_code)] Request),
}

/// Whether `body` is a message the protocol library can decode: UTF-8
/// text (it checks all of it, even the parts it ignores), not empty, that
/// parses as a message the way it parses one.
pub fn is_message(body: &[u8]) -> bool {
    std::str::from_utf8(body)
        .is_ok_and(|text| !text.is_empty() && serde_json::from_str::<Message>(text).is_ok())
}

/// The protocol error that answers `body`, which is not a message: a parse
/// error if it is not JSON, else an invalid request (with its id, if it
/// has a usable one).
pub fn error_reply(body: &[u8]) -> Response {
    let parsed = std::str::from_utf8(body)
        .map_err(|e| e.to_string())
        .and_then(|text| {
            serde_json::from_str::<serde_json::Value>(text).map_err(|e| e.to_string())
        });
    match parsed {
        Err(e) => {
            let mut error = Error::parse_error();
            error.message = format!("Parse error: {e}").into();
            Response::from_error(Id::Null, error)
        }
        Ok(value) => {
            let id = value
                .get("id")
                .and_then(|id| serde_json::from_value::<Id>(id.clone()).ok())
                .unwrap_or(Id::Null);
            Response::from_error(id, Error::invalid_request())
        }
    }
}

/// Copies well-formed messages from `input` to `output` until `input` ends
/// or `output` is closed; sends a protocol error to `replies` for every
/// other frame.
pub async fn guard(
    input: impl AsyncRead + Unpin,
    mut output: impl AsyncWrite + Unpin,
    replies: mpsc::Sender<Outgoing>,
) {
    let mut reader = BufReader::new(input);
    while let Some(frame) = read_frame(&mut reader).await {
        let reply = match frame {
            Frame::TooLarge(length) => {
                tracing::warn!(length, "message too large, skipped");
                let mut error = Error::invalid_request();
                error.message =
                    format!("a message of {length} bytes is over the limit of {MAX_MESSAGE_BYTES}")
                        .into();
                Response::from_error(Id::Null, error)
            }
            Frame::Body(body) if is_message(&body) => {
                if output.write_all(&header(body.len())).await.is_err()
                    || output.write_all(&body).await.is_err()
                    || output.flush().await.is_err()
                {
                    return;
                }
                continue;
            }
            Frame::Body(body) => {
                tracing::warn!(
                    "answered a message that is not JSON-RPC: {}",
                    String::from_utf8_lossy(&body)
                        .chars()
                        .take(80)
                        .collect::<String>()
                );
                error_reply(&body)
            }
        };
        let Ok(reply) = serde_json::to_vec(&reply) else {
            continue;
        };
        if replies.send(Outgoing::Body(reply)).await.is_err() {
            return;
        }
    }
}

/// Passes the frames the protocol library writes to `server_output` on to
/// `frames`, whole, then [`Outgoing::End`].
pub async fn relay(server_output: impl AsyncRead + Unpin, frames: mpsc::Sender<Outgoing>) {
    let mut reader = BufReader::new(server_output);
    while let Some(frame) = read_frame(&mut reader).await {
        if let Frame::Body(body) = frame
            && frames.send(Outgoing::Body(body)).await.is_err()
        {
            return;
        }
    }
    let _ = frames.send(Outgoing::End).await;
}

/// Writes the frames from `frames` to `output` until [`Outgoing::End`].
pub async fn write(mut frames: mpsc::Receiver<Outgoing>, mut output: impl AsyncWrite + Unpin) {
    while let Some(Outgoing::Body(body)) = frames.recv().await {
        if output.write_all(&header(body.len())).await.is_err()
            || output.write_all(&body).await.is_err()
            || output.flush().await.is_err()
        {
            return;
        }
    }
}

fn header(length: usize) -> Vec<u8> {
    format!("Content-Length: {length}\r\n\r\n").into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn garbage_is_answered_and_messages_pass() {
        let good = r#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#;
        let input = format!(
            "Content-Length: 9\r\n\r\n{{not json\r\nno header here\r\n\r\nContent-Length: {}\r\n\r\n{good}Content-Length: 14\r\n\r\n{{\"a\":1,\"id\":7}}",
            good.len()
        );
        let mut out = Vec::new();
        let (tx, mut rx) = mpsc::channel(8);
        guard(input.as_bytes(), &mut out, tx).await;
        assert_eq!(
            String::from_utf8(out).unwrap(),
            format!("Content-Length: {}\r\n\r\n{good}", good.len())
        );
        let mut replies = Vec::new();
        while let Some(Outgoing::Body(body)) = rx.recv().await {
            replies.push(serde_json::from_slice::<serde_json::Value>(&body).unwrap());
        }
        assert_eq!(replies.len(), 2, "{replies:?}");
        assert_eq!(replies[0]["error"]["code"], -32700);
        assert_eq!(replies[0]["id"], serde_json::Value::Null);
        assert_eq!(replies[1]["error"]["code"], -32600);
        assert_eq!(replies[1]["id"], 7);
    }

    #[test]
    fn what_the_protocol_library_would_refuse_is_no_message() {
        assert!(is_message(
            br#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#
        ));
        assert!(is_message(br#"{"jsonrpc":"2.0","id":1,"result":null}"#));
        // Invalid UTF-8 in a field it ignores: found by the lsp fuzz target.
        assert!(!is_message(
            b"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"shutdown\",\"x\":\"\xd1\"}"
        ));
        assert!(!is_message(b""));
    }

    #[tokio::test]
    async fn a_frame_over_the_limit_is_skipped_and_answered() {
        let good = r#"{"jsonrpc":"2.0","method":"exit"}"#;
        let big = MAX_MESSAGE_BYTES + 10;
        let mut input = format!("Content-Length: {big}\r\n\r\n").into_bytes();
        input.resize(input.len() + big, b' ');
        input.extend(format!("Content-Length: {}\r\n\r\n{good}", good.len()).bytes());
        let mut out = Vec::new();
        let (tx, mut rx) = mpsc::channel(8);
        guard(input.as_slice(), &mut out, tx).await;
        assert!(String::from_utf8(out).unwrap().ends_with(good));
        let Some(Outgoing::Body(reply)) = rx.recv().await else {
            panic!("no reply");
        };
        let reply: serde_json::Value = serde_json::from_slice(&reply).unwrap();
        assert_eq!(reply["error"]["code"], -32600);
    }
}
