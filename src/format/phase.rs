//! `[[phases]]`: parts of a game that hold until an event, each with its
//! own sowing, moves and landing rules ("sow only the inner row until you
//! are stuck, then the whole circuit"; "no capture on a player's first
//! turn"; "once a player has lost two seeds, …").

use schemars::JsonSchema;
use serde::Deserialize;

use super::{CountSpec, HoleSetSpec, Moves, SowingTable, Sp};

/// A phase of the game: rules that hold from its start until an event.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Phase")]
pub struct PhaseTable {
    /// The phase's name, which a landing rule's `when.phase` names.
    #[schemars(extend("examples" = ["opening", "inner-row", "endgame"]))]
    pub name: Sp<String>,
    /// Whose phase it is: `each` (default: each player goes through the
    /// phases on their own, and a phase ends for a player by what that
    /// player's turns do) or `both` (the game is in one phase at a time,
    /// ended by either player's turn).
    #[serde(default, rename = "for")]
    #[schemars(extend("default" = "each"))]
    pub scope: Option<Sp<PhaseScope>>,
    /// The event that ends the phase, judged after each ply of its player
    /// (of either player, for `both`), and for `stuck` when its player is
    /// to move: every key given must hold. The next phase in the file then
    /// begins, for good. A phase with no `until` lasts the rest of the
    /// game, so it comes last. A `[placement]` ply whose seeds stay where
    /// they are put is a step of the layout, not a turn of the phase: the
    /// board is judged once it is laid out, after the last placement, for
    /// each player's phase (a placed seed that is sown, `then = "sow"`,
    /// makes a ply like any other).
    #[serde(default)]
    #[schemars(extend("examples" = [{ "turns": 1 }, { "stuck": true }, { "lost": { "min": 2 } }]))]
    pub until: Option<Sp<PhaseEndTable>>,
    /// The phase's own sowing: any key of `[sowing]`, each in place of the
    /// file's while the phase lasts (the file's other keys hold), e.g.
    /// `{ track = ["a2-h2"] }` for "sow the inner row only".
    #[serde(default)]
    #[schemars(extend("examples" = [{ "relay_from": "next" }, { "laps": "single" }]))]
    pub sowing: Option<Sp<SowingTable>>,
    /// The phase's own moves: any key of `[moves]`, each in place of the
    /// file's while the phase lasts, e.g. `{ from = "outer", min_seeds = 2
    /// }` for "the first move lifts two or more from the outer row".
    #[serde(default)]
    #[schemars(extend("examples" = [{ "from": "inner" }, { "min_seeds": 2 }]))]
    pub moves: Option<Sp<Moves>>,
}

/// Whose phase it is.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum PhaseScope {
    /// Each player goes through the phases on their own.
    #[default]
    Each,
    /// One phase at a time for the whole game.
    Both,
}

/// The event that ends a phase: every key given must hold.
#[derive(Debug, Default, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "PhaseEnd")]
pub struct PhaseEndTable {
    /// Once the phase's player has played this many turns of the game (for
    /// `both`, once this many plies have been played): `1` for "the first
    /// turn only".
    #[serde(default)]
    #[schemars(extend("minimum" = 1, "maximum" = MAX_TURNS))]
    pub turns: Option<Sp<u32>>,
    /// `true`: once a ply of the phase's player (of either, for `both`)
    /// has captured or taken seeds.
    #[serde(default)]
    pub captured: Option<Sp<bool>>,
    /// Once the seeds left on the board are this many: `{ max = 8 }`.
    #[serde(default)]
    pub on_board: Option<Sp<CountSpec>>,
    /// Once every hole of the board holds such a count: `{ max = 1 }` for
    /// "once the players are down to single seeds".
    #[serde(default)]
    pub every_hole: Option<Sp<CountSpec>>,
    /// Once every hole of the player's (the mover's, for `both`) holds such
    /// a count: `{ max = 1 }` for "once no hole holds more than one".
    #[serde(default)]
    pub own_holes: Option<Sp<CountSpec>>,
    /// Once the player's opponent has taken this many seeds (their store
    /// holds them): `{ min = 2 }` for "after losing two seeds".
    #[serde(default)]
    pub lost: Option<Sp<CountSpec>>,
    /// Once the player's own store holds this many seeds: `{ min = 13 }`
    /// for "as soon as a player has at least thirteen counters in their
    /// store".
    #[serde(default)]
    pub stored: Option<Sp<CountSpec>>,
    /// Once the player has started a move from one of these holes (seen
    /// from them): a region's name, for "until they first play one of
    /// those two holes", or `own-store` for "once they have sown their
    /// store" (`[moves] from = "own-store"`).
    #[serde(default)]
    #[schemars(extend("examples" = ["inner", "own-store"]))]
    pub lifted: Option<Sp<HoleSetSpec>>,
    /// `true`: once the player, to move, has no legal move in the phase;
    /// the next phase begins at once and they move by its rules ("until
    /// you are stuck, then the whole circuit for good").
    #[serde(default)]
    pub stuck: Option<Sp<bool>>,
    /// `true`: the events on the board (`on_board`, `every_hole`,
    /// `own_holes`, `lost`, `stored`) are judged as the player's turn begins too, not
    /// only after their plies, so that the opponent's ply may end the
    /// phase: "once two of their counters have been taken, on their next
    /// turn they must …". Of a phase of each player; default false.
    #[serde(default)]
    #[schemars(extend("default" = false))]
    pub at_turn_start: Option<Sp<bool>>,
}

/// The phases a landing rule holds in (`when.phase`): one name or a list.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum PhaseNames {
    /// One phase.
    One(String),
    /// Any of these phases.
    Any(Vec<String>),
}

impl PhaseNames {
    /// The names, in the order written.
    pub fn names(&self) -> Vec<&str> {
        match self {
            PhaseNames::One(name) => vec![name.as_str()],
            PhaseNames::Any(names) => names.iter().map(String::as_str).collect(),
        }
    }
}

/// The most phases a file may have.
pub const MAX_PHASES: usize = 8;

/// The most turns a phase's `until` may count (`turns`).
pub const MAX_TURNS: u32 = 255;
