//! Holes with rules of their own in play (`[holes.NAME]`, Bao's nyumba).
//! Whether each still has its status is part of the position: a mark in
//! the claims' second half ([`LOST`], beside the lifted marks), so the
//! repetition key and cycle finding, which compare those marks wherever a
//! file has special holes, tell a nyumba from an ordinary hole. Files
//! without special holes never reach these checks: each sits behind one
//! flag of [`SpecialHoles`].

use super::sow::{Claims, LIFTED};
use crate::format::{SpecialLift, SpecialLost, SpecialStop};
use crate::model::Player;
use crate::model::board::MAX_SITES;
use crate::model::special_hole::SpecialHole;

/// The mark, at `LIFTED + hole` of the claims, of a special hole that has
/// lost its status (the lifted mark is bit 1).
pub const LOST: u8 = 2;

/// One special hole, compiled.
#[derive(Debug, Clone)]
struct Special {
    hole: u16,
    lift: SpecialLift,
    stop: SpecialStop,
    lost_when: SpecialLost,
    /// The most seeds a seed placed into it sows on (0: no limit).
    placed_at_most: u16,
    /// The holes that must be empty for that limit to hold (its
    /// player's other holes of `alone_in`).
    alone_among: Vec<u16>,
    /// At most this many seeds before the seed falls, the limit gives way
    /// and the hole is lifted whole (`whole_at_most`).
    placed_whole_at_most: Option<u16>,
    /// Where its player chooses the hole (`chosen`): which chosen table
    /// it is of (an index into [`SpecialHoles::chosen`]), and whose hole.
    chosen: Option<(usize, Player)>,
}

/// A special hole's table whose holes the players choose (`chosen`).
#[derive(Debug, Clone)]
struct ChosenTable {
    /// The table's name, which a choice is written with (`misoro=b1`).
    name: String,
    /// Holes each player chooses.
    count: u16,
}

/// What a lap that ends in a special hole without a capture does there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum StopHere {
    /// It goes on as from any hole.
    Goes,
    /// The turn ends there.
    Stops,
    /// Where it would go on, the mover chooses: stop, or sow on.
    Chosen,
}

/// What a seed placed into a special hole sows on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlacedLift {
    /// Only this many of the hole's seeds (all, if fewer).
    Part(u16),
    /// The hole's whole contents, which empties it.
    Whole,
}

/// The special holes of a file, and which of their rules any uses.
#[derive(Debug, Clone, Default)]
pub struct SpecialHoles {
    list: Vec<Special>,
    /// Some hole may not always start a move (`lift` other than `always`).
    pub restricts_lift: bool,
    /// Some hole's moves must capture (`lift = "to-capture"`), which only
    /// sowing them tells.
    pub lift_to_capture: bool,
    /// Some hole can stop a sowing (`stop` other than `never`).
    pub stops: bool,
    /// Some hole loses its status (`lost_when` other than `never`).
    pub loses: bool,
    /// Some hole limits what a seed placed into it sows (`placed_sows`).
    pub limits_placed: bool,
    /// The tables whose holes the players choose as a round begins, in
    /// the file's order (chosen in that order).
    chosen: Vec<ChosenTable>,
}

impl SpecialHoles {
    pub(super) fn of(holes: &[SpecialHole]) -> Self {
        let mut chosen: Vec<ChosenTable> = Vec::new();
        for s in holes {
            if let Some(among) = &s.chosen
                && !chosen.iter().any(|c| c.name == s.name)
            {
                chosen.push(ChosenTable {
                    name: s.name.clone(),
                    count: among.count,
                });
            }
        }
        let list: Vec<Special> = holes
            .iter()
            .map(|s| Special {
                chosen: s.chosen.as_ref().and_then(|_| {
                    let table = chosen.iter().position(|c| c.name == s.name)?;
                    Some((table, s.player))
                }),
                hole: s.hole,
                lift: s.lift,
                stop: s.stop,
                lost_when: s.lost_when,
                placed_at_most: s.placed_sows.as_ref().map_or(0, |p| p.at_most.max(1)),
                alone_among: s
                    .placed_sows
                    .as_ref()
                    .and_then(|p| p.alone_in.as_ref())
                    .map_or_else(Vec::new, |a| {
                        a.holes.iter().copied().filter(|&h| h != s.hole).collect()
                    }),
                placed_whole_at_most: s
                    .placed_sows
                    .as_ref()
                    .and_then(|p| p.whole_at_most.as_ref().map(|(w, _)| *w)),
            })
            .collect();
        SpecialHoles {
            restricts_lift: list.iter().any(|s| s.lift != SpecialLift::Always),
            lift_to_capture: list.iter().any(|s| s.lift == SpecialLift::ToCapture),
            stops: list.iter().any(|s| s.stop != SpecialStop::Never),
            loses: list.iter().any(|s| s.lost_when != SpecialLost::Never),
            limits_placed: list.iter().any(|s| s.placed_at_most > 0),
            list,
            chosen,
        }
    }

