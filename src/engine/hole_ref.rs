//! Hole references compiled for play: each path becomes a table a player
//! from its start site to the site it names (`NONE` where it names none),
//! the steps composed once when the rules are built, so resolving a
//! reference where a rule fires is a load or two. Read from
//! `model::hole_ref`.

use super::rules::NONE;
use crate::model::board::MAX_SITES;
use crate::model::board::PerPlayer;
use crate::model::hole_ref::{HoleRef, HoleStep, Start, Whose};
use crate::model::{Board, HoleSet, Player, Variant};

/// The one-step tables a path is composed from, for one board and one
/// way of sowing.
pub(super) struct Geometry<'a> {
    /// For each player, the hole after each site on their track (stores
    /// passed over).
    pub next_hole: &'a PerPlayer<Vec<u16>>,
    /// For each player, the hole before each hole on their track.
    pub prev_hole: &'a PerPlayer<Vec<u16>>,
    pub board: &'a Board,
    /// Who owns each hole (`next opponent` looks for the opponent's).
    pub variant: &'a Variant,
}

impl Geometry<'_> {
    fn step(&self, step: HoleStep, player: Player, site: u16) -> u16 {
        let holes = self.board.holes();
        if site == NONE {
            return NONE;
        }
        let along = |table: &PerPlayer<Vec<u16>>| {
            table[player.index()]
                .get(usize::from(site))
                .copied()
                .unwrap_or(NONE)
        };
        // The first hole of `whose` along `table` from `site`, if any:
        // a track has no more holes than the board.
        let along_to = |table: &PerPlayer<Vec<u16>>, whose: Whose| {
            let set = match whose {
                Whose::Own => HoleSet::OWN,
                Whose::Opponent => HoleSet::OPPONENT,
            };
            let mut at = site;
            for _ in 0..holes {
                at = table[player.index()]
                    .get(usize::from(at))
                    .copied()
                    .unwrap_or(NONE);
                if at == NONE || self.variant.in_set(set, player, at) {
                    return at;
                }
            }
            NONE
        };
        match step {
            HoleStep::Next => along(self.next_hole),
            HoleStep::Before => along(self.prev_hole),
            HoleStep::NextOf(whose) => along_to(self.next_hole, whose),
            HoleStep::BeforeOf(whose) => along_to(self.prev_hole, whose),
            _ if usize::from(site) >= holes => NONE,
            HoleStep::Opposite => self.board.opposite(site),
            HoleStep::Behind => self.board.behind(site).unwrap_or(NONE),
        }
    }
}

/// One path of a reference: where it starts, and for each player the site
/// it names from each start site.
#[derive(Debug, Clone)]
struct CompiledPath {
    start: Start,
    to: PerPlayer<Box<[u16]>>,
}

/// A hole reference in table form.
#[derive(Debug, Clone)]
pub struct CompiledRef {
    paths: Box<[CompiledPath]>,
}

/// Where a rule fires, as a reference's starts read it.
#[derive(Debug, Clone, Copy)]
pub(super) struct Anchor {
    /// The hole the seed fell into.
    pub last: u16,
    /// The hole the lap's seed before it fell into (`NONE`: none).
    pub previous: u16,
    /// The hole the lap was lifted from (`NONE`: none).
    pub origin: u16,
    /// Where the turn's last seed fell, at the turn's end (`NONE`
    /// elsewhere: `final` is then `last`).
    pub ended: u16,
    pub mover: Player,
}

impl CompiledRef {
    /// Composes each path of `reference` on `geometry`, over `sites` sites.
    pub(super) fn new(reference: &HoleRef, geometry: &Geometry<'_>, sites: usize) -> CompiledRef {
        let paths = reference
            .paths
            .iter()
            .map(|path| CompiledPath {
                start: path.start,
                to: geometry.board.each_player(|p| {
                    (0..sites as u16)
                        .map(|site| {
                            path.steps
                                .iter()
                                .fold(site, |at, &step| geometry.step(step, p, at))
                        })
                        .collect()
                }),
            })
            .collect();
        CompiledRef { paths }
    }

    /// The site the reference names from `at`: the first path's that holds
    /// seeds, else the last path's (`NONE` where that names none).
    #[inline]
    pub(super) fn resolve(&self, counts: &[u16; MAX_SITES], at: Anchor) -> u16 {
        let mut named = NONE;
        for path in &self.paths {
            let start = match path.start {
                Start::Last => at.last,
                Start::Previous => at.previous,
                Start::Origin => at.origin,
                Start::Final if at.ended == NONE => at.last,
                Start::Final => at.ended,
            };
            named = path.to[at.mover.index()]
                .get(usize::from(start))
                .copied()
                .unwrap_or(NONE);
            if named != NONE && counts.get(usize::from(named)).is_some_and(|&n| n > 0) {
                return named;
            }
        }
        named
    }
}
