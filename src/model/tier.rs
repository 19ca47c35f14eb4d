//! When a priority tier of `[moves]` applies: the plies it restricts
//! (`plies`) and the special hole whose loss it waits for (`once_lost`);
//! resolved, checked (R017) and told in words. The tier's holes and
//! counts are in `PriorityTier`; the engine's `legal::restrict` passes a
//! tier over where these say it does not apply.

use std::ops::Range;

use super::{Player, PriorityTier, TierPlies, Variant};
use crate::codes::tier_never_applies::CODE;
use crate::diagnostic::Diagnostic;
use crate::format as f;

/// `once_lost` of a tier: the `[holes.NAME]` table it names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OnceLost {
    /// The table's name.
    pub name: String,
    /// Where it is written.
    pub span: Range<usize>,
}

impl OnceLost {
    /// `once_lost` as written.
    pub fn named(s: &f::Sp<String>) -> Self {
        OnceLost {
            name: s.value.clone(),
            span: s.span.clone(),
        }
    }

    /// `player`'s hole of the table, if they have one.
    pub fn hole(&self, variant: &Variant, player: Player) -> Option<u16> {
        variant
            .special_holes
            .iter()
            .find(|s| s.name == self.name && s.player == player)
            .map(|s| s.hole)
    }
}

/// An R017 on each tier that can never apply: its `plies` are placement
/// plies in a file without `[placement]`, or its `once_lost` names no
/// `[holes.NAME]` table, or one whose holes never lose their status.
pub(super) fn check(variant: &Variant, out: &mut Vec<Diagnostic>) {
    for tier in &variant.priority {
        if let (TierPlies::Placement, Some(at)) = (tier.plies.0, &tier.plies.1)
            && variant.placement.is_none()
        {
            out.push(
                never(
                    tier,
                    at.clone(),
                    "it restricts placement plies, but the game has no `[placement]`",
                )
                .with_help("remove `plies`, or add the placement phase it is meant for"),
            );
        }
        let Some(lost) = &tier.once_lost else {
            continue;
        };
        let holes: Vec<_> = variant
            .special_holes
            .iter()
            .filter(|s| s.name == lost.name)
            .collect();
        let why = if holes.is_empty() {
            format!(
                "`once_lost` names `{}`, which is no `[holes.NAME]` table",
                lost.name
            )
        } else if holes.iter().all(|s| s.lost_when == f::SpecialLost::Never) {
            format!(
                "`once_lost` waits for `{}` to lose its status, which it never does",
                lost.name
            )
        } else {
            continue;
        };
        out.push(
            never(tier, lost.span.clone(), &why)
                .with_help("name a `[holes.NAME]` table with `lost_when` other than `never`"),
        );
    }
}

/// An R017 on tier `tier` at `at`, saying why.
fn never(tier: &PriorityTier, at: Range<usize>, why: &str) -> Diagnostic {
    Diagnostic::new(
        &CODE,
        at,
        format!("move restriction `{}` never applies: {why}", tier.name),
    )
}

/// When the tier applies, in words: which plies, where the game has a
/// placement phase (empty otherwise, and for a tier that always applies).
pub fn describe(tier: &PriorityTier, placing: bool) -> String {
    let plies = match (tier.plies.0, placing) {
        (TierPlies::Placement, _) => {
            " It restricts placement plies only: its holes and counts are those of the hole a \
             seed is placed into, before the seed falls."
        }
        (_, false) => "",
        (TierPlies::All, true) => " It restricts every ply, placements too.",
        (TierPlies::Sowing, true) => {
            " It restricts the plies that are not placements only (placements are free of it \
             unless `plies` says `all` or `placement`)."
        }
    };
    let lost = tier.once_lost.as_ref().map_or(String::new(), |l| {
        format!(
            " It applies only once the mover's `{}` has lost its status.",
            l.name
        )
    });
    format!("{plies}{lost}")
}
