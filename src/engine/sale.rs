//! Holes sold across the row boundary between the games of a match
//! (`[match.sale]`, resolved in `model::sale`): what has been sold, as
//! halves of holes ([`Deeds`]), the recount that settles a game's
//! shortfall in them, and the end of a game that gives a sold hole's
//! contents to its buyer. `Game` asks here only in matches that sell.

use serde::Serialize;

use super::end::EndReason;
use super::game::{Outcome, start_counts};
use super::round::{self, Recount};
use super::rules::Rules;
use crate::model::sale::SaleRules;
use crate::model::{MatchRules, Player, Variant};

/// How much of a hole of their row a seller has sold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Share {
    /// The buyer takes all its contents at the end of a game.
    Whole,
    /// Its contents at the end of a game are split with the buyer.
    Half,
}

/// A hole of one row that the other player holds, and how much of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Holding {
    /// Who bought it.
    pub buyer: Player,
    /// How much of it.
    pub share: Share,
}

/// What has been sold, in halves of holes. Selling and regaining are one
/// deal in opposite directions, so only one row is ever sold at a time:
/// above zero, South's holes held by North; below, North's by South.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Deeds {
    halves: i32,
}

impl Deeds {
    /// The player whose row is sold from, if any.
    pub fn seller(self) -> Option<Player> {
        match self.halves {
            0 => None,
            h if h > 0 => Some(Player::SOUTH),
            _ => Some(Player::NORTH),
        }
    }

    /// Holes sold whole.
    pub fn whole(self) -> u32 {
        self.halves.unsigned_abs() / 2
    }

    /// Each hole's holding, by site (`None`: its row's owner's alone).
    /// The seller's holes go in their sale order (`order`): those sold
    /// whole first, then the one sold half.
    pub fn holdings(self, variant: &Variant, m: &MatchRules) -> Vec<Option<Holding>> {
        let mut out = vec![None; variant.owner.len()];
        let Some(seller) = self.seller() else {
            return out;
        };
        let halves = self.halves.unsigned_abs() as usize;
        for (i, h) in round::filling_order(variant, m, seller)
            .into_iter()
            .enumerate()
        {
            let share = match halves.checked_sub(2 * i) {
                Some(0) | None => break,
                Some(1) => Share::Half,
                Some(_) => Share::Whole,
            };
            if let Some(slot) = out.get_mut(h as usize) {
                *slot = Some(Holding {
                    buyer: seller.other(),
                    share,
                });
            }
        }
        out
    }
}

/// At the end of a game, moves what is left in sold holes from their
/// row's owner (`left`, what each player's holes hold) to the buyer: all
/// of a hole sold whole, the lesser half of one sold half.
pub(super) fn settle(
    deeds: Deeds,
    variant: &Variant,
    m: &MatchRules,
    counts: &[u16],
    left: &mut [u32; 2],
) {
    let Some(seller) = deeds.seller() else {
        return;
    };
    for (h, holding) in deeds.holdings(variant, m).into_iter().enumerate() {
        let (Some(holding), Some(&n)) = (holding, counts.get(h)) else {
            continue;
        };
        let n = u32::from(n);
        let taken = match holding.share {
            Share::Whole => n,
            Share::Half => n / 2,
        };
        left[seller.index()] -= taken;
        left[holding.buyer.index()] += taken;
    }
}

/// The recount after game `round` of a match that sells holes: the player
/// with fewer of `totals` lacks half the difference and pays it in halves
/// of holes (two for each `price` seeds lacked, one for any shortfall left
/// over, the half seed of an odd difference included),
/// first by giving back what they hold of the other's row. The match ends
/// when `ends_at` holes of one row are sold whole, the buyer winning it;
/// else the next game starts from the start position.
pub(super) fn recount<'r>(
    base: &'r Rules,
    m: &MatchRules,
    sale: &SaleRules,
    totals: [u32; 2],
    deeds: Deeds,
    round: u32,
) -> (Deeds, Recount<'r>) {
    let deeds = after_sale(base, sale, totals, deeds);
    let own = Player::BOTH.map(|p| base.own_holes[p.index()].len() as u32);
    let outcome = |winner, reason| Outcome {
        winner,
        scores: totals.into(),
        reason,
    };
    let next = match deeds.seller() {
        Some(seller) if deeds.whole() >= sale.ends_at => {
            Err(outcome(Some(seller.other()), EndReason::MatchWon))
        }
        _ if round >= m.max_rounds => Err(outcome(None, EndReason::RoundCap)),
        _ => Ok((base, start_counts(base))),
    };
    (
        deeds,
        Recount {
            holes: own,
            round: next,
        },
    )
}

/// The deeds once the shortfall of `totals` is paid: the poorer player's
/// halves of holes go to the richer, as far as the poorer's row goes.
fn after_sale(base: &Rules, sale: &SaleRules, totals: [u32; 2], deeds: Deeds) -> Deeds {
    let [south, north] = totals.map(i64::from);
    // Counted on the whole difference, so that half of an odd one is not
    // rounded away: a lead of one sells a hole half, as any lead short of
    // twice the price does.
    let lead = (south - north).unsigned_abs();
    let whole = 2 * u64::from(sale.price.max(1));
    let paid = 2 * (lead / whole) + u64::from(lead % whole > 0);
    let paid = i64::try_from(paid).unwrap_or(i64::MAX);
    // South poorer: more of South's row goes to North (upwards).
    let moved = match south.cmp(&north) {
        std::cmp::Ordering::Less => i64::from(deeds.halves).saturating_add(paid),
        std::cmp::Ordering::Greater => i64::from(deeds.halves).saturating_sub(paid),
        std::cmp::Ordering::Equal => i64::from(deeds.halves),
    };
    let most = Player::BOTH.map(|p| 2 * base.own_holes[p.index()].len() as i64);
    let halves = moved.clamp(-most[Player::NORTH.index()], most[Player::SOUTH.index()]);
    Deeds {
        halves: i32::try_from(halves).unwrap_or(0),
    }
}
