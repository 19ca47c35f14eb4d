//! The board of an open document, served by the language server
//! (`sow.serveBoard`) over real JSON-RPC and real TCP: the page's API
//! answers from the text in the editor, follows each edit with no file
//! written, keeps `sow view`'s Host and Origin rules, and stops when the
//! document closes.

use std::net::TcpStream;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::support::client::{Server, WAIT};
use crate::support::http::Page;

const KALAH: &str = include_str!("../../examples/kalah.sow.toml");

/// A document whose file does not exist: whatever the page shows comes
/// from the editor's text.
const URI: &str = "file:///nowhere/unsaved/kalah.sow.toml";

fn serve_board(s: &mut Server, arguments: Value) -> Value {
    s.call(
        "workspace/executeCommand",
        json!({"command": "sow.serveBoard", "arguments": arguments}),
    )
}

/// The page's `/api/version` once it is no longer `old`.
fn version_after(page: &Page, old: &Value) -> Value {
    let deadline = Instant::now() + WAIT;
    loop {
        let version = page.json("/api/version")["version"].clone();
        if &version != old {
            return version;
        }
        assert!(Instant::now() < deadline, "the version stayed {old}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn the_board_of_an_open_document_follows_its_edits_unsaved() {
    assert!(!std::path::Path::new("/nowhere/unsaved/kalah.sow.toml").exists());
    let mut s = Server::start();
    let init = s.initialize(json!(["utf-16"]));
    let offered = &init["capabilities"]["executeCommandProvider"]["commands"];
    assert!(
        offered
            .as_array()
            .unwrap()
            .contains(&json!("sow.serveBoard")),
        "{offered}"
    );
    s.open(URI, KALAH);
    let answer = serve_board(&mut s, json!([URI]));
    let url = answer["result"]["url"]
        .as_str()
        .unwrap_or_else(|| panic!("{answer}"));
    assert!(url.starts_with("http://127.0.0.1:"), "{url}");
    let page = Page::at(url);
    let (status, html) = page.get("/");
    assert_eq!(status, 200);
    assert!(html.contains("<svg id=\"board\""), "{html}");
    // The URL holds the key, so that a remote editor's webview reaches it
    // through a forwarded port, by another Host.
    let keyed = &url[url.find("/k/").unwrap_or_else(|| panic!("no key in {url}"))..];
    let (status, body) = page.raw(&format!(
        "GET {keyed}api/game HTTP/1.1\r\nHost: localhost:50001\r\nConnection: close\r\n\r\n"
    ));
    assert_eq!(status, 200, "{body}");
    let game = page.json("/api/game");
    assert_eq!(game["file"], "/nowhere/unsaved/kalah.sow.toml");
    assert_eq!(game["playable"], true);
    let before = page.json("/api/version")["version"].clone();
    assert_eq!(game["version"], before);
    // Four seeds from c1 end in South's store: South moves again.
    let played = page.json("/api/position?moves=c1");
    assert_eq!(played["position"]["to_move"], "south", "{played}");
    // An edit, never saved: five seeds a hole.
    s.change(
        URI,
        2,
        json!([{"text": KALAH.replace("seeds = 4", "seeds = 5")}]),
    );
    let after = version_after(&page, &before);
    let game = page.json("/api/game");
    assert_eq!(game["version"], after);
    // Five seeds from c1 reach f2, past the store: North moves next.
    let played = page.json("/api/position?moves=c1");
    assert_eq!(played["position"]["holes"]["f2"], 6, "{played}");
    assert_eq!(played["position"]["to_move"], "north");
    // A broken edit: the page gets its diagnostics and no play.
    s.change(
        URI,
        3,
        json!([{"text": KALAH.replace("seeds = 4", "seeds = -1")}]),
    );
    version_after(&page, &after);
    let game = page.json("/api/game");
    assert_eq!(game["playable"], false, "{game}");
    assert!(
        !game["diagnostics"].as_array().unwrap().is_empty(),
        "{game}"
    );
    // Asked again, the same board; its rules are sow view's.
    let again = serve_board(&mut s, json!([URI]));
    assert_eq!(again["result"]["url"], url, "{again}");
    let port = page.port;
    let (status, _) = page.raw(&format!(
        "GET /api/game HTTP/1.1\r\nHost: evil.example:{port}\r\nConnection: close\r\n\r\n"
    ));
    assert_eq!(status, 403);
    let (status, _) = page.get_with("/api/game", "Origin: http://evil.example\r\n");
    assert_eq!(status, 403);
    let (status, _) = page.get_with("/api/game", "Origin: vscode-webview://abc\r\n");
    assert_eq!(status, 403);
    // Closed, the document's board stops.
    s.notify(
        "textDocument/didClose",
        json!({"textDocument": {"uri": URI}}),
    );
    let deadline = Instant::now() + WAIT;
    while TcpStream::connect(("127.0.0.1", port)).is_ok() {
        assert!(Instant::now() < deadline, "the board still listens");
        std::thread::sleep(Duration::from_millis(10));
    }
    s.stop();
}

#[test]
fn a_board_is_served_only_of_an_open_variant_file_on_one_of_its_sizes() {
    let mut s = Server::start();
    s.initialize(json!(["utf-16"]));
    let closed = serve_board(&mut s, json!([URI]));
    assert!(
        closed["error"]["message"]
            .as_str()
            .unwrap()
            .contains("no open variant file")
    );
    let refused = serve_board(&mut s, json!([]));
    assert!(
        refused["error"]["message"]
            .as_str()
            .unwrap()
            .contains("URI")
    );
    // A size other than the default is played on that board.
    let uri = "file:///nowhere/unsaved/leyla-gobale.sow.toml";
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/leyla-gobale.sow.toml"
    ))
    .unwrap();
    s.open(uri, &text);
    let default = serve_board(&mut s, json!([uri]));
    let eight = serve_board(&mut s, json!([uri, {"size": 8}]));
    let (default, eight) = (&default["result"]["url"], &eight["result"]["url"]);
    assert_ne!(default, eight);
    let columns = |url: &Value| {
        let game = Page::at(url.as_str().unwrap()).json("/api/game");
        game["layout"]["columns"].clone()
    };
    assert_eq!(columns(default), 6);
    assert_eq!(columns(eight), 8);
    s.stop();
}
