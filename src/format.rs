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
/// The fewest rows a board may have.
pub const MIN_ROWS: u32 = 2;
/// The most rows a board may have.
pub const MAX_ROWS: u32 = 4;
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
        { "no_move": "refill-from-store" }
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
        { "in_hand": 12, "into": "home", "per_ply": 2, "order": "one-then-other" }
    ]))]
    pub placement: Option<PlacementTable>,
    /// Holes with rules of their own, by name (`[holes.NAME]`): a hole of
    /// each player that is lifted, or ends a sowing, by rules other than
    /// the rest, and may lose that status during the game (Bao's nyumba).
    #[serde(default)]
    #[schemars(extend("examples" = [
        { "nyumba": { "holes": { "south": "c1", "north": "d2" }, "lift": "to-capture",
                      "stop": "unless-captured", "lost_when": "emptied" } }
    ]))]
    pub holes: BTreeMap<String, SpecialHoleTable>,
}

/// An opening phase.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
// A gathered opening must say what it gathers and where it starts.
#[schemars(extend(
    "if" = { "properties": { "kind": { "const": "gathered" } }, "required": ["kind"] },
    "then" = { "required": ["gather", "start"] }
))]
pub struct Opening {
    /// `simultaneous`: both players sow at once from a hole each chooses.
    /// sow plays it as laps taken in turn: South chooses and sows a lap,
    /// North chooses and sows a lap, then each relay goes on a lap at a
    /// time, South first. The first player whose lap ends in an empty hole
    /// ends the opening, and makes the first ordinary move: when both
    /// would end in the same round of laps, the one who sows first in it
    /// (a race has no tie). The other's relay stops where it is, its last
    /// hole not lifted. Where one lap ends in the hole the other relay goes
    /// on from, the first to lift it takes every seed there, and the other
    /// relay, come to lift it, finds it empty: that relay has ended in an
    /// empty hole, and wins if it is the first to. Landing rules fire only with `landing = true`, so
    /// by default the opening captures nothing. `gathered`:
    /// the game's first ply is forced (written `gather`): the first player
    /// takes `gather` seeds from each of their holes (all of a hole that
    /// holds fewer) and sows them one a hole along their track, the first
    /// into `start`; the sowing then goes on as any other (relay, landing
    /// rules, another move). A match plays it in its first round only.
    pub kind: Sp<OpeningKind>,
    /// Whether `[sowing] skip` passes over holes in a simultaneous opening
    /// (default false).
    #[serde(default)]
    #[schemars(extend("default" = false))]
    pub skip: Option<Sp<bool>>,
    /// Whether landing rules fire in a simultaneous opening (default
    /// false: a lap relays from an occupied hole and ends in an empty one).
    #[serde(default)]
    #[schemars(extend("default" = false))]
    pub landing: Option<Sp<bool>>,
    /// With `kind = "gathered"`: the seeds the first player takes from
    /// each of their holes (required).
    #[serde(default)]
    #[schemars(extend("minimum" = 1))]
    pub gather: Option<Sp<u32>>,
    /// With `kind = "gathered"`: the hole the first gathered seed falls
    /// into, such as the opponent's first hole along the first player's
    /// track (required).
    #[serde(default)]
    #[schemars(extend("examples" = ["f2"]))]
    pub start: Option<Sp<String>>,
    /// With `kind = "simultaneous"`: the hole each player's opening
    /// sowing starts from, which makes the opening a race from set holes
    /// (each player's rightmost on two rows of six: `{ south = "f1",
    /// north = "a2" }`). Each opening ply is then forced, and written as
    /// that hole; a player whose hole is empty chooses as if no hole were
    /// set. When absent, each player chooses. In a match, every round
    /// opens so.
    #[serde(default)]
    #[schemars(extend("examples" = [{ "south": "f1", "north": "a2" }]))]
    pub from: Option<Sp<OpeningFrom>>,
}

/// The hole each player's opening sowing starts from.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OpeningFrom {
    /// The hole South's opening sowing starts from.
    pub south: Sp<String>,
    /// The hole North's opening sowing starts from.
    pub north: Sp<String>,
}

/// The kinds of opening phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum OpeningKind {
    /// Both players sow at once, modelled as laps taken in turn.
    Simultaneous,
    /// The first ply gathers seeds from each of the first player's holes
    /// and sows them from a named hole.
    Gathered,
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

/// The board's shape and its starting position.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Board")]
pub struct BoardTable {
    /// Number of rows, 2 to 4. Row 1 is South's side.
    #[schemars(extend("minimum" = MIN_ROWS, "maximum" = MAX_ROWS))]
    pub rows: Sp<u32>,
    /// Holes per row, 1 to 64, and at most 128 holes over all rows. Columns
    /// are named `a`, `b`, … `z` from South's left, then `aa`, `ab`, …
    #[schemars(extend("minimum" = 1, "maximum" = MAX_COLUMNS))]
    pub columns: Sp<u32>,
    /// Seeds in each hole at the start: one number for every hole, a list with
    /// one entry per row (a number, or a list of one number per column), a
    /// table from hole name to count with an optional `default`, or
    /// `"columns"`: as many seeds in each hole as a row has holes (Dakon's
    /// seven on seven holes a row, ten on ten), so one file holds on every
    /// one of its `sizes`.
    pub seeds: Sp<SeedLayout>,
    /// Whether each player has a store (a hole off the rows where captured
    /// seeds go). Seeds taken on a board without stores are kept in hand.
    #[serde(default)]
    pub stores: bool,
    /// The numbers of holes per row the game is documented with, when it
    /// is played on several boards (as Leyla Gobale is on rows of 6, 8 and
    /// 12): `columns` is the default size and one of them. `sow check`
    /// checks and sample-plays every size; `sow play`, `simulate` and
    /// `preview` take `--size`. Every hole name in the file holds for each
    /// size, so write those that depend on the size from the row's end:
    /// `last1` is the last hole of row 1 (`f1` on six columns, `l1` on
    /// twelve), and `a1-last1` the whole row.
    #[serde(default)]
    #[schemars(extend("default" = [], "items" = {
        "type": "integer", "format": "uint32", "minimum": 1, "maximum": MAX_COLUMNS
    }))]
    pub sizes: Vec<Sp<u32>>,
    /// Holes that no track passes (names or ranges): a store in the middle
    /// row, a row that holds seeds only between rounds. They are never
    /// sown into or from, and a track need not pass them (no T002); a
    /// capture or a refill may still put seeds there or take them. A hole
    /// declared so that a track passes is T010.
    #[serde(default)]
    #[schemars(extend("default" = [], "examples" = [["a2-f2"]]))]
    pub off_track: Vec<Sp<String>>,
}

