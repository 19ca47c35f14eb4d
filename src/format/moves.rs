//! `[moves]`: which holes may start a move, the first move, priorities,
//! requirements, feeding, and what a player without a move does.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{
    CarryTable, CountSpec, HoleSetSpec, HoleWhen, MAX_CARRIES, MAX_LANDING_RULES, Sp, Way,
};

/// Which holes may start a move.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Moves {
    /// Holes a move may start from: `own` (default), `any`, or a region
    /// name; or `own-store`: the move lifts every seed of the mover's store
    /// and sows them along the path from the site after the store, as the
    /// path is written (a phase's own `moves`, for "as soon as a player has
    /// thirteen in their store, they sow them"). Such a move is written by
    /// the store's name, `south-store`.
    #[serde(default)]
    #[schemars(extend("default" = "own", "examples" = ["own", "any", "home", "own-store"]))]
    pub from: Option<Sp<HoleSetSpec>>,
    /// The fewest seeds a starting hole must hold (default 1).
    #[serde(default)]
    #[schemars(extend("default" = 1, "minimum" = 1))]
    pub min_seeds: Option<Sp<u32>>,
    /// The most seeds a starting hole may hold: `2` for "only holes of
    /// two or fewer may be sown". Default: no limit.
    #[serde(default)]
    #[schemars(extend("minimum" = 1))]
    pub max_seeds: Option<Sp<u32>>,
    /// The most seeds a move lifts from its hole, e.g. `1`: the rest stay
    /// there, and the move sows only those it lifted (all, from a hole
    /// that holds no more). Relay laps still lift whole holes. In a
    /// phase's own `moves`, "the game's first move takes only one seed
    /// from its hole". Default: the whole hole.
    #[serde(default)]
    #[schemars(extend("minimum" = 1))]
    pub lift: Option<Sp<u32>>,
    /// When the opponent has no seeds, a move must give them some: `true`
    /// (when no move can, the player has no legal move, and `no_move` says
    /// what happens; by default the game ends) or `"if-possible"` (when no
    /// move can, every move is legal). Default false.
    #[serde(default)]
    #[schemars(extend("default" = false, "examples" = [true, "if-possible"]))]
    pub must_feed: MustFeed,
    /// When the player to move has no legal move: `pass` (the turn goes on
    /// to the next player who can move; the game ends when no player can),
    /// `end-game`, or
    /// `refill-from-store` (a player whose own holes are all empty puts one
    /// seed from their store into each, then moves; the game ends when
    /// the store holds too few).
    #[serde(default)]
    #[schemars(extend("default" = "end-game"))]
    pub no_move: Option<Sp<NoMove>>,
    /// Move restrictions in order of priority. Of the legal moves, those
    /// the first tier admits are the moves; a tier that admits none is
    /// passed over, and when no tier admits any, every legal move stays.
    #[serde(default)]
    #[schemars(extend("default" = [], "examples" = [[
        { "name": "big-holes-first", "count": { "min": 4 } },
        { "name": "twos-nearest", "hole": "open", "count": 2, "unless_count": 1, "prefer": "nearest-opponent" },
        { "name": "left-holes-last", "hole": "left", "prefer": "fewest-seeds" },
        { "name": "multiples-first", "count": { "min": 2 }, "plies": "placement", "once_lost": "square" }
    ]], "maxItems" = MAX_LANDING_RULES))]
    pub priority: Vec<Sp<Priority>>,
    /// Conditions on what a move does: a move that one of them governs
    /// (by the hole it starts from and its count) is legal only when it
    /// does what the condition requires. Checked before `priority`, on
    /// ordinary turns.
    #[serde(default)]
    #[schemars(extend("default" = [], "examples" = [[
        { "name": "single-seeds-into-empty", "count": 1, "first_into": 0 }
    ], [
        { "name": "into-play", "any_of": [{ "reaches": "opponent" }, { "ends": { "hole": "own", "was_empty": true } }] }
    ], [
        { "name": "leave-a-move", "opponent_can_move": true, "if_possible": true }
    ]], "maxItems" = MAX_LANDING_RULES))]
    pub require: Vec<Sp<RequirementTable>>,
    /// A first move the rules fix: the hole a player's first move starts
    /// from, for the game's first move only or for each player's first.
    /// Any other first move is not legal.
    #[serde(default)]
    pub first: Option<Sp<FirstMoveTable>>,
    /// A capturing move must be played when one exists: `true` keeps, of
    /// the legal moves, those whose sowing captures or takes seeds (on any
    /// lap), when any does; when none does, every legal move stays.
    /// Checked before `priority`. Default false.
    #[serde(default)]
    #[schemars(extend("default" = false))]
    pub must_capture: Option<Sp<bool>>,
    /// The pie rule: `true` lets the second player, in their first turn,
    /// swap sides instead of moving, a ply written `swap`: they take the
    /// side the first player's opening turn (a move, or a set opening's
    /// layout) left, and the first player moves next, on the other side.
    /// sow turns the board half round for it (each hole's seeds into the
    /// hole across the board's centre, the stores changed over), so South
    /// stays the first player; the rules must look the same from either
    /// side (O012). Default false.
    #[serde(default)]
    #[schemars(extend("default" = false))]
    pub pie: Option<Sp<bool>>,
    /// Whether a move may sow: `false` leaves only the carries
    /// (`carry`), as in an opening phase whose move is "take all the
    /// counters of one hole and add them to the next". Default true.
    #[serde(default)]
    #[schemars(extend("default" = true))]
    pub sow: Option<Sp<bool>>,
    /// A move that enters seeds from the mover's store into a hole, beside
    /// the sowing moves, while the store holds seeds ("instead of sowing,
    /// a player may put one of their counters in hand into any of their
    /// holes"): `{ into = "own", seeds = 1 }`. Written with a `*` after
    /// the hole, as a placement: `c1*`. No landing rule fires; the turn
    /// passes.
    #[serde(default)]
    #[schemars(extend("examples" = [{ "into": "own", "seeds": 1 }]))]
    pub enter: Option<Sp<EnterTable>>,
    /// Moves that are not sowings: each lifts a hole's seeds and puts
    /// them into another hole named from it, without sowing, written
    /// `FROM>TO` (`g1>g2`). Offered beside the sowing moves (or alone,
    /// with `sow = false`).
    #[serde(default)]
    #[schemars(extend("default" = [], "examples" = [[
        { "name": "shift", "to": { "at": "next" } }
    ], [
        { "name": "across", "hole": "seventh", "to": { "at": "opposite", "hole": "opponent" } }
    ], [
        { "name": "step", "count": 1, "seeds": 1, "to": { "at": "opposite", "count": 0 } }
    ]], "maxItems" = MAX_CARRIES))]
    pub carry: Vec<Sp<CarryTable>>,
}

