//! A way chosen once for the game (`[sowing] way = "chosen-once"`): the
//! game's first move is written with its way (`a1+`, `a1-`) and fixes the
//! way each player sows from then on, the other player the opposite way;
//! later moves are written by their hole alone. Worked by hand through `sow
//! play`, `sow preview` and the library, on a 2×3 board.

use serde_json::Value;
use sow::engine::{Game, Rules};
use sow::ide::{self, Analysis};
use sow::model::Player;

use crate::support::sow::{Played, play_json, sow};
use crate::support::temp::TempDir;

/// Two rows of three, two seeds a hole, stores off the track, no captures:
/// the track runs a1 b1 c1 c2 b2 a2.
const ONCE: &str = r#"
[game]
name = "Chosen once"

[board]
rows = 2
columns = 3
seeds = 2
stores = true

[players.south]
rows = [1]

[players.north]
rows = [2]

[sowing]
direction = "anticlockwise"
stores = "none"
way = "chosen-once"

[end]
when = ["row-empty"]
remaining = "owner"
"#;

fn play(moves: &str) -> (Option<i32>, Vec<Value>, String) {
    // A folder of each call's own: tests play at the same time.
    static CALLS: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = TempDir::new(&format!("chosen-once-{call}"));
    let path = dir.write("once.sow.toml", ONCE);
    let Played {
        code,
        snaps,
        stderr,
    } = play_json(&path, moves);
    (code, snaps, stderr)
}

/// The counts of `names` in a snapshot, in order.
fn counts(snap: &Value, names: &[&str]) -> Vec<u64> {
    names
        .iter()
        .map(|n| snap["holes"][n].as_u64().unwrap())
        .collect()
}

#[test]
fn the_first_move_chooses_and_each_player_keeps_to_their_way() {
    // a1- sows against the track: a2 b2. From then on South sows against
    // it and North along it, and no move is written with a way.
    let (code, snaps, err) = play("a1- c2 b1 a2");
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(snaps[1]["move"], "a1-");
    assert_eq!(snaps[1]["chose_way"], true);
    assert_eq!(snaps[1]["ways"]["south"], "against");
    assert_eq!(snaps[1]["ways"]["north"], "along");
    assert_eq!(
        counts(&snaps[1], &["a1", "b1", "c1", "a2", "b2", "c2"]),
        [0, 2, 2, 3, 3, 2]
    );
    // North's c2, along: b2 a2.
    assert_eq!(snaps[2]["move"], "c2");
    assert!(snaps[2].get("chose_way").is_none());
    assert_eq!(
        counts(&snaps[2], &["a1", "b1", "c1", "a2", "b2", "c2"]),
        [0, 2, 2, 4, 4, 0]
    );
    // South's b1, against again: a1 a2.
    assert_eq!(
        counts(&snaps[3], &["a1", "b1", "c1", "a2", "b2", "c2"]),
        [1, 0, 2, 5, 4, 0]
    );
    // North's a2, five along: a1 b1 c1 c2 b2.
    assert_eq!(
        counts(&snaps[4], &["a1", "b1", "c1", "a2", "b2", "c2"]),
        [2, 1, 3, 0, 5, 1]
    );
    assert_eq!(snaps[4]["ways"]["south"], "against");
}

#[test]
fn choosing_along_sends_the_other_player_against() {
    // a1+ sows b1 c1; North's c2 then sows against the track: c1 b1.
    let (code, snaps, err) = play("a1+ c2");
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(snaps[1]["ways"]["south"], "along");
    assert_eq!(snaps[1]["ways"]["north"], "against");
    assert_eq!(
        counts(&snaps[2], &["a1", "b1", "c1", "a2", "b2", "c2"]),
        [0, 4, 4, 2, 2, 0]
    );
}

#[test]
fn the_first_move_needs_its_way_and_no_later_one_takes_one() {
    let (code, _, err) = play("a1");
    assert_eq!(code, Some(1));
    assert!(
        err.contains(
            "`a1` needs a way: the game's first move chooses the way its player sows for the \
             whole game, the other player sowing the opposite way; write `a1+` (along the \
             track) or `a1-` (against it); legal moves: a1+ a1- b1+ b1- c1+ c1-"
        ),
        "{err}"
    );
    let (code, _, err) = play("a1+ c2-");
    assert_eq!(code, Some(1));
    assert!(
        err.contains(
            "error: ply 2: `c2-`: the way was chosen by the game's first move (South sows \
             along, North against); write `c2`; legal moves: a2 b2 c2"
        ),
        "{err}"
    );
}

