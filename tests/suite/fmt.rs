//! `sow fmt` and the library's formatter: one layout, every comment kept,
//! idempotent, and the meaning of every example and fixture unchanged.

use std::path::{Path, PathBuf};
use std::process::Output;

use crate::support::sow::{sow, sow_with_input};
use crate::support::temp::TempDir;

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Every example, fixture and golden variant file.
fn every_variant_file() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for folder in ["examples", "tests/fixtures", "tests/golden"] {
        for entry in std::fs::read_dir(root.join(folder)).unwrap() {
            let path = entry.unwrap().path();
            if path.to_string_lossy().ends_with(".sow.toml") {
                files.push(path);
            }
        }
    }
    files.sort();
    assert!(files.len() > 60, "the examples and fixtures were not found");
    files
}

/// `text` with every byte range (`12..40`) written as `..`: where things
/// are, which formatting changes, left out of what they are.
fn without_ranges(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("..") {
        let before = &rest[..at];
        let digits_before =
            before.len() - before.trim_end_matches(|c: char| c.is_ascii_digit()).len();
        let after = &rest[at + 2..];
        let digits_after =
            after.len() - after.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        if digits_before > 0 && digits_after > 0 {
            out.push_str(&before[..before.len() - digits_before]);
            out.push_str("..");
            rest = &after[digits_after..];
        } else {
            out.push_str(&rest[..at + 2]);
            rest = after;
        }
    }
    out.push_str(rest);
    out
}

/// What a file means to sow: the checked variant (its spans left out), the
/// diagnostics by severity, code and message (sorted: they come in source
/// order, which formatting changes), and the warnings its comments allow.
fn meaning(text: &str) -> (String, Vec<String>, String) {
    let checked = sow::lint::check(text);
    let variant = without_ranges(&format!("{:#?}", checked.variant));
    let mut diagnostics: Vec<String> = checked
        .diagnostics
        .iter()
        .map(|d| format!("{:?} {} {}", d.severity, d.code.id, d.message))
        .collect();
    diagnostics.sort();
    let allowed = without_ranges(&format!("{:?}", checked.allowed));
    (variant, diagnostics, allowed)
}

#[test]
fn formatting_keeps_the_meaning_of_every_file_and_is_idempotent() {
    let mut formatted = 0;
    for path in every_variant_file() {
        let text = std::fs::read_to_string(&path).unwrap();
        let shown = path.display();
        // Files that do not parse are refused, and skipped here.
        let Ok(once) = sow::fmt::format(&text) else {
            continue;
        };
        formatted += 1;
        let twice = sow::fmt::format(&once).unwrap();
        assert_eq!(once, twice, "formatting {shown} again changed it");
        let (variant, diagnostics, allowed) = meaning(&text);
        let (variant_after, diagnostics_after, allowed_after) = meaning(&once);
        assert_eq!(
            diagnostics, diagnostics_after,
            "{shown}: the diagnostics changed"
        );
        assert_eq!(
            allowed, allowed_after,
            "{shown}: what its comments allow changed"
        );
        assert!(
            variant == variant_after,
            "{shown}: the checked variant changed"
        );
        // Every comment is still there.
        let comments = |t: &str| t.lines().filter(|l| l.contains('#')).count();
        assert_eq!(
            comments(&text),
            comments(&once),
            "{shown}: a comment was lost"
        );
    }
    assert!(formatted > 60, "only {formatted} files were formatted");
}

/// `text` with its tables in the reverse order: each header line and what
/// follows it to the next header, the lines above the first table first.
fn reversed_tables(text: &str) -> String {
    let mut chunks: Vec<String> = vec![String::new()];
    for line in text.split_inclusive('\n') {
        if line.starts_with('[') {
            chunks.push(String::new());
        }
        chunks.last_mut().unwrap().push_str(line);
    }
    let preamble = chunks.remove(0);
    chunks.reverse();
    let body: Vec<String> = chunks
        .into_iter()
        .map(|c| if c.ends_with('\n') { c } else { c + "\n" })
        .collect();
    preamble + &body.concat()
}

#[test]
fn files_with_their_tables_reversed_keep_their_meaning_and_settle_at_once() {
    for path in every_variant_file() {
        let text = reversed_tables(&std::fs::read_to_string(&path).unwrap());
        let shown = path.display();
        let Ok(once) = sow::fmt::format(&text) else {
            continue;
        };
        assert_eq!(
            sow::fmt::format(&once).unwrap(),
            once,
            "formatting {shown} reversed again changed it"
        );
        let (variant, diagnostics, _) = meaning(&text);
        let (variant_after, diagnostics_after, _) = meaning(&once);
        assert!(
            variant == variant_after,
            "{shown} reversed: the variant changed"
        );
        // A finding about a group of tables (no player owns a hole) sits on
        // the first of their headers, so putting `[players.south]` back
        // before `[players.north]` can move it into the reach of an allow
        // comment on a header: there the warnings may differ, never the
        // errors.
        let errors = |d: &[String]| -> Vec<String> {
            d.iter()
                .filter(|d| d.starts_with("Error"))
                .cloned()
                .collect()
        };
        if text.contains("# sow: allow") {
            assert_eq!(
                errors(&diagnostics),
                errors(&diagnostics_after),
                "{shown} reversed"
            );
        } else {
            assert_eq!(
                diagnostics, diagnostics_after,
                "{shown} reversed: the diagnostics changed"
            );
        }
    }
}