/// Starting seeds: uniform, per row, or per hole.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(
    untagged,
    expecting = "a seed count, a list with one entry per row, a table of hole counts, or `\"columns\"`"
)]
pub enum SeedLayout {
    /// The same count in every hole.
    Uniform(u32),
    /// One entry per row, from row 1: a count for the whole row, or one count per column.
    Rows(Vec<RowSeeds>),
    /// Counts by hole name; holes not named get `default` (0 when
    /// absent). On a board with stores, `south-store` and `north-store`
    /// give a store seeds at the start (they start empty otherwise).
    #[schemars(extend("properties" = {
        "default": {
            "description": "Seeds in each hole the table does not name (0 when absent).",
            "type": "integer",
            "format": "uint32",
            "minimum": 0
        }
    }))]
    Holes(BTreeMap<String, u32>),
    /// A count given by the board's size.
    Word(SeedWord),
}

/// A starting count that the board's size gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum SeedWord {
    /// As many seeds in each hole as a row has holes.
    Columns,
}

/// Starting seeds of one row.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(
    untagged,
    expecting = "a seed count for the row, or a list of one count per column"
)]
pub enum RowSeeds {
    /// The same count in every hole of the row.
    Uniform(u32),
    /// One count per column, from column `a`.
    Columns(Vec<u32>),
}

/// Ownership of holes by each player.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Players {
    /// South: moves first, sits at row 1.
    pub south: Ownership,
    /// North: moves second, sits at the last row.
    pub north: Ownership,
    /// Holes that belong to nobody (names or ranges), such as the end
    /// spaces of a board that are sown into but are neither player's.
    /// A neutral hole is not warned of as unowned (O002); seeds are sown
    /// into it where a track passes it, and it is captured like any hole,
    /// but it is never lifted: no move starts there (whatever `[moves]
    /// from` says) and no relay goes on from it. Its seeds at the end count
    /// for nobody under `remaining = "owner"`.
    #[serde(default)]
    #[schemars(extend("default" = [], "examples" = [["a2", "f1"]]))]
    pub neutral: Vec<Sp<String>>,
}

/// A kind of piece worth more than one seed, such as a large stone worth
/// ten. Pieces lie only in neutral holes (`[players] neutral`), so they are
/// never sown: a capture that takes their hole takes them with its seeds to
/// the store, and they count at their worth wherever seeds are counted (a
/// hole's count in a condition, an empty hole, scores, the end). Seeds put
/// back from a store (`no_move = "refill-from-store"`) are never pieces.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Piece")]
pub struct PieceTable {
    /// How many seeds one piece of this kind counts as: 2 or more.
    #[schemars(extend("minimum" = 2))]
    pub worth: Sp<u32>,
    /// The holes a piece of this kind starts in, one in each (a hole named
    /// twice holds two), besides the seeds `[board] seeds` gives them.
    pub holes: Vec<Sp<String>>,
}

/// The holes one player owns: whole rows, and/or holes and ranges.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Ownership {
    /// Whole rows this player owns, by number (1 is South's side).
    #[serde(default)]
    #[schemars(extend("default" = [], "items" = {
        "type": "integer", "format": "uint32", "minimum": 1, "maximum": MAX_ROWS
    }))]
    pub rows: Vec<Sp<u32>>,
    /// Holes this player owns: names like `d2`, or ranges along a row or a
    /// column like `d2-f2`.
    #[serde(default)]
    #[schemars(extend("default" = []))]
    pub holes: Vec<Sp<String>>,
}

/// A set of holes, seen from the mover: a word, or the name of a region.
// Every key of this type takes region names: completion, rename and
// references find those keys through the schema (`crate::schema`).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(
    untagged,
    expecting = "a hole set word (`own`, `opponent`, `any`, …) or a region name"
)]
pub enum HoleSetSpec {
    /// A word for a set of holes.
    Word(HoleSetWord),
    /// The mover's holes of the region of this name (`[regions.NAME]`).
    Region(String),
}

/// The words for sets of holes, seen from the mover.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum HoleSetWord {
    /// The mover's own holes.
    Own,
    /// The opponent's holes.
    Opponent,
    /// Any hole (not a store).
    Any,
    /// The mover's store.
    OwnStore,
    /// The opponent's store.
    OpponentStore,
    /// Either store.
    Store,
}

impl HoleSetWord {
    /// Every word, in the order the docs list them.
    pub const ALL: [HoleSetWord; 6] = [
        HoleSetWord::Own,
        HoleSetWord::Opponent,
        HoleSetWord::Any,
        HoleSetWord::OwnStore,
        HoleSetWord::OpponentStore,
        HoleSetWord::Store,
    ];

    /// The word as a file writes it (serde's spelling; a test keeps the
    /// two the same).
    pub fn as_str(self) -> &'static str {
        match self {
            HoleSetWord::Own => "own",
            HoleSetWord::Opponent => "opponent",
            HoleSetWord::Any => "any",
            HoleSetWord::OwnStore => "own-store",
            HoleSetWord::OpponentStore => "opponent-store",
            HoleSetWord::Store => "store",
        }
    }
}