/// Seeds entered from the mover's store as a move (`[moves] enter`).
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Enter")]
pub struct EnterTable {
    /// The holes seeds may be entered into: `own` (default), `opponent`,
    /// `any`, or a region's name (the mover's holes of it).
    #[serde(default)]
    #[schemars(extend("default" = "own"))]
    pub into: Option<Sp<HoleSetSpec>>,
    /// Seeds a move enters (default 1; all the store holds, when fewer).
    #[serde(default)]
    #[schemars(extend("default" = 1, "minimum" = 1))]
    pub seeds: Option<Sp<u32>>,
    /// `true`: it is offered only while the opponent cannot move (holds
    /// seeds in no hole they may start a move from), as the mover's turn
    /// begins. With `into = "opponent"` it is a gift into a hole the mover
    /// chooses: "a player whose opponent cannot move gives them a seed
    /// from their store, into any of their holes". Default false.
    #[serde(default)]
    #[schemars(extend("default" = false))]
    pub opponent_stuck: Option<Sp<bool>>,
}

/// A condition a move must meet to be legal.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Requirement")]
pub struct RequirementTable {
    /// A name for the condition, used in diagnostics.
    pub name: Sp<String>,
    /// The starting holes whose moves it governs: `own`, `any`, or a
    /// region name; when absent, every hole.
    #[serde(default)]
    pub hole: Option<Sp<HoleSetSpec>>,
    /// The counts of the starting holes whose moves it governs, e.g. `1`
    /// for "a single seed"; when absent, every count.
    #[serde(default)]
    pub count: Option<Sp<CountSpec>>,
    /// What the hole the move's first seed falls into must hold before it
    /// falls, e.g. `0` for "only into an empty hole".
    #[serde(default)]
    pub first_into: Option<Sp<CountSpec>>,
    /// Conditions on holes named from the hole the move starts from, as
    /// the board lies before the move, each a hole reference (`at`, from
    /// `last`, the starting hole, or `origin`, the same) with what it
    /// must hold (`count`), which hole it must be (`hole`) and whether it
    /// is claimed (`claimed`): `[{ at = "before", count = 0 }]` for "a
    /// move must start from a hole that follows an empty one". All must
    /// hold; a reference that names no hole fails.
    #[serde(default)]
    #[schemars(extend("default" = [], "examples" = [[{ "at": "before", "count": 0 }]]))]
    pub start_holes: Vec<Sp<HoleWhen>>,
    /// The move's sowing (any lap, sown-back captures included) must drop
    /// a seed into one of these holes, seen from the mover: `opponent`
    /// for "the sowing reaches the opponent's row".
    #[serde(default)]
    #[schemars(extend("examples" = ["opponent"]))]
    pub reaches: Option<Sp<HoleSetSpec>>,
    /// Where the move's sowing must end: the hole its last seed falls
    /// into (`hole`), whether that hole was empty before it fell
    /// (`was_empty`) and which lap's end is judged (`lap`: `last`, the
    /// default, or `first`, before any relay), e.g. `{ hole = "own",
    /// was_empty = true }` for "ends in an empty hole of the mover's".
    #[serde(default)]
    pub ends: Option<Sp<EndsTable>>,
    /// Whether the opponent must be able to move afterwards (hold seeds in
    /// a hole they may start a move from, as `from` and `min_seeds` say):
    /// `true` for "a player must leave the opponent a move".
    #[serde(default)]
    pub opponent_can_move: Option<Sp<bool>>,
    /// `true`: it governs moves only while the opponent cannot move (holds
    /// seeds in no hole they may start a move from, as `from` and
    /// `min_seeds` say) as the mover's turn begins: "if a player cannot
    /// move, the opponent must sow so that they can play next turn",
    /// with `opponent_can_move = true`.
    #[serde(default)]
    #[schemars(extend("default" = false))]
    pub opponent_stuck: Option<Sp<bool>>,
    /// Alternatives: the move must also do what one of these tables
    /// says (each holds the keys above: `first_into`, `reaches`, `ends`,
    /// `opponent_can_move`, all of a table's together), e.g. "the sowing
    /// reaches the opponent's row or ends in an empty own hole".
    #[serde(default)]
    #[schemars(extend("default" = []))]
    pub any_of: Vec<Sp<OutcomeTable>>,
    /// `true`: where no move the other rules allow meets this condition,
    /// it lapses for the ply and every such move stays legal ("if
    /// possible"). Default false: a move that fails it is never legal.
    #[serde(default)]
    #[schemars(extend("default" = false))]
    pub if_possible: Option<Sp<bool>>,
}

