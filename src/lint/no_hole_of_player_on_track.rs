//! R023 no-hole-of-player-on-track: a landing rule's hole reference looks
//! along the path for a hole of one player (`next opponent`), and no
//! player's track passes such a hole.
//!
//! Its code and documentation: [`crate::codes::no_hole_of_player_on_track`].

use std::ops::Range;

use crate::codes::no_hole_of_player_on_track::CODE;
use crate::diagnostic::Diagnostic;
use crate::model::hole_ref::{HoleStep, Whose};
use crate::model::row_end::SownFrom;
use crate::model::{HoleRef, Lowered, Player};

/// An R023 on each hole reference of a landing rule that looks for a
/// player's hole along the path where neither player's track passes one.
pub fn check(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let (Some(tracks), Some(owner)) = (&model.tracks, &model.owner) else {
        return;
    };
    let holes = model.board.holes();
    for rule in &model.landing {
        let keys = &rule.keys;
        let mut named: Vec<(&Range<usize>, &HoleRef)> = Vec::new();
        named.extend((rule.capture.targets.iter()).map(|t| (&t.span, &t.value.hole)));
        named.extend((rule.when.holes.0.iter()).map(|c| (&c.at.span, &c.at.value)));
        if let (Some(at), Some(link)) = (&keys.chain, &rule.capture.link) {
            named.extend(link.take.iter().map(|h| (at, h)));
        }
        if let Some(at) = &keys.claim {
            named.extend(rule.claim.holes.iter().map(|h| (at, h)));
        }
        if let (Some(at), Some(t)) = (&keys.transfer, &rule.transfer) {
            named.extend([(at, &t.from), (at, &t.to)]);
        }
        if let Some(at) = &keys.to {
            named.extend(rule.given_into.iter().map(|h| (at, h)));
            for back in &rule.sow_back {
                if let SownFrom::Hole(h) = &back.from {
                    named.push((at, h));
                }
            }
        }
        for (at, hole) in named {
            let Some(whose) = never_passed((tracks, &owner.value, holes), hole) else {
                continue;
            };
            let of = match whose {
                Whose::Own => "the mover's own",
                Whose::Opponent => "the opponent's",
            };
            out.push(
                Diagnostic::new(
                    &CODE,
                    at.clone(),
                    format!(
                        "rule `{}` names {hole}, but no player's track passes {of} holes, \
                         so it names no hole",
                        rule.name
                    ),
                )
                .with_help("name the hole another way (`opposite`, `behind opposite`)"),
            );
        }
    }
}

/// The first player's holes `hole` looks for along the path that no
/// player's track passes, if any.
fn never_passed(
    (tracks, owner, holes): (&[Vec<u16>], &[Option<Player>], usize),
    hole: &HoleRef,
) -> Option<Whose> {
    let passes = |whose: Whose| {
        Player::BOTH.into_iter().any(|p| {
            let wanted = match whose {
                Whose::Own => p,
                Whose::Opponent => p.other(),
            };
            tracks[p.index()].iter().any(|&site| {
                usize::from(site) < holes
                    && owner.get(usize::from(site)).copied().flatten() == Some(wanted)
            })
        })
    };
    let steps = hole.paths.iter().flat_map(|p| p.steps.iter());
    steps
        .filter_map(|step| match step {
            HoleStep::NextOf(w) | HoleStep::BeforeOf(w) => Some(*w),
            _ => None,
        })
        .find(|&w| !passes(w))
}
