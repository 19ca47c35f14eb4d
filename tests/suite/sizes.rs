//! A game on several board sizes (`[board] sizes`): `sow check` checks
//! and sample-plays each size and says which size a finding concerns;
//! `sow play`, `simulate` and `preview` take `--size` (the server's play
//! of every size is `lsp_sizes.rs`).

use std::sync::atomic::{AtomicUsize, Ordering};

use serde_json::Value;

use crate::support::sow::{check_text_json, sow};

/// A single-lap game with stores whose one rule needs a store of 17
/// seeds: on two rows of six (48 seeds) it can fire, on two rows of two
/// (16 seeds) never.
const STORE_RACE: &str = r#"
[game]
name = "Store race"

[board]
rows = 2
columns = 6
seeds = 4
stores = true
sizes = [2, 6]

[players.south]
rows = [1]

[players.north]
rows = [2]

[sowing]
direction = "anticlockwise"
stores = "own"

[[landing]]
name = "big-store"
when = { hole = "own-store", count = { min = 17 } }
then = "move-again"

[moves]
from = "own"

[end]
when = ["row-empty"]
remaining = "owner"
winner = "most-seeds"
"#;

/// What `sow check --format json` says of `text`: its diagnostics.
fn check_json(text: &str, extra: &[&str]) -> Vec<Value> {
    // A folder of its own for each text: the tests run at once.
    static FOLDERS: AtomicUsize = AtomicUsize::new(0);
    let name = format!("sizes-{}", FOLDERS.fetch_add(1, Ordering::Relaxed));
    check_text_json(&name, text, extra)
}

#[test]
fn a_finding_on_one_size_only_names_that_size() {
    let found = check_json(STORE_RACE, &["--no-play"]);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!(found[0]["code"], "R001");
    assert_eq!(found[0]["size"], "2x2");
    assert!(
        found[0]["message"]
            .as_str()
            .unwrap()
            .starts_with("on the 2×2 board: "),
        "{found:#?}"
    );
    // One size: the same file is clean, and a finding names no size.
    let one = STORE_RACE.replace("sizes = [2, 6]\n", "");
    assert_eq!(check_json(&one, &["--no-play"]), Vec::<Value>::new());
    let broken = one.replace("min = 17", "min = 49");
    let found = check_json(&broken, &["--no-play"]);
    assert_eq!(found[0]["code"], "R001");
    assert!(found[0].get("size").is_none(), "{found:#?}");
}

/// The store race on two rows of one or six columns, its one rule a
/// capture that needs three seeds opposite: it fires on six columns and
/// never on one, which only sample play of that size shows (P003).
pub(crate) fn never_fires_on_one_column() -> String {
    STORE_RACE
        .replace("sizes = [2, 6]", "sizes = [1, 6]")
        .replace(
            "when = { hole = \"own-store\", count = { min = 17 } }\nthen = \"move-again\"",
            "when = { hole = \"own\", was_empty = true, opposite = { min = 3 } }\ncapture = [\"last\", \"opposite\"]",
        )
}

#[test]
fn every_size_is_sample_played() {
    let text = never_fires_on_one_column();
    let found = check_json(&text, &["--games", "200"]);
    let codes: Vec<(&str, Option<&str>)> = found
        .iter()
        .map(|d| (d["code"].as_str().unwrap(), d["size"].as_str()))
        .collect();
    assert!(codes.contains(&("P003", Some("2x1"))), "{found:#?}");
    assert!(!codes.contains(&("P003", None)), "{found:#?}");
}

