//! P009 self-play-imbalance: under competent self-play, one side wins
//! most games, surely.
//!
//! Its code and documentation: [`crate::codes::balance`].

use crate::codes::balance::CODE;
use crate::diagnostic::Diagnostic;
use crate::model::Variant;
use crate::sample::Balance;

/// The first player's share of decided games that a balanced game may
/// have: P009 fires only when the whole 95% interval lies outside it.
pub const FAIR: (f64, f64) = (0.35, 0.65);

/// A P009 on `[game]` of `variant` when the first player's share in
/// `balance` is surely outside [`FAIR`].
pub fn check(variant: &Variant, balance: &Balance) -> Option<Diagnostic> {
    let (low, high) = FAIR;
    balance.interval.outside(low, high).then(|| {
        Diagnostic::new(
            &CODE,
            variant.spans.game.clone(),
            format!(
                "under self-play by {}, {}: outside {:.0}%–{:.0}%",
                balance.players,
                balance.words(),
                100.0 * low,
                100.0 * high
            ),
        )
    })
}
