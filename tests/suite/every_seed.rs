//! Rules on every seed (`on = "every-seed"`): each seed of a lap but its
//! last is looked at where it falls, and its captures go to the store the
//! rule names (`to`). Worked by hand on a 2×4 board of threes.

use serde_json::Value;

use crate::support::sow::play_json;
use crate::support::temp::TempDir;

/// Two rows of four, three seeds each, stores off the path: a seed (not a
/// lap's last) that brings a hole to four takes it.
fn game(to: &str) -> String {
    format!(
        "[game]\nname = \"Fours\"\n[board]\nrows = 2\ncolumns = 4\nseeds = 3\nstores = true\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
         [sowing]\ndirection = \"anticlockwise\"\nstores = \"none\"\n\
         [[landing]]\nname = \"fours\"\non = \"every-seed\"\nwhen = {{ count = 4 }}\n\
         capture = [\"last\"]\n{to}\
         [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n"
    )
}

/// `sow play --format json` of `text` (written to a file of its own).
fn play(name: &str, text: &str, moves: &str) -> Vec<Value> {
    let dir = TempDir::new(&format!("every-seed-{name}"));
    let played = play_json(&dir.write(name, text), moves);
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    played.snaps
}

#[test]
fn every_seed_but_the_last_is_looked_at() {
    // a1 sows b1 c1 d1: b1 and c1 reach four and are taken; d1 also
    // reaches four, but with the lap's last seed, which the rule does not
    // look at.
    let snaps = play("mover.sow.toml", &game(""), "a1");
    let after = &snaps[1];
    assert_eq!(after["captured"], 8);
    assert_eq!(after["fired"], serde_json::json!(["fours"]));
    assert_eq!(after["stores"]["south"], 8);
    for (hole, n) in [("a1", 0), ("b1", 0), ("c1", 0), ("d1", 4), ("d2", 3)] {
        assert_eq!(after["holes"][hole], n, "{hole}");
    }
}

#[test]
fn captures_go_to_the_store_the_rule_names() {
    // d1 sows d2 c2 b2: North's d2 and c2 reach four and are taken; b2
    // takes the last seed. With `to = "owner"` North's holes go to North.
    let to_owner = play("owner.sow.toml", &game("to = \"owner\"\n"), "d1");
    assert_eq!(to_owner[1]["captured"], 8);
    assert_eq!(to_owner[1]["stores"]["north"], 8);
    assert_eq!(to_owner[1]["stores"]["south"], 0);
    assert_eq!(to_owner[1]["holes"]["b2"], 4);
    // By default, to the mover.
    let to_mover = play("mover-d1.sow.toml", &game(""), "d1");
    assert_eq!(to_mover[1]["stores"]["south"], 8);
    assert_eq!(to_mover[1]["stores"]["north"], 0);
}

#[test]
fn captures_given_to_the_opponent_go_to_their_store_whoever_owns_the_hole() {
    // a1 sows b1 c1 d1: South's b1 and c1 reach four, taken into North's
    // store (`to = "opponent"`), though they are South's holes.
    let given = play("opponent.sow.toml", &game("to = \"opponent\"\n"), "a1");
    assert_eq!(given[1]["captured"], 8);
    assert_eq!(given[1]["stores"]["north"], 8);
    assert_eq!(given[1]["stores"]["south"], 0);
}

/// Relay sowing on `columns` columns of the seeds `seeds`, with `rules`
/// (landing tables) and a pass for a player without seeds.
fn relay_game(columns: u32, seeds: &str, rules: &str) -> String {
    format!(
        "[game]\nname = \"Fours\"\n[board]\nrows = 2\ncolumns = {columns}\nseeds = {seeds}\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
         [sowing]\ndirection = \"anticlockwise\"\nlaps = \"relay\"\nendless = \"end-turn\"\n\
         {rules}[moves]\nno_move = \"pass\"\n[end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n"
    )
}

/// Pallankuli's fours: every hole brought to four while sowing goes to the
/// owner of its row, the hole of the last seed too (a rule of the last seed
/// with the same `when`), and a last seed in an empty hole takes the next.
const PALLANKULI_RULES: &str = "\
[[landing]]\nname = \"fours\"\non = \"every-seed\"\nwhen = { count = 4 }\ncapture = [\"last\"]\nto = \"owner\"\n\
[[landing]]\nname = \"last-four\"\nwhen = { count = 4 }\ncapture = [\"last\"]\nto = \"owner\"\nthen = \"end-turn\"\n\
[[landing]]\nname = \"empty-takes-next\"\nwhen = { was_empty = true }\ncapture = [\"next\"]\n";

