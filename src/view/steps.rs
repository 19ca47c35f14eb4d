//! A move's sowing seed by seed and lap by lap, watched as the engine
//! sows it (`Game::watch_sowing`): what the page animates.

use serde::Serialize;

use crate::engine::{Game, LapSeen, Move, Watch};

/// The most seeds recorded for one move: a long relay is shown in part,
/// and the page then jumps to the position the engine reached.
const MAX_SEEDS: usize = 5_000;

/// One lap: the seeds lifted from a site and where each fell.
#[derive(Debug, Serialize)]
pub(super) struct LapStep {
    from: String,
    lifted: u16,
    sown: Vec<String>,
    /// The landing rule that fired where the lap ended.
    fires: Option<String>,
}

/// Records the laps of one sowing.
struct Recorder<'g, 'r> {
    game: &'g Game<'r>,
    laps: Vec<LapStep>,
    drops: Vec<String>,
    seeds: usize,
}

impl Watch for Recorder<'_, '_> {
    fn seed(&mut self, site: u16) {
        if self.seeds < MAX_SEEDS {
            self.seeds += 1;
            self.drops
                .push(self.game.rules().variant.board.site_name(site));
        }
    }

    fn lap(&mut self, lap: LapSeen) {
        let sown = std::mem::take(&mut self.drops);
        if sown.is_empty() && self.seeds >= MAX_SEEDS {
            return;
        }
        let variant = &self.game.rules().variant;
        self.laps.push(LapStep {
            from: variant.board.site_name(lap.from),
            lifted: lap.lifted,
            sown,
            fires: lap
                .rule
                .and_then(|i| variant.landing.get(i))
                .map(|r| r.name.clone()),
        });
    }
}

/// The laps of `m` sown from `game`'s position (none for the plies that
/// are not an ordinary sowing).
pub(super) fn laps_of(game: &Game<'_>, m: Move) -> Vec<LapStep> {
    let mut recorder = Recorder {
        game,
        laps: Vec::new(),
        drops: Vec::new(),
        seeds: 0,
    };
    match game.watch_sowing(m, &mut recorder) {
        Some(_) => recorder.laps,
        None => Vec::new(),
    }
}
