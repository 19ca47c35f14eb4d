//! Selus as played in Wag (examples/selus-wag.sow.toml): the opening, each
//! move restriction, skipping and the nedf. Each expected result is worked
//! out by hand from the rules in the file, along the shared path
//! a1 b1 c1 d1 e1 f1 f2 e2 d2 f3 e3 d3 c3 b3 a3 a2 b2 c2 (then a1 again).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use sow::engine::{EndReason, Game, Phase, Rules};
use sow::model::Player;

fn rules() -> Rules {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/selus-wag.sow.toml");
    let checked = sow::lint::check(&std::fs::read_to_string(path).unwrap());
    Rules::new(checked.playable().unwrap())
}

fn hole(r: &Rules, name: &str) -> u16 {
    r.variant.board.parse_hole(name).unwrap()
}

/// The board's rows as text, top (row 3) first: `"0 5 1 4 0 4 / …"`.
fn rows(g: &Game<'_>) -> String {
    let r = g.rules();
    (1..=3)
        .rev()
        .map(|row| {
            "abcdef"
                .chars()
                .map(|c| g.counts[hole(r, &format!("{c}{row}")) as usize].to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join(" / ")
}

/// A main-phase game with only the seeds given, `to_move` to move.
fn position<'r>(r: &'r Rules, holes: &[(&str, u16)], to_move: Player) -> Game<'r> {
    let mut counts = vec![0u16; r.sites];
    for &(name, n) in holes {
        counts[hole(r, name) as usize] = n;
    }
    let mut g = Game::new(r);
    g.set_position(&counts, to_move);
    g
}

fn moves(g: &Game<'_>) -> Vec<String> {
    let board = &g.rules().variant.board;
    let mut names: Vec<String> = g
        .legal_moves()
        .iter()
        .map(|m| board.site_name(m.hole()))
        .collect();
    names.sort();
    names
}

#[test]
fn the_opening_relays_in_turn_and_south_ending_first_moves_first() {
    let r = rules();
    let mut g = Game::new(&r);
    assert_eq!(g.phase, Phase::Opening { waiting: None });
    // South lifts d1: e1, f1, f2 get a seed; f2 held 3, so South's relay
    // waits there.
    g.play(hole(&r, "d1")).unwrap();
    assert_eq!(
        g.phase,
        Phase::Opening {
            waiting: Some(hole(&r, "f2"))
        }
    );
    assert_eq!(g.to_move, Player::NORTH);
    // North lifts c3: b3, a3, a2 (held 3: relay). Then laps in turn:
    // South f2 (4): e2 d2 f3 e3 (no skipping, no nedf in the opening);
    // North a2 (4): b2 c2 a1 b1; South e3 (4): d3 c3 b3 a3; North b1 (4):
    // c1 d1 e1 f1; South a3 (5): a2 b2 c2 a1 b1, and b1 was empty: South
    // ends the opening, after six laps, and moves first.
    let ply = g.play(hole(&r, "c3")).unwrap();
    assert_eq!(ply.sowing.laps, 6);
    assert_eq!(g.phase, Phase::Main);
    assert_eq!(g.to_move, Player::SOUTH);
    assert_eq!(rows(&g), "0 5 1 4 0 4 / 1 5 5 4 4 0 / 5 1 4 1 5 5");
    assert!((0..18).all(|h| g.claimed_by(h).is_none()));
}

#[test]
fn the_player_whose_lap_ends_empty_first_moves_first() {
    let r = rules();
    let mut g = Game::new(&r);
    // South a1: b1 c1 d1 (relay waits at d1). North d3: c3 b3 a3 (relay).
    // South d1 (4): e1 f1 f2 e2 (e2 held 3: on). North a3 (4): a2 b2 c2
    // a1, and a1 was emptied by South's first lift: North ends the
    // opening and moves first.
    g.play(hole(&r, "a1")).unwrap();
    let ply = g.play(hole(&r, "d3")).unwrap();
    assert_eq!(ply.sowing.laps, 3);
    assert_eq!(g.phase, Phase::Main);
    assert_eq!(g.to_move, Player::NORTH);
    assert_eq!(rows(&g), "0 4 4 0 3 3 / 4 4 4 3 4 4 / 1 4 4 0 4 4");
}

#[test]
fn holes_of_more_than_three_must_be_played_first_even_on_the_left() {
    let r = rules();
    let g = position(
        &r,
        &[("a1", 4), ("d1", 1), ("e1", 2), ("c3", 1)],
        Player::SOUTH,
    );
    assert_eq!(moves(&g), ["a1"]);
}

#[test]
fn with_only_twos_and_threes_the_two_nearest_the_opponent_is_played() {
    let r = rules();
    // Outside the left three South has twos and threes; of the twos, f2 is
    // three steps from North's f3, d1 six.
    let g = position(
        &r,
        &[
            ("d1", 2),
            ("e1", 3),
            ("f2", 2),
            ("d2", 3),
            ("a1", 1),
            ("c3", 1),
        ],
        Player::SOUTH,
    );
    assert_eq!(moves(&g), ["f2"]);
    // North's two nearest South's holes is c2 (one step to a1), not a3.
    let g = position(
        &r,
        &[("a3", 2), ("b2", 3), ("c2", 2), ("f3", 1), ("d1", 1)],
        Player::NORTH,
    );
    assert_eq!(moves(&g), ["c2"]);
}

#[test]
fn a_one_outside_the_left_three_frees_the_choice() {
    let r = rules();
    let g = position(
        &r,
        &[("d1", 1), ("e1", 2), ("f2", 2), ("a1", 1), ("c3", 1)],
        Player::SOUTH,
    );
    assert_eq!(moves(&g), ["d1", "e1", "f2"]);
    // Threes only: no two to play, so any of them.
    let g = position(
        &r,
        &[("e1", 3), ("d2", 3), ("a1", 1), ("c3", 1)],
        Player::SOUTH,
    );
    assert_eq!(moves(&g), ["d2", "e1"]);
}

#[test]
fn the_left_three_only_when_nothing_else_moves_fewest_seeds_first() {
    let r = rules();
    let g = position(
        &r,
        &[("a1", 3), ("b1", 1), ("c1", 2), ("c3", 1)],
        Player::SOUTH,
    );
    assert_eq!(moves(&g), ["b1"]);
    let g = position(&r, &[("a1", 3), ("c1", 2), ("c3", 1)], Player::SOUTH);
    assert_eq!(moves(&g), ["c1"]);
    let g = position(&r, &[("a1", 3), ("b1", 3), ("c3", 1)], Player::SOUTH);
    assert_eq!(moves(&g), ["a1", "b1"]);
}

#[test]
fn sowing_passes_over_the_opponents_threes() {
    let r = rules();
    // South's d2 (2): North's f3 holds 3 and is passed over; e3 and d3
    // get a seed each, and d3 was empty: the turn ends.
    let mut g = position(&r, &[("d2", 2), ("f3", 3), ("b3", 1)], Player::SOUTH);
    g.play(hole(&r, "d2")).unwrap();
    assert_eq!(rows(&g), "0 1 0 1 1 3 / 0 0 0 0 0 0 / 0 0 0 0 0 0");
    assert_eq!(g.to_move, Player::NORTH);
}

#[test]
fn the_last_seed_may_fall_into_an_opponents_three_to_make_the_first_nedf() {
    let r = rules();
    // No nedf yet. South's d2 (1): the one seed would pass over f3, but
    // falling there makes the first nedf, so it falls: f3 is South's nedf
    // and the turn ends.
    let mut g = position(
        &r,
        &[("d2", 1), ("f3", 3), ("e3", 3), ("c3", 1)],
        Player::SOUTH,
    );
    let ply = g.play(hole(&r, "d2")).unwrap();
    assert_eq!(ply.sowing.laps, 1);
    assert_eq!(g.claimed_by(hole(&r, "f3")), Some(Player::SOUTH));
    assert_eq!(rows(&g), "0 0 1 0 3 4 / 0 0 0 0 0 0 / 0 0 0 0 0 0");
    assert_eq!(g.to_move, Player::NORTH);
    // A nedf is never lifted, not by North whose row it is in: f3 holds
    // four, and holes of four must be played first, yet North's only move
    // is c3.
    assert_eq!(moves(&g), ["c3"]);
    // Only the last seed is let in: with two seeds, the first still
    // passes over f3 and e3 (no second nedf can come of them, as none
    // stands yet), d3 gets one and the last ends in the empty c3.
    let mut g = position(
        &r,
        &[("d2", 2), ("f3", 3), ("e3", 3), ("b3", 1)],
        Player::SOUTH,
    );
    g.play(hole(&r, "d2")).unwrap();
    assert_eq!(rows(&g), "0 1 1 1 3 3 / 0 0 0 0 0 0 / 0 0 0 0 0 0");
    assert!((0..18).all(|h| g.claimed_by(h).is_none()));
}

#[test]
fn a_later_nedf_takes_the_last_two_seeds_in_threes_and_sowing_goes_on() {
    let r = rules();
    // North's nedf stands at b1; its guard c1 is empty. South's d2 (2):
    // the seeds fall into f3 and e3 (both 3), so f3 becomes South's nedf,
    // North's at b1 becomes an ordinary hole again (its 5 seeds stay), and
    // South sows on from e3 (4): d3 c3 b3 a3, a3 empty, end.
    let mut g = position(
        &r,
        &[("d2", 2), ("f3", 3), ("e3", 3), ("b1", 5), ("b2", 1)],
        Player::SOUTH,
    );
    g.set_claim(hole(&r, "b1"), Some(Player::NORTH));
    assert_eq!(moves(&g), ["d2"]);
    let ply = g.play(hole(&r, "d2")).unwrap();
    assert_eq!(ply.sowing.laps, 2);
    assert_eq!(g.claimed_by(hole(&r, "f3")), Some(Player::SOUTH));
    assert_eq!(g.claimed_by(hole(&r, "b1")), None);
    assert_eq!(rows(&g), "1 1 1 1 0 4 / 0 1 0 0 0 0 / 0 5 0 0 0 0");
    assert_eq!(g.to_move, Player::NORTH);
}

#[test]
fn a_guard_of_three_stops_the_opponent_making_a_nedf() {
    let r = rules();
    // As above, but c1, the hole after North's nedf b1, holds exactly 3:
    // South may not make a nedf, so f3 and e3 are passed over, d3 gets one
    // and the last seed ends in the empty c3.
    let mut g = position(
        &r,
        &[
            ("d2", 2),
            ("f3", 3),
            ("e3", 3),
            ("b1", 5),
            ("c1", 3),
            ("b2", 1),
        ],
        Player::SOUTH,
    );
    g.set_claim(hole(&r, "b1"), Some(Player::NORTH));
    assert_eq!(moves(&g), ["d2"]);
    g.play(hole(&r, "d2")).unwrap();
    assert_eq!(g.claimed_by(hole(&r, "b1")), Some(Player::NORTH));
    assert_eq!(g.claimed_by(hole(&r, "f3")), None);
    assert_eq!(rows(&g), "0 0 1 1 3 3 / 0 1 0 0 0 0 / 0 5 3 0 0 0");
}

/// The guard is judged as the seeds reach it: a guardian that is one of
/// the two holes the last seeds would fall into guards with the three it
/// held before (issue: sow once made it the new nedf, judging the guard on
/// the four it held after).
#[test]
fn a_guardian_the_last_seeds_reach_still_guards_with_its_three() {
    let r = rules();
    let mut g = Game::new(&r);
    for m in ["f2", "b3", "d2"] {
        g.play(hole(&r, m)).unwrap();
    }
    // South's nedf is c2 and its guardian a1 holds 3.
    assert_eq!(g.claimed_by(hole(&r, "c2")), Some(Player::SOUTH));
    assert_eq!(rows(&g), "5 2 0 5 5 1 / 5 5 4 0 4 0 / 3 3 3 3 3 3");
    // North lifts a3's 5: a2 b2 c2, then a1 and b1 would take the last two
    // as threes made fours, a new nedf at a1, but the guardian a1 holds 3:
    // North cannot make a nedf, so the seeds pass over every three of
    // South's back row, fall into f2 and e2 (four, so 5: a relay), and
    // e2's 5 go d2 f3 e3 d3 c3, c3 empty: the turn ends.
    let ply = g.play(hole(&r, "a3")).unwrap();
    assert_eq!(ply.sowing.laps, 2);
    assert_eq!(ply.sowing.fired, 0, "no nedf rule fired");
    assert_eq!(g.claimed_by(hole(&r, "a1")), None);
    assert_eq!(g.claimed_by(hole(&r, "c2")), Some(Player::SOUTH));
    assert_eq!(rows(&g), "0 2 1 6 6 2 / 6 6 5 1 0 1 / 3 3 3 3 3 3");
}

#[test]
fn a_player_with_nothing_to_move_loses() {
    let r = rules();
    // South's only seeds are in North's nedf at b1: nothing to move.
    let mut g = position(&r, &[("b1", 5), ("c3", 2)], Player::NORTH);
    g.set_claim(hole(&r, "b1"), Some(Player::NORTH));
    g.play(hole(&r, "c3")).unwrap();
    let outcome = g.outcome.unwrap();
    assert_eq!(outcome.reason, EndReason::NoMove);
    assert_eq!(outcome.winner, Some(Player::NORTH));
}

#[test]
fn the_other_reading_of_a_replaced_nedf_is_one_line() {
    // With `replace = "take"`, the old nedf's maker takes its seeds when a
    // new nedf replaces it: North's 5 at b1 go to North's store.
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/selus-wag.sow.toml");
    let text = std::fs::read_to_string(path).unwrap();
    let line = "replace = \"free\"\n";
    assert_eq!(text.matches(line).count(), 1);
    let checked = sow::lint::check(&text.replace(line, "replace = \"take\"\n"));
    let r = Rules::new(checked.playable().unwrap());
    let mut g = position(
        &r,
        &[("d2", 2), ("f3", 3), ("e3", 3), ("b1", 5), ("b2", 1)],
        Player::SOUTH,
    );
    g.set_claim(hole(&r, "b1"), Some(Player::NORTH));
    g.play(hole(&r, "d2")).unwrap();
    assert_eq!(g.claimed_by(hole(&r, "f3")), Some(Player::SOUTH));
    assert_eq!(rows(&g), "1 1 1 1 0 4 / 0 1 0 0 0 0 / 0 0 0 0 0 0");
    assert_eq!(g.store(Player::NORTH), 5);
    assert_eq!(g.total(), 14);
}

#[test]
fn hover_tells_the_nedf_rules_in_words_and_previews_the_opening() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/selus-wag.sow.toml");
    let text = std::fs::read_to_string(path).unwrap();
    let analysis = sow::ide::Analysis::new(text.as_str());
    let at = |needle: &str| {
        let offset = text.find(needle).unwrap() + 1;
        sow::ide::hover::hover(&analysis, offset).unwrap().markdown
    };
    let hovers = [
        at("\"first-nedf\""),
        at("\"new-nedf\""),
        at("\"a-two-nearest-the-opponent\""),
        at("\"left-holes-fewest-first\""),
        at("\"d1-f1\", \"d2-f2\""),
    ];
    insta::assert_snapshot!("selus-wag-hovers", hovers.join("\n\n---\n\n"));
}

#[test]
fn a_lap_cap_reaches_the_opening() {
    let mut r = rules();
    r.set_max_laps(3);
    assert_eq!(r.opening.as_ref().unwrap().max_laps, 3);
    // South d1 then North c3 takes six laps (see above): capped at three,
    // North's c3 sows without end as far as the rules can tell, and
    // `endless = "illegal"` makes it no move.
    let mut g = Game::new(&r);
    g.play(hole(&r, "d1")).unwrap();
    assert!(!g.legal_moves().contains(&hole(&r, "c3").into()));
}
