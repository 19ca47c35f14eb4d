//! `sow view` over real TCP: the server's safety rules (its own Host and
//! Origin only, no path outside its routes, nothing but GET) and its JSON
//! API (layout, positions with their legal moves and laps, sample games,
//! play findings with their moves, a broken file, a file that changes).

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};

use serde_json::Value;

use crate::sizes::never_fires_on_one_column;
use crate::support::http::Page;
use crate::support::temp::TempDir;

/// A running `sow view`, stopped when dropped.
struct Viewer {
    child: Child,
    page: Page,
    /// The path of the keyed URL it printed (`/k/KEY/`).
    keyed: String,
}

impl Viewer {
    fn start(file: &Path) -> Viewer {
        Viewer::start_with(file, &[])
    }

    /// `sow view FILE` with these flags.
    fn start_with(file: &Path, flags: &[&str]) -> Viewer {
        let mut child = Command::new(env!("CARGO_BIN_EXE_sow"))
            .arg("view")
            .arg(file)
            .args(flags)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        // `sow view: http://127.0.0.1:PORT/ (Ctrl-C stops; … KEYED)`
        let mut urls = line
            .split_whitespace()
            .filter(|w| w.starts_with("http://"))
            .map(|w| w.trim_end_matches(')'));
        let url = urls.next().unwrap_or_else(|| panic!("no URL in {line:?}"));
        let page = Page::at(url);
        let keyed = urls
            .next()
            .and_then(|k| k.strip_prefix(url.trim_end_matches('/')))
            .unwrap_or_else(|| panic!("no keyed URL in {line:?}"))
            .to_string();
        Viewer { child, page, keyed }
    }
}

/// A viewer is asked as its page is.
impl std::ops::Deref for Viewer {
    type Target = Page;

    fn deref(&self) -> &Page {
        &self.page
    }
}

impl Drop for Viewer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn kalah() -> Viewer {
    Viewer::start(Path::new("examples/kalah.sow.toml"))
}

#[test]
fn serves_the_page_as_one_document_whose_scripts_alone_may_run() {
    let view = kalah();
    let request = |_| {
        let answer = view.answer(&format!(
            "GET / HTTP/1.0\r\nHost: 127.0.0.1:{}\r\nConnection: close\r\n\r\n",
            view.port
        ));
        let (head, page) = answer.split_once("\r\n\r\n").unwrap();
        (head.to_string(), page.to_string())
    };
    let (head, page) = request(());
    assert!(head.starts_with("HTTP/1.0 200"), "{head}");
    assert!(page.contains("<svg id=\"board\""), "{page}");
    // Style and scripts are written in: nothing more to fetch.
    assert!(page.contains("class BoardView") && page.contains("function load()"));
    assert!(!page.contains("<script src=") && !page.contains("stylesheet"));
    // Each marked with the nonce that the policy lets run, and no other.
    let policy = head
        .lines()
        .find_map(|l| l.strip_prefix("Content-Security-Policy: "))
        .unwrap();
    let nonce = policy
        .split("'nonce-")
        .nth(1)
        .and_then(|rest| rest.split('\'').next())
        .unwrap();
    assert_eq!(nonce.len(), 32, "{policy}");
    assert!(
        policy.contains(&format!("script-src 'nonce-{nonce}'")),
        "{policy}"
    );
    assert!(!policy.contains("unsafe-inline"), "{policy}");
    let marked = format!("<script nonce=\"{nonce}\">");
    assert_eq!(page.matches(&marked).count(), 3);
    assert_eq!(page.matches("<script").count(), 3, "no script without it");
    // Another page, another nonce.
    let (again, _) = request(());
    assert!(!again.contains(nonce), "{again}");
    // The parts are not served apart.
    for part in ["/app.js", "/board.js", "/study.js", "/style.css"] {
        assert_eq!(view.get(part).0, 404, "{part}");
    }
}