/// A named set of holes, one set per player (the same name means the
/// corresponding holes of each side).
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Region")]
pub struct RegionTable {
    /// South's holes in this region (names or ranges).
    pub south: Vec<Sp<String>>,
    /// North's holes in this region (names or ranges).
    pub north: Vec<Sp<String>>,
}

/// The sowing path and how sowing goes on.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Sowing")]
pub struct SowingTable {
    /// Shorthand path for two-row boards: `anticlockwise` sows South's row
    /// from `a1` rightwards, then North's row from its right end leftwards.
    #[serde(default)]
    pub direction: Option<Sp<Direction>>,
    /// An explicit path: hole names and ranges in sowing order, looping back
    /// to the start; `south-store` and `north-store` place the stores. One
    /// list for both players, or a table with a `south` and a `north` list.
    #[serde(default)]
    pub track: Option<Sp<TrackSpec>>,
    /// Which stores are sown into: `none`, `own` (the mover's store, the
    /// opponent's is skipped) or `both`.
    #[serde(default)]
    pub stores: Option<Sp<StoreSowing>>,
    /// `single`: one lap per move. `relay`: when the last seed lands in an
    /// occupied hole (not a store), lift all its seeds and sow on from the next
    /// hole.
    #[serde(default)]
    #[schemars(extend("default" = "single"))]
    pub laps: Option<Sp<Laps>>,
    /// Which way a move sows along the path: `along` (default: in the
    /// path's order), `either` (the mover chooses, for each move, along
    /// the path or against it), `chosen-once` (the game's first move
    /// chooses its way, and from then on, in every round of a match too,
    /// its player sows that way and the other player the opposite way), or
    /// a way for each parity of the seeds the move lifts, such as `{ odd =
    /// "along", even = "against" }`. The later laps of a relay keep the
    /// move's way, and rules that look along the path (a chain, the next
    /// hole, a claim's guard) look the way the move sows. Where the mover
    /// chooses, a move against the path is written with a `-` after its
    /// hole (`c1-`), one along it with a `+` (`c1+`); a way that follows
    /// from the count or from the first move's choice is not written.
    #[serde(default)]
    #[schemars(extend("default" = "along", "examples" = ["either", "chosen-once", { "odd": "along", "even": "against" }]))]
    pub way: Option<Sp<SowingWay>>,
    /// With `way = "either"` (or the first move of `"chosen-once"`), the
    /// holes a move may sow along the path from: `any` (default), `own`,
    /// `opponent` or a region's name.
    #[serde(default)]
    #[schemars(extend("default" = "any"))]
    pub along_from: Option<Sp<HoleSetSpec>>,
    /// With `way = "either"` (or the first move of `"chosen-once"`), the
    /// holes a move may sow against the path from (default `any`): with
    /// `along_from`, the way can depend on the hole a move starts from.
    #[serde(default)]
    #[schemars(extend("default" = "any"))]
    pub against_from: Option<Sp<HoleSetSpec>>,
    /// With `way = "either"`: `captures` makes a move against the path
    /// legal only when its sowing captures (anywhere in the turn, relays
    /// and sown-back laps included); moves along it are legal as ever.
    /// With `against_from`, a move may sow against the path only from
    /// those holes, and only to capture.
    #[serde(default)]
    #[schemars(extend("examples" = ["captures"]))]
    pub against_if: Option<Sp<AgainstIf>>,
    /// Where a lap's first seed falls: `next-hole` (default) or
    /// `lifted-hole` (back into the hole just emptied; a lap of one seed
    /// still moves it on to the next hole).
    #[serde(default)]
    #[schemars(extend("default" = "next-hole"))]
    pub first_seed: Option<Sp<FirstSeed>>,
    /// With relay sowing, which hole a lap goes on from: `last` (default:
    /// the hole the last seed fell into, when it held seeds before) or
    /// `next` (the hole after it along the path, when it is a hole that
    /// holds seeds; otherwise the turn ends). A landing rule's `then =
    /// "relay"` lifts the same hole.
    #[serde(default)]
    #[schemars(extend("default" = "last"))]
    pub relay_from: Option<Sp<RelayFrom>>,
    /// Skip the hole a lap was lifted from when the lap passes it.
    #[serde(default)]
    pub skip_origin: bool,
    /// Skip holes that meet this condition while sowing (e.g. `{ min = 12 }`).
    #[serde(default)]
    pub skip: Option<Sp<CountSpec>>,
    /// Which holes `skip` passes over: `own`, `opponent` (the mover's
    /// opponent's) or `any` (default), or a region name.
    #[serde(default)]
    #[schemars(extend("default" = "any", "examples" = ["opponent", "own", "any"]))]
    pub skip_in: Option<Sp<HoleSetSpec>>,
    /// A seed that `skip` would pass over still falls into the hole when a
    /// claiming landing rule then fires: the last seed of a lap, or the
    /// last two for a rule with a `previous` condition (default false).
    #[serde(default)]
    #[schemars(extend("default" = false))]
    pub skip_except_claim: Option<Sp<bool>>,
    /// What a relay sowing that repeats forever means: `illegal` (the move
    /// may not be played), `end-turn` (the turn stops where the repetition is
    /// found) or `end-game` (the game ends there). Required with relay sowing.
    #[serde(default)]
    pub endless: Option<Sp<Endless>>,
}

/// Shorthand direction of the sowing path on a two-row board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Direction {
    /// South's row left to right, then North's row right to left.
    Anticlockwise,
    /// South's row right to left, then North's row left to right.
    Clockwise,
}

/// A track for both players, or one per player.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(
    untagged,
    expecting = "a list of holes and ranges, or a table with `south` and `north` lists"
)]
pub enum TrackSpec {
    /// The same looped path for both players.
    Shared(Vec<String>),
    /// A separate looped path per player.
    PerPlayer {
        /// South's path.
        south: Vec<String>,
        /// North's path.
        north: Vec<String>,
    },
}

