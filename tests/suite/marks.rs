//! Marks on holes (`[marks.NAME]`): put on a hole by an event of a
//! player's ply, taken off by another, read by `blocks` and by the
//! `marked`/`unmarked` of a priority tier. Worked by hand on 2×4 boards,
//! through `sow play --format json`, which lists the marks.

use serde_json::{Value, json};

use crate::support::sow::play_text;

/// A 2×4 board (South `a1`–`d1`, North `a2`–`d2`, sown anticlockwise:
/// `a1 b1 c1 d1 d2 c2 b2 a2`, no stores on the path, no captures) with
/// `seeds` and the tables `extra`.
fn game(seeds: &str, extra: &str) -> String {
    format!(
        "[game]\nname = \"Marks\"\n[board]\nrows = 2\ncolumns = 4\nseeds = {seeds}\nstores = true\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
         [sowing]\ndirection = \"anticlockwise\"\nstores = \"none\"\n\
         [end]\nwhen = [\"one-cannot-move\"]\nremaining = \"owner\"\n{extra}"
    )
}

const RESTING: &str = "[marks.resting]\nset = \"move-start\"\nclear = \"sown-by-opponent\"\n\
                       blocks = \"marker\"\n";

/// South's `a1` and `d1` after: a1 (1: b1), North's d2 (1: c2), d1 (8:
/// round the board, its fifth seed into a1 and its last back into d1).
const RESTING_START: &str = "[[1, 0, 0, 8], [1, 1, 1, 1]]";

/// What `sow play` says on refusing the last of `moves`.
fn refusal(name: &str, text: &str, moves: &str) -> String {
    let played = play_text(name, name, text, moves);
    assert_ne!(played.code, Some(0), "the last of {moves} is legal");
    played.stderr
}

fn plays(name: &str, text: &str, moves: &str) -> Vec<Value> {
    let played = play_text(name, name, text, moves);
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    played.snaps
}

#[test]
fn a_resting_hole_waits_for_the_opponents_seed() {
    let text = game(RESTING_START, RESTING);
    let snaps = plays("resting.sow.toml", &text, "a1 d2 d1 d2");
    assert_eq!(snaps[1]["marks"], json!({"resting": {"a1": ["south"]}}));
    // d1's eight seeds go round: d2 c2 b2 a2 a1 b1 c1 d1. South's own
    // seed into a1 leaves South's mark there.
    assert_eq!(snaps[3]["holes"]["a1"], 1);
    assert_eq!(
        snaps[3]["marks"],
        json!({"resting": {"a1": ["south"], "d1": ["south"]}})
    );
    // North's d2 (one seed, into c2) passes a1 by: a1 may not be sown.
    let refused = play_text(
        "resting-refused.sow.toml",
        "resting-refused.sow.toml",
        &text,
        "a1 d2 d1 d2 a1",
    );
    assert_ne!(refused.code, Some(0));
    assert!(
        refused
            .stderr
            .contains("a1 carries the mark `resting`, which keeps south from moving from it"),
        "{}",
        refused.stderr
    );
    assert!(
        refused.stderr.contains("legal moves: b1 c1"),
        "{}",
        refused.stderr
    );
    // North's a2 (two seeds: a1, b1) sows into a1: South may sow it again.
    let snaps = plays("resting-freed.sow.toml", &text, "a1 d2 d1 a2 a1");
    assert_eq!(
        snaps[4]["marks"],
        json!({"resting": {"d1": ["south"], "a2": ["north"]}})
    );
    assert_eq!(snaps[5]["move"], "a1");
}

#[test]
fn each_players_mark_is_their_own() {
    // With `blocks = "everyone"` the mark still belongs to the player
    // whose move put it there.
    let everyone = RESTING.replace("\"marker\"", "\"everyone\"");
    let text = game("[[1, 0, 0, 8], [1, 1, 1, 1]]", &everyone);
    let snaps = plays("everyone.sow.toml", &text, "a1 d2");
    assert_eq!(
        snaps[2]["marks"],
        json!({"resting": {"a1": ["south"], "d2": ["north"]}})
    );
}