#[test]
fn refuses_another_host_or_origin() {
    let view = kalah();
    let port = view.port;
    // A page of another site whose name resolves to 127.0.0.1.
    let (status, body) = view.raw(&format!(
        "GET /api/game HTTP/1.1\r\nHost: evil.example:{port}\r\nConnection: close\r\n\r\n"
    ));
    assert_eq!(status, 403, "{body}");
    assert!(!body.contains("Kalah"));
    let (status, _) = view.raw("GET / HTTP/1.0\r\n\r\n");
    assert_eq!(status, 403, "a request without a Host");
    let (status, _) = view.get_with("/api/game", "Origin: http://evil.example\r\n");
    assert_eq!(status, 403);
    let (status, _) = view.get_with("/api/game", &format!("Origin: http://localhost:{port}\r\n"));
    assert_eq!(status, 200, "its own page's origin");
    let (status, _) = view.raw(&format!(
        "GET / HTTP/1.1\r\nHost: localhost:{port}\r\nConnection: close\r\n\r\n"
    ));
    assert_eq!(status, 200, "localhost is its own name too");
}

/// Through a forwarded port (a remote editor's webview, `ssh -L`) the
/// Host is the forwarding end's: the keyed URL serves the page by any
/// address, to the page of that address, and no other path does.
#[test]
fn the_keyed_url_is_served_by_a_forwarded_address() {
    let view = kalah();
    let key = &view.keyed;
    assert!(
        key.starts_with("/k/") && key.len() == "/k/".len() + 32 + 1,
        "{key}"
    );
    let by = |path: &str, headers: &str| {
        view.raw(&format!(
            "GET {path} HTTP/1.1\r\nHost: localhost:54321\r\n{headers}Connection: close\r\n\r\n"
        ))
    };
    let (status, page) = by(key, "");
    assert_eq!(status, 200, "{page}");
    assert!(page.contains("<svg id=\"board\""), "{page}");
    for path in ["api/game", "api/position?moves=c1"] {
        let (status, body) = by(
            &format!("{key}{path}"),
            "Origin: http://localhost:54321\r\n",
        );
        assert_eq!(status, 200, "{path}: {body}");
    }
    let (status, _) = by(
        &format!("{key}api/game"),
        "Origin: https://localhost:54321\r\n",
    );
    assert_eq!(status, 200, "a forwarding end that speaks https");
    // Not without the key, nor with another, nor from another page.
    let (status, body) = by("/api/game", "");
    assert_eq!(status, 403, "{body}");
    assert!(body.contains("key"), "the refusal says how: {body}");
    let other = format!("/k/{}/api/game", "0".repeat(32));
    assert_eq!(by(&other, "").0, 403);
    let (status, _) = by(&format!("{key}api/game"), "Origin: http://evil.example\r\n");
    assert_eq!(status, 403, "another site's page");
    // The server's own address takes the keyed URL too.
    assert_eq!(view.get(&format!("{key}api/game")).0, 200);
}

#[test]
fn serves_no_path_outside_its_routes() {
    let view = kalah();
    for path in [
        "/../Cargo.toml",
        "/examples/kalah.sow.toml",
        "/%2e%2e/Cargo.toml",
        "/etc/passwd",
        "/app.js/../../Cargo.toml",
        "/api/",
        "/index.html",
    ] {
        let (status, body) = view.get(path);
        assert_eq!(status, 404, "{path}: {body}");
        assert!(
            !body.contains("[package]") && !body.contains("[board]"),
            "{path}"
        );
    }
    let (status, _) = view.raw(&format!(
        "POST /api/game HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
        view.port
    ));
    assert_eq!(status, 405);
}

#[test]
fn the_layout_names_the_board() {
    let game = kalah().json("/api/game");
    assert_eq!(game["playable"], true);
    let layout = &game["layout"];
    assert_eq!(layout["name"], "Kalah");
    assert_eq!(
        (layout["rows"].as_u64(), layout["columns"].as_u64()),
        (Some(2), Some(6))
    );
    let holes = layout["holes"].as_array().unwrap();
    assert_eq!(holes.len(), 12);
    assert_eq!(holes[2]["name"], "c1");
    assert_eq!(holes[2]["owner"], "south");
    assert_eq!(holes[6]["name"], "a2");
    assert_eq!(holes[6]["owner"], "north");
    // South's track runs along row 1 into its own store, then row 2.
    let south: Vec<&str> = layout["tracks"][0]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap())
        .collect();
    assert_eq!(
        &south[..7],
        ["a1", "b1", "c1", "d1", "e1", "f1", "south-store"]
    );
}

