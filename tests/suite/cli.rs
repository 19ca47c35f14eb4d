//! The `sow` binary through its public face: arguments, output, exit codes.

// A test stops on the first surprise: unwrap, expect and panic are its asserts.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::process::Output;

use crate::support::sow::{command, sow, sow_on_terminal, sow_with_input};
use crate::support::temp::TempDir;

const KALAH: &str = include_str!("../../examples/kalah.sow.toml");
const BROKEN: &str = include_str!("../fixtures/T002-track-misses-hole.sow.toml");

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
    // Every example is checked: as many files as the folder holds games.
    let games = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/examples"))
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .ends_with(".sow.toml")
        })
        .count();
    assert!(games >= 6, "the bundled examples");
    assert!(
        stdout(&o).contains(&format!("checked {games} files: 0 errors, 0 warnings")),
        "{}",
        stdout(&o)
    );
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
fn a_warning_allowed_where_it_is_passes_deny_warnings_and_an_error_cannot_be_allowed() {
    let fixture = include_str!("../fixtures/P003-rule-never-fired.sow.toml");
    let bonus = "[[landing]]\nname = \"opponent-store-bonus\"";
    let dir = TempDir::new("cli-allow");
    // Allowed on the line above the rule's table: P003 is not reported.
    let allowed = dir.write(
        "allowed.sow.toml",
        fixture.replace(
            bonus,
            &format!("# sow: allow(P003) the rule is kept on purpose\n{bonus}"),
        ),
    );
    let o = sow(&["check", "--deny-warnings", allowed.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    assert!(!stdout(&o).contains("P003"), "{}", stdout(&o));
    // Allowed on another table, it is still reported there.
    let elsewhere = dir.write(
        "elsewhere.sow.toml",
        fixture.replace("[moves]", "[moves]  # sow: allow(P003)"),
    );
    let o = sow(&["check", "--deny-warnings", elsewhere.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).contains("warning[P003]"), "{}", stdout(&o));
    // An error named in an allow comment stays, and the comment is flagged.
    let error = dir.write(
        "error.sow.toml",
        fixture.replace("columns = 6", "columns = 6\nholes = 3  # sow: allow(S002)"),
    );
    let o = sow(&["check", error.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    assert!(out.contains("error[S002]"), "{out}");
    assert!(
        out.contains("warning[S008]: S002 is an error, and errors cannot be allowed"),
        "{out}"
    );
}

#[test]
fn a_project_configuration_above_a_file_selects_codes_and_severities() {
    let fixture = include_str!("../fixtures/P003-rule-never-fired.sow.toml");
    let dir = TempDir::new("cli-config");
    let game = dir.write("games/deep/p003.sow.toml", fixture);
    let game = game.to_str().unwrap();
    let config = |text: &str| {
        dir.write("sow.toml", text);
    };
    // No configuration: P003 is a warning.
    let o = sow(&["check", game]);
    assert!(stdout(&o).contains("warning[P003]"), "{}", stdout(&o));
    // Ignored two folders up: not reported, and --deny-warnings passes.
    config("[check]\nignore = [\"P003\"]\n");
    let o = sow(&["check", "--deny-warnings", game]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    assert!(!stdout(&o).contains("P003"), "{}", stdout(&o));
    // Made an error by name: the check fails.
    config("[check]\nseverity = { rule-never-fired = \"error\" }\n");
    let o = sow(&["check", game]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).contains("error[P003]"), "{}", stdout(&o));
    // Warnings denied by the configuration; the flag --ignore adds to it.
    config("[check]\ndeny_warnings = true\n");
    assert_eq!(sow(&["check", game]).status.code(), Some(1));
    let o = sow(&["check", "--ignore", "P003", game]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    // --select keeps only what it names: the static O002 of a neutral hole
    // goes, a play note stays.
    let neutral = dir.write(
        "neutral.sow.toml",
        include_str!("../fixtures/O002-unowned-hole.sow.toml"),
    );
    let o = sow(&["check", "--select", "P", neutral.to_str().unwrap()]);
    assert!(!stdout(&o).contains("O002"), "{}", stdout(&o));
    assert!(stdout(&o).contains("[P006]"), "{}", stdout(&o));
    // A configuration that cannot be used is a usage error, with its place.
    config("[check]\nignore = [\"P003\"]\nselct = [\"P\"]\n");
    let o = sow(&["check", game]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("sow.toml:3:1: unknown field `selct`"),
        "{}",
        stderr(&o)
    );
    config("[check]\nignore = [\"T002\"]\n");
    let o = sow(&["check", game]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("sow.toml:2:11: T002 is an error, and errors cannot be ignored"),
        "{}",
        stderr(&o)
    );
    // A flag that names no code is a usage error too.
    let o = sow(&["check", "--no-play", "--ignore", "X9", game]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("`X9`: no diagnostic code"),
        "{}",
        stderr(&o)
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
        err.contains(
            "ply 2: `c1` is not a legal move for south; c1 is empty, and a move needs 1 at \
             least; legal moves: a1 b1 d1 e1 f1"
        ),
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
    for code in sow::codes::ALL {
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
    assert_eq!(rules.len(), sow::codes::ALL.len());
    for (rule, code) in rules.iter().zip(sow::codes::ALL) {
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

#[test]
fn a_folder_without_variant_files_is_a_usage_error() {
    let dir = TempDir::new("no-variants");
    dir.write("notes/readme.txt", "not a variant file");
    let empty = dir.0.join("empty");
    std::fs::create_dir(&empty).unwrap();
    for folder in [&dir.0, &empty] {
        let o = sow(&["check", folder.to_str().unwrap()]);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{err}");
        assert!(
            err.contains(&format!("{}: no *.sow.toml file", folder.display())),
            "{err}"
        );
    }
    // The other paths are still checked, and the folder is named in the
    // machine-readable output too.
    let o = sow(&[
        "check",
        "--format",
        "json",
        empty.to_str().unwrap(),
        "examples/kalah.sow.toml",
    ]);
    assert_eq!(o.status.code(), Some(2));
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(doc["files"], 1);
    assert!(
        doc["unreadable"][0]
            .as_str()
            .unwrap()
            .contains("no *.sow.toml file"),
        "{doc}"
    );
}

#[test]
fn a_file_named_twice_is_checked_once_under_the_name_first_given() {
    let examples = std::fs::read_dir("examples").unwrap().count();
    let o = sow(&[
        "check",
        "--no-play",
        "examples",
        "./examples/kalah.sow.toml",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        stdout(&o).contains(&format!("checked {examples} files:")),
        "{}",
        stdout(&o)
    );
    let o = sow(&[
        "check",
        "--no-play",
        "--format",
        "json",
        "./tests/fixtures/T002-track-misses-hole.sow.toml",
        "tests/fixtures/T002-track-misses-hole.sow.toml",
    ]);
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(doc["files"], 1);
    assert_eq!(doc["errors"], 1);
    assert_eq!(
        doc["diagnostics"][0]["file"],
        "./tests/fixtures/T002-track-misses-hole.sow.toml"
    );
}

#[test]
fn folders_are_walked_skipping_hidden_and_ignored_files() {
    let dir = TempDir::new("walk");
    dir.write("a.sow.toml", KALAH);
    dir.write("sub/b.sow.toml", BROKEN);
    // None of these is checked when the folder is: hidden, named by
    // .gitignore (no Git repository needed), named by .ignore.
    dir.write(".hidden/c.sow.toml", BROKEN);
    dir.write(".d.sow.toml", BROKEN);
    dir.write(".gitignore", "target/\n*.draft.sow.toml\n");
    dir.write("target/e.sow.toml", BROKEN);
    dir.write("sub/f.draft.sow.toml", BROKEN);
    dir.write(".ignore", "built/\n");
    dir.write("built/g.sow.toml", BROKEN);
    let o = command()
        .args(["check", "--no-play", "--format", "json", "."])
        .current_dir(&dir.0)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(doc["files"], 2, "{doc}");
    assert_eq!(doc["errors"], 1, "{doc}");
    assert_eq!(doc["diagnostics"][0]["file"], "./sub/b.sow.toml");
    // A file named on the command line is checked even if ignored.
    let o = command()
        .args(["check", "--no-play", "target/e.sow.toml"])
        .current_dir(&dir.0)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
}

#[test]
fn a_dash_checks_standard_input_in_every_format() {
    let o = sow_with_input(&["check", "--no-play", "-"], BROKEN.as_bytes());
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stdout(&o).contains("┌─ <stdin>:24:9"), "{}", stdout(&o));
    assert!(
        stdout(&o).contains("checked 1 file: 1 error"),
        "{}",
        stdout(&o)
    );
    let o = sow_with_input(&["check", "-"], KALAH.as_bytes());
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    // Each format names the file as --stdin-filename says.
    let name = "games/mine.sow.toml";
    for (format, wanted) in [
        ("human", "┌─ games/mine.sow.toml:24:9".to_string()),
        ("json", format!("\"file\": \"{name}\"")),
        ("sarif", format!("\"uri\": \"{name}\"")),
        ("github", format!("::error file={name},line=24,col=9")),
    ] {
        let o = sow_with_input(
            &[
                "check",
                "--no-play",
                "--format",
                format,
                "--stdin-filename",
                name,
                "-",
                "examples/kalah.sow.toml",
            ],
            BROKEN.as_bytes(),
        );
        assert_eq!(o.status.code(), Some(1), "{format}: {}", stderr(&o));
        assert!(stdout(&o).contains(&wanted), "{format}: {}", stdout(&o));
    }
    // A name for standard input without `-` among the paths is a mistake.
    let o = sow(&["check", "--stdin-filename", name, "examples/kalah.sow.toml"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("`-`"), "{}", stderr(&o));
}

const ESCAPE: u8 = 0x1b;

fn has_escape(bytes: &[u8]) -> bool {
    bytes.contains(&ESCAPE)
}

#[test]
fn colour_follows_the_flag_then_no_color_then_the_terminal() {
    let broken = "tests/fixtures/T002-track-misses-hole.sow.toml";
    let check = |extra: &[&'static str]| {
        let mut args = vec!["check", "--no-play"];
        args.extend(extra);
        args.push(broken);
        args
    };
    // Piped: colour only when asked for.
    assert!(!has_escape(&sow(&check(&[])).stdout));
    let always = sow(&check(&["--color", "always"]));
    assert_eq!(always.status.code(), Some(1), "{}", stderr(&always));
    assert!(has_escape(&always.stdout));
    let o = command()
        .args(check(&["--color", "always"]))
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    assert!(has_escape(&o.stdout), "the flag wins over NO_COLOR");
    // On a terminal: colour unless NO_COLOR (not empty) or the flag says no.
    let Some(o) = sow_on_terminal(&check(&[]), &[]) else {
        return;
    };
    assert!(has_escape(&o.stdout), "{}", stdout(&o));
    assert!(stdout(&o).contains("error[T002]"), "{}", stdout(&o));
    for (extra, env) in [
        (&[][..], &[("NO_COLOR", "1")][..]),
        (&["--color", "never"][..], &[][..]),
        (&["--color", "auto"][..], &[("NO_COLOR", "yes")][..]),
    ] {
        let o = sow_on_terminal(&check(extra), env).unwrap();
        assert!(stdout(&o).contains("error[T002]"), "{}", stdout(&o));
        assert!(!has_escape(&o.stdout), "{extra:?} {env:?}: {}", stdout(&o));
    }
    let o = sow_on_terminal(&check(&[]), &[("NO_COLOR", "")]).unwrap();
    assert!(has_escape(&o.stdout), "an empty NO_COLOR is no request");
}

/// Whether progress shows on a terminal when `args` run there, and on a
/// pipe. Work that took over a second and a half must show it on a
/// terminal (and work under a second must not); on a pipe it never shows.
fn assert_progress_on_a_terminal_only(args: &[&str], progress: &str) {
    let piped = sow(args);
    assert_eq!(piped.status.code(), Some(0), "{}", stderr(&piped));
    assert!(piped.stderr.is_empty(), "{args:?}: {}", stderr(&piped));
    let started = std::time::Instant::now();
    let Some(o) = sow_on_terminal(args, &[]) else {
        return;
    };
    let took = started.elapsed();
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    let shown = stdout(&o).contains(progress);
    if took > std::time::Duration::from_millis(1500) {
        assert!(shown, "{args:?} took {took:?}: {}", stdout(&o));
    } else if took < std::time::Duration::from_secs(1) {
        assert!(!shown, "{args:?} took {took:?}: {}", stdout(&o));
    }
}

#[test]
fn a_long_check_shows_progress_on_a_terminal_only() {
    // About three seconds on this project's machine.
    let long = ["check", "--games", "600", "examples/hufesay.sow.toml"];
    assert_progress_on_a_terminal_only(&long, "/1 files");
    let quick = ["check", "--no-play", "examples/kalah.sow.toml"];
    assert_progress_on_a_terminal_only(&quick, "/1 files");
}

#[test]
fn a_long_simulation_shows_progress_on_a_terminal_only() {
    // About three seconds on this project's machine, below the 20,000
    // games from which a bar used to be drawn.
    let long = [
        "simulate",
        "examples/hufesay.sow.toml",
        "--games",
        "500",
        "--jobs",
        "1",
    ];
    assert_progress_on_a_terminal_only(&long, "/500 games");
}

#[test]
fn simulate_json_names_the_players_and_the_rules() {
    let o = sow(&[
        "simulate",
        "examples/kalah.sow.toml",
        "--games",
        "200",
        "--format",
        "json",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let report = &doc["report"];
    let (south, north) = (&report["wins"]["south"], &report["wins"]["north"]);
    let draws = report["draws"].as_u64().unwrap();
    let capped = report["capped"].as_u64().unwrap();
    assert_eq!(
        south.as_u64().unwrap() + north.as_u64().unwrap() + draws + capped,
        200,
        "{report}"
    );
    for counts in ["fired", "fired_games"] {
        let by_rule = report[counts].as_object().unwrap();
        let names: Vec<&str> = by_rule.keys().map(String::as_str).collect();
        assert_eq!(names, ["extra-turn", "capture-opposite"], "{counts}");
        assert!(
            by_rule.values().all(|n| n.as_u64().unwrap() > 0),
            "{report}"
        );
    }
    assert!(report["decided"].as_object().unwrap().is_empty());
}

#[test]
fn random_matches_of_thousands_of_rounds_are_bounded_by_plies_with_a_note() {
    // #40, item 24: Dakon's random matches on 2x10 (a random walk of the
    // holdings, 300,000 plies each on average) took 20 s of `sow check
    // examples`. A board's games now stop starting at a bound of plies,
    // the same games whatever the machine, and the finding stays: P010 on
    // 2x10 alone.
    let o = sow(&["check", "--format", "json", "examples/dakon.sow.toml"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let cut = &doc["play_cut_short"][0];
    assert_eq!(cut["stopped_by"], "plies", "{cut}");
    assert_eq!(cut["plies"], sow::sample::SAMPLE_PLIES, "{cut}");
    let sizes: Vec<(&str, u64)> = (cut["sizes"].as_array().unwrap().iter())
        .map(|s| {
            (
                s["size"].as_str().unwrap(),
                s["games_played"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(sizes, [("2x9", 120), ("2x10", 30)], "{cut}");
    let found: Vec<(&str, &str)> = (doc["diagnostics"].as_array().unwrap().iter())
        .map(|d| (d["code"].as_str().unwrap(), d["message"].as_str().unwrap()))
        .collect();
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "P010");
    assert!(
        found[0].1.starts_with("on the 2×10 board: 4 of 30 random"),
        "{found:?}"
    );
    let o = sow(&["check", "examples/dakon.sow.toml"]);
    assert!(
        stdout(&o).contains(
            "sample play stopped at 5,000,000 plies a board (--play-plies): 120 of 300 games \
             played on 2x9, 30 of 300 games played on 2x10"
        ),
        "{}",
        stdout(&o)
    );
}

#[test]
fn play_cut_short_by_its_time_budget_says_how_many_games_it_played() {
    let args = [
        "check",
        "--games",
        "10000000",
        "--play-seconds",
        "1",
        "--play-plies",
        "1000000000000",
        "examples/kalah.sow.toml",
    ];
    let o = sow(&args);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    let note = out
        .lines()
        .find(|l| l.starts_with("note: examples/kalah.sow.toml: sample play stopped after 1 s"))
        .unwrap_or_else(|| panic!("no note in\n{out}"));
    assert!(note.contains(" of 10000000 games"), "{note}");
    let mut json = args.to_vec();
    json.extend(["--format", "json"]);
    let doc: serde_json::Value = serde_json::from_slice(&sow(&json).stdout).unwrap();
    let stopped = &doc["play_cut_short"][0];
    assert_eq!(stopped["file"], "examples/kalah.sow.toml");
    assert_eq!(stopped["games_asked"], 10_000_000);
    assert_eq!(stopped["seconds"], 1);
    assert_eq!(stopped["stopped_by"], "time");
    let played = stopped["games_played"].as_u64().unwrap();
    assert!(played > 0 && played < 10_000_000, "{stopped}");
    // A notice on the file for GitHub, a note on it in SARIF's run.
    let mut github = args.to_vec();
    github.extend(["--format", "github"]);
    let out = stdout(&sow(&github));
    assert!(
        out.starts_with(
            "::notice file=examples/kalah.sow.toml,title=sample play::sample play stopped"
        ),
        "{out}"
    );
    let mut sarif = args.to_vec();
    sarif.extend(["--format", "sarif"]);
    let log: serde_json::Value = serde_json::from_slice(&sow(&sarif).stdout).unwrap();
    let invocation = &log["runs"][0]["invocations"][0];
    let note = &invocation["toolExecutionNotifications"][0];
    assert_eq!(note["level"], "note");
    assert!(
        note["message"]["text"]
            .as_str()
            .unwrap()
            .contains(" of 10000000 games")
    );
    let location = &note["locations"][0]["physicalLocation"]["artifactLocation"];
    assert_eq!(location["uri"], "examples/kalah.sow.toml");
    assert_eq!(invocation["executionSuccessful"], true);
    // Play that ends in time says nothing of the budget.
    let o = sow(&["check", "--format", "json", "examples/kalah.sow.toml"]);
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(doc["play_cut_short"], serde_json::json!([]));
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

#[test]
fn schema_prints_the_format_under_an_id_that_does_not_depend_on_where_it_is() {
    let o = sow(&["schema"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let schema: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(schema["$id"], "urn:sow:schema:variant:1");
    assert_eq!(schema["title"], "sow variant file");
}

#[test]
fn schema_write_puts_the_schema_in_a_folder_or_a_file() {
    let printed = stdout(&sow(&["schema"]));
    let dir = TempDir::new("schema-write");
    let o = sow(&["schema", "--write", dir.0.to_str().unwrap()]);
    let written = dir.0.join("sow.schema.json");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o), format!("wrote {}\n", written.display()));
    assert_eq!(std::fs::read_to_string(&written).unwrap(), printed);
    // A file is written as named, over what was there.
    let file = dir.write("editor/variant.json", "{}");
    let o = sow(&["schema", "--write", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), printed);
}

#[test]
fn schema_write_reports_what_it_could_not_write() {
    let dir = TempDir::new("schema-unwritable");
    let target = dir.0.join("missing").join("sow.schema.json");
    let o = sow(&["schema", "--write", target.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(stdout(&o), "");
    let err = stderr(&o);
    assert!(
        err.starts_with(&format!("error: {}: ", target.display())),
        "{err}"
    );
    assert!(!target.exists());
}