/// Which stores lie on the sowing path.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum StoreSowing {
    /// No store is sown into.
    None,
    /// The mover sows into their own store and skips the opponent's.
    Own,
    /// Both stores are sown into.
    Both,
}

/// Which seeds a rule looks at.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Trigger {
    /// Where the last seed of a lap lands.
    #[default]
    LastSeed,
    /// Each seed of a lap but its last, where it falls.
    EverySeed,
}

/// Whose store captured seeds go to.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum CaptureTo {
    /// The mover's.
    #[default]
    Mover,
    /// The owner of the hole they come from.
    Owner,
}

/// Where captured seeds go: a store, or sown back onto the mover's holes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(
    untagged,
    expecting = "`mover`, `owner`, or a table like `{ sow_from = \"lap-start\" }`"
)]
pub enum CaptureDestination {
    /// Into a store: `mover` or `owner`.
    Store(CaptureTo),
    /// Sown back onto the mover's own holes along their track.
    SownBack {
        /// The hole the first seed sown back falls into: `lap-start` (the
        /// hole that received the first seed of the lap that captured), or
        /// `row-end` (an end of the capturing hole's row).
        sow_from: SowBackFrom,
        /// With `row-end`: when the capturing hole is within this many
        /// holes of an end of its row, the seeds are sown from that nearer
        /// end, even if that turns the sowing the other way (then the rest
        /// of the turn sows that way too).
        #[serde(default)]
        nearer_end_within: Option<u32>,
    },
}

/// What a move against the path must do to be legal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum AgainstIf {
    /// Capture seeds.
    Captures,
}

/// Where seeds sown back after a capture begin.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum SowBackFrom {
    /// The hole that received the first seed of the lap that captured:
    /// the seeds are sown on from the hole that lap was lifted from.
    LapStart,
    /// The end of the capturing hole's row from which the row runs on the
    /// way the move sows: the seeds are sown into the row from that end,
    /// and on along the mover's track if there are more.
    RowEnd,
}

/// Which ways a move may sow along the path: a word, or a way for each
/// parity of the seeds lifted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(
    untagged,
    expecting = "`along`, `either`, `chosen-once`, or a table like `{ odd = \"along\", even = \"against\" }`"
)]
pub enum SowingWay {
    /// `along`, `either` or `chosen-once`.
    Named(WayChoice),
    /// The way follows from the number of seeds a move lifts.
    ByParity {
        /// The way a move that lifts an odd number of seeds sows.
        odd: Way,
        /// The way a move that lifts an even number of seeds sows.
        even: Way,
    },
}

impl Default for SowingWay {
    fn default() -> Self {
        SowingWay::Named(WayChoice::Along)
    }
}

impl SowingWay {
    /// Whether a mover chooses the way of a move: of each move, or of the
    /// game's first.
    pub fn chosen(self) -> bool {
        matches!(
            self,
            SowingWay::Named(WayChoice::Either | WayChoice::ChosenOnce)
        )
    }

    /// Whether the game's first move chooses the way of every move after it.
    pub fn chosen_once(self) -> bool {
        self == SowingWay::Named(WayChoice::ChosenOnce)
    }

    /// Whether some move may sow against the path.
    pub fn ever_against(self) -> bool {
        match self {
            SowingWay::Named(WayChoice::Along) => false,
            SowingWay::Named(WayChoice::Either | WayChoice::ChosenOnce) => true,
            SowingWay::ByParity { odd, even } => odd == Way::Against || even == Way::Against,
        }
    }
}

/// The ways a move may sow, as words.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum WayChoice {
    /// In the path's order only.
    #[default]
    Along,
    /// Along the path or against it, as the mover chooses for each move.
    Either,
    /// Along the path or against it, as the game's first move chooses:
    /// its player sows that way for the rest of the game (every round of
    /// a match), the other player the opposite way.
    ChosenOnce,
}

/// A way along the sowing path.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Way {
    /// In the path's order.
    Along,
    /// Against the path's order.
    Against,
}

/// Where a lap's first seed falls.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum FirstSeed {
    /// Into the hole after the lifted one.
    #[default]
    NextHole,
    /// Back into the lifted hole, unless the lap has only one seed.
    LiftedHole,
}

/// Which hole a relay lap goes on from.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum RelayFrom {
    /// The hole the last seed fell into.
    #[default]
    Last,
    /// The hole after it along the path.
    Next,
}

/// Single-lap or relay sowing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Laps {
    /// The move ends where the last seed lands (after its landing rules).
    Single,
    /// A last seed in an occupied hole lifts that hole and sowing goes on.
    Relay,
}

/// The rule for a relay sowing that would repeat forever.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Endless {
    /// Such a move may not be played.
    Illegal,
    /// The turn stops when the repetition is found.
    EndTurn,
    /// The game ends when the repetition is found.
    EndGame,
}

/// A condition on a seed count: one count, a list of counts, or a range.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(
    untagged,
    expecting = "a count, a list of counts, `even`, `odd`, or a table with `min` and/or `max`"
)]
pub enum CountSpec {
    /// Exactly this count.
    Exactly(u32),
    /// Any of these counts.
    AnyOf(Vec<u32>),
    /// `even` or `odd`: every count of that parity (0 is even).
    Parity(Parity),
    /// A range, both ends included.
    Range {
        /// The smallest count that matches.
        #[serde(default)]
        min: Option<u32>,
        /// The largest count that matches.
        #[serde(default)]
        max: Option<u32>,
    },
}

/// The parity of a count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Parity {
    /// 0, 2, 4, …
    Even,
    /// 1, 3, 5, …
    Odd,
}

