//! Holes that belong to nobody (`[players] neutral`), pieces worth more
//! than one seed (`[pieces]`), the end when they are all captured
//! (`pieces-captured`) and the refill of an empty row from the store
//! (`no_move = "refill-from-store"`), through `sow play --format json` on
//! small boards. Every position was worked out by hand, in the comments.

use serde_json::Value;

use crate::ide::hover;
use crate::support::sow::{play_json, sow};
use crate::support::temp::TempDir;

/// Two rows of four sown anticlockwise (a1 b1 c1 d1 d2 c2 b2 a2): South
/// owns a1-c1, North b2-d2, and the end holes d1 and a2 belong to nobody,
/// each with a piece worth 5. Relays go on from the hole after the last;
/// a last seed before an empty hole takes the one after it, and the
/// alternating chain beyond. `moves` is what `[moves]` says.
fn game(moves: &str) -> String {
    format!(
        r#"[game]
name = "Ends"
[board]
rows = 2
columns = 4
seeds = {{ default = 2, d1 = 0, a2 = 0 }}
[players]
neutral = ["d1", "a2"]
[players.south]
holes = ["a1-c1"]
[players.north]
holes = ["b2-d2"]
[pieces.big]
worth = 5
holes = ["d1", "a2"]
{RULES}[moves]
{moves}
[end]
when = ["pieces-captured"]
remaining = "owner"
"#
    )
}

/// Relays from the hole after the last; a last seed before an empty hole
/// takes the one after it, and the alternating chain beyond.
const RULES: &str = r#"[sowing]
direction = "anticlockwise"
laps = "relay"
relay_from = "next"
endless = "end-turn"
[[landing]]
name = "beyond-the-empty"
when = { next = 0 }
capture = ["after-next"]
chain = "alternating"
"#;

const REFILL: &str = "no_move = \"refill-from-store\"";

fn play(name: &str, text: &str, moves: &str) -> Vec<Value> {
    let dir = TempDir::new(&format!("pieces-{name}"));
    let played = play_json(&dir.write(&format!("{name}.sow.toml"), text), moves);
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    played.snaps
}

fn holds(snap: &Value, want: &[(&str, u64)]) {
    for (hole, n) in want {
        assert_eq!(snap["holes"][hole], *n, "{hole} in {snap}");
    }
}

#[test]
fn a_neutral_hole_is_sown_into_but_never_lifted() {
    // c1 lifts 2: d1 6 (the piece's 5 and a seed), d2 3. The next hole, c2,
    // holds 2: lifted, b2 3, a2 6. Next is a1 (2): lifted, b1 3, c1 1. The
    // next hole is d1, neutral: no relay lifts it, and the turn ends.
    let snaps = play("sown-into", &game(REFILL), "c1");
    holds(
        &snaps[1],
        &[
            ("a1", 0),
            ("b1", 3),
            ("c1", 1),
            ("d1", 6),
            ("d2", 3),
            ("c2", 0),
            ("b2", 3),
            ("a2", 6),
        ],
    );
    assert_eq!(snaps[1]["laps"], 3);
}

#[test]
fn no_move_starts_from_a_neutral_hole_even_from_any_hole() {
    let dir = TempDir::new("pieces-no-start");
    let file = dir.write("any.sow.toml", game("from = \"any\""));
    let out = sow(&["play", &file.to_string_lossy(), "--moves", "d1"]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("`d1` is not a legal move"), "{stderr}");
    // North's hole b2 is a legal start for South with `any`.
    let snaps = play("any-ok", &game("from = \"any\""), "b2");
    assert_eq!(snaps[1]["player"], "south");
}