#[test]
fn pallankuli_fours_go_to_the_owner_of_the_row_the_last_one_too() {
    // 2×7. f1 (5) sows g1 g2 f2 e2 d2: g1 3→4 is South's four, g2 3→4
    // North's; d2 3→4 takes the last seed, and its four is North's too: the
    // turn ends there instead of relaying.
    let text = relay_game(
        7,
        "[[1, 1, 1, 1, 1, 5, 3], [1, 1, 1, 3, 2, 0, 3]]",
        PALLANKULI_RULES,
    );
    let snaps = play("pallankuli.sow.toml", &text, "f1");
    let after = &snaps[1];
    assert_eq!(after["stores"]["south"], 4);
    assert_eq!(after["stores"]["north"], 8);
    assert_eq!(after["laps"], 1);
    assert_eq!(after["fired"], serde_json::json!(["fours", "last-four"]));
    assert_eq!(after["to_move"], "north");
    for (hole, n) in [
        ("f1", 0),
        ("g1", 0),
        ("g2", 0),
        ("f2", 1),
        ("e2", 3),
        ("d2", 0),
    ] {
        assert_eq!(after["holes"][hole], n, "{hole}");
    }
}

/// Lam Waladach's turn: fours to the mover on every seed, the last seed's
/// four too, and a sowing that captured plays again when it ends in an
/// empty hole.
const AGAIN_RULES: &str = "\
[[landing]]\nname = \"fours\"\non = \"every-seed\"\nwhen = { count = 4 }\ncapture = [\"last\"]\n\
[[landing]]\nname = \"last-four\"\nwhen = { count = 4 }\ncapture = [\"last\"]\nthen = \"move-again\"\n\
[[landing]]\nname = \"again-after-capture\"\nwhen = { was_empty = true, captured = true }\nthen = \"move-again\"\n";

#[test]
fn a_sowing_that_captured_plays_again() {
    // a1 (2) sows b1 c1: b1 3→4 is taken, the last seed falls into the
    // empty c1, and as the sowing captured, South plays again. d1 (1) then
    // ends in the empty e1 having captured nothing: North's turn.
    let text = relay_game(6, "[[2, 3, 0, 1, 0, 0], 1]", AGAIN_RULES);
    let snaps = play("again.sow.toml", &text, "a1 d1");
    assert_eq!(snaps[1]["captured"], 4);
    assert_eq!(
        snaps[1]["fired"],
        serde_json::json!(["fours", "again-after-capture"])
    );
    assert_eq!(snaps[1]["to_move"], "south");
    assert_eq!(snaps[1]["holes"]["c1"], 1);
    assert_eq!(snaps[2]["captured"], 0);
    assert_eq!(snaps[2]["fired"], serde_json::json!([]));
    assert_eq!(snaps[2]["to_move"], "north");
}

#[test]
fn capture_hand_takes_the_seeds_not_yet_sown_and_ends_the_turn() {
    // a1 sows b1 c1 d1: b1 reaches four with two seeds still in hand; the
    // rule takes b1 and those two, and the sowing is over: c1 and d1 keep
    // their threes, and North moves.
    let snaps = play("hand.sow.toml", &game("capture_hand = true\n"), "a1");
    let after = &snaps[1];
    assert_eq!(after["captured"], 6);
    assert_eq!(after["stores"]["south"], 6);
    for (hole, n) in [("a1", 0), ("b1", 0), ("c1", 3), ("d1", 3)] {
        assert_eq!(after["holes"][hole], n, "{hole}");
    }
    assert_eq!(after["to_move"], "north");
    // The hand goes where the hole's seeds go: with `to = "owner"`, d1's
    // sowing makes North's d2 four, and North gets it and the hand.
    let owner = game("capture_hand = true\nto = \"owner\"\n");
    let snaps = play("hand-owner.sow.toml", &owner, "d1");
    assert_eq!(snaps[1]["stores"]["north"], 6);
    assert_eq!(snaps[1]["stores"]["south"], 0);
    assert_eq!(snaps[1]["holes"]["c2"], 3);
}