#[test]
fn a_hole_one_size_lacks_is_b007() {
    let text = STORE_RACE
        .replace("sizes = [2, 6]", "sizes = [6, 8]")
        .replace(
            "direction = \"anticlockwise\"",
            "track = [\"a1-f1\", \"south-store\", \"f2-a2\", \"north-store\"]",
        );
    let found = check_json(&text, &["--no-play"]);
    let t002: Vec<&Value> = found.iter().filter(|d| d["code"] == "T002").collect();
    assert!(!t002.is_empty(), "{found:#?}");
    assert!(t002.iter().all(|d| d["size"] == "2x8"), "{found:#?}");
    // Counted from the row's end, the track holds on both sizes.
    let mended = text.replace(
        "[\"a1-f1\", \"south-store\", \"f2-a2\", \"north-store\"]",
        "[\"a1-last1\", \"south-store\", \"last2-a2\", \"north-store\"]",
    );
    assert_eq!(check_json(&mended, &["--no-play"]), Vec::<Value>::new());
    // A default size that is not among the sizes.
    let found = check_json(
        &STORE_RACE.replace("columns = 6", "columns = 5"),
        &["--no-play"],
    );
    assert!(
        found
            .iter()
            .any(|d| d["code"] == "B007" && d["message"].as_str().unwrap().contains("5 columns")),
        "{found:#?}"
    );
}

