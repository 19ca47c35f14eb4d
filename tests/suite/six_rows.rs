//! Boards of five and six rows: each player owns the rows on their side
//! (on five, the middle row is a row of its own), holes face each other
//! by column (`opposite`: row r faces row N + 1 − r), and the holes of
//! the other side in a hole's column are named by walking `behind` from
//! the opposite one. Worked by hand on a 6×3 board where each player sows
//! a serpentine through their three rows.

use serde_json::{Value, json};

use crate::support::sow::{play_json, static_codes};
use crate::support::temp::TempDir;

/// Six rows of three: South owns rows 1–3, North rows 4–6. South's track
/// runs a1 b1 c1, c2 b2 a2, a3 b3 c3, so `c1`'s five seeds fall into c2,
/// b2, a2, a3 and b3; b3 was empty, and the rule takes from North's b
/// column as `capture` says.
fn game(rule: &str) -> String {
    format!(
        "[game]\nname = \"Six rows\"\n[board]\nrows = 6\ncolumns = 3\n\
         seeds = {{ default = 1, c1 = 5, b3 = 0, b4 = 2, b5 = 3, b6 = 4 }}\n\
         [players.south]\nrows = [1, 2, 3]\n[players.north]\nrows = [4, 5, 6]\n\
         [sowing]\ntrack = {{ south = [\"a1-c1\", \"c2-a2\", \"a3-c3\"], \
         north = [\"c6-a6\", \"a5-c5\", \"c4-a4\"] }}\n\
         [[landing]]\nname = \"column\"\nwhen = {{ was_empty = true }}\n{rule}\n\
         [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n"
    )
}

/// `sow play --format json` of `mv` in `text`: the position after it.
fn after(name: &str, text: &str, mv: &str) -> Value {
    let dir = TempDir::new(&format!("six-rows-{name}"));
    let played = play_json(&dir.write(name, text), mv);
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    played.snaps[1].clone()
}

fn after_c1(name: &str, text: &str) -> Value {
    after(name, text, "c1")
}

#[test]
fn the_three_holes_across_a_hole_next_to_the_middle() {
    // b3's column on North's side: b4 (opposite), b5 (behind it), b6
    // (behind that): 2 + 3 + 4 taken, and the last seed with them.
    let snap = after_c1(
        "column.sow.toml",
        &game(
            "capture = [\"last\", \"opposite\", \"behind opposite\", \"behind behind opposite\"]",
        ),
    );
    assert_eq!(snap["holes"]["b3"], 0);
    for hole in ["b4", "b5", "b6"] {
        assert_eq!(snap["holes"][hole], 0, "{hole}");
    }
    assert_eq!(snap["captured"], 10);
    assert_eq!(snap["owners"]["c3"], "south");
    assert_eq!(snap["owners"]["a4"], "north");
}

#[test]
fn the_facing_hole_or_the_one_behind_it() {
    // `opposite or behind opposite`: b4 holds seeds, so b4 alone.
    let snap = after_c1(
        "facing.sow.toml",
        &game("capture = [\"opposite or behind opposite\"]"),
    );
    assert_eq!(snap["captured"], 2);
    assert_eq!(
        (snap["holes"]["b4"].clone(), snap["holes"]["b5"].clone()),
        (json!(0), json!(3))
    );
    // With b4 empty, the one behind it, b5.
    let text = game("capture = [\"opposite or behind opposite\"]").replace("b4 = 2", "b4 = 0");
    let snap = after_c1("behind.sow.toml", &text);
    assert_eq!(snap["captured"], 3);
    assert_eq!(
        (snap["holes"]["b5"].clone(), snap["holes"]["b6"].clone()),
        (json!(0), json!(4))
    );
}

#[test]
fn an_outer_hole_faces_the_other_outer_row() {
    // On six rows row 1 faces row 6, row 2 row 5.
    let text =
        game("capture = [\"opposite\"]").replace("{ was_empty = true }", "{ hole = \"own\" }");
    // a1's one seed falls into b1, which faces b6 (4).
    let snap = after("outer.sow.toml", &text, "a1");
    assert_eq!(snap["captured"], 4);
    assert_eq!(snap["holes"]["b6"], 0);
    // c1's two seeds: c2, b2 (b2 held 1): b2 faces b5 (3).
    let snap = after_c1("row-two.sow.toml", &text.replace("c1 = 5", "c1 = 2"));
    assert_eq!(snap["captured"], 3);
    assert_eq!(snap["holes"]["b5"], 0);
    // Behind the hole a row-two hole faces lies the outer row: c1's one
    // seed falls into c2, which faces c5, behind which is c6 (1).
    let text = game("capture = [\"behind opposite\"]")
        .replace("c1 = 5", "c1 = 1")
        .replace("{ was_empty = true }", "{ hole = \"own\" }");
    let snap = after_c1("behind-row-two.sow.toml", &text);
    assert_eq!(snap["captured"], 1);
    assert_eq!(snap["holes"]["c6"], 0);
    assert_eq!(snap["holes"]["c5"], 1);
}

#[test]
fn five_rows_have_a_middle_row_and_seven_are_too_many() {
    // Five rows: South row 1, North row 5, a middle row 3 nobody sows
    // through (declared off the track), rows 2 and 4 the players' too.
    let five = "[game]\nname = \"Five rows\"\n[board]\nrows = 5\ncolumns = 3\nseeds = 2\n\
                off_track = [\"a3-c3\"]\n\
                [players.south]\nrows = [1, 2]\n[players.north]\nrows = [4, 5]\n\
                [players]\nneutral = [\"a3-c3\"]\n\
                [sowing]\ntrack = { south = [\"a1-c1\", \"c2-a2\"], north = [\"c5-a5\", \"a4-c4\"] }\n\
                [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n";
    let codes = static_codes("five.sow.toml", five);
    assert!(codes.is_empty(), "{codes:?}");
    let seven = five.replace("rows = 5", "rows = 7");
    assert_eq!(static_codes("seven.sow.toml", &seven), ["B001"]);
}
