//! `[marks.NAME]`: marks that plays put on holes and rules read.

use schemars::JsonSchema;
use serde::Deserialize;

use super::Sp;

/// The most marks a file may name: each is one bit of each player's on a
/// hole, kept beside the hole's other marks.
pub const MAX_MARKS: usize = 3;

/// A mark on holes (`[marks.NAME]`): put on a hole by an event of a
/// player's ply, the mark is that player's, and stays until an event
/// clears it or the round ends (every game or round starts without
/// marks). Rules read it: `blocks` keeps moves from a marked hole, a
/// `[[moves.priority]]` tier admits only holes the mover has marked
/// (`marked`) or not (`unmarked`), and a condition on a named hole asks
/// whether it carries the mover's or the opponent's mark (`marked`,
/// `unmarked`). "A hole may not be sown from again until the opponent
/// sows into it": `set = "move-start"`, `clear = "sown-by-opponent"`,
/// `blocks = "marker"`. "A lone seed may not go straight back where the
/// opponent's move of the previous turn came from": `set =
/// "move-start"`, `clear = "next-turn"`, read by a requirement's
/// `start_holes = [{ at = "next", unmarked = { name = …, by =
/// "opponent" } }]`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Mark")]
pub struct MarkTable {
    /// What puts the mark on a hole, the mover's: `move-start` (the hole
    /// a move starts from), `sown-into` (each hole the mover's sowing
    /// drops a seed into, on any lap) or `rule` (the hole where a landing
    /// rule that names the mark in its `mark` fires).
    pub set: Sp<MarkSet>,
    /// What takes it off again: `never` (default: it lasts the round),
    /// `sown-into` (a seed of any sowing falls into the hole, on any lap;
    /// the mover's own sowing from the hole it marks as the move starts
    /// clears it too if a lap comes round into it), `sown-by-opponent`
    /// (a seed of the sowing of the other player than the mark's falls
    /// into it), or `next-turn` (the turn after the marker's ply: the mark
    /// goes once that turn is played or passed, so it shows only what the
    /// last ply did, "on the previous turn").
    #[serde(default)]
    #[schemars(extend("default" = "never"))]
    pub clear: Option<Sp<MarkClear>>,
    /// Who may not start a move from a marked hole: `marker` (the player
    /// whose mark it is) or `everyone`. When absent, the mark keeps no
    /// move from its hole (a priority tier may still read it).
    #[serde(default)]
    pub blocks: Option<Sp<MarkBlocks>>,
}

/// What puts a mark on a hole.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum MarkSet {
    /// The hole a move starts from.
    MoveStart,
    /// Each hole the mover's sowing drops a seed into.
    SownInto,
    /// The hole where a landing rule that names it (`mark`) fires.
    Rule,
}

/// What takes a mark off a hole.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum MarkClear {
    /// Nothing: it lasts the round.
    #[default]
    Never,
    /// A seed of any sowing falling into the hole.
    SownInto,
    /// A seed of the other player's sowing falling into the hole.
    SownByOpponent,
    /// The turn after the marker's ply, once played or passed.
    NextTurn,
}

/// Whose mark a hole condition reads.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum MarkBy {
    /// The mover's own mark.
    #[default]
    Mover,
    /// The opponent's mark.
    Opponent,
    /// Either player's mark.
    Either,
}

/// A mark a hole condition reads (`marked`, `unmarked`): the name of a
/// `[marks.NAME]` table, read as the mover's mark, or a table naming
/// whose mark it is, e.g. `{ name = "left", by = "opponent" }`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(
    untagged,
    expecting = "the name of a `[marks.NAME]` table, or a table with `name` and `by`"
)]
pub enum MarkWhen {
    /// The mover's mark of this name.
    Name(String),
    /// The mark of this name, of the player `by` says.
    Of(MarkOf),
}

/// A mark of a named player (`{ name = "left", by = "opponent" }`).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MarkOf {
    /// The name of a `[marks.NAME]` table.
    pub name: String,
    /// Whose mark: `mover` (default), `opponent` or `either`.
    #[serde(default)]
    #[schemars(extend("default" = "mover"))]
    pub by: MarkBy,
}

impl MarkWhen {
    /// The mark's name and whose mark it is.
    pub fn parts(&self) -> (&str, MarkBy) {
        match self {
            MarkWhen::Name(n) => (n, MarkBy::Mover),
            MarkWhen::Of(o) => (&o.name, o.by),
        }
    }
}

/// Who may not start a move from a marked hole.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum MarkBlocks {
    /// The player whose mark it is.
    Marker,
    /// Both players.
    Everyone,
}
