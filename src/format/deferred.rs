//! `[deferred_captures]`: holes whose captures wait for the round's end,
//! when the players who made them share the seeds.

use schemars::JsonSchema;
use serde::Deserialize;

use super::Sp;

/// Holes whose captures wait for the end of the round (central holes of
/// nobody's: "when a capture would be made from a central hole, the
/// counters stay there until the round ends"). A landing rule's capture
/// that names one of these holes takes nothing from it then: it entitles
/// the mover to the hole for the rest of the round. When the round (or
/// the game) ends, each hole keeps `left` of its seeds (all, when it
/// holds fewer) and the rest goes to the players entitled to it: all to
/// one, or split evenly between two, an odd seed staying in the hole; a
/// hole nobody is entitled to keeps its seeds. What stays counts for
/// nobody and, in a match, is carried into the next round: these holes
/// are not refilled. Every round starts with no one entitled.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "DeferredCaptures")]
pub struct DeferredCapturesTable {
    /// The holes (names or ranges), each a neutral hole (`[players]
    /// neutral`): nobody sows from them or refills them.
    #[schemars(extend("minItems" = 1, "examples" = [["d1", "d2"]]))]
    pub holes: Vec<Sp<String>>,
    /// Seeds each hole keeps when it is shared out (default 0). With `1`,
    /// one player entitled leaves one seed; two leave one of an odd count
    /// and two of an even one.
    #[serde(default)]
    #[schemars(extend("default" = 0))]
    pub left: Option<Sp<u32>>,
}
