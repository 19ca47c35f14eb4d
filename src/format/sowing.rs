//! `[sowing]`: the track, its direction or the player's choice of it, and
//! how a lap starts, skips and goes on.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::MAX_DROPS;
use super::{AgainstIf, CountSpec, HoleSetSpec, Sp};

/// The sowing path and how sowing goes on.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Sowing")]
pub struct SowingTable {
    /// Shorthand path for two-row boards: `anticlockwise` sows South's row
    /// from `a1` rightwards, then North's row from its right end leftwards.
    /// Short for a `track` with each store after its player's row: on 2×6,
    /// `anticlockwise` is `track = ["a1-f1", "south-store", "f2-a2",
    /// "north-store"]` (`stores` says which stores are sown into), and
    /// `clockwise` the same reversed.
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
    /// its player sows that way and the other player the opposite way, or
    /// the same way with `other_way = "same"`), or
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
    /// With `way = "chosen-once"`, the way the other player sows once the
    /// game's first move has chosen its own: `opposite` (default: "the
    /// opponent sows the other way"), `same` ("the first player chooses
    /// the direction, and both keep it for the whole game") or `own`
    /// (each player's own first move that may choose chooses the way they
    /// sow from then on: "on their second turn each player may sow in
    /// either direction, and must keep it for the rest of the game").
    #[serde(default)]
    #[schemars(extend("default" = "opposite"))]
    pub other_way: Option<Sp<OtherWay>>,
    /// Where a move sows against the path, each player's store is the one
    /// after the last hole of their row the way they sow ("the store
    /// following the player's row in the direction of sowing"): the path
    /// is turned end for end (its holes mirrored left to right, each store
    /// staying its player's) rather than walked backwards, which would
    /// reach the mover's store only after the opponent's row. Default
    /// false. Needs stores on the path and a path whose holes are the same
    /// turned end for end (T011).
    #[serde(default)]
    #[schemars(extend("default" = false))]
    pub store_follows_way: Option<Sp<bool>>,
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
    /// With relay sowing, the way each relay lap sows: `same` (default:
    /// the move's way) or `turn` (each lap the other way from the lap
    /// before: "every new lap is sown back in the opposite direction").
    #[serde(default)]
    #[schemars(extend("default" = "same"))]
    pub relay_way: Option<Sp<RelayWay>>,
    /// How many seeds fall into each hole a lap sows, in turn: `[3, 2]`
    /// for "three into the first hole and two into the second", the last
    /// number going on for the rest of the lap (`[2]`: "two seeds into
    /// each hole"). Where the hand holds fewer, what is left falls. A rule
    /// on the landing hole reads its count before the last seeds fell
    /// (`was_empty`) and after. Each 1 to 255, at most 16 of them; default
    /// one seed a hole. `"chosen"`: the mover chooses, hole by hole, how
    /// many of the seeds in hand fall into the next hole (at least one, at
    /// most 255), a ply each (`drop=2`), until the hand is empty: "they
    /// may drop as many counters as they wish into each hole".
    #[serde(default)]
    #[schemars(extend("examples" = [[3, 2], [2], "chosen"]))]
    pub drops: Option<Sp<DropsSpec>>,
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

/// The way the other player sows once the game's first move has chosen
/// its way (`way = "chosen-once"`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum OtherWay {
    /// The opposite way to the first move's.
    #[default]
    Opposite,
    /// The first move's way: both players sow it.
    Same,
    /// Each player's own: the first move of each player that may choose
    /// chooses the way they sow from then on.
    Own,
}

impl OtherWay {
    /// The way the other player sows when the chooser sows `chosen` (with
    /// `Own`, theirs is chosen apart: the chooser's way stands for it
    /// only until then).
    pub fn of(self, chosen: Way) -> Way {
        match self {
            OtherWay::Same | OtherWay::Own => chosen,
            OtherWay::Opposite => match chosen {
                Way::Along => Way::Against,
                Way::Against => Way::Along,
            },
        }
    }
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

/// The way each relay lap sows.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum RelayWay {
    /// The move's way, every lap.
    #[default]
    Same,
    /// The other way from the lap before.
    Turn,
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Endless {
    /// Such a move may not be played.
    Illegal,
    /// The turn stops when the repetition is found.
    EndTurn,
    /// The game ends when the repetition is found.
    EndGame,
}

/// `[sowing] drops`: how many seeds fall into each hole a lap sows, as a
/// list of counts, or chosen by the mover hole by hole.
#[derive(Debug, Clone)]
pub enum DropsSpec {
    /// The counts, in turn, the last going on (`[3, 2]`).
    Counts(Vec<Sp<u32>>),
    /// The mover chooses each hole's count (`"chosen"`).
    Chosen,
}

/// The word of [`DropsSpec::Chosen`].
pub const CHOSEN_DROPS: &str = "chosen";

impl<'de> Deserialize<'de> for DropsSpec {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        // A visitor, not `untagged`: each count keeps its own span.
        struct Visit;
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = DropsSpec;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                write!(
                    f,
                    "a list of counts such as `[3, 2]`, or `\"{CHOSEN_DROPS}\"`"
                )
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<DropsSpec, E> {
                match v {
                    CHOSEN_DROPS => Ok(DropsSpec::Chosen),
                    _ => Err(E::invalid_value(serde::de::Unexpected::Str(v), &self)),
                }
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<DropsSpec, A::Error> {
                let mut counts = Vec::new();
                while let Some(n) = seq.next_element::<Sp<u32>>()? {
                    counts.push(n);
                }
                Ok(DropsSpec::Counts(counts))
            }
        }
        deserializer.deserialize_any(Visit)
    }
}

/// How many seeds fall into each hole a lap sows: counts in turn, or
/// `chosen` by the mover.
#[derive(JsonSchema)]
#[serde(untagged)]
#[allow(dead_code)]
enum DropsSchema {
    /// The counts, in turn, the last going on.
    Counts(#[schemars(length(min = 1, max = MAX_DROPS))] Vec<u32>),
    /// The mover chooses each hole's count.
    Chosen(DropsWord),
}

/// The word `chosen`.
#[derive(JsonSchema)]
#[serde(rename_all = "kebab-case")]
#[allow(dead_code)]
enum DropsWord {
    /// The mover chooses how many seeds fall into each hole.
    Chosen,
}

impl JsonSchema for DropsSpec {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Drops".into()
    }
    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        DropsSchema::json_schema(generator)
    }
}
