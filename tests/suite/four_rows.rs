//! Captures of the opponent's column on four rows: the opposite hole (the
//! opponent's inner hole) and the one behind it (`behind-opposite`, their
//! outer hole), with a condition on either. Worked by hand on a 4×3 board
//! where each player sows round their own two rows.

use serde_json::Value;

use crate::support::sow::play_json;
use crate::support::temp::TempDir;

/// Four rows of three: South owns rows 1–2, North rows 3–4. South's c1
/// holds 2, so `c1` sows c2 and then b2, an empty inner hole across from
/// North's b3 (`b3` seeds) and b4 (`b4` seeds).
fn game(b3: u16, b4: u16, rule: &str) -> String {
    format!(
        "[game]\nname = \"Columns\"\n[board]\nrows = 4\ncolumns = 3\n\
         seeds = {{ default = 0, c1 = 2, b3 = {b3}, b4 = {b4}, a4 = 4 }}\n\
         [players.south]\nrows = [1, 2]\n[players.north]\nrows = [3, 4]\n\
         [regions.inner]\nsouth = [\"a2-c2\"]\nnorth = [\"a3-c3\"]\n\
         [sowing]\ntrack = {{ south = [\"a1-c1\", \"c2-a2\"], north = [\"a3-c3\", \"c4-a4\"] }}\n\
         [[landing]]\nname = \"column\"\n{rule}\n\
         [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n"
    )
}

/// Tsoro's rule: the inner hole must hold seeds; the outer goes with it.
const INNER_FIRST: &str = "when = { hole = \"inner\", was_empty = true, opposite = { min = 1 } }\n\
     capture = [\"opposite\", \"behind-opposite\"]";

/// Omweso's condition: both holes of the column must hold seeds.
const BOTH_HELD: &str = "when = { hole = \"inner\", opposite = { min = 1 }, behind_opposite = { min = 1 } }\n\
     capture = [\"opposite\", \"behind-opposite\"]";

/// `sow play --format json` of `c1` in `text`: the position after it.
fn after_c1(name: &str, text: &str) -> Value {
    let dir = TempDir::new(&format!("four-rows-{name}"));
    let played = play_json(&dir.write(name, text), "c1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    played.snaps[1].clone()
}

fn holes(after: &Value, expected: &[(&str, u16)]) {
    for (hole, n) in expected {
        assert_eq!(after["holes"][hole], *n, "{hole}");
    }
}

#[test]
fn the_inner_and_the_outer_hole_of_the_column_are_taken() {
    let after = after_c1("both.sow.toml", &game(2, 3, INNER_FIRST));
    assert_eq!(after["captured"], 5);
    assert_eq!(after["fired"], serde_json::json!(["column"]));
    holes(
        &after,
        &[("b2", 1), ("c2", 1), ("b3", 0), ("b4", 0), ("a4", 4)],
    );
}

#[test]
fn the_outer_hole_is_taken_only_after_the_inner() {
    // An empty inner hole across: nothing is taken, the outer stays.
    let after = after_c1("outer-kept.sow.toml", &game(0, 3, INNER_FIRST));
    assert_eq!(after["captured"], 0);
    holes(&after, &[("b2", 1), ("b4", 3)]);
    // An empty outer hole: the inner alone is taken.
    let after = after_c1("inner-alone.sow.toml", &game(2, 0, INNER_FIRST));
    assert_eq!(after["captured"], 2);
    holes(&after, &[("b3", 0)]);
}

#[test]
fn a_condition_on_the_hole_behind_the_opposite_one() {
    // Both held: both taken.
    let after = after_c1("omweso.sow.toml", &game(2, 3, BOTH_HELD));
    assert_eq!(after["captured"], 5);
    // The outer empty: the rule does not fire, the inner stays.
    let after = after_c1("omweso-outer-empty.sow.toml", &game(2, 0, BOTH_HELD));
    assert_eq!(after["captured"], 0);
    holes(&after, &[("b3", 2)]);
}

#[test]
fn hover_tells_the_column_capture_in_words() {
    let text = game(2, 3, INNER_FIRST);
    let offset = text.find("\"behind-opposite\"").unwrap() + 1;
    let analysis = sow::ide::Analysis::new(&text);
    let hover = sow::ide::hover::hover(&analysis, offset).unwrap();
    insta::assert_snapshot!("hover-behind-opposite", hover.markdown);
}
