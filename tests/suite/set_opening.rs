//! A set opening (`[opening] kind = "set"`): the first ply lays the board
//! out in one of the file's layouts, chosen by its player and written
//! `opening=NAME` (Tuz's two stylised moves: one makes a claimed hole).
//! Worked by hand on Qelat's rules (examples/qelat.sow.toml), two rows of
//! six, four seeds a hole.

use serde_json::json;

use crate::support::sow::{check_text_json, counts_of, play_text};
use sow::engine::{Choice, Game, Phase, Rules};
use sow::model::Player;

/// Qelat with Tuz's two openings.
fn game() -> String {
    let qelat = include_str!("../../examples/qelat.sow.toml");
    qelat.replace(
        "[sowing]",
        r#"[opening]
kind = "set"

[[opening.layouts]]
name = "tuz"
seeds = [[5, 3, 5, 3, 5, 4], [3, 5, 3, 5, 3, 4]]
claim = ["f2"]

[[opening.layouts]]
name = "plain"
seeds = [[5, 3, 5, 3, 5, 3], [3, 5, 3, 5, 3, 5]]

[sowing]"#,
    )
}

const HOLES: [&str; 12] = [
    "a1", "b1", "c1", "d1", "e1", "f1", "a2", "b2", "c2", "d2", "e2", "f2",
];

#[test]
fn the_first_ply_offers_the_layouts() {
    let played = play_text("set-offer", "offer.sow.toml", &game(), "");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let start = &played.snaps[0];
    assert_eq!(start["layouts"], json!(["opening=tuz", "opening=plain"]));
    assert_eq!(start["to_move"], "south");
}

#[test]
fn a_layout_sets_every_hole_and_claims_its_holes() {
    let played = play_text("set-tuz", "tuz.sow.toml", &game(), "opening=tuz");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let after = &played.snaps[1];
    assert_eq!(after["move"], "opening=tuz");
    assert_eq!(
        counts_of(after, &HOLES),
        [5, 3, 5, 3, 5, 4, 3, 5, 3, 5, 3, 4]
    );
    assert_eq!(after["claimed"], json!({ "f2": "south" }));
    assert_eq!(after["to_move"], "north");
    assert!(after.get("layouts").is_none());
    // The other layout claims nothing.
    let played = play_text("set-plain", "plain.sow.toml", &game(), "opening=plain");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(played.snaps[1]["claimed"], json!({}));
}

#[test]
fn a_ply_written_otherwise_is_refused_with_the_layouts_named() {
    let played = play_text("set-wrong", "wrong.sow.toml", &game(), "opening=weg");
    assert_ne!(played.code, Some(0));
    assert!(
        played.stderr.contains("`opening=tuz`, `opening=plain`"),
        "{}",
        played.stderr
    );
    let played = play_text("set-hole", "hole.sow.toml", &game(), "a1");
    assert_ne!(played.code, Some(0));
    // And after the opening, no layout is a move.
    let played = play_text(
        "set-late",
        "late.sow.toml",
        &game(),
        "opening=tuz opening=plain",
    );
    assert_ne!(played.code, Some(0));
}

#[test]
fn a_layout_may_then_sow_from_a_hole_of_either_row() {
    // Gabata (Oromo)'s stylised move: eights and empties, then a sowing
    // from a2, North's hole, along South's track (anticlockwise, a2 then
    // a1): a1 1, b1 9, c1 1, d1 9, e1 1, f1 9, f2 1, e2 9, the last in an
    // occupied hole: relayed on, in the same ply.
    let text = game()
        .replace(
            "seeds = [[5, 3, 5, 3, 5, 3], [3, 5, 3, 5, 3, 5]]",
            "seeds = [[0, 8, 0, 8, 0, 8], [8, 0, 8, 0, 8, 0]]\nsow_from = \"a2\"",
        )
        .replace("endless = \"illegal\"", "endless = \"end-turn\"");
    let played = play_text("set-sow", "sow.sow.toml", &text, "opening=plain");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let after = &played.snaps[1];
    assert!(after["laps"].as_u64().unwrap_or(0) >= 2, "{after}");
    let total: u64 = counts_of(after, &HOLES).iter().sum();
    let taken = after["stores"]["south"].as_u64().unwrap_or(0)
        + after["stores"]["north"].as_u64().unwrap_or(0);
    assert_eq!(total + taken, 48);
}

#[test]
fn north_lays_a_layout_out_turned_half_round() {
    // Every round opens so; the second round's starter is North.
    let text = game()
        .replace("kind = \"set\"", "kind = \"set\"\nevery_round = true")
        .replace(
            "round_starter = \"continue\"",
            "round_starter = \"alternate\"",
        );
    let checked = sow::lint::check(&text);
    let rules = Rules::new(checked.playable().expect("playable"));
    let mut game = Game::new(&rules);
    let mut rng = fastrand::Rng::with_seed(7);
    let mut plies = 0;
    while game.round == 1 && game.outcome.is_none() && plies < 20_000 {
        let legal = game.legal_moves().to_vec();
        let m = legal[rng.usize(..legal.len())];
        game.play(m).expect("a legal move");
        plies += 1;
    }
    assert_eq!(game.round, 2, "round 1 never ended");
    // Every hole was refilled with four: North lays the board out.
    if game.phase == Phase::Set && game.to_move == Player::NORTH {
        let tuz = Choice::parse_in("opening=tuz", &game).expect("a layout");
        tuz.apply(&mut game).expect("legal");
        let counts = &game.counts[..12];
        // South's a1 of the layout is North's f2, and so on round.
        assert_eq!(counts, [4, 3, 5, 3, 5, 3, 4, 5, 3, 5, 3, 5]);
        assert_eq!(game.claimed_by(0), Some(Player::NORTH));
    } else {
        panic!(
            "round 2 opened in {:?} with {:?} to move",
            game.phase, game.to_move
        );
    }
}

#[test]
fn layouts_that_cannot_be_laid_out_are_refused() {
    let short = game().replace(
        "seeds = [[5, 3, 5, 3, 5, 3], [3, 5, 3, 5, 3, 5]]",
        "seeds = [[5, 3, 5, 3, 5, 3], [3, 5, 3, 5, 3, 4]]",
    );
    let codes: Vec<String> = check_text_json("set-short", &short, &["--no-play"])
        .iter()
        .map(|d| {
            format!(
                "{} {}",
                d["code"].as_str().unwrap_or_default(),
                d["message"]
            )
        })
        .collect();
    assert!(
        codes
            .iter()
            .any(|c| c.contains("O011") && c.contains("holds 47 seeds")),
        "{codes:?}"
    );
    let twice = game().replace("name = \"plain\"", "name = \"tuz\"");
    let codes = crate::support::sow::static_codes("set-twice", &twice);
    assert_eq!(codes, ["O011"]);
}
