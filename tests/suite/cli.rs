//! The `sow` binary through its public face: arguments, output, exit codes.

// A test stops on the first surprise: unwrap, expect and panic are its asserts.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::process::Output;

use crate::support::sow::sow;

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
    assert!(stdout(&o).contains("checked 6 files: 0 errors, 0 warnings"));
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

/// An error with a related place, a warning, and a clean file.
const MIXED: &[&str] = &[
    "tests/fixtures/R002-duplicate-rule-name.sow.toml",
    "tests/fixtures/O002-unowned-hole.sow.toml",
    "examples/kalah.sow.toml",
];

#[test]
fn check_sarif_is_a_sarif_2_1_0_log_with_one_rule_per_code() {
    let mut args = vec!["check", "--format", "sarif"];
    args.extend(MIXED);
    let o = sow(&args);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let log: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(log["version"], "2.1.0");
    let run = &log["runs"][0];
    assert_eq!(run["tool"]["driver"]["name"], "sow");
    let rules = run["tool"]["driver"]["rules"].as_array().unwrap();
    assert_eq!(rules.len(), sow::lint::ALL.len());
    for (rule, code) in rules.iter().zip(sow::lint::ALL) {
        assert_eq!(rule["id"], code.id);
        assert_eq!(rule["name"], code.name);
        assert_eq!(rule["shortDescription"]["text"], code.summary);
        let full = rule["fullDescription"]["text"].as_str().unwrap();
        assert!(!full.is_empty() && !full.contains('\n'), "{}", code.id);
        assert_eq!(rule["help"]["markdown"], code.explanation.trim_end());
        let level = match code.severity {
            sow::diagnostic::Severity::Error => "error",
            sow::diagnostic::Severity::Warning => "warning",
            sow::diagnostic::Severity::Info => "note",
        };
        assert_eq!(rule["defaultConfiguration"]["level"], level);
    }
    for result in run["results"].as_array().unwrap() {
        let index = result["ruleIndex"].as_u64().unwrap() as usize;
        assert_eq!(rules[index]["id"], result["ruleId"]);
    }
    insta::assert_json_snapshot!("sarif-results", run["results"]);
    assert_eq!(run["invocations"][0]["executionSuccessful"], true);
}

#[test]
fn check_sarif_reports_unreadable_files_and_absolute_paths() {
    let absolute = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/T001-no-track.sow.toml"
    );
    let o = sow(&["check", "--format", "sarif", absolute, "no/such.sow.toml"]);
    assert_eq!(o.status.code(), Some(2));
    let log: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let run = &log["runs"][0];
    let location = &run["results"][0]["locations"][0]["physicalLocation"];
    // Made relative to the folder the check ran in, the crate's root here.
    assert_eq!(
        location["artifactLocation"]["uri"],
        "tests/fixtures/T001-no-track.sow.toml"
    );
    assert_eq!(location["artifactLocation"]["uriBaseId"], "%SRCROOT%");
    assert_eq!(run["invocations"][0]["executionSuccessful"], false);
    let note = &run["invocations"][0]["toolExecutionNotifications"][0];
    assert_eq!(note["level"], "error");
    assert!(
        note["message"]["text"]
            .as_str()
            .unwrap()
            .contains("no/such.sow.toml")
    );
}

