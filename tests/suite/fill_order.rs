//! `[match] fill_order`: the order in which each player fills their own
//! holes at a recount, so which they keep when they fill fewer than they
//! own. Hufesay's golden round, recounted without lots: 26 to 22 fills six
//! holes and five, two seeds left to each, and one of North's holes goes
//! out of play for the round.

use crate::support::sow::play_json;
use crate::support::temp::TempDir;

/// The owners and the holes out of play once the golden round of Hufesay
/// is recounted, with `fill_order` (a line of `[match]`, or nothing).
fn recounted(name: &str, fill_order: &str) -> (serde_json::Value, serde_json::Value) {
    let dir = env!("CARGO_MANIFEST_DIR");
    let example = std::fs::read_to_string(format!("{dir}/examples/hufesay.sow.toml")).unwrap();
    let text = example
        .replace(
            "remainder = { extra_hole_at = 3, tie = \"lots\" }",
            "remainder = { extra_hole_at = 3 }",
        )
        .replace("round_starter = ", &format!("{fill_order}round_starter = "));
    let moves = std::fs::read_to_string(format!("{dir}/tests/golden/hufesay.moves")).unwrap();
    let tmp = TempDir::new(&format!("fill-order-{name}"));
    let played = play_json(&tmp.write(name, &text), moves.trim());
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let last = played.snaps.last().unwrap();
    assert_eq!(last["round"], 2);
    assert_eq!(last["round_result"]["holes"], serde_json::json!([6, 5]));
    (last["owners"].clone(), last["out_of_play"].clone())
}

#[test]
fn the_fill_order_says_which_own_holes_a_player_keeps() {
    // Along North's track (the default), North fills f2 … b2 and a2 is
    // left out; filling from a2, North leaves f2 out instead.
    let (owners, out) = recounted("default.sow.toml", "");
    assert_eq!(out, serde_json::json!(["a2"]));
    assert_eq!(owners["f2"], "north");
    let (owners, out) = recounted(
        "from-a2.sow.toml",
        "fill_order = { south = [\"f1-a1\"], north = [\"a2-f2\"] }\n",
    );
    assert_eq!(out, serde_json::json!(["f2"]));
    assert_eq!(owners["a2"], "north");
    assert!(owners.get("f2").is_none());
}
