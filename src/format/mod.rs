//! The `*.sow.toml` format, as Rust types.
//!
//! These types are the one source of truth for the file format: serde reads a
//! file into them, `schemars` turns them (with these doc comments) into
//! `schemas/sow.schema.json`, and the editor features show the same doc
//! comments on hover. Nothing here is checked beyond its TOML shape: holes,
//! regions and counts are resolved and validated in [`crate::model`].
//!
//! A value that needs a source range for a later diagnostic is wrapped in
//! [`Sp`]. Types read through untagged enums cannot carry spans (serde buffers
//! them); their ranges are looked up by key path in the syntax tree instead.
//!
//! Each table has its file (`sowing`, `landing`, `moves`, …); this one holds
//! the whole file's type, [`Sp`], and the limits and defaults that lowering,
//! sample play and the schema share. Every type is re-exported here, so a
//! type's path does not say which file it is written in.

mod board;
mod carry;
mod claimed;
mod count;
mod deferred;
mod end;
mod hole_ref;
mod hole_set;
mod landing;
mod mark;
mod moves;
mod opening;
mod phase;
mod round;
mod sowing;
mod special_hole;
mod when;

pub use board::{
    BoardTable, Ownership, PieceTable, Players, RowSeeds, SeedEntry, SeedLayout, SeedWord,
    SizedCount,
};
pub use carry::{CARRY_MARK, CarryTable, MAX_CARRIES};
pub use claimed::{Claimed, ClaimedBy, CountFor, Replace};
pub use count::{CountSpec, Parity};
pub use deferred::DeferredCapturesTable;
pub use end::{Emptied, End, EndWhen, MAX_CAPTURE_SEARCH, NamedEnd, Remaining, Winner};
pub use hole_ref::{HoleRefSpec, HoleRefWord};
pub use hole_set::{HoleSetSpec, HoleSetWord, RegionTable};
pub use landing::{
    AgainstIf, CaptureDestination, CaptureTargetSpec, CaptureTo, Chain, ChainSpec, ChainTable,
    ChainWithin, ChosenCaptureSpec, ClaimSpec, Destinations, GrandSlam, LandingTable,
    MAX_CHOSEN_HOLES, RULE_PARTS, SowBackFrom, SowFrom, Then, TransferSpec, Trigger,
};
pub use mark::{MAX_MARKS, MarkBlocks, MarkBy, MarkClear, MarkOf, MarkSet, MarkTable, MarkWhen};
pub use moves::{
    EndsLap, EndsTable, EnterTable, FeedWhen, FirstMoveTable, FirstOf, Moves, MustFeed, NoMove,
    OutcomeTable, Prefer, Priority, RequirementTable, TierDecidedBy, TierPlies,
};
pub use opening::{
    FallingRuns, FullestHoles, MAX_SET_LAYOUTS, Opening, OpeningFrom, OpeningKind, PlaceOrder,
    PlacePairs, PlaceThen, PlacementTable, SetLayoutTable, SinglesTable,
};
pub use phase::{MAX_PHASES, MAX_TURNS, PhaseEndTable, PhaseNames, PhaseScope, PhaseTable};
pub use round::{
    FillOrder, GainOrder, Match, Remainder, RoundHoles, RoundLayout, RoundPoints, RoundStarter,
    Sale, Tie, Unfilled, WinnerLays,
};
pub use sowing::{
    CHOSEN_DROPS, Direction, DropsSpec, Endless, FirstSeed, Laps, OtherWay, RelayFrom, RelayWay,
    SowingTable, SowingWay, StoreSowing, TrackSpec, Way, WayChoice,
};
pub use special_hole::{
    ChosenSpecialHoles, PlacedSowsTable, SpecialHoleOwners, SpecialHoleTable, SpecialLift,
    SpecialLost, SpecialStop,
};
pub use when::{CONDITION_PARTS, HoleWhen, PreviousWhen, WhenTable};

use std::collections::BTreeMap;
use std::ops::Range;

use schemars::JsonSchema;
use serde::{Deserialize, Deserializer};
/// A value with the byte range it was read from.
#[derive(Debug, Clone, PartialEq)]
pub struct Sp<T> {
    /// The value itself.
    pub value: T,
    /// Byte range of the value in the source text.
    pub span: Range<usize>,
}

impl<T> Sp<T> {
    /// Wraps a value with a span.
    pub fn new(value: T, span: Range<usize>) -> Self {
        Sp { value, span }
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Sp<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let spanned = crate::syntax::Spanned::<T>::deserialize(deserializer)?;
        let span = spanned.span();
        Ok(Sp {
            value: spanned.into_inner(),
            span,
        })
    }
}

