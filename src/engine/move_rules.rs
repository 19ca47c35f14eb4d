//! Conditions on what a move does (`[[moves.require]]`), compiled, and
//! the test each legal move governed by one must pass: the move is sown
//! on a copy of the position, watched, to see what it does.

use super::Move;
use super::rules::{CountTable, NONE, Rules, site_masks};
use super::sow::{Claims, Watch, sow_watched};
use crate::model::board::MAX_SITES;
use crate::model::{Player, Variant};

/// A requirement in table form.
#[derive(Debug, Clone)]
pub struct CompiledRequirement {
    /// For each player, whether each hole is one whose moves it governs.
    pub hole: Option<[Vec<bool>; 2]>,
    /// The starting counts whose moves it governs.
    pub count: Option<CountTable>,
    /// What the first seed's hole must hold before the seed falls.
    pub first_into: CountTable,
}

impl CompiledRequirement {
    /// Whether it governs a move of `player` from `hole`, holding `count`.
    fn governs(&self, player: Player, hole: u16, count: u16) -> bool {
        let in_hole = self.hole.as_ref().is_none_or(|m| {
            m[player.index()]
                .get(hole as usize)
                .copied()
                .unwrap_or(false)
        });
        in_hole && self.count.as_ref().is_none_or(|t| t.matches(count))
    }
}

/// The requirements of `variant`, with `total` seeds in play.
pub(super) fn compile(variant: &Variant, total: u32) -> Vec<CompiledRequirement> {
    variant
        .requirements
        .iter()
        .map(|r| CompiledRequirement {
            hole: r.hole.map(|set| site_masks(variant, set)),
            count: r.count.as_ref().map(|c| CountTable::new(c, total)),
            first_into: CountTable::new(&r.first_into, total),
        })
        .collect()
}

/// Sees the site the first seed of a sowing falls into.
struct FirstSeed(u16);

impl Watch for FirstSeed {
    // The first seed falls in the first lap: the rest of a relay is not
    // sown (it may take millions of laps, for a test on one hole).
    const FIRST_LAP_ONLY: bool = true;

    fn seed(&mut self, site: u16) {
        if self.0 == NONE {
            self.0 = site;
        }
    }
}

/// Whether `m`, a legal move of `player` by every other rule, meets every
/// requirement that governs it.
pub(super) fn allows(
    rules: &Rules,
    counts: &[u16; MAX_SITES],
    claims: &Claims,
    player: Player,
    ply: u32,
    m: Move,
) -> bool {
    let start = m.hole();
    let lifted = counts[start as usize];
    let mut governing = rules
        .requirements
        .iter()
        .filter(|r| r.governs(player, start, lifted))
        .peekable();
    if governing.peek().is_none() {
        return true;
    }
    let (mut after, mut claims_after) = (*counts, *claims);
    let mut first = FirstSeed(NONE);
    let rules_for = rules.for_move(m, lifted);
    sow_watched(
        rules_for,
        &mut after,
        &mut claims_after,
        start,
        player,
        ply,
        &mut first,
    );
    // Before the first seed falls, only the lifted hole has changed.
    let before = match first.0 {
        NONE => return false,
        s if s == start => 0,
        s => counts[s as usize],
    };
    governing.all(|r| r.first_into.matches(before))
}
