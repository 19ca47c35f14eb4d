//! Bao la Kiswahili's nyumba in the position: the same seeds with the
//! same player to move are two positions when a nyumba has lost its status
//! in one of them, so neither a repetition nor the cycle finder (which
//! compares the same claims and marks) takes one for the other.

use sow::engine::{Choice, Game, Rules};
use sow::model::Player;

fn rules() -> Rules {
    let dir = env!("CARGO_MANIFEST_DIR");
    let text = std::fs::read_to_string(format!("{dir}/examples/bao-la-kiswahili.sow.toml"))
        .unwrap_or_default();
    let checked = sow::lint::check(&text);
    assert!(checked.diagnostics.is_empty(), "{:?}", checked.diagnostics);
    Rules::new(checked.playable().unwrap())
}

#[test]
fn a_held_and_a_lost_nyumba_are_different_positions() {
    let r = rules();
    // The golden game ends with South's nyumba e2 captured empty: it has
    // lost its status for good.
    let dir = env!("CARGO_MANIFEST_DIR");
    let moves = std::fs::read_to_string(format!("{dir}/tests/golden/bao-la-kiswahili.moves"))
        .unwrap_or_default();
    let mut lost = Game::new(&r);
    for text in moves.split_whitespace() {
        let choice = Choice::parse_in(text, &lost).unwrap();
        choice.apply(&mut lost).unwrap();
    }
    let mut held = Game::new(&r);
    let mut held_too = Game::new(&r);
    let board = [1; 34];
    for game in [&mut lost, &mut held, &mut held_too] {
        game.set_position(&board, Player::SOUTH);
    }
    assert_eq!(held.position(), held_too.position());
    assert_ne!(held.position(), lost.position());
}
