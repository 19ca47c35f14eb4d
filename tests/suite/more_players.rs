//! More than two players (`[players.third]` … `[players.fifth]`): the
//! turn goes round in their order, past a player without a move; the
//! heaps of any other player are "the opponent's"; each has a store of
//! their own in the JSON and the text; parts written for a duel are
//! refused (O014), and so are the duel's searches (alpha-beta, the
//! solver). Worked by hand on a ring of three rows of two.

use crate::support::sow::{check_text_json, play_json, sow, static_codes};
use crate::support::temp::TempDir;

/// Three players on a ring of six heaps, a row of two each (a1 b1
/// South's, a2 b2 North's, a3 b3 the third's), two seeds a heap: a last
/// seed that makes two in another player's heap takes them. `more` goes
/// after it.
fn ring(more: &str) -> String {
    format!(
        "[game]\nname = \"Three in a ring\"\n[board]\nrows = 3\ncolumns = 2\nseeds = 2\n\
         stores = false\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n[players.third]\nrows = [3]\n\
         [sowing]\ntrack = [\"a1-b1\", \"a2-b2\", \"a3-b3\"]\nstores = \"none\"\n\
         [[landing]]\nname = \"pair\"\nwhen = {{ hole = \"opponent\", count = 2 }}\n\
         capture = [\"last\"]\n\
         [moves]\nno_move = \"pass\"\n\
         [end]\nwhen = [{{ board_at_most = 0 }}]\nremaining = \"owner\"\n{more}"
    )
}

