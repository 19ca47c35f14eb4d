
// Awagagae, traced by its own reference (tests/golden/ref_awagagae.py) from
// the game's rules text (Pankhurst 1971: 169): a whole match of three
// rounds, 104 plies. Relay sowing; holes captured by a last counter making
// an opponent's three into four (plies 5, 8, 12, 38, 58, 59), after a
// recount in the mover's own row, holes the opponent owns there (80, 86,
// 88); a last counter in the mover's own captured hole ending the turn (7,
// 16, 44, 82, 104 and more); the first last counter in a hole the opponent
// captured only marking it (`mark = "awagagae"`: 10, 19, 47, 65, 81, 99,
// 103) and every later one there taken by the mover, ending the turn (21,
// 23, 27, 29, 36, 73, 75, 76, 87); fours made in the mover's own holes
// relaying (12, 13, 38, 48, 85); passes (after 30, 31, 35, 73-75); and the
// recounts: 22/26, two and two, the weaker South given North's two (ply
// 36, 6/6 holes), 40/8 (ply 76, South gains a2-d2) and 1/47, North's three
// taking South's last counter: North wins the match (ply 104).

/// Awagagae's keys: those of a match with captured holes, and the marks
/// of the opponent's captured holes a player's last counter has fallen
/// into once.
const AWAGAGAE_KEYS: [&str; 11] = [
    "ply", "move", "player", "holes", "stores", "to_move", "passed", "round", "owners", "claimed",
    "marks",
];

#[test]
fn awagagae_golden_game() {
    let (got, _) = replay_keys("awagagae", "awagagae", &AWAGAGAE_KEYS);
    let last = got.last().unwrap();
    assert_eq!(last["result"]["winner"], "north");
    assert_eq!(last["result"]["scores"], serde_json::json!([1, 47]));
}