/// A rule for where the last seed of a lap lands.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "LandingRule")]
pub struct LandingTable {
    /// A name for the rule, used in diagnostics and statistics.
    pub name: Sp<String>,
    /// Which seeds the rule looks at: `last-seed` (default: where the
    /// last seed of each lap lands) or `every-seed` (each seed of a lap
    /// but its last, as it falls, in the hole it falls into; such a rule
    /// captures or takes and the sowing goes on, so it takes no `then`,
    /// `chain`, `claim`, `transfer`, `grand_slam` or `previous`). Rules of each kind
    /// are tried in file order, and the first whose `when` holds fires.
    /// Where the hole of a lap's last seed counts too (Pallankuli's fours),
    /// give the last seed a rule with the same `when`, and its `then`.
    #[serde(default)]
    #[schemars(extend("default" = "last-seed"))]
    pub on: Option<Sp<Trigger>>,
    /// The condition on the landing hole; every key given must hold.
    #[serde(default)]
    pub when: Option<Sp<When>>,
    /// The holes to take: `last` (the landing hole), `opposite` (the hole
    /// across from it), `behind-opposite` (on four rows, the hole behind
    /// that one: the opponent's outer hole of the column), `next` (the hole
    /// after it along the path, stores passed over) and `after-next` (the
    /// hole after that), in any combination.
    #[serde(default)]
    #[schemars(extend("default" = []))]
    pub capture: Vec<Sp<CaptureTarget>>,
    /// Where captured and taken seeds go: to a store, `mover` (default:
    /// the mover's) or `owner` (the owner of each hole they come from;
    /// the mover for a hole nobody owns); or sown back onto the mover's
    /// own holes, `{ sow_from = "lap-start" }`: the captured seeds are
    /// sown as a lap of their own along the mover's track (the way the
    /// move sows), the first into the hole that received the first seed
    /// of the lap that captured, and that lap ends as any lap does (its
    /// last seed may relay or capture again). `{ sow_from = "row-end" }`
    /// sows them instead into the capturing hole's row from its end that
    /// continues the move's way (the row must be a run of the mover's
    /// track); with `nearer_end_within = N`, a capture within N holes of
    /// an end is sown from that nearer end, turning the way when it must,
    /// and the turn's later laps sow the new way (Bao's two end holes:
    /// `{ sow_from = "row-end", nearer_end_within = 2 }`).
    #[serde(default)]
    #[schemars(extend("default" = "mover", "examples" = ["owner", { "sow_from": "lap-start" }]))]
    pub to: Option<Sp<CaptureDestination>>,
    /// Takes more holes in a row: `backward` (the holes before the landing
    /// hole along the path, stores passed over, while each meets this
    /// rule's `hole` and `count`), `forward` (likewise the holes after
    /// it), or `alternating` (beyond the farthest hole taken with seeds
    /// along the path: while the next hole is empty and the one after it
    /// holds seeds, that one is taken too; where the `next` and
    /// `after-next` holes a rule takes held no seeds, there is no chain).
    /// A chain stops at the first hole that
    /// does not go on with it, or back where it began; `chain_within`
    /// says whether it may pass the hole the lap was lifted from.
    #[serde(default)]
    pub chain: Option<Sp<Chain>>,
    /// How far a chain may go: `track` (default: round the whole path; it
    /// goes on past the hole the lap was lifted from) or `lap` (only over
    /// holes the last lap sowed: a backward chain ends at the hole the
    /// lap's first seed fell into, and a forward chain takes nothing,
    /// unless the lap lifted as many seeds as its path has places).
    #[serde(default)]
    #[schemars(extend("default" = "track"))]
    pub chain_within: Option<Sp<ChainWithin>>,
    /// What to do when the capture would take every seed the opponent has on
    /// the board: `capture` (take them) or `capture-nothing`.
    #[serde(default)]
    #[schemars(extend("default" = "capture"))]
    pub grand_slam: Option<Sp<GrandSlam>>,
    /// How the turn goes on: `end-turn`, `move-again`, or `relay` (lift the
    /// landing hole and sow on). When absent, relay sowing goes on from an
    /// occupied hole and otherwise the turn ends. After a capture that
    /// leaves the landing hole, `relay` moves the seed that captured on to
    /// the next hole, where the rules are tried again: "the counter that
    /// triggered the capture is moved to the following hole" is
    /// `capture = ["opposite"]` with `then = "relay"`.
    #[serde(default)]
    pub then: Option<Sp<Then>>,
    /// Holes become claimed holes of the mover for the rest of the round
    /// (see `[claimed]`): `true` or `"last"` for the landing hole,
    /// `"previous"` for the hole the lap's last seed but one fell into,
    /// `"opposite"` for the hole across from the landing hole, or a list
    /// of them, such as `["last", "opposite"]` for both.
    #[serde(default)]
    #[schemars(extend("examples" = [true, "previous", ["last", "opposite"]]))]
    pub claim: Option<Sp<ClaimSpec>>,
    /// Moves seeds from one hole to another when the rule fires, after its
    /// captures and before its claims: up to `seeds` seeds (as many as the
    /// hole holds, if fewer) from the hole `from` names to the hole `to`
    /// names, each `last`, `previous` or `opposite`. E.g. "one seed of the
    /// opposite hole goes into the landing hole":
    /// `{ seeds = 1, from = "opposite", to = "last" }`.
    #[serde(default)]
    pub transfer: Option<Sp<TransferSpec>>,
    /// Take up to this many seeds from the landing hole to the mover's
    /// store (the seed just dropped is one of them).
    #[serde(default)]
    #[schemars(extend("minimum" = 1))]
    pub take: Option<Sp<u32>>,
    /// Take every seed of the landing hole to the mover's store but this
    /// many (the seed just dropped is one of those taken): `1` for "take
    /// three of the four, leaving one". Not with `take`.
    #[serde(default)]
    pub leave: Option<Sp<u32>>,
}

/// Which holes a landing rule claims.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(
    untagged,
    expecting = "`true`, `false`, `\"last\"`, `\"previous\"`, `\"opposite\"` or a list of them"
)]
pub enum ClaimSpec {
    /// `true` claims the landing hole; `false` claims nothing.
    Flag(bool),
    /// The hole to claim.
    Hole(RuleHole),
    /// The holes to claim, all of them.
    Holes(Vec<RuleHole>),
}

