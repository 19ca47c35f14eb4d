//! The words of the parts a hover and `sow describe` both tell whole:
//! a gathered opening's forced ply, a move restriction, a move
//! requirement. One place for each, so the two say the same.

use std::fmt::Write;

use crate::model::{
    Gather, HoleSet, Player, Prefer, PriorityTier, Requirement, Variant, count_in_seeds,
};

/// A gathered opening's forced ply, in plain words.
pub fn describe_gather(variant: &Variant, gather: Gather) -> String {
    let south = Player::SOUTH;
    let gathered: u32 = (0..variant.board.holes())
        .filter(|&h| variant.owner.get(h).copied().flatten() == Some(south))
        .map(|h| variant.start.get(h).copied().unwrap_or(0).min(gather.each))
        .sum();
    format!(
        "**Gathered opening**: the game's first ply is forced, and written `gather`. \
         South takes {} from each of their holes ({gathered} at the start) and sows them \
         one a hole along their track, the first into {}; the sowing then goes on by the \
         ordinary rules.",
        count_in_seeds(&gather.each.to_string()),
        variant.board.site_name(gather.start)
    )
}

/// What a move restriction admits, in plain words.
pub fn describe_tier(variant: &Variant, index: usize, tier: &PriorityTier) -> String {
    let mut out = format!(
        "**Move restriction `{}`** (tier {} of {}; it decides when no earlier tier admits \
         a legal move)\n\nIt allows only the legal moves from {}",
        tier.name,
        index + 1,
        variant.priority.len(),
        crate::model::hole_set::describe(&variant.regions, tier.hole.or(Some(HoleSet::OWN)))
    );
    if let Some(count) = &tier.count {
        let _ = write!(out, " holding {}", count_in_seeds(&count.describe()));
    }
    if let Some(unless) = &tier.unless_count {
        let _ = write!(
            out,
            ", unless a legal move there holds {}",
            count_in_seeds(&unless.describe())
        );
    }
    if let Some(mark) = &tier.mark {
        let _ = write!(out, ", only holes {}", mark.describe());
    }
    match tier.prefer {
        Some(Prefer::FewestSeeds) => out.push_str("; of those, the ones with the fewest seeds"),
        Some(Prefer::MostSeeds) => out.push_str("; of those, the ones with the most seeds"),
        Some(Prefer::NearestOpponent) => out.push_str(
            "; of those, the ones fewest steps along the mover's track to an opponent's hole",
        ),
        None => {}
    }
    out.push('.');
    if tier.decided_by == crate::model::TierDecidedBy::Holes {
        out.push_str(
            " It holds whenever one of those holes holds such seeds, even where no move \
             from it is legal: then no move is left.",
        );
    }
    out.push_str(&crate::model::tier::describe(
        tier,
        variant.placement.is_some(),
    ));
    out
}

/// What a move requirement asks, in plain words.
pub fn describe_requirement(variant: &Variant, requirement: &Requirement) -> String {
    let from = match requirement.hole {
        None => "any hole".to_string(),
        some => crate::model::hole_set::describe(&variant.regions, some),
    };
    let holding = requirement
        .count
        .as_ref()
        .map(|c| format!(" holding {}", count_in_seeds(&c.describe())))
        .unwrap_or_default();
    let regions = &variant.regions;
    let mut when = requirement.all.describe(regions);
    if !requirement.start_holes.is_empty() {
        let start = requirement.describe_start_holes(regions);
        when = match when.is_empty() {
            true => start,
            false => format!("{start} and {when}"),
        };
    }
    if !requirement.any_of.is_empty() {
        let each: Vec<String> = requirement
            .any_of
            .iter()
            .map(|o| o.describe(regions))
            .collect();
        if !when.is_empty() {
            when.push_str(", and ");
        }
        when.push_str(&each.join(", or "));
    }
    let lapses = match requirement.if_possible {
        true => " Where no move can, the condition lapses for the ply.",
        false => "",
    };
    let whilst = match requirement.opponent_stuck {
        true => " while the opponent cannot move,",
        false => "",
    };
    format!(
        "**Requirement `{}`**:{whilst} a move from {from}{holding} is legal only when \
         {when}.{lapses}",
        requirement.name,
    )
}
