//! Diagnostics from sample play, through the `sow` binary: each deliberately
//! broken file under tests/fixtures/ shows its code, and the moves a finding
//! gives are replayed with `sow play` to show the same thing happens.

// A test stops on the first surprise: unwrap, expect and panic are its asserts.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::sow::sow;

use serde_json::Value;

/// `sow check --format json` on one file: its diagnostics.
fn check(file: &str) -> Vec<Value> {
    let o = sow(&["check", "--format", "json", file]);
    let doc: Value = serde_json::from_slice(&o.stdout).unwrap();
    doc["diagnostics"].as_array().unwrap().clone()
}

fn only<'a>(diags: &'a [Value], code: &str) -> &'a Value {
    let found: Vec<_> = diags.iter().filter(|d| d["code"] == code).collect();
    assert_eq!(found.len(), 1, "one {code} expected in {diags:#?}");
    found[0]
}

/// The moves a diagnostic gives in its related information.
fn moves(d: &Value) -> String {
    d["related"]
        .as_array()
        .unwrap()
        .iter()
        .find_map(|r| r["message"].as_str()?.strip_prefix("moves: "))
        .unwrap()
        .to_string()
}

/// `sow play --format json`: one snapshot per position.
fn play(file: &str, moves: &str) -> (Option<i32>, Vec<Value>) {
    let o = sow(&["play", "--format", "json", file, "--moves", moves]);
    let snaps = String::from_utf8(o.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    (o.status.code(), snaps)
}

#[test]
fn endless_relay_sowing_is_an_error_with_moves_that_reproduce_it() {
    let file = "tests/fixtures/P001-endless-sowing.sow.toml";
    let diags = check(file);
    let d = only(&diags, "P001");
    assert_eq!(d["severity"], "error");
    // Without a stated rule the static check can only warn.
    assert_eq!(only(&diags, "T005")["severity"], "warning");
    let line = moves(d);
    let last = line.rsplit(' ').next().unwrap();
    assert!(
        d["message"]
            .as_str()
            .unwrap()
            .starts_with(&format!("the sowing from {last} at ply ")),
        "{d}"
    );
    let (code, snaps) = play(file, &line);
    assert_eq!(code, Some(1), "an unresolvable game is a finding");
    let end = snaps.last().unwrap();
    assert_eq!(end["endless"], true, "{end}");
    assert_eq!(end["move"], last);
    assert_eq!(end["result"]["reason"], "unresolved");
    // Every earlier ply ended normally.
    assert!(
        snaps[..snaps.len() - 1]
            .iter()
            .all(|s| s["endless"] == false)
    );
}

#[test]
fn stating_the_endless_rule_resolves_it() {
    // The example states `endless = "illegal"`: no P001, and the endless
    // move above is not legal there.
    let diags = check("examples/hufesay.sow.toml");
    assert!(diags.is_empty(), "{diags:#?}");
    let line = moves(only(
        &check("tests/fixtures/P001-endless-sowing.sow.toml"),
        "P001",
    ));
    let o = sow(&["play", "examples/hufesay.sow.toml", "--moves", &line]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("is not a legal move for south"), "{err}");
}

#[test]
fn a_round_that_need_not_end_is_a_warning_with_a_loop_to_replay() {
    let file = "tests/fixtures/P002-game-never-ends.sow.toml";
    let diags = check(file);
    let d = only(&diags, "P002");
    assert_eq!(d["severity"], "warning");
    let message = d["message"].as_str().unwrap();
    // "... the position after ply A recurs after ply B ..."
    let plies: Vec<usize> = message
        .split(' ')
        .filter_map(|w| w.trim_end_matches([',', ';']).parse().ok())
        .collect();
    let (first, again) = (plies[plies.len() - 2], plies[plies.len() - 1]);
    assert!(first < again, "{message}");
    let line = moves(d);
    assert_eq!(line.split(' ').count(), again);
    let (code, snaps) = play(file, &line);
    assert_eq!(code, Some(0));
    let (a, b) = (&snaps[first], &snaps[again]);
    assert_eq!(a["holes"], b["holes"]);
    assert_eq!(a["stores"], b["stores"]);
    assert_eq!(a["to_move"], b["to_move"]);
    assert!(b["result"].is_null(), "the game goes on");
}

#[test]
fn a_rule_that_never_fires_in_play_is_a_warning_on_that_rule() {
    let file = "tests/fixtures/P003-rule-never-fired.sow.toml";
    let diags = check(file);
    let d = only(&diags, "P003");
    assert!(
        d["message"]
            .as_str()
            .unwrap()
            .starts_with("rule `opponent-store-bonus` never fired in 300 sample games"),
        "{d}"
    );
    let text = std::fs::read_to_string(file).unwrap();
    let (s, e) = (
        d["range"]["start_byte"].as_u64().unwrap() as usize,
        d["range"]["end_byte"].as_u64().unwrap() as usize,
    );
    assert_eq!(&text[s..e], "\"opponent-store-bonus\"");
    // The rules before it do fire, and are not reported.
    assert_eq!(diags.len(), 1, "{diags:#?}");
}

#[test]
fn no_move_at_the_start_is_an_error() {
    let diags = check("tests/fixtures/P004-no-start-move.sow.toml");
    let d = only(&diags, "P004");
    assert_eq!(
        d["message"],
        "neither player has a legal move in the start position"
    );
    assert_eq!(d["severity"], "error");
}

#[test]
fn a_lopsided_game_is_noted() {
    let diags = check("tests/fixtures/P006-imbalance.sow.toml");
    let d = only(&diags, "P006");
    assert_eq!(d["severity"], "info");
    assert!(
        d["message"].as_str().unwrap().starts_with("south won "),
        "{d}"
    );
}

#[test]
fn no_play_skips_the_play_diagnostics() {
    let o = sow(&[
        "check",
        "--no-play",
        "--format",
        "json",
        "tests/fixtures/P004-no-start-move.sow.toml",
    ]);
    let doc: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(doc["diagnostics"].as_array().unwrap().len(), 0);
    assert_eq!(o.status.code(), Some(0));
}

#[test]
fn simulate_gives_the_same_numbers_for_the_same_seed_on_any_number_of_threads() {
    let run = |jobs: &str, seed: &str| {
        let o = sow(&[
            "simulate",
            "examples/oware.sow.toml",
            "--games",
            "700",
            "--jobs",
            jobs,
            "--seed",
            seed,
            "--format",
            "json",
        ]);
        assert_eq!(o.status.code(), Some(0));
        let doc: Value = serde_json::from_slice(&o.stdout).unwrap();
        doc["report"].clone()
    };
    let one = run("1", "7");
    assert_eq!(one, run("2", "7"));
    assert_ne!(one, run("1", "8"));
    assert_eq!(one["games"], 700);
    let wins = one["wins"]["south"].as_u64().unwrap() + one["wins"]["north"].as_u64().unwrap();
    assert_eq!(
        wins + one["draws"].as_u64().unwrap() + one["capped"].as_u64().unwrap(),
        700
    );
}

#[test]
fn simulate_prints_a_table_with_every_rule() {
    let o = sow(&["simulate", "examples/kalah.sow.toml", "--games", "200"]);
    assert_eq!(o.status.code(), Some(0));
    let out = String::from_utf8_lossy(&o.stdout);
    for want in [
        "Kalah: 200 random games, seed 1",
        "south wins",
        "north wins",
        "draws",
        "capped",
        "plies        mean",
        "extra-turn",
        "capture-opposite",
        "games/s",
    ] {
        assert!(out.contains(want), "{want} missing in\n{out}");
    }
}

#[test]
fn a_match_replays_through_sow_play_with_lots_given_as_choices() {
    // Find a sample match whose recounts include lots, then replay all its
    // choices (`lots=south` / `lots=north` among the moves) through the CLI.
    let file = "examples/qelat.sow.toml";
    let text = std::fs::read_to_string(file).unwrap();
    let checked = sow::lint::check(&text);
    let rules = sow::engine::Rules::new(checked.playable().unwrap());
    let choices = (0..200)
        .map(|game| {
            sow::sample::moves_of(
                &rules,
                1,
                sow::sample::Witness {
                    plies: u32::MAX,
                    game,
                },
            )
        })
        .find(|c| c.iter().any(|c| matches!(c, sow::engine::Choice::Lots(_))))
        .expect("some match draws lots");
    let line: Vec<String> = choices.iter().map(|c| c.name(&rules)).collect();
    // Where the lots are due, a move (or a word that is no move) is
    // answered with what the recount waits for, not "legal moves: none".
    let lots_at = line.iter().position(|c| c.starts_with("lots=")).unwrap();
    for wrong in ["zz9", "a1"] {
        let mut early = line[..lots_at].to_vec();
        early.push(wrong.to_string());
        let o = crate::support::sow::sow(&["play", file, "--moves", &early.join(" ")]);
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(1), "{err}");
        assert!(
            err.contains("`lots=south` or `lots=north`"),
            "{wrong}: {err}"
        );
        assert!(!err.contains("legal moves: none"), "{wrong}: {err}");
    }
    let (code, snaps) = play(file, &line.join(" "));
    assert_eq!(code, Some(0));
    let waits = snaps
        .iter()
        .position(|s| s["lots_pending"] == true)
        .unwrap();
    let after = &snaps[waits + 1];
    assert_eq!(after["lots_pending"], false);
    assert_eq!(after["round"], snaps[waits]["round"].as_u64().unwrap() + 1);
    assert!(after["round_result"]["lots"].is_string(), "{after}");
    // Rounds change who owns the holes, and the match ends with a winner.
    let last = snaps.last().unwrap();
    assert_eq!(last["result"]["reason"], "match-won");
    assert!(snaps.iter().any(|s| s["owners"] != snaps[0]["owners"]));
    assert!(
        snaps
            .iter()
            .any(|s| !s["claimed"].as_object().unwrap().is_empty())
    );
}