#[test]
fn a_piece_is_captured_with_its_hole_and_counts_at_its_worth() {
    // 1 c1 as above. 2 d2 (3): c2 1, b2 4, a2 7; next a1 is empty: b1 (3)
    // is taken; beyond it c1 holds 1, so no chain. 3 c1 (1): d1 7; next d2
    // is empty: c2 (1) is taken; b2 holds 4. 4 b2 (4): a2 8, a1 1, b1 1,
    // c1 1; next d1 is neutral: the turn ends.
    let snaps = play("captured", &game(REFILL), "c1 d2 c1 b2");
    assert_eq!(snaps[2]["stores"]["north"], 3);
    assert_eq!(snaps[3]["stores"]["south"], 1);
    holds(
        &snaps[4],
        &[("a1", 1), ("b1", 1), ("c1", 1), ("d1", 7), ("a2", 8)],
    );
    // 5 a1 (1): b1 2; next c1 (1) is lifted: d1 8; next d2 is empty and so
    // is c2 after it: nothing is taken. North's holes are all empty, so
    // North puts one seed from the store into each: 3 seeds, 3 holes.
    let snaps = play("refill", &game(REFILL), "c1 d2 c1 b2 a1");
    holds(
        &snaps[5],
        &[("b1", 2), ("d1", 8), ("b2", 1), ("c2", 1), ("d2", 1)],
    );
    assert_eq!(snaps[5]["stores"]["north"], 0);
    assert_eq!(snaps[5]["to_move"], "north");
    // The refill is said (#40, item 19): in JSON on the ply it follows,
    // and in words.
    assert_eq!(snaps[5]["refilled"], "north");
    assert!(snaps[4].get("refilled").is_none());
    let dir = TempDir::new("pieces-refill-text");
    let file = dir.write("refill.sow.toml", game(REFILL));
    let o = sow(&["play", file.to_str().unwrap(), "--moves", "c1 d2 c1 b2 a1"]);
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(
        text.contains(
            "ply 5: south plays a1 (2 laps; rules: beyond-the-empty; north has no move: a seed from their store into each of their holes)"
        ),
        "{text}"
    );
    // 6 d2 (1): c2 2; next b2 (1) is lifted: a2 9; next a1 is empty: b1 (2)
    // is taken, then the chain: c1 empty, d1 (8, the piece among them)
    // taken; d2 empty, c2 (2) taken; b2 empty, then a2, where the lap
    // ended, taken too (every occupied hole of the run: 9, the other piece
    // among them). North has 2 + 8 + 2 + 9 = 21, each piece at 5.
    let snaps = play("chain", &game(REFILL), "c1 d2 c1 b2 a1 d2");
    holds(&snaps[6], &[("d1", 0), ("c2", 0), ("a2", 0)]);
    assert_eq!(snaps[6]["stores"]["north"], 21);
    // No piece is left on the board: the game ends.
    let result = &snaps[6]["result"];
    assert_eq!(result["reason"], "pieces-captured", "{result}");
    assert_eq!(result["scores"], serde_json::json!([1, 21]));
}

#[test]
fn without_the_refill_an_empty_row_ends_the_game() {
    // As above up to ply 5, where North has no move and ends the game.
    let snaps = play("no-refill", &game(""), "c1 d2 c1 b2 a1");
    assert_eq!(snaps[5]["holes"]["d2"], 0);
    assert_eq!(snaps[5]["result"]["reason"], "no-move");
}

#[test]
fn the_game_ends_when_every_piece_is_captured() {
    // Two rows of two: a1 South's, b2 North's, b1 and a2 nobody's, with
    // one piece worth 2 in b1. a1 (1): b1 3; next b2 (1) is lifted: a2 1;
    // next a1 is empty: b1 (3, the piece among them) is taken, and beyond
    // the empty b2, a2 (1), where the lap ended. No piece is left in a
    // hole: the game ends.
    let text = format!(
        r#"[game]
name = "One piece"
[board]
rows = 2
columns = 2
seeds = {{ a1 = 1, b2 = 1 }}
[players]
neutral = ["b1", "a2"]
[players.south]
holes = ["a1"]
[players.north]
holes = ["b2"]
[pieces.big]
worth = 2
holes = ["b1"]
{RULES}[end]
when = ["pieces-captured"]
remaining = "owner"
"#
    );
    let snaps = play("all-captured", &text, "a1");
    holds(&snaps[1], &[("a1", 0), ("b1", 0), ("b2", 0), ("a2", 0)]);
    assert_eq!(snaps[1]["stores"]["south"], 4);
    let result = &snaps[1]["result"];
    assert_eq!(result["reason"], "pieces-captured", "{result}");
    assert_eq!(result["scores"], serde_json::json!([4, 0]));
}

