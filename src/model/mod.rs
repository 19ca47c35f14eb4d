//! The checked model of a variant: every name resolved, every count
//! validated, every rule in terms of sites. No IO, no TOML.
//!
//! [`check`] takes source text all the way to a [`Variant`] and the
//! diagnostics found on the way. A file with errors may still yield a
//! `Variant` (when the errors do not touch what playing needs) so that editor
//! features keep working on half-typed files; the engine only ever gets a
//! variant from a file without errors.

pub mod board;
pub mod cannot_fill;
pub mod capture;
pub mod carry;
pub mod claim;
pub mod deferred;
pub mod drops;
pub mod end;
pub mod entry;
pub mod first_move;
pub mod hole_ref;
pub mod hole_set;
pub mod landing;
pub mod layout_rules;
mod load;
mod lower;
pub mod mark;
pub mod move_rules;
mod off_track;
pub mod phase;
pub mod pie;
pub mod pieces;
pub mod placement;
pub mod players;
pub mod race;
pub mod region_end;
pub mod round;
pub mod row_end;
pub mod sale;
pub mod set_opening;
pub mod sizes;
pub mod special_hole;
mod starter;
pub mod store_move;
pub mod tier;
mod track;
pub mod when;

use std::ops::Range;

pub use crate::format::{DEFAULT_MAX_PLIES, DEFAULT_MAX_ROUNDS, MAX_PLIES, MAX_ROUNDS};
pub use board::{Board, Player};
pub use end::EndCondition;
pub use hole_ref::HoleRef;
pub use hole_set::HoleSet;
pub use landing::{LandingRule, RuleKeys};
pub use load::suggest;
pub use lower::{MAX_LANDING_RULES, MAX_TOTAL_SEEDS, STARTER_HELP, lower};
pub use starter::starter;
pub use when::{PreviousCondition, When};

use crate::diagnostic::{Diagnostic, Severity};
use crate::format::Sp;
pub use crate::format::{
    CaptureTo, Chain, ChainWithin, ClaimedBy, CountFor, Endless, FeedWhen, FirstOf, FirstSeed,
    Laps, MustFeed, NamedEnd, NoMove, OpeningKind, OtherWay, Prefer, RelayFrom, Remaining, Replace,
    RoundHoles, RoundLayout, RoundStarter, SowingWay, Then, Tie, TierDecidedBy, TierPlies, Trigger,
    Way, WayChoice, Winner, WinnerLays,
};
pub use crate::format::{PlaceOrder, PlacePairs};
pub use capture::Capture;
pub use claim::{Claim, Transfer};
pub use first_move::{FirstMove, FirstMoveKeys};
pub use move_rules::{MoveOutcome, Requirement};
pub use pieces::PieceKind;
pub use placement::Placement;
pub use round::MatchRules;
pub use row_end::{SowBack, SownFrom};

/// A condition on a count.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CountSet {
    /// From `min` to `max`, both included.
    Range {
        /// Smallest matching count.
        min: u32,
        /// Largest matching count.
        max: u32,
    },
    /// Exactly one of these counts.
    List(Vec<u32>),
    /// Every even count (0 included).
    Even,
    /// Every odd count.
    Odd,
    /// From `min` to `max`, both included, even counts only (`even`) or
    /// odd ones.
    ParityRange {
        /// Whether even counts match (else odd ones).
        even: bool,
        /// Smallest matching count but for its parity.
        min: u32,
        /// Largest matching count but for its parity.
        max: u32,
    },
}

impl CountSet {
    /// Whether `n` meets the condition.
    pub fn matches(&self, n: u32) -> bool {
        match self {
            CountSet::Range { min, max } => *min <= n && n <= *max,
            CountSet::List(list) => list.contains(&n),
            CountSet::Even => n.is_multiple_of(2),
            CountSet::Odd => !n.is_multiple_of(2),
            CountSet::ParityRange { even, min, max } => {
                *min <= n && n <= *max && n.is_multiple_of(2) == *even
            }
        }
    }