#[test]
fn a_position_after_moves_with_its_legal_moves_and_laps() {
    let view = kalah();
    let start = view.json("/api/position?moves=");
    assert_eq!(start["position"]["to_move"], "south");
    assert_eq!(start["legal"].as_array().unwrap().len(), 6);
    // c1's four seeds: d1, e1, f1 and South's store, which moves again.
    let after = view.json("/api/position?moves=c1");
    assert_eq!(after["applied"], 1);
    assert_eq!(after["error"], Value::Null);
    let position = &after["position"];
    assert_eq!(position["holes"]["c1"], 0);
    assert_eq!(position["holes"]["d1"], 5);
    assert_eq!(position["stores"]["south"], 1);
    assert_eq!(position["to_move"], "south");
    let legal: Vec<&str> = after["legal"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["name"].as_str().unwrap())
        .collect();
    assert_eq!(legal, ["a1", "b1", "d1", "e1", "f1"]);
    let laps = after["laps"].as_array().unwrap();
    assert_eq!(laps.len(), 1);
    assert_eq!(laps[0]["from"], "c1");
    assert_eq!(laps[0]["lifted"], 4);
    assert_eq!(
        laps[0]["sown"],
        serde_json::json!(["d1", "e1", "f1", "south-store"])
    );
    assert_eq!(laps[0]["fires"], "extra-turn");
}

#[test]
fn an_illegal_move_is_an_error_after_the_moves_that_apply() {
    let view = kalah();
    // c1 is empty after c1; `zz9` is no hole at all.
    let answer = view.json("/api/position?moves=c1%20c1%20d1");
    assert_eq!(answer["applied"], 1);
    let error = answer["error"].as_str().unwrap();
    assert!(
        error.contains("move 2") && error.contains("`c1`"),
        "{error}"
    );
    assert_eq!(answer["position"]["ply"], 1);
    let answer = view.json("/api/position?moves=zz9");
    assert_eq!(answer["applied"], 0);
    assert!(answer["error"].as_str().unwrap().contains("zz9"));
    let (status, body) = view.get("/api/position?moves=%zz");
    assert_eq!(status, 400);
    assert!(body.contains("\"error\""), "{body}");
}

#[test]
fn a_sample_game_is_the_one_sample_play_plays() {
    let view = kalah();
    let sample = view.json("/api/sample?seed=3");
    let moves = sample["moves"].as_str().unwrap();
    assert!(!moves.is_empty());
    assert_eq!(
        view.json("/api/sample?seed=3")["moves"],
        moves,
        "the same seed, the same game"
    );
    assert_ne!(view.json("/api/sample?seed=4")["moves"], moves);
    // Every move applies, and the game ends with the last one.
    let replay = view.json(&format!(
        "/api/position?moves={}",
        moves.replace(' ', "%20")
    ));
    assert_eq!(replay["error"], Value::Null);
    assert!(replay["position"]["result"].is_object(), "{replay}");
    let (status, body) = view.get("/api/sample?seed=x");
    assert_eq!(status, 400);
    assert!(body.contains("whole number"), "{body}");
}

const ENDLESS: &str = "tests/fixtures/P001-endless-sowing.sow.toml";

#[test]
fn play_findings_carry_their_moves() {
    reaches_its_endless_sowing(&Viewer::start(Path::new(ENDLESS)));
}