/// A hole a landing rule names, seen from where the last seed fell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum RuleHole {
    /// The hole the last seed fell into.
    Last,
    /// The hole the last seed but one fell into.
    Previous,
    /// The hole across from the one the last seed fell into.
    Opposite,
}

/// Seeds a landing rule moves from one hole to another.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TransferSpec {
    /// The most seeds moved (all the hole holds, when it holds fewer).
    #[schemars(extend("minimum" = 1))]
    pub seeds: Sp<u32>,
    /// The hole they are taken from: `last`, `previous` or `opposite`.
    pub from: Sp<RuleHole>,
    /// The hole they are put into: `last`, `previous` or `opposite`.
    pub to: Sp<RuleHole>,
}

/// A condition on the hole the last seed but one of a lap fell into.
#[derive(Debug, Default, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PreviousWhen {
    /// Which hole it is: `own`, `opponent`, `any`, or a region name.
    #[serde(default)]
    #[schemars(extend("examples" = ["own", "opponent", "any"]))]
    pub hole: Option<Sp<HoleSetSpec>>,
    /// Its count after the seed fell.
    #[serde(default)]
    pub count: Option<Sp<CountSpec>>,
    /// Whether it is a claimed hole: `no`, `yes`, `by-mover` or
    /// `by-opponent`.
    #[serde(default)]
    pub claimed: Option<Sp<ClaimedBy>>,
}

/// The condition of a landing rule.
#[derive(Debug, Default, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct When {
    /// Where the seed landed: `own`, `opponent` or `any` hole, `own-store`,
    /// `opponent-store`, `store`, or the name of a region.
    #[serde(default)]
    #[schemars(extend("examples" = ["own", "opponent", "any", "own-store", "opponent-store", "store"]))]
    pub hole: Option<Sp<HoleSetSpec>>,
    /// The landing hole's count after the drop.
    #[serde(default)]
    pub count: Option<Sp<CountSpec>>,
    /// Whether the landing hole was empty before the drop.
    #[serde(default)]
    pub was_empty: Option<Sp<bool>>,
    /// The count in the hole opposite the landing hole (on three rows a
    /// middle-row hole is its own opposite, so there this is the landing
    /// count: R015).
    #[serde(default)]
    pub opposite: Option<Sp<CountSpec>>,
    /// The count in the hole behind the opposite one (on four rows, the
    /// opponent's outer hole of the column, for a landing in the mover's
    /// inner row); it does not hold where there is no such hole.
    #[serde(default)]
    pub behind_opposite: Option<Sp<CountSpec>>,
    /// The count in the hole after the landing hole along the path
    /// (stores passed over), e.g. `0` for "the next hole is empty".
    #[serde(default)]
    pub next: Option<Sp<CountSpec>>,
    /// Whether the landing hole is a claimed hole: `no`, `yes`,
    /// `by-mover` or `by-opponent`.
    #[serde(default)]
    pub claimed: Option<Sp<ClaimedBy>>,
    /// The ply of the game (or of the round, in a match) being played,
    /// counted from 1: e.g. `{ min = 2 }` for "not on the first move".
    #[serde(default)]
    pub ply: Option<Sp<CountSpec>>,
    /// How many claimed holes (either player's) are on the board before the
    /// rule fires: e.g. `0` for "only the first claim of the game".
    #[serde(default)]
    pub claims: Option<Sp<CountSpec>>,
    /// Whether this ply's sowing has already captured or taken seeds, on
    /// any lap and by any rule (rules on every seed included): with
    /// `was_empty = true` and `then = "move-again"`, "a last seed in an
    /// empty hole ends the turn, unless the sowing captured: then the
    /// player plays again".
    #[serde(default)]
    pub captured: Option<Sp<bool>>,
    /// The lap of this ply's sowing, counted from 1: each relay (a lap
    /// that lifts again, or `then = "relay"`) starts the next one. E.g.
    /// `1` for "only the first lap captures". With `captured`, what the
    /// turn remembers: "a turn that did not capture on its first lap
    /// captures nothing later" is one rule with `lap = 1` and one with
    /// `captured = true`.
    #[serde(default)]
    #[schemars(extend("examples" = [1, { "min": 2 }]))]
    pub lap: Option<Sp<CountSpec>>,
    /// The hole the lap's last seed but one fell into (the lap sowed at
    /// least two seeds): its `hole`, `count` and `claimed`.
    #[serde(default)]
    pub previous: Option<Sp<PreviousWhen>>,
    /// Whether the landing hole has been lifted (sown from, at the start
    /// of a move or by a relay) since the round began: `true` for "not
    /// before the hole's starting seeds have moved" (a hole still holding
    /// the seeds it started the round with cannot be claimed, say).
    #[serde(default)]
    pub lifted: Option<Sp<bool>>,
    /// How many holes the mover's opponent plays this round (those they
    /// own and that are in play): e.g. `1` for "the opponent's single
    /// remaining hole".
    #[serde(default)]
    pub opponent_holes: Option<Sp<CountSpec>>,
}

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

/// A match of rounds. After each round every player's seeds (store,
/// claimed holes, and what `remaining` gives them) are put back, `refill`
/// to a hole: a player owns as many holes next round as they can fill
/// (with `holes = "own"`, as many of their own holes). Seeds too few to
/// fill a hole stay in their player's hand (the store) and count again at
/// the next recount; a hole nobody fills is out of play for the round:
/// sowing passes it by and no move starts there. A player who can fill
/// fewer than `min_holes` loses the match, and so does one left with no
/// hole when the other owns them all.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Match {
    /// Which holes each player plays in a round: `won` (default: as many
    /// holes as they can fill, past their own into the other's, taken in
    /// `gain_order`), `own` (only the holes the file gives them, filled
    /// along their track from the first of their own holes it reaches
    /// after a site not theirs; their holes they cannot fill are out of
    /// play for the round, and the seeds left over stay in their store)
    /// or `loser-mirrored` (only their own holes, all in play: the loser
    /// of the round before lays out their seeds, `refill` a hole and then
    /// one a hole, and the winner copies that layout, keeping the rest in
    /// their store).
    #[serde(default)]
    #[schemars(extend("default" = "won"))]
    pub holes: Option<Sp<RoundHoles>>,
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
/// and a shortfall of fewer seeds left over sells one hole half: the buyer
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
    /// more hole) or `nobody` (default).
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
}

