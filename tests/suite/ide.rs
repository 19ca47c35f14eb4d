//! The editor features through the library's public face: they never panic
//! (every feature at many offsets of every example and fixture, whole and
//! cut short at many points), and their answers, hovers and completion
//! lists, are checked whole as snapshots.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use sow::ide::{self, Analysis};

fn files() -> Vec<String> {
    let mut out = Vec::new();
    for dir in ["examples", "tests/fixtures"] {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.to_string_lossy().ends_with(".sow.toml") {
                out.push(std::fs::read_to_string(path).unwrap());
            }
        }
    }
    out.push(
        "# ሰላም 😀\n[sowing]\ntrack = [\"a1-😀\", \n[[landing]]\nwhen = { hole = \"".to_string(),
    );
    out
}

fn every_feature(text: &str, step: usize) {
    let analysis = Analysis::new(text);
    for offset in (0..=text.len() + 2).step_by(step) {
        let _ = ide::hover::hover(&analysis, offset);
        let _ = ide::completion::complete(&analysis, offset);
        let _ = ide::navigation::definition(&analysis, offset);
        let _ = ide::navigation::references(&analysis, offset, true);
        let _ = ide::navigation::rename(&analysis, offset, "x");
        let _ = ide::actions::code_actions(&analysis, offset..offset + 3, &[]);
    }
    let _ = ide::hints::inlay_hints(&analysis);
    let _ = ide::symbols::document_symbols(&analysis);
    let _ = ide::symbols::workspace_symbols(&analysis, "a");
    let _ = ide::symbols::folding_ranges(&analysis);
    // Tokens in file order, apart, each a word on one line of the text.
    let tokens = ide::tokens::tokens(&analysis);
    for pair in tokens.windows(2) {
        assert!(pair[0].span.end <= pair[1].span.start, "{pair:?}");
    }
    for span in tokens
        .iter()
        .map(|t| &t.span)
        .chain(ide::links::links(&analysis).iter().map(|l| &l.span))
    {
        let word = text.get(span.clone()).unwrap_or_else(|| panic!("{span:?}"));
        assert!(!word.is_empty() && !word.contains('\n'), "{span:?}");
    }
    let _ = ide::tokens::tokens_in(&analysis, &(text.len() / 3..text.len() / 2));
}

#[test]
fn no_feature_panics_anywhere() {
    for text in files() {
        every_feature(&text, 5);
        let mut cut = 0;
        while cut < text.len() {
            if text.is_char_boundary(cut) {
                every_feature(&text[..cut], 41);
            }
            cut += 97;
        }
    }
}

/// A two-row game with stores, a move-again rule and a capture rule (the
/// features' unit tests read it too).
const TWO_ROWS: &str = include_str!("support/two-rows.sow.toml");

/// The whole hover at the first `needle` of `text`, `skip` bytes in: what
/// it covers and its Markdown.
pub(crate) fn hover(text: &str, needle: &str, skip: usize) -> String {
    let offset = text.find(needle).unwrap() + skip;
    match ide::hover::hover(&Analysis::new(text), offset) {
        Some(h) => format!("hover over `{}`:\n\n{}", &text[h.range], h.markdown),
        None => "no hover".to_string(),
    }
}

#[test]
fn a_sowing_key_shows_its_documentation_and_the_sowing_order() {
    insta::assert_snapshot!("hover-sowing-key", hover(TWO_ROWS, "laps =", 1));
}

#[test]
fn the_direction_shows_each_players_order_with_stores() {
    insta::assert_snapshot!("hover-direction", hover(TWO_ROWS, "direction", 0));
}

#[test]
fn a_hole_shows_where_its_sowing_ends() {
    let text = TWO_ROWS.replace(
        "[sowing]",
        "[regions.x]\nsouth = [\"c1\"]\nnorth = [\"c2\"]\n\n[sowing]",
    );
    insta::assert_snapshot!("hover-hole", hover(&text, "\"c1\"", 1));
}

