//! Selus of Massawa (examples/selus-massawa.sow.toml) on positions set up by
//! hand: the shared track, wegues, and the eyes. Each expected result is
//! worked out by hand from the rules in the file.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use sow::engine::{Game, Rules};
use sow::model::Player;

fn rules() -> Rules {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/selus-massawa.sow.toml"
    );
    let checked = sow::lint::check(&std::fs::read_to_string(path).unwrap());
    Rules::new(checked.playable().unwrap())
}

fn hole(r: &Rules, name: &str) -> u16 {
    r.variant.board.parse_hole(name).unwrap()
}

fn position(r: &Rules, holes: &[(&str, u16)], stores: [u16; 2]) -> Vec<u16> {
    let mut counts = vec![0u16; r.sites];
    for &(name, n) in holes {
        counts[hole(r, name) as usize] = n;
    }
    counts[r.holes] = stores[0];
    counts[r.holes + 1] = stores[1];
    counts
}

#[test]
fn one_track_serves_both_players_in_the_recorded_order() {
    let r = rules();
    let board = &r.variant.board;
    for p in [Player::SOUTH, Player::NORTH] {
        let mut at = hole(&r, "a1");
        let mut route = Vec::new();
        for _ in 0..18 {
            route.push(board.site_name(at));
            at = r.next[p.index()][at as usize];
        }
        assert_eq!(
            route.join(" "),
            "a1 b1 c1 d1 e1 f1 f2 e2 d2 f3 e3 d3 c3 b3 a3 a2 b2 c2"
        );
        assert_eq!(board.site_name(at), "a1", "the loop closes");
    }
}

#[test]
fn the_first_move_never_makes_a_wegue() {
    let r = rules();
    let mut g = Game::new(&r);
    // a1's three seeds make d1 four: on the first move that is a relay.
    let ply = g.play(hole(&r, "a1")).unwrap();
    assert!(ply.sowing.laps > 1);
    assert!((0..18).all(|h| g.claimed_by(h).is_none()));
}

#[test]
fn later_a_last_seed_making_four_makes_a_wegue_and_ends_the_move() {
    let r = rules();
    let mut g = Game::new(&r);
    g.set_position(
        &position(&r, &[("e1", 1), ("f1", 3), ("a3", 5)], [20, 25]),
        Player::SOUTH,
    );
    g.play(hole(&r, "e1")).unwrap();
    assert_eq!(g.claimed_by(hole(&r, "f1")), Some(Player::SOUTH));
    assert_eq!(g.counts[hole(&r, "f1") as usize], 4);
    assert_eq!(g.to_move, Player::NORTH);
    // A wegue is never a starting hole, not even for its owner.
    g.set_position(&g.counts.clone(), Player::SOUTH);
    assert!(!g.legal_moves().contains(&hole(&r, "f1").into()));
}

#[test]
fn nothing_is_taken_from_a_wegue_in_an_eye_on_ones_own_side() {
    let r = rules();
    let mut g = Game::new(&r);
    // d2's ten seeds run f3 … a3, a2, b2, c2 and end in a1, South's eye,
    // which is North's wegue: the move ends and nothing is taken.
    g.set_position(
        &position(&r, &[("d2", 10), ("a1", 2), ("b1", 1)], [20, 21]),
        Player::SOUTH,
    );
    g.set_claim(hole(&r, "a1"), Some(Player::NORTH));
    g.play(hole(&r, "d2")).unwrap();
    assert_eq!(g.counts[hole(&r, "a1") as usize], 3);
    assert_eq!(g.store(Player::SOUTH), 20);
    assert_eq!(g.to_move, Player::NORTH);
}

#[test]
fn taking_from_a_wegue_in_the_opponents_eye_gives_another_move() {
    let r = rules();
    let mut g = Game::new(&r);
    // d2's one seed falls into f3, North's eye, a wegue of North's with two
    // seeds: South takes two and moves again, though the wegue is North's.
    g.set_position(
        &position(&r, &[("d2", 1), ("a1", 1), ("f3", 2)], [20, 30]),
        Player::SOUTH,
    );
    g.set_claim(hole(&r, "f3"), Some(Player::NORTH));
    let ply = g.play(hole(&r, "d2")).unwrap();
    assert_eq!(ply.sowing.captured, 2);
    assert_eq!(g.counts[hole(&r, "f3") as usize], 1);
    assert_eq!(g.store(Player::SOUTH), 22);
    assert_eq!(g.to_move, Player::SOUTH);
}

#[test]
fn taking_from_ones_own_wegue_moves_again_and_from_the_opponents_ends_the_move() {
    let r = rules();
    let mut g = Game::new(&r);
    // e1's one seed falls into f1, South's own empty wegue: only that seed.
    g.set_position(
        &position(&r, &[("e1", 1), ("a1", 1), ("a3", 2)], [20, 30]),
        Player::SOUTH,
    );
    g.set_claim(hole(&r, "f1"), Some(Player::SOUTH));
    g.play(hole(&r, "e1")).unwrap();
    assert_eq!((g.store(Player::SOUTH), g.to_move), (21, Player::SOUTH));
    // Now a1's two seeds go to b1 and c1, North's wegue with three (c1 is
    // no eye): South takes two, and the move ends.
    g.set_claim(hole(&r, "c1"), Some(Player::NORTH));
    let mut counts = g.counts;
    counts[hole(&r, "a1") as usize] = 2;
    counts[hole(&r, "c1") as usize] = 3;
    g.set_position(&counts, Player::SOUTH);
    g.play(hole(&r, "a1")).unwrap();
    assert_eq!(g.counts[hole(&r, "c1") as usize], 2);
    assert_eq!((g.store(Player::SOUTH), g.to_move), (23, Player::NORTH));
}

#[test]
fn the_game_ends_when_neither_can_move_and_wegues_score_for_their_owners() {
    let r = rules();
    let mut g = Game::new(&r);
    // Only e1's seed is loose; c3 and d2 are wegues. That seed walks on,
    // a hole a move, North passing each time, until it falls into a
    // wegue and is taken; then neither player can move.
    g.set_position(
        &position(&r, &[("e1", 1), ("c3", 4), ("d2", 5)], [20, 24]),
        Player::SOUTH,
    );
    g.set_claim(hole(&r, "c3"), Some(Player::SOUTH));
    g.set_claim(hole(&r, "d2"), Some(Player::NORTH));
    while g.outcome.is_none() {
        let m = g.legal_moves()[0];
        g.play(m).unwrap();
    }
    let o = g.outcome.unwrap();
    assert_eq!(o.reason, sow::engine::EndReason::NeitherCanMove);
    // Every seed is taken or in a wegue, and scores for someone.
    assert_eq!(o.scores[0] + o.scores[1], 54);
    assert_eq!(o.scores[0] + o.scores[1], g.total());
}