    /// Whether every count `other` matches, this matches too.
    pub fn includes(&self, other: &CountSet) -> bool {
        match (self, other) {
            (_, CountSet::Range { min, max }) if min > max => true,
            (CountSet::Range { min, max }, CountSet::Range { min: a, max: b }) => {
                min <= a && b <= max
            }
            (CountSet::List(list), CountSet::Range { min, max }) => {
                // A range longer than the list cannot fit in it.
                u64::from(*max) - u64::from(*min) < list.len() as u64
                    && (*min..=*max).all(|n| list.contains(&n))
            }
            // A range of one parity holds its bounds' counts of its parity
            // (conservative: `false` where unsure).
            (CountSet::Range { min: a, max: b }, CountSet::ParityRange { min, max, .. }) => {
                a <= min && max <= b
            }
            (CountSet::Even, CountSet::ParityRange { even, .. }) => *even,
            (CountSet::Odd, CountSet::ParityRange { even, .. }) => !*even,
            (
                CountSet::ParityRange {
                    even: e,
                    min: a,
                    max: b,
                },
                CountSet::ParityRange { even, min, max },
            ) => e == even && a <= min && max <= b,
            (CountSet::List(list), CountSet::ParityRange { even, min, max }) => {
                (u64::from(*max) - u64::from(*min)) / 2 <= list.len() as u64
                    && (*min..=*max)
                        .filter(|n| n.is_multiple_of(2) == *even)
                        .all(|n| list.contains(&n))
            }
            (CountSet::ParityRange { .. }, CountSet::Range { min, max }) => {
                min == max && self.matches(*min)
            }
            (_, CountSet::List(list)) => list.iter().all(|&n| self.matches(n)),
            (CountSet::Range { min, max }, CountSet::Even | CountSet::Odd) => {
                *min == 0 && *max == u32::MAX
            }
            (CountSet::List(_), CountSet::Even | CountSet::Odd) => false,
            (parity @ (CountSet::Even | CountSet::Odd), CountSet::Range { min, max }) => {
                min == max && parity.matches(*min)
            }
            (outer, inner @ (CountSet::Even | CountSet::Odd)) => outer == inner,
        }
    }

    /// Whether a condition `outer` (none: every count) holds wherever
    /// `inner` does.
    pub fn covers(outer: Option<&CountSet>, inner: Option<&CountSet>) -> bool {
        let every = CountSet::Range {
            min: 0,
            max: u32::MAX,
        };
        match outer {
            None => true,
            Some(outer) => outer.includes(inner.unwrap_or(&every)),
        }
    }

    /// Whether some count of `n` or more matches.
    pub fn admits_from(&self, n: u32) -> bool {
        match self {
            CountSet::Range { min, max } => min <= max && *max >= n,
            CountSet::List(list) => list.iter().any(|&k| k >= n),
            CountSet::Even | CountSet::Odd => true,
            // Of two counts in a row from the lowest allowed, one has the
            // parity.
            CountSet::ParityRange { min, max, .. } => {
                (n.max(*min)..=*max).take(2).any(|k| self.matches(k))
            }
        }
    }

    /// The smallest count that matches, if any does.
    pub fn min(&self) -> Option<u32> {
        match self {
            CountSet::Range { min, max } => (min <= max).then_some(*min),
            CountSet::List(list) => list.iter().copied().min(),
            CountSet::Even => Some(0),
            CountSet::Odd => Some(1),
            CountSet::ParityRange { even, min, max } => {
                let first = if min.is_multiple_of(2) == *even {
                    *min
                } else {
                    min.checked_add(1)?
                };
                (first <= *max).then_some(first)
            }
        }
    }

