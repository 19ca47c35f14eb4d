//! `sow check` on what a folder may hold besides variant files: files it
//! cannot read (permissions), binary files, invalid UTF-8, files over the
//! size limit, devices, and thousands of files at once. Each gets a clear
//! message of its own, the other files are still checked, and the exit code
//! is 2 only when something could not be read.

// A test stops on the first surprise: unwrap, expect and panic are its asserts.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use crate::support::temp::TempDir;

const KALAH: &str = include_str!("../../examples/kalah.sow.toml");
const BROKEN: &str = include_str!("../fixtures/T002-track-misses-hole.sow.toml");

/// Runs `sow` with `args`, failing the test if it takes longer than
/// `limit`.
fn sow_within(args: &[&str], limit: Duration) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sow"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Drain the pipes on threads so a large output cannot block the child.
    let mut out = child.stdout.take().unwrap();
    let mut err = child.stderr.take().unwrap();
    let out = std::thread::spawn(move || {
        let mut v = Vec::new();
        std::io::Read::read_to_end(&mut out, &mut v).unwrap();
        v
    });
    let err = std::thread::spawn(move || {
        let mut v = Vec::new();
        std::io::Read::read_to_end(&mut err, &mut v).unwrap();
        v
    });
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > limit {
            child.kill().unwrap();
            child.wait().unwrap();
            panic!("sow {args:?} took more than {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    Output {
        status,
        stdout: out.join().unwrap(),
        stderr: err.join().unwrap(),
    }
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn path(p: &Path) -> &str {
    p.to_str().unwrap()
}

#[test]
fn binary_invalid_utf8_and_oversized_files_each_get_a_message() {
    let dir = TempDir::new("bad-files");
    let good = dir.write("good.sow.toml", KALAH);
    let png = dir.write(
        "image.sow.toml",
        [0x89, b'P', b'N', b'G', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13],
    );
    let mut latin1 = KALAH.as_bytes().to_vec();
    let at = KALAH.find("Kalah").unwrap_or(10);
    latin1.insert(at, 0xe9);
    let latin1 = dir.write("latin1.sow.toml", latin1);
    // Valid UTF-8 full of control bytes: read, and reported as bad TOML.
    let nul = dir.write("nul.sow.toml", b"\0\0\0\x01\x02[board]\0\n");
    // Over 1 MiB: read, and refused with S005; over 4 MiB: not read at all.
    let big = dir.write("big.sow.toml", "#".repeat(sow::syntax::MAX_FILE_BYTES + 1));
    let huge = dir.write(
        "huge.sow.toml",
        "#".repeat(4 * sow::syntax::MAX_FILE_BYTES + 1),
    );
    let o = sow_within(
        &["check", "--games", "5", path(&dir.0)],
        Duration::from_secs(60),
    );
    let (out, err) = (text(&o.stdout), text(&o.stderr));
    assert_eq!(o.status.code(), Some(2), "{out}\n{err}");
    assert!(
        err.contains(&format!(
            "{}: not UTF-8 text (invalid byte at offset 0)",
            png.display()
        )),
        "{err}"
    );
    assert!(
        err.contains(&format!(
            "{}: not UTF-8 text (invalid byte at offset {at})",
            latin1.display()
        )),
        "{err}"
    );
    assert!(
        err.contains(&format!(
            "{}: 4194305 bytes is far too large",
            huge.display()
        )),
        "{err}"
    );
    assert!(out.contains(&format!("{}:", nul.display())), "{out}");
    assert!(out.contains("error[S001]"), "{out}");
    assert!(out.contains("error[S005]"), "{out}");
    assert!(out.contains(&format!("{}:", big.display())), "{out}");
    assert!(!out.contains(&format!("{}:", good.display())), "{out}");
    // good, nul and big were read and checked; the other three were not.
    assert!(out.contains("checked 3 files"), "{out}");
    assert_eq!(
        err.lines().filter(|l| l.starts_with("error: ")).count(),
        3,
        "{err}"
    );
}

#[test]
fn a_device_without_end_is_not_read_forever() {
    if !Path::new("/dev/zero").exists() {
        return;
    }
    let o = sow_within(
        &["check", "/dev/zero", "examples/kalah.sow.toml"],
        Duration::from_secs(20),
    );
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("/dev/zero: more than 4194304 bytes"), "{err}");
    assert!(text(&o.stdout).contains("checked 1 file"));
}

/// Whether `path` can be read even without read permission (as root).
fn permissions_ignored(path: &Path) -> bool {
    std::fs::read(path).is_ok()
}

#[cfg(unix)]
#[test]
fn files_and_folders_without_permission_are_named_and_skipped() {
    use std::os::unix::fs::PermissionsExt;
    let dir = TempDir::new("perms");
    dir.write("good.sow.toml", KALAH);
    let locked = dir.write("locked.sow.toml", KALAH);
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o000)).unwrap();
    let sub = dir.0.join("closed");
    std::fs::create_dir(&sub).unwrap();
    std::fs::write(sub.join("inside.sow.toml"), KALAH).unwrap();
    std::fs::set_permissions(&sub, std::fs::Permissions::from_mode(0o000)).unwrap();
    let ignored = permissions_ignored(&locked);
    let o = sow_within(
        &["check", "--games", "5", path(&dir.0)],
        Duration::from_secs(60),
    );
    // Open up again so the folder can be removed.
    std::fs::set_permissions(&sub, std::fs::Permissions::from_mode(0o755)).unwrap();
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o644)).unwrap();
    let (out, err) = (text(&o.stdout), text(&o.stderr));
    if ignored {
        // Running as root: permissions do not stop reading, so all three
        // files are checked.
        eprintln!("permissions are not enforced for this user; checked that nothing breaks");
        assert_eq!(o.status.code(), Some(0), "{out}\n{err}");
        assert!(out.contains("checked 3 files"), "{out}");
        return;
    }
    assert_eq!(o.status.code(), Some(2), "{out}\n{err}");
    assert!(err.contains("locked.sow.toml: Permission denied"), "{err}");
    assert!(err.contains("closed"), "{err}");
    assert!(out.contains("checked 1 file"), "{out}");
}

