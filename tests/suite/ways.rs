//! A move whose way the mover chooses (`[sowing] way = "either"`): the
//! notation `c1+` / `c1-` through `sow play`, the sowing and the rules that
//! look along the track going the way the move sows, and play diagnostics
//! whose moves replay with the notation.

use serde_json::Value;

use crate::support::sow::{Played, play_json, sow};
use crate::support::temp::TempDir;

/// `sow play --format json`: the exit code, the snapshots and stderr.
fn play(path: &std::path::Path, moves: &str) -> (Option<i32>, Vec<Value>, String) {
    let Played {
        code,
        snaps,
        stderr,
    } = play_json(path, moves);
    (code, snaps, stderr)
}

/// Two rows of six, four seeds, stores off the path; a last seed that
/// makes five in an opponent's hole takes it, and the holes before it on
/// the way the move sowed while they hold five too.
const GAME: &str = r#"
[game]
name = "Either way"
[board]
rows = 2
columns = 6
seeds = 4
stores = true
[players.south]
rows = [1]
[players.north]
rows = [2]
[sowing]
direction = "anticlockwise"
stores = "none"
way = "either"
[[landing]]
name = "take-fives"
when = { hole = "opponent", count = 5 }
capture = ["last"]
chain = "backward"
[end]
when = ["row-empty"]
remaining = "owner"
"#;

#[test]
fn a_move_sows_the_way_its_name_says() {
    let dir = TempDir::new("ways-either");
    let path = dir.write("either.sow.toml", GAME);
    // c1- lifts 4 and sows b1 a1, then round the end of the row, a2 b2:
    // b2 makes five and is taken, and so is a2 before it on that way
    // (five too); a1 before that is South's own, so the chain stops.
    let (code, snaps, err) = play(&path, "c1-");
    assert_eq!(code, Some(0), "{err}");
    let after = &snaps[1];
    assert_eq!(after["move"], "c1-");
    assert_eq!(after["captured"], 10);
    assert_eq!(after["stores"]["south"], 10);
    for (hole, n) in [
        ("c1", 0),
        ("b1", 5),
        ("a1", 5),
        ("a2", 0),
        ("b2", 0),
        ("c2", 4),
    ] {
        assert_eq!(after["holes"][hole], n, "{hole}");
    }
    // c1+ sows d1 e1 f1 f2: f2 makes five and is taken; before it on that
    // way is f1, South's own, so only f2's five.
    let (code, snaps, err) = play(&path, "c1+");
    assert_eq!(code, Some(0), "{err}");
    let after = &snaps[1];
    assert_eq!(after["move"], "c1+");
    assert_eq!(after["captured"], 5);
    for (hole, n) in [("c1", 0), ("d1", 5), ("f1", 5), ("f2", 0), ("e2", 4)] {
        assert_eq!(after["holes"][hole], n, "{hole}");
    }
}

#[test]
fn a_move_without_its_way_is_refused_with_both_ways_named() {
    let dir = TempDir::new("ways-bare");
    let path = dir.write("either-bare.sow.toml", GAME);
    let (code, _, err) = play(&path, "c1");
    assert_eq!(code, Some(1));
    assert!(
        err.contains("`c1` needs a way: `c1+` sows along the track, `c1-` against it"),
        "{err}"
    );
    // Every hole with seeds is a move each way.
    assert!(
        err.contains("legal moves: a1+ a1- b1+ b1- c1+ c1- d1+ d1- e1+ e1- f1+ f1-"),
        "{err}"
    );
    // A game with one way takes no sign.
    let one_way = dir.write("along.sow.toml", GAME.replace("way = \"either\"\n", ""));
    let (code, _, err) = play(&one_way, "c1+");
    assert_eq!(code, Some(1));
    assert!(
        err.contains("every move sows along the track; write `c1`"),
        "{err}"
    );
    let (code, snaps, _) = play(&one_way, "c1");
    assert_eq!((code, snaps[1]["move"].as_str()), (Some(0), Some("c1")));
}

#[test]
fn play_diagnostics_give_moves_with_their_ways_and_they_replay() {
    // Relay sowing without a rule for endless moves: sample play finds one,
    // and the moves it gives reproduce it through `sow play`.
    let text = GAME
        .replace("stores = \"none\"\n", "stores = \"none\"\nlaps = \"relay\"\n")
        .replace(
            "[[landing]]\nname = \"take-fives\"\nwhen = { hole = \"opponent\", count = 5 }\ncapture = [\"last\"]\nchain = \"backward\"\n",
            "",
        );
    let dir = TempDir::new("ways-relay");
    let path = dir.write("either-relay.sow.toml", &text);
    let o = sow(&["check", "--format", "json", path.to_str().unwrap()]);
    let doc: Value = serde_json::from_slice(&o.stdout).unwrap();
    let p001 = doc["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["code"] == "P001")
        .unwrap_or_else(|| panic!("no P001 in {doc:#}"))
        .clone();
    let line = p001["related"]
        .as_array()
        .unwrap()
        .iter()
        .find_map(|r| r["message"].as_str()?.strip_prefix("moves: "))
        .unwrap()
        .to_string();
    assert!(
        line.split(' ')
            .all(|m| m.ends_with('+') || m.ends_with('-')),
        "{line}"
    );
    let (code, snaps, err) = play(&path, &line);
    // The last move sows forever, which the file leaves unresolved.
    assert_eq!(code, Some(1), "{err}");
    assert_eq!(snaps.last().unwrap()["endless"], true);
}

/// Each relay lap sows the other way from the lap before (`relay_way =
/// "turn"`), worked by hand on a 2×4 board of twos.
#[test]
fn relay_laps_may_each_turn_the_way() {
    let text = "[game]\nname = \"Turning relays\"\n[board]\nrows = 2\ncolumns = 4\nseeds = 2\n\
                stores = true\n[players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
                [sowing]\ndirection = \"anticlockwise\"\nstores = \"none\"\nlaps = \"relay\"\n\
                relay_way = \"turn\"\nendless = \"illegal\"\n\
                [end]\nwhen = [\"one-cannot-move\"]\nremaining = \"owner\"\n";
    let dir = crate::support::temp::TempDir::new("relay-way-turn");
    let played = crate::support::sow::play_json(&dir.write("turn.sow.toml", text), "a1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    // a1 sows b1 c1 along the track; c1's three go back the other way, b1
    // a1 a2; a2's three turn again, a1 b1 c1, and c1 was emptied: the
    // turn ends there.
    let after = &played.snaps[1];
    for (hole, n) in [
        ("a1", 2),
        ("b1", 5),
        ("c1", 1),
        ("d1", 2),
        ("a2", 0),
        ("b2", 2),
    ] {
        assert_eq!(after["holes"][hole], n, "{hole}");
    }
    assert_eq!(after["laps"], 3);
}
