//! `[end]`: when a game ends, whose the seeds left on the board are, and
//! who wins.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{HoleSetSpec, Sp};

/// When the game ends and how it is scored.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct End {
    /// Conditions checked after every ply; the game ends when one holds:
    /// `row-empty` (all of one player's holes are empty: every hole they
    /// own, on every row they own), `repetition` (a position
    /// seen before comes again), `unclaimed-empty` (no hole that is not
    /// claimed holds a seed), `one-cannot-move` (either player, the one to
    /// move or the other, has no legal move), `only-one-can-move` (no more
    /// than one player has a legal move: with more than two players, "the
    /// game ends when all but one are stuck"), `pieces-captured` (no piece of
    /// `[pieces]` is left in a hole), `opponent-cannot-fill` (in a match, a
    /// store holds so many seeds that the other player could no longer
    /// fill `[match] min_holes` holes), `{ seeds_above = N }` (a store holds more
    /// than N seeds), `{ holes_at_most = N }` (no hole holds more than N
    /// seeds), `{ board_at_most = N }` (the holes hold no more than N
    /// seeds in all) or `{ region_empty = "inner" }` (all of one player's
    /// holes of a region are empty: that player loses; with `emptied =
    /// "wins"`, wins).
    #[serde(default)]
    #[schemars(extend("default" = []))]
    pub when: Vec<Sp<EndWhen>>,
    /// Who gets the seeds left on the board when the game ends: `owner` (of
    /// each hole), `last-mover`, or `nobody`.
    pub remaining: Sp<Remaining>,
    /// How the winner is decided: `most-seeds` (store plus seeds awarded at
    /// the end; equal totals draw), `no-move-loses` (a game that ends
    /// because the player to move cannot move is lost by that player;
    /// otherwise most seeds), or, for misère games, `fewest-seeds` (the
    /// player with fewer seeds wins; equal totals draw) and `no-move-wins`
    /// (a game that ends because the player to move cannot move is won by
    /// that player; otherwise fewest seeds).
    #[serde(default)]
    #[schemars(extend("default" = "most-seeds"))]
    pub winner: Option<Sp<Winner>>,
    /// With `winner = "no-move-loses"`: a player left without a move who
    /// holds at least this many seeds in their store draws instead of
    /// losing, e.g. `10` ("one who cannot move but has taken ten or more
    /// draws").
    #[serde(default)]
    #[schemars(extend("minimum" = 1))]
    pub stuck_draw_at: Option<Sp<u32>>,
}

/// A condition that ends the game.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(
    untagged,
    expecting = "`row-empty`, `repetition`, or a table like `{ seeds_above = 24 }`, `{ holes_at_most = 1 }` or `{ region_empty = \"inner\" }`"
)]
#[schemars(rename = "EndCondition")]
pub enum EndWhen {
    /// A named condition.
    Named(NamedEnd),
    /// A player holds more than this many seeds in their store.
    SeedsAbove {
        /// The count a player's store must exceed.
        seeds_above: u32,
    },
    /// The holes hold no more than this many seeds in all.
    BoardAtMost {
        /// The most seeds left on the board when the game ends (`1`: the
        /// game ends when one seed or none is left).
        board_at_most: u32,
    },
    /// No hole on the board holds more than this many seeds.
    HolesAtMost {
        /// The most seeds any hole may hold when the game ends (`1`: only
        /// empty holes and single seeds are left).
        holes_at_most: u32,
    },
    /// All of one player's holes of a set are empty: that player loses
    /// (or wins, with `emptied = "wins"`).
    RegionEmpty {
        /// The holes, seen from each player: a region's name (that
        /// player's holes of it, such as their inner row: "the game is won
        /// when the opponent's inner row is cleared") or `own`. The player
        /// whose holes of it are all empty after a ply loses; when both
        /// players' are at once, `winner` decides.
        region_empty: HoleSetSpec,
        /// What emptying them does to that player: `loses` (default) or
        /// `wins` ("the first to empty their row wins", a race to empty).
        #[serde(default)]
        #[schemars(extend("default" = "loses"))]
        emptied: Option<Emptied>,
    },
}

/// What a player whose holes of a `region_empty` set are all empty gets.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Emptied {
    /// They lose.
    #[default]
    Loses,
    /// They win.
    Wins,
}

/// Named end conditions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum NamedEnd {
    /// All of one player's holes are empty: every hole that player owns,
    /// on every row they own (so on four rows, both of them).
    RowEmpty,
    /// The position (board, stores, claimed holes and player to move) has
    /// occurred before.
    Repetition,
    /// Every seed left on the board is in a claimed hole: no hole that is
    /// not claimed holds a seed.
    UnclaimedEmpty,
    /// One player has no legal move: the player to move, or the other,
    /// as if it were their turn ("play ends when one player can no longer
    /// play").
    OneCannotMove,
    /// No more than one player has a legal move, each judged as if it were
    /// their turn: with more than two players and `no_move = "pass"`, "the
    /// game ends when all the players but one are stuck" (a player without
    /// a move passes until then); with two, the same as `one-cannot-move`.
    OnlyOneCanMove,
    /// Every piece of `[pieces]` has been captured: none is left in a hole.
    PiecesCaptured,
    /// In a match, one player's store holds so many seeds that the other,
    /// even with every seed not in it, could no longer fill `[match]
    /// min_holes` holes at the refill's count: the round is decided
    /// (Dakon on seven holes: a store of 71 of the 98 seeds leaves the
    /// other 27, short of four holes of seven). The count follows the
    /// board's size, so one file holds on each of its `sizes`.
    OpponentCannotFill,
    /// No capture can be made any more, whatever either player plays
    /// ("play goes on until no more captures are possible"): judged before
    /// each turn by playing out every line from the position, as long as
    /// play reaches no more than `MAX_CAPTURE_SEARCH` positions (4,096);
    /// where it reaches more, play goes on and the question is asked
    /// again at the next turn. A capture is any seed a rule takes.
    NoCapturePossible,
}

/// The most positions the search behind `no-capture-possible` visits
/// before it gives up and lets play go on.
pub const MAX_CAPTURE_SEARCH: usize = 4096;

/// Who receives the seeds left on the board at the end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Remaining {
    /// Each hole's seeds go to the player who owns the hole.
    Owner,
    /// All of them go to the player who made the last move.
    LastMover,
    /// They count for nobody.
    Nobody,
}

/// How the winner is decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Winner {
    /// Most seeds (store plus seeds awarded at the end) wins; equal is a draw.
    MostSeeds,
    /// The player to move who cannot move loses; a game that ends any
    /// other way is decided by most seeds.
    NoMoveLoses,
    /// Fewest seeds (store plus seeds awarded at the end) wins; equal is a
    /// draw: a misère game.
    FewestSeeds,
    /// The player to move who cannot move wins; a game that ends any other
    /// way is decided by fewest seeds: a misère game.
    NoMoveWins,
}

impl Winner {
    /// Whether fewer seeds are better: a misère game.
    pub fn fewest_wins(self) -> bool {
        matches!(self, Winner::FewestSeeds | Winner::NoMoveWins)
    }
}
