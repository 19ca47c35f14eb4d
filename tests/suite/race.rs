//! A race from set holes (`[opening] from`): each player's opening sowing
//! is forced to their hole, and the relays are raced lap by lap. Worked by
//! hand on Gabata's board: two rows of six, three seeds each, relay sowing.

use sow::ide::{self, Analysis};

use crate::support::sow::{Played, play_json, two_rows_of_six};
use crate::support::temp::TempDir;

/// Two rows of six with three seeds a hole, relay sowing, and `opening`
/// as its `[opening]` table.
fn game(opening: &str) -> String {
    format!(
        "[game]\nname = \"Race\"\n[board]\nrows = 2\ncolumns = 6\nseeds = 3\nstores = false\n\
         [players.south]\nrows = [1]\n[players.north]\nrows = [2]\n\
         [sowing]\ndirection = \"anticlockwise\"\nlaps = \"relay\"\nendless = \"end-turn\"\n\
         [end]\nwhen = [\"row-empty\"]\nremaining = \"owner\"\n\
         [opening]\n{opening}"
    )
}

const RACE: &str = "kind = \"simultaneous\"\nfrom = { south = \"f1\", north = \"a2\" }\n";

fn play(name: &str, text: &str, moves: &str) -> Played {
    let dir = TempDir::new(&format!("race-{name}"));
    play_json(&dir.write(name, text), moves)
}

#[test]
fn each_player_must_race_from_their_hole() {
    let played = play("not-a1.sow.toml", &game(RACE), "a1");
    assert_ne!(played.code, Some(0));
    assert!(
        played.stderr.contains("legal moves: f1"),
        "{}",
        played.stderr
    );
    let north = play("not-b2.sow.toml", &game(RACE), "f1 b2");
    assert!(north.stderr.contains("legal moves: a2"), "{}", north.stderr);
}

#[test]
fn the_relays_race_lap_by_lap_and_a_relay_whose_hole_was_lifted_has_ended() {
    // South's f1 sows f2 e2 d2 (4): South's relay waits at d2. North's a2
    // sows a1 b1 c1 (4), and the laps go in turn, South first: d2→a1 (5),
    // c1→f2 (5), a1→f1 (2), f2→a2 (2), f1→e2 (6), a2→b1 (6), e2→b1 (7):
    // South's lap ends where North's relay waits. North lifts b1's seven
    // (c1…d2, d2 3): South's relay, come to lift b1, finds it empty, so
    // South's relay has ended in an empty hole first: South wins the race
    // and makes the first ordinary move. Nothing is captured.
    let played = play("race.sow.toml", &game(RACE), "f1 a2");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let (start, first, second) = (&played.snaps[0], &played.snaps[1], &played.snaps[2]);
    assert_eq!(start["races_from"], "f1");
    assert_eq!(first["races_from"], "a2");
    assert_eq!(first["relay_waiting"], "d2");
    assert_eq!(second["laps"], 10);
    assert_eq!(
        two_rows_of_six(second),
        [2, 0, 2, 6, 6, 1, 1, 6, 6, 3, 1, 2]
    );
    assert_eq!(second["to_move"], "south");
    assert!(second.get("opening").is_none());
    assert!(second.get("races_from").is_none());
}

#[test]
fn a_player_whose_hole_is_empty_chooses() {
    let text = game(RACE).replace("seeds = 3", "seeds = { default = 3, f1 = 0 }");
    let played = play("empty.sow.toml", &text, "e1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    assert!(played.snaps[0].get("races_from").is_none());
}

#[test]
fn the_race_is_told_in_words_and_its_holes_completed() {
    let text = game(RACE);
    let offset = text.find("from =").unwrap();
    let hover = ide::hover::hover(&Analysis::new(&text), offset).unwrap();
    insta::assert_snapshot!("hover-race", hover.markdown);
    let case = game("kind = \"simultaneous\"\nfrom = { south = \"\" }\n");
    let at = case.find("south = \"").unwrap() + "south = \"".len();
    let items = ide::completion::complete(&Analysis::new(&case), at);
    let labels: Vec<&str> = items.iter().map(|c| c.label.as_str()).collect();
    assert!(labels.contains(&"f1"), "{labels:?}");
}

#[test]
fn sow_play_says_who_races_from_where() {
    let dir = TempDir::new("race-human");
    let file = dir.write("race.sow.toml", game(RACE));
    let out = crate::support::sow::sow(&["play", file.to_str().unwrap(), "--moves", "f1"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("opening race: south races from f1"),
        "{stdout}"
    );
    assert!(
        stdout.contains("opening race: south's relay goes on from d2; north races from a2"),
        "{stdout}"
    );
}

#[test]
fn with_either_way_the_race_ply_carries_its_way_as_readme_says() {
    // #40, item 23: README gave a race's ply as a bare hole, which a file
    // with `way = "either"` refuses: there every move carries its way.
    let either = game(RACE).replace("laps = \"relay\"", "laps = \"relay\"\nway = \"either\"");
    let bare = play("either-bare.sow.toml", &either, "f1");
    assert!(
        bare.stderr.contains("`f1` needs a way") && bare.stderr.contains("legal moves: f1+"),
        "{}",
        bare.stderr
    );
    let way = play("either-way.sow.toml", &either, "f1+ a2+");
    assert_eq!(way.code, Some(0), "{}", way.stderr);
    let readme = include_str!("../../README.md");
    assert!(readme.contains("`f1+`, `a2+` with `[sowing] way = \"either\"`"));
}