    /// Whether the players choose some special holes as a round begins.
    #[inline]
    pub fn chooses(&self) -> bool {
        !self.chosen.is_empty()
    }

    /// As a round begins: every hole the players may choose is without the
    /// status until chosen.
    pub(super) fn unchosen(&self, claims: &mut Claims) {
        for s in self.list.iter().filter(|s| s.chosen.is_some()) {
            if let Some(mark) = claims.get_mut(LIFTED + s.hole as usize) {
                *mark |= LOST;
            }
        }
    }

    /// How many holes of chosen table `table` `player` has still to choose.
    fn left_to_choose(&self, claims: &Claims, table: usize, player: Player) -> u16 {
        let count = self.chosen.get(table).map_or(0, |c| c.count);
        let held = (self.list.iter())
            .filter(|s| s.chosen == Some((table, player)))
            .filter(|s| self.held(claims, s.hole).is_some())
            .count();
        count.saturating_sub(held as u16)
    }

    /// The chosen table whose holes are being chosen: the first with holes
    /// left to choose.
    fn choosing(&self, claims: &Claims) -> Option<usize> {
        (0..self.chosen.len()).find(|&t| {
            Player::BOTH
                .into_iter()
                .any(|p| self.left_to_choose(claims, t, p) > 0)
        })
    }

    /// Whether holes are still to be chosen.
    pub(super) fn choices_pending(&self, claims: &Claims) -> bool {
        self.chooses() && self.choosing(claims).is_some()
    }

    /// The holes `player` may choose now: those of the table being chosen
    /// that are theirs to choose and not chosen yet.
    pub(super) fn choosable(&self, claims: &Claims, player: Player) -> Vec<u16> {
        let Some(table) = self.choosing(claims) else {
            return Vec::new();
        };
        if self.left_to_choose(claims, table, player) == 0 {
            return Vec::new();
        }
        (self.list.iter())
            .filter(|s| s.chosen == Some((table, player)) && self.held(claims, s.hole).is_none())
            .map(|s| s.hole)
            .collect()
    }

    /// `player` chooses `hole`: it takes the status.
    pub(super) fn choose(&self, claims: &mut Claims, player: Player, hole: u16) {
        let chosen = self
            .list
            .iter()
            .any(|s| s.hole == hole && s.chosen.is_some_and(|(_, p)| p == player));
        if chosen && let Some(mark) = claims.get_mut(LIFTED + hole as usize) {
            *mark &= !LOST;
        }
    }

    /// Who chooses after `mover`: the other player while they have holes
    /// left to choose, else `mover` again; `None` once every hole is
    /// chosen.
    pub(super) fn next_chooser(&self, claims: &Claims, mover: Player) -> Option<Player> {
        let table = self.choosing(claims)?;
        [mover.other(), mover]
            .into_iter()
            .find(|&p| self.left_to_choose(claims, table, p) > 0)
    }

    /// The name of the chosen table `hole` is chosen for (what a choice of
    /// it is written with), if it is one a player may choose.
    pub fn chosen_name(&self, hole: u16) -> Option<&str> {
        let (table, _) = self.list.iter().find(|s| s.hole == hole)?.chosen?;
        self.chosen.get(table).map(|c| c.name.as_str())
    }

