//! A special hole in a placement phase of sown seeds: a seed placed into
//! it while it is the only occupied hole of its player's inner row sows
//! on only two of its seeds (`[holes.NAME] placed_sows`), and a priority
//! tier of placement plies applies once the mover's special hole has lost
//! its status (`plies = "placement"`, `once_lost`); with R017 and O010
//! where they never apply. Worked by hand on four rows of four.

use crate::support::sow::{counts_of, play_text, static_codes};

/// South sows a1 b1 c1 d1 then d2 c2 b2 a2 (`+`), North a3 b3 c3 d3 then
/// d4 c4 b4 a4, either way; South's nyumba is c2, North's b3. `SEEDS` is
/// the start, `IN_HAND` each hand.
const GAME: &str = r#"
[game]
name = "Placed nyumba"
[board]
rows = 4
columns = 4
seeds = SEEDS
stores = false
[players.south]
rows = [1, 2]
[players.north]
rows = [3, 4]
[regions.inner]
south = ["a2-d2"]
north = ["a3-d3"]
[placement]
in_hand = IN_HAND
into = "inner"
into_occupied = true
then = "sow"
[sowing]
track = { south = ["a1-d1", "d2-a2"], north = ["a3-d3", "d4-a4"] }
laps = "relay"
way = "either"
endless = "end-turn"
[[landing]]
name = "take-across"
when = { hole = "inner", was_empty = false, opposite = { min = 1 }, lap = 1 }
capture = ["opposite"]
to = { sow_from = "row-end", nearer_end_within = 1 }
[moves]
no_move = "end-game"
priority = [
  { name = "multiples-first", plies = "placement", count = { min = 2 }, once_lost = "nyumba" },
]
[end]
when = []
remaining = "owner"
winner = "no-move-loses"
[holes.nyumba]
holes = { south = "c2", north = "b3" }
lift = "to-capture"
stop = "unless-captured"
lost_when = "emptied"
placed_sows = { at_most = 2, alone_in = "inner" }
"#;

fn game(seeds: &str, in_hand: u32) -> String {
    GAME.replace("SEEDS", seeds)
        .replace("IN_HAND", &in_hand.to_string())
}

/// The legal moves `sow play` names where the last of `moves` is not one.
fn refused(folder: &str, text: &str, moves: &str) -> String {
    let played = play_text(folder, "game.sow.toml", text, moves);
    assert_ne!(played.code, Some(0), "{moves} was played");
    let at = played.stderr.find("legal moves: ").unwrap();
    played.stderr[at + "legal moves: ".len()..]
        .trim()
        .to_string()
}

#[test]
fn a_seed_placed_into_a_lone_nyumba_sows_on_two_of_its_seeds() {
    // South's only occupied inner hole is the nyumba c2 (4), across from
    // an empty c3: a placement there captures nothing, yet is legal.
    let text = game("{ default = 0, c2 = 4, a3 = 1, a4 = 1 }", 2);
    assert_eq!(refused("nyumba-alone", &text, "a2*+"), "c2*+ c2*-");
    // c2*+: c2 5; two are lifted and sown the `+` way: b2 1, a2 1, empty
    // before, so the turn ends. c2 keeps 3 and its status.
    let played = play_text("nyumba-two", "game.sow.toml", &text, "c2*+");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let inner = ["a2", "b2", "c2", "d2"];
    assert_eq!(counts_of(&played.snaps[1], &inner), [1, 1, 3, 0]);
    assert_eq!(played.snaps[1]["special"]["c2"], "nyumba");
    // c2*-: the other way, d2 1 and d1 1.
    let played = play_text("nyumba-two-back", "game.sow.toml", &text, "c2*-");
    assert_eq!(counts_of(&played.snaps[1], &inner), [0, 0, 3, 1]);
    assert_eq!(played.snaps[1]["holes"]["d1"], 1);
    // Without `placed_sows`, South cannot place, and the game is over.
    let plain = text.replace("placed_sows = { at_most = 2, alone_in = \"inner\" }", "");
    let played = play_text("nyumba-plain", "game.sow.toml", &plain, "");
    assert!(
        played.snaps[0]["to_move"].is_null(),
        "{:?}",
        played.snaps[0]
    );
}

#[test]
fn a_nyumba_beside_another_occupied_hole_takes_a_seed_only_to_capture() {
    // a2 holds a seed too: c2 is not alone, and a placement there would
    // capture nothing.
    let text = game("{ default = 0, a2 = 1, c2 = 4, a3 = 0, b3 = 1 }", 2);
    assert_eq!(refused("nyumba-not-alone", &text, "c2*+"), "a2*+ a2*-");
}

#[test]
fn placements_prefer_fuller_holes_once_the_nyumba_is_lost() {
    // South's nyumba c2 and North's b3 start empty: each loses its status
    // at the end of ply 1.
    let text = game("{ default = 0, a2 = 1, b2 = 2, d2 = 1, c3 = 1 }", 2);
    // Ply 1: South's nyumba still held, a hole of one seed may be chosen.
    // d2*-: d2 2, relayed the `-` way: d1 1, c1 1, empty before.
    // Ply 2, c3*+: c3 2, relayed: d3 1, d4 1.
    // Ply 3: South holds a2 1 and b2 2, neither across from a seed: only
    // the fuller b2 may take the seed.
    assert_eq!(
        refused("multiples-refused", &text, "d2*- c3*+ a2*+"),
        "b2*+ b2*-"
    );
    // b2*+: b2 3, relayed: a2 2, a1 1, b1 1, empty before. Ply 4, d3*+:
    // d3 2, relayed: d4 2, c4 1. The hands are empty: in the sowing that
    // follows the tier (placement plies only) no longer applies, so a1's
    // single seed may be sown beside a2's two.
    let played = play_text(
        "multiples-sowing",
        "game.sow.toml",
        &text,
        "d2*- c3*+ b2*+ d3*+ a1+",
    );
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let south = ["a1", "b1", "c1", "d1", "a2", "b2", "c2", "d2"];
    assert_eq!(
        counts_of(&played.snaps[3], &south),
        [1, 1, 1, 1, 2, 0, 0, 0]
    );
    // A tier of every ply refuses a1+ there.
    let every = text.replace("plies = \"placement\", ", "");
    assert_eq!(
        refused("multiples-every", &every, "d2*- c3*+ b2*+ d3*+ a1+"),
        "a2+ a2-"
    );
}

#[test]
fn the_rules_that_never_apply_are_reported() {
    let text = game("{ default = 0, a2 = 1, b2 = 2, d2 = 1, c3 = 1 }", 2);
    assert_eq!(static_codes("nyumba-clean", &text), Vec::<String>::new());
    let kept = text.replace("lost_when = \"emptied\"", "lost_when = \"never\"");
    assert_eq!(static_codes("tier-kept", &kept), ["R017"]);
    let unnamed = text.replace("once_lost = \"nyumba\"", "once_lost = \"square\"");
    assert_eq!(static_codes("tier-unnamed", &unnamed), ["R017"]);
    let outer = text.replace("alone_in = \"inner\"", "alone_in = \"outer\"")
        + "[regions.outer]\nsouth = [\"a1-d1\"]\nnorth = [\"a4-d4\"]\n";
    assert_eq!(static_codes("placed-outer", &outer), ["O010"]);
    let stay = text.replace("then = \"sow\"", "then = \"stay\"");
    assert_eq!(static_codes("placed-stay", &stay), ["O010"]);
    let none = text.replace("at_most = 2", "at_most = 0");
    assert!(static_codes("placed-none", &none).contains(&"O010".to_string()));
}
