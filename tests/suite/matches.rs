//! Claimed holes, rounds and matches, on positions set up by hand: each
//! test states the position, the rule of examples/qelat.sow.toml or
//! examples/hufesay.sow.toml it exercises, and the result worked out by hand.

// A test stops on the first surprise: unwrap, expect and panic are its asserts.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use sow::engine::{EndReason, Game, PlayError, Rules};
use sow::model::Player;

fn rules(example: &str) -> Rules {
    let text = std::fs::read_to_string(format!(
        "{}/examples/{example}.sow.toml",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let checked = sow::lint::check(&text);
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
        Player::SOUTH,
    );
    let ply = g.play(hole(&r, "e1")).unwrap();
    assert_eq!(count(&g, "f2"), 4);
    assert_eq!(g.claimed_by(hole(&r, "f2")), Some(Player::SOUTH));
    assert_eq!(ply.sowing.laps, 1, "a claim ends the turn: no relay");
    assert_eq!(g.to_move, Player::NORTH);
}

#[test]
fn a_last_seed_in_ones_own_claimed_hole_ends_the_turn() {
    let r = rules("qelat");
    let mut g = Game::new(&r);
    g.set_position(
        &position(&r, &[("e1", 2), ("a1", 5), ("f2", 6), ("a2", 6)], [14, 15]),
        Player::SOUTH,
    );
    claim(&mut g, "f2", Player::SOUTH);
    g.play(hole(&r, "e1")).unwrap();
    // f1 gets one, f2 (South's claimed hole, occupied) the last: no relay.
    assert_eq!((count(&g, "f1"), count(&g, "f2")), (1, 7));
    assert_eq!(g.to_move, Player::NORTH);
    assert_eq!(g.store(Player::SOUTH), 14);
}

#[test]
fn a_last_seed_in_the_opponents_claimed_hole_takes_one_and_moves_again() {
    let r = rules("qelat");
    let mut g = Game::new(&r);
    // North has claimed f1, in South's row. South sows e1's one seed there.
    g.set_position(
        &position(&r, &[("e1", 1), ("a1", 5), ("f1", 2), ("a2", 6)], [16, 18]),
        Player::SOUTH,
    );
    claim(&mut g, "f1", Player::NORTH);
    // A claimed hole is never a starting hole, not even for its owner.
    assert!(!g.legal_moves().contains(&hole(&r, "f1").into()));
    let ply = g.play(hole(&r, "e1")).unwrap();
    assert_eq!(count(&g, "f1"), 2, "one seed in, one taken");
    assert_eq!(g.store(Player::SOUTH), 17);
    assert_eq!(ply.sowing.captured, 1);
    assert_eq!(
        g.to_move,
        Player::SOUTH,
        "the mover picks a hole and sows on"
    );
    assert_eq!(g.legal_moves(), &[hole(&r, "a1").into()]);
}

#[test]
fn a_player_without_a_move_passes_and_the_other_moves_again() {
    let r = rules("qelat");
    let mut g = Game::new(&r);
    // North's holes are empty; South's a1 seed falls into empty b1.
    g.set_position(
        &position(&r, &[("a1", 1), ("c1", 3)], [20, 24]),
        Player::SOUTH,
    );
    let ply = g.play(hole(&r, "a1")).unwrap();
    assert_eq!(ply.passed, Some(Player::NORTH));
    assert_eq!(g.to_move, Player::SOUTH);
    assert!(g.outcome.is_none());
}

/// South's last seeds fall into South's own claimed b1: every seed is then
/// in a store or a claimed hole, and the round ends.
fn end_round(r: &Rules, stores: [u16; 2]) -> Game<'_> {
    let mut g = Game::new(r);
    g.set_position(&position(r, &[("a1", 1)], stores), Player::SOUTH);
    claim(&mut g, "b1", Player::SOUTH);
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
    assert_eq!(owners[hole(&r, "f2") as usize], Some(Player::SOUTH));
    assert_eq!(owners[hole(&r, "e2") as usize], Some(Player::NORTH));
    assert!(
        (0..12).all(|h| g.counts[h] == 4),
        "every hole refilled with 4"
    );
    assert_eq!((g.store(Player::SOUTH), g.store(Player::NORTH)), (0, 0));
    assert!((0..12).all(|h| g.claimed_by(h).is_none()));
    // The player after the last mover starts the next round.
    assert_eq!(g.to_move, Player::NORTH);
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
    g.draw_lots(Player::NORTH).unwrap();
    assert_eq!(g.rounds[0].holes, [6, 6]);
    assert_eq!(g.rounds[0].lots, Some(Player::NORTH));
    assert!(!g.lots_pending());
    assert_eq!(g.draw_lots(Player::NORTH), Err(PlayError::NoLots));
    assert_eq!(g.round, 2);
}