#[test]
fn a_simultaneous_opening_replays_with_the_waiting_relay_shown() {
    // Selus of Wag: South's lap from d1 waits at f2; North's choice of c3
    // runs both relays in turn until South's ends in an empty hole
    // (tests/suite/selus_wag.rs works it out lap by lap).
    let (code, snaps) = play("examples/selus-wag.sow.toml", "d1 c3");
    assert_eq!(code, Some(0));
    assert_eq!(snaps[0]["opening"], true);
    assert!(snaps[0].get("relay_waiting").is_none());
    assert_eq!(snaps[1]["opening"], true);
    assert_eq!(snaps[1]["relay_waiting"], "f2");
    assert_eq!(snaps[1]["to_move"], "north");
    assert!(snaps[2].get("opening").is_none(), "the opening is over");
    assert_eq!(snaps[2]["laps"], 6);
    assert_eq!(snaps[2]["to_move"], "south");
    // The human form says whose choice it is.
    let o = sow(&["play", "examples/selus-wag.sow.toml", "--moves", "d1"]);
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(text.contains("opening: south's relay goes on from f2; north chooses a hole"));
}

#[test]
fn matches_still_going_at_the_ply_cap_are_called_matches() {
    // Dakon's matches take hundreds of plies over their rounds; a cap of
    // 100 stops most of them.
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/dakon.sow.toml"
    ))
    .unwrap()
    .replace("max_plies = 1000000\n", "max_plies = 100\n")
    .replace("sizes = [4, 5, 6, 7, 8, 9, 10]\n", "");
    let diags = crate::support::sow::check_text_json("p002-matches", &text, &["--games", "50"]);
    let d = only(&diags, "P002");
    let message = d["message"].as_str().unwrap();
    assert!(
        message.contains(" sample matches (")
            && message.contains("after 100 plies over all their rounds"),
        "{message}"
    );
    assert!(
        d["help"]
            .as_str()
            .unwrap()
            .contains("that these rounds meet")
    );
    let o = sow(&["explain", "P002"]);
    let words = String::from_utf8_lossy(&o.stdout);
    assert!(words.contains("speaks of matches still going"), "{words}");
}

