//! Relay sowings that repeat forever are found exactly. For every move in
//! every position of many random Hufesay rounds, the engine's verdict
//! (Brent's cycle finding, and the landmarks of long relays that a thread
//! remembers) is compared with a plain, independent relay sower here that
//! remembers every state it has lifted from.

// A test stops on the first surprise: unwrap, expect and panic are its asserts.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::collections::HashSet;

use crate::support::lcg::Lcg;
use crate::support::sow::rules_of;
use sow::engine::{Game, Rules, SowEnd, Watch, sow, sow_watched};
use sow::model::Player;
use sow::model::board::MAX_SITES;

/// Anticlockwise relay sowing on a 2×6 board, written out for this test:
/// South's row a1..f1 is 0..5, North's a2..f2 is 6..11; the path is
/// 0,1,…,5,11,10,…,6 and back to 0. A capture only happens where the
/// sowing ends, so it plays no part here. Returns whether the sowing repeats.
fn repeats_forever(board: &[u16; 12], start: usize) -> bool {
    let path = [0usize, 1, 2, 3, 4, 5, 11, 10, 9, 8, 7, 6];
    let pos_of = |h: usize| path.iter().position(|&x| x == h).unwrap();
    let mut b = *board;
    let mut seen: HashSet<([u16; 12], usize)> = HashSet::new();
    let mut at = start;
    loop {
        let mut hand = b[at];
        b[at] = 0;
        let mut i = pos_of(at);
        while hand > 0 {
            i = (i + 1) % 12;
            b[path[i]] += 1;
            hand -= 1;
        }
        let last = path[i];
        if b[last] == 1 {
            return false;
        }
        if !seen.insert((b, last)) {
            return true;
        }
        at = last;
    }
}

/// The rules of one Hufesay round (tests/golden/hufesay-round.sow.toml).
fn hufesay_round() -> Rules {
    rules_of("tests/golden/hufesay-round.sow.toml")
}

/// A watcher that looks at nothing, but is not the engine's own
/// `Unwatched`: the engine then finds cycles by Brent's method alone.
struct Looking;
impl Watch for Looking {}

/// A long endless relay on Hufesay's board (found by a search with
/// `repeats_forever`'s sower: the state after its first lap comes back
/// 43,983 laps later). Brent's method alone finds it; the landmarks of long
/// relays find it sooner; and once found, the thread knows it at once.
#[test]
fn a_long_endless_relay_is_found_sooner_by_its_landmarks() {
    let rules = hufesay_round();
    let board = [6u16, 1, 4, 2, 1, 5, 3, 6, 1, 4, 3, 4];
    assert!(repeats_forever(&board, 2));
    let mut counts = [0u16; MAX_SITES];
    counts[..12].copy_from_slice(&board);
    let sow_c1 = |watch: Option<&mut Looking>| {
        let mut c = counts;
        let mut claims: sow::engine::Claims = [0; sow::engine::CLAIMS_LEN];
        match watch {
            Some(w) => sow_watched(&rules, &mut c, &mut claims, 2, Player::SOUTH, 1, w),
            None => sow(&rules, &mut c, 2, Player::SOUTH),
        }
    };
    let brent = sow_c1(Some(&mut Looking));
    let first = sow_c1(None);
    let again = sow_c1(None);
    for sowing in [brent, first, again] {
        assert_eq!(sowing.end, SowEnd::Endless);
    }
    assert!(brent.laps > 43_983, "Brent's method: {} laps", brent.laps);
    assert!(
        first.laps < brent.laps,
        "{} laps, Brent's {}",
        first.laps,
        brent.laps
    );
    assert!(
        again.laps < first.laps,
        "{} laps again, {} first",
        again.laps,
        first.laps
    );
}

#[test]
fn cycles_are_found_exactly_in_random_hufesay_rounds() {
    let rules = hufesay_round();
    let mut rng = Lcg(7);
    let (mut endless_moves, mut games_with_one, mut compared) = (0, 0, 0);
    for _ in 0..300 {
        let mut game = Game::new(&rules);
        let mut found = false;
        for _ in 0..400 {
            if game.outcome.is_some() {
                break;
            }
            let mover = game.to_move;
            let mut board = [0u16; 12];
            board.copy_from_slice(&game.counts[..12]);
            for h in 0..12u16 {
                let own = (h < 6) == (mover == Player::SOUTH);
                if !own || board[h as usize] == 0 {
                    continue;
                }
                let mut counts: [u16; MAX_SITES] = game.counts;
                let end = sow(&rules, &mut counts, h, mover).end;
                assert_ne!(end, SowEnd::Capped, "board {board:?}, move {h}");
                let verdict = end == SowEnd::Endless;
                assert_eq!(
                    verdict,
                    repeats_forever(&board, h as usize),
                    "board {board:?}, move {h}"
                );
                compared += 1;
                if verdict {
                    endless_moves += 1;
                    found = true;
                    // The file says such a move is illegal.
                    assert!(!game.legal_moves().contains(&h.into()));
                }
            }
            let legal = game.legal_moves();
            let pick = legal[rng.below(legal.len())];
            game.play(pick).unwrap();
        }
        games_with_one += found as usize;
    }
    assert!(compared > 10_000, "{compared}");
    assert!(endless_moves > 0, "no endless relay found in 300 rounds");
    eprintln!(
        "{compared} moves compared; {endless_moves} repeat forever, in {games_with_one} of 300 rounds"
    );
}

