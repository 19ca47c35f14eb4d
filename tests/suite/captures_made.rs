//! What a player's earlier plies did, as a rule's condition
//! (`when.captures_made`): "the first capture also takes the capturing
//! seed, later ones only the hole across". Worked by hand on a 2×4 board.

use crate::support::sow::play_json;
use crate::support::temp::TempDir;

const GAME: &str = "[game]\nname = \"Graduated\"\n[board]\nrows = 2\ncolumns = 4\n\
    seeds = { default = 0, a1 = 1, c1 = 1, b2 = 2, c2 = 1, d2 = 2 }\nstores = true\n\
    [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
    [sowing]\ndirection = \"anticlockwise\"\nstores = \"none\"\n\
    [[landing]]\nname = \"first\"\n\
    when = { hole = \"own\", was_empty = true, opposite = { min = 1 }, captures_made = 0 }\n\
    capture = [\"opposite\", \"last\"]\n\
    [[landing]]\nname = \"later\"\n\
    when = { hole = \"own\", was_empty = true, opposite = { min = 1 } }\n\
    capture = [\"opposite\"]\n\
    [end]\nremaining = \"owner\"\n";

#[test]
fn the_first_capture_of_a_player_differs_from_later_ones() {
    let dir = TempDir::new("captures-made");
    let file = dir.write("graduated.sow.toml", GAME);
    // a1's seed into the empty b1 takes b2's 2 and itself: South's first.
    // North's c2 seed falls into the empty b2, facing nothing. c1's seed
    // into the empty d1 takes d2's 2 only: South's second.
    let played = play_json(&file, "a1 c2 c1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(played.snaps[1]["fired"], serde_json::json!(["first"]));
    assert_eq!(played.snaps[1]["stores"]["south"], 3);
    assert_eq!(played.snaps[3]["fired"], serde_json::json!(["later"]));
    assert_eq!(played.snaps[3]["stores"]["south"], 5);
    assert_eq!(played.snaps[3]["holes"]["d1"], 1);
}