#[test]
fn hover_tells_a_kind_of_piece_and_neutral_holes_in_words() {
    let text = game(REFILL);
    insta::assert_snapshot!("hover-piece", hover(&text, "worth = 5", 1));
    insta::assert_snapshot!("hover-neutral", hover(&text, "neutral", 1));
    insta::assert_snapshot!("hover-refill", hover(&text, "\"refill-from-store\"", 2));
}

#[test]
fn completion_offers_the_new_words() {
    use sow::ide::{self, Analysis};
    let labels = |case: &str| -> Vec<String> {
        let offset = case.find('|').unwrap();
        let text = case.replace('|', "");
        ide::completion::complete(&Analysis::new(text.as_str()), offset)
            .into_iter()
            .map(|c| c.label)
            .collect()
    };
    let no_move = labels("[moves]\nno_move = \"|\"\n");
    assert!(
        no_move.iter().any(|l| l == "refill-from-store"),
        "{no_move:?}"
    );
    let ends = labels("[end]\nwhen = [\"|\"]\n");
    assert!(ends.iter().any(|l| l == "pieces-captured"), "{ends:?}");
    let players = labels("[players]\n|\n");
    assert!(players.iter().any(|l| l == "neutral"), "{players:?}");
    let piece = labels("[pieces.big]\n|\n");
    assert!(piece.iter().any(|l| l == "worth"), "{piece:?}");
}

#[test]
fn a_piece_worth_one_seed_is_out_of_range() {
    let text = game(REFILL).replace("worth = 5", "worth = 1");
    let dir = TempDir::new("pieces-worth");
    let file = dir.write("worth.sow.toml", text);
    let out = sow(&["check", &file.to_string_lossy()]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("error[S006]: a piece worth 1 seeds"),
        "{stdout}"
    );
}

/// A match whose stone is taken in its first round: South's a1 lands in
/// the empty neutral b1 and takes it with b2 across, the stone (5) in it,
/// and South's row is empty: 6 to North's 4. At the recount the stone goes
/// back to b2 and only loose seeds are laid out, one a hole: South's one
/// fills a1 (c1 out of play), North's four fill a2 and c2 and leave two in
/// the store.
const STONE_MATCH: &str = r#"[game]
name = "A stone that survives the recount"

[board]
rows = 2
columns = 3
seeds = { default = 0, a1 = 1, a2 = 2, c2 = 2 }
stores = true

[players]
neutral = ["b1", "b2"]

[players.south]
holes = ["a1", "c1"]

[players.north]
holes = ["a2", "c2"]

[pieces.stone]
worth = 5
holes = ["b2"]

[sowing]
direction = "anticlockwise"

[[landing]]
name = "take-across"
when = { was_empty = true }
capture = ["last", "opposite"]

[end]
when = ["row-empty"]
remaining = "owner"

[match]
holes = "own"
refill = 1
"#;

#[test]
fn a_piece_goes_back_where_it_started_at_a_recount() {
    let snaps = play("stone-match.sow.toml", STONE_MATCH, "a1");
    let next = &snaps[1];
    assert_eq!(
        next["round_result"]["outcome"]["scores"],
        serde_json::json!([6, 4])
    );
    assert_eq!(next["round_end"]["stores"]["south"], 6);
    assert_eq!(next["round"], 2);
    holds(
        next,
        &[
            ("a1", 1),
            ("c1", 0),
            ("b1", 0),
            ("b2", 5),
            ("a2", 1),
            ("c2", 1),
        ],
    );
    assert_eq!(
        next["stores"],
        serde_json::json!({ "south": 0, "north": 2 })
    );
    assert_eq!(next["out_of_play"], serde_json::json!(["c1"]));
}