    /// Describes the condition in words: `2 or 3`, `at least 12`, …
    pub fn describe(&self) -> String {
        match self {
            CountSet::Range { min, max } if min == max => min.to_string(),
            CountSet::Range { min, max: u32::MAX } => format!("at least {min}"),
            CountSet::Range { min: 0, max } => format!("at most {max}"),
            CountSet::Range { min, max } => format!("{min} to {max}"),
            CountSet::Even => "any even number".to_string(),
            CountSet::Odd => "any odd number".to_string(),
            CountSet::ParityRange { even, min, max } => {
                let parity = if *even { "even" } else { "odd" };
                match (*min, *max) {
                    (0, u32::MAX) => format!("any {parity} number"),
                    (min, u32::MAX) => format!("any {parity} number from {min}"),
                    (0, max) => format!("any {parity} number up to {max}"),
                    (min, max) => format!("any {parity} number from {min} to {max}"),
                }
            }
            CountSet::List(list) => match list.as_slice() {
                [] => "no count".to_string(),
                [one] => one.to_string(),
                [init @ .., last] => format!(
                    "{} or {last}",
                    init.iter()
                        .map(u32::to_string)
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            },
        }
    }
}

/// A count's words with the word seed: `1 seed`, `at least 1 seed`, `2 or
/// 3 seeds`.
pub fn count_in_seeds(count: &str) -> String {
    if let Some(range) = count
        .strip_prefix("any even number ")
        .or_else(|| count.strip_prefix("any odd number "))
    {
        let parity = if count.starts_with("any even") {
            "even"
        } else {
            "odd"
        };
        format!("any {parity} number of seeds {range}")
    } else if count.starts_with("any ") {
        format!("{count} of seeds")
    } else if count == "1" || count.ends_with(" 1") {
        format!("{count} seed")
    } else {
        format!("{count} seeds")
    }
}

/// A named set of holes, one set per player.
#[derive(Debug, Clone)]
pub struct Region {
    /// Its name.
    pub name: String,
    /// Where it is defined.
    pub span: Range<usize>,
    /// The holes of each player, South first.
    pub holes: [Vec<u16>; 2],
}

/// One tier of move restrictions, resolved.
#[derive(Debug, Clone)]
pub struct PriorityTier {
    /// Its name.
    pub name: String,
    /// The span of its name value.
    pub name_span: Range<usize>,
    /// The span of the tier's table.
    pub span: Range<usize>,
    /// The starting holes it admits.
    pub hole: Option<HoleSet>,
    /// The counts of the starting holes it admits.
    pub count: Option<CountSet>,
    /// Passed over when a legal move in `hole` holds one of these counts.
    pub unless_count: Option<CountSet>,
    /// Which of the admitted holes are preferred.
    pub prefer: Option<Prefer>,
    /// The plies it restricts, and where `plies` is written.
    pub plies: (TierPlies, Option<Range<usize>>),
    /// The special hole whose loss it waits for (`once_lost`).
    pub once_lost: Option<tier::OnceLost>,
    /// What decides whether it holds (`decided_by`).
    pub decided_by: TierDecidedBy,
    /// The mark it reads (`marked`, `unmarked`).
    pub mark: Option<mark::MarkCondition>,
}

/// An opening phase, resolved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OpeningRules {
    /// How the opening is played.
    pub kind: OpeningKind,
    /// Whether `skip` applies in the opening.
    pub skip: bool,
    /// Whether landing rules fire in the opening.
    pub landing: bool,
    /// A gathered opening's first ply (`kind = "gathered"`).
    pub gather: Option<Gather>,
    /// The hole each player's opening sowing starts from, South first,
    /// when the opening is a race from set holes (`from`).
    pub from: Option<[u16; 2]>,
}

/// The forced first ply of a gathered opening: `each` seeds from each of
/// the first player's holes, sown from `start` on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Gather {
    /// Seeds taken from each hole (all of a hole that holds fewer).
    pub each: u32,
    /// The hole the first gathered seed falls into.
    pub start: u16,
}

/// How claimed holes behave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimRules {
    /// Seeds are still sown into claimed holes.
    pub sow_into: bool,
    /// A move may start, or a relay go on, from a claimed hole.
    pub sow_from: bool,
    /// To whom a claimed hole's seeds count at the end of a round.
    pub count_for: CountFor,
    /// The most claimed holes on the board at once.
    pub at_most: Option<u32>,
    /// The most claimed holes each player may hold at once.
    pub each_at_most: Option<u32>,
    /// No claim of the hole mirroring one the opponent has claimed.
    pub no_mirror: bool,
    /// What becomes of the claimed hole a new claim replaces.
    pub replace: Option<Replace>,
    /// The counts at which the hole after a claimed hole guards it.
    pub guard: Option<CountSet>,
}

impl Default for ClaimRules {
    fn default() -> Self {
        ClaimRules {
            sow_into: true,
            sow_from: false,
            count_for: CountFor::Owner,
            at_most: None,
            each_at_most: None,
            no_mirror: false,
            replace: None,
            guard: None,
        }
    }
}