/// Where a move's sowing ends: the hole its last seed falls into.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Ends")]
pub struct EndsTable {
    /// Which hole it must be: `own`, `opponent`, `any`, or a region name
    /// (seen from the mover).
    #[serde(default)]
    #[schemars(extend("examples" = ["own", "opponent"]))]
    pub hole: Option<HoleSetSpec>,
    /// Whether it must have been empty before the last seed fell.
    #[serde(default)]
    pub was_empty: Option<bool>,
    /// Which lap's end it judges: `last` (default: where the whole
    /// sowing ends, relays included) or `first` (where the move's first
    /// lap ends, before any relay: "a move may be played only if its
    /// lifted seeds end in the opponent's row or in an empty hole of
    /// one's own").
    #[serde(default)]
    #[schemars(extend("default" = "last"))]
    pub lap: Option<EndsLap>,
}

/// Which lap's end a requirement's `ends` judges.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum EndsLap {
    /// The move's first lap.
    First,
    /// The whole sowing's last lap.
    #[default]
    Last,
}

/// One alternative of a move requirement's `any_of`: what the move must
/// do, all of its keys together. Its values carry no spans of their own:
/// a mistake in one is shown on the whole table.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Outcome")]
pub struct OutcomeTable {
    /// What the hole the first seed falls into must hold before it falls.
    #[serde(default)]
    pub first_into: Option<CountSpec>,
    /// Holes the sowing must drop a seed into, seen from the mover.
    #[serde(default)]
    #[schemars(extend("examples" = ["opponent"]))]
    pub reaches: Option<HoleSetSpec>,
    /// Where the sowing must end (`hole`, `was_empty`).
    #[serde(default)]
    pub ends: Option<EndsTable>,
    /// Whether the opponent must be able to move afterwards.
    #[serde(default)]
    pub opponent_can_move: Option<bool>,
}

/// A fixed first move: the hole it starts from, for each player whose
/// first move is fixed, and the way it sows.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "FirstMove")]
pub struct FirstMoveTable {
    /// Which first moves are fixed: `game` (default: the game's first
    /// move only, South's) or `each-player` (each player's first move of
    /// the game; in a match, of its first round).
    #[serde(default)]
    #[schemars(extend("default" = "game"))]
    pub of: Option<Sp<FirstOf>>,
    /// The hole South's first move starts from.
    #[serde(default)]
    pub south: Option<Sp<String>>,
    /// The hole North's first move starts from (with `of =
    /// "each-player"`).
    #[serde(default)]
    pub north: Option<Sp<String>>,
    /// With `[sowing] way = "either"` or `"chosen-once"`, the way a fixed
    /// first move sows: `along` or `against` the path; when absent, the
    /// mover chooses.
    #[serde(default)]
    pub way: Option<Sp<Way>>,
}

/// Which first moves a `[moves.first]` fixes.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum FirstOf {
    /// The game's first move only.
    #[default]
    Game,
    /// Each player's first move.
    EachPlayer,
}