#[test]
fn play_simulate_and_preview_take_a_size() {
    let file = "examples/leyla-gobale.sow.toml";
    // The first move is fixed to the right end of South's row: h1 on 2×8.
    let out = sow(&[
        "play", file, "--size", "8", "--format", "json", "--moves", "h1",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let first: Value = serde_json::from_slice(
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .next()
            .unwrap()
            .as_bytes(),
    )
    .unwrap();
    assert_eq!(first["holes"].as_object().unwrap().len(), 16);
    let out = sow(&["play", file, "--moves", "h1"]);
    assert!(!out.status.success(), "h1 is no hole of the default 2×6");
    for bad in ["9", "4x8", "eight"] {
        let out = sow(&["play", file, "--size", bad]);
        assert_eq!(out.status.code(), Some(2), "--size {bad}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(&format!("--size {bad}")), "{err}");
    }
    let err = String::from_utf8_lossy(&sow(&["play", file, "--size", "9"]).stderr).to_string();
    assert!(err.contains("its sizes are 2×6, 2×8, 2×12"), "{err}");
    let out = sow(&["preview", file, "--size", "2x12", "--hole", "l1"]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("from l1"));
    let games = |size: &str| {
        let out = sow(&[
            "simulate", file, "--size", size, "--games", "50", "--format", "json",
        ]);
        assert!(out.status.success());
        serde_json::from_slice::<Value>(&out.stdout).unwrap()["report"].clone()
    };
    assert_eq!(games("6"), games("2x6"));
    assert_ne!(games("6")["plies"], games("12")["plies"]);
}

#[test]
fn simulate_says_which_size_it_played() {
    let file = "examples/dakon.sow.toml";
    let run = |extra: &[&str]| {
        let mut args = vec!["simulate", file, "--games", "3"];
        args.extend(extra);
        let out = sow(&args);
        assert!(out.status.success());
        String::from_utf8_lossy(&out.stdout).to_string()
    };
    let human = run(&["--size", "5"]);
    assert!(human.starts_with("Dakon on 2×5: 3 random games"), "{human}");
    assert!(run(&[]).starts_with("Dakon on 2×7: "));
    for (extra, size) in [(&["--size", "2x9"][..], "2x9"), (&[][..], "2x7")] {
        let mut args = extra.to_vec();
        args.extend(["--format", "json"]);
        let doc: Value = serde_json::from_str(&run(&args)).unwrap();
        assert_eq!(doc["size"], size);
    }
    // A file of one size names none.
    let out = sow(&["simulate", "examples/kalah.sow.toml", "--games", "3"]);
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("Kalah: 3 random games"));
}

#[test]
fn sample_play_cut_short_on_any_size_is_said_with_its_size() {
    // Sample play on a file of several sizes was cut short by time with no
    // note unless the default size was (#40, item 16): each board's run is
    // said, with its size, in text and JSON.
    use crate::support::sow::sow;
    let args = [
        "check",
        "--games",
        "1000000",
        "--play-seconds",
        "1",
        "--play-plies",
        "1000000000000",
        "examples/leyla-gobale.sow.toml",
    ];
    let text = String::from_utf8(sow(&args).stdout).unwrap();
    for size in ["2x6", "2x8", "2x12"] {
        assert!(
            text.contains(&format!("of 1000000 games played on {size}")),
            "{size}: {text}"
        );
    }
    let mut json_args = args.to_vec();
    json_args.extend(["--format", "json"]);
    let doc: serde_json::Value = serde_json::from_slice(&sow(&json_args).stdout).unwrap();
    let sizes: Vec<&str> = doc["play_cut_short"][0]["sizes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["size"].as_str().unwrap())
        .collect();
    assert_eq!(sizes, ["2x6", "2x8", "2x12"], "{doc}");
}

#[test]
fn holes_counted_from_a_rows_end_or_middle_hold_on_every_size() {
    // Two seeds in the right half of row 1 and the left half of row 2,
    // and one in the hole before the last of row 1, on six and eight
    // columns.
    let text = "[game]\nname = \"Halves\"\n[board]\nrows = 2\ncolumns = 6\nsizes = [6, 8]\n\
        seeds = { default = 0, \"mid1-last1\" = 2, \"(last-1)1\" = 1, \"a2-(mid-1)2\" = 2 }\n\
        [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
        [sowing]\ndirection = \"anticlockwise\"\n[end]\nremaining = \"owner\"\n";
    let dir = crate::support::temp::TempDir::new("sizes-counted-columns");
    let file = dir.write("halves.sow.toml", text);
    let file = file.to_str().unwrap();
    for (size, south, north) in [
        ("6", vec![0, 0, 0, 2, 1, 2], vec![2, 2, 2, 0, 0, 0]),
        (
            "8",
            vec![0, 0, 0, 0, 2, 2, 1, 2],
            vec![2, 2, 2, 2, 0, 0, 0, 0],
        ),
    ] {
        let out = sow(&["play", file, "--size", size, "--format", "json"]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let stdout = String::from_utf8_lossy(&out.stdout);
        let start: Value = serde_json::from_str(stdout.lines().next().unwrap()).unwrap();
        let row = |r: usize| -> Vec<u64> {
            (0..south.len())
                .map(|c| {
                    let name = format!("{}{r}", (b'a' + c as u8) as char);
                    start["holes"][name].as_u64().unwrap()
                })
                .collect()
        };
        assert_eq!(row(1), south, "on {size} columns");
        assert_eq!(row(2), north, "on {size} columns");
    }
}

#[test]
fn a_mirrored_layout_lays_north_out_as_south_on_every_size() {
    // Two seeds in South's outer row and the inner row's right half less
    // its first hole; North's holes as South's, seen from North's side.
    let text = "[game]\nname = \"Mirrored\"\n[board]\nrows = 4\ncolumns = 12\nsizes = [12, 13]\n\
        seeds = { mirror = true, \"a1-last1\" = 2, \"(mid+1)2-last2\" = 2 }\n\
        [players.south]\nrows = [1, 2]\n[players.north]\nrows = [3, 4]\n\
        [sowing]\ntrack = { south = [\"a1-last1\", \"last2-a2\"], north = [\"a3-last3\", \"last4-a4\"] }\n\
        [end]\nremaining = \"owner\"\n";
    let dir = crate::support::temp::TempDir::new("sizes-mirrored");
    let file = dir.write("mirrored.sow.toml", text);
    let file = file.to_str().unwrap();
    for (size, inner) in [("12", 5), ("13", 6)] {
        let n: usize = size.parse().unwrap();
        let out = sow(&["play", file, "--size", size, "--format", "json"]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let stdout = String::from_utf8_lossy(&out.stdout);
        let start: Value = serde_json::from_str(stdout.lines().next().unwrap()).unwrap();
        let row = |r: usize| -> Vec<u64> {
            (0..n)
                .map(|c| {
                    let name = format!("{}{r}", (b'a' + c as u8) as char);
                    start["holes"][name].as_u64().unwrap()
                })
                .collect()
        };
        let south_inner: Vec<u64> = (0..n).map(|c| if c >= n - inner { 2 } else { 0 }).collect();
        let north_inner: Vec<u64> = (0..n).map(|c| if c < inner { 2 } else { 0 }).collect();
        assert_eq!(row(1), vec![2; n], "on {size} columns");
        assert_eq!(row(2), south_inner, "on {size} columns");
        assert_eq!(row(3), north_inner, "on {size} columns");
        assert_eq!(row(4), vec![2; n], "on {size} columns");
    }
}

#[test]
fn a_mirrored_layout_names_souths_holes_only() {
    let text = "[game]\nname = \"Mirrored\"\n[board]\nrows = 2\ncolumns = 6\n\
        seeds = { mirror = true, default = 4, a2 = 0, b1 = true }\n\
        [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
        [sowing]\ndirection = \"anticlockwise\"\n[end]\nremaining = \"owner\"\n";
    let found = check_text_json("sizes-mirrored-north", text, &["--no-play"]);
    let b003: Vec<&str> = found
        .iter()
        .filter(|d| d["code"] == "B003")
        .map(|d| d["message"].as_str().unwrap())
        .collect();
    assert_eq!(b003.len(), 2, "{found:?}");
    assert!(
        b003.iter()
            .any(|m| m.contains("`a2` names a hole on North's side"))
    );
    assert!(b003.iter().any(|m| m.contains("takes a seed count")));
}

/// Four rows, each player's far-left outer hole starting with twice a
/// row's holes (`{ per_column = 2 }`), mirrored for North.
const SIZED_COUNT: &str = "[game]\nname = \"Sized\"\n[board]\nrows = 4\ncolumns = 6\n\
    sizes = [6, 9, 16]\n\
    seeds = { default = 1, a1 = { per_column = 2 }, a2 = 0, mirror = true }\n\
    [players.south]\nrows = [1, 2]\n[players.north]\nrows = [3, 4]\n\
    [sowing]\ntrack = { south = [\"a1-last1\", \"last2-a2\"], north = [\"a3-last3\", \"last4-a4\"] }\n\
    [end]\nremaining = \"owner\"\n";

#[test]
fn a_count_per_column_grows_with_the_size() {
    let dir = crate::support::temp::TempDir::new("sizes-per-column");
    let path = dir.write("sized.sow.toml", SIZED_COUNT);
    let file = path.to_str().unwrap();
    for (size, last) in [("6", "f"), ("9", "i"), ("16", "p")] {
        let out = sow(&["play", file, "--size", size, "--format", "json"]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let start: Value = serde_json::from_slice(&out.stdout).unwrap();
        let n: u64 = size.parse().unwrap();
        let holes = &start["holes"];
        // South's a1 and North's mirror of it, the far right of row 4.
        assert_eq!(holes["a1"], 2 * n, "on {size} columns");
        assert_eq!(holes[format!("{last}4")], 2 * n, "on {size} columns");
        assert_eq!(holes["a2"], 0, "on {size} columns");
        assert_eq!(holes[format!("{last}3")], 0, "on {size} columns");
        assert_eq!(holes["b1"], 1, "on {size} columns");
    }
}

#[test]
fn a_count_per_column_below_zero_on_a_size_is_refused_there() {
    let text = SIZED_COUNT.replace("{ per_column = 2 }", "{ per_column = 2, plus = -14 }");
    let found = check_text_json("sizes-per-column-negative", &text, &["--no-play"]);
    let b003: Vec<&str> = found
        .iter()
        .filter(|d| d["code"] == "B003")
        .map(|d| d["message"].as_str().unwrap())
        .collect();
    // 2 × 6 − 14 < 0 on rows of six only: 9 and 16 columns start with 4 and 18.
    assert_eq!(b003.len(), 1, "{found:?}");
    assert!(b003[0].contains("2 × 6 − 14"), "{b003:?}");
    // A count past what a count holds is refused too, and said so.
    let text = SIZED_COUNT.replace("{ per_column = 2 }", "{ per_column = 4294967295 }");
    let found = check_text_json("sizes-per-column-huge", &text, &["--no-play"]);
    assert!(
        found.iter().any(|d| d["code"] == "B003"
            && d["message"]
                .as_str()
                .unwrap()
                .contains("more than a count can hold")),
        "{found:?}"
    );
}
