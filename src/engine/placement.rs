//! A placement phase played: each ply puts seeds from the mover's hand
//! (their store site, where the hands wait) into one hole, and the turn
//! passes as the file's order says, until both hands are empty.
//! Files without `[placement]` never come here: `Game` enters the phase
//! only when the rules have one, and no sowing looks at it.

use super::legal::MoveList;
use super::moves::Move;
use super::rules::Rules;
use super::sow::{Claims, Sowing};
use crate::model::board::MAX_SITES;
use crate::model::layout_rules::{LayoutRules, PlayerLayout};
use crate::model::placement::Placement;
use crate::model::{HoleSet, PlaceOrder, Player, Variant, Way};

/// A placement phase in table form.
#[derive(Debug, Clone)]
pub struct CompiledPlacement {
    /// Seeds each player starts with in hand.
    pub in_hand: u16,
    /// For each player, the holes they may place into.
    pub holes: [Vec<u16>; 2],
    /// Seeds a ply places.
    pub per_ply: u16,
    /// Who places when.
    pub order: PlaceOrder,
    /// Whether a placed seed lands as a lap's last seed (`then = "sow"`).
    pub sows: bool,
    /// Whether seeds go only into holes that hold seeds.
    pub into_occupied: bool,
    /// Each player's hand at the start.
    pub hands: [u16; 2],
    /// For each hole, the hole a ply into it fills beside it, where holes
    /// are laid out in pairs (`pairs`); empty where they are not.
    pub paired: Vec<u16>,
    /// Each player's rules of the completed layout, asked before a ply is
    /// offered.
    pub layouts: [PlayerLayout; 2],
}

impl CompiledPlacement {
    /// The variant's placement phase, if it has one: its `[placement]`,
    /// or, where the loser of a round lays out as they like and the file
    /// has none, one seed a ply into their own holes, nothing in hand at
    /// the start.
    pub(super) fn of(variant: &Variant) -> Option<Self> {
        let laid_freely = (variant.match_rules.as_ref()).is_some_and(|m| m.laid_out_freely());
        let own = Placement {
            in_hand: 0,
            into: HoleSet::OWN,
            per_ply: 1,
            order: PlaceOrder::Alternate,
            sows: false,
            into_occupied: false,
            pairs: None,
            layout: LayoutRules::default(),
        };
        let p = match &variant.placement {
            Some(p) => p,
            None if laid_freely => &own,
            None => return None,
        };
        let small = |n: u32| u16::try_from(n).unwrap_or(u16::MAX);
        Some(CompiledPlacement {
            in_hand: small(p.in_hand),
            holes: Player::BOTH
                .map(|player| crate::model::placement::holes_for(variant, p, player)),
            per_ply: small(p.per_ply).max(1),
            order: p.order,
            sows: p.sows,
            into_occupied: p.into_occupied,
            hands: Player::BOTH.map(|player| small(p.hand(player))),
            layouts: Player::BOTH.map(|player| PlayerLayout::new(variant, p, player)),
            paired: match p.pairs {
                Some(_) => (0..variant.board.holes() as u16)
                    .map(|h| p.paired(&variant.board, h).unwrap_or(h))
                    .collect(),
                None => Vec::new(),
            },
        })
    }
}

/// Sets `list` to `player`'s placements: a seed into each hole they may
/// place into (that holds seeds, with `into_occupied`), while their hand
/// (`left`) holds any; each way round where a sown seed's way is chosen.
pub(super) fn candidates(
    rules: &Rules,
    counts: &[u16; MAX_SITES],
    player: Player,
    left: [u16; 2],
    list: &mut MoveList,
) {
    list.clear();
    let Some(p) = &rules.placement else {
        return;
    };
    if left[player.index()] == 0 {
        return;
    }
    let ways: &[Way] = if p.sows && rules.way_each_move() {
        &[Way::Along, Way::Against]
    } else {
        &[Way::Along]
    };
    let layout = &p.layouts[player.index()];
    for &h in &p.holes[player.index()] {
        if p.into_occupied && counts[h as usize] == 0 {
            continue;
        }
        if layout.binds() && !completes(p, layout, counts, left[player.index()], h) {
            continue;
        }
        for &way in ways {
            list.push(Move::place_way(h, way));
        }
    }
}

/// Whether, after a placement into `hole` from a hand of `left`, the
/// seeds then left in hand can still complete a layout that meets
/// `layout`'s rules.
fn completes(
    p: &CompiledPlacement,
    layout: &PlayerLayout,
    counts: &[u16; MAX_SITES],
    left: u16,
    hole: u16,
) -> bool {
    let n = p.per_ply.min(left);
    let count = |h: u16| {
        let placed = if h == hole { n } else { 0 };
        u32::from(counts.get(usize::from(h)).copied().unwrap_or(0)) + u32::from(placed)
    };
    layout.completes(count, u32::from(left - n))
}

/// Puts `per_ply` seeds (all that are left, when fewer) from `mover`'s
/// hand into `m`'s hole: what the ply did, as a sowing of no laps that
/// ends the turn; or, where placed seeds are sown, the seed lands as a
/// lap's last (`rules` are those of `m`'s way), in ply `ply`. Out of line,
/// so that the sowing plies stay small.
#[cold]
#[inline(never)]
pub(super) fn place(
    rules: &Rules,
    counts: &mut [u16; MAX_SITES],
    claims: &mut Claims,
    left: &mut [u16; 2],
    m: Move,
    (mover, ply): (Player, u32),
) -> Sowing {
    let (per_ply, sows) = rules
        .placement
        .as_ref()
        .map_or((1, false), |p| (p.per_ply, p.sows));
    let hand = rules.holes + mover.index();
    let paired = (rules.placement.as_ref()).and_then(|p| p.paired.get(usize::from(m.hole())));
    if let Some(&pair) = paired {
        // A pair of holes gets as many each: half of what is left, when
        // that is fewer.
        let n = per_ply.min(left[mover.index()] / 2).min(counts[hand] / 2);
        counts[hand] -= 2 * n;
        left[mover.index()] -= 2 * n;
        counts[m.hole() as usize] += n;
        counts[pair as usize] += n;
        return Sowing {
            laps: 0,
            ..Sowing::new(m.hole())
        };
    }
    let n = per_ply.min(left[mover.index()]).min(counts[hand]);
    counts[hand] -= n;
    left[mover.index()] -= n;
    if sows {
        // A special hole that sows on only some of its seeds, judged
        // before the seed falls.
        let limit = if rules.special.limits_placed {
            rules.special.placed_limit(counts, claims, m.hole())
        } else {
            None
        };
        return super::sow::sow_into(rules, counts, claims, (m.hole(), limit), n, mover, ply);
    }
    counts[m.hole() as usize] += n;
    Sowing {
        laps: 0,
        ..Sowing::new(m.hole())
    }
}

/// Who places next after `mover`, with `left` in the hands; `None` once
/// both hands are empty. A player whose hand is empty is passed over.
pub(super) fn next_placer(order: PlaceOrder, mover: Player, left: [u16; 2]) -> Option<Player> {
    let has = |p: Player| left[p.index()] > 0;
    let other = mover.other();
    match order {
        PlaceOrder::Alternate if has(other) => Some(other),
        PlaceOrder::OneThenOther if has(mover) => Some(mover),
        _ if has(mover) => Some(mover),
        _ if has(other) => Some(other),
        _ => None,
    }
}
