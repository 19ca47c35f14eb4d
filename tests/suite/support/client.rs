//! A minimal LSP client for tests and benchmarks: starts the real `sow lsp`
//! and speaks JSON-RPC over its pipes.

#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

pub const WAIT: Duration = Duration::from_secs(20);

pub struct Server {
    child: Child,
    stdin: ChildStdin,
    messages: Receiver<Value>,
    next_id: i64,
    /// Every publishDiagnostics received, in order.
    pub published: Vec<Value>,
}

impl Server {
    pub fn start() -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_sow"))
            .arg("lsp")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, messages) = channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            loop {
                let mut length = None;
                loop {
                    let mut line = String::new();
                    if reader.read_line(&mut line).unwrap_or(0) == 0 {
                        return;
                    }
                    let line = line.trim_end();
                    if line.is_empty() {
                        break;
                    }
                    if let Some(n) = line.strip_prefix("Content-Length: ") {
                        length = n.parse::<usize>().ok();
                    }
                }
                let mut body = vec![0; length.unwrap()];
                if reader.read_exact(&mut body).is_err() {
                    return;
                }
                if tx.send(serde_json::from_slice(&body).unwrap()).is_err() {
                    return;
                }
            }
        });
        Server {
            child,
            stdin,
            messages,
            next_id: 1,
            published: Vec::new(),
        }
    }

    pub fn send_raw(&mut self, body: &str) {
        self.send_bytes(body.as_bytes());
    }

    pub fn send_bytes(&mut self, body: &[u8]) {
        write!(self.stdin, "Content-Length: {}\r\n\r\n", body.len()).unwrap();
        self.stdin.write_all(body).unwrap();
        self.stdin.flush().unwrap();
    }

    pub fn send(&mut self, message: Value) {
        self.send_raw(&message.to_string());
    }

    pub fn notify(&mut self, method: &str, params: Value) {
        self.send(json!({"jsonrpc": "2.0", "method": method, "params": params}));
    }

    /// The next message, keeping diagnostics on the side.
    pub fn receive(&mut self, deadline: Instant) -> Option<Value> {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.messages.recv_timeout(left) {
            Ok(m) => {
                if m["method"] == "textDocument/publishDiagnostics" {
                    self.published.push(m["params"].clone());
                }
                Some(m)
            }
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => panic!("the server closed its output"),
        }
    }

    /// Waits for the first message that `wanted` accepts.
    pub fn wait_for(&mut self, what: &str, wanted: impl Fn(&Value) -> bool) -> Value {
        let deadline = Instant::now() + WAIT;
        while let Some(m) = self.receive(deadline) {
            if wanted(&m) {
                return m;
            }
        }
        panic!("no {what}");
    }

    /// The server's resident memory in KiB (Linux only).
    pub fn rss_kib(&self) -> Option<u64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).ok()?;
        let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
        line.split_whitespace().nth(1)?.parse().ok()
    }

    /// Sends a request and waits for its whole response.
    pub fn call(&mut self, method: &str, params: Value) -> Value {
        let id = self.next_id;
        self.next_id += 1;
        self.send(json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        self.wait_for(&format!("answer to {method}"), |m| {
            m["id"] == id && m.get("method").is_none()
        })
    }

    pub fn request(&mut self, method: &str, params: Value) -> Value {
        let m = self.call(method, params);
        assert!(m.get("error").is_none(), "{method}: {m}");
        m["result"].clone()
    }

    pub fn request_error(&mut self, method: &str, params: Value) -> Value {
        self.call(method, params)["error"].clone()
    }

    /// Waits for the diagnostics of `version` of `uri`.
    pub fn diagnostics(&mut self, uri: &str, version: i64) -> Value {
        let deadline = Instant::now() + WAIT;
        loop {
            if let Some(p) = self
                .published
                .iter()
                .rev()
                .find(|p| p["uri"] == uri && p["version"] == version)
            {
                return p["diagnostics"].clone();
            }
            if self.receive(deadline).is_none() {
                panic!("no diagnostics for version {version} of {uri}");
            }
        }
    }

    pub fn initialize(&mut self, encodings: Value) -> Value {
        let result = self.request(
            "initialize",
            json!({"capabilities": {"general": {"positionEncodings": encodings}}}),
        );
        self.notify("initialized", json!({}));
        result
    }

    pub fn open(&mut self, uri: &str, text: &str) {
        self.notify(
            "textDocument/didOpen",
            json!({"textDocument": {"uri": uri, "languageId": "toml", "version": 1, "text": text}}),
        );
    }

    pub fn change(&mut self, uri: &str, version: i64, changes: Value) {
        self.notify(
            "textDocument/didChange",
            json!({"textDocument": {"uri": uri, "version": version}, "contentChanges": changes}),
        );
    }

    pub fn at(
        &mut self,
        method: &str,
        uri: &str,
        line: u32,
        character: u32,
        extra: Value,
    ) -> Value {
        let mut params = json!({"textDocument": {"uri": uri}, "position": {"line": line, "character": character}});
        if let (Some(p), Some(e)) = (params.as_object_mut(), extra.as_object()) {
            p.extend(e.clone());
        }
        self.request(method, params)
    }

    pub fn stop(mut self) {
        assert_eq!(self.request("shutdown", Value::Null), Value::Null);
        self.notify("exit", Value::Null);
        let deadline = Instant::now() + WAIT;
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                assert!(status.success(), "{status}");
                return;
            }
            assert!(Instant::now() < deadline, "the server did not exit");
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Line and UTF-16 column of the first `needle` in `text`, plus `skip` characters.
pub fn find(text: &str, needle: &str, skip: u32) -> (u32, u32) {
    let at = text.find(needle).unwrap();
    let line = text[..at].matches('\n').count() as u32;
    let start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    (line, text[start..at].encode_utf16().count() as u32 + skip)
}

pub fn range(line: u32, from: u32, to: u32) -> Value {
    json!({"start": {"line": line, "character": from}, "end": {"line": line, "character": to}})
}

/// The codes of a batch of diagnostics.
pub fn codes(batch: &Value) -> Vec<String> {
    batch
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["code"].as_str().unwrap().to_string())
        .collect()
}

/// The flat integers of a semantic tokens result's `data`.
pub fn integers(data: &Value) -> Vec<u64> {
    data.as_array()
        .unwrap()
        .iter()
        .map(|n| n.as_u64().unwrap())
        .collect()
}
