//! Players that choose their own moves (`sow::players`), through the
//! library's public API and the binary: each legal on every example, each
//! doing what its name promises on positions set up by hand, and the flags
//! of `sow simulate` and `sow play` that name them.

// A test stops on the first surprise: unwrap, expect and panic are its asserts.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use serde_json::Value;
use sow::engine::{Game, Move, Rules};
use sow::model::Player;
use sow::players::{AlphaBeta, Greedy, Mcts, PlayerKind, Random, Strategy};

use crate::support::sow::{sow, sow_with_input};

fn example(name: &str) -> String {
    format!("{}/examples/{name}.sow.toml", env!("CARGO_MANIFEST_DIR"))
}

fn rules(name: &str) -> Rules {
    let text = std::fs::read_to_string(example(name)).unwrap();
    Rules::new(sow::lint::check(&text).playable().unwrap())
}

/// Every example, by name.
fn examples() -> Vec<String> {
    let mut names: Vec<String> =
        std::fs::read_dir(format!("{}/examples", env!("CARGO_MANIFEST_DIR")))
            .unwrap()
            .filter_map(|e| {
                let name = e.unwrap().file_name().into_string().unwrap();
                name.strip_suffix(".sow.toml").map(str::to_string)
            })
            .collect();
    names.sort();
    names
}

/// A Kalah position: South's and North's holes `a` to `f`, both stores empty.
fn kalah(south: [u16; 6], north: [u16; 6]) -> (Rules, Vec<u16>) {
    let rules = rules("kalah");
    let mut counts = vec![0; rules.sites];
    for (row, seeds) in [(1, south), (2, north)] {
        for (col, n) in ["a", "b", "c", "d", "e", "f"].iter().zip(seeds) {
            let hole = rules
                .variant
                .board
                .parse_hole(&format!("{col}{row}"))
                .unwrap();
            counts[hole as usize] = n;
        }
    }
    (rules, counts)
}

fn named(rules: &Rules, m: Option<Move>) -> String {
    m.map(|m| m.name(rules)).unwrap_or_default()
}

/// Every player, on every example, plays only moves the engine lists as
/// legal (placements, ways, gathered plies, relays with endless moves
/// illegal, rounds of a match), and the game goes on by them.
#[test]
fn every_player_plays_only_legal_moves_on_every_example() {
    let players: Vec<(&str, Box<dyn Strategy>)> = vec![
        ("random", Box::new(Random)),
        ("greedy", Box::new(Greedy)),
        ("alphabeta:2", Box::new(AlphaBeta::new(2))),
        ("mcts:16", Box::new(Mcts::new(16))),
    ];
    for name in examples() {
        let rules = rules(&name);
        for (who, player) in &players {
            let mut player = player.fresh();
            let mut rng = fastrand::Rng::with_seed(7);
            let mut game = Game::new(&rules);
            for _ in 0..120 {
                if game.outcome.is_some() {
                    break;
                }
                if game.lots_pending() {
                    game.draw_lots(Player::SOUTH).unwrap();
                    continue;
                }
                let m = player.choose(&game, &mut rng);
                let m = m.unwrap_or_else(|| panic!("{name}: {who} chose nothing"));
                assert!(
                    game.legal_moves().contains(&m),
                    "{name}: {who} chose {} at ply {}",
                    m.name(&rules),
                    game.ply
                );
                game.play(m).unwrap();
            }
        }
    }
}

/// Greedy takes the capture on offer (a1 into the empty b1 takes b2's
/// five), not the move that takes nothing (d1), whatever its seed.
#[test]
fn greedy_takes_an_available_capture() {
    let (rules, counts) = kalah([1, 0, 0, 1, 0, 0], [0, 5, 0, 0, 0, 2]);
    let mut game = Game::new(&rules);
    game.set_position(&counts, Player::SOUTH);
    for seed in 0..20 {
        let mut rng = fastrand::Rng::with_seed(seed);
        assert_eq!(named(&rules, Greedy.choose(&game, &mut rng)), "a1");
    }
}

/// An extra turn is the mover's own: alpha-beta two plies deep sows f1
/// into the store and, moving again, captures with a1, rather than
/// capturing at once and leaving the turn (which a search that gave the
/// second ply to North would prefer).
#[test]
fn alphabeta_searches_an_extra_turn_as_the_movers() {
    let (rules, counts) = kalah([1, 0, 0, 0, 0, 1], [0, 5, 1, 0, 0, 0]);
    let mut game = Game::new(&rules);
    game.set_position(&counts, Player::SOUTH);
    for seed in 0..5 {
        let mut rng = fastrand::Rng::with_seed(seed);
        assert_eq!(
            named(&rules, AlphaBeta::new(2).choose(&game, &mut rng)),
            "f1"
        );
    }
}

