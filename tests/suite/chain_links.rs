//! Chains with a condition of their own (`chain = { way, hole, count,
//! take }`): the chain goes on over the holes its own condition names,
//! not the rule's, and takes at each the holes its `take` names. Worked
//! by hand on a 2×4 board.

use serde_json::Value;

use crate::support::sow::{play_json, static_codes};
use crate::support::temp::TempDir;

/// South's d1 (3) sows d2, c2, b2: b2 (1 before) makes 2, and the rule
/// fires there; c2 and d2 hold one each, d1 is emptied.
fn game(chain: &str) -> String {
    format!(
        "[game]\nname = \"Chains\"\n[board]\nrows = 2\ncolumns = 4\n\
         seeds = {{ default = 0, c1 = 5, d1 = 3, b2 = 1, a2 = 2 }}\nstores = true\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
         [sowing]\ndirection = \"anticlockwise\"\nstores = \"none\"\n\
         [[landing]]\nname = \"twos\"\nwhen = {{ hole = \"opponent\", count = 2 }}\n\
         capture = [\"last\"]\nchain = {chain}\n\
         [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n"
    )
}

fn after_d1(name: &str, chain: &str) -> Value {
    let dir = TempDir::new(&format!("chain-links-{name}"));
    let played = play_json(&dir.write("game.sow.toml", game(chain)), "d1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    played.snaps.last().cloned().unwrap()
}

#[test]
fn a_chain_goes_on_over_its_own_counts() {
    // The rule's count (2) would stop the chain at c2, which holds 1.
    let by_rule = after_d1("by-rule", "\"backward\"");
    assert_eq!(by_rule["stores"]["south"], 2);
    assert_eq!(by_rule["holes"]["c2"], 1);
    // Its own count (1) takes c2 and d2, and stops at South's d1.
    let own = after_d1(
        "own",
        "{ way = \"backward\", hole = \"opponent\", count = 1 }",
    );
    assert_eq!(own["stores"]["south"], 4);
    for hole in ["b2", "c2", "d2"] {
        assert_eq!(own["holes"][hole], 0, "{hole}");
    }
    assert_eq!(own["holes"]["c1"], 5);
}

#[test]
fn a_chain_takes_the_holes_its_take_names_at_each() {
    // At c2 and d2, each hole and the one across: c1's five and d1's
    // nothing besides. 2 + 1 + 5 + 1 = 9.
    let p = after_d1(
        "take",
        "{ way = \"backward\", hole = \"opponent\", count = 1, take = [\"last\", \"opposite\"] }",
    );
    assert_eq!(p["stores"]["south"], 9);
    assert_eq!(p["holes"]["c1"], 0);
}

#[test]
fn a_chain_with_no_count_of_its_own_is_warned_of() {
    let codes = static_codes("chain-links-r018", &game("{ way = \"backward\" }"));
    assert_eq!(codes, ["R018"]);
    let counted = static_codes("chain-links-ok", &game("{ way = \"backward\", count = 1 }"));
    assert!(counted.is_empty(), "{counted:?}");
}

#[test]
fn an_alternating_chain_takes_no_table() {
    let codes = static_codes(
        "chain-links-alternating",
        &game("{ way = \"alternating\", count = 1 }"),
    );
    assert!(codes.contains(&"S007".to_string()), "{codes:?}");
}

#[test]
fn a_chain_finds_a_hole_its_capture_took_already_empty() {
    // South's a1 (3) sows b1, c1, c2, each making 2. The rule takes c2 and
    // the hole across, c1. Going back, the chain meets c1 again: taken, so
    // empty, and the run stops there ("until an odd or empty hole"). It
    // must not go on to b1 and its opposite b2, as it did when it judged
    // c1 by what the sowing left (a defect Baqura's reference found).
    let text = "[game]\nname = \"Chain meets its capture\"\n[board]\nrows = 2\ncolumns = 3\n\
         seeds = { default = 0, a1 = 3, b1 = 1, c1 = 1, a2 = 1, b2 = 5, c2 = 1 }\nstores = true\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
         [sowing]\ndirection = \"anticlockwise\"\nstores = \"none\"\n\
         [[landing]]\nname = \"evens\"\nwhen = { count = { min = 2, parity = \"even\" } }\n\
         capture = [\"last\", \"opposite\"]\n\
         chain = { way = \"backward\", count = { min = 2, parity = \"even\" }, take = [\"last\", \"opposite\"] }\n\
         [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n";
    let dir = TempDir::new("chain-links-meets-capture");
    let played = play_json(&dir.write("game.sow.toml", text), "a1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let after = played.snaps.last().cloned().unwrap();
    assert_eq!(after["stores"]["south"], 4);
    assert_eq!(after["holes"]["b1"], 2);
    assert_eq!(after["holes"]["b2"], 5);
}
