//! The plain lap loop that passes over a lap's origin (Oware's
//! `skip_origin`, `Rules::plain_skips_origin`) sows exactly as the general
//! loop, which passes over whatever the file skips: the same counts, the
//! same last hole and the same captures, for every start of many random
//! boards, laps of more seeds than the track has holes included.

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
