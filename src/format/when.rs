//! A landing rule's `when`: the conditions under which it fires, on the
//! landing hole, the holes seen from it, the turn and the claims. Each key
//! is resolved and told in words in `model::when`, and tested as seeds
//! fall in `engine::when`.

use schemars::JsonSchema;
use serde::Deserialize;

use super::{ClaimedBy, CountSpec, HoleRefSpec, HoleSetSpec, MarkWhen, PhaseNames, Sp};

/// The keys of a rule's `when` by what each condition reads: the hole
/// the rule tries, the holes named from it, what the ply's sowing has
/// done so far, the counts the game and round keep, and the phase. The
/// format's docs group the conditions so (`docs/format.md`, "The rule
/// language"), and a test holds every key of [`WhenTable`] to one group.
pub const CONDITION_PARTS: &[(&str, &[&str])] = &[
    (
        "The hole the rule tries",
        &[
            "hole",
            "count",
            "was_empty",
            "claimed",
            "lifted",
            "sown_this_turn",
        ],
    ),
    (
        "Holes named from it by hole references",
        &["opposite", "behind_opposite", "next", "previous", "holes"],
    ),
    (
        "What the ply's sowing has done so far",
        &["captured", "lap", "lap_seeds", "reached"],
    ),
    (
        "What the game and the round count (its state)",
        &[
            "ply",
            "claims",
            "captures_made",
            "on_board",
            "opponent_holes",
        ],
    ),
    ("The phase the mover is in", &["phase"]),
];

/// A condition on the hole the last seed but one of a lap fell into.
#[derive(Debug, Default, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PreviousWhen {
    /// Which hole it is: `own`, `opponent`, `any`, or a region name.
    #[serde(default)]
    #[schemars(extend("examples" = ["own", "opponent", "any"]))]
    pub hole: Option<Sp<HoleSetSpec>>,
    /// Its count after the seed fell.
    #[serde(default)]
    pub count: Option<Sp<CountSpec>>,
    /// Whether it is a claimed hole: `no`, `yes`, `by-mover` or
    /// `by-opponent`.
    #[serde(default)]
    pub claimed: Option<Sp<ClaimedBy>>,
}

/// A condition on a hole named by a hole reference. Its values carry no
/// spans of their own (a capture's target may be one, in an untagged
/// form): a mistake in one is shown on the whole table.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "HoleWhen")]
pub struct HoleWhen {
    /// The hole, named from the landing hole: `next`, `opposite of next`,
    /// `origin`, … (see `capture`). Where it names no hole (the hole
    /// behind an outer one, say), the condition does not hold.
    #[schemars(extend("examples" = ["next", "opposite of next", "behind opposite"]))]
    pub at: HoleRefSpec,
    /// Which hole it must be: `own`, `opponent`, `any`, or a region name
    /// (seen from the mover: `own` is one of the mover's holes).
    #[serde(default)]
    #[schemars(extend("examples" = ["own", "opponent", "any"]))]
    pub hole: Option<HoleSetSpec>,
    /// Its count, after the seed fell.
    #[serde(default)]
    pub count: Option<CountSpec>,
    /// Whether it is a claimed hole: `no`, `yes`, `by-mover` or
    /// `by-opponent`.
    #[serde(default)]
    pub claimed: Option<ClaimedBy>,
    /// A mark it must carry: the name of a `[marks.NAME]` table (the
    /// mover's mark), or `{ name = …, by = "opponent" }` (or `"either"`).
    #[serde(default)]
    pub marked: Option<MarkWhen>,
    /// A mark it must not carry, written as `marked` is: `{ name =
    /// "left", by = "opponent" }` for "not the hole the opponent's move
    /// of the previous turn started from" (with that mark cleared by
    /// `next-turn`).
    #[serde(default)]
    pub unmarked: Option<MarkWhen>,
}

