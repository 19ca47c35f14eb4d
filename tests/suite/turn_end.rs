//! Rules on every hole at a turn's end (`on = "turn-end"`): once a ply's
//! sowing has ended the turn, every hole where the rule's `when` holds is
//! taken, each judged on the board as the sowing left it. Worked by hand
//! on a 2×4 board.

use crate::support::sow::{play_json, static_codes};
use crate::support::temp::TempDir;

/// Two rows of four, `seeds` a hole, stores off the path, the rules
/// `rules`.
fn game(seeds: &str, rules: &str) -> String {
    format!(
        "[game]\nname = \"Sweeps\"\n[board]\nrows = 2\ncolumns = 4\nseeds = {seeds}\nstores = true\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
         [sowing]\ndirection = \"anticlockwise\"\nstores = \"none\"\n{rules}\
         [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n"
    )
}

const EVENS: &str = "[[landing]]\nname = \"evens\"\non = \"turn-end\"\n\
                     when = { count = [2, 4, 6] }\ncapture = [\"last\"]\n";

#[test]
fn every_hole_meeting_the_rule_is_taken_once_the_turn_ends() {
    let text = game("{ default = 1, c1 = 2, b1 = 2 }", EVENS);
    let dir = TempDir::new("turn-end-evens");
    let played = play_json(&dir.write("game.sow.toml", text), "c1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    // c1's two seeds: d1 2, d2 2. The sweep finds b1 2, d1 2, d2 2 (North's
    // too: the rule names any hole) and takes all three for South.
    let p = played.snaps.last().unwrap();
    assert_eq!(p["stores"]["south"], 6);
    for hole in ["b1", "d1", "d2", "c1"] {
        assert_eq!(p["holes"][hole], 0, "{hole}");
    }
    assert_eq!(p["holes"]["a1"], 1);
    assert_eq!(p["fired"], serde_json::json!(["evens"]));
}

#[test]
fn holes_are_judged_before_any_is_taken() {
    // Each own hole of two takes the hole after it. d1's seed goes to d2;
    // a1 and b1 hold two each as the sowing leaves them, so both are met:
    // a1 takes b1 (2) and b1 takes c1 (3), though b1 is emptied first.
    let rule = "[[landing]]\nname = \"pairs\"\non = \"turn-end\"\n\
                when = { hole = \"own\", count = 2 }\ncapture = [\"next\"]\n";
    let text = game("{ default = 1, a1 = 2, b1 = 2, c1 = 3 }", rule);
    let dir = TempDir::new("turn-end-pairs");
    let played = play_json(&dir.write("game.sow.toml", text), "d1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let p = played.snaps.last().unwrap();
    assert_eq!(p["stores"]["south"], 5);
    assert_eq!(p["holes"]["a1"], 2);
    assert_eq!(p["holes"]["b1"], 0);
    assert_eq!(p["holes"]["c1"], 0);
    assert_eq!(p["holes"]["d2"], 2);
}

#[test]
fn a_rule_at_the_turn_end_takes_no_last_seed_keys() {
    let rule = "[[landing]]\nname = \"evens\"\non = \"turn-end\"\n\
                when = { count = 2, was_empty = false }\ncapture = [\"last\"]\nthen = \"end-turn\"\n";
    let codes = static_codes("turn-end-keys", &game("1", rule));
    assert_eq!(codes, ["R005", "R005"]);
}

/// Even holes the turn sowed into, taken only where the turn's last seed
/// fell in North's row.
const SOWN_EVENS: &str = "[[landing]]\nname = \"sown-evens\"\non = \"turn-end\"\n\
                          when = { count = [2, 4, 6], sown_this_turn = true, \
                          holes = [{ at = \"final\", hole = \"opponent\" }] }\n\
                          capture = [\"last\"]\n";

#[test]
fn only_the_holes_the_turn_sowed_are_taken() {
    // c1's two seeds: d1 2, d2 2, the last in North's row. a1 holds two
    // too, but no seed of this turn fell there: it stays.
    let text = game("{ default = 1, c1 = 2, a1 = 2 }", SOWN_EVENS);
    let dir = TempDir::new("turn-end-sown");
    let played = play_json(&dir.write("game.sow.toml", text), "c1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let p = played.snaps.last().unwrap();
    assert_eq!(p["stores"]["south"], 4);
    assert_eq!(p["holes"]["a1"], 2);
    assert_eq!(p["holes"]["d1"], 0);
    assert_eq!(p["holes"]["d2"], 0);
    assert_eq!(p["fired"], serde_json::json!(["sown-evens"]));
}

#[test]
fn final_names_where_the_turn_ended_whichever_hole_is_judged() {
    // b1's two seeds: c1 2, d1 2, the last in South's own row: `final` is
    // d1, not North's, so nothing is taken.
    let text = game("{ default = 1, b1 = 2 }", SOWN_EVENS);
    let dir = TempDir::new("turn-end-final");
    let played = play_json(&dir.write("game.sow.toml", text), "b1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let p = played.snaps.last().unwrap();
    assert_eq!(p["stores"]["south"], 0);
    assert_eq!(p["holes"]["c1"], 2);
    assert_eq!(p["holes"]["d1"], 2);
    assert_eq!(p["fired"], serde_json::json!([]));
}

#[test]
fn sown_this_turn_means_nothing_where_a_seed_just_fell() {
    let rule = "[[landing]]\nname = \"evens\"\nwhen = { count = 2, sown_this_turn = true }\n\
                capture = [\"last\"]\n";
    let codes = static_codes("sown-at-landing", &game("1", rule));
    assert_eq!(codes, ["S007"]);
}
