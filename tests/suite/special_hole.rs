//! Holes with rules of their own (`[holes.NAME]`, Bao's nyumba): a lap
//! that ends in one stops the turn, a hole lifted once is an ordinary hole
//! for the rest of the game, a hole may be lifted never or only to
//! capture, and O009 where the hole is not its player's; worked by hand
//! through `sow play` on a board of two rows of four.

use crate::ide::hover;
use crate::support::sow::{play_json, static_codes as codes};
use crate::support::temp::TempDir;

/// One shared relay track; South's special hole is c1, North's b2. South
/// starts with a1 1, c1 1 and North with a2 3, every other hole 1 but
/// South's b1 and d1.
const NYUMBA: &str = r#"
[game]
name = "Nyumba"

[board]
rows = 2
columns = 4
seeds = { default = 1, a1 = 1, b1 = 0, c1 = 1, d1 = 0, a2 = 3 }

[players.south]
rows = [1]

[players.north]
rows = [2]

[sowing]
direction = "anticlockwise"
laps = "relay"
endless = "end-turn"

[holes.nyumba]
holes = { south = "c1", north = "b2" }
stop = "always"
lost_when = "emptied"

[end]
when = ["row-empty"]
remaining = "owner"
winner = "most-seeds"
"#;

/// The counts of the board's holes after ply `ply` of `moves` in `text`.
fn after(name: &str, text: &str, moves: &str, ply: usize) -> Vec<u64> {
    let dir = TempDir::new(name);
    let path = dir.write("game.sow.toml", text);
    let played = play_json(&path, moves);
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    ["a1", "b1", "c1", "d1", "a2", "b2", "c2", "d2"]
        .iter()
        .map(|h| played.snaps[ply]["holes"][h].as_u64().unwrap())
        .collect()
}

/// The legal moves `sow play` names when `refused` is not one of them.
fn legal_moves(name: &str, text: &str, refused: &str) -> String {
    let dir = TempDir::new(name);
    let path = dir.write("game.sow.toml", text);
    let played = play_json(&path, refused);
    assert_ne!(played.code, Some(0), "{refused} was played");
    let at = played.stderr.find("legal moves: ").unwrap();
    played.stderr[at + "legal moves: ".len()..]
        .trim()
        .to_string()
}

#[test]
fn a_lap_that_ends_in_a_held_special_hole_stops_there() {
    // Ply 3, b1: its seed makes c1 two. Lifted at ply 1, c1 is an ordinary
    // hole now: it relays to d1 and d2, d2 relays to c2 and b2, and b2,
    // North's special hole and still held, stops the turn.
    assert_eq!(
        after("special-lost", NYUMBA, "c1,a2,b1", 3),
        [2, 0, 0, 2, 0, 2, 2, 0]
    );
    // Where c1 keeps its status all game, the same seed stops in c1.
    let kept = NYUMBA.replace("lost_when = \"emptied\"", "lost_when = \"never\"");
    assert_eq!(
        after("special-kept", &kept, "c1,a2,b1", 3),
        [2, 0, 2, 1, 0, 1, 1, 1]
    );
}

#[test]
fn a_special_hole_may_be_lifted_never_or_only_to_capture() {
    let never = NYUMBA.replace("stop = \"always\"", "lift = \"never\"");
    assert_eq!(legal_moves("special-never", &never, "c1"), "a1");
    // c1's seed falls into the empty d1 opposite d2's seed: a capture, so
    // c1 may be lifted; with d2 empty it captures nothing and may not.
    let capture = NYUMBA.replace("stop = \"always\"", "lift = \"to-capture\"")
        + r#"
[[landing]]
name = "take"
when = { hole = "own", was_empty = true, opposite = { min = 1 } }
capture = ["last", "opposite"]
"#;
    assert_eq!(after("special-captures", &capture, "c1", 1)[3], 0);
    let empty_d2 = capture.replace("a2 = 3 }", "a2 = 3, d2 = 0 }");
    assert_eq!(legal_moves("special-no-capture", &empty_d2, "c1"), "a1");
}

