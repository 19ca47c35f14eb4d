//! Each player's own way, chosen once by their own first move that may
//! choose (`other_way = "own"`): Namudilakunze's "on their second turn a
//! player may sow either way, and keeps that way for the rest of the
//! game". Worked by hand on two rows of three, two seeds a hole, the
//! track a1 b1 c1 c2 b2 a2 for both players.

use crate::support::sow::{counts_of, play_json, play_text, sow, static_codes};
use crate::support::temp::TempDir;

const GAME: &str = r#"
[game]
name = "Each their own way"
sources = ["A test of other_way = \"own\""]

[board]
rows = 2
columns = 3
seeds = 2
stores = false

[players.south]
rows = [1]

[players.north]
rows = [2]

[sowing]
direction = "anticlockwise"
way = "chosen-once"
other_way = "own"

[end]
when = ["row-empty"]
remaining = "owner"
"#;

const HOLES: [&str; 6] = ["a1", "b1", "c1", "a2", "b2", "c2"];

#[test]
fn each_players_first_move_chooses_the_way_they_keep() {
    // b1-: a1 3, a2 3. North's b2+ (along: a2, a1): a2 4, a1 4. South's
    // c1, against as chosen: b1 1, a1 5. North's c2, along: b2 1, a2 5.
    let played = play_text("way-own", "own.sow.toml", GAME, "b1- b2+ c1 c2");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let s = &played.snaps;
    assert_eq!(counts_of(&s[1], &HOLES), [3, 0, 2, 3, 2, 2]);
    assert_eq!(s[1]["ways"], serde_json::json!({ "south": "against" }));
    assert_eq!(counts_of(&s[2], &HOLES), [4, 0, 2, 4, 0, 2]);
    assert_eq!(
        s[2]["ways"],
        serde_json::json!({ "south": "against", "north": "along" })
    );
    assert_eq!(counts_of(&s[3], &HOLES), [5, 1, 0, 4, 0, 2]);
    assert_eq!(counts_of(&s[4], &HOLES), [5, 1, 0, 5, 1, 0]);
}

#[test]
fn a_player_writes_a_way_until_they_have_chosen_and_never_after() {
    let unchosen = play_text("way-own-unchosen", "own.sow.toml", GAME, "b1- b2");
    assert_ne!(unchosen.code, Some(0));
    assert!(
        unchosen.stderr.contains("`b2` needs a way"),
        "{}",
        unchosen.stderr
    );
    let chosen = play_text("way-own-chosen", "own.sow.toml", GAME, "b1- b2+ c1-");
    assert_ne!(chosen.code, Some(0));
    assert!(
        chosen
            .stderr
            .contains("south chose to sow against the track for the game; write `c1`"),
        "{}",
        chosen.stderr
    );
}

#[test]
fn a_turn_that_goes_on_before_the_other_has_chosen_keeps_the_movers_way() {
    // Stores on the track, a last seed in the mover's store moves again:
    // b1+ sows c1 and South's store; South then plays a1, along as chosen
    // (b1 1, c1 4), and North still chooses.
    let text = GAME
        .replace("stores = false", "stores = true")
        .replace(
            "direction = \"anticlockwise\"\n",
            "direction = \"anticlockwise\"\nstores = \"own\"\n",
        )
        .replace(
            "[end]",
            "[[landing]]\nname = \"again\"\nwhen = { hole = \"own-store\" }\nthen = \"move-again\"\n\n[end]",
        );
    let played = play_text("way-own-again", "again.sow.toml", &text, "b1+ a1 c2-");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let s = &played.snaps;
    assert_eq!(s[1]["stores"]["south"], 1);
    assert_eq!(counts_of(&s[2], &HOLES), [0, 1, 4, 2, 2, 2]);
    assert_eq!(
        s[3]["ways"],
        serde_json::json!({ "south": "along", "north": "against" })
    );
}

#[test]
fn a_first_turn_of_a_fixed_way_comes_before_the_choice() {
    // Each player's first turn sows against the track, in a phase whose
    // way is fixed; the next turn of each chooses. b1: a1 3, a2 3; b2:
    // c2 3, c1 3; c1+ (3): c2 4, b2 1, a2 4; c2- (4): c1 1, b1 1, a1 4,
    // a2 5; a1, along: b1 2, c1 2, c2 1, b2 2.
    let text = GAME.replace(
        "[end]",
        "[[phases]]\nname = \"first\"\nfor = \"each\"\nuntil = { turns = 1 }\n\
         sowing = { way = { odd = \"against\", even = \"against\" } }\n\n\
         [[phases]]\nname = \"main\"\nfor = \"each\"\n\n[end]",
    );
    let played = play_text("way-own-phase", "phase.sow.toml", &text, "b1 b2 c1+ c2- a1");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let s = &played.snaps;
    assert_eq!(counts_of(&s[2], &HOLES), [3, 0, 3, 3, 0, 3]);
    assert_eq!(counts_of(&s[4], &HOLES), [4, 1, 1, 5, 1, 0]);
    assert_eq!(counts_of(&s[5], &HOLES), [0, 2, 2, 5, 2, 1]);
}