impl<T: JsonSchema> JsonSchema for Sp<T> {
    fn inline_schema() -> bool {
        T::inline_schema()
    }
    fn schema_name() -> std::borrow::Cow<'static, str> {
        T::schema_name()
    }
    fn schema_id() -> std::borrow::Cow<'static, str> {
        T::schema_id()
    }
    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        T::json_schema(generator)
    }
}

/// The ply cap of sample games when `[game] max_plies` is not given.
pub const DEFAULT_MAX_PLIES: u32 = 2_000;
/// The highest ply cap (`max_plies` in `[game]`, or `--max-plies`).
pub const MAX_PLIES: u32 = 1_000_000;
/// The round cap of a match when `[match] max_rounds` is not given.
pub const DEFAULT_MAX_ROUNDS: u32 = 100;
/// The fewest holes a player must fill to play on in a match when
/// `[match] min_holes` is not given.
pub const DEFAULT_MIN_HOLES: u32 = 1;
/// The most rounds (`max_rounds` in `[match]`) a file may set.
pub const MAX_ROUNDS: u32 = 10_000;
/// The players a file may name, in the order they move: `south` and
/// `north` always, then `third`, `fourth` and `fifth` where more play.
pub const PLAYER_NAMES: [&str; 5] = ["south", "north", "third", "fourth", "fifth"];
/// The most players a game may have.
pub const MAX_PLAYERS: usize = PLAYER_NAMES.len();
/// The fewest rows a board may have.
pub const MIN_ROWS: u32 = 2;
/// The most rows a board may have.
pub const MAX_ROWS: u32 = 6;
/// The most columns a board may have (a board also has at most
/// `MAX_BOARD_HOLES` holes in all).
pub const MAX_COLUMNS: u32 = 64;
/// The most holes a board may have, over all its rows.
pub const MAX_BOARD_HOLES: u32 = 128;
/// The most seeds sow plays with, on the whole board.
pub const MAX_TOTAL_SEEDS: u32 = 10_000;
/// The most landing rules, and the most move restrictions, a file may have.
pub const MAX_LANDING_RULES: usize = 64;

/// The schema's `$id`: a name that stays the same wherever a copy of the
/// schema lives. A URN, not a URL, because sow has no web host to serve
/// the schema from; the `1` is the version of the format, raised only when
/// a file that was valid no longer is.
pub const SCHEMA_ID: &str = "urn:sow:schema:variant:1";
/// The file name of the schema: the one `sow schema --write` gives it, and
/// the one a `#:schema` directive of a variant file names.
pub const SCHEMA_FILE: &str = "sow.schema.json";

/// The most entries of `[sowing] drops`.
pub const MAX_DROPS: usize = 16;

/// The most seeds one entry of `[sowing] drops` lets fall into a hole.
pub const MAX_DROP: u32 = 255;

