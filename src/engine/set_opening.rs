//! A set opening, compiled (`[opening] kind = "set"`, resolved in
//! `model::set_opening`): each layout's counts, claims and hole sown from,
//! for each player who may lay it out (North's turned half round). The
//! game's `Phase::Set` offers one move a layout (`Move::layout`), and its
//! ply lays the board out ([`CompiledSetOpening::lay_out`]), then sows on where
//! the layout says.

use super::sow::{Claims, claim_mark};
use crate::model::board::MAX_SITES;
use crate::model::{Player, Variant};

/// One layout, for each player who may lay it out (South first).
#[derive(Debug, Clone)]
struct Layout {
    name: String,
    /// The count of every site once laid out.
    seeds: [Vec<u16>; 2],
    /// The holes claimed.
    claim: [Vec<u16>; 2],
    /// The hole then sown from, if any.
    sow_from: [Option<u16>; 2],
}

/// A set opening's layouts, compiled.
#[derive(Debug, Clone)]
pub struct CompiledSetOpening {
    layouts: Vec<Layout>,
    /// Whether every round of a match opens so.
    pub every_round: bool,
    /// The seeds every layout holds: a round whose board holds another
    /// number opens with the ordinary turns.
    pub total: u32,
}

impl CompiledSetOpening {
    /// The set opening of `variant`, if it has one.
    pub(super) fn of(variant: &Variant) -> Option<Self> {
        let set = variant.set_opening.as_ref()?;
        let board = &variant.board;
        let turned = |player: Player, site: u16| {
            if player == Player::SOUTH {
                site
            } else {
                board.mirror_site(site)
            }
        };
        let layouts: Vec<Layout> = set
            .layouts
            .iter()
            .map(|l| Layout {
                name: l.name.clone(),
                seeds: Player::BOTH.map(|p| {
                    let mut seeds = vec![0u16; l.seeds.len()];
                    for (site, &n) in l.seeds.iter().enumerate() {
                        let to = turned(p, site as u16) as usize;
                        if let Some(slot) = seeds.get_mut(to) {
                            *slot = u16::try_from(n).unwrap_or(u16::MAX);
                        }
                    }
                    seeds
                }),
                claim: Player::BOTH.map(|p| l.claim.iter().map(|&h| turned(p, h)).collect()),
                sow_from: Player::BOTH.map(|p| l.sow_from.map(|h| turned(p, h))),
            })
            .collect();
        let total = set.layouts.first().map_or(0, |l| l.seeds.iter().sum());
        Some(CompiledSetOpening {
            layouts,
            every_round: set.every_round,
            total,
        })
    }

    /// How many layouts there are to choose among.
    pub fn len(&self) -> usize {
        self.layouts.len()
    }

    /// Whether there are none (never, once lowered).
    pub fn is_empty(&self) -> bool {
        self.layouts.is_empty()
    }

    /// The name of layout `i`.
    pub fn name(&self, i: usize) -> Option<&str> {
        self.layouts.get(i).map(|l| l.name.as_str())
    }

    /// The layout named `name`, by its index.
    pub fn find(&self, name: &str) -> Option<usize> {
        self.layouts.iter().position(|l| l.name == name)
    }

    /// `player` lays the board out as layout `i`: every site's count, and
    /// the layout's claims for them. Returns the hole they then sow from,
    /// if the layout names one.
    pub(super) fn lay_out(
        &self,
        i: usize,
        player: Player,
        counts: &mut [u16; MAX_SITES],
        claims: &mut Claims,
    ) -> Option<u16> {
        let layout = self.layouts.get(i)?;
        let p = player.index();
        for (slot, &n) in counts.iter_mut().zip(&layout.seeds[p]) {
            *slot = n;
        }
        for &h in &layout.claim[p] {
            if let Some(c) = claims.get_mut(h as usize) {
                *c = claim_mark(player);
            }
        }
        layout.sow_from[p]
    }
}
