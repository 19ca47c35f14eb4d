//! Holes sold across the row boundary between the games of a match
//! (`[match.sale]`): the poorer player pays half the difference in halves
//! of holes of their row, gives back the other's holes first, a sold
//! hole's contents go to its buyer at the end of a game (half of one sold
//! half, the odd seed to the row's owner), and the match ends when three
//! holes of a row are sold. Worked by hand through `sow play` on a 2×3
//! board of twos.

use serde_json::{Value, json};

use crate::ide::hover;
use crate::support::sow::play_json;
use crate::support::temp::TempDir;

/// Two rows of three, two seeds a hole (twelve in all, six a row), seeds
/// taken in hand: a lap ending in an opponent's hole that it makes two
/// takes it. A game ends when a row is empty; what is left on a row is
/// its owner's. A hole's price is its two seeds.
const TWOS: &str = r#"
[game]
name = "Twos for sale"
sources = ["a test"]

[board]
rows = 2
columns = 3
seeds = 2
stores = false

[players.south]
rows = [1]

[players.north]
rows = [2]

[sowing]
direction = "anticlockwise"

[[landing]]
name = "take-two"
when = { hole = "opponent", count = [2] }
capture = ["last"]

[end]
when = ["row-empty"]
remaining = "owner"

[match]
holes = "own"
round_starter = "south"
sale = { ends_at = 3 }
"#;

/// Four games, each South first.
const GAMES: [&str; 4] = [
    "a1 a2 a1 c2 c1 c2 b1 a2 c1",
    "b1 c2 a1 a2 b1 b2 a1 a2",
    "c1 c2 a1 c2 c1 b2 b1 c2 c1",
    "a1 c2 c1 c2 b1 c2 c1",
];

fn play(text: &str, moves: &str) -> Vec<Value> {
    let dir = TempDir::new("sale");
    let played = play_json(&dir.write("twos.sow.toml", text), moves);
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    played.snaps
}

/// The snapshot after the last ply of each game, South first.
fn game_ends(snaps: &[Value]) -> Vec<&Value> {
    let mut ply = 0;
    GAMES
        .iter()
        .map(|g| {
            ply += g.split_whitespace().count();
            &snaps[ply]
        })
        .collect()
}

#[test]
fn a_match_sells_regains_and_splits_holes_until_a_row_is_sold() {
    let snaps = play(TWOS, &GAMES.join(" "));
    let ends = game_ends(&snaps);
    assert!(snaps[..9].iter().all(|s| s.get("sold").is_none()));
    // Game 1 ends with South 4 (in hand), North 8 (2 in hand, b2 6):
    // South lacks 2, one hole's price: a1, first of South's row, is sold
    // whole.
    assert_eq!(ends[0]["round_result"]["outcome"]["scores"], json!([4, 8]));
    assert_eq!(
        ends[0]["sold"],
        json!({"a1": {"buyer": "north", "share": "whole"}})
    );
    // Every game starts afresh: two in each hole, nothing in hand.
    for hole in ["a1", "b1", "c1", "a2", "b2", "c2"] {
        assert_eq!(ends[0]["holes"][hole], 2, "{hole}");
    }
    assert_eq!(ends[0]["stores"], json!({"south": 0, "north": 0}));
    // The sale holds through game 2, whose last ply leaves South a1 1, b1
    // 2, c1 7 and 2 in hand: a1's seed is North's. South 11, North 1: North
    // lacks 5, two holes and a half. North first gives a1 back, then sells
    // c2 (the first of North's row as North sows it) whole and b2 half.
    assert_eq!(snaps[16]["sold"], ends[0]["sold"]);
    assert_eq!(ends[1]["round_result"]["outcome"]["scores"], json!([11, 1]));
    assert_eq!(
        ends[1]["sold"],
        json!({
            "c2": {"buyer": "south", "share": "whole"},
            "b2": {"buyer": "south", "share": "half"},
        })
    );
    // Game 3 leaves North c2 1, b2 3, a2 6 and 2 in hand: c2's seed is
    // South's, and b2's three are split, one to South and the odd one with
    // North. South 2, North 10: South lacks 4, two holes: North regains b2
    // and c2, and South sells a1 half.
    assert_eq!(ends[2]["round_result"]["outcome"]["scores"], json!([2, 10]));
    assert_eq!(
        ends[2]["sold"],
        json!({"a1": {"buyer": "north", "share": "half"}})
    );
    // Game 4 leaves South nothing: South lacks 6, three holes, and a
    // whole row sold (the half of a1 and five halves more, as far as the
    // row goes) ends the match, North the buyer winning it.
    let last = ends[3];
    assert_eq!(last["round_result"]["outcome"]["scores"], json!([0, 12]));
    assert_eq!(last["result"]["reason"], "match-won");
    assert_eq!(last["result"]["winner"], "north");
    for hole in ["a1", "b1", "c1"] {
        assert_eq!(
            last["sold"][hole],
            json!({"buyer": "north", "share": "whole"})
        );
    }
    assert_eq!(snaps.len(), 1 + GAMES.join(" ").split_whitespace().count());
}

#[test]
fn sow_play_names_the_holes_sold() {
    let dir = TempDir::new("sale-text");
    let file = dir.write("twos.sow.toml", TWOS);
    let moves = GAMES[..2].join(" ");
    let out = crate::support::sow::sow(&["play", &file.to_string_lossy(), "--moves", &moves]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("  sold: a1 (north)\n"), "{text}");
    assert!(
        text.contains("  sold: b2 (half south), c2 (south)\n"),
        "{text}"
    );
}

#[test]
fn hover_tells_the_sale_in_words() {
    insta::assert_snapshot!("hover-sale", hover(TWOS, "[match]", 1));
}

#[test]
fn what_is_sold_is_part_of_the_position() {
    let checked = sow::lint::check(TWOS);
    assert!(checked.diagnostics.is_empty(), "{:?}", checked.diagnostics);
    let rules = sow::engine::Rules::new(checked.playable().unwrap());
    let mut game = sow::engine::Game::new(&rules);
    let first = game.position();
    for name in GAMES[0].split_whitespace() {
        let hole = rules.variant.board.parse_hole(name).unwrap();
        game.play(hole).unwrap();
    }
    // Game 2 starts as game 1 did, South to move, but with a1 sold: not
    // the same position.
    assert_eq!(game.round, 2);
    assert_eq!(game.counts, sow::engine::Game::new(&rules).counts);
    assert_ne!(game.position(), first);
}
