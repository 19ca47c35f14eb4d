//! `[[moves.carry]]`: moves that are not sowings. A carry lifts a hole's
//! seeds (all of them, or a number) and puts them into another hole,
//! named from the first, without sowing: "for the opening move, a player
//! takes all the counters of one hole and adds them to the next hole".

use schemars::JsonSchema;
use serde::Deserialize;

use super::{CountSpec, HoleSetSpec, HoleWhen, Sp};

/// The most carries a file (or a phase) may list: each is told apart
/// from the others by one bit of a move.
pub const MAX_CARRIES: usize = 2;

/// What a carry's ply is written with between the hole it lifts and the
/// hole it fills: `g1>g2`.
pub const CARRY_MARK: char = '>';

/// A move that carries seeds from one hole into another, without sowing
/// (`[[moves.carry]]`): one ply, written `FROM>TO` (`g1>g2`); no landing
/// rule fires and the turn passes. Offered beside the sowing moves, or
/// instead of them where `[moves] sow = false` (as a phase's own moves,
/// for an opening move of its own).
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Carry")]
pub struct CarryTable {
    /// A name for the carry, used in diagnostics and words.
    pub name: Sp<String>,
    /// The holes a carry may start from: `own`, `any`, or a region name;
    /// when absent, those `[moves] from` names.
    #[serde(default)]
    #[schemars(extend("examples" = ["own", "any", "seventh"]))]
    pub hole: Option<Sp<HoleSetSpec>>,
    /// The counts of the holes it may start from; when absent, at least
    /// `[moves] min_seeds` (and at least `seeds`).
    #[serde(default)]
    pub count: Option<Sp<CountSpec>>,
    /// The hole the seeds go into, named from the hole they leave (`last`
    /// here: `next`, `opposite`, `opposite of next`, …), with what it
    /// must be and hold as the board lies before the carry (the keys of a
    /// `start_holes` condition: `hole`, `count`, `claimed`, `marked`):
    /// `{ at = "next" }`, `{ at = "opposite", hole = "opponent", count =
    /// 0 }`. A carry whose reference names no hole, or whose hole fails
    /// the condition, is not offered.
    #[schemars(extend("examples" = [{ "at": "next" }, { "at": "opposite", "hole": "opponent" }]))]
    pub to: Sp<HoleWhen>,
    /// How many seeds it carries: all of them when absent, else this many
    /// (a hole holding fewer cannot start it).
    #[serde(default)]
    #[schemars(extend("minimum" = 1, "examples" = [1, 2]))]
    pub seeds: Option<Sp<u32>>,
    /// `true`: it is offered only while the opponent cannot move (holds
    /// seeds in no hole they may start a move from, as `[moves] from` and
    /// `min_seeds` say), as the mover's turn begins: "a player whose
    /// opponent cannot move gives them a seed", with `seeds = 1` and a
    /// hole of theirs for `to`. Default false.
    #[serde(default)]
    #[schemars(extend("default" = false))]
    pub opponent_stuck: Option<Sp<bool>>,
}
