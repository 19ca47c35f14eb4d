//! Conditions on what a move does (`[[moves.require]]`): a move from a
//! single seed is legal only into an empty hole, and a player left with
//! no such move passes. Worked by hand on a 4×2 board where each player
//! sows round their own two rows (South a1 b1 b2 a2, North a3 b3 b4 a4).

use crate::support::sow::play_json;
use crate::support::temp::TempDir;

/// The 4×2 board with `seeds`, single seeds sown only into empty holes.
fn game(seeds: &str) -> String {
    format!(
        "[game]\nname = \"Singles\"\n[board]\nrows = 4\ncolumns = 2\n\
         seeds = {{ default = 0, {seeds} }}\n\
         [players.south]\nrows = [1, 2]\n[players.north]\nrows = [3, 4]\n\
         [sowing]\ntrack = {{ south = [\"a1-b1\", \"b2-a2\"], north = [\"a3-b3\", \"b4-a4\"] }}\n\
         [moves]\nno_move = \"pass\"\n\
         [[moves.require]]\nname = \"single-seeds-into-empty\"\ncount = 1\nfirst_into = 0\n\
         [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n"
    )
}

#[test]
fn a_single_seed_is_sown_only_into_an_empty_hole() {
    let dir = TempDir::new("move-rules-singles");
    let file = dir.write(
        "singles.sow.toml",
        game("a1 = 1, b1 = 1, a3 = 1, a4 = 1, b4 = 1"),
    );
    // a1's seed would fall into b1, which holds one: not a move.
    let refused = play_json(&file, "a1");
    assert_ne!(refused.code, Some(0));
    assert!(
        refused.stderr.contains("legal moves: b1"),
        "{}",
        refused.stderr
    );
    // b1's falls into the empty b2.
    let played = play_json(&file, "b1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(played.snaps[1]["holes"]["b2"], 1);
}

#[test]
fn a_player_whose_every_seed_is_blocked_passes() {
    // Every hole of South's holds one seed: each would fall into an
    // occupied hole, so South passes, before North's move and after it.
    let dir = TempDir::new("move-rules-stuck");
    let file = dir.write(
        "stuck.sow.toml",
        game("a1 = 1, b1 = 1, a2 = 1, b2 = 1, a3 = 1, a4 = 1, b4 = 1"),
    );
    let played = play_json(&file, "a3");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(played.snaps[0]["to_move"], "north");
    assert_eq!(played.snaps[1]["passed"], "south");
    assert_eq!(played.snaps[1]["to_move"], "north");
}

#[test]
fn hover_tells_the_requirement_in_words() {
    let text = game("a1 = 1, b1 = 1, a3 = 1");
    let offset = text.find("first_into").unwrap();
    let analysis = sow::ide::Analysis::new(&text);
    let hover = sow::ide::hover::hover(&analysis, offset).unwrap();
    insta::assert_snapshot!("hover-requirement", hover.markdown);
}

/// Two rows of four, anticlockwise, stores off the path, one lap a move,
/// a last seed in an empty own hole taking the hole across, and the
/// requirements `require`.
fn outcome_game(seeds: &str, require: &str) -> String {
    format!(
        "[game]\nname = \"Outcomes\"\n[board]\nrows = 2\ncolumns = 4\n\
         seeds = {{ default = 0, {seeds} }}\nstores = true\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
         [sowing]\ndirection = \"anticlockwise\"\nstores = \"none\"\n\
         [[landing]]\nname = \"across\"\nwhen = {{ hole = \"own\", was_empty = true }}\n\
         capture = [\"opposite\"]\n{require}\
         [end]\nremaining = \"owner\"\n"
    )
}

const INTO_PLAY: &str = "[[moves.require]]\nname = \"into-play\"\n\
     any_of = [{ reaches = \"opponent\" }, { ends = { hole = \"own\", was_empty = true } }]\n";

#[test]
fn a_move_must_reach_the_opponent_or_end_in_an_empty_own_hole() {
    // a1's seed ends in the empty b1, South's own; d1's two reach a2 and
    // b2, North's; c1's seed ends in d1, occupied and South's, North's row
    // not reached: refused, and the refusal names the requirement.
    let dir = TempDir::new("require-into-play");
    let file = dir.write(
        "into-play.sow.toml",
        outcome_game("a1 = 1, c1 = 1, d1 = 2, a2 = 1", INTO_PLAY),
    );
    let refused = play_json(&file, "c1");
    assert_ne!(refused.code, Some(0));
    for said in ["the move requirement `into-play`", "legal moves: a1 d1"] {
        assert!(refused.stderr.contains(said), "{}", refused.stderr);
    }
    let played = play_json(&file, "a1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(played.snaps[1]["holes"]["b1"], 1);
}

const LEAVE_A_MOVE: &str = "[[moves.require]]\nname = \"leave-a-move\"\n\
                            opponent_can_move = true\nif_possible = true\n";

#[test]
fn a_move_must_leave_the_opponent_a_move_if_it_can() {
    let dir = TempDir::new("require-leave");
    // c1's seed falls into the empty d1 and takes d2, North's only seed:
    // refused while a1 and b1 leave North a move.
    let file = dir.write(
        "leave.sow.toml",
        outcome_game("a1 = 1, b1 = 3, c1 = 1, d2 = 1", LEAVE_A_MOVE),
    );
    let refused = play_json(&file, "c1");
    assert_ne!(refused.code, Some(0));
    assert!(
        refused.stderr.contains("legal moves: a1 b1"),
        "{}",
        refused.stderr
    );
    // With c1 South's only move, the duty lapses: it is played.
    let only = dir.write(
        "only.sow.toml",
        outcome_game("c1 = 1, d2 = 1", LEAVE_A_MOVE),
    );
    let played = play_json(&only, "c1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert_eq!(played.snaps[1]["stores"]["south"], 1);
    // Without `if_possible`, South has no legal move: the game is over.
    let hard = dir.write(
        "hard.sow.toml",
        outcome_game(
            "c1 = 1, d2 = 1",
            &LEAVE_A_MOVE.replace("if_possible = true\n", ""),
        ),
    );
    let over = play_json(&hard, "c1");
    assert_ne!(over.code, Some(0));
    assert!(over.stderr.contains("already over"), "{}", over.stderr);
}

#[test]
fn hover_tells_a_requirement_on_outcomes_in_words() {
    let text = outcome_game("a1 = 1", INTO_PLAY);
    let offset = text.find("any_of").unwrap();
    let analysis = sow::ide::Analysis::new(&text);
    let hover = sow::ide::hover::hover(&analysis, offset).unwrap();
    insta::assert_snapshot!("hover-requirement-outcomes", hover.markdown);
    let text = outcome_game("a1 = 1", LEAVE_A_MOVE);
    let offset = text.find("opponent_can_move").unwrap();
    let hover = sow::ide::hover::hover(&sow::ide::Analysis::new(&text), offset).unwrap();
    assert!(
        hover.markdown.contains("the opponent can move afterwards")
            && hover.markdown.contains("lapses"),
        "{}",
        hover.markdown
    );
}

/// A move must start from a hole that follows an empty one, the hole
/// before it along the track (`start_holes`).
const AFTER_AN_EMPTY_HOLE: &str = "[[moves.require]]\nname = \"after-an-empty-hole\"\n\
    start_holes = [{ at = \"before\", count = 0 }]\n";

#[test]
fn a_move_may_start_only_from_a_hole_that_follows_an_empty_one() {
    // Anticlockwise, a1's hole before is a2 (1 seed), b1's is a1 (1) and
    // d1's is c1 (empty): only d1 may be sown.
    let text = outcome_game("a1 = 1, b1 = 2, d1 = 1, a2 = 1", AFTER_AN_EMPTY_HOLE);
    let dir = TempDir::new("move-rules-start-holes");
    let file = dir.write("after-empty.sow.toml", &text);
    let refused = play_json(&file, "b1");
    assert_ne!(refused.code, Some(0));
    assert!(
        refused.stderr.contains("legal moves: d1"),
        "{}",
        refused.stderr
    );
    let played = play_json(&file, "d1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    // After d1 (into d2) North's a2 follows b2, empty: a2 is North's move.
    assert_eq!(played.snaps[1]["holes"]["d2"], 1);
}

#[test]
fn hover_tells_the_start_holes_in_words() {
    let text = outcome_game("a1 = 1, d1 = 1, a2 = 1", AFTER_AN_EMPTY_HOLE);
    let offset = text.find("start_holes").unwrap();
    let analysis = sow::ide::Analysis::new(&text);
    let hover = sow::ide::hover::hover(&analysis, offset).unwrap();
    assert!(
        hover
            .markdown
            .contains("the hole before the hole it starts from holds 0 seeds"),
        "{}",
        hover.markdown
    );
}

#[test]
fn a_start_hole_named_from_the_seed_before_is_refused() {
    let require = "[[moves.require]]\nname = \"odd\"\n\
        start_holes = [{ at = \"next of previous\", count = 0 }]\n";
    let text = outcome_game("a1 = 1, a2 = 1", require);
    let analysis = sow::ide::Analysis::new(&text);
    let r019: Vec<_> = analysis
        .checked()
        .diagnostics
        .iter()
        .filter(|d| d.code.id == "R019")
        .map(|d| d.message.clone())
        .collect();
    assert_eq!(r019.len(), 1, "{r019:?}");
    assert!(r019[0].contains("starting hole"), "{r019:?}");
}

/// A requirement on where a move's first lap ends (`ends = { …, lap =
/// "first" }`), not the whole relay sowing's: Gamacha's lap of nine from
/// j2 would end in a2, which holds one, and is refused, though its relay
/// would end in an empty hole; at ply 10 the same lap ends in an empty a2.
#[test]
fn a_requirement_may_judge_the_first_laps_end() {
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/gamacha.sow.toml");
    let refused = play_json(&file, "g1>g2 b2 i1 d2 k1 a2 l1 j2");
    assert_ne!(refused.code, Some(0));
    assert!(
        refused.stderr.contains(
            "ply 8: `j2` is not a legal move for north; it does not do what the move \
             requirement `into-play` asks"
        ),
        "{}",
        refused.stderr
    );
    let played = play_json(&file, "g1>g2 b2 i1 d2 k1 a2 l1 a2 k1 j2");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
}

/// A requirement that governs moves only while the opponent cannot move
/// (`opponent_stuck = true`): in English Wari, North's c2 at ply 12
/// leaves South only single counters, allowed because South could still
/// move before it; South then passes, and North's next move must give
/// South a move where one can.
#[test]
fn a_requirement_may_govern_only_while_the_opponent_is_stuck() {
    let file =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/english-wari.sow.toml");
    let played = play_json(&file, "a1>b1 b2>a2 b1 d2 c1 c2 d1 b2 f1 d2 e1 c2");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let last = played.snaps.last().unwrap();
    assert_eq!(last["passed"], "south", "{last}");
    assert_eq!(last["to_move"], "north");
}

#[test]
fn a_tier_may_prefer_the_fullest_holes() {
    // A tier of every own hole, the fullest first: of a1 (2), b1 (3) and
    // b2 (3), only b1 and b2 are moves; a2 (1) is not either.
    let text = game("a1 = 2, b1 = 3, b2 = 3, a2 = 1, a3 = 1").replace(
        "[[moves.require]]\nname = \"single-seeds-into-empty\"\ncount = 1\nfirst_into = 0\n",
        "[[moves.priority]]\nname = \"fullest-first\"\nhole = \"own\"\nprefer = \"most-seeds\"\n",
    );
    let dir = TempDir::new("move-rules-most");
    let file = dir.write("most.sow.toml", text);
    let refused = play_json(&file, "a1");
    assert_ne!(refused.code, Some(0));
    assert!(
        refused.stderr.contains("legal moves: b1 b2"),
        "{}",
        refused.stderr
    );
    let played = play_json(&file, "b2");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
}