#[test]
fn seeds_take_ranges_as_keys_and_a_hole_named_alone_keeps_its_own_count() {
    // A range as a key of `seeds` was B002, whose help then suggested a
    // range (#40, item 15): ranges are keys like holes now.
    use crate::support::sow::{check_text_json, play_text};
    let text = include_str!("support/two-rows.sow.toml").replace(
        "seeds = 4",
        r#"seeds = { default = 4, "a1-c1" = 3, b1 = 7, "d2-b2" = 0 }"#,
    );
    assert_eq!(
        check_text_json("seed-ranges", &text, &["--no-play"]),
        Vec::<Value>::new()
    );
    let played = play_text("seed-ranges-play", "ranges.sow.toml", &text, "");
    let holes = &played.snaps[0]["holes"];
    for (hole, n) in [
        ("a1", 3),
        ("b1", 7),
        ("c1", 3),
        ("d1", 4),
        ("a2", 4),
        ("b2", 0),
        ("d2", 0),
    ] {
        assert_eq!(holes[hole], n, "{hole}: {holes}");
    }
    // A range off the board names the hole that is not there.
    let bad = text.replace("\"a1-c1\"", "\"a1-c3\"");
    let diags = check_text_json("seed-ranges-bad", &bad, &["--no-play"]);
    assert_eq!(diags.len(), 1, "{diags:?}");
    assert_eq!(diags[0]["code"], "B002");
    assert!(
        diags[0]["message"]
            .as_str()
            .unwrap()
            .contains("`c3` is not a hole"),
        "{diags:?}"
    );
}

#[test]
fn the_text_board_says_which_holes_changed_hands_at_a_recount() {
    // #40, item 23: `sow play`'s text never showed who owns a hole once
    // holes change hands; the JSON had it (`owners`).
    let file = "examples/qelat.sow.toml";
    let text = std::fs::read_to_string(file).unwrap();
    let rules = sow::engine::Rules::new(sow::lint::check(&text).playable().unwrap());
    let line: Vec<String> = sow::sample::moves_of(
        &rules,
        1,
        sow::sample::Witness {
            plies: u32::MAX,
            game: 0,
        },
    )
    .iter()
    .map(|c| c.name(&rules))
    .collect();
    let (_, snaps) = play(file, &line.join(" "));
    let changed = snaps
        .iter()
        .find(|s| {
            s["owners"] != snaps[0]["owners"]
                && s["owners"].as_object().is_some_and(|o| !o.is_empty())
        })
        .expect("a recount that moves a hole");
    let first = snaps[0]["owners"].as_object().unwrap();
    let moved: Vec<String> = (changed["owners"].as_object().unwrap().iter())
        .filter(|(h, p)| first.get(*h) != Some(*p))
        .map(|(h, p)| format!("{h} ({})", p.as_str().unwrap()))
        .collect();
    assert!(!moved.is_empty());
    let o = sow(&["play", file, "--moves", &line.join(" ")]);
    let out = String::from_utf8(o.stdout).unwrap();
    let expected = format!("  changed hands: {}", moved.join(", "));
    assert!(out.contains(&expected), "no `{expected}` in\n{out}");
}