#[test]
fn the_preview_shows_both_ways_the_first_move_may_choose() {
    let dir = TempDir::new("chosen-once-preview");
    let path = dir.write("once.sow.toml", ONCE);
    let o = sow(&["preview", path.to_str().unwrap(), "--hole", "a1"]);
    let out = String::from_utf8(o.stdout).unwrap();
    assert!(
        out.contains("Sowing from a1 along the track (a1+)"),
        "{out}"
    );
    assert!(
        out.contains("1. lifts 2 from a1, sows b1 c1; last seed in c1"),
        "{out}"
    );
    assert!(
        out.contains("Sowing from a1 against the track (a1-)"),
        "{out}"
    );
    assert!(
        out.contains("1. lifts 2 from a1, sows a2 b2; last seed in b2"),
        "{out}"
    );
    assert!(
        out.contains("The game's first move chooses its way, along this order or against it"),
        "{out}"
    );
}

fn rules(text: &str) -> Rules {
    let checked = sow::lint::check(text);
    assert!(checked.diagnostics.is_empty(), "{:?}", checked.diagnostics);
    Rules::new(checked.playable().unwrap())
}

#[test]
fn the_chosen_ways_are_part_of_the_position() {
    // The same counts with the same player to move are two positions when
    // the first move chose differently: play goes on differently from them.
    let r = rules(ONCE);
    let mut along = Game::new(&r);
    let mut against = Game::new(&r);
    let first = |game: &Game<'_>, name: &str| {
        game.legal_moves()
            .iter()
            .copied()
            .find(|m| m.name(&r) == name)
            .unwrap()
    };
    along.play(first(&along, "a1+")).unwrap();
    against.play(first(&against, "a1-")).unwrap();
    assert_eq!(
        along.ways(),
        Some([sow::engine::Way::Along, sow::engine::Way::Against])
    );
    let board = [2, 2, 2, 2, 2, 2, 0, 0];
    along.set_position(&board, Player::NORTH);
    against.set_position(&board, Player::NORTH);
    assert_ne!(along.position(), against.position());
    // Before any move, no way is chosen.
    assert_eq!(Game::new(&r).ways(), None);
    assert_eq!(Game::new(&r).to_move, Player::SOUTH);
}

/// `ONCE` made a match of rounds in which each player keeps their own
/// holes, starting in turn, with stores sown by their owner (so the
/// rounds have seeds to share out).
fn once_match() -> String {
    ONCE.replace("stores = \"none\"", "stores = \"own\"")
        .replace(
            "remaining = \"owner\"",
            "remaining = \"owner\"\n\n[match]\nholes = \"own\"\nmin_holes = 1\n\
         round_starter = \"alternate\"",
        )
}

#[test]
fn every_round_of_a_match_keeps_the_ways_the_first_move_chose() {
    let r = rules(&once_match());
    let mut game = Game::new(&r);
    let a1 = game
        .legal_moves()
        .iter()
        .copied()
        .find(|m| m.name(&r) == "a1-")
        .unwrap();
    game.play(a1).unwrap();
    let chosen = game.ways();
    let mut plies = 0;
    while game.outcome.is_none() && plies < 500 {
        if game.round > 1 {
            // No later move is written with a way, and the ways stand.
            assert_eq!(game.ways(), chosen);
            for m in game.legal_moves() {
                assert!(!m.name(&r).ends_with(['+', '-']), "{}", m.name(&r));
            }
        }
        // A varied pick, the same on every run.
        let n = game.legal_moves().len().max(1);
        if game.play_nth(plies * 7 % n).is_err() {
            break;
        }
        plies += 1;
    }
    assert!(
        game.round > 2,
        "the match never reached a third round: {:?}",
        game.rounds
    );
}

#[test]
fn hover_and_completion_tell_the_word() {
    let text = ONCE;
    let offset = text.find("\"chosen-once\"").unwrap() + 2;
    let hover = ide::hover::hover(&Analysis::new(text), offset).unwrap();
    insta::assert_snapshot!("hover-chosen-once", hover.markdown);
    let text = "[sowing]\nway = \"\"\n";
    let items = ide::completion::complete(&Analysis::new(text), text.find("\"\"").unwrap() + 1);
    let once = items.iter().find(|c| c.label == "chosen-once").unwrap();
    assert!(
        once.doc.contains("the game's first move chooses"),
        "{}",
        once.doc
    );
}
