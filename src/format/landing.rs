//! `[[landing]]`: rules tried where a lap's last seed (or every seed)
//! lands, their conditions (`when`), and their effects: captures and
//! where captured seeds go, claims, transfers, another move.

use schemars::JsonSchema;
use serde::Deserialize;

use super::{CountSpec, HoleRefSpec, HoleSetSpec, HoleWhen, Sp, Way, WhenTable};

/// Which seeds a rule looks at.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Trigger {
    /// Where the last seed of a lap lands.
    #[default]
    LastSeed,
    /// Each seed of a lap but its last, where it falls.
    EverySeed,
    /// Every hole of the board, once a ply's sowing has ended the turn
    /// (not when the mover plays again): each hole where the rule's
    /// `when` holds, judged on the board as the sowing left it, is taken
    /// as if the rule fired there.
    TurnEnd,
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
    /// The mover's opponent's: "the captured seeds are given to the
    /// opponent".
    Opponent,
    /// The player who claimed the hole they come from (the mover's where
    /// nobody has): "every counter sown into a circled heap goes to the
    /// player who circled it".
    Claimer,
}

/// A hole a rule takes: a hole reference, or one with a condition.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(
    untagged,
    expecting = "a hole reference (`last`, `opposite`, `next`, …) or a table like `{ at = \"next\", count = [2, 3] }`"
)]
pub enum CaptureTargetSpec {
    /// The hole, taken whenever the rule fires.
    Hole(HoleRefSpec),
    /// The hole, taken only where the condition holds.
    If(HoleWhen),
}

/// Where captured seeds go: one destination, or a list of them of which
/// the mover chooses one at each capture.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(
    untagged,
    expecting = "`mover`, `owner`, a table like `{ sow_from = \"lap-start\" }` or `{ into = \"opposite\" }`, or a list of tables like `[{ sow_from = \"row-end\" }, { sow_from = \"row-end\", way = \"against\" }]`"
)]
pub enum Destinations {
    /// The one place they go.
    One(CaptureDestination),
    /// Places the mover chooses among, a ply of its own after the capture,
    /// wherever they differ for it: each a table that sows the seeds
    /// back (`sow_from`).
    Chosen(Vec<CaptureDestination>),
}

impl Destinations {
    /// The destinations listed: one, or the mover's choices in order.
    pub fn listed(&self) -> &[CaptureDestination] {
        match self {
            Destinations::One(one) => std::slice::from_ref(one),
            Destinations::Chosen(list) => list,
        }
    }
}

/// Where captured seeds go: a store, or sown back onto the mover's holes.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(
    untagged,
    expecting = "`mover`, `owner`, or a table like `{ sow_from = \"lap-start\" }` or `{ into = \"opposite\" }`"
)]
pub enum CaptureDestination {
    /// Into a store: `mover`, `owner` or `opponent`.
    Store(CaptureTo),
    /// Sown back onto the mover's own holes along their track.
    SownBack {
        /// Where the seeds sown back start: `lap-start` (the first falls
        /// into the hole that received the first seed of the lap that
        /// captured), `row-end` (an end of the capturing hole's row), or
        /// a hole reference, the seeds sown as a lap lifted from that hole
        /// (`last`: the first falls into the hole after the capturing
        /// one).
        sow_from: SowFrom,
        /// With `row-end`: when the capturing hole is within this many
        /// holes of an end of its row, the seeds are sown from that nearer
        /// end, even if that turns the sowing the other way (then the rest
        /// of the turn sows that way too).
        #[serde(default)]
        nearer_end_within: Option<u32>,
        /// The way the seeds are sown back: `along` (default: the way the
        /// move sows) or `against` (the other way, for that lap only: the
        /// turn's later laps sow the move's way again, as in "the captured
        /// seeds are sown back clockwise, then the sowing goes on
        /// anticlockwise"). With `row-end`, `against` names the row's
        /// other end: the one from which the row runs against the move's
        /// way, the rest of the turn then sowing that way.
        #[serde(default)]
        #[schemars(extend("default" = "along"))]
        way: Option<Way>,
    },
    /// Given into one hole, a hole reference seen from where the rule
    /// fired, and left there (a gift): `{ into = "opposite of next" }`.
    /// Where it names no hole, they go to the mover's store.
    Given {
        /// The hole they are put into.
        into: HoleRefSpec,
    },
}

/// What a move against the path must do to be legal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum AgainstIf {
    /// Capture seeds.
    Captures,
}

