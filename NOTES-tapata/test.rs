
// Tapata, traced by its own reference (tests/golden/ref_tapata.py) from the
// game's rules text (Pankhurst 1971: 187): a whole match of seven games,
// 337 plies, seed 3751. Each player's first move of each game, from the
// right half of their row, is one lap (a phase of each player, `until = {
// turns = 1 }`, `moves = { from = "right-half" }`): its last counter due in
// the mover's own row is turned aside into the first hole of the
// opponent's row (`transfer` to `next-opponent`: South l1>l2 at 59 and
// 115, k1>l2 at 311; North b2>a1 at 116, a2>a1 at 310), and one that falls
// into an occupied hole of the opponent's stays there, the turn ended (1,
// 2, 58, 217, 264). Later moves relay, and are allowed only where their
// first lap ends in the opponent's row or an empty own hole (`[[moves.require]]`
// with `ends = { …, lap = "first" }`: refused moves at almost every ply,
// 3 and 121 among them); relays from the mover's own row on later laps
// (121, 122, 171, 172, 177, 277, 316, 320); captures across on the first
// lap (263, 337) and on a relay's (8, 23, 121, 177, 277, 316, 320). A game
// is lost by the player to move with no counter (57, 114, 167, 215, 309:
// rows emptied by their own sowing and not fed again; 263, 337: the last
// counter taken). The match
// (`holes = "start"`, `rounds_to_win = 5`, `in_a_row = true`): South wins
// games 1, 3, 4, 5, 6 and 7, North game 2; after game 6 (ply 309) South
// has won five games but four in a row, and the match goes on; it ends at
// ply 337, South's fifth win in a row. The loser of each game starts the
// next (`round_starter = "continue"`). Besides the usual keys, `round` and
// each player's phase (`phases`) are compared at every position.

/// Tapata's keys: a match of games, and each player's phase.
const TAPATA_KEYS: [&str; 8] = [
    "ply", "move", "player", "holes", "stores", "to_move", "round", "phases",
];

#[test]
fn tapata_golden_game() {
    let (got, _) = replay_keys("tapata", "tapata", &TAPATA_KEYS);
    let last = got.last().unwrap();
    assert_eq!(last["result"]["winner"], "south");
    assert_eq!(last["round"], 7);
}