/// A whole `*.sow.toml` file: one sowing game.
///
/// South moves first and sits at row 1; columns are letters from South's left,
/// so South's row of a 2×6 board is `a1`–`f1` and North's is `a2`–`f2`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "sow variant file", extend("$id" = SCHEMA_ID))]
pub struct VariantFile {
    /// What the game is called and where its rules come from.
    #[schemars(extend("examples" = [{
        "name": "Two rows of six",
        "aliases": ["Six by four"],
        "sources": ["A. Author, A Book of Sowing Games, 1999, p. 12"],
        "description": "Two rows of six holes with four seeds each.",
        "max_plies": 500
    }]))]
    pub game: GameTable,
    /// The board: rows, columns, starting seeds and stores.
    #[schemars(extend("examples" = [
        { "rows": 2, "columns": 6, "seeds": 4, "stores": true },
        { "rows": 2, "columns": 6, "seeds": [4, [3, 3, 4, 4, 5, 5]], "stores": true },
        { "rows": 2, "columns": 6, "seeds": { "default": 4, "a1": 0, "f2": 0 }, "stores": true },
        { "rows": 2, "columns": 6, "sizes": [6, 8, 12], "seeds": 4, "stores": true }
    ]))]
    pub board: BoardTable,
    /// Which holes each player owns.
    #[schemars(extend("examples" = [
        { "south": { "rows": [1] }, "north": { "rows": [2] } },
        { "south": { "rows": [1], "holes": ["a2-c2"] }, "north": { "holes": ["d2-f2"] } },
        { "south": { "holes": ["a1-e1"] }, "north": { "holes": ["b2-f2"] }, "neutral": ["f1", "a2"] }
    ]))]
    pub players: Players,
    /// Pieces worth more than one seed, by kind: what each is worth and
    /// the holes it starts in.
    #[serde(default)]
    #[schemars(extend("examples" = [
        { "big": { "worth": 10, "holes": ["a2", "f1"] } }
    ]))]
    pub pieces: BTreeMap<String, PieceTable>,
    /// Named sets of holes, defined for each player, that rules can refer to.
    #[serde(default)]
    #[schemars(extend("examples" = [
        { "home": { "south": ["d1-f1"], "north": ["a2-c2"] } }
    ]))]
    pub regions: BTreeMap<String, RegionTable>,
    /// The sowing path and how a sowing goes on.
    #[schemars(extend("examples" = [
        { "direction": "anticlockwise", "stores": "own", "laps": "single" },
        { "direction": "anticlockwise", "laps": "single", "skip_origin": true },
        { "direction": "anticlockwise", "way": "either" },
        { "track": ["a1-f1", "south-store", "f2-a2", "north-store"], "stores": "own" },
        {
            "track": {
                "south": ["a1-f1", "south-store", "f2-a2"],
                "north": ["a1-f1", "f2-a2", "north-store"]
            },
            "stores": "own"
        },
        { "direction": "anticlockwise", "laps": "relay", "endless": "end-turn" },
        { "direction": "anticlockwise", "skip": { "min": 12 } }
    ]))]
    pub sowing: SowingTable,
    /// What happens where the last seed of a lap lands: rules tried in order,
    /// the first whose `when` matches fires.
    #[serde(default)]
    #[schemars(extend("examples" = [
        [{ "name": "extra-turn", "when": { "hole": "own-store" }, "then": "move-again" }],
        [{
            "name": "capture-opposite",
            "when": { "hole": "own", "was_empty": true, "opposite": { "min": 1 } },
            "capture": ["last", "opposite"]
        }],
        [{
            "name": "capture-two-or-three",
            "when": { "hole": "opponent", "count": [2, 3] },
            "capture": ["last"],
            "chain": "backward",
            "grand_slam": "capture-nothing"
        }],
        [{ "name": "sow-on", "when": { "hole": "any", "was_empty": false }, "then": "relay" }],
        [{ "name": "stop-in-store", "when": { "hole": "store" }, "then": "end-turn" }],
        [{ "name": "fours", "on": "every-seed", "when": { "count": 4 }, "capture": ["last"], "to": "owner" }],
        [{
            "name": "split-three",
            "when": { "hole": "own", "was_empty": true, "opposite": 3 },
            "transfer": { "seeds": 1, "from": "opposite", "to": "last" },
            "claim": ["last", "opposite"]
        }]
    ], "maxItems" = MAX_LANDING_RULES))]
    pub landing: Vec<LandingTable>,
    /// Which holes may start a move.
    #[serde(default)]
    #[schemars(extend("examples" = [
        { "from": "own", "min_seeds": 1, "no_move": "end-game" },
        { "must_feed": true, "no_move": "pass" },
        { "no_move": "pass",
          "priority": [{ "name": "multiples-first", "count": { "min": 2 } }],
          "require": [{ "name": "single-seeds-into-empty", "count": 1, "first_into": 0 }] },
        { "from": "own", "first": { "of": "game", "south": "f1" } },
        { "no_move": "refill-from-store" },
        { "pie": true }
    ]))]
    pub moves: Option<Moves>,
    /// When the game ends and who wins.
    #[schemars(extend("examples" = [
        { "when": ["row-empty"], "remaining": "owner", "winner": "most-seeds" },
        { "when": [{ "seeds_above": 24 }, "repetition"], "remaining": "last-mover" },
        { "when": ["one-cannot-move"], "remaining": "owner" },
        { "when": ["pieces-captured"], "remaining": "owner" }
    ]))]
    pub end: End,
    /// How claimed holes behave, for games where a landing rule can claim
    /// a hole for the mover (`claim = true`).
    #[serde(default)]
    #[schemars(extend("examples" = [
        { "sow_into": true, "sow_from": false, "count_for": "owner" }
    ]))]
    pub claimed: Option<Claimed>,
    /// Play a match of rounds: each round is set up from the seeds each
    /// player won in the one before, until one player owns every hole.
    #[serde(default, rename = "match")]
    #[schemars(extend("examples" = [
        {
            "refill": 4,
            "remainder": { "extra_hole_at": 3, "tie": "lots" },
            "gain_order": { "south": ["f2-a2"], "north": ["a1-f1"] },
            "round_starter": "continue",
            "max_rounds": 200
        },
        {
            "holes": "own",
            "min_holes": 4,
            "round_starter": "last-mover"
        }
    ]))]
    pub match_: Option<Match>,
    /// An opening phase played before the ordinary turns, with rules of
    /// its own.
    #[serde(default)]
    #[schemars(extend("examples" = [
        { "kind": "simultaneous", "skip": false, "landing": false },
        { "kind": "gathered", "gather": 3, "start": "f2" }
    ]))]
    pub opening: Option<Opening>,
    /// A placement phase before the ordinary turns: each player starts
    /// with seeds in hand and puts them into holes, a few a ply, until
    /// both hands are empty.
    #[serde(default)]
    #[schemars(extend("examples" = [
        { "in_hand": 32 },
        { "in_hand": 12, "into": "home", "per_ply": 2, "order": "one-then-other" },
        { "in_hand": 48, "order": "first-alone", "pairs": "opposite" }
    ]))]
    pub placement: Option<PlacementTable>,
    /// Holes with rules of their own, by name (`[holes.NAME]`): a hole of
    /// each player that is lifted, or ends a sowing, by rules other than
    /// the rest, and may lose that status during the game (a square hole
    /// that may be lifted only to capture, say).
    #[serde(default)]
    #[schemars(extend("examples" = [
        { "square": { "holes": { "south": "c1", "north": "d2" }, "lift": "to-capture",
                      "lost_when": "emptied" } }
    ]))]
    pub holes: BTreeMap<String, SpecialHoleTable>,
    /// Marks that plays put on holes and rules read, by name
    /// (`[marks.NAME]`): each is a player's, put on a hole by an event of
    /// their ply (`set`), taken off by another (`clear`) or at the round's
    /// end, and read by `blocks`, by `[[moves.priority]]`'s `marked`
    /// and `unmarked`, and by a named hole's (`start_holes`,
    /// `when.holes`).
    #[serde(default)]
    #[schemars(extend("examples" = [
        { "resting": { "set": "move-start", "clear": "sown-by-opponent", "blocks": "marker" } }
    ], "maxProperties" = MAX_MARKS))]
    pub marks: BTreeMap<String, MarkTable>,
    /// Holes whose captures wait for the end of the round, when the
    /// players who made them share the seeds (central holes of nobody's).
    #[serde(default)]
    #[schemars(extend("examples" = [{ "holes": ["d1", "d2"], "left": 1 }]))]
    pub deferred_captures: Option<DeferredCapturesTable>,
    /// Phases of the game, in the order they come: rules that hold from
    /// a phase's start until its event (`until`), each phase with its own
    /// sowing and moves (keys of `[sowing]` and `[moves]` in place of the
    /// file's) and the landing rules that name it (`when.phase`). Each
    /// player starts in the first, and in a match starts every round in
    /// it again ("each round begins from the leftmost hole").
    #[serde(default)]
    #[schemars(extend("examples" = [[
        { "name": "first-turn", "until": { "turns": 1 } },
        { "name": "play" }
    ], [
        { "name": "opening", "for": "both", "until": { "turns": 1 },
          "sowing": { "stores": "none" }, "moves": { "min_seeds": 2 } },
        { "name": "play", "for": "both" }
    ]], "maxItems" = MAX_PHASES))]
    pub phases: Vec<PhaseTable>,
}