/// Where seeds sown back after a capture begin: a word, or a hole
/// reference.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(
    untagged,
    expecting = "`lap-start`, `row-end`, or a hole reference such as `last`"
)]
pub enum SowFrom {
    /// `lap-start` or `row-end`.
    Word(SowBackFrom),
    /// The seeds are sown as a lap lifted from the hole this names: the
    /// first falls into the hole after it along the mover's track. Where
    /// it names no hole (the hole behind an outer one, say), they stay in
    /// the mover's store.
    Hole(HoleRefSpec),
}

/// Where seeds sown back after a capture begin, in one word.
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

/// Holes a rule lets the mover choose and take (`capture_chosen`).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "ChosenCapture")]
pub struct ChosenCaptureSpec {
    /// How many holes the mover chooses (default 1).
    #[serde(default)]
    #[schemars(extend("default" = 1, "minimum" = 1, "maximum" = MAX_CHOSEN_HOLES))]
    pub holes: Option<u32>,
    /// Which holes may be chosen: `opponent` (default), `own`, `any` or a
    /// region's name (seen from the mover); only those holding seeds.
    #[serde(default)]
    #[schemars(extend("default" = "opponent", "examples" = ["opponent", "any"]))]
    pub from: Option<HoleSetSpec>,
    /// Whether a hole that keeps a special status (`[holes.NAME]`) may not
    /// be chosen (default `false`): "any hole of the opponent's but their
    /// misoro", where the misoro are chosen or lose their status.
    #[serde(default)]
    #[schemars(extend("default" = false))]
    pub except_special: Option<Sp<bool>>,
}

/// The keys of a landing rule by the part of a rule each is, in the
/// order a rule is read: when it is tried, what must hold, what it takes,
/// where that goes, what else it does, and how the turn goes on. The
/// format's docs group the keys so (`docs/format.md`), and a test holds
/// every key of [`LandingTable`] but `name` to one group.
pub const RULE_PARTS: &[(&str, &[&str])] = &[
    ("When it is tried (the trigger)", &["on"]),
    (
        "What must hold (conditions on holes named by hole references, on what the turn and round remember, on the phase)",
        &["when"],
    ),
    (
        "What it takes (holes named by hole references, chains, sets, the hand, the mover's choice, a count)",
        &[
            "capture",
            "chain",
            "chain_within",
            "capture_every",
            "capture_hand",
            "capture_chosen",
            "grand_slam",
            "take",
            "leave",
        ],
    ),
    (
        "Where what it takes goes (a store, sown back from a hole reference, given into one)",
        &["to"],
    ),
    (
        "What else it does (moves seeds, claims holes, marks a hole)",
        &["transfer", "claim", "mark"],
    ),
    ("How the turn goes on", &["then", "relay_from"]),
    ("Whether the mover may decline it", &["optional"]),
];