#[test]
fn a_special_hole_must_be_its_players_own() {
    assert_eq!(codes("special-clean", NYUMBA), Vec::<String>::new());
    let north_owned = NYUMBA.replace("south = \"c1\"", "south = \"c2\"");
    assert_eq!(codes("special-not-owned", &north_owned), ["O009"]);
    let nowhere = NYUMBA.replace("south = \"c1\"", "south = \"z9\"");
    assert_eq!(codes("special-no-hole", &nowhere), ["B002"]);
}

#[test]
fn the_status_is_part_of_the_position() {
    let text = NYUMBA.replace("stop = \"always\"", "");
    let checked = sow::lint::check(&text);
    assert!(checked.diagnostics.is_empty(), "{:?}", checked.diagnostics);
    let rules = sow::engine::Rules::new(checked.playable().unwrap());
    let board = &rules.variant.board;
    let play = |moves: &str| {
        let mut game = sow::engine::Game::new(&rules);
        for name in moves.split_whitespace() {
            game.play(board.parse_hole(name).unwrap()).unwrap();
        }
        game
    };
    // Both reach the same counts, North to move; only the first's relays
    // lifted c1 (North's a2, at ply 2), which is an ordinary hole since.
    let lost = play("a1 a2 b1 c2 a1");
    let kept = play("a1 d2 a1 b2 d1");
    let c1 = board.parse_hole("c1").unwrap();
    assert_eq!(kept.counts, lost.counts);
    assert_eq!(kept.to_move, lost.to_move);
    assert!(kept.keeps_status(c1));
    assert!(!lost.keeps_status(c1));
    assert_ne!(kept.position(), lost.position());
}

#[test]
fn sow_play_names_the_holes_that_keep_their_status() {
    let dir = TempDir::new("special-play");
    let path = dir.write("game.sow.toml", NYUMBA);
    let played = play_json(&path, "c1");
    assert_eq!(played.snaps[0]["special"]["c1"], "nyumba");
    assert_eq!(played.snaps[0]["special"]["b2"], "nyumba");
    // Lifted, c1 is an ordinary hole.
    assert!(played.snaps[1]["special"].get("c1").is_none());
    assert_eq!(played.snaps[1]["special"]["b2"], "nyumba");
}

#[test]
fn hover_tells_the_special_hole_in_words() {
    insta::assert_snapshot!("hover-special-hole", hover(NYUMBA, "[holes.nyumba]", 9));
}

#[test]
fn a_hole_never_lifted_is_not_lifted_as_the_next_hole_of_a_relay() {
    // Relaying from the hole after the last one sown: a1's seed falls into
    // b1, and the next hole, c1, is South's special hole, never lifted. The
    // turn ends before it, as at a neutral hole (#40, item 8); it was
    // lifted and sown on into d1.
    let never = NYUMBA
        .replace("stop = \"always\"", "lift = \"never\"")
        .replace("lost_when = \"emptied\"", "lost_when = \"never\"")
        .replace(
            "laps = \"relay\"",
            "laps = \"relay\"\nrelay_from = \"next\"",
        );
    assert_eq!(
        after("special-never-next", &never, "a1", 1),
        [0, 1, 1, 0, 3, 1, 1, 1]
    );
}

#[test]
fn the_preview_of_a_hole_never_lifted_shows_no_sowing() {
    // #40, item 19: `sow preview --hole` sowed such a hole as if play
    // could start a move there.
    let never = NYUMBA.replace("stop = \"always\"", "lift = \"never\"");
    let dir = crate::support::temp::TempDir::new("special-preview");
    let file = dir.write("never.sow.toml", &never);
    let o = crate::support::sow::sow(&["preview", file.to_str().unwrap(), "--hole", "c1"]);
    let out = String::from_utf8(o.stdout).unwrap();
    assert!(
        out.ends_with(
            "c1: no move starts here while it is the `nyumba` (`[holes.nyumba] lift = \"never\"`).\n\n"
        ),
        "{out}"
    );
}
