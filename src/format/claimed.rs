//! `[claimed]`: how holes claimed by a landing rule behave.

use schemars::JsonSchema;
use serde::Deserialize;

use super::{CountSpec, Sp};

/// Who a claimed landing hole must belong to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum ClaimedBy {
    /// The hole is not claimed.
    No,
    /// The hole is claimed by either player.
    Yes,
    /// The hole is claimed by the player moving.
    ByMover,
    /// The hole is claimed by the other player.
    ByOpponent,
}

/// How claimed holes behave. A claimed hole keeps its owner for the rest
/// of the round, even when it is empty.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Claimed {
    /// Whether seeds are still sown into claimed holes (default true); when
    /// false, sowing passes over them.
    #[serde(default)]
    #[schemars(extend("default" = true))]
    pub sow_into: Option<Sp<bool>>,
    /// Whether a move may start, or a relay go on, from a claimed hole
    /// (default false).
    #[serde(default)]
    #[schemars(extend("default" = false))]
    pub sow_from: Option<Sp<bool>>,
    /// To whom a claimed hole's seeds count when the round ends: `owner`
    /// (the player who claimed it; default) or `row-owner`.
    #[serde(default)]
    #[schemars(extend("default" = "owner"))]
    pub count_for: Option<Sp<CountFor>>,
    /// The most claimed holes (both players' together) on the board at
    /// once. A claim beyond it is not made, unless `replace` says what
    /// becomes of the claimed hole already there.
    #[serde(default)]
    #[schemars(extend("minimum" = 1))]
    pub at_most: Option<Sp<u32>>,
    /// The most claimed holes each player may hold at once (e.g. `1`:
    /// one tuzdyk each). A claim beyond it is not made.
    #[serde(default)]
    #[schemars(extend("minimum" = 1))]
    pub each_at_most: Option<Sp<u32>>,
    /// A player may not claim the hole that mirrors one the opponent has
    /// claimed: the hole in the same place seen from the other side of the
    /// board (the board turned half round: on two rows of nine, `c1`
    /// mirrors `g2`). Default false.
    #[serde(default)]
    #[schemars(extend("default" = false))]
    pub no_mirror: Option<Sp<bool>>,
    /// With `at_most = 1`, a new claim replaces the old one: `free` (the
    /// old claimed hole becomes an ordinary hole, its seeds stay) or `take`
    /// (its owner takes its seeds to their store).
    #[serde(default)]
    pub replace: Option<Sp<Replace>>,
    /// The hole after a claimed hole on its owner's track guards it: while
    /// the guard holds a count in this set, the owner's opponent cannot
    /// claim a hole (e.g. `3`).
    #[serde(default)]
    pub guard: Option<Sp<CountSpec>>,
}

/// What becomes of a claimed hole that a new claim replaces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Replace {
    /// It becomes an ordinary hole; its seeds stay in it.
    Free,
    /// Its owner takes its seeds to their store; it becomes an ordinary,
    /// empty hole.
    Take,
}

/// To whom a claimed hole's seeds count at the end of a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum CountFor {
    /// The player who claimed the hole.
    Owner,
    /// The player whose row the hole is in, like any other hole.
    RowOwner,
}