#[test]
fn odd_ends_of_files_settle_at_once() {
    let texts = [
        "# Only a comment.\n\n",
        "# Two comments.\n\n# And no table.\n",
        "[board]\nrows = 2\n# Right below the keys.\n",
        "[board]\nrows = 2\n# Below the keys.\n\n# The footer.\n",
        "[end]\nwhen = []\n# sow: allow(P006)\n[game]\nname = \"x\"\n# sow: allow(P003)\n",
        "#:schema ./sow.schema.json\n[end]\nwhen = []\n\n[game]\nname = \"x\"\n",
        "[end]\nwhen = []\n\n#:schema ./sow.schema.json\n# About the game.\n\n[game]\nname = \"x\"\n",
    ];
    for text in texts {
        let once = sow::fmt::format(text).unwrap();
        assert_eq!(
            sow::fmt::format(&once).unwrap(),
            once,
            "{text:?} gave {once:?}"
        );
        assert!(meaning(text) == meaning(&once), "{text:?} gave {once:?}");
    }
}

#[test]
fn the_ranges_are_left_out_of_the_meaning_and_nothing_else() {
    assert_eq!(
        without_ranges("span: 12..40, count: Range { min: 2, max: 3 }, a..b 7..x"),
        "span: .., count: Range { min: 2, max: 3 }, a..b 7..x"
    );
}

/// A file out of order and out of layout, with a comment of every kind.
const MESSY: &str = r##"#:schema ../schemas/sow.schema.json
# A header: it stays at the top.

# The end comes first here.
[end]
winner   =   "most-seeds"
when = ["row-empty"]  # a trailing comment
remaining = "owner"
# The end's last word, before a blank line: it stays below the end.

[sowing]
stores = "own"
  direction = "anticlockwise"

[[landing]]
then = "move-again"
when = {hole="own-store"}
name = "extra-turn"

[players.north]  # sow: allow(O002) a comment on the header
rows = [ 2 ]

[players.south]
# sow: allow(P003) above the key it governs
rows = [1]

[game]
sources = [
  "one", # after the first
  # above the second
  "two",
]
name = "Messy"
aliases = ["A very long alias of this game, long enough", "and a second one that makes the line too long"]

[board]
columns = 6
rows = 2
seeds = { f2 = 0, default = 4, a1 = 0 }
stores = true
unknown_key = 1
# Right below the board's keys: it stays below them.

# The footer.
"##;

#[test]
fn a_messy_file_in_the_canonical_layout() {
    let formatted = sow::fmt::format(MESSY).unwrap();
    insta::assert_snapshot!(formatted);
    assert_eq!(sow::fmt::format(&formatted).unwrap(), formatted);
}

#[test]
fn fmt_rewrites_files_in_place_and_check_names_those_that_would_change() {
    let dir = TempDir::new("fmt-rewrite");
    let messy = dir.write("messy.sow.toml", MESSY);
    let kalah = std::fs::read_to_string("examples/kalah.sow.toml").unwrap();
    let tidy = dir.write("kalah.sow.toml", &kalah);
    let folder = dir.0.to_string_lossy().into_owned();

    let o = sow(&["fmt", "--check", &folder]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert_eq!(stdout(&o), format!("would reformat {}\n", messy.display()));
    assert_eq!(
        std::fs::read_to_string(&messy).unwrap(),
        MESSY,
        "--check changed a file"
    );

    let o = sow(&["fmt", &folder]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let rewritten = std::fs::read_to_string(&messy).unwrap();
    assert_eq!(rewritten, sow::fmt::format(MESSY).unwrap());
    assert_eq!(std::fs::read_to_string(&tidy).unwrap(), kalah);

    let o = sow(&["fmt", "--check", &folder]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    assert_eq!(stdout(&o), "");
}

#[test]
fn fmt_reads_standard_input_and_writes_standard_output() {
    let o = sow_with_input(&["fmt", "-"], MESSY.as_bytes());
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o), sow::fmt::format(MESSY).unwrap());
}

#[test]
fn fmt_leaves_a_file_that_does_not_parse_as_it_is() {
    let dir = TempDir::new("fmt-broken");
    let broken = "[game]\nname = \"x\"\n\n[board]\nrows = = 2\n";
    let path = dir.write("broken.sow.toml", broken);
    let messy = dir.write("messy.sow.toml", MESSY);
    let o = sow(&["fmt", &path.to_string_lossy(), &messy.to_string_lossy()]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains(&format!("{}:5:8: invalid TOML", path.display())),
        "{err}"
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), broken);
    // The other file is formatted all the same.
    assert_eq!(
        std::fs::read_to_string(&messy).unwrap(),
        sow::fmt::format(MESSY).unwrap()
    );
}