#[test]
fn check_github_prints_workflow_commands() {
    let mut args = vec!["check", "--format", "github"];
    args.extend(MIXED);
    let o = sow(&args);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    insta::assert_snapshot!("github", stdout(&o));
    // Commas and colons in a file name are escaped in the `file` property.
    let dir = std::env::temp_dir().join(format!("sow-github-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let odd = dir.join("a,b:c.sow.toml");
    std::fs::copy("tests/fixtures/T001-no-track.sow.toml", &odd).unwrap();
    let o = sow(&[
        "check",
        "--format",
        "github",
        "--no-play",
        odd.to_str().unwrap(),
    ]);
    let out = stdout(&o);
    assert!(out.contains("/a%2Cb%3Ac.sow.toml,line="), "{out}");
    std::fs::remove_dir_all(&dir).ok();
    let o = sow(&["check", "--format", "github", "no/such.sow.toml"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stdout(&o).starts_with("::error title=unreadable::no/such.sow.toml: "),
        "{}",
        stdout(&o)
    );
}

#[test]
fn check_reports_files_sorted_by_path_once_each() {
    let o = sow(&[
        "check",
        "--format",
        "json",
        "tests/fixtures/T002-track-misses-hole.sow.toml",
        "tests/fixtures",
        "tests/fixtures/B001-board-size.sow.toml",
    ]);
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let fixtures = std::fs::read_dir("tests/fixtures").unwrap().count();
    assert_eq!(doc["files"], fixtures as u64);
    let files: Vec<&str> = doc["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["file"].as_str().unwrap())
        .collect();
    let mut sorted = files.clone();
    sorted.sort();
    assert_eq!(files, sorted);
    assert_eq!(files[0], "tests/fixtures/B001-board-size.sow.toml");
}

#[test]
fn preview_draws_the_shared_track_and_where_a_sowing_ends() {
    let o = sow(&["preview", "examples/selus-massawa.sow.toml", "--hole", "a1"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    // The shared route, numbered on the board: a1→f1, f2→d2, f3→a3, a2→c2.
    for row in [
        "   3  15  14  13  12  11  10",
        "   2  16  17  18   9   8   7",
        "   1   1   2   3   4   5   6",
    ] {
        assert!(out.contains(row), "{row} missing in\n{out}");
    }
    assert!(out.contains("Sowing from a1 (South"), "{out}");
    assert!(out.contains("Ends: the turn ends in"), "{out}");
}

#[test]
fn preview_prints_plain_text_without_markdown() {
    let o = sow(&["preview", "examples/kalah.sow.toml", "--hole", "c1"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    for markdown in ["**", "`"] {
        assert!(!out.contains(markdown), "`{markdown}` in\n{out}");
    }
    insta::assert_snapshot!("preview-kalah-c1", out);
}

#[test]
fn preview_of_a_hole_not_on_the_board_lists_the_holes_and_draws_nothing() {
    let o = sow(&["preview", "examples/kalah.sow.toml", "--hole", "c3"]);
    assert_eq!(o.status.code(), Some(2), "a bad --hole is a usage error");
    assert_eq!(stdout(&o), "", "nothing is drawn before the error");
    assert_eq!(
        stderr(&o),
        "error: `c3` is not a hole of this board; \
         holes: a1 b1 c1 d1 e1 f1 a2 b2 c2 d2 e2 f2\n"
    );
}

/// `sow new NAME` writes a starter game that `sow check` passes clean, and
/// never writes over a file that is there.
#[test]
fn new_writes_a_clean_starter_and_never_overwrites() {
    let dir = std::env::temp_dir().join(format!("sow-new-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let name = dir.join("oware").display().to_string();
    let file = format!("{name}.sow.toml");
    let _ = std::fs::remove_file(&file);
    let o = sow(&["new", &name]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains(&file), "{}", stdout(&o));
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("name = \"oware\""), "{text}");
    for table in ["[board]", "[players.south]", "[sowing]", "[end]"] {
        assert!(text.contains(table), "{table}");
    }
    let o = sow(&["check", &file]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    assert!(
        stdout(&o).contains("checked 1 file: 0 errors, 0 warnings"),
        "{}",
        stdout(&o)
    );

    std::fs::write(&file, "# my own work\n").unwrap();
    let o = sow(&["new", &file]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("does not overwrite"), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "# my own work\n");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// An empty file is one mistake: one S004, that points at `sow new`.
#[test]
fn an_empty_file_gets_one_diagnostic() {
    let dir = std::env::temp_dir().join(format!("sow-empty-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("empty.sow.toml");
    std::fs::write(&file, "").unwrap();
    let o = sow(&["check", &file.display().to_string()]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    assert_eq!(out.matches("error[S004]").count(), 1, "{out}");
    assert!(out.contains("sow new NAME"), "{out}");
    assert!(out.contains("checked 1 file: 1 error, 0 warnings"), "{out}");
    std::fs::remove_dir_all(&dir).unwrap();
}
