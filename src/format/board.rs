//! `[board]` and `[players]`: the rows and columns, the starting seeds,
//! the stores, who owns which hole, and `[pieces]` worth more than a seed.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::Deserialize;

use super::{MAX_COLUMNS, MAX_ROWS, MIN_ROWS, Sp};

/// The board's shape and its starting position.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Board")]
pub struct BoardTable {
    /// Number of rows, 2 to 6. Row 1 is South's side. Holes face each
    /// other by column: the hole across from one in row r (`opposite`) is
    /// in row N + 1 − r of N rows (on four rows inner faces inner and
    /// outer outer; on six, row 3 faces row 4, row 2 row 5, row 1 row 6),
    /// and on three or five rows a middle-row hole is its own. The hole
    /// `behind` one is a row farther from the middle, on its side. So the
    /// holes of the other side's rows in a hole's column are, nearest
    /// first, `opposite`, `behind opposite` and `behind behind opposite`
    /// for a hole next to the middle (three on six rows, two on four),
    /// and `opposite or behind opposite` is "the facing hole, or the one
    /// behind it if that is empty".
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
    /// size, so write those that depend on the size from the row's end
    /// or middle: `last1` is the last hole of row 1 (`f1` on six columns,
    /// `l1` on twelve), `(last-1)1` the one before it, `mid1` the first
    /// hole of the row's right half (the middle one on an odd row),
    /// `a1-last1` the whole row and `a1-(mid-1)1` its left half.
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
    /// Counts by hole name or range (`"a1-c1" = 3`, `"d1-last1" = 0`,
    /// `"(last-1)3" = 1`), a count that grows with the board's size
    /// (`a1 = { per_column = 2 }`: twice a row's holes);
    /// holes not named get `default` (0 when absent), and a hole named
    /// both alone and in a range gets its own count. On a board with
    /// stores, `south-store` and `north-store` give a store seeds at the
    /// start (they start empty otherwise). With `mirror = true` the table
    /// names South's holes only, and each of North's holes gets the count
    /// of the South hole it mirrors (the board turned half round): "each
    /// player's holes are laid out alike".
    #[schemars(extend("properties" = {
        "default": {
            "description": "Seeds in each hole the table does not name (0 when absent).",
            "type": "integer",
            "format": "uint32",
            "minimum": 0
        },
        "mirror": {
            "description": "North's holes take the counts of the South holes they mirror (the board turned half round: on two rows of six, `a1` mirrors `f2`), so the table names South's holes only (false when absent).",
            "type": "boolean"
        }
    }, "additionalProperties" = {
        "anyOf": [
            { "type": "integer", "format": "uint32", "minimum": 0 },
            {
                "description": "A count that grows with the board: `per_column` seeds for each hole of a row, and `plus` more (negative: fewer), such as `{ per_column = 2 }` for twice a row's holes.",
                "type": "object",
                "properties": {
                    "per_column": { "type": "integer", "format": "uint32", "minimum": 0 },
                    "plus": { "type": "integer", "format": "int32", "default": 0 }
                },
                "required": ["per_column"],
                "additionalProperties": false
            }
        ]
    }))]
    Holes(BTreeMap<String, SeedEntry>),
    /// A count given by the board's size.
    Word(SeedWord),
}

/// One entry of a table of hole counts: a count, a count that the board's
/// size gives, or the `mirror` flag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(
    untagged,
    expecting = "a seed count, a table like `{ per_column = 2 }`, or `true`/`false` for `mirror`"
)]
pub enum SeedEntry {
    /// Seeds in the hole or holes the key names.
    Count(u32),
    /// Seeds that grow with the board's size.
    BySize(SizedCount),
    /// Whether North's holes mirror South's (`mirror`).
    Flag(bool),
}

/// A starting count that grows with the board: `per_column` seeds for
/// each hole of a row, and `plus` more (or fewer): `{ per_column = 2 }`
/// is twice a row's holes, 12 on rows of six and 32 on rows of sixteen,
/// so one file holds on every one of its `sizes`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SizedCount {
    /// Seeds for each hole of a row.
    pub per_column: u32,
    /// Seeds added to those (negative: taken from them); default 0. The
    /// count must not fall below 0 on any size.
    #[serde(default)]
    pub plus: i32,
}

impl SizedCount {
    /// The count on rows of `columns` holes, `None` where it falls below
    /// zero or past `u32`.
    pub fn on(self, columns: u32) -> Option<u32> {
        let n = i64::from(self.per_column) * i64::from(columns) + i64::from(self.plus);
        u32::try_from(n).ok()
    }
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
    /// A third player, where more than two play (a ring of heaps, one
    /// row a player): moves after North. Players move in the order
    /// `south`, `north`, `third`, `fourth`, `fifth`, each in turn.
    #[serde(default)]
    pub third: Option<Ownership>,
    /// A fourth player: moves after the third (with `third`).
    #[serde(default)]
    pub fourth: Option<Ownership>,
    /// A fifth player: moves after the fourth (with `third` and `fourth`).
    #[serde(default)]
    pub fifth: Option<Ownership>,
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

impl Players {
    /// Each player's table the file writes, by its name, in the order
    /// they move (a name past `north` may be missing: see
    /// [`Players::count`]).
    pub fn tables(&self) -> [(&'static str, Option<&Ownership>); super::MAX_PLAYERS] {
        let names = super::PLAYER_NAMES;
        [
            (names[0], Some(&self.south)),
            (names[1], Some(&self.north)),
            (names[2], self.third.as_ref()),
            (names[3], self.fourth.as_ref()),
            (names[4], self.fifth.as_ref()),
        ]
    }

    /// How many play: two, and one more for each further table written,
    /// counted up to the last one (a gap is reported in lowering).
    pub fn count(&self) -> usize {
        self.tables()
            .iter()
            .rposition(|(_, t)| t.is_some())
            .map_or(2, |last| last + 1)
    }
}

/// A kind of piece worth more than one seed, such as a large stone worth
/// ten. Pieces lie only in neutral holes (`[players] neutral`), so they are
/// never sown: a capture that takes their hole takes them with its seeds to
/// the store, and they count at their worth wherever seeds are counted (a
/// hole's count in a condition, an empty hole, scores, the end). Seeds put
/// back from a store (`no_move = "refill-from-store"`) are never pieces.
/// In a `[match]` the pieces survive each recount: every piece goes back to
/// the hole it started in, and only the seeds that are not pieces are laid
/// out (a match that sells holes, or whose rounds start afresh, starts
/// each game from the start position, pieces too).
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

#[cfg(test)]
mod tests {
    use super::SizedCount;

    #[test]
    fn a_sized_count_grows_with_the_rows_and_never_falls_below_zero() {
        let twice = SizedCount {
            per_column: 2,
            plus: 0,
        };
        assert_eq!(twice.on(6), Some(12));
        assert_eq!(twice.on(16), Some(32));
        let less = SizedCount {
            per_column: 4,
            plus: -2,
        };
        assert_eq!(less.on(6), Some(22));
        assert_eq!(less.on(0), None);
    }
}