/// `sow simulate --format json` between two players: South's wins.
fn south_wins(file: &str, south: &str, north: &str, games: &str) -> (u64, Value) {
    let o = sow(&[
        "simulate", file, "--south", south, "--north", north, "--games", games, "--format", "json",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let doc: Value = serde_json::from_slice(&o.stdout).unwrap();
    (doc["report"]["wins"]["south"].as_u64().unwrap(), doc)
}

/// Alpha-beta four plies deep wins at least 90 of 100 seeded Kalah games
/// against random play, and the JSON says who played.
#[test]
fn alphabeta_beats_random_at_kalah() {
    let (wins, doc) = south_wins(&example("kalah"), "alphabeta:4", "random", "100");
    assert!(wins >= 90, "alphabeta:4 won {wins} of 100");
    assert_eq!(doc["south"], "alphabeta:4");
    assert_eq!(doc["north"], "random");
}

/// MCTS and greedy beat random play at Oware, MCTS from North too.
#[test]
fn mcts_and_greedy_beat_random_at_oware() {
    let oware = example("oware");
    let (wins, _) = south_wins(&oware, "greedy", "random", "40");
    assert!(wins >= 30, "greedy won {wins} of 40");
    let (wins, doc) = south_wins(&oware, "random", "mcts:100", "20");
    let north = doc["report"]["wins"]["north"].as_u64().unwrap();
    assert!(north >= 16, "mcts:100 won {north} of 20 ({wins} lost)");
}

/// The same seed gives the same games, whatever the number of threads.
#[test]
fn players_are_seeded_and_reproducible() {
    let run = |jobs: &str| {
        let o = sow(&[
            "simulate",
            &example("kalah"),
            "--south",
            "mcts:30",
            "--north",
            "greedy",
            "--games",
            "12",
            "--seed",
            "5",
            "--jobs",
            jobs,
            "--format",
            "json",
        ]);
        let doc: Value = serde_json::from_slice(&o.stdout).unwrap();
        doc["report"].clone()
    };
    assert_eq!(run("1"), run("3"));
}

/// The human table names both players; random play keeps its header.
#[test]
fn simulate_says_who_played() {
    let o = sow(&[
        "simulate",
        &example("kalah"),
        "--games",
        "4",
        "--north",
        "greedy",
    ]);
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(
        text.starts_with("Kalah: 4 games, south random against north greedy,"),
        "{text}"
    );
    let o = sow(&["simulate", &example("kalah"), "--games", "4"]);
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(text.starts_with("Kalah: 4 random games,"), "{text}");
}

/// A player that cannot be read, or a person in a simulation, is a usage
/// error (exit 2) that says what a player is.
#[test]
fn bad_players_are_usage_errors() {
    for bad in [
        "deep-blue",
        "alphabeta",
        "alphabeta:0",
        "mcts:x",
        "greedy:3",
    ] {
        let o = sow(&["simulate", &example("kalah"), "--south", bad]);
        assert_eq!(o.status.code(), Some(2), "{bad}");
        let err = String::from_utf8(o.stderr).unwrap();
        assert!(err.contains(bad), "{bad}: {err}");
    }
    let o = sow(&["simulate", &example("kalah"), "--north", "human"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8(o.stderr).unwrap().contains("sow play"));
    assert_eq!("alphabeta:4".parse(), Ok(PlayerKind::AlphaBeta(4)));
}

/// `sow play --north greedy`: South's moves come from standard input (an
/// illegal one refused and asked again), North's from greedy, a position
/// printed after each ply, until the input ends.
#[test]
fn play_against_a_player_from_standard_input() {
    let o = sow_with_input(
        &[
            "play",
            &example("kalah"),
            "--north",
            "greedy",
            "--format",
            "json",
        ],
        b"c1 a1\nzz c1\n",
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let snaps: Vec<Value> = String::from_utf8(o.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let plays: Vec<(String, String)> = snaps[1..]
        .iter()
        .map(|s| {
            (
                s["player"].as_str().unwrap().into(),
                s["move"].as_str().unwrap().into(),
            )
        })
        .collect();
    // c1 ends in the store: South moves again; then North replies.
    assert_eq!(plays[0], ("south".into(), "c1".into()));
    assert_eq!(plays[1], ("south".into(), "a1".into()));
    assert_eq!(plays[2].0, "north");
    let south: Vec<&str> = plays
        .iter()
        .filter(|p| p.0 == "south")
        .map(|p| p.1.as_str())
        .collect();
    assert_eq!(south.len(), 3, "{plays:?}");
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(err.contains("`zz` is not a hole of this board"), "{err}");
}

/// `random` against `random` is sample play itself: the very games of a
/// run without players, on a file whose legality means sowing too.
#[test]
fn random_players_play_sample_plays_games() {
    let report = |extra: &[&str]| {
        let file = example("hufesay");
        let mut args = vec![
            "simulate", &file, "--games", "30", "--seed", "9", "--format", "json",
        ];
        args.extend(extra);
        let doc: Value = serde_json::from_slice(&sow(&args).stdout).unwrap();
        doc["report"].clone()
    };
    let random = report(&["--south", "random", "--north", "random"]);
    assert_eq!(random, report(&[]));
    assert_ne!(random, report(&["--south", "greedy"]));
}

#[test]
fn a_game_between_programs_stops_at_the_ply_cap() {
    // Two programs played on without a cap (#40, item 17: 1.9 million
    // plies of one file). A two-by-two board of one seed a hole, no
    // captures, capped at 10 plies: at seed 2 random play goes round.
    let dir = crate::support::temp::TempDir::new("play-cap");
    let text = include_str!("support/two-rows.sow.toml")
        .replace("columns = 6", "columns = 2")
        .replace("seeds = 4", "seeds = 1")
        .replace("stores = true", "stores = false")
        .replace("stores = \"own\"\n", "")
        .replace("[game]\n", "[game]\nmax_plies = 10\n");
    let text = text[..text.find("[[landing]]").unwrap()].to_string()
        + "[end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n";
    let file = dir.write("loop.sow.toml", &text);
    let args = [
        "play",
        file.to_str().unwrap(),
        "--south",
        "random",
        "--north",
        "random",
        "--seed",
        "2",
        "--format",
        "json",
    ];
    let o = sow(&args);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(0), "{err}");
    let positions = String::from_utf8(o.stdout).unwrap().lines().count();
    assert_eq!(positions, 11, "{err}");
    assert!(
        err.contains("the game stopped unfinished at the ply cap, 10 plies"),
        "{err}"
    );
}
