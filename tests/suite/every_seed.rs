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