    /// Whether `name` is a table whose holes the players choose.
    pub fn is_chosen_table(&self, name: &str) -> bool {
        self.chosen.iter().any(|c| c.name == name)
    }

    /// Whether the file has any special hole: then the position keeps
    /// their statuses.
    #[inline]
    pub fn any(&self) -> bool {
        !self.list.is_empty()
    }

    /// The special hole at `hole` while it keeps its status.
    fn held(&self, claims: &Claims, hole: u16) -> Option<&Special> {
        self.list.iter().find(|s| {
            s.hole == hole
                && claims
                    .get(LIFTED + hole as usize)
                    .is_some_and(|&m| m & LOST == 0)
        })
    }

    /// Whether `hole` keeps a special status in `claims`.
    pub fn keeps_status(&self, claims: &Claims, hole: u16) -> bool {
        self.held(claims, hole).is_some()
    }

    /// Whether a move may never start from `hole` now (`lift = "never"`).
    pub(super) fn never_lifted(&self, claims: &Claims, hole: u16) -> bool {
        self.held(claims, hole)
            .is_some_and(|s| s.lift == SpecialLift::Never)
    }

    /// Whether a move from `hole`, which captured `captured` seeds, is
    /// refused (`lift = "to-capture"` and it took none). `claims` are
    /// those before the move.
    pub(super) fn refuses(&self, claims: &Claims, hole: u16, captured: u32) -> bool {
        captured == 0
            && self
                .held(claims, hole)
                .is_some_and(|s| s.lift == SpecialLift::ToCapture)
    }

    /// What a lap that ended in `hole` without a capture does there, in a
    /// turn that has `captured` seeds so far.
    pub(super) fn stop_at(&self, claims: &Claims, hole: u16, captured: u32) -> StopHere {
        match self.held(claims, hole).map(|s| s.stop) {
            None | Some(SpecialStop::Never) => StopHere::Goes,
            Some(SpecialStop::Always) => StopHere::Stops,
            Some(SpecialStop::UnlessCaptured | SpecialStop::ChosenAfterCapture)
                if captured == 0 =>
            {
                StopHere::Stops
            }
            Some(SpecialStop::UnlessCaptured) => StopHere::Goes,
            Some(SpecialStop::ChosenAfterCapture | SpecialStop::Chosen) => StopHere::Chosen,
        }
    }

    /// What a seed placed into `hole` now sows on, where its
    /// `placed_sows` holds (it keeps its status, holds seeds, and is alone
    /// in its region): `counts` and `claims` are those before the seed
    /// falls.
    pub(super) fn placed_limit(
        &self,
        counts: &[u16; MAX_SITES],
        claims: &Claims,
        hole: u16,
    ) -> Option<PlacedLift> {
        let s = self.held(claims, hole).filter(|s| s.placed_at_most > 0)?;
        let held = counts.get(hole as usize).copied().unwrap_or(0);
        let alone = held > 0
            && s.alone_among
                .iter()
                .all(|&h| counts.get(h as usize) == Some(&0));
        if !alone {
            return None;
        }
        Some(match s.placed_whole_at_most {
            Some(w) if held <= w => PlacedLift::Whole,
            _ => PlacedLift::Part(s.placed_at_most),
        })
    }

    /// `hole` was lifted: it loses its status if it is lost when emptied.
    pub(super) fn lifted(&self, claims: &mut Claims, hole: u16) {
        if let Some(s) = self.held(claims, hole)
            && s.lost_when == SpecialLost::Emptied
            && let Some(mark) = claims.get_mut(LIFTED + hole as usize)
        {
            *mark |= LOST;
        }
    }

    /// At the end of a ply: every special hole lost when emptied that is
    /// empty loses its status (a capture took its seeds, say).
    pub(super) fn ply_ended(&self, counts: &[u16; MAX_SITES], claims: &mut Claims) {
        for s in &self.list {
            if s.lost_when == SpecialLost::Emptied
                && counts.get(s.hole as usize) == Some(&0)
                && let Some(mark) = claims.get_mut(LIFTED + s.hole as usize)
            {
                *mark |= LOST;
            }
        }
    }
}