/// The moves of the P001 that `view` lists, played on its board.
fn reaches_its_endless_sowing(view: &Viewer) {
    let found = view.json("/api/findings");
    let endless = found["findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["code"] == "P001")
        .unwrap_or_else(|| panic!("no P001 in {found}"));
    let moves = endless["moves"].as_str().unwrap();
    // Its moves reach the endless sowing: the last one never ends.
    let replay = view.json(&format!(
        "/api/position?moves={}",
        moves.replace(' ', "%20")
    ));
    assert_eq!(replay["error"], Value::Null);
    assert_eq!(replay["position"]["endless"], true, "{replay}");
}

#[test]
fn play_findings_are_those_of_the_size_shown() {
    // The rule fires on the default two rows of six and never on two rows
    // of one: only the page of the smaller board lists P003.
    let dir = TempDir::new("view-sizes");
    let file = dir.write("store-race.sow.toml", never_fires_on_one_column());
    let codes = |flags: &[&str]| -> Vec<String> {
        let found = Viewer::start_with(&file, flags).json("/api/findings");
        found["findings"]
            .as_array()
            .unwrap_or_else(|| panic!("no findings in {found}"))
            .iter()
            .map(|f| f["code"].as_str().unwrap().to_string())
            .collect()
    };
    assert!(!codes(&[]).contains(&"P003".to_string()));
    assert!(!codes(&["--size", "2x6"]).contains(&"P003".to_string()));
    let small = codes(&["--size", "2x1"]);
    assert!(small.contains(&"P003".to_string()), "{small:?}");
}

#[test]
fn the_page_may_ask_for_any_of_the_files_sizes() {
    let view = Viewer::start(Path::new("examples/leyla-gobale.sow.toml"));
    // The game names the size shown and every size the file gives.
    let game = view.json("/api/game");
    assert_eq!(game["size"], "2x6");
    assert_eq!(game["sizes"], serde_json::json!(["2x6", "2x8", "2x12"]));
    // Each route plays the size a request asks for.
    let eight = view.json("/api/game?size=2x8");
    assert_eq!(eight["size"], "2x8");
    let holes = |game: &Value| game["layout"]["holes"].as_array().unwrap().len();
    assert_eq!((holes(&game), holes(&eight)), (12, 16));
    let position = view.json("/api/position?size=8&moves=");
    assert_eq!(position["position"]["holes"].as_object().unwrap().len(), 16);
    // Another size is another version of the page's board.
    let version = |query: &str| view.json(&format!("/api/version{query}"))["version"].clone();
    assert_ne!(version(""), version("?size=2x8"));
    // A size the file does not give is refused, with its sizes named.
    let (status, body) = view.get("/api/game?size=2x7");
    assert_eq!(status, 400);
    assert!(body.contains("its sizes are 2×6, 2×8, 2×12"), "{body}");
}

#[test]
fn a_finding_on_another_size_replays_on_that_board() {
    // Every size has its endless sowing, each reached by its own moves:
    // the default's stop at an illegal move on two rows of eight.
    let dir = TempDir::new("view-sized-p001");
    let text = std::fs::read_to_string(ENDLESS).unwrap();
    let sized = text.replace("columns = 6\n", "columns = 6\nsizes = [6, 8]\n");
    assert_ne!(sized, text);
    let file = dir.write("endless.sow.toml", sized);
    reaches_its_endless_sowing(&Viewer::start_with(&file, &["--size", "2x8"]));
}

#[test]
fn a_broken_file_gives_its_diagnostics_and_no_play() {
    let dir = TempDir::new("view-broken");
    let file = dir.write(
        "broken.sow.toml",
        "[board]\nrows = 2\ncolumns = 6\nseeds = \n",
    );
    let view = Viewer::start(&file);
    let game = view.json("/api/game");
    assert_eq!(game["playable"], false);
    assert_eq!(game["layout"], Value::Null);
    assert!(
        !game["diagnostics"].as_array().unwrap().is_empty(),
        "{game}"
    );
    let (status, body) = view.get("/api/position?moves=c1");
    assert_eq!(status, 400);
    assert!(body.contains("has errors"), "{body}");
}

#[test]
fn the_version_follows_the_file_on_disk() {
    let dir = TempDir::new("view-live");
    let text = std::fs::read_to_string("examples/kalah.sow.toml").unwrap();
    let file = dir.write("kalah.sow.toml", &text);
    let view = Viewer::start(&file);
    let before = view.json("/api/version")["version"].clone();
    assert_eq!(view.json("/api/version")["version"], before);
    std::fs::write(&file, text.replace("seeds = 4", "seeds = 5")).unwrap();
    assert_ne!(view.json("/api/version")["version"], before);
    // Five seeds from c1 reach f2, past the store: North moves next.
    let after = view.json("/api/position?moves=c1");
    assert_eq!(after["position"]["holes"]["f2"], 6);
    assert_eq!(after["position"]["to_move"], "north");
    std::fs::remove_file(&file).unwrap();
    let (status, body) = view.get("/api/version");
    assert_eq!(status, 400, "a file gone is an error: {body}");
}

#[test]
fn an_unreadable_file_is_a_usage_error() {
    let out = Command::new(env!("CARGO_BIN_EXE_sow"))
        .args(["view", "no/such/file.sow.toml"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no/such/file.sow.toml"));
}

#[test]
fn the_layout_marks_neutral_holes_and_regions() {
    let o_an_quan = Viewer::start(Path::new("examples/o-an-quan.sow.toml")).json("/api/game");
    let neutral: Vec<&str> = o_an_quan["layout"]["holes"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|h| h["neutral"] == true)
        .map(|h| h["name"].as_str().unwrap())
        .collect();
    assert_eq!(neutral, ["f1", "a2"]);
    let omweso = Viewer::start(Path::new("examples/omweso.sow.toml")).json("/api/game");
    let regions = omweso["layout"]["regions"].as_array().unwrap();
    let names: Vec<&str> = regions
        .iter()
        .map(|r| r["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["inner", "left"]);
    // The inner rows: South's row 2, North's row 3.
    assert_eq!(regions[0]["holes"][0][0], "a2");
    assert_eq!(regions[0]["holes"][1][0], "a3");
}

#[test]
fn the_page_draws_on_the_geometry_of_the_svg_picture() {
    let layout = kalah().json("/api/game")["layout"].clone();
    let geometry = &layout["geometry"];
    let out = crate::support::sow::sow(&["preview", "examples/kalah.sow.toml", "--format", "svg"]);
    let svg = String::from_utf8(out.stdout).unwrap();
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let root = doc.root_element();
    assert_eq!(
        root.attribute("viewBox").unwrap(),
        format!("0 0 {} {}", geometry["width"], geometry["height"])
    );
    // Every hole where the page puts it, and as large.
    for hole in layout["holes"].as_array().unwrap() {
        let name = hole["name"].as_str().unwrap();
        let pit = doc
            .descendants()
            .find(|n| n.attribute("id") == Some(&format!("hole-{name}")))
            .and_then(|g| g.children().find(|n| n.has_tag_name("circle")))
            .unwrap();
        let at = &geometry["at"][name];
        assert_eq!(pit.attribute("cx").unwrap(), at["x"].to_string(), "{name}");
        assert_eq!(pit.attribute("cy").unwrap(), at["y"].to_string(), "{name}");
        assert_eq!(
            pit.attribute("r").unwrap(),
            geometry["sizes"]["radius"].to_string()
        );
    }
    assert!(geometry["at"]["south-store"]["x"].as_u64() > geometry["at"]["f1"]["x"].as_u64());
}

#[test]
fn a_study_is_sow_simulates_report_with_the_game_lengths_counted() {
    let study = kalah().json("/api/study?games=200&seed=7");
    let out = crate::support::sow::sow(&[
        "simulate",
        "examples/kalah.sow.toml",
        "--games",
        "200",
        "--seed",
        "7",
        "--format",
        "json",
    ]);
    assert!(out.status.success(), "{out:?}");
    let simulated: Value = serde_json::from_slice(&out.stdout).unwrap();
    // The very report, counted by the library's one simulation.
    assert_eq!(study["report"], simulated["report"]);
    assert_eq!(study["report"]["games"], 200);
    assert!(study["report"]["fired"]["capture-opposite"].as_u64() > Some(0));
    // Every game in one span of lengths, the spans in order up to the
    // longest game.
    let spans = study["lengths"].as_array().unwrap();
    let counted: u64 = spans.iter().map(|s| s["games"].as_u64().unwrap()).sum();
    assert_eq!(counted, 200);
    assert!(spans.len() <= 20);
    for pair in spans.windows(2) {
        assert_eq!(
            pair[0]["to"].as_u64().unwrap() + 1,
            pair[1]["from"].as_u64().unwrap()
        );
    }
    let longest = &spans.last().unwrap()["to"];
    assert_eq!(*longest, study["report"]["max_plies"]);
    // Games counted where they are: a span holds those of its lengths.
    let shortest = spans.iter().find(|s| s["games"] != 0).unwrap();
    assert!(shortest["from"].as_u64() <= simulated["report"]["median_plies"].as_u64());
}

#[test]
fn a_study_refuses_a_bad_number_of_games_and_a_broken_file() {
    let view = kalah();
    for query in ["games=0", "games=ten", "games=100001"] {
        let (status, body) = view.get(&format!("/api/study?{query}"));
        assert_eq!(status, 400, "{query}: {body}");
        assert!(body.contains("games"), "{query}: {body}");
    }
    let dir = TempDir::new("view-study-broken");
    let file = dir.write(
        "broken.sow.toml",
        "[game]\nname = \"Broken\"\n[board]\nrows = 0\n",
    );
    let (status, body) = Viewer::start(&file).get("/api/study?games=10");
    assert_eq!(status, 400, "{body}");
    assert!(body.contains("has errors"), "{body}");
}

#[test]
fn only_a_vscode_webview_may_frame_the_page_and_its_origin_is_still_refused() {
    let view = kalah();
    let answer = view.answer(&format!(
        "GET / HTTP/1.0\r\nHost: 127.0.0.1:{}\r\nConnection: close\r\n\r\n",
        view.port
    ));
    let (head, _) = answer.split_once("\r\n\r\n").unwrap();
    let policy = head
        .lines()
        .find_map(|l| l.strip_prefix("Content-Security-Policy: "))
        .unwrap_or_else(|| panic!("no policy in {head}"));
    let ancestors = policy
        .split(';')
        .map(str::trim)
        .find(|d| d.starts_with("frame-ancestors"))
        .unwrap_or_else(|| panic!("no frame-ancestors in {policy}"));
    assert_eq!(ancestors, "frame-ancestors vscode-webview:");
    assert!(
        !head.to_ascii_lowercase().contains("x-frame-options"),
        "{head}"
    );
    // The framed page asks from its own origin; a webview's is any site's.
    let (status, _) = view.get_with("/api/game", "Origin: vscode-webview://abc123\r\n");
    assert_eq!(status, 403);
}

/// The pie rule: the first turn, before the swap, is sown lap by lap as
/// any other (what the page animates), the swap is a button (no hole)
/// that sows nothing, and it turns the board.
#[test]
fn a_pie_games_first_turn_is_animated_and_its_swap_is_a_button() {
    let dir = TempDir::new("view-pie");
    let kalah = std::fs::read_to_string("examples/kalah.sow.toml").unwrap();
    let file = dir.write(
        "kalah-pie.sow.toml",
        kalah.replace("[moves]\n", "[moves]\npie = true\n"),
    );
    let view = Viewer::start(&file);
    let first = view.json("/api/position?moves=c1");
    let laps = first["laps"].as_array().unwrap();
    assert_eq!(laps.len(), 1);
    assert_eq!(laps[0]["from"], "c1");
    let before = view.json("/api/position?moves=c1%20b1");
    let swap: Vec<&Value> = before["legal"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["name"] == "swap")
        .collect();
    assert_eq!(swap.len(), 1);
    assert_eq!(swap[0]["hole"], Value::Null);
    assert_eq!(before["position"]["may_swap"], true);
    let after = view.json("/api/position?moves=c1%20b1%20swap");
    assert_eq!(after["laps"], serde_json::json!([]));
    assert_eq!(after["position"]["holes"]["a2"], 6);
    assert_eq!(after["position"]["to_move"], "south");
}