/// A checked variant: what the engine compiles.
#[derive(Debug, Clone)]
pub struct Variant {
    /// The game's name.
    pub name: String,
    /// Other names.
    pub aliases: Vec<String>,
    /// Citations.
    pub sources: Vec<String>,
    /// Description.
    pub description: Option<String>,
    /// Ply cap for sample games.
    pub max_plies: Option<u32>,
    /// The board's shape.
    pub board: Board,
    /// Seeds per site at the start (stores too, where the seeds table
    /// names them).
    pub start: Vec<u32>,
    /// Owner of each hole.
    pub owner: Vec<Option<Player>>,
    /// The holes that belong to nobody (`[players] neutral`): never lifted.
    pub neutral: Vec<u16>,
    /// The holes no track passes (`[board] off_track`): never a start.
    pub off_track: Vec<u16>,
    /// The holes with rules of their own (`[holes.NAME]`), one entry per
    /// player's hole.
    pub special_holes: Vec<special_hole::SpecialHole>,
    /// The marks plays put on holes (`[marks.NAME]`), in the file's
    /// order: the engine keeps mark `k` of each player in the position.
    pub marks: Vec<mark::Mark>,
    /// Holes whose captures wait for the round's end
    /// (`[deferred_captures]`): the engine keeps who is entitled to each
    /// as mark number `marks.len()`.
    pub deferred: Option<deferred::DeferredCaptures>,
    /// The kinds of piece worth more than one seed; `start` counts each
    /// piece at its worth.
    pub pieces: Vec<PieceKind>,
    /// Named regions.
    pub regions: Vec<Region>,
    /// Each player's looped sowing path, as sites (stores included where
    /// they are sown into by that player).
    pub tracks: Vec<Vec<u16>>,
    /// For each player, the site where a sowing of their store drops its
    /// first seed: the first after the store along the path as written
    /// (`None` where the path does not place the store).
    pub store_exits: Vec<Option<u16>>,
    /// Single or relay sowing.
    pub laps: Laps,
    /// Which ways a move may sow along the tracks.
    pub way: SowingWay,
    /// With the way chosen once, the way the other player sows.
    pub other_way: OtherWay,
    /// Whether a track sown against is turned end for end, each store
    /// following its player's row, rather than walked backwards
    /// (`track_against`).
    pub store_follows_way: bool,
    /// With the way chosen, the holes a move may sow along the tracks from.
    pub along_from: HoleSet,
    /// With the way chosen, the holes a move may sow against them from.
    pub against_from: HoleSet,
    /// With the way chosen, whether a move against the tracks is legal
    /// only when it captures (`against_if = "captures"`).
    pub against_if_captures: bool,
    /// Where a lap's first seed falls.
    pub first_seed: FirstSeed,
    /// Which hole a relay lap goes on from.
    pub relay_from: RelayFrom,
    /// Whether each relay lap sows the other way from the lap before
    /// (`relay_way = "turn"`).
    pub relay_turns: bool,
    /// How many seeds fall into each hole a lap sows (`[sowing] drops`).
    pub drops: drops::Drops,
    /// Skip the hole a lap was lifted from.
    pub skip_origin: bool,
    /// Skip holes whose count meets this while sowing.
    pub skip: Option<CountSet>,
    /// The holes `skip` applies to, seen from the mover.
    pub skip_in: HoleSet,
    /// A seed `skip` would pass over falls when a claiming rule then fires.
    pub skip_except_claim: bool,
    /// The rule for relay sowings that never end.
    pub endless: Option<Endless>,
    /// Landing rules, in order.
    pub landing: Vec<LandingRule>,
    /// Holes a move may start from.
    pub move_from: HoleSet,
    /// Fewest seeds in a starting hole.
    pub min_seeds: u32,
    /// The most seeds in a starting hole (`[moves] max_seeds`), if any.
    pub max_seeds: Option<u32>,
    /// The most seeds a move lifts from its hole (`[moves] lift`), if it
    /// lifts no whole hole.
    pub move_lift: Option<u32>,
    /// Seeds entered from the mover's store as a move (`[moves] enter`).
    pub entry: Option<entry::StoreEntry>,
    /// A move must feed an opponent who has no seeds.
    pub must_feed: MustFeed,
    /// What happens when the player to move cannot move.
    pub no_move: NoMove,
    /// Move restrictions, in order of priority.
    pub priority: Vec<PriorityTier>,
    /// Conditions on what a move does (`[[moves.require]]`).
    pub requirements: Vec<Requirement>,
    /// Whether a capturing move must be played when one exists.
    pub must_capture: bool,
    /// Where `pie = true` of `[moves]` is written, when the second player
    /// may swap sides in their first turn (the pie rule).
    pub pie: Option<Range<usize>>,
    /// Moves that carry seeds into another hole without sowing
    /// (`[[moves.carry]]`).
    pub carries: Vec<carry::Carry>,
    /// Whether a move may sow (`[moves] sow`; false: only carries).
    pub sows: bool,
    /// A first move the rules fix, if they do.
    pub first_move: Option<FirstMove>,
    /// The opening phase, if the game has one.
    pub opening: Option<OpeningRules>,
    /// A set opening's layouts (`kind = "set"`).
    pub set_opening: Option<set_opening::SetOpening>,
    /// The placement phase, when seeds start in the players' hands.
    pub placement: Option<Placement>,
    /// When the game ends.
    pub end: Vec<EndCondition>,
    /// Who gets the seeds left at the end.
    pub remaining: Remaining,
    /// How the winner is decided.
    pub winner: Winner,
    /// A player left without a move who holds at least this many seeds
    /// draws (`winner = "no-move-loses"`), if the file says so.
    pub stuck_draw_at: Option<u32>,
    /// How claimed holes behave (defaults when `[claimed]` is absent).
    pub claims: ClaimRules,
    /// Whether any landing rule claims holes.
    pub claiming: bool,
    /// The match, when the file plays one.
    pub match_rules: Option<MatchRules>,
    /// The phases of the game, in order (empty: none).
    pub phases: Vec<phase::NamedPhase>,
    /// The phase these are the rules of, where the engine compiles a
    /// phase's rules (`None`: the file's).
    pub in_phase: Option<u8>,
    /// Spans of parts, for diagnostics and editor features.
    pub spans: Spans,
}

