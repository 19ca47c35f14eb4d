//! Captured seeds sown back from an end of the capturing hole's row
//! (`to = { sow_from = "row-end" }`): for each way a move sows, where each
//! capture's seeds start and whether the sowing turns to the other way
//! (`nearer_end_within`), and the rules of that other way, which the
//! relay sows by from then on (`sow::relay`). Files without such a rule
//! compile none of it.

use super::rules::{NONE, Rules};
use crate::model::row_end::{row_run, sown_from, sown_from_other_end};
use crate::model::{Player, SowingWay, SownFrom, Variant};

/// Where a row-end rule's captures are sown from, on the tracks of the
/// rules it is compiled with.
#[derive(Debug, Clone)]
pub struct RowEnds {
    /// For each player and capturing hole: the site just before the row
    /// end the first seed falls into, on the track of the way the seeds
    /// are sown (`NONE` where the row is no run of the track), and whether
    /// that way is the other one.
    from: [Vec<(u16, bool)>; 2],
}

impl RowEnds {
    /// The row ends of a rule sown back from `row-end`, with captures
    /// within `within` holes of an end sown from it, on `variant`'s tracks.
    pub(super) fn of(variant: &Variant, within: u32, other_end: bool) -> Self {
        let holes = variant.board.holes();
        RowEnds {
            from: Player::BOTH.map(|p| {
                let track = &variant.tracks[p.index()];
                let step = |site: u16, by: usize| {
                    let i = track.iter().position(|&s| s == site)?;
                    track.get((i + by) % track.len()).copied()
                };
                (0..holes as u16)
                    .map(|hole| {
                        let end =
                            row_run(&variant.board, track, hole).and_then(|run| match other_end {
                                false => sown_from(&run, hole, within),
                                true => sown_from_other_end(&run, hole, within),
                            });
                        // Sown this way, the end's predecessor on the track;
                        // turned, its successor (its predecessor the other way).
                        let before = |(end, turns): (u16, bool)| {
                            let by = if turns { 1 } else { track.len() - 1 };
                            step(end, by).map(|b| (b, turns))
                        };
                        end.and_then(before).unwrap_or((NONE, false))
                    })
                    .collect()
            }),
        }
    }

    /// Where `mover`'s capture at `hole` is sown from, and whether the
    /// sowing turns; `None` where the rule cannot sow it back.
    #[inline]
    pub(super) fn from(&self, mover: Player, hole: u16) -> Option<(u16, bool)> {
        self.from[mover.index()]
            .get(hole as usize)
            .copied()
            .filter(|&(before, _)| before != NONE)
    }
}

/// Whether a rule of `variant` may turn the way a turn sows, or each
/// relay lap turns it (`relay_way = "turn"`).
fn turns(variant: &Variant) -> bool {
    variant.relay_turns
        || variant
            .landing
            .iter()
            .flat_map(|r| &r.sow_back)
            .any(|b| b.against || (b.from == SownFrom::RowEnd && b.nearer_end_within > 0))
}

/// The rules of the other way, for a turn a row-end capture may turn: the
/// same variant on the reversed tracks (compiled by `compile_way`, with no
/// other way of its own: the relay keeps both at hand and swaps them).
pub(super) fn turned(
    variant: &Variant,
    out_of_play: &[u16],
    compile_way: fn(&Variant, &[u16]) -> Rules,
) -> Option<Box<Rules>> {
    if !turns(variant) {
        return None;
    }
    let mut v = variant.clone();
    v.way = SowingWay::default();
    v.opening = None;
    v.tracks = variant
        .board
        .players()
        .map(|p| variant.track_against(p))
        .collect();
    Some(Box::new(compile_way(&v, out_of_play)))
}