/// The game's names and sources.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Game")]
pub struct GameTable {
    /// The game's usual name.
    pub name: Sp<String>,
    /// Other names the game is known by.
    #[serde(default)]
    pub aliases: Vec<String>,
    /// Where the rules come from: one citation per source.
    #[serde(default)]
    pub sources: Vec<String>,
    /// A short description of the game, in your own words.
    #[serde(default)]
    pub description: Option<String>,
    /// The ply cap used when sample games are played: 1 to 1,000,000
    /// (default 2,000).
    #[serde(default)]
    #[schemars(extend("default" = DEFAULT_MAX_PLIES, "minimum" = 1, "maximum" = MAX_PLIES))]
    pub max_plies: Option<Sp<u32>>,
}

/// The JSON Schema of the format, as pretty JSON.
pub fn schema_json() -> String {
    let schema = schemars::schema_for!(VariantFile);
    let mut text = serde_json::to_string_pretty(&schema).unwrap_or_default();
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The default the schema (and so docs/format.md) shows is the one
    /// lowering uses.
    #[test]
    fn schema_defaults_are_the_types_defaults() {
        let schema = serde_json::to_value(schemars::schema_for!(VariantFile)).unwrap();
        let props = &schema["$defs"]["Match"]["properties"];
        let starter: RoundStarter =
            serde_json::from_value(props["round_starter"]["default"].clone()).unwrap();
        assert_eq!(starter, RoundStarter::default());
        assert_eq!(props["max_rounds"]["default"], DEFAULT_MAX_ROUNDS);
        let holes: RoundHoles = serde_json::from_value(props["holes"]["default"].clone()).unwrap();
        assert_eq!(holes, RoundHoles::default());
        assert_eq!(props["min_holes"]["default"], DEFAULT_MIN_HOLES);
        let tie: Tie = serde_json::from_value(
            schema["$defs"]["Remainder"]["properties"]["tie"]["default"].clone(),
        )
        .unwrap();
        assert_eq!(tie, Tie::default());
        assert_eq!(
            schema["$defs"]["Game"]["properties"]["max_plies"]["maximum"],
            MAX_PLIES
        );
    }
}
