//! Quiet laps (`engine/quiet_laps.rs`) sow exactly as the general relay
//! loop does. Play that nobody watches sows long relays a lap at a step;
//! a watcher that looks at nothing gets the general loop, seed by seed.
//! For random boards of every bundled relay game, every move's sowing is
//! the same both ways: the same board, captures, rules fired and last
//! hole, ended at the same lap, or both endless (where an endless move is
//! illegal, landmarks may find the cycle at another lap: the variant that
//! ends the turn instead must find it at the same one).

// A test stops on the first surprise: unwrap, expect and panic are its asserts.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::lcg::Lcg;
use sow::engine::{Claims, Rules, SowEnd, Sowing, Watch, sow_claimed, sow_watched};
use sow::model::Player;
use sow::model::board::MAX_SITES;
use sow::model::sizes::Size;

/// A watcher that looks at nothing, but is not the engine's own
/// `Unwatched`: the engine then sows every lap the general way.
struct Looking;
impl Watch for Looking {}

/// The rules of `text` with relay sowing, at each of its board sizes, with
/// a lap cap that keeps the slow side quick.
fn rules_of(text: &str) -> Vec<Rules> {
    let checked = sow::lint::check(text);
    let sizes = checked.sizes.iter().filter_map(|s| s.variant.as_ref());
    (checked.playable().into_iter().chain(sizes))
        .map(|variant| {
            let mut rules = Rules::new(variant);
            rules.set_max_laps(300_000);
            rules
        })
        .filter(|rules| rules.relay)
        .collect()
}

/// Sows every move of `boards` random boards of `rules` both ways and
/// compares them; returns how many sowings took more than 1,000 laps.
fn compare(name: &str, rules: &Rules, boards: usize, rng: &mut Lcg) -> usize {
    let holes = rules.holes;
    let seeds = rules.variant.total_seeds().clamp(holes as u32, 240);
    let mut long = 0;
    for _ in 0..boards {
        let mut board = [0u16; MAX_SITES];
        for _ in 0..seeds {
            board[rng.below(holes)] += 1;
        }
        let ply = 1 + rng.below(40) as u32;
        for mover in Player::BOTH {
            for &start in &rules.starts[mover.index()] {
                if board[start as usize] == 0 {
                    continue;
                }
                let sown = |watched: bool| -> ([u16; MAX_SITES], Sowing) {
                    let mut counts = board;
                    let mut claims: Claims = [0; sow::engine::CLAIMS_LEN];
                    let sowing = if watched {
                        sow_watched(
                            rules,
                            &mut counts,
                            &mut claims,
                            start,
                            mover,
                            ply,
                            &mut Looking,
                        )
                    } else {
                        sow_claimed(rules, &mut counts, &mut claims, start, mover, ply)
                    };
                    (counts, sowing)
                };
                let (quiet, general) = (sown(false), sown(true));
                let at = format!("{name}: {mover:?} from {start} on {:?}", &board[..holes]);
                let ends = (quiet.1.end, general.1.end);
                if rules.endless_illegal && ends.0 == SowEnd::Endless {
                    // Landmarks close a cycle sooner than Brent's method
                    // alone, which the lap cap may stop first.
                    assert!(matches!(ends.1, SowEnd::Endless | SowEnd::Capped), "{at}");
                } else {
                    assert_eq!(quiet, general, "{at}");
                }
                long += usize::from(general.1.laps > 200);
            }
        }
    }
    long
}

#[test]
fn quiet_laps_sow_as_the_general_loop_does() {
    let mut rng = Lcg(11);
    let mut long = 0;
    let examples = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut files: Vec<_> = std::fs::read_dir(examples)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        // And the same rules where an endless relay ends the turn: no
        // landmarks, so an endless one is found at the same lap both ways.
        let ending_the_turn = text.replace("endless = \"illegal\"", "endless = \"end-turn\"");
        for rules in rules_of(&text).iter().chain(&rules_of(&ending_the_turn)) {
            let name = format!("{name} on {}", Size::of(&rules.variant.board));
            long += compare(&name, rules, 1_500, &mut rng);
        }
    }
    // The comparison means something only where relays run long enough
    // for quiet laps to begin.
    assert!(long > 50, "{long} sowings of more than 200 laps");
}