/// A hole a capture takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum CaptureTarget {
    /// The hole where the last seed landed.
    Last,
    /// The hole opposite the one where the last seed landed: the same
    /// column, the rows mirrored (on four rows the inner rows face each
    /// other, and so do the outer ones; on three, the middle row is its
    /// own: each middle-row hole is its own opposite, R015).
    Opposite,
    /// The hole behind the opposite one, one row farther from the landing
    /// hole in the same column: on four rows, the opponent's outer hole of
    /// the column when the seed landed in the mover's inner row (none
    /// elsewhere).
    BehindOpposite,
    /// The hole after the landing hole along the path (stores passed over).
    Next,
    /// The hole after that one.
    AfterNext,
}

/// A capture chain.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Chain {
    /// The holes before the landing hole along the mover's path, while
    /// each meets the rule's `hole` and `count`.
    Backward,
    /// The holes after the landing hole along the path, likewise.
    Forward,
    /// Beyond the farthest hole taken with seeds: an empty hole, then one
    /// with seeds, taken; again and again.
    Alternating,
}

/// How far a capture chain may go.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum ChainWithin {
    /// Round the whole path.
    #[default]
    Track,
    /// Over the holes the last lap sowed.
    Lap,
}

/// What to do when a capture would take all the opponent's seeds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum GrandSlam {
    /// Take them.
    Capture,
    /// The move is played but captures nothing.
    CaptureNothing,
}

/// How a turn goes on after a landing rule fires.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Then {
    /// The turn ends.
    EndTurn,
    /// The mover plays another ply.
    MoveAgain,
    /// Lift the landing hole and sow on.
    Relay,
}

/// Which holes may start a move.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Moves {
    /// Holes a move may start from: `own` (default), `any`, or a region name.
    #[serde(default)]
    #[schemars(extend("default" = "own", "examples" = ["own", "any", "home"]))]
    pub from: Option<Sp<HoleSetSpec>>,
    /// The fewest seeds a starting hole must hold (default 1).
    #[serde(default)]
    #[schemars(extend("default" = 1, "minimum" = 1))]
    pub min_seeds: Option<Sp<u32>>,
    /// When the opponent has no seeds, a move must give them some: `true`
    /// (when no move can, the player has no legal move, and `no_move` says
    /// what happens; by default the game ends) or `"if-possible"` (when no
    /// move can, every move is legal). Default false.
    #[serde(default)]
    #[schemars(extend("default" = false, "examples" = [true, "if-possible"]))]
    pub must_feed: MustFeed,
    /// When the player to move has no legal move: `pass` (the opponent moves
    /// again; the game ends when neither can move), `end-game`, or
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
        { "name": "left-holes-last", "hole": "left", "prefer": "fewest-seeds" }
    ]], "maxItems" = MAX_LANDING_RULES))]
    pub priority: Vec<Sp<Priority>>,
    /// Conditions on what a move does: a move that one of them governs
    /// (by the hole it starts from and its count) is legal only when it
    /// does what the condition requires. Checked before `priority`, on
    /// ordinary turns.
    #[serde(default)]
    #[schemars(extend("default" = [], "examples" = [[
        { "name": "single-seeds-into-empty", "count": 1, "first_into": 0 }
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
    pub first_into: Sp<CountSpec>,
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
    /// Of the holes admitted, only the best: `fewest-seeds`, or
    /// `nearest-opponent` (fewest steps along the mover's track to an
    /// opponent's hole).
    #[serde(default)]
    pub prefer: Option<Sp<Prefer>>,
}

/// Which admitted moves a priority tier prefers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Prefer {
    /// The holes with the fewest seeds.
    FewestSeeds,
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum NoMove {
    /// The player passes; the game ends when neither player can move.
    Pass,
    /// The game ends.
    EndGame,
    /// When all the player's own holes are empty, they put one seed from
    /// their store into each of them and move; when their store holds too
    /// few seeds for that (pieces are not seeds), or holes remain that are
    /// not empty, the game ends.
    RefillFromStore,
}

/// When the game ends and how it is scored.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct End {
    /// Conditions checked after every ply; the game ends when one holds:
    /// `row-empty` (all of one player's holes are empty: every hole they
    /// own, on every row they own), `repetition` (a position
    /// seen before comes again), `unclaimed-empty` (no hole that is not
    /// claimed holds a seed), `one-cannot-move` (either player, the one to
    /// move or the other, has no legal move), `pieces-captured` (no piece of
    /// `[pieces]` is left in a hole), `opponent-cannot-fill` (in a match, a
    /// store holds so many seeds that the other player could no longer
    /// fill `[match] min_holes` holes), `{ seeds_above = N }` (a store holds more
    /// than N seeds), `{ holes_at_most = N }` (no hole holds more than N
    /// seeds), `{ board_at_most = N }` (the holes hold no more than N
    /// seeds in all) or `{ region_empty = "inner" }` (all of one player's
    /// holes of a region are empty: that player loses).
    #[serde(default)]
    #[schemars(extend("default" = []))]
    pub when: Vec<Sp<EndWhen>>,
    /// Who gets the seeds left on the board when the game ends: `owner` (of
    /// each hole), `last-mover`, or `nobody`.
    pub remaining: Sp<Remaining>,
    /// How the winner is decided: `most-seeds` (store plus seeds awarded at
    /// the end; equal totals draw), or `no-move-loses` (a game that ends
    /// because the player to move cannot move is lost by that player;
    /// otherwise most seeds).
    #[serde(default)]
    #[schemars(extend("default" = "most-seeds"))]
    pub winner: Option<Sp<Winner>>,
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
    /// All of one player's holes of a set are empty: that player loses.
    RegionEmpty {
        /// The holes, seen from each player: a region's name (that
        /// player's holes of it, such as their inner row: "the game is won
        /// when the opponent's inner row is cleared") or `own`. The player
        /// whose holes of it are all empty after a ply loses; when both
        /// players' are at once, `winner` decides.
        region_empty: HoleSetSpec,
    },
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
    /// Every piece of `[pieces]` has been captured: none is left in a hole.
    PiecesCaptured,
    /// In a match, one player's store holds so many seeds that the other,
    /// even with every seed not in it, could no longer fill `[match]
    /// min_holes` holes at the refill's count: the round is decided
    /// (Dakon on seven holes: a store of 71 of the 98 seeds leaves the
    /// other 27, short of four holes of seven). The count follows the
    /// board's size, so one file holds on each of its `sizes`.
    OpponentCannotFill,
}

