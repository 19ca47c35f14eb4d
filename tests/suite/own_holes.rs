//! Matches in which each player keeps their own holes (`[match] holes =
//! "own"`): the recount fills a player's own holes from their own store,
//! along their track, and the holes they cannot fill are out of play; a
//! player who fills fewer than `min_holes` loses the match; `round_starter
//! = "last-mover"`. Each position is set up by hand on a small board and
//! worked out by hand. Stores on the sowing path that start each round
//! with seeds (`store_refill`) are put back before any hole is filled.

// A test stops on the first surprise: unwrap, expect and panic are its asserts.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use sow::engine::{EndReason, Game, Rules};
use sow::model::Player;

/// Two rows of three, two seeds a hole (twelve in all), stores sown into
/// by their owner. A round ends when every seed is in a store.
const OWN_HOLES: &str = r#"
[game]
name = "Own holes"

[board]
rows = 2
columns = 3
seeds = 2
stores = true

[players.south]
rows = [1]

[players.north]
rows = [2]

[sowing]
direction = "anticlockwise"
stores = "own"

[moves]
no_move = "pass"

[end]
when = [{ board_at_most = 0 }]
remaining = "owner"

[match]
holes = "own"
min_holes = 2
round_starter = "last-mover"
"#;

fn rules(text: &str) -> Rules {
    let checked = sow::lint::check(text);
    assert!(checked.diagnostics.is_empty(), "{:?}", checked.diagnostics);
    Rules::new(checked.playable().unwrap())
}

fn hole(rules: &Rules, name: &str) -> u16 {
    rules.variant.board.parse_hole(name).unwrap()
}

/// The counts of `names`, in order.
fn counts(game: &Game<'_>, names: &[&str]) -> Vec<u16> {
    names
        .iter()
        .map(|n| game.counts[hole(game.rules(), n) as usize])
        .collect()
}

/// A position with `c1` holding one seed, every other hole empty, and
/// the stores holding `stores`: South's c1 ends the round.
fn last_seed_in_c1(r: &Rules, stores: [u16; 2]) -> Game<'_> {
    let mut g = Game::new(r);
    let mut counts = vec![0u16; r.sites];
    counts[hole(r, "c1") as usize] = 1;
    counts[r.holes] = stores[0];
    counts[r.holes + 1] = stores[1];
    g.set_position(&counts, Player::SOUTH);
    g
}

#[test]
fn each_player_refills_their_own_holes_and_the_rest_are_out_of_play() {
    let r = rules(OWN_HOLES);
    // c1's seed falls into South's store: every seed is in a store, South
    // 8, North 4. South fills a1, b1, c1 (6) and keeps 2 in hand; North
    // fills two holes from the start of its row as it sows (c2, b2) and
    // a2 is out of play.
    let mut g = last_seed_in_c1(&r, [7, 4]);
    g.play(hole(&r, "c1")).unwrap();
    assert_eq!(g.rounds.len(), 1);
    assert_eq!(g.rounds[0].outcome.scores, [8, 4]);
    assert_eq!(g.rounds[0].holes, [3, 2]);
    assert_eq!(g.round, 2);
    assert_eq!(counts(&g, &["a1", "b1", "c1"]), [2, 2, 2]);
    assert_eq!(counts(&g, &["c2", "b2", "a2"]), [2, 2, 0]);
    assert_eq!((g.store(Player::SOUTH), g.store(Player::NORTH)), (2, 0));
    let a2 = hole(&r, "a2");
    assert_eq!(g.rules().out_of_play, vec![a2]);
    assert_eq!(g.owners()[a2 as usize], None);
    // South made the round's last move, so South starts the next.
    assert_eq!(g.to_move, Player::SOUTH);
    // South's a1: b1 and c1. Then North's b2 passes a2 by: its store, a1.
    g.play(hole(&r, "a1")).unwrap();
    assert!(!g.legal_moves().contains(&a2.into()));
    g.play(hole(&r, "b2")).unwrap();
    assert_eq!(counts(&g, &["a1", "a2", "b2"]), [1, 0, 0]);
    assert_eq!(g.store(Player::NORTH), 1);
    assert_eq!(g.total(), 12);
}