#[test]
fn two_thousand_files_are_each_checked_once() {
    let dir = TempDir::new("many");
    let mut broken = 0;
    for i in 0..2_000 {
        // Every tenth file is broken, and a few are not variant files at all.
        let (name, body) = match i % 10 {
            0 => {
                broken += 1;
                (format!("f{i:04}.sow.toml"), BROKEN)
            }
            1 if i % 100 == 1 => (format!("f{i:04}.txt"), "not a variant"),
            _ => (format!("f{i:04}.sow.toml"), KALAH),
        };
        if i % 500 == 0 {
            let sub = dir.0.join(format!("d{i}"));
            std::fs::create_dir(&sub).unwrap();
            std::fs::write(sub.join(&name), body).unwrap();
        } else {
            dir.write(&name, body);
        }
    }
    let o = sow_within(
        &["check", "--games", "2", "--format", "json", path(&dir.0)],
        Duration::from_secs(300),
    );
    assert_eq!(o.status.code(), Some(1), "{}", text(&o.stderr));
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let files = 2_000 - 20;
    assert_eq!(doc["files"], files);
    assert_eq!(doc["errors"], broken, "{}", text(&o.stderr));
    let diagnostics = doc["diagnostics"].as_array().unwrap();
    let mut named: Vec<&str> = diagnostics
        .iter()
        .map(|d| d["file"].as_str().unwrap())
        .collect();
    named.dedup();
    assert_eq!(named.len(), broken, "each broken file once");
    let o = sow_within(
        &["check", "--games", "2", path(&dir.0)],
        Duration::from_secs(300),
    );
    assert!(
        text(&o.stdout).contains(&format!("checked {files} files: {broken} errors")),
        "{}",
        text(&o.stdout)
    );
}

/// A reader that stops early (`sow play FILE --moves … | head -1`) ends the
/// command quietly, as it does any Unix tool, never with a panic. The
/// output (some 280 kB) is far more than a pipe holds, so the command is
/// still writing when the reader goes.
#[test]
fn a_reader_that_goes_away_ends_output_without_a_panic() {
    use std::io::Read;
    let root = env!("CARGO_MANIFEST_DIR");
    let moves = std::fs::read_to_string(format!("{root}/tests/golden/en-gehe.moves")).unwrap();
    let file = format!("{root}/examples/en-gehe.sow.toml");
    let mut child = Command::new(env!("CARGO_BIN_EXE_sow"))
        .args(["play", &file, "--moves", moves.trim(), "--format", "json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = [0u8; 1];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    // The reading end is closed here, with most of the output to come.
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_ne!(out.status.code(), Some(101), "{stderr}");
}

/// A file of the hostile-input run kept among the fuzz findings.
fn finding(name: &str) -> String {
    format!(
        "{}/fuzz/findings/{name}.sow.toml",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// What a command may take past its own time budget here: the budget's
/// promise is one second; a debug build on a loaded two-core machine gets
/// more, and the hang guard (`sow_within`) far more.
const MARGIN: Duration = Duration::from_secs(4);

#[test]
fn sample_play_ends_within_its_seconds_where_a_requirement_sows_relays() {
    // Every candidate move was sown whole (millions of relay laps) to see
    // where its first seed fell, outside sample play's deadline: minutes.
    let file = finding("play-budget-ignored");
    let started = Instant::now();
    let o = sow_within(
        &["check", "--games", "60", "--play-seconds", "2", &file],
        Duration::from_secs(40),
    );
    let took = started.elapsed();
    assert!(
        took < Duration::from_secs(2) + MARGIN,
        "took {took:?}: {}",
        text(&o.stderr)
    );
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    // What was cut is said.
    assert!(
        text(&o.stdout).contains("sample play stopped after 2 s (--play-seconds)"),
        "{}",
        text(&o.stdout)
    );
}

#[test]
fn the_solver_ends_within_its_seconds_where_one_position_takes_minutes() {
    let file = finding("solve-bound-ignored");
    let started = Instant::now();
    let o = sow_within(
        &[
            "solve",
            &file,
            "--max-positions",
            "10000",
            "--max-memory",
            "64MiB",
            "--max-seconds",
            "2",
        ],
        Duration::from_secs(40),
    );
    let took = started.elapsed();
    assert!(took < Duration::from_secs(2) + MARGIN, "took {took:?}");
    assert_eq!(o.status.code(), Some(1));
    let err = text(&o.stderr);
    assert!(
        err.contains("too large to solve: out of time after 2 s (--max-seconds)"),
        "{err}"
    );
    assert!(err.contains("the board has at most"), "{err}");
}

#[test]
fn max_seconds_takes_a_number_of_seconds() {
    let file = finding("solve-bound-ignored");
    let o = sow_within(
        &["solve", &file, "--max-seconds=-1"],
        Duration::from_secs(20),
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("--max-seconds"),
        "{}",
        text(&o.stderr)
    );
}