#[test]
fn the_turn_goes_round_and_another_players_heap_is_the_opponents() {
    let dir = TempDir::new("three-in-a-ring");
    let file = dir.write("ring.sow.toml", ring(""));
    // South's b1 (2): a2 3, b2 3; North's b2 (3): a3 3, b3 3, a1 3; the
    // third's b3 (3): a1 4, b1 1, a2 4 — no pair. South's a1 (4): b1 2
    // (own: no capture), a2 5, b2 1, a3 4: no pair either.
    let played = play_json(&file, "b1 b2 b3 a1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let to_move: Vec<&str> = (played.snaps.iter())
        .map(|s| s["to_move"].as_str().unwrap_or("none"))
        .collect();
    assert_eq!(to_move, ["south", "north", "third", "south", "north"]);
    let last = played.snaps.last().unwrap();
    assert_eq!(last["holes"]["a1"], 0);
    assert_eq!(last["holes"]["a3"], 4);
    let stores = last["stores"].as_object().unwrap();
    let names: Vec<&str> = stores.keys().map(String::as_str).collect();
    assert_eq!(names, ["north", "south", "third"]);
    // North's a2 (5): b2 2, a3 5, b3 1, a1 1, b1 3 — and the third's b3
    // (1): a1 2, South's heap made two: the third player takes it.
    let played = play_json(&file, "b1 b2 b3 a1 a2 b3");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let last = played.snaps.last().unwrap();
    assert_eq!(last["player"], "third");
    assert_eq!(last["holes"]["a1"], 0);
    assert_eq!(last["stores"]["third"], 2);
    assert_eq!(last["stores"]["south"], 0);
}

#[test]
fn a_player_without_a_move_is_passed_over() {
    // Board a1 a2 … all empty but South's b1 (1), North's a2 (1) and the
    // third's b3 (2), said as the start's layout.
    let text = ring("").replace(
        "seeds = 2",
        "seeds = { default = 0, b1 = 1, a2 = 1, b3 = 2 }",
    );
    let dir = TempDir::new("three-pass");
    let file = dir.write("ring.sow.toml", text);
    // South's b1 (1) into a2: two, North's: taken by South. North has
    // nothing left: the turn passes on to the third player.
    let played = play_json(&file, "b1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let last = played.snaps.last().unwrap();
    assert_eq!(last["stores"]["south"], 2);
    assert_eq!(last["passed"], "north");
    assert_eq!(last["to_move"], "third");
}

#[test]
fn the_text_names_every_player_and_the_winner_alone_at_the_top() {
    let out = sow(&[
        "play",
        "examples/pic-five-players.sow.toml",
        "--moves",
        &std::fs::read_to_string("tests/golden/pic-five-players.moves").unwrap(),
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("taken:  south 59, north 25, third 22, fourth 41, fifth 33"),
        "{text}"
    );
    assert!(
        text.contains("south wins, south 59, north 25, third 22, fourth 41, fifth 33"),
        "{text}"
    );
}

#[test]
fn simulate_counts_each_players_wins_and_refuses_a_duels_search() {
    let file = "examples/pic-five-players.sow.toml";
    let out = sow(&[
        "simulate", file, "--games", "40", "--south", "greedy", "--format", "json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let wins = report["report"]["wins"].as_object().unwrap();
    assert_eq!(wins.len(), 5, "{report}");
    let won: u64 = wins.values().map(|n| n.as_u64().unwrap()).sum();
    let draws = report["report"]["draws"].as_u64().unwrap();
    assert_eq!(won + draws, 40, "{report}");
    let out = sow(&["simulate", file, "--south", "alphabeta:2"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("searches a duel"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = sow(&["solve", file]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("solves duels only"));
}

#[test]
fn parts_written_for_a_duel_are_refused_at_their_key() {
    // The hole across, a match, a way chosen once for the game: O014 at
    // each.
    let text = ring("[match]\nrefill = 2\n")
        .replace("capture = [\"last\"]", "capture = [\"opposite\"]")
        .replace(
            "stores = \"none\"",
            "stores = \"none\"\nway = \"chosen-once\"",
        );
    let found = check_text_json("three-refused", &text, &["--no-play"]);
    let refused: Vec<&str> = (found.iter())
        .filter(|d| d["code"] == "O014")
        .map(|d| d["message"].as_str().unwrap())
        .collect();
    assert!(
        refused.iter().any(|m| m.contains("\"opposite\"")),
        "{refused:?}"
    );
    assert!(refused.iter().any(|m| m.contains("`match`")), "{refused:?}");
    assert!(
        refused
            .iter()
            .any(|m| m.contains("`sowing.way = \"chosen-once\"`")),
        "{refused:?}"
    );
    // A track of each player's.
    let text = ring("").replace(
        "track = [\"a1-b1\", \"a2-b2\", \"a3-b3\"]",
        "track = { south = [\"a1-b1\", \"a2-b2\", \"a3-b3\"], north = [\"a1-b1\", \"a2-b2\", \"a3-b3\"] }",
    );
    assert!(static_codes("three-tracks", &text).contains(&"O014".to_string()));
    // The fourth without the third.
    let text = ring("").replace("[players.third]", "[players.fourth]");
    let found = check_text_json("three-gap", &text, &["--no-play"]);
    assert!(
        found
            .iter()
            .any(|d| d["message"].as_str().unwrap().contains("not the third")),
        "{found:?}"
    );
    // Two players may say all of it.
    let two = ring("")
        .replace("rows = 3", "rows = 2")
        .replace("[players.third]\nrows = [3]\n", "")
        .replace(", \"a3-b3\"", "");
    assert!(!static_codes("two-in-a-ring", &two).contains(&"O014".to_string()));
}

/// Four players round a ring of four rows of three, each store after its
/// player's row on the one track (each sows only into their own): a last
/// seed in the mover's store moves again; one that makes two or three in
/// another player's hole takes it, and the holes before it that hold two
/// or three too. `seeds` is the start.
fn four_with_stores(seeds: &str) -> String {
    format!(
        "[game]\nname = \"Four round a ring\"\n[board]\nrows = 4\ncolumns = 3\nseeds = {seeds}\n\
         stores = true\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n[players.third]\nrows = [3]\n\
         [players.fourth]\nrows = [4]\n\
         [sowing]\ntrack = [\"a1-c1\", \"south-store\", \"a2-c2\", \"north-store\", \"a3-c3\", \
         \"third-store\", \"a4-c4\", \"fourth-store\"]\nstores = \"own\"\n\
         [[landing]]\nname = \"extra-turn\"\nwhen = {{ hole = \"own-store\" }}\nthen = \"move-again\"\n\
         [[landing]]\nname = \"pairs\"\nwhen = {{ hole = \"opponent\", count = [2, 3] }}\n\
         capture = [\"last\"]\nchain = \"backward\"\n\
         [moves]\nno_move = \"pass\"\n\
         [end]\nwhen = [\"row-empty\", {{ seeds_above = 18 }}]\nremaining = \"owner\"\n"
    )
}

#[test]
fn each_player_sows_into_their_own_store_and_captures_from_any_other() {
    let dir = TempDir::new("four-stores");
    let file = dir.write("four.sow.toml", four_with_stores("3"));
    // South's a1 (3): b1, c1, and South's store: South moves again. c1
    // (4): the store, a2, b2, c2 (4: nothing). North's c2 (4): North's
    // store, a3, b3, c3 (4), passing South's store.
    let played = play_json(&file, "a1 c1 c2");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let to_move: Vec<&str> = (played.snaps.iter())
        .map(|s| s["to_move"].as_str().unwrap_or("none"))
        .collect();
    assert_eq!(to_move, ["south", "south", "north", "third"]);
    let last = played.snaps.last().unwrap();
    assert_eq!(last["stores"]["south"], 2);
    assert_eq!(last["stores"]["north"], 1);
    assert_eq!(last["stores"]["fourth"], 0);
    assert_eq!(last["holes"]["c3"], 4);
    // a2 and b2 start with one: South's c1 (3) drops one in the store and
    // makes two in each; b2 is taken, and a2 before it.
    let file = dir.write(
        "pairs.sow.toml",
        four_with_stores("{ default = 3, a2 = 1, b2 = 1 }"),
    );
    let played = play_json(&file, "c1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let last = played.snaps.last().unwrap();
    assert_eq!(last["stores"]["south"], 5);
    assert_eq!(last["holes"]["a2"], 0);
    assert_eq!(last["holes"]["b2"], 0);
    assert_eq!(last["to_move"], "north");
    // Sample play ends every game (a row emptied), none of it refused.
    let found = check_text_json("four-check", &four_with_stores("3"), &["--deny-warnings"]);
    assert!(found.is_empty(), "{found:?}");
}

#[test]
fn each_move_may_sow_either_way_round_the_ring() {
    // South's b1 (2) against the track: a1 3, then b3, the third's, 3.
    let text = ring("").replace("stores = \"none\"", "stores = \"none\"\nway = \"either\"");
    assert!(static_codes("three-either", &text).is_empty());
    let dir = TempDir::new("three-either");
    let file = dir.write("ring.sow.toml", text);
    let played = play_json(&file, "b1-");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let last = played.snaps.last().unwrap();
    assert_eq!(
        (
            &last["holes"]["a1"],
            &last["holes"]["b1"],
            &last["holes"]["b3"]
        ),
        (&3.into(), &0.into(), &3.into())
    );
    assert_eq!(last["to_move"], "north");
}

#[test]
fn the_game_ends_when_only_one_player_can_move() {
    let ring = |seeds: &str| {
        ring("")
            .replace("seeds = 2", &format!("seeds = {seeds}"))
            .replace(
                "when = [{ board_at_most = 0 }]",
                "when = [\"only-one-can-move\"]",
            )
    };
    let dir = TempDir::new("only-one");
    // South's b1 (1) into North's a2 (1): two, taken. Only the third's a3
    // is left: no more than one player can move, and the game ends.
    let file = dir.write(
        "one.sow.toml",
        ring("{ default = 0, b1 = 1, a2 = 1, a3 = 1 }"),
    );
    let played = play_json(&file, "b1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let last = played.snaps.last().unwrap();
    assert_eq!(last["result"]["reason"], "only-one-can-move");
    assert_eq!(last["result"]["winner"], "south");
    assert_eq!(last["result"]["scores"], serde_json::json!([2, 0, 1]));
    // With the third's b3 too, South's b1 into a2 makes one: North and the
    // third can move, so play goes on with North, and South, with nothing
    // left, is passed over after the third.
    let file = dir.write(
        "two.sow.toml",
        ring("{ default = 0, b1 = 1, a3 = 1, b3 = 1 }"),
    );
    let played = play_json(&file, "b1 a2 a3");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let last = played.snaps.last().unwrap();
    assert!(last.get("result").is_none_or(|r| r.is_null()), "{last}");
    assert_eq!(last["passed"], "south");
    assert_eq!(last["to_move"], "north");
}