/// The most holes one rule lets the mover choose (`capture_chosen`).
pub const MAX_CHOSEN_HOLES: u32 = 16;

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
    /// `chain`, `claim`, `transfer`, `grand_slam` or `previous`), or
    /// `turn-end` (every hole of the board once a ply's sowing has ended
    /// the turn: "after the sowing, every hole of two, four or six is
    /// taken"; it takes none of those keys either, nor `was_empty`, and
    /// each hole is judged on the board as the sowing left it, before
    /// any is taken). Rules of each kind
    /// are tried in file order, and the first whose `when` holds fires.
    /// Where the hole of a lap's last seed counts too (Pallankuli's fours),
    /// give the last seed a rule with the same `when`, and its `then`.
    #[serde(default)]
    #[schemars(extend("default" = "last-seed"))]
    pub on: Option<Sp<Trigger>>,
    /// The condition on the landing hole; every key given must hold.
    #[serde(default)]
    pub when: Option<Sp<WhenTable>>,
    /// The holes to take, each a hole reference: `last` (the landing
    /// hole), `opposite` (the hole across from it), `behind-opposite` (on
    /// four rows, the hole behind that one: the opponent's outer hole of
    /// the column), `next` (the hole after it along the path, stores and
    /// holes out of play passed over, as sowing passes them: in a later
    /// round of a match it may be the mover's own), `after-next` (the hole
    /// after that), `before`, `behind`, `previous`, `origin`, `final` (at the turn's end, where its last seed fell), or words
    /// composed: `opposite of next` (the hole across from the next one),
    /// `opposite or behind opposite` (the hole across, or where that holds
    /// no seeds, the one behind it). Any number of them. A target given
    /// as a table is taken only where its condition holds (the shape of
    /// `when.holes`): `{ at = "next", hole = "own", count = [2, 3] }`
    /// takes the next hole when it is the mover's and holds 2 or 3.
    #[serde(default)]
    #[schemars(extend("default" = [], "examples" = [["opposite"], ["last", "opposite"], ["opposite of next"], ["opposite or behind opposite"], ["last", { "at": "next", "count": [2, 3] }]]))]
    pub capture: Vec<Sp<CaptureTargetSpec>>,
    /// Takes every hole of a set too, whatever it holds: `any` for
    /// "captures all the counters left on the board", `opponent`, `own`
    /// or a region's name.
    #[serde(default)]
    #[schemars(extend("examples" = ["any", "opponent"]))]
    pub capture_every: Option<Sp<HoleSetSpec>>,
    /// With `on = "every-seed"`, `true` takes the seeds still in the
    /// mover's hand too, where the rule's other captures go, and the
    /// sowing ends there, and the turn with it: with `capture_every =
    /// "any"`, "the first to make four takes all the remaining counters",
    /// those not yet sown included. Where the last seed of a lap lands,
    /// or at the turn's end, the hand is empty (S007).
    #[serde(default)]
    #[schemars(extend("examples" = [true]))]
    pub capture_hand: Option<Sp<bool>>,
    /// Holes the mover chooses and takes too, once the turn's sowing is
    /// over: `{ holes = 1, from = "opponent" }` for "the player may also
    /// capture from another hole of the opponent's side, of their
    /// choosing". Each choice is a ply of the mover's own, written with
    /// the hole's name and an `x` (`d3x`), among the holes of `from` that
    /// hold seeds; each is taken whole into the mover's store, and where
    /// fewer hold seeds, fewer are chosen. Then the turn goes on as the
    /// sowing left it.
    #[serde(default)]
    #[schemars(extend("examples" = [{ "holes": 1, "from": "opponent" }]))]
    pub capture_chosen: Option<Sp<ChosenCaptureSpec>>,
    /// Where captured and taken seeds go: to a store, `mover` (default:
    /// the mover's), `owner` (the owner of each hole they come from;
    /// the mover for a hole nobody owns) or `opponent` (the mover's
    /// opponent's); or sown back onto the mover's
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
    /// `{ sow_from = "row-end", nearer_end_within = 2 }`). A list of such
    /// tables lets the mover choose where each capture's seeds are sown
    /// back, a ply of their own wherever the places differ:
    /// `[{ sow_from = "row-end" }, { sow_from = "row-end", way =
    /// "against" }]` for "from either end of the row" (a ply with no room
    /// for a choice, a gathered or set opening's, takes the first place).
    #[serde(default)]
    #[schemars(extend("default" = "mover", "examples" = ["owner", "opponent", { "sow_from": "lap-start" }, [{ "sow_from": "row-end" }, { "sow_from": "row-end", "way": "against" }]]))]
    pub to: Option<Sp<Destinations>>,
    /// Takes more holes in a row: `backward` (the holes before the landing
    /// hole along the path, stores passed over, while each meets this
    /// rule's `hole` and `count`; a rule with no `count` lets every hole
    /// go on, R018), `forward` (likewise the holes after
    /// it), or `alternating` (beyond the farthest hole taken with seeds
    /// along the path: while the next hole is empty and the one after it
    /// holds seeds, that one is taken too, the landing hole included when
    /// the run comes round to it; where the `next` and `after-next` holes
    /// a rule takes held no seeds, there is no chain).
    /// A chain stops at the first hole that
    /// does not go on with it, or back where it began; a hole the same
    /// capture has taken already (the one across the landing hole, say)
    /// is empty to it. `chain_within`
    /// says whether it may pass the hole the lap was lifted from.
    /// A table gives a backward or forward chain a condition of its own
    /// instead of the rule's: `{ way = "forward", hole = "opponent",
    /// count = [1, 3, 5] }` ("then every following hole of the opponent's
    /// holding 1, 3 or 5"), and with `take` the holes taken at each hole
    /// of the chain, hole references named from it (`["last",
    /// "opposite"]`: each hole and the one across from it).
    #[serde(default)]
    #[schemars(extend("examples" = ["backward", { "way": "forward", "count": [1, 3, 5] }, { "way": "backward", "count": "even", "take": ["last", "opposite"] }]))]
    pub chain: Option<Sp<ChainSpec>>,
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
    /// With `then = "relay"`: the hole the relay goes on from, for this
    /// rule alone: `last` (the landing hole) or `next` (the hole after it
    /// along the path; where it holds no seeds the turn ends). When
    /// absent, `[sowing] relay_from` says. "The four are captured, then the player
    /// picks up the next hole and sows on": `capture = ["last"]`, `then =
    /// "relay"`, `relay_from = "next"`.
    #[serde(default)]
    #[schemars(extend("examples" = ["next"]))]
    pub relay_from: Option<Sp<super::RelayFrom>>,
    /// `true`: the mover may decline the rule where it holds, and the
    /// rules after it decide instead ("if this hole is in the player's
    /// row, they may instead capture across"). Where the last seed of a
    /// lap lands and the rule holds, the turn waits for its mover: their
    /// next ply is `yes` (the rule fires) or `no` (it does not). A ply
    /// with no room for a choice declines it: a simultaneous opening's
    /// laps, a gathered opening's ply and a set opening's.
    #[serde(default)]
    #[schemars(extend("default" = false))]
    pub optional: Option<Sp<bool>>,
    /// Holes become claimed holes of the mover for the rest of the round
    /// (see `[claimed]`): `true` or `"last"` for the landing hole,
    /// `"previous"` for the hole the lap's last seed but one fell into,
    /// `"opposite"` for the hole across from the landing hole, any other
    /// hole reference, or a list of them, such as `["last", "opposite"]`
    /// for both.
    #[serde(default)]
    #[schemars(extend("examples" = [true, "previous", ["last", "opposite"]]))]
    pub claim: Option<Sp<ClaimSpec>>,
    /// Puts the mover's mark of this name (a `[marks.NAME]` table whose
    /// `set = "rule"`) on the hole where the rule fires, the lap's last:
    /// "the first time a seed lands in a hole the opponent owns, nothing
    /// happens, but it is remembered" (`mark = "landed"`, read by a later
    /// rule's `when.holes = [{ at = "last", marked = "landed" }]`).
    #[serde(default)]
    #[schemars(extend("examples" = ["landed"]))]
    pub mark: Option<Sp<String>>,
    /// Moves seeds from one hole to another when the rule fires, after its
    /// captures and before its claims: up to `seeds` seeds (as many as the
    /// hole holds, if fewer) from the hole `from` names to the hole `to`
    /// names, each a hole reference (`last`, `previous`, `opposite`, …).
    /// E.g. "one seed of the
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
    expecting = "`true`, `false`, a hole reference such as `\"last\"`, `\"previous\"` or `\"opposite\"`, or a list of them"
)]
pub enum ClaimSpec {
    /// `true` claims the landing hole; `false` claims nothing.
    Flag(bool),
    /// The hole to claim, a hole reference.
    Hole(HoleRefSpec),
    /// The holes to claim, all of them.
    Holes(Vec<HoleRefSpec>),
}

