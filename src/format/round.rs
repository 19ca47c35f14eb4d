//! `[match]`: a match of rounds, and how each round is set up from the
//! seeds the one before left each player.

use schemars::JsonSchema;
use serde::Deserialize;

use super::{DEFAULT_MAX_ROUNDS, DEFAULT_MIN_HOLES, MAX_ROUNDS, Sp};

/// A match of rounds. After each round every player's seeds (store,
/// claimed holes, and what `remaining` gives them) are put back, `refill`
/// to a hole: a player owns as many holes next round as they can fill
/// (with `holes = "own"`, as many of their own holes). Seeds too few to
/// fill a hole stay in their player's hand (the store) and count again at
/// the next recount; a hole nobody fills is out of play for the round:
/// sowing passes it by and no move starts there. A player who can fill
/// fewer than `min_holes` loses the match, and so does one left with no
/// hole when the other owns them all. A match may also be won by rounds
/// (`rounds_to_win`) or points (`points_to_win`), and its rounds may each
/// start afresh (`holes = "start"`).
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Match {
    /// Which holes each player plays in a round: `won` (default: as many
    /// holes as they can fill, past their own into the other's, taken in
    /// `gain_order`), `own` (only the holes the file gives them, filled
    /// along their track from the first of their own holes it reaches
    /// after a site not theirs; their holes they cannot fill are out of
    /// play for the round, and the seeds left over stay in their store),
    /// `loser-mirrored` (only their own holes, all in play: the loser
    /// of the round before lays out their seeds, `refill` a hole and then
    /// one a hole, and the winner copies that layout, keeping the rest in
    /// their store) or `start` (every round is a new game from the start
    /// position: no seed carries over, and the match is won by rounds or
    /// points, `rounds_to_win` or `points_to_win`).
    #[serde(default)]
    #[schemars(extend("default" = "won"))]
    pub holes: Option<Sp<RoundHoles>>,
    /// How the loser lays out their seeds at a recount, with `holes =
    /// "loser-mirrored"`: `refill` (default: `refill` a hole in their fill
    /// order while they have that many, then one a hole as far as they
    /// go), `refill-rest` (`refill` a hole while they have that many, then
    /// what is left, fewer, all in the next hole), `even` (as evenly as
    /// their holes allow: each as many as the others, or one more, the
    /// fuller ones first in their fill order; with fewer seeds than holes,
    /// one a hole as far as they go) or `free` (as they like: their whole store goes into their
    /// hand and they place it one seed a ply into any of their own holes,
    /// written with a `*` after the hole, `c1*`, leaving holes empty if
    /// they wish; `[placement]`, where the file has one, says how many a
    /// ply and into which holes). Either way the winner then lays the same
    /// counts into their own holes, hole for hole along the two fill
    /// orders, and keeps the rest in their store. With `free` and equal
    /// seeds, the player who does not start the next round lays out.
    #[serde(default)]
    #[schemars(extend("default" = "refill"))]
    pub layout: Option<Sp<RoundLayout>>,
    /// What the winner lays into their holes once the loser has laid out
    /// (`holes = "loser-mirrored"`): `copy` (default: the same count,
    /// hole for hole along the two fill orders) or `refill` (`refill` in
    /// each hole the loser's layout filled, however few the loser put
    /// there: "the richer then fills as many holes with four each").
    #[serde(default)]
    #[schemars(extend("default" = "copy"))]
    pub winner_lays: Option<Sp<WinnerLays>>,
    /// What becomes of a hole its owner cannot fill at a recount, with
    /// `holes = "own"`: `out-of-play` (default: sowing passes it by and no
    /// move starts there, for the round) or `empty` (it stays theirs and
    /// in play, empty: seeds sown into it may be sown from it later).
    /// With `holes = "loser-mirrored"` (and a layout other than `free`),
    /// the holes the loser's layout leaves empty and the winner's copies
    /// of them: `empty` there is the default (every hole stays in play),
    /// and `out-of-play` puts them out of play for the round ("any empty
    /// holes are not used by either player").
    #[serde(default)]
    #[schemars(extend("default" = "out-of-play"))]
    pub unfilled: Option<Sp<Unfilled>>,
    /// A player who can fill fewer holes than this at a recount loses the
    /// match (default 1: a player who cannot fill a single hole).
    #[serde(default)]
    #[schemars(extend("default" = DEFAULT_MIN_HOLES, "minimum" = 1))]
    pub min_holes: Option<Sp<u32>>,
    /// A player left with fewer seeds than this at a recount (their store
    /// and what the round's end gave them) loses the match, e.g. `2`: "play
    /// goes on until one player has one counter or none" (default 0: no
    /// such end). When both are, the one with more seeds wins.
    #[serde(default)]
    #[schemars(extend("default" = 0))]
    pub min_seeds: Option<Sp<u32>>,
    /// Seeds put in each owned hole at the start of a round; when absent,
    /// the board's `seeds`, which must then be one number.
    #[serde(default)]
    #[schemars(extend("minimum" = 1))]
    pub refill: Option<Sp<u32>>,
    /// Seeds each player puts back in their own store at a recount before
    /// filling any hole (all they have, when fewer), where the stores are
    /// on the sowing path and start a round with seeds: `5` with `refill =
    /// 4` is "five in each store, four in each hole". What fills no hole
    /// joins them there. With `holes = "won"` or `"own"`; default 0.
    #[serde(default)]
    #[schemars(extend("default" = 0))]
    pub store_refill: Option<Sp<u32>>,
    /// What a player's leftover seeds (fewer than `refill`) can still win.
    /// When absent, they win nothing: each player keeps theirs in hand, and
    /// the hole the two leftovers could have filled is out of play.
    #[serde(default)]
    pub remainder: Option<Sp<Remainder>>,
    /// The order in which each player takes the other's holes when they
    /// own more than their own: hole names and ranges of the other
    /// player's holes; when absent, along the taker's track.
    #[serde(default)]
    pub gain_order: Option<Sp<GainOrder>>,
    /// The order in which each player fills their own holes at a recount,
    /// so which of them they keep when they own fewer than their own: hole
    /// names and ranges of the player's own holes; when absent, along
    /// their track.
    #[serde(default)]
    pub fill_order: Option<Sp<FillOrder>>,
    /// Who moves first in each round after the first: `south`, `north`,
    /// `alternate`, `round-winner`, `round-loser`, `last-mover` (who made
    /// the last move of the round before), or `continue` (the player after
    /// the last mover of the round before).
    #[serde(default)]
    #[schemars(extend("default" = "continue"))]
    pub round_starter: Option<Sp<RoundStarter>>,
    /// The match ends as soon as a player has won this many rounds, and
    /// they win it: e.g. `3`, the best of five. A drawn round counts for
    /// nobody. At most `max_rounds`.
    #[serde(default)]
    #[schemars(extend("minimum" = 1, "maximum" = MAX_ROUNDS))]
    pub rounds_to_win: Option<Sp<u32>>,
    /// Whether `rounds_to_win` counts only rounds won in a row (default
    /// `false`: every round won counts): a round the other player wins,
    /// or a drawn one, sets a player's count back to nought, and the
    /// match's result scores the winning run. E.g. `rounds_to_win = 5`
    /// with `in_a_row = true`: "five wins in a row".
    #[serde(default)]
    #[schemars(extend("default" = false))]
    pub in_a_row: Option<Sp<bool>>,
    /// The match ends at the end of the round in which a player's points
    /// reach this many, and the player with more points wins it (equal
    /// points draw): each round gives each player a point for each seed
    /// they hold at its end, as its result counts them. E.g. `100` for
    /// "the first to a hundred".
    #[serde(default)]
    #[schemars(extend("minimum" = 1))]
    pub points_to_win: Option<Sp<u32>>,
    /// What a round scores towards `points_to_win`: `seeds` (default: each
    /// player a point for each seed they hold at its end) or `difference`
    /// (the player who holds more seeds at its end scores the difference,
    /// the other nothing: "each round scores the difference").
    #[serde(default)]
    #[schemars(extend("default" = "seeds"))]
    pub points: Option<Sp<RoundPoints>>,
    /// Whether a round that ends with both players holding as many seeds
    /// ends the match, drawn (default `false`: the match goes on).
    #[serde(default)]
    #[schemars(extend("default" = false))]
    pub equal_draws: Option<Sp<bool>>,
    /// The most rounds a match may take before it is stopped: 1 to 10,000
    /// (default 100).
    #[serde(default)]
    #[schemars(extend("default" = DEFAULT_MAX_ROUNDS, "minimum" = 1, "maximum" = MAX_ROUNDS))]
    pub max_rounds: Option<Sp<u32>>,
    /// Holes sold across the row boundary between games (with `holes =
    /// "own"`): every game starts from the start position, and the player
    /// who took less than half the seeds in play buys what they lack with
    /// holes of their row, which stay theirs to sow but whose contents at
    /// the end of a game go to the buyer.
    #[serde(default)]
    pub sale: Option<Sp<Sale>>,
}