#[test]
fn the_match_ends_when_one_player_can_fill_every_hole() {
    let r = rules("qelat");
    // 47 = 11 × 4 + 3 takes North's last seed: South owns all twelve.
    let g = end_round(&r, [46, 1]);
    let result = g.outcome.unwrap();
    assert_eq!(result.reason, EndReason::MatchWon);
    assert_eq!(result.winner, Some(Player::SOUTH));
    assert_eq!(g.rounds[0].holes, [12, 0]);
}

#[test]
fn hufesay_rounds_end_on_an_empty_row_and_holes_change_hands() {
    let r = rules("hufesay");
    let mut g = Game::new(&r);
    // North's row is empty but for f2. South's one seed from e1 falls into
    // empty f1, South's own, and takes the 5 seeds opposite, in f2.
    g.set_position(
        &position(&r, &[("e1", 1), ("f2", 5)], [30, 12]),
        Player::SOUTH,
    );
    g.play(hole(&r, "e1")).unwrap();
    let round = g.rounds[0];
    assert_eq!(round.outcome.reason, EndReason::RowEmpty);
    // South: 30 + 5 taken + 1 left in f1 = 36 = 9 × 4; North: 12 = 3 × 4.
    assert_eq!(round.outcome.scores, [36, 12]);
    assert_eq!(round.holes, [9, 3]);
    let owners = g.owners();
    for (name, who) in [
        ("f2", Player::SOUTH),
        ("e2", Player::SOUTH),
        ("d2", Player::SOUTH),
        ("c2", Player::NORTH),
        ("a2", Player::NORTH),
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
    let checked = sow::lint::check(&std::fs::read_to_string(path).unwrap());
    let mut rules = Rules::new(checked.playable().unwrap());
    rules.set_max_laps(7);
    let variant = &rules.variant;
    let holes = variant.board.holes() as u32;
    let round = rules.round_rules([holes / 2 + 1, holes / 2 - 1]).unwrap();
    assert_eq!(round.max_laps, 7);
}

/// The text of an example with `from` replaced by `to` (which must be there).
fn example_with(example: &str, from: &str, to: &str) -> String {
    let path = format!("{}/examples/{example}.sow.toml", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    assert!(text.contains(from), "{from} not in {example}");
    text.replacen(from, to, 1)
}

fn rules_of(text: &str) -> Rules {
    let checked = sow::lint::check(text);
    Rules::new(checked.playable().unwrap())
}

/// Hufesay where equal leftovers win nobody a hole.
fn hufesay_tie_nobody() -> String {
    example_with("hufesay", r#"tie = "lots""#, r#"tie = "nobody""#)
}

/// Hufesay without `remainder`: leftovers never win a hole.
fn hufesay_without_remainder() -> String {
    example_with(
        "hufesay",
        "remainder = { extra_hole_at = 3, tie = \"lots\" }\n",
        "",
    )
}

#[test]
fn a_hole_nobody_fills_at_a_recount_is_out_of_play_and_leftovers_stay_in_hand() {
    let r = rules_of(&hufesay_tie_nobody());
    let mut g = Game::new(&r);
    // As in the test above, South's seed from e1 takes f2's 5 and ends the
    // round. South: 16 + 5 + 1 = 22 = 5 × 4 + 2; North: 26 = 6 × 4 + 2.
    g.set_position(
        &position(&r, &[("e1", 1), ("f2", 5)], [16, 26]),
        Player::SOUTH,
    );
    g.play(hole(&r, "e1")).unwrap();
    assert_eq!(g.rounds[0].outcome.scores, [22, 26]);
    assert_eq!(g.rounds[0].holes, [5, 6], "two and two win nobody a hole");
    assert_eq!(g.round, 2);
    // South fills its row from a1 (its track's order) as far as it goes:
    // f1 is nobody's, out of play, and empty.
    let f1 = hole(&r, "f1");
    assert_eq!(g.owners()[f1 as usize], None);
    assert_eq!(g.rules().out_of_play, vec![f1]);
    assert_eq!(count(&g, "f1"), 0);
    // The leftovers stay in hand: no seed has left the match.
    assert_eq!((g.store(Player::SOUTH), g.store(Player::NORTH)), (2, 2));
    assert_eq!(g.total(), 48);
    // North moves (it follows the last mover): a2's four seeds fall in a1,
    // b1, c1 and d1, and the relay from d1 passes f1 by.
    assert_eq!(g.to_move, Player::NORTH);
    g.play(hole(&r, "a2")).unwrap();
    assert_eq!(count(&g, "f1"), 0);
    // Nothing is ever sown into f1 or started from it, all round long.
    let mut rng = fastrand::Rng::with_seed(5);
    while g.round == 2 && g.outcome.is_none() {
        assert!(!g.legal_moves().contains(&f1.into()));
        if g.lots_pending() {
            g.draw_lots(Player::SOUTH).unwrap();
            break;
        }
        let n = g.legal_moves().len();
        g.play_nth(rng.usize(..n)).unwrap();
        if g.round == 2 {
            assert_eq!(count(&g, "f1"), 0, "ply {}", g.ply);
        }
    }
}

#[test]
fn equal_leftovers_go_to_the_poorer_player_with_tie_poorer() {
    let text = example_with("hufesay", r#"tie = "lots""#, r#"tie = "poorer""#);
    let r = rules_of(&text);
    let mut g = Game::new(&r);
    // As above: South 22 = 5 × 4 + 2, North 26 = 6 × 4 + 2. South, the
    // poorer, takes North's two and a sixth hole: no lots are drawn.
    g.set_position(
        &position(&r, &[("e1", 1), ("f2", 5)], [16, 26]),
        Player::SOUTH,
    );
    g.play(hole(&r, "e1")).unwrap();
    assert!(!g.lots_pending());
    assert_eq!(g.rounds[0].outcome.scores, [22, 26]);
    assert_eq!(g.rounds[0].holes, [6, 6]);
    assert_eq!(g.round, 2);
    assert_eq!((g.store(Player::SOUTH), g.store(Player::NORTH)), (0, 0));
    assert!((0..12).all(|h| g.counts[h] == 4), "every hole refilled");
    // The words hover and `sow explain`-style descriptions give.
    let analysis = sow::ide::Analysis::new(text.as_str());
    let offset = text.find("remainder").unwrap();
    let hover = sow::ide::hover::hover(&analysis, offset).unwrap();
    assert!(
        hover.markdown.contains("fewer seeds in all takes"),
        "{}",
        hover.markdown
    );
}

/// Plays `games` random matches of `text`, checking at every ply that the
/// seeds in holes, stores and hands add up to the start's.
fn assert_seeds_conserved(name: &str, text: &str, games: u64) {
    let r = rules_of(text);
    let mut g = Game::new(&r);
    let start = g.total();
    for game in 0..games {
        let mut rng = fastrand::Rng::with_seed(game);
        g.reset();
        while g.outcome.is_none() && g.ply < 20_000 {
            if g.lots_pending() {
                g.draw_lots(if rng.bool() {
                    Player::SOUTH
                } else {
                    Player::NORTH
                })
                .unwrap();
            } else {
                let n = g.legal_moves().len();
                g.play_nth(rng.usize(..n)).unwrap();
            }
            assert_eq!(
                g.total(),
                start,
                "{name}: game {game}, ply {} (round {})",
                g.ply,
                g.round
            );
        }
    }
}

#[test]
fn seeds_are_conserved_over_every_ply_and_recount_of_sample_matches() {
    for example in ["qelat", "hufesay"] {
        let path = format!("{}/examples/{example}.sow.toml", env!("CARGO_MANIFEST_DIR"));
        assert_seeds_conserved(example, &std::fs::read_to_string(path).unwrap(), 30);
    }
    assert_seeds_conserved("hufesay, tie = nobody", &hufesay_tie_nobody(), 30);
    assert_seeds_conserved("hufesay, no remainder", &hufesay_without_remainder(), 30);
}

#[test]
fn a_phase_of_a_match_plays_each_round_with_that_rounds_holes() {
    // Hufesay with a phase for each player's first turn of a round (whose
    // own `min_seeds` differs from the file's): at every ply of sample
    // matches the mover's moves start from holes they own this round, in
    // whichever phase, and no seed is lost at a recount.
    let text = format!(
        "{}\n[[phases]]\nname = \"first-turn\"\nuntil = {{ turns = 1 }}\n\
         moves = {{ min_seeds = 2 }}\n\n[[phases]]\nname = \"play\"\n",
        example_with("hufesay", "", "")
    );
    assert_seeds_conserved("hufesay with phases", &text, 10);
    let r = rules_of(&text);
    let mut g = Game::new(&r);
    let mut rounds_seen = 0;
    for game in 0..10 {
        let mut rng = fastrand::Rng::with_seed(game);
        g.reset();
        while g.outcome.is_none() && g.ply < 5_000 {
            if g.lots_pending() {
                g.draw_lots(if rng.bool() {
                    Player::SOUTH
                } else {
                    Player::NORTH
                })
                .unwrap();
                continue;
            }
            let owners = g.owners();
            // The owners the rules play by are those the last recount
            // gave, in whichever phase.
            if let Some(recount) = g.rounds.last() {
                let south = owners.iter().filter(|o| **o == Some(Player::SOUTH)).count();
                let north = owners.iter().filter(|o| **o == Some(Player::NORTH)).count();
                assert_eq!(
                    [south as u32, north as u32],
                    recount.holes,
                    "game {game}, ply {}, round {}",
                    g.ply,
                    g.round
                );
            }
            for m in g.legal_moves() {
                assert_eq!(
                    owners[m.hole() as usize],
                    Some(g.to_move),
                    "game {game}, ply {}, round {}",
                    g.ply,
                    g.round
                );
            }
            rounds_seen = rounds_seen.max(g.round);
            let n = g.legal_moves().len();
            g.play_nth(rng.usize(..n)).unwrap();
        }
    }
    assert!(
        rounds_seen >= 3,
        "the sample matches reached round {rounds_seen}"
    );
}

#[test]
fn sow_play_names_the_holes_out_of_play_and_never_sows_them() {
    // A sample match of Hufesay with `tie = "nobody"` in which a recount
    // leaves a hole unfilled, replayed through the CLI.
    let text = hufesay_tie_nobody();
    let r = rules_of(&text);
    let choices = (0..100)
        .map(|game| {
            let all = sow::sample::Witness {
                plies: u32::MAX,
                game,
            };
            sow::sample::moves_of(&r, 1, all)
        })
        .find(|line| {
            let mut g = Game::new(&r);
            line.iter().any(|c| {
                c.apply(&mut g).unwrap();
                !g.rules().out_of_play.is_empty()
            })
        })
        .expect("a recount leaves a hole unfilled");
    let line: Vec<String> = choices.iter().map(|c| c.name(&r)).collect();
    let dir = crate::support::temp::TempDir::new("out-of-play");
    let file = dir.write("hufesay.sow.toml", &text);
    let played = crate::support::sow::play_json(&file, &line.join(" "));
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let snaps = &played.snaps;
    let at = snaps
        .iter()
        .position(|s| s.get("out_of_play").is_some())
        .unwrap();
    let out: Vec<&str> = snaps[at]["out_of_play"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h.as_str().unwrap())
        .collect();
    assert_eq!(out.len(), 1, "{out:?}");
    let hole = out[0];
    // The recount says it, and every seed is still there: in holes or hand.
    let round = snaps[at]["round"].clone();
    let total = |s: &serde_json::Value| -> u64 {
        let sum = |key: &str| -> u64 {
            s[key]
                .as_object()
                .unwrap()
                .values()
                .map(|n| n.as_u64().unwrap())
                .sum()
        };
        sum("holes") + sum("stores")
    };
    assert!(snaps.iter().all(|s| total(s) == 48));
    // All that round the hole is nobody's and empty, and no move of the
    // round (after the one that ended the last) starts there.
    let this_round: Vec<_> = snaps[at..]
        .iter()
        .take_while(|s| s["round"] == round)
        .collect();
    assert!(this_round.len() > 1, "the round is played");
    for s in &this_round {
        assert_eq!(s["holes"][hole], 0, "{s}");
        assert!(s["owners"].get(hole).is_none(), "{s}");
    }
    for s in &this_round[1..] {
        assert_ne!(s["move"].as_str(), Some(hole), "{s}");
    }
    // People are told which hole it is.
    let o =
        crate::support::sow::sow(&["play", &file.to_string_lossy(), "--moves", &line.join(" ")]);
    let human = String::from_utf8_lossy(&o.stdout);
    let want = format!("out of play this round (nobody filled them): {hole}");
    assert!(human.contains(&want), "{want} missing in\n{human}");
}

#[test]
fn without_a_remainder_rule_leftovers_are_kept_and_matches_end_by_their_rules() {
    // Before, the leftovers vanished at each recount, the hole they could
    // have filled was still sown into, and 88% of matches stopped early.
    let dir = crate::support::temp::TempDir::new("no-remainder");
    let file = dir.write("hufesay.sow.toml", hufesay_without_remainder());
    let file = file.to_string_lossy();
    let o = crate::support::sow::sow(&[
        "simulate", &file, "--games", "100", "--seed", "3", "--format", "json",
    ]);
    assert_eq!(o.status.code(), Some(0));
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let ended = &doc["report"]["end_reasons"];
    assert_eq!(ended, &serde_json::json!({ "match-won": 100 }), "{doc}");
    assert_eq!(doc["report"]["first_unconserved"], serde_json::Value::Null);
    let o = crate::support::sow::sow(&["check", "--deny-warnings", &file]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stdout)
    );
}

#[test]
fn a_position_recurs_for_p002_only_with_the_same_owners_and_claims() {
    // Hufesay whose rounds end only when a hand passes 26 seeds: most
    // matches reach a round that never ends. Counts alone recur early (every
    // hole at 4 at the start of round 1 and of a later round), but the
    // later round's holes are owned 5 and 7: not the same position.
    let text = example_with(
        "hufesay",
        r#"when = ["row-empty"]"#,
        "when = [{ seeds_above = 26 }]",
    )
    .replacen("max_plies = 20000", "max_plies = 3000", 1);
    let dir = crate::support::temp::TempDir::new("p002-owners");
    let file = dir.write("hufesay.sow.toml", &text);
    let o = crate::support::sow::sow(&["check", "--format", "json", &file.to_string_lossy()]);
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let p002 = doc["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["code"] == "P002")
        .expect("P002");
    let message = p002["message"].as_str().unwrap();
    let plies: Vec<u64> = message
        .split("the position after ply ")
        .nth(1)
        .unwrap()
        .split(", and")
        .next()
        .unwrap()
        .split(" recurs after ply ")
        .map(|n| n.parse().unwrap())
        .collect();
    let moves = p002["related"]
        .as_array()
        .unwrap()
        .iter()
        .find_map(|r| r["message"].as_str()?.strip_prefix("moves: "))
        .unwrap();
    let played = crate::support::sow::play_json(&file, moves);
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    // After a ply that ends a round, lots may be drawn before the next
    // ply: a ply can have two positions.
    let after = |ply: u64| played.snaps.iter().filter(move |s| s["ply"] == ply);
    let same = |a: &serde_json::Value, b: &serde_json::Value| {
        [
            "holes",
            "stores",
            "owners",
            "claimed",
            "to_move",
            "lots_pending",
        ]
        .iter()
        .all(|&key| a[key] == b[key])
    };
    assert!(
        after(plies[0]).any(|a| after(plies[1]).any(|b| same(a, b))),
        "{message}"
    );
}

/// Two lone seeds going round a board of two rows of two holes (a1, b1 are
/// South's, b2, a2 North's; single laps, anticlockwise) end the game when
/// a position recurs. Holes can be claimed (by a rule no play here meets),
/// and a claimed hole sows as any other.
const CHASE: &str = r#"
[game]
name = "Chase"
[board]
rows = 2
columns = 2
seeds = { default = 0, a1 = 1, a2 = 1 }
stores = false
[players.south]
rows = [1]
[players.north]
rows = [2]
[sowing]
direction = "anticlockwise"
[claimed]
sow_into = true
sow_from = true
count_for = "row-owner"
[[landing]]
name = "claim-two"
when = { count = 2 }
claim = true
[moves]
from = "own"
no_move = "pass"
[end]
when = ["repetition"]
remaining = "owner"
winner = "most-seeds"
"#;

#[test]
fn a_position_with_other_claims_is_no_repetition() {
    let r = rules_of(CHASE);
    // a1 → b1, a2 → a1, b1 → b2, b2 → a2: the start again, South to move.
    let chase = ["a1", "a2", "b1", "b2"];
    let mut g = Game::new(&r);
    for name in chase {
        g.play(hole(&r, name)).unwrap();
    }
    assert_eq!(g.outcome.map(|o| o.reason), Some(EndReason::Repetition));
    // The same seeds, but North claims b2 by hand after the first ply (the
    // position after it was seen unclaimed): neither the start nor that
    // position recurs a lap on, only the position after the next ply does.
    let mut g = Game::new(&r);
    g.play(hole(&r, "a1")).unwrap();
    claim(&mut g, "b2", Player::NORTH);
    for name in chase[1..].iter().chain(&chase[..1]) {
        g.play(hole(&r, name)).unwrap();
        assert_eq!(g.outcome, None, "ply {}: the claim tells them apart", g.ply);
    }
    g.play(hole(&r, "a2")).unwrap();
    assert_eq!(g.outcome.map(|o| o.reason), Some(EndReason::Repetition));
    assert_eq!(g.ply, 6);
}