#[test]
fn a_player_who_fills_fewer_than_min_holes_loses_the_match() {
    let r = rules(OWN_HOLES);
    // South ends the round with 9 against North's 3: North fills one
    // hole, fewer than two, and loses.
    let mut g = last_seed_in_c1(&r, [8, 3]);
    g.play(hole(&r, "c1")).unwrap();
    let outcome = g.outcome.unwrap();
    assert_eq!(outcome.reason, EndReason::MatchWon);
    assert_eq!(outcome.winner, Some(Player::SOUTH));
    assert_eq!(g.rounds[0].holes, [3, 1]);
}

#[test]
fn with_holes_won_the_same_round_passes_holes_to_whoever_fills_them() {
    let text = OWN_HOLES.replace(r#"holes = "own""#, r#"holes = "won""#);
    let r = rules(&text);
    // 8 and 4 seeds: South owns four holes (its row and North's first
    // along South's track), North two, and nothing is out of play.
    let mut g = last_seed_in_c1(&r, [7, 4]);
    g.play(hole(&r, "c1")).unwrap();
    assert_eq!(g.rounds[0].holes, [4, 2]);
    assert_eq!(g.owners()[hole(&r, "c2") as usize], Some(Player::SOUTH));
    assert!(g.rules().out_of_play.is_empty());
}

#[test]
fn stores_that_start_with_seeds_need_no_refill_that_shares_them_out() {
    // #40, item 5: M001 refused a match of own holes whose stores start
    // with seeds, because refill × holes (2 × 6) is not the 22 seeds in
    // play, and its help said to use the very refill written. Leftovers
    // wait in their player's store, so the sum need not match.
    let text = OWN_HOLES.replace(
        "seeds = 2\n",
        "seeds = { default = 2, south-store = 5, north-store = 5 }\n",
    );
    let r = rules(&text.replace("min_holes = 2", "min_holes = 2\nrefill = 2"));
    assert_eq!(Game::new(&r).total(), 22);
    rules(&text);
    // Where holes pass to whoever fills them, the seeds must share out
    // exactly, and the help says how when no refill would.
    let won = text.replace(r#"holes = "own""#, r#"holes = "won""#);
    let checked = sow::lint::check(&won);
    let m001: Vec<_> = (checked.diagnostics.iter())
        .filter(|d| d.code.id == "M001")
        .collect();
    assert_eq!(m001.len(), 1, "{:?}", checked.diagnostics);
    assert!(
        m001[0]
            .message
            .ends_with("which no count a hole shares out exactly"),
        "{}",
        m001[0].message
    );
    assert!(!m001[0].help.as_deref().unwrap_or("").contains("refill = 3"));
}

#[test]
fn the_next_hole_of_a_capture_passes_over_holes_out_of_play() {
    // #40, item 11: `capture = ["next"]` passed over holes out of play
    // without a word in the docs, so that in a later round it can take
    // the mover's own hole. Now documented (`capture`, `when.next`) and
    // pinned here; a condition on whose the next hole is waits for the
    // rule language's conditions on named holes (#37).
    let text = OWN_HOLES.replace(
        "[moves]",
        "[[landing]]\nname = \"take-next\"\nwhen = { was_empty = true }\ncapture = [\"next\"]\n\n[moves]",
    );
    let r = rules(&text);
    let mut g = last_seed_in_c1(&r, [7, 4]);
    g.play(hole(&r, "c1")).unwrap();
    let a2 = hole(&r, "a2");
    assert_eq!(g.rules().out_of_play, vec![a2]);
    // Round 2: c1's three seeds go to South's store, c2 and the empty b2.
    // The hole after b2 along the path is a2, out of play: passed over,
    // the next hole is South's own a1, and its four seeds are taken.
    let rules2 = g.rules();
    let mut position = vec![0u16; rules2.sites];
    for (name, n) in [("a1", 4), ("c1", 3), ("c2", 1)] {
        position[hole(rules2, name) as usize] = n;
    }
    g.set_position(&position, Player::SOUTH);
    g.play(hole(rules2, "c1")).unwrap();
    let after = counts(&g, &["a1", "b1", "c1", "a2", "b2", "c2"]);
    assert_eq!(after, [0, 0, 0, 0, 1, 2]);
    assert_eq!(g.store(Player::SOUTH), 5);
}

#[test]
fn a_hole_its_owner_cannot_fill_may_stay_in_play_empty() {
    // As above, 8 to 4, but North's a2 stays North's and in play, empty:
    // no hole is out of play, and North's sowing drops a seed into it.
    let text = OWN_HOLES.replace(
        "holes = \"own\"\n",
        "holes = \"own\"\nunfilled = \"empty\"\n",
    );
    let r = rules(&text);
    let mut g = last_seed_in_c1(&r, [7, 4]);
    g.play(hole(&r, "c1")).unwrap();
    assert_eq!(g.round, 2);
    assert_eq!(g.rounds[0].holes, [3, 2]);
    assert_eq!(counts(&g, &["a1", "b1", "c1"]), [2, 2, 2]);
    assert_eq!(counts(&g, &["c2", "b2", "a2"]), [2, 2, 0]);
    let a2 = hole(&r, "a2");
    assert!(g.rules().out_of_play.is_empty());
    assert_eq!(g.owners()[a2 as usize], Some(Player::NORTH));
    // South's c1 (2): its store, then c2 (3). North's c2 (3): b2, a2, and
    // North's store.
    g.play(hole(&r, "c1")).unwrap();
    g.play(hole(&r, "c2")).unwrap();
    assert_eq!(counts(&g, &["c2", "b2", "a2"]), [0, 3, 1]);
    assert_eq!(g.total(), 12);
}

/// `OWN_HOLES` with one seed in each store at the start (fourteen in
/// all), its stores refilled first at a recount (`store_refill = 1`, two a
/// hole after), and `holes` as given.
fn stores_refilled(holes: &str) -> String {
    OWN_HOLES
        .replace(
            "seeds = 2",
            "seeds = { default = 2, south-store = 1, north-store = 1 }",
        )
        .replace(
            "holes = \"own\"",
            &format!("holes = \"{holes}\"\nrefill = 2\nstore_refill = 1"),
        )
}

#[test]
fn each_player_puts_seeds_back_in_their_store_before_filling_their_own_holes() {
    let r = rules(&stores_refilled("own"));
    // c1's seed falls into South's store: South 9, North 5. South puts 1
    // back in the store and fills a1, b1, c1 from the other 8 (6), keeping
    // 2 more: 3 in the store. North puts 1 back and fills c2 and b2 from
    // the other 4; a2 is out of play and North's store holds 1.
    let mut g = last_seed_in_c1(&r, [8, 5]);
    g.play(hole(&r, "c1")).unwrap();
    assert_eq!(g.rounds[0].outcome.scores, [9, 5]);
    assert_eq!(g.rounds[0].holes, [3, 2]);
    assert_eq!(counts(&g, &["a1", "b1", "c1"]), [2, 2, 2]);
    assert_eq!(counts(&g, &["c2", "b2", "a2"]), [2, 2, 0]);
    assert_eq!((g.store(Player::SOUTH), g.store(Player::NORTH)), (3, 1));
    assert_eq!(g.total(), 14);
}

#[test]
fn a_store_refilled_first_leaves_fewer_seeds_for_holes_won() {
    let r = rules(&stores_refilled("won"));
    // South 9, North 5 again. South puts 1 back and fills four holes from
    // the other 8: its own three and North's first along South's track,
    // c2. North puts 1 back and fills its other two, b2 and a2. Each store
    // holds 1: every seed is laid out.
    let mut g = last_seed_in_c1(&r, [8, 5]);
    g.play(hole(&r, "c1")).unwrap();
    assert_eq!(g.rounds[0].holes, [4, 2]);
    assert_eq!(counts(&g, &["a1", "b1", "c1", "c2", "b2", "a2"]), [2; 6]);
    assert_eq!(g.owners()[hole(&r, "c2") as usize], Some(Player::SOUTH));
    assert_eq!((g.store(Player::SOUTH), g.store(Player::NORTH)), (1, 1));
    assert_eq!(g.total(), 14);
}

#[test]
fn a_player_with_fewer_seeds_than_the_store_takes_puts_them_all_there() {
    let r = rules(&stores_refilled("own"));
    // South 13, North 1: North's one seed goes back in its store and no
    // hole is filled, so North loses the match (it cannot fill one).
    let mut g = last_seed_in_c1(&r, [12, 1]);
    g.play(hole(&r, "c1")).unwrap();
    assert_eq!(g.rounds[0].holes, [3, 0]);
    assert_eq!(g.outcome.unwrap().winner, Some(Player::SOUTH));
}

#[test]
fn hover_words_say_what_the_store_takes_back() {
    let checked = sow::lint::check(&stores_refilled("own"));
    let rules = checked.playable().unwrap();
    let words = rules.match_rules.as_ref().unwrap().describe();
    assert!(
        words.contains("each player puts 1 of their seeds back in their store"),
        "{words}"
    );
}