#[test]
fn a_rule_is_told_in_words() {
    insta::assert_snapshot!("hover-rule", hover(TWO_ROWS, "capture = [", 12));
}

#[test]
fn a_rule_on_every_seed_is_told_in_words() {
    let text = TWO_ROWS.replace(
        "[end]",
        "[[landing]]\nname = \"fours\"\non = \"every-seed\"\nwhen = { count = 4 }\n\
         capture = [\"last\"]\nto = \"owner\"\n\n[end]",
    );
    insta::assert_snapshot!("hover-every-seed-rule", hover(&text, "name = \"fours\"", 9));
}

#[test]
fn the_match_is_told_in_words_with_how_its_rounds_went_in_sample_play() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/dakon.sow.toml"
    ))
    .unwrap();
    let analysis = Analysis::new(&text);
    let offset = text.find("min_holes").unwrap();
    let play = ide::hover::PlayStats {
        games: 200,
        fired_games: vec![200, 200],
        decided_games: Vec::new(),
        rounds: 5000,
        ends: vec![("match-won", 196)],
        on: String::new(),
    };
    let words = |play: Option<&ide::hover::PlayStats>| {
        ide::hover::hover_with_play(&analysis, offset, play)
            .unwrap()
            .markdown
    };
    insta::assert_snapshot!("hover-match", words(None));
    insta::assert_snapshot!("hover-match-played", words(Some(&play)));
}

#[test]
fn an_enumerated_value_shows_its_documentation() {
    insta::assert_snapshot!("hover-value", hover(TWO_ROWS, "\"single\"", 2));
}

/// The whole completion list of each case, whose cursor is at `|`: each
/// item's label, kind, the text it inserts over which part of the file,
/// and its documentation.
fn completions(cases: &[&str]) -> String {
    let mut out = String::new();
    for case in cases {
        let offset = case.find('|').unwrap();
        let text = case.replace('|', "");
        out.push_str(&format!("## {case:?}\n"));
        let items = ide::completion::complete(&Analysis::new(text.as_str()), offset);
        if items.is_empty() {
            out.push_str("(nothing)\n");
        }
        for c in items {
            out.push_str(&format!(
                "- {} ({:?}): {:?} over {:?}\n",
                c.label, c.kind, c.insert, &text[c.range]
            ));
            for line in c.doc.lines() {
                out.push_str(&format!("    {line}\n"));
            }
        }
        out.push('\n');
    }
    out
}

const BOARD: &str = "[board]\nrows = 2\ncolumns = 3\nseeds = 4\n";

#[test]
fn keys_of_the_table_at_the_cursor() {
    insta::assert_snapshot!(
        "completion-keys",
        completions(&[
            "[sowing]\nla|\n",
            "[[landing]]\nname = \"x\"\nwhen = { ho| }\n",
            // Keys already written in the table are not offered again.
            "[board]\nrows = 2\n|\nseeds = 4\n[sowing]\nlaps = \"relay\"\n",
        ])
    );
}

#[test]
fn enumerated_values_and_booleans() {
    insta::assert_snapshot!(
        "completion-values",
        completions(&[
            "[sowing]\nlaps = \"|\"\n",
            "[sowing]\nway = \"|\"\n",
            "[[landing]]\non = \"|\"\n",
            "[[landing]]\nto = \"|\"\n",
            "[board]\nstores = |\n",
            // A key that takes a list or a word offers the word.
            "[sowing]\ndrops = \"|\"\n",
        ])
    );
}

#[test]
fn every_key_that_takes_a_hole_set_offers_its_words_and_the_regions() {
    let cases: Vec<String> = [
        "[[landing]]\nwhen = { hole = \"|\" }\n",
        "[sowing]\nskip_in = \"|\"\n",
        "[[landing]]\nwhen = { previous = { hole = \"|\" } }\n",
        "[[moves.priority]]\nhole = \"|\"\n",
    ]
    .iter()
    .map(|key| format!("{BOARD}[regions.edge]\nsouth = [\"a1\"]\n{key}"))
    .collect();
    let cases: Vec<&str> = cases.iter().map(String::as_str).collect();
    insta::assert_snapshot!("completion-hole-sets", completions(&cases));
}