/// Seeds a landing rule moves from one hole to another.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TransferSpec {
    /// The most seeds moved (all the hole holds, when it holds fewer).
    #[schemars(extend("minimum" = 1))]
    pub seeds: Sp<u32>,
    /// The hole they are taken from, a hole reference: `last`,
    /// `previous`, `opposite`, …
    pub from: Sp<HoleRefSpec>,
    /// The hole they are put into, a hole reference.
    pub to: Sp<HoleRefSpec>,
}

/// A capture chain: its way, or a table with its own condition.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(
    untagged,
    expecting = "`backward`, `forward`, `alternating`, or a table like `{ way = \"backward\", count = [2, 3] }`"
)]
pub enum ChainSpec {
    /// The way, the chain going on while each hole meets the rule's `hole`
    /// and `count`.
    Way(Chain),
    /// The way, with a condition of its own.
    Table(ChainTable),
}

/// A backward or forward chain with a condition of its own (its values
/// carry no spans of their own: a table of an untagged form cannot).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ChainTable {
    /// `backward` or `forward`.
    pub way: Chain,
    /// Which holes the chain goes on over: `own`, `opponent`, `any` or a
    /// region's name (absent: any hole).
    #[serde(default)]
    #[schemars(extend("examples" = ["opponent"]))]
    pub hole: Option<HoleSetSpec>,
    /// The counts it goes on over (absent: any count, so the chain takes
    /// every hole of its `hole` set in a row).
    #[serde(default)]
    pub count: Option<CountSpec>,
    /// The holes taken at each hole of the chain, hole references named
    /// from it: `last` (default: the hole itself), `opposite`, …
    #[serde(default)]
    #[schemars(extend("default" = ["last"], "examples" = [["last", "opposite"]]))]
    pub take: Vec<HoleRefSpec>,
}

/// The way of a capture chain.
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
    /// Lift and sow on from where `relay_from` in `[sowing]` says: the
    /// landing hole (the default), or the hole after it (`"next"`).
    Relay,
}