#[test]
fn fmt_exits_2_on_a_path_that_gives_nothing() {
    let o = sow(&["fmt", "no/such/file.sow.toml"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("no/such/file.sow.toml: no such file or folder"));
    let o = sow(&["fmt"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn the_examples_are_in_the_canonical_layout() {
    let o = sow(&["fmt", "--check", "examples"]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
}

/// The fixtures that do not parse on purpose, which `sow fmt` reports and
/// leaves as they are: a TOML syntax error (S001) and nesting past the
/// parser's limit (S005).
const UNPARSED_FIXTURES: [&str; 2] = [
    "tests/fixtures/S001-toml-syntax.sow.toml",
    "tests/fixtures/S005-input-too-large.sow.toml",
];

#[test]
fn the_fixtures_are_in_the_canonical_layout_but_those_that_do_not_parse() {
    let mut args = vec!["fmt".to_string(), "--check".to_string()];
    for entry in std::fs::read_dir("tests/fixtures").unwrap() {
        let path = entry.unwrap().path().display().to_string();
        if path.ends_with(".sow.toml") && !UNPARSED_FIXTURES.iter().any(|u| path.ends_with(u)) {
            args.push(path);
        }
    }
    assert!(args.len() > 40, "the fixtures were not found");
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let o = sow(&args);
    assert_eq!(o.status.code(), Some(0), "{}{}", stdout(&o), stderr(&o));
    // The two that do not parse are reported, and only they.
    let o = sow(&["fmt", "--check", "tests/fixtures"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o), "", "{}", stdout(&o));
    for unparsed in UNPARSED_FIXTURES {
        assert!(stderr(&o).contains(unparsed), "{}", stderr(&o));
    }
    assert_eq!(stderr(&o).lines().count(), UNPARSED_FIXTURES.len());
}

#[test]
fn fmt_diff_shows_the_change_and_changes_nothing() {
    let dir = TempDir::new("fmt-diff");
    let text = "[board]\nrows = 2\ncolumns  =  6\nseeds = 4\n";
    let path = dir.write("board.sow.toml", text);
    let name = path.to_string_lossy().into_owned();
    let o = sow(&["fmt", "--diff", &name]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        format!("--- {name}\n+++ {name}\n@@ -3,1 +3,1 @@\n-columns  =  6\n+columns = 6\n")
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
    // A file in the layout: no diff, exit 0.
    let o = sow(&["fmt", "--diff", "examples/kalah.sow.toml"]);
    assert_eq!((o.status.code(), stdout(&o)), (Some(0), String::new()));
}

#[test]
fn comments_stay_with_what_they_were_next_to() {
    // #40, item 20: a free-standing note (blank lines on both sides) was
    // joined to the next table's header, and a note at the top of a table
    // went down with the key that was first before the keys were sorted.
    let base = include_str!("support/two-rows.sow.toml");
    let messy = base
        .replace(
            "capture = [\"last\", \"opposite\"]\n",
            "capture = [\"last\", \"opposite\"]\n# after the rule's last key\n\n\
             # A free-standing note on the rule above.\n",
        )
        .replace(
            "[end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\nwinner = \"most-seeds\"\n",
            "[end]\n# A note on the whole of [end].\n\nwinner = \"most-seeds\"\n# before `when`\n\
             when = [\"row-empty\"] # after `when`\n\n# between keys, set apart\n\n\
             remaining = \"owner\"\n",
        );
    let formatted = sow::fmt::format(&messy).unwrap();
    let tail = formatted
        .split("capture = [\"last\", \"opposite\"]\n")
        .nth(1)
        .unwrap();
    assert_eq!(
        tail,
        "# after the rule's last key\n\n# A free-standing note on the rule above.\n\n\
         [moves]\nfrom = \"own\"\nno_move = \"end-game\"\n\n\
         [end]\n# A note on the whole of [end].\n\n# before `when`\n\
         when = [\"row-empty\"] # after `when`\n\n# between keys, set apart\n\n\
         remaining = \"owner\"\nwinner = \"most-seeds\"\n"
    );
    assert_eq!(sow::fmt::format(&formatted).unwrap(), formatted);
}