/// One tier of move restrictions.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Priority {
    /// A name for the tier, used in diagnostics.
    pub name: Sp<String>,
    /// The starting holes it admits: `own`, `any`, or a region name.
    #[serde(default)]
    pub hole: Option<Sp<HoleSetSpec>>,
    /// The counts of the starting holes it admits.
    #[serde(default)]
    pub count: Option<Sp<CountSpec>>,
    /// The tier is passed over when a legal move in its `hole` holds a
    /// count in this set.
    #[serde(default)]
    pub unless_count: Option<Sp<CountSpec>>,
    /// Of the holes admitted, only the best: `fewest-seeds`, `most-seeds`
    /// ("play from the hole with the most counters"), or
    /// `nearest-opponent` (fewest steps along the mover's track to an
    /// opponent's hole).
    #[serde(default)]
    pub prefer: Option<Sp<Prefer>>,
    /// The plies the tier restricts: `sowing` (default: every ply but
    /// those of a `[placement]` phase, so that a tier written for sowing,
    /// such as "holes of two or more first", does not steer where seeds
    /// are placed), `placement` (only the plies of a `[placement]` phase,
    /// where its `hole` and `count` are those of the hole a seed is
    /// placed into, before it falls) or `all` (both). In a game without
    /// a placement phase the three are alike but for `placement`, which
    /// never applies.
    #[serde(default)]
    #[schemars(extend("default" = "sowing"))]
    pub plies: Option<Sp<TierPlies>>,
    /// The name of a `[holes.NAME]` table: the tier applies only once the
    /// mover's hole of it has lost its status (`lost_when`); before that,
    /// and for a player with no such hole, it is passed over.
    #[serde(default)]
    #[schemars(extend("examples" = ["square"]))]
    pub once_lost: Option<Sp<String>>,
    /// What decides whether the tier holds: `legal-moves` (default: it
    /// holds when it admits a legal move, and a tier that admits none
    /// passes the ply to the next) or `holes` (it holds when one of the
    /// mover's holes it names holds seeds it admits, even where no move
    /// from there is legal for another reason: then only its legal moves
    /// are left, and there may be none, as in "a hole of one seed may be
    /// sown only when no hole holds more").
    #[serde(default)]
    #[schemars(extend("default" = "legal-moves"))]
    pub decided_by: Option<Sp<TierDecidedBy>>,
    /// The name of a `[marks.NAME]` table: the tier admits only holes that
    /// carry the mover's mark of it ("holes already sown first").
    #[serde(default)]
    #[schemars(extend("examples" = ["sown"]))]
    pub marked: Option<Sp<String>>,
    /// The name of a `[marks.NAME]` table: the tier admits only holes that
    /// do not carry the mover's mark of it ("each hole must be sown once
    /// before any is sown again": `unmarked = "sown"`, with a mark set at
    /// a move's start).
    #[serde(default)]
    #[schemars(extend("examples" = ["sown"]))]
    pub unmarked: Option<Sp<String>>,
}

/// What decides whether a priority tier holds.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum TierDecidedBy {
    /// A legal move it admits.
    #[default]
    LegalMoves,
    /// A hole of the mover's it names, holding seeds it admits (legal to
    /// start from or not).
    Holes,
}

/// The plies a priority tier restricts.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum TierPlies {
    /// Every ply, placements too.
    All,
    /// Only placement plies.
    Placement,
    /// Only the plies that are not placements.
    #[default]
    Sowing,
}

/// Which admitted moves a priority tier prefers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Prefer {
    /// The holes with the fewest seeds.
    FewestSeeds,
    /// The holes with the most seeds ("play from the hole with the
    /// largest number of counters").
    MostSeeds,
    /// The holes fewest steps along the mover's track to an opponent's
    /// hole.
    NearestOpponent,
}

/// Whether a move must feed an opponent who has no seeds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(untagged, expecting = "`true`, `false` or `\"if-possible\"`")]
pub enum MustFeed {
    /// `true`: always (no feeding move, no legal move); `false`: never.
    Flag(bool),
    /// Only when some move can.
    Word(FeedWhen),
}

impl Default for MustFeed {
    fn default() -> Self {
        MustFeed::Flag(false)
    }
}

/// When a move must feed, as a word.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum FeedWhen {
    /// When some move can feed; otherwise every move is legal.
    IfPossible,
}

/// What happens when the player to move has no legal move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum NoMove {
    /// The player passes, and the next player who can move moves; the
    /// game ends when no player can move.
    Pass,
    /// The game ends.
    EndGame,
    /// When all the player's own holes are empty, they put one seed from
    /// their store into each of them and move; when their store holds too
    /// few seeds for that (pieces are not seeds), or holes remain that are
    /// not empty, the game ends.
    RefillFromStore,
}
