
// Misoro Tsoro, ruleset "Misoro Tsoro (Observed)", traced by its own
// reference (tests/golden/ref_misoro-tsoro.py): the players pick their
// misoro before play (`[holes.misoro] chosen = { from = "outer", count = 2
// }`), South, North, South, North, any two holes of their outer row (plies
// 1-4: South h1 and e1, North d4 and c4, not the usual left two); a turn
// waiting at an occupied misoro of the mover's (`stop = "chosen"`), then
// `stop` (plies 6-7, 8-9, 25-26) or sowing on (plies 22-23, 33-34); a move
// from a misoro waiting at the other on its first lap (ply 8); last seeds
// falling into an empty misoro with no choice (plies 11, 20, 31); a misoro
// taken behind a column that keeps its status (c4, ply 19, waits at ply
// 25) and a misoro lifted then refilled that does too (d4, plies 12, 20,
// 22); columns taken with a misoro behind (plies 16, 19, 27) and with an
// empty outer hole (15, 21, 28, 30, 35, 36); singles (30, 32, 35); and the
// end when North has no seeds (ply 36): South 23 (16 taken) to 9. Besides
// the usual keys, `waits_at` and `chooses` are compared at every position.
#[test]
fn misoro_tsoro_golden_game() {
    let keys = [
        "ply", "move", "player", "holes", "stores", "to_move", "waits_at", "chooses",
    ];
    let (got, want) = replay_keys("misoro-tsoro", "misoro-tsoro", &keys);
    // The misoro the players picked, from the first pick to the end.
    for (g, w) in got.iter().zip(&want).skip(1) {
        assert_eq!(g["special"], w["special"], "misoro-tsoro, ply {}", w["ply"]);
    }
    assert_eq!(
        got.last().unwrap()["result"]["scores"],
        serde_json::json!([23, 9])
    );
}
