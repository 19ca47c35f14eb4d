//! Carries (`[[moves.carry]]`), compiled: which holes may start each, the
//! hole its seeds go into, and the ply that carries them. A carry is a
//! move of its own kind ([`Move::carry`]): its hole is the one it lifts,
//! one bit says which carry it is and one whose, and the hole it fills
//! comes from a table compiled from the carry's reference, so a carry's
//! name needs the rules but no position. Nothing here runs for a file
//! without carries: the legal moves call [`candidates`] only where the
//! rules list one, and a ply reaches [`carry`] only for such a move.

use super::Rules;
use super::hole_ref::{Anchor, CompiledRef, Geometry};
use super::moves::{Choice, Move};
use super::rules::{CountTable, NONE, site_masks};
use super::sow::{Claims, Sowing};
use super::when::CompiledPrevious;
use crate::format::CARRY_MARK;
use crate::model::board::MAX_SITES;
use crate::model::board::PerPlayer;
use crate::model::{Player, Variant};

/// One carry, compiled.
#[derive(Debug, Clone)]
pub struct CompiledCarry {
    /// Bit `h` of each player's: hole `h` may start it.
    from: PerPlayer<Vec<bool>>,
    /// The counts of a hole that may start it.
    count: CountTable,
    /// For each player, the hole each hole's seeds go into (`NONE`: the
    /// reference names no hole from it). A carry's reference has no
    /// alternatives (L002), so it names one hole whatever the counts.
    to: [Vec<u16>; 2],
    /// What that hole must be and hold.
    fits: CompiledPrevious,
    /// The seeds carried (0: all the hole holds).
    seeds: u16,
    /// Whether it is offered only while the opponent cannot move.
    opponent_stuck: bool,
}

impl CompiledCarry {
    /// The carries of `variant`, with `total` seeds in play, their targets
    /// composed on `geometry`.
    pub(super) fn compile_all(
        variant: &Variant,
        total: u32,
        geometry: &Geometry<'_>,
    ) -> Box<[CompiledCarry]> {
        let sites = variant.board.sites();
        let empty = [0u16; MAX_SITES];
        (variant.carries.iter())
            .map(|c| {
                let reference = CompiledRef::new(&c.to.at.value, geometry, sites);
                let to = Player::BOTH.map(|mover| {
                    (0..variant.board.holes() as u16)
                        .map(|hole| {
                            let at = Anchor {
                                last: hole,
                                previous: NONE,
                                origin: hole,
                                ended: NONE,
                                mover,
                            };
                            let to = reference.resolve(&empty, at);
                            if to == hole { NONE } else { to }
                        })
                        .collect()
                });
                CompiledCarry {
                    from: site_masks(variant, c.hole),
                    count: CountTable::of(|n| c.admits_count(n, variant.min_seeds), total),
                    to,
                    fits: CompiledPrevious::new(&c.to.condition, variant, total),
                    seeds: c.seeds.map_or(0, |n| u16::try_from(n).unwrap_or(u16::MAX)),
                    opponent_stuck: c.opponent_stuck,
                }
            })
            .collect()
    }

    /// The hole a carry from `hole` by `mover` fills (`NONE`: none).
    fn to(&self, mover: Player, hole: u16) -> u16 {
        self.to[mover.index()]
            .get(usize::from(hole))
            .copied()
            .unwrap_or(NONE)
    }

    /// Whether `mover` may ever carry from `hole`, whatever the board
    /// holds: a hole it may start from, whose reference names a hole.
    fn starts(&self, mover: Player, hole: u16) -> bool {
        let from = &self.from[mover.index()];
        from.get(usize::from(hole)).copied().unwrap_or(false) && self.to(mover, hole) != NONE
    }

    /// Whether `mover` may carry from `hole` on this board.
    fn may(&self, counts: &[u16; MAX_SITES], claims: &Claims, mover: Player, hole: u16) -> bool {
        self.starts(mover, hole)
            && counts
                .get(usize::from(hole))
                .is_some_and(|&n| self.count.matches(n))
            && self.fits.holds(counts, claims, mover, self.to(mover, hole))
    }
}

/// Adds to `list` every carry `player` may play: each carry from each hole
/// that may start it, into a hole meeting its condition. Out of line:
/// only files with carries call it.
#[cold]
#[inline(never)]
pub(super) fn candidates(
    rules: &Rules,
    counts: &[u16; MAX_SITES],
    claims: &Claims,
    player: Player,
    list: &mut super::legal::MoveList,
) {
    let stuck = (rules.carries.iter())
        .any(|c| c.opponent_stuck)
        .then(|| !super::move_rules::can_move(rules, counts, player.other()));
    for (i, carry) in rules.carries.iter().enumerate() {
        if carry.opponent_stuck && stuck != Some(true) {
            continue;
        }
        for hole in 0..rules.holes as u16 {
            if carry.may(counts, claims, player, hole) {
                list.push(Move::carry(hole, i, player));
            }
        }
    }
}