#[test]
fn each_hole_once_before_any_again() {
    // A mark that lasts the round, read by a tier: of the legal moves,
    // those from holes the mover has not yet sown from, while any is
    // legal.
    let tier = "[marks.sown]\nset = \"move-start\"\n\
                [[moves.priority]]\nname = \"each-hole-once\"\nunmarked = \"sown\"\n";
    let text = game("2", tier);
    // a1 (2: b1 3, c1 3); North's a2 (2: a1 1, b1 4): a1 holds a seed
    // again, but South has sown from it.
    let refused = refusal("once-refused.sow.toml", &text, "a1 a2 a1");
    assert!(
        refused.contains("the move restriction `each-hole-once` allows other moves only"),
        "{refused}"
    );
    let snaps = plays("once.sow.toml", &text, "a1 a2 b1");
    assert_eq!(
        snaps[3]["marks"],
        json!({"sown": {"a1": ["south"], "b1": ["south"], "a2": ["north"]}})
    );
    // The same tier in a phase of the first two turns only: then a1 may
    // be sown again.
    let phased = "[marks.sown]\nset = \"move-start\"\n\
                  [[phases]]\nname = \"each-once\"\nuntil = { turns = 1 }\n\
                  moves = { priority = [{ name = \"each-hole-once\", unmarked = \"sown\" }] }\n\
                  [[phases]]\nname = \"free\"\n";
    let text = game("2", phased);
    let snaps = plays("once-phased.sow.toml", &text, "a1 a2 a1");
    assert_eq!(snaps[3]["move"], "a1");
}

/// "A lone seed may not go straight back where the opponent's move of
/// the previous turn came from": the opponent's mark on the hole their
/// move started from (`clear = "next-turn"` keeps it for one turn),
/// read by a requirement's condition on the hole the move sows into
/// first.
const STRAIGHT_BACK: &str = "[marks.left-from]\nset = \"move-start\"\nclear = \"next-turn\"\n\
     [[moves.require]]\nname = \"lone-seed-not-straight-back\"\ncount = 1\n\
     start_holes = [{ at = \"next\", unmarked = { name = \"left-from\", by = \"opponent\" } }]\n";

#[test]
fn a_lone_seed_may_not_go_straight_back() {
    // Either way round (`a1+` along the path a1 b1 c1 d1 d2 c2 b2 a2,
    // `a1-` against it). South b1+ (one seed into c1); North a2+ (one
    // seed into a1): a1's lone seed may not go back into a2.
    let text = game("[[0, 1, 1, 1], [1, 1, 1, 1]]", STRAIGHT_BACK).replace(
        "stores = \"none\"\n",
        "stores = \"none\"\nway = \"either\"\n",
    );
    let refused = refusal("back-refused.sow.toml", &text, "b1+ a2+ a1-");
    assert!(refused.contains("lone-seed-not-straight-back"), "{refused}");
    // Along, away from a2, it may go.
    let snaps = plays("back-along.sow.toml", &text, "b1+ a2+ a1+");
    assert_eq!(snaps[3]["move"], "a1+");
    // A turn later the mark is gone: South c1+, North b2+ (into a2): a1's
    // lone seed may go into a2, where North's move of two turns ago
    // started. Each ply's mark stays one turn only.
    let snaps = plays("back-later.sow.toml", &text, "b1+ a2+ c1+ b2+ a1-");
    assert_eq!(snaps[3]["marks"], json!({"left-from": {"c1": ["south"]}}));
    assert_eq!(snaps[4]["marks"], json!({"left-from": {"b2": ["north"]}}));
    assert_eq!(snaps[5]["move"], "a1-");
}

