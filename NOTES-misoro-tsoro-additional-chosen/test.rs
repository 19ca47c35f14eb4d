
// Misoro Tsoro (Additional Capture), its first ruleset, "Misoro Tsoro
// (Additional Capture) (Observed)", traced by its own reference
// (tests/golden/ref_misoro-tsoro-additional-chosen.py): the players pick
// their misoro before play (`[holes.misoro] chosen = { from = "outer",
// count = 2 }`, plies 1-4: South f1 and d1, North b4 and e4, not the usual
// left two); a wait at a misoro, then `stop` (plies 11-12) or sowing on
// (13-14); a capture made by sowing on (ply 14: f2 + f1, South's misoro
// behind it taken), bringing its three choices while South's other misoro
// d1 holds seeds and may not be chosen (`capture_chosen = { holes = 3, from
// = "opponent", except_special = true }`, plies 15-17); a move from a
// misoro that captures (ply 19), its choices lapsing after one because only
// the misoro f1 holds seeds (ply 20); choices with North's misoro e4 kept
// (plies 25-28, 30-33); last seeds into an empty misoro (7, 9, 18, 22);
// single seeds (21, 23, 25, 30, 35, 37, 38); and the end when North's
// capture takes South's last seed, its choices left unplayed (ply 38):
// North 21 (16 taken) to 11. Besides the usual keys, `waits_at`,
// `chooses` and `special` are compared at every position.
#[test]
fn misoro_tsoro_additional_chosen_golden_game() {
    let keys = [
        "ply", "move", "player", "holes", "stores", "to_move", "waits_at", "chooses",
    ];
    let (got, want) = replay_keys(
        "misoro-tsoro-additional-chosen",
        "misoro-tsoro-additional-chosen",
        &keys,
    );
    // The misoro the players picked, from the first pick to the end.
    for (g, w) in got.iter().zip(&want).skip(1) {
        assert_eq!(
            g["special"], w["special"],
            "misoro-tsoro-additional-chosen, ply {}",
            w["ply"]
        );
    }
    assert_eq!(
        got.last().unwrap()["result"]["scores"],
        serde_json::json!([11, 21])
    );
}