#[test]
fn holes_and_stores_on_the_track_and_only_holes_to_end_a_range() {
    let cases: Vec<String> = ["so|", "south-|", "a1-|", "a1-b|"]
        .iter()
        .map(|word| format!("{BOARD}[sowing]\ntrack = [\"{word}\"]\n"))
        .collect();
    let cases: Vec<&str> = cases.iter().map(String::as_str).collect();
    insta::assert_snapshot!("completion-holes", completions(&cases));
}

#[test]
fn table_names_in_a_header_and_nothing_in_a_comment() {
    insta::assert_snapshot!(
        "completion-headers",
        completions(&["[so|\n", "[sowing]\n# laps |\n"])
    );
}

#[test]
fn a_claim_of_two_holes_and_a_transfer_are_told_in_words() {
    let text = TWO_ROWS.replace(
        "[end]",
        "[[landing]]\nname = \"pair\"\nwhen = { hole = \"own\", was_empty = true, opposite = 3 }\n\
         transfer = { seeds = 1, from = \"opposite\", to = \"last\" }\n\
         claim = [\"last\", \"opposite\"]\n\n[end]",
    );
    insta::assert_snapshot!("hover-claim-pair-rule", hover(&text, "name = \"pair\"", 9));
}

#[test]
fn a_fixed_first_move_is_told_in_words_and_its_holes_completed() {
    let text = TWO_ROWS.replace(
        "[end]",
        "[moves.first]\nof = \"each-player\"\nsouth = \"f1\"\nnorth = \"a2\"\n\n[end]",
    );
    insta::assert_snapshot!("hover-first-move", hover(&text, "of = ", 0));
    insta::assert_snapshot!(
        "completion-first-move",
        completions(&[
            &format!("{BOARD}[moves.first]\nsouth = \"|\"\n"),
            "[moves.first]\nof = \"|\"\n"
        ])
    );
}

#[test]
fn the_pie_rule_shows_what_a_swap_does() {
    let text = TWO_ROWS.replace("[moves]\n", "[moves]\npie = true\n");
    assert!(text.contains("pie = true"), "the file has a [moves] table");
    let shown = hover(&text, "pie = true", 0);
    assert!(shown.contains("swap sides instead of moving"), "{shown}");
    assert!(shown.contains("turns the board half round"), "{shown}");
}

/// Keys after an inline table in an inline table held by an array: the
/// array's bracket once kept the comma from parting the keys, and nothing
/// was offered.
#[test]
fn keys_after_a_nested_table_in_an_array_of_inline_tables() {
    let text = "[moves]\ncarry = [{ name = \"a\", to = { at = \"next\" }, se }]\n";
    let offset = text.find("se }").unwrap() + 2;
    let items = ide::completion::complete(&Analysis::new(text), offset);
    let labels: Vec<&str> = items.iter().map(|c| c.label.as_str()).collect();
    assert!(labels.contains(&"seeds"), "{labels:?}");
}

/// Keys already written in the inline table the cursor is in are not
/// offered again; those of an inline table nested in it, or of another
/// table of the same array, still are.
#[test]
fn keys_written_in_an_inline_table_are_not_offered_again() {
    let text = "[moves]\ncarry = [{ seeds = 1 }, { name = \"a\", to = { hole = \"own\" }, | }]\n";
    let offset = text.find('|').unwrap();
    let text = text.replace('|', "");
    let items = ide::completion::complete(&Analysis::new(&text), offset);
    let labels: Vec<&str> = items.iter().map(|c| c.label.as_str()).collect();
    assert!(!labels.contains(&"name"), "{labels:?}");
    assert!(!labels.contains(&"to"), "{labels:?}");
    assert!(labels.contains(&"seeds"), "{labels:?}");
    assert!(labels.contains(&"hole"), "{labels:?}");
}