/// The condition of a landing rule.
#[derive(Debug, Default, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "When")]
pub struct WhenTable {
    /// Where the seed landed: `own`, `opponent` or `any` hole, `own-store`,
    /// `opponent-store`, `store`, or the name of a region.
    #[serde(default)]
    #[schemars(extend("examples" = ["own", "opponent", "any", "own-store", "opponent-store", "store"]))]
    pub hole: Option<Sp<HoleSetSpec>>,
    /// The landing hole's count after the drop.
    #[serde(default)]
    pub count: Option<Sp<CountSpec>>,
    /// Whether the landing hole was empty before the drop.
    #[serde(default)]
    pub was_empty: Option<Sp<bool>>,
    /// The count in the hole opposite the landing hole (on three rows a
    /// middle-row hole is its own opposite, so there this is the landing
    /// count: R015). Short for `holes = [{ at = "opposite", count = … }]`.
    #[serde(default)]
    pub opposite: Option<Sp<CountSpec>>,
    /// The count in the hole behind the opposite one (on four rows, the
    /// opponent's outer hole of the column, for a landing in the mover's
    /// inner row); it does not hold where there is no such hole. Short for
    /// `holes = [{ at = "behind-opposite", count = … }]`.
    #[serde(default)]
    pub behind_opposite: Option<Sp<CountSpec>>,
    /// The count in the hole after the landing hole along the path
    /// (stores and holes out of play passed over, as sowing passes them),
    /// e.g. `0` for "the next hole is empty". Whoever owns it: `hole`
    /// names the landing hole's owner only. Short for `holes = [{ at =
    /// "next", count = … }]`.
    #[serde(default)]
    pub next: Option<Sp<CountSpec>>,
    /// Whether the landing hole is a claimed hole: `no`, `yes`,
    /// `by-mover` or `by-opponent`.
    #[serde(default)]
    pub claimed: Option<Sp<ClaimedBy>>,
    /// The ply of the game (or of the round, in a match) being played,
    /// counted from 1: e.g. `{ min = 2 }` for "not on the first move".
    #[serde(default)]
    pub ply: Option<Sp<CountSpec>>,
    /// How many claimed holes (either player's) are on the board before the
    /// rule fires: e.g. `0` for "only the first claim of the game".
    #[serde(default)]
    pub claims: Option<Sp<CountSpec>>,
    /// Whether this ply's sowing has already captured or taken seeds, on
    /// any lap and by any rule (rules on every seed included): with
    /// `was_empty = true` and `then = "move-again"`, "a last seed in an
    /// empty hole ends the turn, unless the sowing captured: then the
    /// player plays again".
    #[serde(default)]
    pub captured: Option<Sp<bool>>,
    /// The lap of this ply's sowing, counted from 1: each relay (a lap
    /// that lifts again, or `then = "relay"`) starts the next one. E.g.
    /// `1` for "only the first lap captures". With `captured`, what the
    /// turn remembers: "a turn that did not capture on its first lap
    /// captures nothing later" is one rule with `lap = 1` and one with
    /// `captured = true`.
    #[serde(default)]
    #[schemars(extend("examples" = [1, { "min": 2 }]))]
    pub lap: Option<Sp<CountSpec>>,
    /// How many seeds this lap sows: those the move lifted on its first
    /// lap, those relayed on a later one. E.g. `{ min = 2 }` for "sowing a
    /// single seed captures nothing". A rule at the turn's end (`on =
    /// "turn-end"`) looks at no lap: there it is never met.
    #[serde(default)]
    #[schemars(extend("examples" = [{ "min": 2 }, 1]))]
    pub lap_seeds: Option<Sp<CountSpec>>,
    /// The hole the lap's last seed but one fell into (the lap sowed at
    /// least two seeds): its `hole`, `count` and `claimed`. Short for
    /// `holes = [{ at = "previous", … }]` with the same keys.
    #[serde(default)]
    pub previous: Option<Sp<PreviousWhen>>,
    /// Conditions on other holes, each named by a hole reference (`at`)
    /// and given as `previous` is: which hole it must be, its count,
    /// whether it is claimed. All must hold. E.g. "the next hole is an
    /// empty hole of the opponent's": `holes = [{ at = "next", hole =
    /// "opponent", count = 0 }]`.
    #[serde(default)]
    #[schemars(extend("default" = [], "examples" = [[{ "at": "next", "hole": "opponent", "count": 0 }]]))]
    pub holes: Vec<Sp<HoleWhen>>,
    /// Whether the landing hole has been lifted (sown from, at the start
    /// of a move or by a relay) since the round began: `true` for "not
    /// before the hole's starting seeds have moved" (a hole still holding
    /// the seeds it started the round with cannot be claimed, say).
    #[serde(default)]
    pub lifted: Option<Sp<bool>>,
    /// Whether a seed of this ply's sowing (on any lap) has fallen into
    /// the hole: with `on = "turn-end"`, `true` for "of the holes the
    /// turn sowed into" (a capture of the holes a sowing made even, say).
    /// A rule tried where a seed has just fallen always meets `true`
    /// (S007).
    #[serde(default)]
    pub sown_this_turn: Option<Sp<bool>>,
    /// Holes this ply's sowing must have dropped a seed into, on any lap
    /// (this one included), seen from the mover: `opponent` for "a
    /// capture is made only once the sowing has entered the opponent's
    /// row and come back", `own`, `any` or a region's name.
    #[serde(default)]
    #[schemars(extend("examples" = ["opponent"]))]
    pub reached: Option<Sp<HoleSetSpec>>,
    /// How many of the mover's earlier plies this round (the game, outside
    /// matches) captured or took seeds (a chosen take is part of its
    /// ply's capture): `0` for "the first capture a player makes", `1`
    /// for the second, `{ min = 2 }` for every one after, `even` for
    /// every other one. Counted up to 255.
    #[serde(default)]
    #[schemars(extend("examples" = [0, { "min": 2 }]))]
    pub captures_made: Option<Sp<CountSpec>>,
    /// How many seeds are left on the board: every seed not yet taken
    /// (nor waiting in a hand to be placed), those being sown included,
    /// as the rule is tried. E.g. `{ max = 8 }` for "once only eight
    /// counters are left on the board".
    #[serde(default)]
    #[schemars(extend("examples" = [{ "max": 8 }]))]
    pub on_board: Option<Sp<CountSpec>>,
    /// How many holes the mover's opponent plays this round (those they
    /// own and that are in play): e.g. `1` for "the opponent's single
    /// remaining hole".
    #[serde(default)]
    pub opponent_holes: Option<Sp<CountSpec>>,
    /// The phases in which the rule holds (see `[[phases]]`): a phase's
    /// name, or a list of them, e.g. `"endgame"`; the mover's phase, for
    /// phases of each player. A rule without `phase` holds in every phase.
    #[serde(default)]
    #[schemars(extend("examples" = ["opening", ["opening", "endgame"]]))]
    pub phase: Option<Sp<PhaseNames>>,
}
