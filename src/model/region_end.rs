//! The end of a game when one player's holes of a region are all empty
//! (`[end] when = [{ region_empty = "inner" }]`: that player loses): the
//! holes it watches for each player, the check that it does not end the
//! game before the first move (T008), and its words.

use super::hole_set::{self, HoleSet};
use super::{Player, Variant};
use crate::codes;
use crate::diagnostic::Diagnostic;
use crate::format::{EndWhen, Sp};

/// The holes (not stores) of `set` seen from each player, South first.
pub fn holes(variant: &Variant, set: HoleSet) -> [Vec<u16>; 2] {
    let holes = variant.board.holes() as u16;
    Player::BOTH.map(|p| (0..holes).filter(|&h| variant.in_set(set, p, h)).collect())
}

/// A T008 on each `region_empty` condition that holds before the first
/// move: a player has no hole in its set, or all of them start empty in a
/// game with no placement phase to fill them.
pub fn check(when: &[Sp<EndWhen>], variant: &Variant, diags: &mut Vec<Diagnostic>) {
    for c in when {
        let EndWhen::RegionEmpty { region_empty, .. } = &c.value else {
            continue;
        };
        // A set that does not resolve is reported by lowering already.
        let Ok(set) = hole_set::resolve(region_empty, &c.span, &variant.regions) else {
            continue;
        };
        let each = holes(variant, set);
        // Holes that start empty in a game that opens by placing seeds
        // are filled before the first sowing; a side with no hole in the
        // region is one whatever the start.
        let placing = variant.placement.is_some();
        let Some((player, none)) = Player::BOTH.iter().find_map(|&p| {
            let mine = &each[p.index()];
            let empty = mine
                .iter()
                .all(|&h| variant.start.get(h as usize).is_none_or(|&n| n == 0));
            (mine.is_empty() || (empty && !placing)).then_some((p, mine.is_empty()))
        }) else {
            continue;
        };
        let who = player.title();
        let why = if none {
            format!("{who} has no hole in it")
        } else {
            format!("{who}'s holes of it are all empty at the start")
        };
        diags.push(
            Diagnostic::new(
                &codes::region_empty_at_start::CODE,
                c.span.clone(),
                format!("this end condition holds before the first move: {why}"),
            )
            .with_help(
                "name a region with holes of each player that hold seeds at the start \
                 (`[regions.NAME]`), or give those holes seeds, at the start or by a \
                 `[placement]` phase",
            ),
        );
    }
}
