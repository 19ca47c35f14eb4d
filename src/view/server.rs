//! The web server of `sow view`, and of the board of a document the
//! language server holds: loopback only, a fixed set of routes, each
//! request on a thread of its own so a slow answer (the play findings)
//! never holds up the page's polling.

use std::borrow::Cow;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use serde_json::{Value, json};
use tiny_http::{Header, Method, Request, Response, Server};

use super::api::{self, ApiError, has_errors};
use super::page::{self, POLICY};
use super::request::{
    Key, host_is_own, origin_is_host, origin_is_own, query_value, secret, split_url,
};
use super::source::{OpenText, Reading, Source, Text};

/// What `sow view` serves, and where.
#[derive(Debug, Clone)]
pub struct ViewOptions {
    /// The variant file.
    pub file: PathBuf,
    /// The board size to play (`--size`), one of the file's sizes.
    pub size: Option<String>,
    /// The port on 127.0.0.1; 0 takes a free one.
    pub port: u16,
}

/// The server's state: the text served and the name it goes by, its
/// port, and the last findings made (with the version they were made
/// from: sample play takes seconds).
struct View {
    source: Source,
    file: String,
    port: u16,
    /// The secret of the URL that any address may use (`None` where the
    /// system gave no randomness).
    key: Option<Key>,
    findings: Mutex<Option<(String, Value)>>,
}

/// Serves the board of `options.file` until the process ends; `ready`
/// is told the page's URL once the port is bound, and its keyed URL, which
/// serves it by any address (a forwarded port), when there is one.
pub fn serve(options: &ViewOptions, ready: impl FnOnce(&str, Option<&str>)) -> Result<(), String> {
    let (server, port) = bind(options.port)?;
    let view = View::new(
        Source {
            text: Text::File(options.file.clone()),
            size: options.size.clone(),
        },
        options.file.display().to_string(),
        port,
    );
    ready(&url(port), view.keyed_url().as_deref());
    answer_all(&server, &view);
    Ok(())
}

/// A view served on a thread of its own, stopped when dropped (or by
/// [`BoardServer::stop`]).
pub struct BoardServer {
    url: String,
    server: Arc<Server>,
}

impl BoardServer {
    /// The page's URL.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Stops taking requests: the thread that answers them ends, and the
    /// port is closed.
    pub fn stop(&self) {
        self.server.unblock();
    }
}

impl Drop for BoardServer {
    fn drop(&mut self) {
        self.stop();
    }
}

/// Serves the board of a document open in an editor, as its `text` is
/// now at each request, on a free port of 127.0.0.1 and a thread of its
/// own, by the same routes and rules as `sow view`. `name` is what the
/// page calls the document; `size` the board size to play, one of the
/// file's sizes (`None`: the default).
pub fn serve_open(name: &str, text: OpenText, size: Option<String>) -> Result<BoardServer, String> {
    let (server, port) = bind(0)?;
    let server = Arc::new(server);
    let view = View::new(
        Source {
            text: Text::Open(text),
            size,
        },
        name.to_string(),
        port,
    );
    // An editor's board is asked for by its keyed URL: a remote editor
    // reaches it through a forwarded port, by another address.
    let url = view.keyed_url().unwrap_or_else(|| url(port));
    let serving = Arc::clone(&server);
    std::thread::Builder::new()
        .name("sow-board".to_string())
        .spawn(move || answer_all(&serving, &view))
        .map_err(|e| format!("cannot start the board's server: {e}"))?;
    Ok(BoardServer { url, server })
}

/// A server on `port` of 127.0.0.1 (0: a free one), and its port.
fn bind(port: u16) -> Result<(Server, u16), String> {
    let server = Server::from_listener(listen(port)?, None)
        .map_err(|e| format!("cannot serve on 127.0.0.1:{port}: {e}"))?;
    let bound = server
        .server_addr()
        .to_ip()
        .map(|a| a.port())
        .ok_or("the server has no IP address")?;
    Ok((server, bound))
}

/// A listener on `port` of 127.0.0.1 whose connections send each write at
/// once (`TCP_NODELAY`, which the connections a listener accepts take from
/// it): the server writes an answer of over a kilobyte in two parts, and by
/// Nagle's rule the second would wait for the browser to acknowledge the
/// first, which it delays by some 40 ms.
fn listen(port: u16) -> Result<std::net::TcpListener, String> {
    let cannot = |e: std::io::Error| format!("cannot listen on 127.0.0.1:{port}: {e}");
    let listener = std::net::TcpListener::bind(("127.0.0.1", port)).map_err(cannot)?;
    socket2::SockRef::from(&listener)
        .set_tcp_nodelay(true)
        .map_err(cannot)?;
    Ok(listener)
}

fn url(port: u16) -> String {
    format!("http://127.0.0.1:{port}/")
}

/// Answers each request on a thread of its own, until the server is
/// unblocked.
fn answer_all(server: &Server, view: &Arc<View>) {
    for request in server.incoming_requests() {
        let view = Arc::clone(view);
        std::thread::spawn(move || view.answer(request));
    }
}

/// An answer: status, content type, body, and what a page may load
/// (`Content-Security-Policy`).
struct Answer {
    status: u16,
    content_type: &'static str,
    body: String,
    policy: Cow<'static, str>,
}

impl Answer {
    fn new(status: u16, content_type: &'static str, body: String) -> Answer {
        Answer {
            status,
            content_type,
            body,
            policy: Cow::Borrowed(POLICY),
        }
    }
}

impl View {
    fn new(source: Source, file: String, port: u16) -> Arc<View> {
        Arc::new(View {
            source,
            file,
            port,
            key: Key::new(),
            findings: Mutex::new(None),
        })
    }

