//! The plain lap loop that passes over a lap's origin (Oware's
//! `skip_origin`, `Rules::plain_skips_origin`) sows exactly as the general
//! loop, which passes over whatever the file skips: the same counts, the
//! same last hole and the same captures, for every start of many random
//! boards, laps of more seeds than the track has holes included. And a
//! plain ply's sowing (`Rules::plain_ply`, the parts it cannot meet
//! compiled out) sows as the sowing that has them all.

// A test stops on the first surprise: unwrap, expect and panic are its asserts.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::sow::rules_of;
use sow::engine::sow;
use sow::model::Player;
use sow::model::board::MAX_SITES;

#[test]
fn passing_over_the_origin_in_the_plain_loop_sows_as_the_general_loop() {
    let plain = rules_of("examples/oware.sow.toml");
    assert!(plain.plain_skips_origin && !plain.general_lap);
    let mut general = plain.clone();
    general.plain_skips_origin = false;
    general.general_lap = true;
    // A plain ply's sowing has no general lap compiled in.
    general.plain_ply = false;
    let mut rng = fastrand::Rng::with_seed(18);
    let mut passed_over = 0;
    for _ in 0..2_000 {
        let mut counts = [0u16; MAX_SITES];
        for count in counts.iter_mut().take(plain.holes) {
            *count = rng.u16(0..=25);
        }
        for mover in Player::BOTH {
            for &start in &plain.own_holes[mover.index()] {
                if counts[start as usize] == 0 {
                    continue;
                }
                passed_over += usize::from(usize::from(counts[start as usize]) >= plain.holes);
                let (mut by_plain, mut by_general) = (counts, counts);
                let sown = sow(&plain, &mut by_plain, start, mover);
                assert_eq!(sown, sow(&general, &mut by_general, start, mover));
                assert_eq!(by_plain, by_general, "{counts:?} from {start}");
            }
        }
    }
    // Laps long enough to come round to their origin were sown too.
    assert!(passed_over > 1_000, "{passed_over}");
}

#[test]
fn a_plain_ply_sows_as_the_sowing_with_every_part() {
    for file in ["examples/kalah.sow.toml", "examples/oware.sow.toml"] {
        let plain = rules_of(file);
        assert!(plain.plain_ply, "{file} is sown as a plain ply");
        let mut every_part = plain.clone();
        every_part.plain_ply = false;
        let mut rng = fastrand::Rng::with_seed(5);
        let mut captured = 0;
        for _ in 0..2_000 {
            let mut counts = [0u16; MAX_SITES];
            for count in counts.iter_mut().take(plain.holes) {
                *count = rng.u16(0..=15);
            }
            for mover in Player::BOTH {
                for &start in &plain.own_holes[mover.index()] {
                    let (mut by_plain, mut by_every_part) = (counts, counts);
                    let sown = sow(&plain, &mut by_plain, start, mover);
                    assert_eq!(sown, sow(&every_part, &mut by_every_part, start, mover));
                    assert_eq!(by_plain, by_every_part, "{counts:?} from {start}");
                    captured += usize::from(sown.captured > 0);
                }
            }
        }
        // The landing rules fired too.
        assert!(captured > 1_000, "{file}: {captured}");
    }
    // A relay game's plies are not plain.
    assert!(!rules_of("examples/ayoayo.sow.toml").plain_ply);
}
