//! The `sow` binary through its public face: arguments, output, exit codes.

mod common;

use std::process::Output;

use common::sow;

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn check_exits_0_on_the_examples() {
    let o = sow(&["check", "examples"]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    assert!(stdout(&o).contains("checked 4 files: 0 errors, 0 warnings"));
}

#[test]
fn check_exits_1_on_errors_and_keeps_checking_other_files() {
    let o = sow(&[
        "check",
        "tests/fixtures/T002-track-misses-hole.sow.toml",
        "examples/kalah.sow.toml",
    ]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    assert!(
        out.contains("error[T002]: the track misses c2, d2"),
        "{out}"
    );
    assert!(
        out.contains("checked 2 files: 1 error, 0 warnings"),
        "{out}"
    );
}

#[test]
fn warnings_fail_only_when_denied() {
    let file = "tests/fixtures/O002-unowned-hole.sow.toml";
    assert_eq!(sow(&["check", file]).status.code(), Some(0));
    assert_eq!(
        sow(&["check", "--deny-warnings", file]).status.code(),
        Some(1)
    );
}

#[test]
fn check_exits_2_for_what_cannot_be_read() {
    let o = sow(&["check", "no/such/file.sow.toml", "examples/kalah.sow.toml"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("no/such/file.sow.toml"));
    assert!(stdout(&o).contains("checked 1 file"));
    let dir = std::env::temp_dir().join(format!("sow-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("binary.sow.toml");
    std::fs::write(&bad, [0xff, 0xfe, 0x00, 0x41]).unwrap();
    let o = sow(&["check", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("not UTF-8"), "{}", stderr(&o));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn check_json_is_one_document() {
    let o = sow(&[
        "check",
        "--format",
        "json",
        "tests/fixtures/R002-duplicate-rule-name.sow.toml",
    ]);
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(doc["errors"], 1);
    let d = &doc["diagnostics"][0];
    assert_eq!(d["code"], "R002");
    assert_eq!(d["severity"], "error");
    assert!(d["range"]["start_line"].as_u64().unwrap() > 0);
}

#[test]
fn play_prints_json_lines_from_the_start() {
    let o = sow(&[
        "play",
        "examples/kalah.sow.toml",
        "--moves",
        "c1 f1",
        "--format",
        "json",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let lines: Vec<serde_json::Value> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["ply"], 0);
    assert_eq!(lines[0]["move"], serde_json::Value::Null);
    assert_eq!(lines[0]["to_move"], "south");
    // c1's last seed falls in South's store: South moves again.
    assert_eq!(lines[1]["move"], "c1");
    assert_eq!(lines[1]["stores"]["south"], 1);
    assert_eq!(lines[1]["to_move"], "south");
    assert_eq!(lines[1]["fired"][0], "extra-turn");
    assert_eq!(lines[2]["to_move"], "north");
    assert_eq!(lines[2]["result"], serde_json::Value::Null);
}

#[test]
fn an_illegal_move_names_the_ply_the_move_and_the_legal_moves() {
    let o = sow(&["play", "examples/kalah.sow.toml", "--moves", "c1 c1"]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains("ply 2: `c1` is not a legal move for south; legal moves: a1 b1 d1 e1 f1"),
        "{err}"
    );
    let o = sow(&["play", "examples/kalah.sow.toml", "--moves", "z9"]);
    assert!(
        stderr(&o).contains("ply 1: `z9` is not a hole of this board"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn play_refuses_a_file_with_errors() {
    let o = sow(&[
        "play",
        "tests/fixtures/T001-no-track.sow.toml",
        "--moves",
        "a1",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("T001"));
}

#[test]
fn explain_lists_and_explains_every_code() {
    let o = sow(&["explain"]);
    assert_eq!(o.status.code(), Some(0));
    for code in sow::lint::ALL {
        assert!(stdout(&o).contains(code.id));
        let one = sow(&["explain", code.id]);
        assert_eq!(one.status.code(), Some(0));
        assert!(stdout(&one).contains("## How to fix"), "{}", code.id);
    }
    assert_eq!(sow(&["explain", "Z999"]).status.code(), Some(2));
}