    /// The page's URL with the key, which any address may use.
    fn keyed_url(&self) -> Option<String> {
        let key = self.key.as_ref()?;
        Some(format!("http://127.0.0.1:{}{}/", self.port, key.prefix()))
    }

    fn answer(&self, request: Request) {
        let answer = self.route(&request);
        let mut response = Response::from_string(answer.body).with_status_code(answer.status);
        for (field, value) in [
            ("Content-Type", answer.content_type),
            ("Cache-Control", "no-store"),
            ("X-Content-Type-Options", "nosniff"),
            ("Content-Security-Policy", &answer.policy),
        ] {
            if let Ok(header) = Header::from_bytes(field, value) {
                response.add_header(header);
            }
        }
        // The page may have gone away: nothing to tell it.
        let _ = request.respond(response);
    }

    fn route(&self, request: &Request) -> Answer {
        let header = |name: &'static str| {
            request
                .headers()
                .iter()
                .find(|h| h.field.equiv(name))
                .map(|h| h.value.as_str())
        };
        let (path, query) = split_url(request.url());
        // A path with the key is served by whatever address it came
        // (through a forwarded port), to the page of that address; any
        // other only by the server's own.
        let (host, origin) = (header("Host"), header("Origin"));
        let keyed = self.key.as_ref().and_then(|k| k.strip(path));
        if keyed.is_none() && !host_is_own(host, self.port) {
            return text(
                403,
                "this server answers only to its own address, 127.0.0.1, \
                 or to its URL with the key that `sow view` prints",
            );
        }
        let page_of_its_address = keyed.is_some() && origin_is_host(origin, host);
        if !(origin_is_own(origin, self.port) || page_of_its_address) {
            return text(403, "requests from other sites' pages are refused");
        }
        if !matches!(request.method(), Method::Get | Method::Head) {
            return text(405, "only GET is served");
        }
        let path = keyed.unwrap_or(path);
        if path == "/" {
            let Some(nonce) = secret() else {
                return text(500, "no random numbers for the page's nonce");
            };
            let (body, policy) = page::page(&nonce);
            return Answer {
                policy,
                ..Answer::new(200, "text/html; charset=utf-8", body)
            };
        }
        let answer = match path {
            "/api/version" => query_value(query, "size")
                .and_then(|size| self.source.version_at(size.as_deref()))
                .map(|v| json!({ "version": v }))
                .map_err(ApiError),
            "/api/game" => self.game(query),
            "/api/position" => self.position(query),
            "/api/sample" => self.sample(query),
            "/api/findings" => self.findings(query),
            "/api/study" => self.study(query),
            _ => return text(404, "no such page: this server serves one board"),
        };
        match answer {
            Ok(value) => Answer::new(200, JSON, value.to_string()),
            Err(ApiError(why)) => Answer::new(400, JSON, json!({ "error": why }).to_string()),
        }
    }

    /// The file read on the board the request asks for (`size`), else
    /// the view's own.
    fn reading(&self, query: &str) -> Result<Reading, ApiError> {
        let size = query_value(query, "size").map_err(ApiError)?;
        self.source.read_at(size.as_deref()).map_err(ApiError)
    }

    fn game(&self, query: &str) -> Result<Value, ApiError> {
        let reading = self.reading(query)?;
        Ok(api::game(&reading, &self.file))
    }

    fn position(&self, query: &str) -> Result<Value, ApiError> {
        let moves = query_value(query, "moves").map_err(ApiError)?;
        let reading = self.reading(query)?;
        let rules = reading.rules().ok_or_else(has_errors)?;
        Ok(api::position(&rules, moves.as_deref().unwrap_or("")))
    }

    fn sample(&self, query: &str) -> Result<Value, ApiError> {
        let (seed, game) = (number(query, "seed", 1)?, number(query, "game", 0)?);
        let reading = self.reading(query)?;
        let rules = reading.rules().ok_or_else(has_errors)?;
        Ok(api::sample(&rules, seed, game))
    }

    fn study(&self, query: &str) -> Result<Value, ApiError> {
        let (games, seed) = (number(query, "games", 1_000)?, number(query, "seed", 1)?);
        let reading = self.reading(query)?;
        let rules = reading.rules().ok_or_else(has_errors)?;
        api::study(&rules, games, seed)
    }

    fn findings(&self, query: &str) -> Result<Value, ApiError> {
        let reading = self.reading(query)?;
        let mut cache = self
            .findings
            .lock()
            .map_err(|_| ApiError("findings lost".into()))?;
        if let Some((version, found)) = cache.as_ref()
            && *version == reading.version
        {
            return Ok(found.clone());
        }
        let version = reading.version.clone();
        let found = api::findings(reading, &self.file)?;
        *cache = Some((version, found.clone()));
        Ok(found)
    }
}

/// The whole number `key` of `query`, or `default` when it is not given.
fn number(query: &str, key: &str, default: u64) -> Result<u64, ApiError> {
    match query_value(query, key).map_err(ApiError)? {
        None => Ok(default),
        Some(n) => n
            .parse()
            .map_err(|_| ApiError(format!("`{key}` must be a whole number, not `{n}`"))),
    }
}

const JSON: &str = "application/json";

fn text(status: u16, words: &str) -> Answer {
    Answer::new(status, "text/plain; charset=utf-8", format!("{words}\n"))
}

#[cfg(test)]
mod tests {
    // A test stops on the first surprise: unwrap and expect are its asserts.
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    #[test]
    fn the_connections_it_accepts_send_each_write_at_once() {
        let listener = listen(0).unwrap();
        let address = listener.local_addr().unwrap();
        let _client = std::net::TcpStream::connect(address).unwrap();
        let (accepted, _) = listener.accept().unwrap();
        assert!(accepted.nodelay().unwrap());
    }
}
