//! Holes sold across the row boundary between the games of a match
//! (`[match.sale]`, as in O An Quan): resolved into [`SaleRules`] and
//! checked (M007, M008), with its words for hover. The engine's `sale.rs`
//! settles the sales at each recount and gives a sold hole's contents to
//! its buyer at the end of each game.

use std::ops::Range;

use super::board::Player;
use super::load::Unread;
use super::lower::Lower;
use crate::codes;
use crate::diagnostic::Diagnostic;
use crate::format::{self as f, Remaining, RoundHoles};

/// A match's sale of holes, resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SaleRules {
    /// Seeds lacked that sell one hole whole (`[match] refill`, or what a
    /// hole starts with).
    pub price: u32,
    /// Holes of one row sold whole that end the match.
    pub ends_at: u32,
    /// Where `[match.sale]` is.
    pub span: Range<usize>,
}

impl SaleRules {
    /// The sale in words, for hover.
    pub fn describe(&self) -> String {
        let (price, ends) = (self.price, self.ends_at);
        format!(
            "after each round, every hole is set up as at the start: the player with fewer seeds \
             lacks half the difference, and pays it in holes of their row, one sold whole for each {price} \
             seeds lacked and one sold half for fewer left over, after giving back the other's \
             holes they hold. The buyer takes all of a hole sold whole at the end of each game, \
             and half of one sold half (the odd seed stays with the row's owner). The match ends \
             when {ends} holes of one row are sold whole: the buyer wins."
        )
    }
}

impl Lower<'_, '_> {
    /// Resolves `[match.sale]`, with the price of a hole (what `[match]
    /// refill` says, else the seeds each owned hole starts with): an M007
    /// when the players do not keep their own holes, an M008 when their
    /// rows start with different seeds (the shortfall is measured against
    /// an even share).
    pub(super) fn sale(
        &mut self,
        (span, m, unread): (&Range<usize>, &f::Match, &Unread),
        sale: &f::Sp<f::Sale>,
        start: &[u32],
        owner: &[Option<Player>],
    ) -> Option<(u32, SaleRules)> {
        let holes = m.holes.as_ref().map(|h| h.value).unwrap_or_default();
        if holes != RoundHoles::Own {
            let at = m.holes.as_ref().map_or(span.clone(), |h| h.span.clone());
            self.diags.push(
                Diagnostic::new(
                    &codes::sale_needs_own_rows::CODE,
                    at,
                    "a sale of holes needs each player to keep their own row",
                )
                .with_help("add `holes = \"own\"` to [match]: sold holes stay on their row"),
            );
            return None;
        }
        let rows = Player::BOTH.map(|p| {
            let own = (0..owner.len()).filter(|&h| owner[h] == Some(p));
            own.map(|h| start.get(h).copied().unwrap_or(0))
                .collect::<Vec<u32>>()
        });
        let seeds = rows.clone().map(|r| r.iter().sum::<u32>());
        if seeds[0] != seeds[1] {
            self.diags.push(
                Diagnostic::new(
                    &codes::sale_start_uneven::CODE,
                    sale.span.clone(),
                    format!(
                        "South's holes start with {} seeds and North's with {}: a sale measures \
                         what a player lacks against an even share",
                        seeds[0], seeds[1]
                    ),
                )
                .with_help("start both rows with the same seeds"),
            );
            return None;
        }
        let price = self.sale_price((span, m, unread), &rows)?;
        let fewest = rows.iter().map(|r| r.len() as u32).min().unwrap_or(0);
        let given = &sale.value.ends_at;
        let why = format!(
            "`ends_at = {}` is out of range: a player owns {fewest} holes",
            given.value
        );
        let ends_at = self.bounded(given, 1..=fewest, why)?;
        Some((
            price,
            SaleRules {
                price,
                ends_at,
                span: sale.span.clone(),
            },
        ))
    }

    /// The price of a hole: `refill` when given, else the one count every
    /// owned hole starts with (an M001 when they start with different
    /// counts).
    fn sale_price(
        &mut self,
        (span, m, unread): (&Range<usize>, &f::Match, &Unread),
        rows: &[Vec<u32>; 2],
    ) -> Option<u32> {
        if let Some(r) = &m.refill {
            return Some(r.value);
        }
        if unread.has(&["refill"]) {
            return None;
        }
        let mut counts = rows.iter().flatten();
        let first = counts.next().copied();
        match first {
            Some(n) if n > 0 && counts.all(|&c| c == n) => Some(n),
            _ => {
                self.diags.push(
                    Diagnostic::new(
                        &codes::match_refill::CODE,
                        span.clone(),
                        "the players' holes start with different counts, so a sale needs \
                         `refill`: the seeds lacked that sell one hole",
                    )
                    .with_help("add `refill = N` to [match]"),
                );
                None
            }
        }
    }

    /// An M007 when a sale's holes are sold but what is left on them at
    /// the end of a game counts for no owner (`[end] remaining`), so the
    /// buyer would take nothing.
    pub(super) fn sale_remaining(&mut self, selling: bool, remaining: &f::Sp<Remaining>) {
        if !selling || remaining.value == Remaining::Owner {
            return;
        }
        self.diags.push(
            Diagnostic::new(
                &codes::sale_needs_own_rows::CODE,
                remaining.span.clone(),
                "a sold hole's contents go to its buyer only where what is left on a row counts \
                 for its owner",
            )
            .with_help("use `remaining = \"owner\"` in [end]"),
        );
    }
}
