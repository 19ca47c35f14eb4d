//! The end of a game when one player's holes of a region are all empty
//! (`{ region_empty = "inner" }`): that player loses, whatever the seeds
//! say. Worked by hand through `sow play` on four rows of three.

use serde_json::{Value, json};

use crate::support::sow::play_json;
use crate::support::temp::TempDir;

/// Four rows of three: South owns rows 1–2, North rows 3–4, each sowing
/// round their own two rows. South's c1 holds 2, so `c1` sows c2 and then
/// b2, an empty inner hole across from North's b3, which is taken.
fn game(seeds: &str) -> String {
    format!(
        "[game]\nname = \"Clear the inner row\"\n[board]\nrows = 4\ncolumns = 3\n\
         seeds = {seeds}\n\
         [players.south]\nrows = [1, 2]\n[players.north]\nrows = [3, 4]\n\
         [regions.inner]\nsouth = [\"a2-c2\"]\nnorth = [\"a3-c3\"]\n\
         [sowing]\ntrack = {{ south = [\"a1-c1\", \"c2-a2\"], north = [\"a3-c3\", \"c4-a4\"] }}\n\
         [[landing]]\nname = \"across\"\n\
         when = {{ hole = \"inner\", was_empty = true, opposite = {{ min = 1 }} }}\n\
         capture = [\"opposite\"]\n\
         [end]\nwhen = [{{ region_empty = \"inner\" }}]\nremaining = \"owner\"\n"
    )
}

fn after_c1(name: &str, text: &str) -> Value {
    let dir = TempDir::new(&format!("region-end-{name}"));
    let played = play_json(&dir.write(name, text), "c1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    played.snaps[1].clone()
}

#[test]
fn clearing_the_opponents_inner_row_wins_though_they_hold_more_seeds() {
    // b3's 2 are taken: North's inner row is empty, and North loses with
    // 6 seeds in their outer row against South's 5 (3 on the board, 2 taken).
    let after = after_c1(
        "cleared.sow.toml",
        &game("{ default = 0, c1 = 2, a2 = 1, b3 = 2, a4 = 6 }"),
    );
    assert_eq!(after["captured"], 2);
    assert_eq!(after["result"]["reason"], "region-empty", "{after}");
    assert_eq!(after["result"]["winner"], "south", "{after}");
    assert_eq!(after["result"]["scores"], json!([5, 6]), "{after}");
}

#[test]
fn the_game_goes_on_while_each_inner_row_holds_seeds() {
    // a3 keeps a seed in North's inner row after b3 is taken.
    let after = after_c1(
        "going.sow.toml",
        &game("{ default = 0, c1 = 2, a2 = 1, a3 = 1, b3 = 2, a4 = 6 }"),
    );
    assert_eq!(after["captured"], 2);
    assert_eq!(after["result"], Value::Null, "{after}");
}

#[test]
fn with_emptied_wins_the_player_who_empties_their_holes_wins() {
    // A race to empty (`emptied = "wins"`), on two rows of three with
    // stores, sowing into the mover's own store: South's c1 (1) goes into
    // South's store, and South's row is empty: South wins, though North
    // holds more.
    let text = "[game]\nname = \"Race to empty\"\n[board]\nrows = 2\ncolumns = 3\n\
        seeds = { default = 0, c1 = 1, a2 = 4 }\nstores = true\n\
        [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
        [sowing]\ndirection = \"anticlockwise\"\nstores = \"own\"\n\
        [end]\nwhen = [{ region_empty = \"own\", emptied = \"wins\" }]\nremaining = \"owner\"\n";
    let after = after_c1("race.sow.toml", text);
    assert_eq!(after["result"]["reason"], "region-empty", "{after}");
    assert_eq!(after["result"]["winner"], "south", "{after}");
    assert_eq!(after["result"]["scores"], json!([1, 4]), "{after}");
    // The same race lost by the one who empties, as by default.
    let losing = text.replace(", emptied = \"wins\"", "");
    let after = after_c1("race-lost.sow.toml", &losing);
    assert_eq!(after["result"]["winner"], "north", "{after}");
}

#[test]
fn a_store_named_in_a_region_is_said_to_be_a_store() {
    // #40, item 23: a store in a region's list was read as a range and
    // reported as "`south` is not a hole".
    let text = include_str!("support/two-rows.sow.toml").replace(
        "[players.north]",
        "[regions.inner]\nsouth = [\"a1\", \"south-store\"]\nnorth = [\"a2\"]\n\n[players.north]",
    );
    let found =
        crate::support::sow::check_text_json("store-in-region.sow.toml", &text, &["--no-play"]);
    let b002 = found.iter().find(|d| d["code"] == "B002").unwrap();
    assert_eq!(
        b002["message"],
        "`south-store` is a store, not a hole: only holes are named here"
    );
}