/// Source ranges of the main parts of a file.
#[derive(Debug, Clone, Default)]
pub struct Spans {
    /// The `[sowing]` table (key).
    pub sowing: Range<usize>,
    /// The track or direction value.
    pub track: Range<usize>,
    /// The `[end]` table (key).
    pub end: Range<usize>,
    /// The `[board]` table (key).
    pub board: Range<usize>,
    /// The `[game]` table (key).
    pub game: Range<usize>,
}

impl Variant {
    /// The plies after which a game is stopped unfinished: `max_plies` of
    /// `[game]`, else [`DEFAULT_MAX_PLIES`], within 1 to [`MAX_PLIES`].
    pub fn ply_cap(&self) -> u32 {
        self.max_plies
            .unwrap_or(DEFAULT_MAX_PLIES)
            .clamp(1, MAX_PLIES)
    }

    /// Total seeds in play.
    pub fn total_seeds(&self) -> u32 {
        self.start.iter().sum()
    }

    /// Whether `site` is in `set` for `mover`, with the file's ownership.
    pub fn in_set(&self, set: HoleSet, mover: Player, site: u16) -> bool {
        self.in_set_owned(&self.owner, set, mover, site)
    }

    /// Whether `site` is in `set` for `mover`, when `owner` says who owns
    /// each hole (ownership changes between the rounds of a match).
    pub fn in_set_owned(
        &self,
        owner: &[Option<Player>],
        set: HoleSet,
        mover: Player,
        site: u16,
    ) -> bool {
        let board = &self.board;
        if board.is_store(site) {
            return match set {
                HoleSet::OWN_STORE => site == board.store(mover),
                HoleSet::OPPONENT_STORE => site == board.store(mover.other()),
                HoleSet::STORE => true,
                _ => false,
            };
        }
        hole_in_set(&self.regions, owner, set, mover, site)
    }
}

/// Whether hole `site` (not a store) is in `set` for `mover`, where
/// `owner` says who owns each hole and `regions` are the file's.
pub(crate) fn hole_in_set(
    regions: &[Region],
    owner: &[Option<Player>],
    set: HoleSet,
    mover: Player,
    site: u16,
) -> bool {
    let owner = owner.get(site as usize).copied().flatten();
    match set {
        HoleSet::OWN => owner == Some(mover),
        // Any other player's: of two, the other's.
        HoleSet::OPPONENT => owner.is_some_and(|o| o != mover),
        HoleSet::ANY => true,
        HoleSet::OWN_STORE | HoleSet::OPPONENT_STORE | HoleSet::STORE => false,
        HoleSet::Region(r) => regions
            .get(r)
            .is_some_and(|region| region.holes[mover.index()].contains(&site)),
    }
}

