
// Oware, Ludii's ruleset "Wari (Observed)" (after Bennett 1927), traced by
// its own reference (tests/golden/ref_oware-wari.py) from the ruleset's
// rules text: a 56-ply game, seed 1069. Anticlockwise single laps; a last
// counter making two or three in the opponent's row taken alone (4, 5, 8,
// 12, 16, 22, 28, 43) or with the run of twos and threes before it up to
// the opponent's first hole (15: two holes; 25: three; 34: two, emptying
// North's own row); a sixteen from e1 that passes over its emptied origin
// and takes four holes (31); feeding an empty row, with the moves that do
// not feed refused (35: d1; 44: e2); a move that would take every counter
// the opponent has refused (56: a2); and the players' agreed end of a loop,
// read as a repeated position: the position after ply 44 comes back after
// ply 56, and each player takes the counters of their own row (South 25 +
// 1, North 20 + 2: South wins 26 to 22).
#[test]
fn oware_wari_golden_game() {
    replay("oware-wari", "oware-wari");
}