/// Who receives the seeds left on the board at the end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Winner {
    /// Most seeds (store plus seeds awarded at the end) wins; equal is a draw.
    MostSeeds,
    /// The player to move who cannot move loses; a game that ends any
    /// other way is decided by most seeds.
    NoMoveLoses,
}

/// The JSON Schema of the format, as pretty JSON.
pub fn schema_json() -> String {
    let schema = schemars::schema_for!(VariantFile);
    let mut text = serde_json::to_string_pretty(&schema).unwrap_or_default();
    text.push('\n');
    text
}

/// A placement phase: seeds start in the players' hands and are put into
/// holes before the first sowing.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Placement")]
pub struct PlacementTable {
    /// Seeds each player holds in hand at the start, beside those that
    /// `[board] seeds` puts in holes. Each placement ply (written with a
    /// `*` after its hole: `c1*`) puts `per_ply` of them (all that are
    /// left, when fewer) into one hole of `into`; the turn then passes as
    /// `order` says. The ordinary turns begin once both hands are empty,
    /// with the player whose turn it then is: after an alternate placement
    /// of equal hands, the player who placed first sows first. Landing
    /// rules and end conditions wait for the ordinary turns.
    #[schemars(extend("minimum" = 1, "maximum" = MAX_TOTAL_SEEDS))]
    pub in_hand: Sp<u32>,
    /// The holes a player may place into: `own` (default), `any`, or a
    /// region's name (the player's holes of it).
    #[serde(default)]
    #[schemars(extend("default" = "own"))]
    pub into: Option<Sp<HoleSetSpec>>,
    /// Seeds a placement ply puts into its hole (default 1).
    #[serde(default)]
    #[schemars(extend("default" = 1, "minimum" = 1))]
    pub per_ply: Option<Sp<u32>>,
    /// Who places when: `alternate` (default: the players take turns, a
    /// player whose hand is empty being passed over) or `one-then-other`
    /// (South places their whole hand, then North).
    #[serde(default)]
    #[schemars(extend("default" = "alternate"))]
    pub order: Option<Sp<PlaceOrder>>,
}

/// A hole with rules of its own (`[holes.NAME]`). Its rules hold while it
/// keeps its status; the status is part of the position (a position recurs
/// only with the same statuses), and every game or round starts with it.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "SpecialHole")]
pub struct SpecialHoleTable {
    /// The hole of each player that has the status (`{ south = "e2",
    /// north = "d3" }`); either may be left out. Each must be a hole its
    /// player owns and sows (O009).
    pub holes: Sp<SpecialHoleOwners>,
    /// When a move may start from the hole: `always` (default),
    /// `to-capture` (only a move that captures), or `never`.
    #[serde(default)]
    #[schemars(extend("default" = "always"))]
    pub lift: Option<Sp<SpecialLift>>,
    /// Whether a lap that ends in the hole without capturing stops the
    /// turn there instead of relaying: `never` (default), `always`, or
    /// `unless-captured` (it stops only in a turn that has captured
    /// nothing yet).
    #[serde(default)]
    #[schemars(extend("default" = "never"))]
    pub stop: Option<Sp<SpecialStop>>,
    /// When the hole loses its status for the rest of the game (or round):
    /// `never` (default) or `emptied` (once its seeds are lifted, or it is
    /// left empty at the end of a ply, by a capture say).
    #[serde(default)]
    #[schemars(extend("default" = "never"))]
    pub lost_when: Option<Sp<SpecialLost>>,
}

/// The hole of each player that has a special hole's status.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SpecialHoleOwners {
    /// South's hole.
    #[serde(default)]
    pub south: Option<Sp<String>>,
    /// North's hole.
    #[serde(default)]
    pub north: Option<Sp<String>>,
}

/// When a move may start from a special hole.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum SpecialLift {
    /// As from any other hole.
    #[default]
    Always,
    /// Only a move that captures.
    ToCapture,
    /// Never.
    Never,
}

/// Whether a lap that ends in a special hole stops the turn.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum SpecialStop {
    /// It relays as from any other hole.
    #[default]
    Never,
    /// A lap ending there without a capture ends the turn.
    Always,
    /// A lap ending there without a capture ends a turn that has captured
    /// nothing yet; a turn that has captured relays on.
    UnlessCaptured,
}

/// When a special hole loses its status.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum SpecialLost {
    /// It keeps it all game.
    #[default]
    Never,
    /// Once it is lifted, or left empty at the end of a ply.
    Emptied,
}

/// Who places when in a placement phase.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum PlaceOrder {
    /// The players take turns, one placement ply each.
    #[default]
    Alternate,
    /// South places their whole hand, then North theirs.
    OneThenOther,
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
