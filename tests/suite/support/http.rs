//! A minimal HTTP client for the board's server (`sow view`, and the
//! boards the language server serves): raw requests over TCP to
//! 127.0.0.1, so every header is the test's own.

#![allow(dead_code)]

use std::io::{Read, Write};
use std::net::TcpStream;

use serde_json::Value;

/// The server of a board's page on a port of 127.0.0.1.
pub struct Page {
    pub port: u16,
}

impl Page {
    /// The page at `url` (`http://127.0.0.1:PORT/`).
    pub fn at(url: &str) -> Page {
        let port = url
            .strip_prefix("http://127.0.0.1:")
            .and_then(|rest| rest.split('/').next())
            .and_then(|p| p.parse().ok())
            .unwrap_or_else(|| panic!("no page at {url:?}"));
        Page { port }
    }

    /// Sends a raw request and returns the whole answer, headers and all.
    pub fn answer(&self, request: &str) -> String {
        let mut stream = TcpStream::connect(("127.0.0.1", self.port)).unwrap();
        stream.write_all(request.as_bytes()).unwrap();
        let mut answer = String::new();
        stream.read_to_string(&mut answer).unwrap();
        answer
    }

    /// Sends a raw request and returns the status and body.
    pub fn raw(&self, request: &str) -> (u16, String) {
        let answer = self.answer(request);
        let status = answer
            .split(' ')
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        let body = answer
            .split_once("\r\n\r\n")
            .map_or(String::new(), |(_, b)| b.to_string());
        (status, body)
    }

    /// A GET of `path` with these extra header lines.
    pub fn get_with(&self, path: &str, headers: &str) -> (u16, String) {
        self.raw(&format!(
            "GET {path} HTTP/1.0\r\nHost: 127.0.0.1:{}\r\n{headers}Connection: close\r\n\r\n",
            self.port
        ))
    }

    pub fn get(&self, path: &str) -> (u16, String) {
        self.get_with(path, "")
    }

    /// The JSON answer to a GET of `path`, which must succeed.
    pub fn json(&self, path: &str) -> Value {
        let (status, body) = self.get(path);
        assert_eq!(status, 200, "{path}: {body}");
        serde_json::from_str(&body).unwrap()
    }
}
