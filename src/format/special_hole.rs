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
