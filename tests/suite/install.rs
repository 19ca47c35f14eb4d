//! What an install needs: shell completions and man pages from the binary,
//! the crate's metadata and licence, and a release workflow whose archives
//! are the ones README's CI example downloads.

// A test stops on the first surprise: unwrap, expect and panic are its asserts.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::sow::sow;
use crate::support::temp::TempDir;

fn stdout_of(args: &[&str]) -> String {
    let out = sow(args);
    assert!(out.status.success(), "sow {args:?}: {out:?}");
    String::from_utf8(out.stdout).unwrap()
}

fn read(relative: &str) -> String {
    std::fs::read_to_string(format!("{}/{relative}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

#[test]
fn every_shell_gets_completions_of_the_subcommands_and_their_flags() {
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let script = stdout_of(&["completions", shell]);
        for word in ["check", "fmt", "deny-warnings", "stdin-filename"] {
            assert!(script.contains(word), "{shell} completions lack {word}");
        }
    }
    assert!(stdout_of(&["completions", "bash"]).contains("complete -F _sow"));
    let unknown = sow(&["completions", "tcsh"]);
    assert_eq!(unknown.status.code(), Some(2), "{unknown:?}");
}

#[test]
fn the_man_page_is_printed_and_the_subcommands_pages_written_to_a_folder() {
    let page = stdout_of(&["man"]);
    assert!(page.contains(".TH sow 1"), "{page}");
    assert!(page.contains("mancala variant files"), "{page}");
    assert!(page.contains("sow\\-check(1)"), "{page}");

    let dir = TempDir::new("man-pages");
    let folder = dir.0.to_str().unwrap();
    assert_eq!(stdout_of(&["man", "--dir", folder]), "");
    let check = std::fs::read_to_string(dir.0.join("sow-check.1")).unwrap();
    assert!(check.contains(".TH sow-check 1"), "{check}");
    assert!(check.contains("deny\\-warnings"), "{check}");
    // Every page's footer names sow and its version, a subcommand's too.
    let footer = format!("\"sow {}\"", env!("CARGO_PKG_VERSION"));
    for page in ["sow.1", "sow-check.1", "sow-view.1"] {
        let text = std::fs::read_to_string(dir.0.join(page)).unwrap();
        let title = text.lines().find(|l| l.starts_with(".TH ")).unwrap();
        assert!(title.contains(&footer), "{page}: {title}");
    }
    for page in ["sow.1", "sow-fmt.1", "sow-lsp.1", "sow-completions.1"] {
        assert!(dir.0.join(page).is_file(), "{page} not written");
    }
    let missing = sow(&["man", "--dir", "/nonexistent/man1"]);
    assert_eq!(missing.status.code(), Some(2), "{missing:?}");
}

#[test]
fn the_crate_says_what_it_is_under_the_mit_licence_and_its_oldest_rust() {
    let manifest: toml::Table = read("Cargo.toml").parse().unwrap();
    let package = manifest["package"].as_table().unwrap();
    assert_eq!(package["license"].as_str(), Some("MIT"));
    assert!(read("LICENSE").starts_with("MIT License\n"));
    for key in ["description", "keywords", "categories"] {
        assert!(package.contains_key(key), "Cargo.toml lacks {key}");
    }
    let rust = package["rust-version"].as_str().unwrap();
    assert!(
        read("README.md").contains(&format!("with Rust {rust} or newer")),
        "README names another oldest Rust than {rust}"
    );
}

#[test]
fn the_release_builds_the_archive_readme_installs_and_readme_names_no_placeholder() {
    let release = read(".github/workflows/release.yml");
    assert!(release.contains("tags: [\"v*\"]"));
    for target in [
        "x86_64-unknown-linux-gnu",
        "aarch64-apple-darwin",
        "x86_64-apple-darwin",
        "x86_64-pc-windows-msvc",
    ] {
        assert!(release.contains(&format!("target: {target}")), "{target}");
    }
    assert!(release.contains("cargo build --release --locked"));
    assert!(release.contains("gh release upload"));
    let readme = read("README.md");
    assert!(readme.contains("--pattern sow-x86_64-unknown-linux-gnu.tar.gz"));
    assert!(readme.contains("cargo install --locked --path ."));
    assert!(
        !readme.contains("example.org"),
        "README still installs from a placeholder"
    );
}