/// Holes sold between the games of a match, as in O An Quan. At each
/// recount the poorer player lacks half the difference between the two
/// players' seeds (pieces at their worth). Each `refill` seeds lacked (by
/// default the seeds a hole starts with) sell one hole of their row whole,
/// and any shortfall left over, however small (the half seed of an odd
/// difference too: a lead of one sells a half), sells one hole half: the buyer
/// takes all of a hole sold whole at the end of each game, and half of a
/// hole sold half (the odd seed staying with the row's owner). A player
/// first pays by giving back holes of the other's row they hold, the half
/// one first, so the richer player regains a hole sold whole by taking
/// twice `refill` seeds more. Holes are sold in the seller's
/// `fill_order` (by default along their track from the start of their
/// row); the hole sold half is the next after those sold whole.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Sale {
    /// The match ends at the recount after which this many holes of one
    /// row are sold whole; the buyer wins it, e.g. `3`.
    #[schemars(extend("minimum" = 1))]
    pub ends_at: Sp<u32>,
}

/// What leftover seeds can win at a recount.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Remainder {
    /// A player left with at least this many seeds (and more than the other
    /// player) takes the missing seeds from the other and owns one more
    /// hole.
    #[serde(default)]
    pub extra_hole_at: Option<Sp<u32>>,
    /// When both are left with the same non-zero number of seeds: `lots`
    /// (drawn at random; the winner takes the missing seeds and owns one
    /// more hole), `poorer` (the player with fewer seeds in all takes them
    /// and the hole: "if each has two over, the weaker is given the
    /// other's two") or `nobody` (default).
    #[serde(default)]
    #[schemars(extend("default" = "nobody"))]
    pub tie: Option<Sp<Tie>>,
}

