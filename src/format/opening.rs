//! `[opening]` and `[placement]`: the phases played before the ordinary
//! turns.

use schemars::JsonSchema;
use serde::Deserialize;

use super::{HoleSetSpec, MAX_TOTAL_SEEDS, SeedLayout, Sp};

/// The most layouts a set opening lists.
pub const MAX_SET_LAYOUTS: usize = 16;

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
    /// `set`: the game's first ply lays the board out in a set pattern,
    /// one of `layouts`, chosen by its player (the stylised opening moves
    /// of the Horn of Africa), written `opening=NAME`; the turn then
    /// passes, unless the layout says where its player sows on from.
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
    /// With `kind = "set"`: the layouts the first player chooses among
    /// (one or more, each `[[opening.layouts]]`), each the whole board as
    /// seen by the player who lays it out: the holes named as South
    /// names them, and turned half round when North lays it out (`a1`
    /// is then North's `f2` on two rows of six). A layout holds the seeds
    /// the board starts with; it replaces the counts, not adds to them.
    #[serde(default)]
    #[schemars(extend("maxItems" = MAX_SET_LAYOUTS))]
    pub layouts: Vec<Sp<SetLayoutTable>>,
    /// With `kind = "set"`: whether every round of a match opens so, its
    /// first player laying the board out (default false: the first round
    /// only). A round whose board holds other than the layouts' seeds
    /// opens with the ordinary turns.
    #[serde(default)]
    #[schemars(extend("default" = false))]
    pub every_round: Option<Sp<bool>>,
}

/// One layout of a set opening (`[[opening.layouts]]`).
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "SetLayout")]
pub struct SetLayoutTable {
    /// Its name, which the ply that chooses it is written with
    /// (`opening=tuz`): letters, digits and `-`.
    #[schemars(extend("examples" = ["tuz"]))]
    pub name: Sp<String>,
    /// The seeds of every hole once it is laid out, in the forms `[board]
    /// seeds` takes (a count, a list per row, or a table of holes and
    /// ranges), holes named from the side of the player who lays it out.
    #[schemars(extend("examples" = [[[5, 3, 5, 3, 5, 4], [3, 5, 3, 5, 3, 4]]]))]
    pub seeds: Sp<SeedLayout>,
    /// Holes the player who lays it out claims (see `[claimed]`), named
    /// from their side: Tuz's tuz, made by the layout's last seed.
    #[serde(default)]
    #[schemars(extend("examples" = [["f2"]]))]
    pub claim: Vec<Sp<String>>,
    /// A hole, named from their side, that the player who lays it out
    /// then lifts and sows from in the same ply, as an ordinary sowing
    /// (relays, landing rules), even one of the other player's holes.
    /// When absent, the ply ends once the board is laid out.
    #[serde(default)]
    #[schemars(extend("examples" = ["a2"]))]
    pub sow_from: Option<Sp<String>>,
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
    /// The first ply lays the board out in a set pattern, chosen among
    /// the layouts listed.
    Set,
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
    /// rules and end conditions wait for the ordinary turns, unless a
    /// placed seed is sown (`then = "sow"`).
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
    /// player whose hand is empty being passed over), `one-then-other`
    /// (South places their whole hand, then North) or `first-alone` (South
    /// alone lays the board out: `in_hand` is South's hand, North holds
    /// none; with `[moves] pie = true` North then chooses sides, `swap`,
    /// or keeps theirs and sows first).
    #[serde(default)]
    #[schemars(extend("default" = "alternate"))]
    pub order: Option<Sp<PlaceOrder>>,
    /// Holes laid out in pairs: each placement ply puts as many seeds
    /// again into the hole paired with its hole, `opposite` (the hole
    /// across the board, in the same column: "the holes facing each other
    /// hold as many") or `mirror` (the hole in the same place seen from
    /// the other side, the board turned half round: "the other side is
    /// laid out alike"). A ply then takes twice `per_ply` from the hand
    /// (all that is left, split evenly, when fewer), so the hand must be
    /// even; `into` names holes of one side only (`own`, or a region of
    /// one side's). When absent, each ply fills its own hole alone.
    #[serde(default)]
    pub pairs: Option<Sp<PlacePairs>>,
    /// The hole of each player's that must be the fullest of their own
    /// holes once the hands are empty ("the leftmost hole of the outer row
    /// must hold the most"): `{ south = "a1", north = "f4" }`, either may
    /// be left out. A placement that would leave too few seeds in hand to
    /// make it hold more than each other hole of its player's is not
    /// offered. When absent, any layout.
    #[serde(default)]
    pub fullest: Option<Sp<FullestHoles>>,
    /// Runs of each player's holes along which the layout may not rise:
    /// once the hands are empty, each hole of a run holds no more than
    /// the hole before it ("each hole holds no more than the one on its
    /// left"): `{ south = ["a1-g1", "a2-g2"], north = ["g4-a4", "g3-a3"]
    /// }`, each run a hole range in its order, of holes the player places
    /// into, one seed a ply. A placement after which no layout of the
    /// hand could meet every run (and `fullest` and `singles`) is not
    /// offered. When absent, no run.
    #[serde(default)]
    #[schemars(extend("examples" = [{ "south": ["a1-g1", "a2-g2"], "north": ["g4-a4", "g3-a3"] }]))]
    pub falling: Option<Sp<FallingRuns>>,
    /// The most holes of each player's that may hold a single seed once
    /// the hands are empty, among the holes `in` names (their own when
    /// `in` is absent):
    /// `{ at_most = 2, in = "inner" }` for "at most two holes of the inner
    /// row with one counter". One seed a ply; a placement after which no
    /// layout of the hand could keep to it is not offered.
    #[serde(default)]
    pub singles: Option<Sp<SinglesTable>>,
    /// What a placed seed does: `stay` (default: it stays in its hole) or
    /// `sow` (it falls as a lap's last seed would: the landing rules
    /// apply, so it may capture, and where none ends the turn the hole's
    /// seeds, the placed one with them, are lifted and sown on as a relay
    /// lap, the way the mover chooses where `[sowing] way = "either"`:
    /// `c1*+`, `c1*-`). The ply is the turn's first lap for `when.lap`
    /// and `when.captured`, and `[moves] must_capture` prefers the
    /// placements that capture. One seed a ply (`per_ply = 1`).
    #[serde(default)]
    #[schemars(extend("default" = "stay"))]
    pub then: Option<Sp<PlaceThen>>,
    /// Whether a seed may be placed only into a hole that holds seeds
    /// (default `false`: into any hole of `into`).
    #[serde(default)]
    #[schemars(extend("default" = false))]
    pub into_occupied: Option<Sp<bool>>,
}

