//! `[holes.NAME]`: holes with rules of their own.

use schemars::JsonSchema;
use serde::Deserialize;

use super::Sp;

/// A hole with rules of its own (`[holes.NAME]`). Its rules hold while it
/// keeps its status; the status is part of the position (a position recurs
/// only with the same statuses), and every game or round starts with it.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "SpecialHole")]
pub struct SpecialHoleTable {
    /// The hole of each player that has the status (`{ south = "e2",
    /// north = "d3" }`); either may be left out. Each must be a hole its
    /// player owns and sows (O009). Give `holes` or `chosen`, not both.
    #[serde(default)]
    pub holes: Option<Sp<SpecialHoleOwners>>,
    /// Holes the players choose for the status as the game (and each round)
    /// begins, instead of fixed `holes`: `{ from = "outer", count = 2 }`
    /// lets each player, in turn from the one who starts, name a hole of
    /// theirs in `from` until each has chosen `count` (a ply each, written
    /// with the table's name: `misoro=b1`). Every hole of `from` must be
    /// one its player owns and sows (O009); O013 where the choice cannot
    /// be made.
    #[serde(default)]
    #[schemars(extend("examples" = [{ "from": "outer", "count": 2 }]))]
    pub chosen: Option<Sp<ChosenSpecialHoles>>,
    /// When a move may start from the hole: `always` (default),
    /// `to-capture` (only a move that captures), or `never` (nor is it
    /// lifted as the next hole of a relay, `relay_from = "next"`: the turn
    /// ends before it, as at a neutral hole).
    #[serde(default)]
    #[schemars(extend("default" = "always"))]
    pub lift: Option<Sp<SpecialLift>>,
    /// Whether a lap that ends in the hole without capturing stops the
    /// turn there instead of relaying: `never` (default), `always`,
    /// `unless-captured` (it stops only in a turn that has captured
    /// nothing yet), `chosen-after-capture` (it stops a turn that has
    /// captured nothing, and in a turn that has captured the mover chooses
    /// to stop there or sow on: a ply of its own, written `stop` or with
    /// the hole's name), or `chosen` (the mover chooses so in every turn,
    /// whether it has captured or not).
    #[serde(default)]
    #[schemars(extend("default" = "never"))]
    pub stop: Option<Sp<SpecialStop>>,
    /// When the hole loses its status for the rest of the game (or round):
    /// `never` (default) or `emptied` (once its seeds are lifted, or it is
    /// left empty at the end of a ply, by a capture say).
    #[serde(default)]
    #[schemars(extend("default" = "never"))]
    pub lost_when: Option<Sp<SpecialLost>>,
    /// How many of its seeds a seed placed into the hole sows on
    /// (`[placement] then = "sow"`), where the placed seed captures
    /// nothing: `{ at_most = 2, alone_in = "inner" }` lifts only two of
    /// them, the others staying in the hole (which keeps its status), and
    /// sows them the way the placement names as a relay lap. With
    /// `alone_in`, only while the hole is the only one of its player's
    /// holes of that region that holds seeds; other placements into it
    /// land as any other. Such a placement is legal whatever `lift` and
    /// `stop` say. With `whole_at_most`, a hole that holds at most that
    /// many seeds before the seed falls is lifted whole instead, and so
    /// loses its status where it is lost when emptied. Absent by default:
    /// a placed seed's hole is lifted whole.
    #[serde(default)]
    #[schemars(extend("examples" = [{ "at_most": 2, "alone_in": "inner" }, { "at_most": 2, "alone_in": "inner", "whole_at_most": 6 }]))]
    pub placed_sows: Option<Sp<PlacedSowsTable>>,
}

/// Special holes the players choose as the game begins.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "ChosenSpecialHoles")]
pub struct ChosenSpecialHoles {
    /// The holes each player chooses among, seen from the chooser: `own`,
    /// or a region's name (`[regions.NAME]`).
    pub from: Sp<super::HoleSetSpec>,
    /// How many holes each player chooses (default 1).
    #[serde(default)]
    #[schemars(extend("default" = 1, "minimum" = 1))]
    pub count: Option<Sp<u32>>,
}

/// How many seeds a seed placed into a special hole sows on, and when.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "PlacedSows")]
pub struct PlacedSowsTable {
    /// The most seeds lifted from the hole (at least 1).
    #[schemars(extend("minimum" = 1))]
    pub at_most: Sp<u32>,
    /// A region's name: the limit holds only while the hole is the only
    /// one of its player's holes of the region that holds seeds (the hole
    /// must be one of them, O010). When absent, always.
    #[serde(default)]
    pub alone_in: Option<Sp<String>>,
    /// Where the hole holds at most this many seeds before the seed falls
    /// (while `alone_in` holds), the limit gives way: the placed seed lifts
    /// the hole whole, sown on as any relay lap, and the hole is emptied
    /// (a hole "reduced to" that many is sown out). When absent, never.
    #[serde(default)]
    pub whole_at_most: Option<Sp<u32>>,
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
    /// As `unless-captured`, but a turn that has captured leaves it to the
    /// mover: stop there, or sow on from the hole (a ply of its own).
    ChosenAfterCapture,
    /// The mover chooses, in every turn: stop there, or sow on from the
    /// hole (a ply of its own).
    Chosen,
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
