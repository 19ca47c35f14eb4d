//! Sowing and capture rules of the documented games, each through `sow
//! play --format json` on a small file: the way set by the seeds lifted,
//! the first seed back into the lifted hole, relay from the next hole,
//! captures of the next hole and beyond, chains forward, alternating and
//! within the lap, and the end when no hole holds more than a count.
//! Every expected position was worked out by hand, seed by seed, in the
//! comments beside it.

use serde_json::Value;

use crate::support::sow::{Played, play_json};
use crate::support::temp::TempDir;

/// A 2×6 board, stores off the path, anticlockwise, ended when a row
/// empties; `rest` adds keys to `[sowing]` and whole tables after it.
fn game(seeds: &str, sowing: &str, rest: &str) -> String {
    format!(
        r#"
[game]
name = "Test"
[board]
rows = 2
columns = 6
seeds = {seeds}
stores = true
[players.south]
rows = [1]
[players.north]
rows = [2]
[sowing]
direction = "anticlockwise"
stores = "none"
{sowing}
{rest}
[end]
when = ["row-empty"]
remaining = "owner"
"#
    )
}

/// Plays `moves` on `text`; the positions after each ply.
fn play(name: &str, text: &str, moves: &str) -> Vec<Value> {
    let dir = TempDir::new(name);
    let path = dir.write("game.sow.toml", text);
    let Played {
        code,
        snaps,
        stderr,
    } = play_json(&path, moves);
    assert_eq!(code, Some(0), "{stderr}");
    snaps
}

/// Asserts the counts of `holes` in a position.
fn holds(position: &Value, holes: &[(&str, u64)]) {
    for &(hole, n) in holes {
        assert_eq!(position["holes"][hole], n, "{hole} in {position}");
    }
}