/// What a placed seed does in a placement phase.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum PlaceThen {
    /// It stays in its hole; the turn passes.
    #[default]
    Stay,
    /// It lands as a lap's last seed: the landing rules apply, and the
    /// hole relays where none ends the turn.
    Sow,
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
    /// South alone lays the board out; North holds no hand.
    FirstAlone,
}

/// The hole of each player's that a layout must leave the fullest of
/// their holes (`[placement] fullest`).
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FullestHoles {
    /// South's hole.
    #[serde(default)]
    pub south: Option<Sp<String>>,
    /// North's hole.
    #[serde(default)]
    pub north: Option<Sp<String>>,
}

/// Each player's runs of holes along which a layout may not rise
/// (`[placement] falling`).
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FallingRuns {
    /// South's runs, each a hole range in order: `["a1-g1"]`.
    #[serde(default)]
    pub south: Vec<Sp<String>>,
    /// North's runs, each a hole range in order: `["g4-a4"]`.
    #[serde(default)]
    pub north: Vec<Sp<String>>,
}

/// A limit on the holes a layout leaves holding a single seed
/// (`[placement] singles`).
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SinglesTable {
    /// The most holes that may hold one seed, e.g. `2`.
    pub at_most: Sp<u32>,
    /// The holes it counts, seen from each player: `own` (default) or a
    /// region's name (the player's holes of it).
    #[serde(default, rename = "in")]
    #[schemars(extend("default" = "own"))]
    pub within: Option<Sp<HoleSetSpec>>,
}

/// Which hole a placement ply fills beside its own (`[placement] pairs`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum PlacePairs {
    /// The hole across the board, in the same column.
    Opposite,
    /// The hole in the same place seen from the other side (the board
    /// turned half round).
    Mirror,
}