/// What lowering resolved, whole or not: the parts of a file that the
/// static checks (`lint::STATIC_CHECKS`) judge. It is kept even when an
/// error elsewhere leaves the file no [`Variant`], so that every finding is
/// reported at once.
#[derive(Debug, Clone)]
pub struct Lowered {
    /// The board.
    pub board: Board,
    /// Every number of holes per row the file is played with (`[board]
    /// sizes`, those that hold), empty for a file of one size.
    pub sizes: Vec<u16>,
    /// Seeds in play.
    pub total: u32,
    /// Who owns each hole, and where `[players]` is, once it is read.
    pub owner: Option<Sp<Vec<Option<Player>>>>,
    /// `laps` of `[sowing]`, as written.
    pub laps: Option<Sp<Laps>>,
    /// The rule for relay sowings that never end.
    pub endless: Option<Endless>,
    /// Landing rules, in order (lowered once `[sowing]` is read).
    pub landing: Vec<LandingRule>,
    /// Conditions on what a move does, and `min_seeds` of `[moves]`
    /// (lowered once `[sowing]` is read).
    pub requirements: Vec<Requirement>,
    /// See `requirements`.
    pub min_seeds: u32,
    /// `skip` of `[sowing]`: the counts passed over while sowing.
    pub skip: Option<CountSet>,
    /// `skip_except_claim` of `[sowing]`, as written.
    pub skip_except_claim: Option<Sp<bool>>,
    /// `way` of `[sowing]`.
    pub way: SowingWay,
    /// Where `relay_from`, `along_from` and `against_from` of `[sowing]`
    /// are written, when they are.
    pub relay_from: Option<Range<usize>>,
    /// Where `relay_way` is written, when it is.
    pub relay_way: Option<Range<usize>>,
    /// `other_way` of `[sowing]`, as written.
    pub other_way: Option<Sp<OtherWay>>,
    /// Where `store_follows_way = true` is written, when it is.
    pub store_follows_way: Option<Range<usize>>,
    /// See `relay_from`.
    pub along_from: Option<Range<usize>>,
    /// See `relay_from`.
    pub against_from: Option<Range<usize>>,
    /// `at_most` of `[claimed]`.
    pub at_most: Option<u32>,
    /// `replace` of `[claimed]`, as written.
    pub replace: Option<Sp<Replace>>,
    /// Seeds put in each owned hole at a recount, once `[match]`'s refill
    /// shares out the seeds in play exactly.
    pub refill: Option<u32>,
    /// Where `[match] store_refill` is written, if it is.
    pub store_refill: Option<Range<usize>>,
    /// `extra_hole_at` of `[match]`'s remainder, as written.
    pub extra_hole_at: Option<Sp<u32>>,
    /// `holes` of `[match]`, as written.
    pub round_holes: Option<Sp<RoundHoles>>,
    /// `[match] layout`, as written.
    pub round_layout: Option<Sp<RoundLayout>>,
    /// Where `[match] winner_lays` is written, if it is.
    pub winner_lays: Option<Range<usize>>,
    /// Where `[match] unfilled` is written, if it is.
    pub unfilled: Option<Range<usize>>,
    /// Where `remainder` of `[match]` is written, when it is.
    pub remainder: Option<Range<usize>>,
    /// Where `gain_order` of `[match]` is written, when it is.
    pub gain_order: Option<Range<usize>>,
    /// `[opening]`'s kind and where its keys are written.
    pub opening: OpeningKeys,
    /// Where the keys of `[moves.first]` are written, when it is there.
    pub first_move: Option<FirstMoveKeys>,
    /// Where `must_capture = true` of `[moves]` is written.
    pub must_capture: Option<Range<usize>>,
    /// The holes `[players] neutral` names, each with its entry's span.
    pub neutral: Vec<(u16, Range<usize>)>,
    /// The holes `[board] off_track` names, each with its entry's span.
    pub off_track: Vec<(u16, Range<usize>)>,
    /// Each player's sowing path, once the file gives one that lowers.
    pub tracks: Option<Vec<Vec<u16>>>,
    /// The holes no player owns that a player may start a move from all
    /// the same (`[moves] from = "any"`, or a region that names them):
    /// holes of nobody's that anyone may sow.
    pub shared: Vec<u16>,
    /// Each `[holes.NAME]` whose `stop` is not `never`: the table's name
    /// and where `stop` is written.
    pub special_stops: Vec<(String, Range<usize>)>,
    /// Whether the file names any `[holes.NAME]` table.
    pub has_special_holes: bool,
    /// The kinds of `[pieces]`.
    pub pieces: Vec<PieceKind>,
    /// Where `[match]` is, when the file plays a match.
    pub in_match: Option<Range<usize>>,
    /// Where `[match.sale]` is, when the match sells holes: every game
    /// then starts from the start position, pieces too.
    pub sale: Option<Range<usize>>,
    /// The keys of `[match]` that end a match at a recount by what a
    /// player fills or keeps (`min_holes`, `min_seeds`), where written.
    pub fill_ends: Vec<(&'static str, Range<usize>)>,
    /// The keys of `[match]` that set up a round from the seeds of the
    /// round before (`refill`, `store_refill`, `remainder`, `gain_order`, `fill_order`,
    /// `min_holes`, `min_seeds`), where written.
    pub recount_keys: Vec<(&'static str, Range<usize>)>,
    /// Where `pieces-captured` is written in `[end] when`, when it is.
    pub pieces_captured: Option<Range<usize>>,
    /// Where `no_move = "pass"` is written and where `one-cannot-move`
    /// is in `[end] when`, when both are: the end comes first, so nobody
    /// ever passes (S007).
    pub pass_never_reached: Option<(Range<usize>, Range<usize>)>,
    /// Where a `winner` decided by the player who cannot move
    /// (`no-move-loses`, `no-move-wins`) is written and where `no_move =
    /// "pass"` is, when both are: such a player passes, and the game never
    /// ends for want of their move (S007).
    pub winner_never_by_no_move: Option<(Range<usize>, Range<usize>)>,
    /// Where `[end] stuck_draw_at` is written where a player who cannot
    /// move does not lose by it (no `winner = "no-move-loses"`), or where
    /// such a player passes (S007).
    pub stuck_draw_unread: Option<Range<usize>>,
    /// Where `[match] points` is written in a match without
    /// `points_to_win`, which nothing then scores (S007).
    pub points_without_target: Option<Range<usize>>,
    /// Where `[match] in_a_row` is written in a match without
    /// `rounds_to_win`, which then counts no rounds (S007).
    pub in_a_row_without_target: Option<Range<usize>>,
    /// Where `no_move = "refill-from-store"` is written, when it is, and
    /// for each player whether a move can start from one of their own
    /// holes (what a refill fills).
    pub refill_from_store: Option<(Range<usize>, [bool; 2])>,
    /// What each table left unread, by table name.
    unread: Vec<(&'static str, load::Unread)>,
}

impl Lowered {
    /// Whether the key at `path` in the table `table` (any key of it, for
    /// an empty path) is in the text but could not be read: it is reported
    /// already, and counts as present but broken.
    pub fn unread(&self, table: &str, path: &[&str]) -> bool {
        self.unread
            .iter()
            .any(|(name, unread)| *name == table && unread.has(path))
    }
}

/// `[opening]`'s kind, and where each of its keys that a kind may not use
/// is written: what the static checks point at.
#[derive(Debug, Clone, Default)]
pub struct OpeningKeys {
    /// The kind, when `[opening]` is there.
    pub kind: Option<OpeningKind>,
    /// `skip`.
    pub skip: Option<Range<usize>>,
    /// `landing`.
    pub landing: Option<Range<usize>>,
    /// Whether `landing = true`: landing rules fire in the opening.
    pub landing_fires: bool,
    /// `gather`.
    pub gather: Option<Range<usize>>,
    /// `start`.
    pub start: Option<Range<usize>>,
    /// `layouts`, when it lists any.
    pub layouts: Option<Range<usize>>,
    /// `every_round`.
    pub every_round: Option<Range<usize>>,
}

/// The result of checking a file.
#[derive(Debug)]
pub struct Checked {
    /// The variant, when the file described one well enough to build it.
    pub variant: Option<Variant>,
    /// The file's other sizes (`[board] sizes`), each checked.
    pub sizes: Vec<sizes::SizedVariant>,
    /// Everything found, in source order, but the warnings the file
    /// allows where they are (`# sow: allow(CODE)`).
    pub diagnostics: Vec<Diagnostic>,
    /// The warnings the file allows, and where: play diagnostics found
    /// later are filtered by them too.
    pub allowed: crate::codes::allow_comment::Allowances,
}

impl Checked {
    /// Whether any diagnostic is an error.
    pub fn has_errors(&self) -> bool {
        self.diagnostics
            .iter()
            .any(|d| d.severity == Severity::Error)
    }

    /// The variant, only if the file has no errors on its size (an error
    /// on another of its sizes only stops that one).
    pub fn playable(&self) -> Option<&Variant> {
        if self
            .diagnostics
            .iter()
            .any(|d| d.severity == Severity::Error && d.size.is_none())
        {
            None
        } else {
            self.variant.as_ref()
        }
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn parities_match_and_cover_what_they_should() {
        assert!(CountSet::Even.matches(0) && CountSet::Even.matches(162));
        assert!(!CountSet::Even.matches(3) && CountSet::Odd.matches(3));
        let exactly = |n| CountSet::Range { min: n, max: n };
        assert!(CountSet::Even.includes(&exactly(4)));
        assert!(!CountSet::Even.includes(&exactly(5)));
        assert!(CountSet::Even.includes(&CountSet::List(vec![2, 4, 6])));
        assert!(!CountSet::Even.includes(&CountSet::Odd));
        assert!(!CountSet::List(vec![2, 4]).includes(&CountSet::Even));
        assert!(CountSet::covers(None, Some(&CountSet::Odd)));
        assert_eq!(CountSet::Odd.min(), Some(1));
        assert_eq!(CountSet::Even.describe(), "any even number");
    }

    #[test]
    fn a_range_of_one_parity_matches_and_covers_only_its_counts() {
        let even_from_two = CountSet::ParityRange {
            even: true,
            min: 2,
            max: u32::MAX,
        };
        assert!(even_from_two.matches(2) && even_from_two.matches(72));
        assert!(!even_from_two.matches(0) && !even_from_two.matches(3));
        assert!(CountSet::Even.includes(&even_from_two));
        assert!(!even_from_two.includes(&CountSet::Even));
        assert!(even_from_two.includes(&CountSet::List(vec![2, 4, 6])));
        assert!(!even_from_two.includes(&CountSet::List(vec![0, 2])));
        assert_eq!(even_from_two.min(), Some(2));
        let odd_to_four = CountSet::ParityRange {
            even: false,
            min: 0,
            max: 4,
        };
        assert_eq!(odd_to_four.min(), Some(1));
        assert!(CountSet::List(vec![1, 3]).includes(&odd_to_four));
        assert_eq!(even_from_two.describe(), "any even number from 2");
        assert_eq!(
            super::count_in_seeds(&even_from_two.describe()),
            "any even number of seeds from 2"
        );
    }

    use super::CountSet::{self, List, Range};

    #[test]
    fn a_count_set_includes_the_sets_inside_it() {
        let at_least_two = Range {
            min: 2,
            max: u32::MAX,
        };
        assert!(at_least_two.includes(&List(vec![2, 3, 40])));
        assert!(at_least_two.includes(&Range { min: 5, max: 9 }));
        assert!(!at_least_two.includes(&List(vec![1, 2])));
        let pairs = List(vec![2, 3]);
        assert!(pairs.includes(&Range { min: 2, max: 3 }));
        assert!(!pairs.includes(&Range { min: 2, max: 4 }));
        assert!(!pairs.includes(&Range {
            min: 0,
            max: u32::MAX
        }));
        // The empty set is inside every set.
        assert!(pairs.includes(&Range { min: 3, max: 2 }));
        assert!(CountSet::covers(None, Some(&pairs)));
        assert!(!CountSet::covers(Some(&pairs), None));
        let every = Range {
            min: 0,
            max: u32::MAX,
        };
        assert!(CountSet::covers(Some(&every), None));
    }
}