/// Sample play's random choice sows candidates only until one proves
/// legal. In positions of random Hufesay rounds where some move relays
/// forever, that choice is never an endless move, and falls on each legal
/// move about equally often: the same uniform choice as drawing from the
/// whole legal list.
#[test]
fn the_random_choice_by_sowing_is_uniform_among_legal_moves() {
    let rules = hufesay_round();
    let mut rng = Lcg(11);
    let mut positions = 0;
    for _ in 0..300 {
        let mut game = Game::new(&rules);
        for _ in 0..400 {
            if game.outcome.is_some() || positions >= 5 {
                break;
            }
            let mover = game.to_move;
            let legal: Vec<_> = game.legal_moves().to_vec();
            let candidates = game.counts[..12]
                .iter()
                .enumerate()
                .filter(|&(h, &n)| n > 0 && (h < 6) == (mover == Player::SOUTH))
                .count();
            if candidates > legal.len() && legal.len() >= 2 {
                positions += 1;
                let mut chooser = game.clone();
                let draws = 600;
                let mut times = vec![0usize; legal.len()];
                for seed in 0..draws {
                    chooser.choose_at_random(Some(fastrand::Rng::with_seed(seed)));
                    chooser.set_position(&game.counts, mover);
                    let chosen = chooser.legal_moves();
                    assert_eq!(chosen.len(), 1, "one move is chosen");
                    let i = legal.iter().position(|m| *m == chosen[0]);
                    let i = i.unwrap_or_else(|| panic!("{:?} is not legal", chosen[0]));
                    times[i] += 1;
                }
                // Each legal move is chosen about draws / n times: a loose
                // bound, met by a fair choice all but never (and by a
                // choice that favours some moves twice over, never).
                let expected = draws as f64 / legal.len() as f64;
                for &n in &times {
                    assert!(
                        (n as f64 - expected).abs() < 0.35 * expected,
                        "chosen {times:?} times among {} legal moves",
                        legal.len()
                    );
                }
            }
            let pick = legal[rng.below(legal.len())];
            game.play(pick).unwrap();
        }
    }
    assert!(
        positions >= 3,
        "only {positions} positions with an endless move"
    );
}

// Proved endless (a state at a lift recurred) and stopped at the lap cap
// are different facts, and every face says which (#40, item 4).

#[test]
fn a_sowing_stopped_at_the_lap_cap_is_not_called_endless() {
    use crate::support::sow::sow;
    let file = "examples/o-an-quan.sow.toml";
    let args = [
        "simulate",
        file,
        "--games",
        "200",
        "--seed",
        "1",
        "--max-laps",
        "5",
    ];
    let text = String::from_utf8(sow(&args).stdout).unwrap();
    assert!(!text.contains("sowed forever"), "{text}");
    assert!(
        text.contains("plies stopped after 5 laps, not proved endless"),
        "{text}"
    );
    let mut json_args = args.to_vec();
    json_args.extend(["--format", "json"]);
    let doc: serde_json::Value = serde_json::from_slice(&sow(&json_args).stdout).unwrap();
    let report = &doc["report"];
    assert_eq!(report["endless_plies"], 0);
    assert!(report["lap_capped_plies"].as_u64().unwrap() > 0);
    assert_eq!(report["first_endless"], serde_json::Value::Null);
    assert!(report["first_lap_capped"].is_object(), "{doc}");
    // `sow play` likewise: a ply of two laps, capped at one.
    let o = sow(&["play", file, "--moves", "a1+", "--max-laps", "1"]);
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(
        text.contains("stopped at the lap cap, not proved endless"),
        "{text}"
    );
    assert!(!text.contains("repeats forever"), "{text}");
    let o = sow(&[
        "play",
        file,
        "--moves",
        "a1+",
        "--max-laps",
        "1",
        "--format",
        "json",
    ]);
    let last: serde_json::Value =
        serde_json::from_str(String::from_utf8(o.stdout).unwrap().lines().last().unwrap()).unwrap();
    assert_eq!(last["endless"], false);
    assert_eq!(last["lap_capped"], true);
}

#[test]
fn p001_says_whether_its_sowing_was_proved_endless_or_only_capped() {
    use crate::support::sow::check_text_json;
    let text = include_str!("../fixtures/P001-endless-sowing.sow.toml");
    let p001 = |args: &[&str]| {
        check_text_json("p001-capped", text, args)
            .into_iter()
            .find(|d| d["code"] == "P001")
            .map(|d| d["message"].as_str().unwrap().to_string())
            .unwrap()
    };
    let proved = p001(&[]);
    assert!(
        proved.contains("never ends: the board at a lift repeats"),
        "{proved}"
    );
    // Capped after one lap, no relay is ever proved endless.
    let capped = p001(&["--games", "50", "--max-laps", "1"]);
    assert!(
        capped.contains("was stopped at the lap cap (1 laps) with no board at a lift repeating"),
        "{capped}"
    );
}