/// Equal remainders at a recount.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Tie {
    /// Lots are drawn; the winner owns one more hole.
    Lots,
    /// The player with fewer seeds in all takes the seeds the hole lacks
    /// and owns it; with as many seeds each, nobody does.
    Poorer,
    /// Nobody gains a hole: each player keeps their leftover in hand, and
    /// the hole nobody fills is out of play for the round.
    #[default]
    Nobody,
}

/// The order in which each player takes the other's holes.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GainOrder {
    /// The order in which South takes North's holes.
    pub south: Vec<Sp<String>>,
    /// The order in which North takes South's holes.
    pub north: Vec<Sp<String>>,
}

/// The order in which each player fills their own holes.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FillOrder {
    /// The order in which South fills South's holes.
    pub south: Vec<Sp<String>>,
    /// The order in which North fills North's holes.
    pub north: Vec<Sp<String>>,
}

/// Who starts a round.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum RoundStarter {
    /// South, always.
    South,
    /// North, always.
    North,
    /// The players take turns starting rounds.
    Alternate,
    /// The winner of the round before (South after a draw).
    RoundWinner,
    /// The loser of the round before (South after a draw).
    RoundLoser,
    /// The player who made the last move of the round before.
    LastMover,
    /// The player after the last mover of the round before.
    #[default]
    Continue,
}

/// Which holes a player plays in a round of a match.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum RoundHoles {
    /// As many holes as they can fill: holes pass to whoever can fill
    /// them.
    #[default]
    Won,
    /// Only their own holes: those they cannot fill are out of play for
    /// the round.
    Own,
    /// Only their own holes, every one in play, laid out by the loser of
    /// the round before and mirrored by the winner: the player with fewer
    /// seeds lays theirs in their `fill_order`, `refill` a hole while they
    /// have that many, then one a hole as far as they go; the other lays
    /// the same count into each of their own holes in their `fill_order`
    /// and keeps the rest in their store. Seeds the loser has left once
    /// every hole holds some stay in their store too; with equal seeds the
    /// two lay out alike.
    LoserMirrored,
    /// Every round is a new game from the start position: no seed carries
    /// over, every hole is its owner's again, and the match is won by
    /// rounds or points.
    Start,
}

/// What becomes of a hole its owner cannot fill at a recount (`holes =
/// "own"`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Unfilled {
    /// Out of play for the round: sowing passes it by.
    #[default]
    OutOfPlay,
    /// In play, empty.
    Empty,
}

/// How the loser of a round lays out their seeds (`holes =
/// "loser-mirrored"`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum RoundLayout {
    /// `refill` a hole in their fill order while they have that many,
    /// then one a hole.
    #[default]
    Refill,
    /// `refill` a hole in their fill order while they have that many,
    /// then the rest in the next hole.
    RefillRest,
    /// As evenly as their holes allow, the fuller first in fill order.
    Even,
    /// As they like, one seed a ply into their own holes.
    Free,
}

/// What the winner of a round lays out once the loser has (`holes =
/// "loser-mirrored"`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum WinnerLays {
    /// The loser's counts, hole for hole.
    #[default]
    Copy,
    /// `refill` in each hole the loser filled.
    Refill,
}

/// What a round of a match scores towards `points_to_win`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum RoundPoints {
    /// A point for each seed held at the round's end.
    #[default]
    Seeds,
    /// The player holding more seeds at the round's end scores the
    /// difference; the other nothing.
    Difference,
}