#[test]
fn the_seeds_lifted_say_which_way_a_move_sows() {
    let text = game("4", r#"way = { odd = "along", even = "against" }"#, "");
    // c1 lifts 4, even: against the path, b1 a1 a2 b2 (5 each). North's a2
    // then lifts 5, odd: along North's path, a1 b1 c1 d1 e1.
    let snaps = play("way-parity", &text, "c1 a2");
    assert_eq!(snaps[1]["move"], "c1", "a way that follows is not written");
    holds(
        &snaps[1],
        &[
            ("c1", 0),
            ("b1", 5),
            ("a1", 5),
            ("a2", 5),
            ("b2", 5),
            ("d1", 4),
        ],
    );
    holds(
        &snaps[2],
        &[
            ("a2", 0),
            ("a1", 6),
            ("b1", 6),
            ("c1", 1),
            ("d1", 5),
            ("e1", 5),
            ("f1", 4),
        ],
    );
}

#[test]
fn the_first_seed_can_fall_back_into_the_lifted_hole() {
    let text = game(
        "[[1, 4, 4, 4, 4, 4], 4]",
        r#"first_seed = "lifted-hole""#,
        "",
    );
    // b1 lifts 4: b1 1 (back in), c1 5, d1 5, e1 5. North's f2 lifts 4:
    // f2 1, e2 5, d2 5, c2 5. South's a1 holds one seed, which moves on to b1.
    let snaps = play("first-seed", &text, "b1 f2 a1");
    holds(
        &snaps[1],
        &[("b1", 1), ("c1", 5), ("d1", 5), ("e1", 5), ("f1", 4)],
    );
    holds(
        &snaps[2],
        &[("f2", 1), ("e2", 5), ("d2", 5), ("c2", 5), ("b2", 4)],
    );
    holds(&snaps[3], &[("a1", 0), ("b1", 2)]);
}

/// Relay from the hole after the last sown; a next hole that is empty
/// makes the rule take the hole beyond it, and then, while they
/// alternate, each full hole after an empty one.
fn relay_next(seeds: &str) -> String {
    game(
        seeds,
        r#"laps = "relay"
relay_from = "next"
endless = "end-turn""#,
        r#"[[landing]]
name = "beyond-the-empty"
when = { hole = "any", next = 0 }
capture = ["after-next"]
chain = "alternating""#,
    )
}

#[test]
fn a_relay_can_go_on_from_the_hole_after_the_last() {
    // a1 lifts 2: b1 1, c1 4. The next hole, d1, is empty: the rule takes
    // the hole after it, e1 (empty: nothing). The holes no longer
    // alternate (d1 and e1 both empty), so the chain takes nothing beyond
    // e1: not f2, though f1 is empty and f2 holds 1 (Olinda: captures go
    // on while holes are alternately empty and occupied).
    let text = relay_next("[[2, 0, 3, 0, 0, 0], [0, 0, 0, 0, 0, 1]]");
    let snaps = play("relay-next", &text, "a1");
    holds(
        &snaps[1],
        &[("a1", 0), ("b1", 1), ("c1", 4), ("d1", 0), ("f2", 1)],
    );
    assert_eq!(snaps[1]["stores"]["south"], 0);
    assert_eq!(snaps[1]["laps"], 1);
    // With e1 full, it is taken, and beyond it f1 empty and f2 full: f2
    // is taken too; beyond f2, e2 is empty but d2 is empty too: it stops.
    let text = relay_next("[[2, 0, 3, 0, 2, 0], [0, 0, 0, 0, 0, 1]]");
    let snaps = play("relay-next-chain", &text, "a1");
    holds(
        &snaps[1],
        &[("c1", 4), ("d1", 0), ("e1", 0), ("f1", 0), ("f2", 0)],
    );
    assert_eq!(snaps[1]["stores"]["south"], 3);

    // a1 lifts 1 into b1; the next hole c1 holds 3, so c1 is lifted: d1 1,
    // e1 1, f1 1; the next hole f2 holds 1: lifted, e2 1; next is d2,
    // empty: the rule fires there, taking c2 (empty) and nothing beyond.
    let text = relay_next("[[1, 0, 3, 0, 0, 0], [0, 0, 0, 0, 0, 1]]");
    let snaps = play("relay-next-laps", &text, "a1");
    assert_eq!(snaps[1]["laps"], 3);
    holds(
        &snaps[1],
        &[
            ("a1", 0),
            ("b1", 1),
            ("c1", 0),
            ("d1", 1),
            ("e1", 1),
            ("f1", 1),
            ("f2", 0),
            ("e2", 1),
        ],
    );
    assert_eq!(snaps[1]["captured"], 0);
}

#[test]
fn a_last_seed_in_an_empty_hole_can_take_the_next_hole() {
    let text = game(
        "4",
        "",
        r#"[[landing]]
name = "take-the-next"
when = { was_empty = true }
capture = ["next"]"#,
    );
    // c1 lifts 4: d1 e1 f1 f2 (5 each). North's b2 lifts 4: a2 5, a1 5,
    // b1 5, c1 1 — c1 was empty: North takes the next hole, d1 (5).
    let snaps = play("capture-next", &text, "c1 b2");
    holds(&snaps[2], &[("c1", 1), ("d1", 0), ("b1", 5)]);
    assert_eq!(snaps[2]["stores"]["north"], 5);
}

#[test]
fn a_chain_can_run_forward() {
    let text = game(
        "[[0, 0, 0, 0, 0, 1], [1, 1, 1, 2, 2, 1]]",
        "",
        r#"[[landing]]
name = "twos"
when = { hole = "opponent", count = 2 }
capture = ["last"]
chain = "forward""#,
    );
    // f1's seed makes f2 two: taken; forward along South's path, e2 and d2
    // hold two as well: taken; c2 holds one: the chain stops.
    let snaps = play("chain-forward", &text, "f1");
    holds(&snaps[1], &[("f2", 0), ("e2", 0), ("d2", 0), ("c2", 1)]);
    assert_eq!(snaps[1]["stores"]["south"], 6);
}

/// Rows `a1`–`f1` 0 2 3 1 1 0; a first seed back in the lifted hole; a
/// last seed making one or two takes, with the holes before it that also
/// hold one or two.
fn chain_within(within: &str) -> String {
    game(
        "[[0, 2, 3, 1, 1, 0], 4]",
        r#"first_seed = "lifted-hole""#,
        &format!(
            r#"[[landing]]
name = "ones-and-twos"
when = {{ hole = "any", count = {{ min = 1, max = 2 }} }}
capture = ["last"]
chain = "backward"
chain_within = "{within}""#
        ),
    )
}

#[test]
fn a_chain_within_the_lap_ends_at_the_first_hole_it_sowed() {
    // c1 lifts 3: c1 1 (back in), d1 2, e1 2. e1 takes, and backward d1 (2)
    // and c1 (1), the first hole the lap sowed: 5 in all.
    let snaps = play("chain-lap", &chain_within("lap"), "c1");
    holds(&snaps[1], &[("e1", 0), ("d1", 0), ("c1", 0), ("b1", 2)]);
    assert_eq!(snaps[1]["stores"]["south"], 5);
    // Along the whole track the chain goes on to b1 (2, not sown this
    // lap) and stops at a1 (empty): 7.
    let snaps = play("chain-track", &chain_within("track"), "c1");
    holds(&snaps[1], &[("c1", 0), ("b1", 0), ("a1", 0)]);
    assert_eq!(snaps[1]["stores"]["south"], 7);
}

#[test]
fn a_game_can_end_when_no_hole_holds_more_than_a_count() {
    let text = game("[[0, 0, 0, 0, 2, 0], [1, 0, 0, 0, 0, 0]]", "", "")
        .replace(r#"when = ["row-empty"]"#, "when = [{ holes_at_most = 1 }]");
    // e1's two seeds fall in f1 and f2: every hole holds at most one.
    let snaps = play("holes-at-most", &text, "e1");
    let last = snaps.last().expect("a position");
    holds(last, &[("f1", 1), ("f2", 1), ("a2", 1)]);
    assert_eq!(last["to_move"], Value::Null);
    assert_eq!(last["result"]["reason"], "holes-at-most", "{last}");
}

#[test]
fn a_game_can_end_when_few_seeds_are_left_on_the_board() {
    let text = game("[[0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 1, 0]]", "", "")
        .replace(r#"when = ["row-empty"]"#, "when = [{ board_at_most = 1 }]");
    // The board holds 2 seeds; f1's falls in f2, 2 still: North's e2
    // holds 1 (e2 is North's), so the game goes on. North's e2 sows d2:
    // still 2. No rule takes, so it never drops to 1: give the game a
    // rule that takes the last seed when it lands in an opponent's hole.
    let text = text.replace(
        "[end]",
        "[[landing]]\nname = \"take\"\nwhen = { hole = \"opponent\" }\ncapture = [\"last\"]\n[end]",
    );
    // f1's seed lands in f2, North's: taken. One seed is left: over.
    let snaps = play("board-at-most", &text, "f1");
    let last = snaps.last().expect("a position");
    assert_eq!(last["stores"]["south"], 1);
    assert_eq!(last["to_move"], Value::Null);
    assert_eq!(last["result"]["reason"], "board-at-most", "{last}");
}

#[test]
fn stores_can_hold_seeds_at_the_start() {
    let text = game(
        r#"{ default = 4, d1 = 3, south-store = 1 }"#,
        r#"stores = "own""#,
        "",
    )
    .replace("stores = \"none\"\n", "");
    let snaps = play("store-seeds", &text, "d1");
    assert_eq!(snaps[0]["stores"]["south"], 1, "{}", snaps[0]);
    holds(&snaps[0], &[("d1", 3), ("e1", 4)]);
    // d1's 3 seeds: e1, f1 and South's store.
    assert_eq!(snaps[1]["stores"]["south"], 2);
}

/// Um el-Bagara's ways: the two left holes of each player sow against
/// the path only, the two right ones along it only, the middle either.
const WAYS_BY_HOLE: &str = r#"
[game]
name = "Ways by hole"
[board]
rows = 2
columns = 5
seeds = 5
[players.south]
rows = [1]
[players.north]
rows = [2]
[regions.along-ok]
south = ["c1-e1"]
north = ["c2-a2"]
[regions.against-ok]
south = ["a1-c1"]
north = ["e2-c2"]
[sowing]
direction = "anticlockwise"
way = "either"
along_from = "along-ok"
against_from = "against-ok"
[end]
when = ["row-empty"]
remaining = "owner"
"#;

#[test]
fn the_hole_a_move_starts_from_can_say_which_ways_it_sows() {
    let dir = TempDir::new("ways-by-hole");
    let path = dir.write("game.sow.toml", WAYS_BY_HOLE);
    for legal in ["a1-", "c1+", "c1-", "e1+"] {
        let Played { code, stderr, .. } = play_json(&path, legal);
        assert_eq!(code, Some(0), "{legal}: {stderr}");
    }
    for illegal in ["a1+", "e1-"] {
        let Played { code, stderr, .. } = play_json(&path, illegal);
        assert_ne!(code, Some(0), "{illegal} should be refused");
        assert!(
            stderr.contains("a1- b1- c1+ c1- d1+ e1+"),
            "{illegal}: the legal moves are listed: {stderr}"
        );
    }
}

#[test]
fn columns_after_z_are_named_aa_ab() {
    let text = game("4", "", "")
        .replace("columns = 6", "columns = 30")
        .replace("stores = true\n", "");
    let dir = TempDir::new("long-rows");
    let path = dir.write("game.sow.toml", &text);
    // ad1 is the 30th hole of South's row: its 4 seeds go round the end
    // of the row into ad2, ac2, ab2 and aa2.
    let Played {
        code,
        snaps,
        stderr,
    } = play_json(&path, "ab1");
    assert_eq!(code, Some(0), "{stderr}");
    holds(
        &snaps[1],
        &[
            ("ab1", 0),
            ("ac1", 5),
            ("ad1", 5),
            ("ad2", 5),
            ("ac2", 5),
            ("ab2", 4),
        ],
    );
    // More holes than a board may have: a B001 on `columns`.
    let big = text.replace("columns = 30", "columns = 65");
    let path = dir.write("big.sow.toml", &big);
    let out = crate::support::sow::sow(&["check", path.to_str().unwrap()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("error[B001]: a board of 65 columns"),
        "{stdout}"
    );
}

/// A last seed that makes three in an opponent's hole claims it, with
/// `[claimed]` keys given by `limits`.
fn claiming(seeds: &str, limits: &str) -> String {
    game(
        seeds,
        "",
        &format!(
            r#"[[landing]]
name = "make-three"
when = {{ hole = "opponent", count = 3, claimed = "no" }}
claim = true
[claimed]
{limits}"#
        ),
    )
}

#[test]
fn a_claim_may_be_limited_to_one_each() {
    // f1's seed makes f2 three: South claims it. North's d2 sows c2. South's
    // e1 sows f1, f2 and e2, making e2 three: with one claim each, South
    // may not claim it.
    let seeds = "[[0, 0, 0, 0, 3, 1], [0, 0, 0, 1, 2, 2]]";
    let snaps = play(
        "claims-each",
        &claiming(seeds, "each_at_most = 1"),
        "f1 d2 e1",
    );
    assert_eq!(snaps[3]["claimed"], serde_json::json!({"f2": "south"}));
    let snaps = play("claims-each-free", &claiming(seeds, ""), "f1 d2 e1");
    assert_eq!(
        snaps[3]["claimed"],
        serde_json::json!({"f2": "south", "e2": "south"})
    );
}

#[test]
fn a_claim_may_not_mirror_the_opponents() {
    // South's f1 makes f2 three: claimed. North's a2 makes a1 three, but a1
    // mirrors f2 (the board turned half round), so North may not claim it.
    let seeds = "[[2, 2, 0, 0, 0, 1], [1, 0, 0, 0, 2, 2]]";
    let snaps = play(
        "claims-mirror",
        &claiming(seeds, "no_mirror = true"),
        "f1 a2",
    );
    assert_eq!(snaps[2]["claimed"], serde_json::json!({"f2": "south"}));
    let snaps = play("claims-mirror-free", &claiming(seeds, ""), "f1 a2");
    assert_eq!(
        snaps[2]["claimed"],
        serde_json::json!({"f2": "south", "a1": "north"})
    );
}

#[test]
fn the_duty_to_feed_can_lapse_when_no_move_can_feed() {
    // North has no seeds and South's single seed cannot reach them.
    let text = |feed: &str| {
        game(
            "[[1, 0, 0, 0, 0, 0], 0]",
            "",
            &format!("[moves]\nmust_feed = {feed}"),
        )
        .replace(r#"when = ["row-empty"]"#, "when = []")
    };
    // With `true`, South has no legal move, and the game ends.
    let snaps = play("feed-always", &text("true"), "");
    assert_eq!(snaps[0]["result"]["reason"], "no-move", "{}", snaps[0]);
    // With "if-possible", any move is legal then: a1 sows b1.
    let snaps = play("feed-if-possible", &text(r#""if-possible""#), "a1");
    holds(&snaps[1], &[("a1", 0), ("b1", 1)]);
}

#[test]
fn a_count_can_be_any_even_number() {
    let text = |north_f2: u32| {
        game(
            &format!("[[0, 0, 0, 0, 0, 1], [1, 1, 1, 1, 1, {north_f2}]]"),
            "",
            r#"[[landing]]
name = "evens"
when = { hole = "opponent", count = "even" }
capture = ["last"]"#,
        )
    };
    // f1's seed makes f2 two: even, taken.
    let snaps = play("count-even", &text(1), "f1");
    assert_eq!(snaps[1]["stores"]["south"], 2);
    // With three in f2 it makes four: taken too; with two, three: not.
    let snaps = play("count-even-4", &text(3), "f1");
    assert_eq!(snaps[1]["stores"]["south"], 4);
    let snaps = play("count-odd", &text(2), "f1");
    assert_eq!(snaps[1]["stores"]["south"], 0);
    holds(&snaps[1], &[("f2", 3)]);
}

#[test]
fn a_position_that_comes_back_through_a_pass_is_a_repetition() {
    let text = game(
        "[[0, 0, 0, 0, 0, 1], 0]",
        "",
        "[moves]\nno_move = \"pass\"\n",
    )
    .replace(r#"when = ["row-empty"]"#, r#"when = ["repetition"]"#);
    // One seed goes round: North moves it from f2 to a1 (South passing),
    // South from a1 to f1 (North passing). After e1's seed falls in f1 North
    // passes, and South is to move with the seed in f1: the start again.
    let moves = "f1 f2 e2 d2 c2 b2 a2 a1 b1 c1 d1 e1";
    let snaps = play("repetition-through-a-pass", &text, moves);
    let last = snaps.last().expect("a position");
    assert_eq!(last["ply"], 12);
    assert_eq!(last["passed"], "north");
    holds(last, &[("f1", 1)]);
    assert_eq!(last["to_move"], Value::Null);
    assert_eq!(last["result"]["reason"], "repetition", "{last}");
}

#[test]
fn a_relay_rule_says_which_hole_it_lifts() {
    // `then = "relay"` was told as "lift the landing hole" even where
    // `relay_from = "next"` lifts the hole after it (#40, item 21).
    let text = relay_next("4").replace(
        "[[landing]]",
        "[[landing]]\nname = \"four-relays\"\nwhen = { count = 4 }\nthen = \"relay\"\n\n[[landing]]",
    );
    let words = crate::ide::hover(&text, "then = \"relay\"", 0);
    assert!(
        words.contains("the hole after the landing hole is lifted and sowing goes on"),
        "{words}"
    );
    assert!(
        !words.contains("then the landing hole is lifted"),
        "{words}"
    );
}
