//! A capturing move must be played when one exists (`[moves] must_capture`):
//! moves refused and allowed through `sow play`, and the moves sample play
//! chooses among, on two rows of four (and five).

use serde_json::json;

use sow::engine::{Game, Rules};

use crate::support::sow::play_json;
use crate::support::temp::TempDir;

/// Two rows of four, single laps; a last seed in an empty own hole takes
/// it and the hole across. `SEEDS` is replaced by each test's layout.
const GAME: &str = "[game]\nname = \"Take when you can\"\n\
    [board]\nrows = 2\ncolumns = 4\nseeds = SEEDS\nstores = false\n\
    [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
    [sowing]\ndirection = \"anticlockwise\"\nlaps = \"single\"\n\
    [[landing]]\nname = \"capture-across\"\n\
    when = { hole = \"own\", was_empty = true, opposite = { min = 1 } }\n\
    capture = [\"last\", \"opposite\"]\n\
    [moves]\nno_move = \"pass\"\nmust_capture = true\n\
    [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n";

fn game(seeds: &str) -> String {
    GAME.replace("SEEDS", seeds)
}

#[test]
fn a_move_that_does_not_capture_is_refused_when_one_that_captures_exists() {
    // a1's seed falls in b1, empty, with b2's 2 across: a capture. c1's
    // falls in d1, empty, with nothing across: no capture, so not legal.
    let dir = TempDir::new("must-capture-refused");
    let file = dir.write(
        "refused.sow.toml",
        game("{ default = 0, a1 = 1, c1 = 1, b2 = 2 }"),
    );
    let refused = play_json(&file, "c1");
    assert_ne!(refused.code, Some(0));
    assert!(
        refused
            .stderr
            .contains("`c1` is not a legal move for south; legal moves: a1"),
        "{}",
        refused.stderr
    );
    let played = play_json(&file, "a1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(played.snaps[1]["stores"], json!({ "south": 3, "north": 0 }));
}

#[test]
fn every_legal_move_stays_when_none_captures() {
    // Neither a1 (into b1, nothing across) nor c1 (into d1) captures.
    let dir = TempDir::new("must-capture-free");
    let file = dir.write(
        "free.sow.toml",
        game("{ default = 0, a1 = 1, c1 = 1, a2 = 2 }"),
    );
    for first in ["a1", "c1"] {
        let played = play_json(&file, first);
        assert_eq!(played.code, Some(0), "{first}: {}", played.stderr);
    }
}

#[test]
fn sample_play_chooses_only_among_the_capturing_moves() {
    // Five columns: a1 and c1 capture (into b1 and d1, empty, with seeds
    // across); e1's seed falls in e2, North's, and captures nothing. With
    // the random chooser on, the game's list is the one move it chose:
    // always a capturing one, each of them for some seed.
    let text = game("{ default = 0, a1 = 1, c1 = 1, e1 = 1, b2 = 2, d2 = 1 }")
        .replace("columns = 4", "columns = 5");
    let checked = sow::lint::check(&text);
    assert!(checked.diagnostics.is_empty(), "{:?}", checked.diagnostics);
    let rules = Rules::new(checked.playable().unwrap());
    let mut game = Game::new(&rules);
    let mut chosen = std::collections::BTreeSet::new();
    for seed in 0..40 {
        game.choose_at_random(Some(fastrand::Rng::with_seed(seed)));
        game.reset();
        let names: Vec<String> = game.legal_moves().iter().map(|m| m.name(&rules)).collect();
        assert_eq!(names.len(), 1, "seed {seed}: {names:?}");
        assert!(
            ["a1", "c1"].contains(&names[0].as_str()),
            "seed {seed}: {names:?}"
        );
        chosen.insert(names[0].clone());
    }
    assert_eq!(chosen.len(), 2, "{chosen:?}");
}

#[test]
fn a_duty_to_capture_where_only_transfers_move_seeds_says_so_and_costs_nothing() {
    // #40, item 7: a transfer moves seeds from hole to hole and takes none:
    // R013 now says so, and play no longer sows every candidate each ply
    // for a duty that obliges nothing.
    let text = include_str!("support/two-rows.sow.toml")
        .replace(
            "capture = [\"last\", \"opposite\"]",
            "transfer = { seeds = 1, from = \"opposite\", to = \"last\" }",
        )
        .replace("from = \"own\"\n", "from = \"own\"\nmust_capture = true\n");
    let found =
        crate::support::sow::check_text_json("transfer-duty.sow.toml", &text, &["--no-play"]);
    let r013 = found.iter().find(|d| d["code"] == "R013").unwrap();
    assert!(
        r013["message"].as_str().unwrap().ends_with(
            "a `transfer` moves seeds between holes and takes none, so the duty obliges nothing"
        ),
        "{r013}"
    );
    let checked = sow::lint::check(&text);
    let rules = sow::engine::Rules::new(checked.playable().unwrap());
    assert!(!rules.must_capture);
    // With a rule that captures, the duty holds.
    let capturing = text.replace(
        "transfer = { seeds = 1, from = \"opposite\", to = \"last\" }",
        "capture = [\"opposite\"]",
    );
    let rules = sow::engine::Rules::new(sow::lint::check(&capturing).playable().unwrap());
    assert!(rules.must_capture);
}
