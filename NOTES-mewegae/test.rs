
// Mewegae, traced by its own reference (tests/golden/ref_mewegae.py): a
// whole match of two rounds, 70 plies, seed 145. Each round opens with both
// players sowing at once, played as laps in turn (`[opening] kind =
// "simultaneous"`, `landing = true`): South first in round 1, North lifting
// the hole where South's relay waits, so South's relay ends (plies 1-2);
// North first in round 2, won by North's third lap in a hole it had emptied
// (plies 31-32). Relays; a four made in the mover's own hole relays (8, 10,
// 15, 24); a last counter making four in the opponent's hole captures it
// (8, 10, 20, 24; round 2: 38, 40, 44); a last counter in one's own
// captured hole ends the turn (14, 22, 27, 30, 46, 62, 64-66, 70). The
// first last counter of a player in a hole the opponent captured only
// marks it (`mark = "landed"`, `[marks.landed] set = "rule"`): 9 (South,
// d1), 11 (South, a1: a second hole is exempt too), 23 (North, c2), 49
// (North, f2), 51 (North, b2); a later one there takes one counter to the
// mover's hand and the mover plays again (`take = 1`, `then =
// "move-again"`): 15 and 29 (South, d1; extra plies 16 and 30). North
// passes (after 26-28 and 62-69). The recount of 15/33 (ply 30) gives
// South, the poorer, a hole for its leftover three (`extra_hole_at = 3`):
// 4 holes to 8, North gaining a1 and b1; the match ends 48-0 (ply 70).
// Besides the usual keys, `passed`, `round`, `owners`, `claimed` and
// `marks` are compared at every position.

/// The keys of a Mewegae match: a match with claimed holes, and the marks
/// the rules put.
const MEWEGAE_KEYS: [&str; 11] = [
    "ply", "move", "player", "holes", "stores", "to_move", "passed", "round", "owners", "claimed",
    "marks",
];

#[test]
fn mewegae_golden_game() {
    let (got, _) = replay_keys("mewegae", "mewegae", &MEWEGAE_KEYS);
    assert_eq!(
        got.last().unwrap()["result"]["scores"],
        serde_json::json!([48, 0])
    );
}
