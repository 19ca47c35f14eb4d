//! `sow preview` follows the very sowing play does, seed by seed: every lap
//! names the holes it sowed (holes passed over left out) and the rule that
//! fired where it ended, however often that rule fires.

use crate::support::sow::sow;
use crate::support::temp::TempDir;

fn preview(args: &[&str]) -> String {
    let o = sow(&[&["preview"], args].concat());
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout).unwrap()
}

#[test]
fn a_rule_that_fires_in_several_laps_is_marked_in_each() {
    let dir = TempDir::new("preview-relay");
    let file = dir.write(
        "relay.sow.toml",
        "[game]\nname = \"Relay by rule\"\n[board]\nrows = 2\ncolumns = 4\nseeds = 2\nstores = false\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
         [sowing]\ndirection = \"anticlockwise\"\nlaps = \"relay\"\nendless = \"end-turn\"\n\
         [[landing]]\nname = \"sow-on\"\nwhen = { hole = \"any\", was_empty = false }\nthen = \"relay\"\n\
         [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n",
    );
    let out = preview(&[file.to_str().unwrap(), "--hole", "a1"]);
    // a1's two seeds end in c1 (occupied: the rule relays), c1's three in
    // c2 (occupied again: the rule relays again), c2's three in a1, empty
    // since the start of the move: the turn ends.
    assert!(
        out.contains(
            "1. lifts 2 from a1, sows b1 c1; last seed in c1, rule sow-on fires\n\
             2. lifts 3 from c1, sows d1 d2 c2; last seed in c2, rule sow-on fires\n\
             3. lifts 3 from c2, sows b2 a2 a1; last seed in a1\n"
        ),
        "{out}"
    );
}

#[test]
fn the_holes_sown_are_listed_when_the_start_hole_is_skipped() {
    // Oware passes over the hole a move starts from (`skip_origin`).
    let out = preview(&["examples/oware.sow.toml", "--hole", "c1"]);
    assert!(
        out.contains("1. lifts 4 from c1, sows d1 e1 f1 f2; last seed in f2"),
        "{out}"
    );
}

#[test]
fn a_hole_no_player_may_start_from_has_no_sowing_to_show() {
    // f2 belongs to nobody, and moves start from one's own holes: play
    // refuses it, and the preview says so rather than sowing it for South.
    let file = "tests/fixtures/O002-unowned-hole.sow.toml";
    let out = preview(&[file, "--hole", "f2"]);
    assert!(
        out.ends_with("f2: no move starts here (neither player may start a move from it).\n\n"),
        "{out}"
    );
    let o = sow(&["play", file, "--moves", "f2"]);
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn a_way_the_mover_chooses_shows_both_sowings_named_as_play_reads_them() {
    // Um el Bagara lets the mover sow either way: a1's five seeds go up
    // South's row along the track, or over to North's row against it.
    let out = preview(&["examples/um-el-bagara.sow.toml", "--hole", "a1"]);
    let along = out
        .find("Sowing from a1 along the track (a1+)")
        .expect("the way along is shown");
    let against = out
        .find("Sowing from a1 against the track (a1-)")
        .expect("the way against is shown");
    assert!(along < against, "{out}");
    assert!(
        out.contains("1. lifts 5 from a1, sows b1 c1 d1 e1 e2; last seed in e2"),
        "{out}"
    );
    assert!(
        out.contains("1. lifts 5 from a1, sows a2 b2 c2 d2 e2; last seed in e2"),
        "{out}"
    );
    // Both ways are legal first moves of play, named the same.
    let played = sow(&["play", "examples/um-el-bagara.sow.toml", "--moves", "a1-"]);
    assert_eq!(
        played.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&played.stderr)
    );
}

/// The attributes `x`/`y` (or `cx`/`cy`) of an SVG element, as numbers.
fn place(node: roxmltree::Node<'_, '_>, x: &str, y: &str) -> (f64, f64) {
    let number = |a: &str| node.attribute(a).unwrap().parse::<f64>().unwrap();
    (number(x), number(y))
}

