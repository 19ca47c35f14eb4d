//! Claimed holes, rounds and matches, on positions set up by hand: each
//! test states the position, the rule of examples/qelat.sow.toml or
//! examples/hufesay.sow.toml it exercises, and the result worked out by hand.

// A test stops on the first surprise: unwrap, expect and panic are its asserts.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use sow::engine::{EndReason, Game, PlayError, Rules};
use sow::model::Player::{self, North, South};

fn rules(example: &str) -> Rules {
    let text = std::fs::read_to_string(format!(
        "{}/examples/{example}.sow.toml",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let checked = sow::model::check(&text);
    Rules::new(checked.playable().unwrap())
}

/// A position from hole counts by name; stores given separately.
fn position(rules: &Rules, holes: &[(&str, u16)], stores: [u16; 2]) -> Vec<u16> {
    let board = &rules.variant.board;
    let mut counts = vec![0u16; rules.sites];
    for &(name, n) in holes {
        counts[board.parse_hole(name).unwrap() as usize] = n;
    }
    counts[rules.holes] = stores[0];
    counts[rules.holes + 1] = stores[1];
    counts
}

fn hole(rules: &Rules, name: &str) -> u16 {
    rules.variant.board.parse_hole(name).unwrap()
}

fn count(game: &Game<'_>, name: &str) -> u16 {
    game.counts[hole(game.rules(), name) as usize]
}

fn claim(game: &mut Game<'_>, name: &str, owner: Player) {
    let h = hole(game.rules(), name);
    game.set_claim(h, Some(owner));
}

#[test]
fn a_last_seed_making_four_in_an_unclaimed_opponent_hole_claims_it() {
    let r = rules("qelat");
    let mut g = Game::new(&r);
    // South sows e1's two seeds into f1 and f2; f2 had 3 and now has 4.
    g.set_position(
        &position(&r, &[("e1", 2), ("a1", 5), ("f2", 3), ("a2", 6)], [16, 16]),
        South,
    );
    let ply = g.play(hole(&r, "e1")).unwrap();
    assert_eq!(count(&g, "f2"), 4);
    assert_eq!(g.claimed_by(hole(&r, "f2")), Some(South));
    assert_eq!(ply.sowing.laps, 1, "a claim ends the turn: no relay");
    assert_eq!(g.to_move, North);
}

#[test]
fn a_last_seed_in_ones_own_claimed_hole_ends_the_turn() {
    let r = rules("qelat");
    let mut g = Game::new(&r);
    g.set_position(
        &position(&r, &[("e1", 2), ("a1", 5), ("f2", 6), ("a2", 6)], [14, 15]),
        South,
    );
    claim(&mut g, "f2", South);
    g.play(hole(&r, "e1")).unwrap();
    // f1 gets one, f2 (South's claimed hole, occupied) the last: no relay.
    assert_eq!((count(&g, "f1"), count(&g, "f2")), (1, 7));
    assert_eq!(g.to_move, North);
    assert_eq!(g.store(South), 14);
}

#[test]
fn a_last_seed_in_the_opponents_claimed_hole_takes_one_and_moves_again() {
    let r = rules("qelat");
    let mut g = Game::new(&r);
    // North has claimed f1, in South's row. South sows e1's one seed there.
    g.set_position(
        &position(&r, &[("e1", 1), ("a1", 5), ("f1", 2), ("a2", 6)], [16, 18]),
        South,
    );
    claim(&mut g, "f1", North);
    // A claimed hole is never a starting hole, not even for its owner.
    assert!(!g.legal_moves().contains(&hole(&r, "f1").into()));
    let ply = g.play(hole(&r, "e1")).unwrap();
    assert_eq!(count(&g, "f1"), 2, "one seed in, one taken");
    assert_eq!(g.store(South), 17);
    assert_eq!(ply.sowing.captured, 1);
    assert_eq!(g.to_move, South, "the mover picks a hole and sows on");
    assert_eq!(g.legal_moves(), &[hole(&r, "a1").into()]);
}

#[test]
fn a_player_without_a_move_passes_and_the_other_moves_again() {
    let r = rules("qelat");
    let mut g = Game::new(&r);
    // North's holes are empty; South's a1 seed falls into empty b1.
    g.set_position(&position(&r, &[("a1", 1), ("c1", 3)], [20, 24]), South);
    let ply = g.play(hole(&r, "a1")).unwrap();
    assert_eq!(ply.passed, Some(North));
    assert_eq!(g.to_move, South);
    assert!(g.outcome.is_none());
}

/// South's last seeds fall into South's own claimed b1: every seed is then
/// in a store or a claimed hole, and the round ends.
fn end_round(r: &Rules, stores: [u16; 2]) -> Game<'_> {
    let mut g = Game::new(r);
    g.set_position(&position(r, &[("a1", 1)], stores), South);
    claim(&mut g, "b1", South);
    g.play(hole(r, "a1")).unwrap();
    g
}

#[test]
fn a_round_ends_when_only_claimed_holes_hold_seeds_and_a_remainder_of_three_wins_a_hole() {
    let r = rules("qelat");
    // South: 26 in store + 1 in b1 = 27 = 6 × 4 + 3; North: 21 = 5 × 4 + 1.
    let g = end_round(&r, [26, 21]);
    let round = g.rounds[0];
    assert_eq!(round.outcome.reason, EndReason::UnclaimedEmpty);
    assert_eq!(round.outcome.scores, [27, 21]);
    assert_eq!(
        round.holes,
        [7, 5],
        "three left over take one seed and a hole"
    );
    assert_eq!(g.round, 2);
    // South takes f2 first (its gain order); everything else stays.
    let owners = g.owners();
    assert_eq!(owners[hole(&r, "f2") as usize], Some(South));
    assert_eq!(owners[hole(&r, "e2") as usize], Some(North));
    assert!(
        (0..12).all(|h| g.counts[h] == 4),
        "every hole refilled with 4"
    );
    assert_eq!((g.store(South), g.store(North)), (0, 0));
    assert!((0..12).all(|h| g.claimed_by(h).is_none()));
    // The player after the last mover starts the next round.
    assert_eq!(g.to_move, North);
    // North's moves are its five holes; f2 is now South's.
    assert_eq!(g.legal_moves().len(), 5);
}

#[test]
fn equal_remainders_of_two_draw_lots() {
    let r = rules("qelat");
    // 26 = 6 × 4 + 2 and 22 = 5 × 4 + 2.
    let mut g = end_round(&r, [25, 22]);
    assert!(g.lots_pending());
    assert!(g.legal_moves().is_empty());
    assert!(matches!(
        g.play(hole(&r, "a1")),
        Err(PlayError::LotsPending)
    ));
    g.draw_lots(North).unwrap();
    assert_eq!(g.rounds[0].holes, [6, 6]);
    assert_eq!(g.rounds[0].lots, Some(North));
    assert!(!g.lots_pending());
    assert_eq!(g.draw_lots(North), Err(PlayError::NoLots));
    assert_eq!(g.round, 2);
}

#[test]
fn the_match_ends_when_one_player_can_fill_every_hole() {
    let r = rules("qelat");
    // 47 = 11 × 4 + 3 takes North's last seed: South owns all twelve.
    let g = end_round(&r, [46, 1]);
    let result = g.outcome.unwrap();
    assert_eq!(result.reason, EndReason::MatchWon);
    assert_eq!(result.winner, Some(South));
    assert_eq!(g.rounds[0].holes, [12, 0]);
}

#[test]
fn hufesay_rounds_end_on_an_empty_row_and_holes_change_hands() {
    let r = rules("hufesay");
    let mut g = Game::new(&r);
    // North's row is empty but for f2. South's one seed from e1 falls into
    // empty f1, South's own, and takes the 5 seeds opposite, in f2.
    g.set_position(&position(&r, &[("e1", 1), ("f2", 5)], [30, 12]), South);
    g.play(hole(&r, "e1")).unwrap();
    let round = g.rounds[0];
    assert_eq!(round.outcome.reason, EndReason::RowEmpty);
    // South: 30 + 5 taken + 1 left in f1 = 36 = 9 × 4; North: 12 = 3 × 4.
    assert_eq!(round.outcome.scores, [36, 12]);
    assert_eq!(round.holes, [9, 3]);
    let owners = g.owners();
    for (name, who) in [
        ("f2", South),
        ("e2", South),
        ("d2", South),
        ("c2", North),
        ("a2", North),
    ] {
        assert_eq!(owners[hole(&r, name) as usize], Some(who), "{name}");
    }
}

#[test]
fn sample_matches_end_and_conserve_seeds() {
    for example in ["qelat", "hufesay"] {
        let r = rules(example);
        let mut config = sow::sample::Config::new(&r, 100);
        config.jobs = 1;
        let report = sow::sample::simulate(&r, &config, &|_| {});
        assert_eq!(report.capped, 0, "{example}");
        assert_eq!(report.first_unconserved, None, "{example}");
        assert_eq!(report.end_reasons.get("match-won"), Some(&100), "{example}");
    }
}

#[test]
fn a_lap_cap_reaches_every_round_of_a_match() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/qelat.sow.toml");
    let checked = sow::model::check(&std::fs::read_to_string(path).unwrap());
    let mut rules = Rules::new(checked.playable().unwrap());
    rules.set_max_laps(7);
    let variant = &rules.variant;
    let holes = variant.board.holes() as u32;
    let round = rules.round_rules([holes / 2 + 1, holes / 2 - 1]).unwrap();
    assert_eq!(round.max_laps, 7);
}
