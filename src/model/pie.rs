//! The pie rule (`[moves] pie = true`): in their first turn the second
//! player may swap sides instead of moving, a ply written `swap`. Checked
//! here (O012: the sides must look alike, and the file may have no part
//! whose per-player state a swap would lose) and told in words; the
//! engine swaps the sides by turning the board half round
//! (`engine::pie`), so South stays the first player.

use std::ops::Range;

use super::{PlaceOrder, Player, Variant};
use crate::codes::pie_misused::CODE;
use crate::diagnostic::Diagnostic;
use crate::format::{SowingWay, WayChoice};

/// An O012 on `pie = true` (written at `span`) where `variant`'s sides are
/// not alike, or where it has a part a swap would not carry over.
pub(super) fn check(variant: &Variant, span: &Range<usize>, out: &mut Vec<Diagnostic>) {
    let why = carried_part(variant).or_else(|| unlike_sides(variant));
    if let Some((what, help)) = why {
        out.push(
            Diagnostic::new(
                &CODE,
                span.clone(),
                format!("the pie rule cannot swap the sides: {what}"),
            )
            .with_help(help),
        );
    }
}

/// A part of the file whose state a swap would have to carry over, in
/// words, with what to do.
fn carried_part(variant: &Variant) -> Option<(String, String)> {
    let parts = [
        (
            variant.match_rules.is_some(),
            "a match of rounds (`[match]`)",
        ),
        (!variant.phases.is_empty(), "phases (`[[phases]]`)"),
        (!variant.marks.is_empty(), "marks (`[marks.NAME]`)"),
        (
            !variant.special_holes.is_empty(),
            "special holes (`[holes.NAME]`)",
        ),
        (!variant.pieces.is_empty(), "pieces (`[pieces]`)"),
        (
            // Where South alone lays the board out, the layout is South's
            // opening turn, and the swap chooses sides after it.
            variant
                .placement
                .as_ref()
                .is_some_and(|p| p.order != PlaceOrder::FirstAlone),
            "a placement phase of both players' hands (`[placement]`; where South alone lays \
             the board out, `order = \"first-alone\"`, North may swap after it)",
        ),
        (variant.opening.is_some(), "an opening phase (`[opening]`)"),
        (
            variant.way == SowingWay::Named(WayChoice::ChosenOnce),
            "a way chosen once for the game (`way = \"chosen-once\"`)",
        ),
    ];
    let (_, part) = parts.into_iter().find(|(has, _)| *has)?;
    Some((
        format!("the file has {part}, which a swap of sides does not carry over"),
        "leave the pie rule out, or that part".to_string(),
    ))
}

/// Where the sides differ, in words, with what to do.
fn unlike_sides(variant: &Variant) -> Option<(String, String)> {
    let board = &variant.board;
    let across = |site: u16| board.mirror_site(site);
    for (h, owner) in variant.owner.iter().enumerate() {
        let h = h as u16;
        let theirs = variant.owner.get(usize::from(across(h))).copied().flatten();
        if theirs != owner.map(Player::other) {
            return Some((
                format!(
                    "{} and {}, across the board's centre, do not belong to the two players",
                    board.site_name(h),
                    board.site_name(across(h))
                ),
                "give each player the holes across the centre from the other's".to_string(),
            ));
        }
    }
    let (south, north) = (&variant.tracks[0], &variant.tracks[1]);
    let turned: Vec<u16> = south.iter().map(|&s| across(s)).collect();
    if !same_loop(&turned, north) {
        return Some((
            "North's track is not South's turned half round".to_string(),
            "give North the track South's becomes when the board turns half round".to_string(),
        ));
    }
    for region in &variant.regions {
        let mut turned: Vec<u16> = region.holes[0].iter().map(|&h| across(h)).collect();
        let mut north = region.holes[1].clone();
        turned.sort_unstable();
        north.sort_unstable();
        if turned != north {
            return Some((
                format!(
                    "region `{}` has North holes other than its South holes turned half round",
                    region.name
                ),
                "give the region's North the holes across the centre from its South holes"
                    .to_string(),
            ));
        }
    }
    None
}

/// Whether `a` and `b` are the same loop, from any start.
fn same_loop(a: &[u16], b: &[u16]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    if a.is_empty() {
        return true;
    }
    (0..a.len()).any(|k| a.iter().cycle().skip(k).take(b.len()).eq(b.iter()))
}

/// The rule in words, for hover and descriptions.
pub fn describe() -> &'static str {
    "The pie rule: in their first turn the second player may swap sides instead of moving \
     (`swap`), taking the side the first player's opening turn (or layout) left; the first \
     player then moves, on the other side."
}

#[cfg(test)]
mod tests {
    use super::same_loop;

    #[test]
    fn a_loop_is_the_same_from_any_start() {
        assert!(same_loop(&[1, 2, 3], &[2, 3, 1]));
        assert!(!same_loop(&[1, 2, 3], &[3, 2, 1]));
        assert!(!same_loop(&[1, 2], &[1, 2, 3]));
    }
}