#[test]
fn each_player_may_have_a_fixed_first_move_of_their_own_way() {
    // R008 is for a North whose way follows from South's choice.
    let fixed = GAME.replace(
        "[end]",
        "[moves]\nfirst = { of = \"each-player\", south = \"a1\", north = \"a2\", way = \"against\" }\n\n[end]",
    );
    assert!(static_codes("way-own-fixed", &fixed).is_empty());
    let opposite = fixed.replace("other_way = \"own\"\n", "");
    assert_eq!(static_codes("way-opposite-fixed", &opposite), ["R008"]);
}

/// A defect found by Namudilakunze's example: once both players had
/// chosen, a player's legal moves offered both ways again, so random
/// play sowed a move the other way from its mover's choice (and from
/// what the move's name says). A random game, replayed from its move
/// names, must give the same positions, with and without a first turn's
/// phase (whose rules, once both ways were chosen, sowed as if none
/// were, with `other_way = "same"` too).
#[test]
fn random_play_keeps_each_players_way() {
    let phased = GAME.replace(
        "[end]",
        "[[phases]]\nname = \"first\"\nfor = \"each\"\nuntil = { turns = 1 }\n\
         sowing = { way = { odd = \"against\", even = \"against\" } }\n\n\
         [[phases]]\nname = \"main\"\nfor = \"each\"\n\n[end]",
    );
    // The same with the way both keep: a phase's rules sow the ways too.
    let phased_same = phased.replace("other_way = \"own\"", "other_way = \"same\"");
    for (name, text) in [
        ("plain", GAME.to_string()),
        ("phased", phased),
        ("phased-same", phased_same),
    ] {
        let dir = TempDir::new(&format!("way-own-random-{name}"));
        let path = dir.write("own.sow.toml", &text);
        let path = path.to_str().unwrap();
        for seed in ["1", "2", "3", "4", "5"] {
            let out = sow(&[
                "play", path, "--south", "random", "--north", "random", "--seed", seed, "--format",
                "json",
            ]);
            let lines: Vec<serde_json::Value> = String::from_utf8_lossy(&out.stdout)
                .lines()
                .filter_map(|l| serde_json::from_str(l).ok())
                .collect();
            let moves: Vec<&str> = lines.iter().filter_map(|l| l["move"].as_str()).collect();
            assert!(moves.len() > 4, "{name} {seed}: {moves:?}");
            let replayed = play_json(std::path::Path::new(path), &moves.join(" "));
            for (random, again) in lines.iter().zip(&replayed.snaps) {
                assert_eq!(
                    random["holes"], again["holes"],
                    "{name}, seed {seed}: {moves:?}"
                );
            }
        }
    }
}

/// A defect found by Chisolo's example: a capture whose mover then
/// chooses holes to take (`capture_chosen`) lost its takes on a ply after
/// which a player had still to choose their way. South's a1+ (c1 empty
/// at the start) lands in c1 and takes c2's two; South then takes b2;
/// North still writes a way, and their a2- lands in the emptied c2,
/// takes c1's one, and chooses in turn.
#[test]
fn a_capture_while_a_way_is_still_to_choose_keeps_its_chosen_takes() {
    let text = GAME
        .replace("seeds = 2", "seeds = { default = 2, c1 = 0 }")
        .replace(
            "[end]",
            "[[landing]]\nname = \"across\"\n\
         when = { hole = \"own\", was_empty = true, opposite = { min = 1 } }\n\
         capture = [\"opposite\"]\ncapture_chosen = { holes = 1 }\n\n[end]",
        );
    let played = play_text("way-own-takes", "takes.sow.toml", &text, "a1+ b2x a2-");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let s = &played.snaps;
    assert_eq!(s[1]["captured"], 2);
    assert_eq!(s[2]["stores"]["south"], 4);
    assert_eq!(counts_of(&s[3], &HOLES), [0, 3, 0, 0, 1, 1]);
    assert_eq!(s[3]["to_move"], "north");
}