#[test]
fn a_pass_is_a_turn_for_a_mark_that_lasts_one() {
    // South's left hole sows clockwise (into a2), North's left hole a2
    // anticlockwise (into a1); the right halves the other way. South a1-
    // sends its lone seed into a2: North's lone seed there may not go
    // straight back, so North, with no other seed, passes; the pass ends
    // the turn South's mark lasted, and after South's d1+ North's a2 may
    // go into a1.
    let text = game("[[1, 0, 0, 1], [0, 0, 0, 0]]", STRAIGHT_BACK)
        .replace(
            "stores = \"none\"\n",
            "stores = \"none\"\nway = \"either\"\nalong_from = \"right\"\n\
             against_from = \"left\"\n",
        )
        .replace("when = [\"one-cannot-move\"]", "when = []")
        .replace(
            "remaining = \"owner\"\n",
            "remaining = \"owner\"\n[moves]\nno_move = \"pass\"\n\
             [regions.left]\nsouth = [\"a1-b1\"]\nnorth = [\"d2-c2\"]\n\
             [regions.right]\nsouth = [\"c1-d1\"]\nnorth = [\"b2-a2\"]\n",
        );
    let snaps = plays("pass.sow.toml", &text, "a1- d1+ a2+");
    // North's only move is refused: North passes, and the pass takes
    // South's mark off a1.
    assert_eq!(snaps[1]["passed"], "north");
    assert_eq!(snaps[1]["to_move"], "south");
    assert_eq!(snaps[1]["marks"], Value::Null);
    assert_eq!(snaps[2]["marks"], json!({"left-from": {"d1": ["south"]}}));
    assert_eq!(snaps[3]["move"], "a2+");
    // Without d1's seed South cannot move after North's pass either, and
    // passes too: that pass ends another turn, and North, free now, moves
    // again. So does South after North's lone seed comes to a1: the game
    // goes on where neither could move in the position as it stood.
    let text = text.replace("[[1, 0, 0, 1],", "[[1, 0, 0, 0],");
    let snaps = plays("both-pass.sow.toml", &text, "a1- a2+ a1-");
    assert_eq!(snaps[1]["passed"], "north");
    assert_eq!(snaps[1]["to_move"], "north");
    assert_eq!(snaps[2]["passed"], "south");
    assert_eq!(snaps[2]["to_move"], "south");
    assert_eq!(snaps[3]["move"], "a1-");
    assert_eq!(snaps[3]["result"], Value::Null);
}

/// A mark landing rules put (`set = "rule"`, a rule's `mark`): the first
/// last seed in an opponent's hole only marks it; a later one there takes
/// a seed.
const VISITS: &str = "[marks.visited]\nset = \"rule\"\n\
    [[landing]]\nname = \"revisit\"\n\
    when = { hole = \"opponent\", holes = [{ at = \"last\", marked = \"visited\" }] }\ntake = 1\n\
    [[landing]]\nname = \"first-visit\"\nwhen = { hole = \"opponent\" }\nmark = \"visited\"\n";

#[test]
fn a_landing_rule_marks_the_hole_a_later_rule_reads() {
    // d1's seed falls into North's d2: marked, nothing taken. North's a2
    // into South's a1: North's mark. South c1 into d1, North d2 into c2;
    // then South's d1 into d2 again, which carries South's mark: taken.
    let text = game("[[0, 0, 1, 1], [1, 0, 0, 0]]", VISITS);
    let snaps = plays("rule-marks", &text, "d1 a2 c1 d2 d1");
    assert_eq!(snaps[1]["marks"], json!({"visited": {"d2": ["south"]}}));
    assert_eq!(snaps[1]["stores"]["south"], 0);
    assert_eq!(
        snaps[2]["marks"],
        json!({"visited": {"a1": ["north"], "d2": ["south"]}})
    );
    assert_eq!(snaps[5]["fired"], json!(["revisit"]));
    assert_eq!(snaps[5]["holes"]["d2"], 0);
    assert_eq!(snaps[5]["stores"]["south"], 1);
}

#[test]
fn a_mark_rules_put_must_be_declared_so_and_put() {
    use crate::support::sow::static_codes;
    // A rule's mark that is no table, one set by another event, and a
    // mark set by rules that none puts: R021 each.
    let none = game(
        "1",
        &VISITS.replace("[marks.visited]\nset = \"rule\"\n", ""),
    );
    assert!(static_codes("rule-mark-none", &none).contains(&"R021".to_string()));
    let other = game(
        "1",
        &VISITS.replace("set = \"rule\"", "set = \"move-start\""),
    );
    assert!(static_codes("rule-mark-other", &other).contains(&"R021".to_string()));
    let unput = game("1", &VISITS.replace("mark = \"visited\"\n", ""));
    assert!(static_codes("rule-mark-unput", &unput).contains(&"R021".to_string()));
    let fine = game("1", VISITS);
    assert!(!static_codes("rule-mark-fine", &fine).contains(&"R021".to_string()));
}