#[test]
fn the_svg_of_kalahs_first_sowing_names_the_holes_counts_the_seeds_and_numbers_the_order() {
    let svg = preview(&["examples/kalah.sow.toml", "--hole", "c1", "--format", "svg"]);
    insta::assert_snapshot!("svg-kalah-c1", svg);
    // Well-formed XML, an SVG document.
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.w3.org/2000/svg")
    );
    let texts_of = |id: &str| -> Vec<String> {
        let group = doc
            .descendants()
            .find(|n| n.attribute("id") == Some(id))
            .unwrap_or_else(|| panic!("no {id}"));
        group
            .children()
            .filter(|n| n.has_tag_name("text"))
            .map(|n| n.text().unwrap_or("").to_string())
            .collect()
    };
    // Each hole named with its four seeds; the stores empty.
    assert_eq!(texts_of("hole-c1"), ["c1", "4"]);
    assert_eq!(texts_of("hole-f2"), ["f2", "4"]);
    assert_eq!(texts_of("south-store"), ["store", "0"]);
    let lifted = doc
        .descendants()
        .find(|n| n.attribute("id") == Some("hole-c1"));
    assert!(
        lifted
            .unwrap()
            .attribute("class")
            .unwrap()
            .contains("lifted")
    );
    // c1's four seeds fall in d1, e1, f1 and South's store, numbered so,
    // each number beside the site it fell in.
    let centre = |id: &str| {
        let group = doc
            .descendants()
            .find(|n| n.attribute("id") == Some(id))
            .unwrap();
        let pit = group
            .children()
            .find(|n| n.attribute("class") == Some("pit"))
            .unwrap();
        if pit.has_tag_name("circle") {
            place(pit, "cx", "cy")
        } else {
            let (x, y) = place(pit, "x", "y");
            let w: f64 = pit.attribute("width").unwrap().parse().unwrap();
            let h: f64 = pit.attribute("height").unwrap().parse().unwrap();
            (x + w / 2.0, y + h / 2.0)
        }
    };
    let numbers: Vec<(String, (f64, f64))> = doc
        .descendants()
        .filter(|n| n.attribute("class") == Some("order"))
        .map(|n| (n.text().unwrap().to_string(), place(n, "x", "y")))
        .collect();
    assert_eq!(numbers.len(), 4, "{numbers:?}");
    for (number, site) in [
        ("1", "hole-d1"),
        ("2", "hole-e1"),
        ("3", "hole-f1"),
        ("4", "south-store"),
    ] {
        let (x, y) = numbers.iter().find(|(n, _)| n == number).unwrap().1;
        let (cx, cy) = centre(site);
        assert!(
            (x - cx).abs() < 40.0 && (y - cy).abs() < 40.0,
            "{number} is not beside {site}: ({x}, {y}) against ({cx}, {cy})"
        );
    }
    // South's track as arrows: one from each site of it to the next.
    let arrows = doc
        .descendants()
        .filter(|n| n.attribute("class") == Some("track"));
    assert_eq!(arrows.count(), 13);
}

#[test]
fn the_svg_without_a_hole_numbers_souths_track_and_every_example_is_well_formed() {
    let svg = preview(&["examples/kalah.sow.toml", "--format", "svg"]);
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let numbers: Vec<&str> = doc
        .descendants()
        .filter(|n| n.attribute("class") == Some("order"))
        .map(|n| n.text().unwrap())
        .collect();
    // a1 … f1, South's store, a2 … f2: thirteen sites in South's order.
    assert_eq!(numbers.len(), 13, "{numbers:?}");
    for entry in std::fs::read_dir("examples").unwrap() {
        let path = entry.unwrap().path();
        let file = path.to_str().unwrap();
        for args in [
            vec![file, "--format", "svg"],
            vec![file, "--hole", "a1", "--format", "svg"],
        ] {
            let svg = preview(&args);
            if let Err(e) = roxmltree::Document::parse(&svg) {
                panic!("{args:?}: {e}\n{svg}");
            }
        }
    }
}

#[test]
fn one_seed_is_one_seed() {
    // "1 seeds" (#40, item 19).
    let dir = TempDir::new("preview-one-seed");
    let text = include_str!("support/two-rows.sow.toml").replace("seeds = 4", "seeds = 1");
    let file = dir.write("one.sow.toml", &text);
    let o = sow(&["preview", file.to_str().unwrap(), "--hole", "a1"]);
    let out = String::from_utf8(o.stdout).unwrap();
    assert!(out.contains("(South, 1 seed at the start)"), "{out}");
    assert!(!out.contains("1 seeds"), "{out}");
}

#[test]
fn a_hole_with_fewer_seeds_than_a_move_needs_has_no_sowing_at_the_start() {
    // #40, item 19: the preview sowed a hole that play refuses, and wrote
    // "1 seeds".
    let dir = TempDir::new("preview-too-few");
    let text = include_str!("support/two-rows.sow.toml")
        .replace("seeds = 4\n", "seeds = { default = 4, a1 = 1 }\n")
        .replace("from = \"own\"", "from = \"own\"\nmin_seeds = 2");
    let file = dir.write("too-few.sow.toml", &text);
    let out = preview(&[file.to_str().unwrap(), "--hole", "a1"]);
    assert!(
        out.ends_with(
            "a1: no move starts here at the start: it holds 1 seed, and a move needs 2 at least (`min_seeds`).\n\n"
        ),
        "{out}"
    );
}

#[test]
fn a_lap_of_captured_seeds_sown_back_says_where_they_come_from() {
    // #40, item 19: such a lap read "lifts 3 from c1" of a hole that may be
    // empty: the seeds come back from the mover's store.
    let dir = TempDir::new("preview-sow-back");
    let text = include_str!("sow_back.rs");
    let game = text
        .split("const GAME: &str = r#\"")
        .nth(1)
        .and_then(|t| t.split("\"#;").next())
        .unwrap()
        .replace(
            "seeds = 0",
            "seeds = { default = 2, a3 = 1, b3 = 1, c3 = 1 }",
        )
        .replace("[placement]\nin_hand = 4\n", "");
    let file = dir.write("sow-back.sow.toml", &game);
    let out = preview(&[file.to_str().unwrap(), "--hole", "c1"]);
    assert!(
        out.contains(
            "1. lifts 2 from c1, sows c2 b2; last seed in b2, rule take-the-column fires\n\
             2. sows back the 3 seeds captured from after c1: c2 b2 a2; last seed in a2"
        ),
        "{out}"
    );
}