/// The hole carry `index` from `hole` by `mover` fills (`NONE`: none):
/// what its name shows.
pub(super) fn target_hole(rules: &Rules, index: usize, mover: Player, hole: u16) -> u16 {
    rules.carries.get(index).map_or(NONE, |c| c.to(mover, hole))
}

/// Reads a carry, `FROM>TO`, of `mover` (where no position says who moves:
/// the owner of `FROM`, else South).
pub(super) fn parse(text: &str, rules: &Rules, mover: Option<Player>) -> Result<Choice, String> {
    let board = &rules.variant.board;
    let Some((from_name, to_name)) = text.split_once(CARRY_MARK) else {
        return Err(format!("`{text}` is not a carry"));
    };
    if rules.carries.is_empty() {
        return Err(format!(
            "`{text}`: no carry may be played now (the moves of `[[moves.carry]]`, or of a \
             phase's own `carry`)"
        ));
    }
    let (Some(from), Some(to)) = (board.parse_hole(from_name), board.parse_hole(to_name)) else {
        return Err(format!(
            "`{text}`: a carry is written as the hole it lifts, `{CARRY_MARK}` and the hole it \
             fills, both holes of this board (`g1{CARRY_MARK}g2`)"
        ));
    };
    let mover = mover
        .or_else(|| {
            rules
                .variant
                .owner
                .get(usize::from(from))
                .copied()
                .flatten()
        })
        .unwrap_or(Player::SOUTH);
    let index = (0..rules.carries.len()).find(|&i| target_hole(rules, i, mover, from) == to);
    match index {
        Some(i) => Ok(Choice::Move(Move::carry(from, i, mover))),
        None => {
            let named: Vec<String> = (0..rules.carries.len())
                .map(|i| target_hole(rules, i, mover, from))
                .filter(|&t| t != NONE)
                .map(|t| format!("`{}`", super::moves::carry_name(board, from, t)))
                .collect();
            Err(match named.is_empty() {
                true => format!("`{text}`: no carry of this game starts from {from_name}"),
                false => format!(
                    "`{text}`: a carry from {from_name} goes into another hole: {}",
                    named.join(", ")
                ),
            })
        }
    }
}

/// Plays carry `m`: its seeds leave their hole for the hole its carry
/// names, and nothing is sown. What the ply did, as a sowing whose one
/// "lap" put the seeds into that hole.
#[cold]
#[inline(never)]
pub(super) fn carry(rules: &Rules, counts: &mut [u16; MAX_SITES], m: Move) -> Sowing {
    let hole = m.hole();
    let mut done = Sowing::new(hole);
    let Some((index, mover)) = m.carry_of() else {
        return done;
    };
    let Some(carry) = rules.carries.get(index) else {
        return done;
    };
    let to = carry.to(mover, hole);
    let (h, t) = (usize::from(hole), usize::from(to));
    if to == NONE || h >= rules.holes || t >= rules.holes {
        return done;
    }
    let held = counts[h];
    let moved = match carry.seeds {
        0 => held,
        n => n.min(held),
    };
    counts[h] -= moved;
    counts[t] = counts[t].saturating_add(moved);
    done.last = to;
    done.laps = 0;
    done.sown = 1u128 << (t % 128);
    done
}

impl Rules {
    /// Every carry these rules or their phases' may offer, by name
    /// (`g1>g2`), each once, in the order of the rules, then each phase,
    /// each carry, each player and each hole: a list that depends on the
    /// file alone (what numbers OpenSpiel's actions for carries).
    pub fn carry_names(&self) -> Vec<String> {
        let phases = self.phases.as_deref().map(|t| &t.phases[..]).unwrap_or(&[]);
        let mut names: Vec<String> = Vec::new();
        for rules in std::iter::once(self).chain(phases.iter().map(|p| &p.rules)) {
            for (index, carry) in rules.carries.iter().enumerate() {
                for mover in Player::BOTH {
                    for hole in (0..rules.holes as u16).filter(|&h| carry.starts(mover, h)) {
                        let name = Move::carry(hole, index, mover).name(rules);
                        if !names.contains(&name) {
                            names.push(name);
                        }
                    }
                }
            }
        }
        names
    }
}
