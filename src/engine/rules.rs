//! A variant compiled into flat tables for fast play: successor arrays for
//! each player's track, precomputed opposite holes, and landing conditions
//! as lookup tables. Built once per file; every index in a table is a site
//! of the board, by construction.

use super::Move;
use super::end::EndRules;
use super::hole_ref::Geometry;
use super::landing::{CompiledRule, rule_bits};
use super::round::RoundTables;
use super::when::lap_conditions_settle;
use crate::model::{
    CountSet, FeedWhen, FirstSeed, Gather, HoleSet, Laps, MustFeed, OpeningKind, OtherWay, Player,
    Prefer, RelayFrom, Replace, SowingWay, Trigger, Variant, Way, Winner,
};

use crate::model::board::{MAX_SITES, PerPlayer};

/// Marks "no site" in a table.
pub const NONE: u16 = u16::MAX;

/// A count condition as a lookup table over every possible count.
#[derive(Debug, Clone)]
pub struct CountTable(Vec<bool>);

impl CountTable {
    pub(super) fn new(set: &CountSet, total: u32) -> Self {
        CountTable::of(|n| set.matches(n), total)
    }

    /// The table of the counts up to `total` that `admits`.
    pub(super) fn of(admits: impl Fn(u32) -> bool, total: u32) -> Self {
        CountTable((0..=total).map(admits).collect())
    }

    /// Whether `n` meets the condition.
    #[inline]
    pub fn matches(&self, n: u16) -> bool {
        self.0.get(n as usize).copied().unwrap_or(false)
    }
}

/// A tier of move restrictions, in table form.
#[derive(Debug, Clone)]
pub struct CompiledTier {
    /// For each player, whether each hole is in the tier's `hole`.
    pub hole: Option<PerPlayer<Vec<bool>>>,
    /// The counts it admits.
    pub count: Option<CountTable>,
    /// The counts that pass the tier over.
    pub unless_count: Option<CountTable>,
    /// Which admitted holes are preferred.
    pub prefer: Option<Prefer>,
    /// The plies it restricts.
    pub plies: crate::model::TierPlies,
    /// For each player, the special hole whose loss it waits for
    /// (`once_lost`; `NONE` where the player has none, and the tier never
    /// applies to them).
    pub once_lost: Option<[u16; 2]>,
    /// Whether it holds when a hole it names holds seeds it admits, legal
    /// to start from or not (`decided_by = "holes"`), not only when it
    /// admits a legal move.
    pub by_holes: bool,
    /// The mark it reads (`marked`, `unmarked`).
    pub mark: Option<super::mark::MarkBits>,
}

impl CompiledTier {
    /// Whether the tier holds for `player` by their holes alone
    /// (`decided_by = "holes"`): one of the holes they may start from
    /// under `rules` holds at least `min_seeds` seeds, a count it admits.
    pub fn held_by_holes(
        &self,
        rules: &Rules,
        (counts, claims): (&[u16; MAX_SITES], &super::sow::Claims),
        player: Player,
    ) -> bool {
        self.by_holes
            && rules.starts[player.index()].iter().any(|&h| {
                let n = counts[h as usize];
                rules.may_start_with(n) && self.admits(claims, player, h, n)
            })
    }

    /// Whether the tier applies to `player`'s ply (a placement ply when
    /// `placing`) in a position whose claims are `claims`: its `plies`
    /// hold it, and the special hole it waits for, if any, has lost its
    /// status.
    #[inline]
    pub fn applies(
        &self,
        placing: bool,
        claims: &super::sow::Claims,
        player: Player,
        special: &super::special_hole::SpecialHoles,
    ) -> bool {
        let plies = match self.plies {
            crate::model::TierPlies::All => true,
            crate::model::TierPlies::Placement => placing,
            crate::model::TierPlies::Sowing => !placing,
        };
        plies
            && self.once_lost.is_none_or(|holes| {
                let hole = holes[player.index()];
                hole != NONE && !special.keeps_status(claims, hole)
            })
    }

    /// Whether `hole` is in the tier's holes for `player`.
    #[inline]
    pub fn in_hole(&self, player: Player, hole: u16) -> bool {
        self.hole.as_ref().is_none_or(|m| {
            m[player.index()]
                .get(hole as usize)
                .copied()
                .unwrap_or(false)
        })
    }

    /// Whether the tier admits a move of `player`'s from `hole`, which
    /// holds `count` seeds, in a position whose claims (and marks) are
    /// `claims`.
    #[inline]
    pub fn admits(
        &self,
        claims: &super::sow::Claims,
        player: Player,
        hole: u16,
        count: u16,
    ) -> bool {
        self.in_hole(player, hole)
            && self.count.as_ref().is_none_or(|t| t.matches(count))
            && self.mark.is_none_or(|m| m.admits(claims, player, hole))
    }

    /// Whether a move of `player`'s from `hole` (holding `count`) passes
    /// the tier over when it is legal (`unless_count`).
    #[inline]
    pub fn passes_over(&self, player: Player, hole: u16, count: u16) -> bool {
        self.unless_count
            .as_ref()
            .is_some_and(|u| self.in_hole(player, hole) && u.matches(count))
    }

    /// How the tier ranks an admitted move of `player`'s from `hole`
    /// (holding `count`): the lowest rank is preferred, and all rank alike
    /// without `prefer`.
    #[inline]
    pub fn rank(
        &self,
        steps_to_opponent: &PerPlayer<Vec<u16>>,
        player: Player,
        hole: u16,
        count: u16,
    ) -> u16 {
        match self.prefer {
            None => 0,
            Some(Prefer::FewestSeeds) => count,
            Some(Prefer::MostSeeds) => u16::MAX - count,
            Some(Prefer::NearestOpponent) => steps_to_opponent[player.index()]
                .get(hole as usize)
                .copied()
                .unwrap_or(u16::MAX),
        }
    }
}

/// A variant compiled for play.
#[derive(Debug, Clone)]
pub struct Rules {
    /// The variant the tables were built from.
    pub variant: Variant,
    /// Number of holes.
    pub holes: usize,
    /// Number of sites (holes and two stores).
    pub sites: usize,
    /// For each player, the next site on their track after each site.
    pub next: PerPlayer<Vec<u16>>,
    /// For each player, the hole before each hole on their track (stores skipped).
    pub prev_hole: PerPlayer<Vec<u16>>,
    /// The hole across from each hole.
    pub opposite: Vec<u16>,
    /// The hole behind the opposite one, for each hole (`NONE` where there
    /// is none: the outer rows, boards of fewer than four rows).
    pub behind_opposite: Vec<u16>,
    /// Each player's own holes.
    pub own_holes: PerPlayer<Vec<u16>>,
    /// Holes each player may start a move from (before the count check).
    pub starts: PerPlayer<Vec<u16>>,
    /// Landing rules.
    pub landing: Vec<CompiledRule>,
    /// For each player and site, the landing rules whose `hole` allows a
    /// landing there, as a bit set (bit `i` for rule `i`; at most 64
    /// rules). Only these need their other conditions tried.
    pub landing_at: PerPlayer<Vec<u64>>,
    /// Likewise for the rules on every seed (`on = "every-seed"`).
    pub seed_at: PerPlayer<Vec<u64>>,
    /// Whether any rule looks at every seed (then laps are sown by the
    /// general loop, which tries them as each seed falls).
    pub every_seed: bool,
    /// Likewise for the rules on every hole at a turn's end (`on =
    /// "turn-end"`).
    pub turn_end_at: PerPlayer<Vec<u64>>,
    /// Whether any rule looks at every hole at a turn's end.
    pub turn_end: bool,
    /// Whether any rule sows its captures back (then a relay's next lap
    /// may sow them rather than lift a hole).
    pub sows_back: bool,
    /// Bit `i` is set when landing rule `i` may be declined by the mover
    /// (`optional`): where it holds, the turn waits for their choice.
    pub optional: u64,
    /// Holes skipped while sowing by count.
    pub skip: Option<CountTable>,
    /// For each player, the sites `skip` applies to (every hole when `None`).
    pub skip_in: Option<PerPlayer<Vec<bool>>>,
    /// A seed `skip` would pass over falls when a claiming rule then fires;
    /// 0 when never, else how many last seeds the exception looks at (1,
    /// or 2 when a claiming rule has a `previous` condition).
    pub skip_except_claim: u16,
    /// The landing rules that claim a hole, as a bit set.
    pub claiming_rules: u64,
    /// The claiming rules with a `previous` condition, as a bit set.
    pub looking_back_rules: u64,
    /// The most claimed holes at once.
    pub claims_at_most: Option<u32>,
    /// The most claimed holes each player may hold at once.
    pub claims_each_at_most: Option<u32>,
    /// For each hole, the one that mirrors it, when a claim may not mirror
    /// the opponent's (empty otherwise).
    pub mirror: Vec<u16>,
    /// What becomes of a claimed hole a new claim replaces.
    pub claims_replace: Option<Replace>,
    /// The counts at which the hole after a claimed hole guards it.
    pub claims_guard: Option<CountTable>,
    /// For each player, the next hole after each site on their track
    /// (stores passed over): a claimed hole's guard.
    pub next_hole: PerPlayer<Vec<u16>>,
    /// Move restrictions, in order of priority.
    pub priority: Vec<CompiledTier>,
    /// Conditions on what a move does (`[[moves.require]]`).
    pub requirements: Vec<super::move_rules::CompiledRequirement>,
    /// Moves that carry seeds into another hole without sowing
    /// (`[[moves.carry]]`).
    pub carries: Box<[super::carry::CompiledCarry]>,
    /// Whether a move may sow (false: only carries are moves).
    pub sows: bool,
    /// Whether a capturing move must be played when one exists (so every
    /// candidate is sown to find out).
    pub must_capture: bool,
    /// Whether the second player may swap sides in their first turn (the
    /// pie rule, `engine::pie`).
    pub pie: bool,
    /// For each player and hole, the steps along their track to the first
    /// hole of the opponent (`u16::MAX` when there is none).
    pub steps_to_opponent: PerPlayer<Vec<u16>>,
    /// Holes out of play this round: the file gives them to a player, but
    /// nobody filled them at the recount. They are on no track and never
    /// a start, so they hold no seeds all round (empty outside matches).
    pub out_of_play: Vec<u16>,
    /// The rules of a simultaneous opening, when the game has one.
    pub opening: Option<Box<Rules>>,
    /// A set opening's layouts, when the game has one.
    pub set_opening: Option<Box<super::set_opening::CompiledSetOpening>>,
    /// A gathered opening's forced first ply, when the game has one: it
    /// is sown by these very rules.
    pub gather: Option<Gather>,
    /// The hole each player's opening sowing starts from, South first,
    /// when the opening is a race from set holes.
    pub race_from: Option<[u16; 2]>,
    /// The rules of a move that sows against the track, when the mover may
    /// choose (`[sowing] way = "either"`): the same variant compiled on the
    /// reversed tracks, so that every table that looks along the track
    /// (successors, a backward chain, a claim's guard) looks the way the
    /// move sows.
    pub against: Option<Box<Rules>>,
    /// Where the game's first move chooses the way for the game (`way =
    /// "chosen-once"`), the rules after the choice, by the way South
    /// sows (along, then against): the same variant with the track of the
    /// player who sows against it reversed, so that each player's moves
    /// sow along their own track and need no way of their own.
    pub way_once: Option<Box<[Rules; 2]>>,
    /// The rules of the other way, where a capture sown back from a row's
    /// nearer end may turn the turn's way (`nearer_end_within`): the relay
    /// sows by them from that capture on (`sow::relay`).
    pub turned: Option<Box<Rules>>,
    /// Whether `against` is there: the mover chooses a move's way. Kept
    /// apart from `against` because finding legal moves asks every ply, and
    /// a bool there costs 0.3% fewer instructions than the Option's check
    /// (callgrind, on the two benchmark games).
    way_chosen: bool,
    /// Whether each player's own first move chooses the way they sow for
    /// the game (`other_way = "own"`): the moves sow by these rules or
    /// `against`, as `way_chosen` has it, each player's kept to their way.
    way_own: bool,
    /// Where the way follows from the seeds lifted: the way of an even
    /// count, then of an odd one.
    way_by_parity: Option<[Way; 2]>,
    /// Where the mover chooses the way: for each player, the holes a move
    /// may sow along the track from (every hole when `None`).
    pub along_from: Option<PerPlayer<Vec<bool>>>,
    /// Likewise, the holes a move may sow against it from.
    pub against_from: Option<PerPlayer<Vec<bool>>>,
    /// For each player, how many sites their track has.
    pub track_len: PerPlayer<u16>,
    /// A lap's first seed falls back into the lifted hole (unless it is
    /// the lap's only seed).
    pub first_into_lifted: bool,
    /// A relay lap goes on from the hole after the last one sown.
    pub relay_from_next: bool,
    /// Whether some landing rule says where its relay goes on
    /// (`relay_from` in `[[landing]]`): then the rule that fired is asked.
    pub relay_next_by_rule: bool,
    /// Whether each relay lap sows the other way from the lap before
    /// (`relay_way = "turn"`): the relay swaps these rules and `turned`.
    pub relay_turns: bool,
    /// Whether laps need the general loop (skipping, rules on every seed,
    /// or a first seed back into the lifted hole) rather than the plain one.
    pub general_lap: bool,
    /// A player who cannot move loses.
    pub no_move_loses: bool,
    /// A player who cannot move but holds at least this many seeds in
    /// their store draws instead (`u32::MAX`: never).
    pub stuck_draw_at: u32,
    /// Whether the player to move who cannot move wins the game
    /// (`no-move-wins`).
    pub no_move_wins: bool,
    /// Whether fewer seeds win (`fewest-seeds`, `no-move-wins`): misère.
    pub fewest_wins: bool,
    /// When a game (or round) ends: the `[end] when` conditions.
    pub end: EndRules,
    /// Whether the file declares pieces: the counts array then keeps the
    /// worth of the pieces at each site after the sites (`pieces.rs`).
    pub pieces: bool,
    /// For each site, whether it is a neutral hole, which is never lifted
    /// (empty when the file names none).
    pub neutral: Vec<bool>,
    /// For a match: the rules with each ownership a recount can give,
    /// each compiled the first time a round needs it. They live here so
    /// that a game can borrow them for as long as it borrows these rules.
    pub(super) round_tables: RoundTables,
    /// The phases of the game, each with its rules (`None`: none).
    pub phases: Option<Box<super::phase::PhaseTables>>,
    /// Whether these are a phase's rules, or a game's with phases: then a
    /// position keeps each player's phase (`phase::PHASE_OF`).
    pub phased: bool,
    /// How many seeds fall into each hole a lap sows, in turn, the last
    /// going on (`[sowing] drops`; empty: one a hole, as in most files).
    pub drops: Box<[u16]>,
    /// Whether the mover chooses each hole's drop (`drops = "chosen"`):
    /// a move then lifts its hole and waits for them (`Phase::Drop`).
    pub chosen_drops: bool,
    /// Relay sowing.
    pub relay: bool,
    /// Whether sowing ever passes over a site (origin, count, or claimed
    /// holes that are not sown into).
    pub skips: bool,
    /// Whether landing rules can claim holes (so claimed holes matter).
    pub claiming: bool,
    /// Whether a rule asks if a hole has been lifted this round: then each
    /// lift is marked in the claims (`sow::LIFTED`).
    pub marks_lifts: bool,
    /// Whether a rule asks if a seed of the ply's sowing fell into a hole:
    /// then the sowing marks each hole it sows (`Sowing::sown`), in the
    /// general lap.
    pub marks_sown: bool,
    /// Whether a rule asks how many of the mover's plies have captured:
    /// then each player's are counted in the claims
    /// (`sow::CAPTURES_MADE`), part of the position.
    pub counts_captures: bool,
    /// Whether a ply has more to do once sown (`Game::after_sowing`):
    /// special holes that lose their status, marks, captures counted.
    pub after_sowing: bool,
    /// The holes with rules of their own (`[holes.NAME]`): their statuses
    /// are kept in the claims whenever there are any.
    pub special: super::special_hole::SpecialHoles,
    /// The marks plays put on holes (`[marks.NAME]`): kept in the claims
    /// whenever there are any.
    pub marks: super::mark::HoleMarks,
    /// The holes whose captures wait for the round's end
    /// (`[deferred_captures]`): who is entitled to each is kept in the
    /// claims whenever there are any.
    pub deferred: super::deferred::Deferred,
    /// How many holes each player plays this round (owns, in play).
    pub holes_played: PerPlayer<u32>,
    /// Whether a move may start, or a relay go on, from a claimed hole.
    pub claimed_sow_from: bool,
    /// Whether seeds are sown into claimed holes.
    pub claimed_sow_into: bool,
    /// Fewest seeds a starting hole needs.
    pub min_seeds: u16,
    /// The most seeds a starting hole may hold (`u16::MAX`: no limit).
    pub max_seeds: u16,
    /// Whether a move must leave seeds for an opponent who has none.
    pub must_feed: bool,
    /// Whether, when no move can feed, every move is legal instead.
    pub feed_if_possible: bool,
    /// Whether a move against the tracks is legal only when it captures
    /// (`against_if = "captures"`; so such candidates are sown to judge).
    pub against_if_captures: bool,
    /// Whether a move whose sowing never ends is illegal (so every
    /// candidate move is sown to find out).
    pub endless_illegal: bool,
    /// Whether a player's legal moves are exactly their starts holding at
    /// least `min_seeds` seeds: no opening ply, duty to feed, endless
    /// check, claimed starts, chosen way, requirement, priority or fixed
    /// first move. Finding legal moves asks it first, every ply, so that
    /// the plain games pay for one test rather than seven.
    pub moves_by_count: bool,
    /// Whether every ply is one lap sown in the plain loop, with its
    /// landing rules: no relay, no rule the mover may decline or that sows
    /// its capture back or says where a relay goes on, no special hole that
    /// stops a sowing or loses its status, no rule at a turn's end, no mark
    /// of a lift, no move that lifts part of its hole. Sowing asks it once
    /// a ply, and a plain ply's copy of the lap leaves all of those out
    /// (`sow::sow_watched`).
    pub plain_ply: bool,
    /// The most seeds a move lifts from its hole (`[moves] lift`; 0: the
    /// whole hole).
    pub move_lift: u16,
    /// Seeds entered from the mover's store as a move (`[moves] enter`).
    pub entry: Option<super::entry::CompiledEntry>,
    /// The placement phase, when seeds start in the players' hands.
    pub placement: Option<super::placement::CompiledPlacement>,
    /// Most laps one ply may sow before it is given up as
    /// [`super::SowEnd::Capped`]; [`super::MAX_LAPS`] unless changed
    /// (change it with [`Rules::set_max_laps`], which reaches the opening
    /// and the rounds too).
    pub max_laps: u32,
    /// [`Rules::landing_at`] without the rules a landing cannot meet, by
    /// whether its hole was empty before the last seed fell (index 1) or
    /// not (index 0): those whose `was_empty` says the other. Whether to try
    /// the rules at all is asked of these: most relay laps end in an
    /// occupied hole, and most capture rules want an empty one.
    pub landing_if_was_empty: [PerPlayer<Vec<u64>>; 2],
    /// Whether a lap reads more than the board: a rule's condition on the
    /// ply's number or on what the ply has captured. Then two relays from
    /// the same board need not go the same way (see `engine/cycle.rs`).
    pub laps_read_the_ply: bool,
    /// Laps a relay has sown before the rules' `when.lap` conditions no
    /// longer tell one lap from the next (but for parity): a state at a
    /// lift is compared with another only from then on.
    pub laps_before_settled: u32,
    /// 2 where a `when.lap` condition looks at a lap's parity, else 1: a
    /// state at a lift is compared with another only every so many laps.
    pub lap_period: u32,
    /// These tables' own number, given when compiled: what a thread's
    /// memory of endless relays is kept for.
    pub id: u64,
    /// Whether the only site a lap passes over is its origin
    /// (`skip_origin`, no other skipping, no rule on every seed, tracks of
    /// two sites or more): the plain loop then sows the lap, passing over
    /// the origin, rather than the general one.
    pub plain_skips_origin: bool,
}

impl Rules {
    /// Compiles a checked variant, with the tables for every round of a
    /// match it may play.
    pub fn new(variant: &Variant) -> Rules {
        let mut rules = Rules::compile(variant, &[]);
        if let Some(m) = &variant.match_rules {
            rules.round_tables = RoundTables::new(variant, m);
        }
        rules.phases = super::phase::PhaseTables::new(variant);
        rules.phased = rules.phases.is_some();
        rules
    }

    /// The rules for a round in which South and North own `holes` holes:
    /// `None` outside matches, or for ownership a recount cannot give (see
    /// [`RoundTables::get`]). The hole nobody fills is out of play for the
    /// round.
    pub fn round_rules(&self, holes: [u32; 2]) -> Option<&Rules> {
        self.round_tables.get(self, holes)
    }

    /// Whether `site` is a neutral hole, which no move or relay lifts.
    #[inline]
    pub fn is_neutral(&self, site: u16) -> bool {
        self.neutral.get(site as usize).copied().unwrap_or(false)
    }

    /// Whether a mover chooses the way a move sows: of each move, or of
    /// the game's first move.
    pub fn way_chosen(&self) -> bool {
        self.way_chosen
    }

    /// Whether the mover chooses the way each move sows (so every move's
    /// name carries it: `c1+`, `c1-`).
    pub fn way_each_move(&self) -> bool {
        self.way_chosen && !self.way_once()
    }

    /// Whether a first move chooses the way of every later move (`way =
    /// "chosen-once"`): the game's first, or each player's own.
    pub fn way_once(&self) -> bool {
        self.way_once.is_some() || self.way_own
    }

    /// Whether each player's own first move chooses the way they sow for
    /// the game (`other_way = "own"`).
    pub fn way_own(&self) -> bool {
        self.way_own
    }

    /// The rules of the moves after the game's first has chosen the ways,
    /// `ways` (South's, then North's): these rules where the way is not
    /// chosen once.
    pub fn after_choice(&self, [south, _]: [Way; 2]) -> &Rules {
        match (self.way_once.as_deref(), south) {
            (Some([along, _]), Way::Along) => along,
            (Some([_, against]), Way::Against) => against,
            (None, _) => self,
        }
    }

    /// The rules a move sows by: these, or the reversed track's for a move
    /// against it.
    #[inline]
    pub fn for_way(&self, way: Way) -> &Rules {
        if way == Way::Against
            && let Some(against) = self.against.as_deref()
        {
            return against;
        }
        self
    }

    /// The rules move `m` sows by when its hole holds `lifted` seeds: the
    /// way the mover chose, or the way that count's parity gives.
    #[inline]
    pub fn for_move(&self, m: Move, lifted: u16) -> &Rules {
        self.for_way(self.way_of_move(m, lifted))
    }

    /// The way move `m` sows when its hole holds `lifted` seeds: the way
    /// the mover chose, or the way that count's parity gives.
    #[inline]
    pub fn way_of_move(&self, m: Move, lifted: u16) -> Way {
        match self.way_by_parity {
            None => m.way(),
            Some(ways) => ways[usize::from(lifted & 1)],
        }
    }

    /// Whether a move from `hole` by `player` may sow the way `way`: any
    /// way the game allows, but where the mover chooses, only from the
    /// holes `along_from` or `against_from` name.
    pub fn may_sow(&self, player: Player, hole: u16, way: Way) -> bool {
        let from = match way {
            Way::Along => &self.along_from,
            Way::Against => &self.against_from,
        };
        from.as_ref().is_none_or(|m| {
            m[player.index()]
                .get(hole as usize)
                .copied()
                .unwrap_or(false)
        })
    }

    /// Sets the most laps one ply may sow, for these rules, their opening
    /// and the rounds of a match compiled from now on: at least one (every
    /// ply sows its first lap).
    pub fn set_max_laps(&mut self, laps: u32) {
        let laps = laps.max(1);
        self.max_laps = laps;
        if let Some(opening) = self.opening.as_mut() {
            opening.max_laps = laps;
        }
        if let Some(against) = self.against.as_mut() {
            against.max_laps = laps;
        }
        for other in [&mut self.turned]
            .into_iter()
            .chain(self.against.as_mut().map(|a| &mut a.turned))
            .flatten()
        {
            other.max_laps = laps;
        }
        for fixed in self.way_once.iter_mut().flat_map(|f| f.iter_mut()) {
            fixed.set_max_laps(laps);
        }
        for phase in self.phases.iter_mut().flat_map(|t| t.phases.iter_mut()) {
            phase.rules.set_max_laps(laps);
        }
    }

    /// Compiles the variant's tables, without round tables; no move starts
    /// from a hole `out_of_play` (the variant's tracks pass them by).
    pub(super) fn compile(variant: &Variant, out_of_play: &[u16]) -> Rules {
        let mut rules = Rules::compile_way(variant, out_of_play);
        rules.turned = super::row_end::turned(variant, out_of_play, Rules::compile_way);
        rules
    }

    /// [`Rules::compile`] for the way the variant's tracks run, without
    /// the rules of the other way that a turning capture needs.
    fn compile_way(variant: &Variant, out_of_play: &[u16]) -> Rules {
        let board = variant.board;
        let holes = board.holes();
        let sites = board.sites();
        let total = variant.total_seeds();
        let mut next = board.each_player(|_| vec![NONE; sites]);
        let mut prev_hole = board.each_player(|_| vec![NONE; sites]);
        for p in board.players() {
            let track = &variant.tracks[p.index()];
            for (i, &site) in track.iter().enumerate() {
                next[p.index()][site as usize] = track[(i + 1) % track.len()];
            }
            let hole_track: Vec<u16> = track
                .iter()
                .copied()
                .filter(|&s| (s as usize) < holes)
                .collect();
            for (i, &h) in hole_track.iter().enumerate() {
                prev_hole[p.index()][h as usize] =
                    hole_track[(i + hole_track.len() - 1) % hole_track.len()];
            }
        }
        // A store the path passes without sowing into it still has a next
        // site: where a sowing of the store begins (`from = "own-store"`).
        for p in board.players() {
            let store = board.store(p) as usize;
            let exit = variant.store_exits.get(p.index()).copied().flatten();
            if let (Some(x), Some(slot)) = (exit, next[p.index()].get_mut(store))
                && *slot == NONE
                && variant.tracks[p.index()].contains(&x)
            {
                *slot = x;
            }
        }
        let opposite = (0..holes as u16).map(|h| board.opposite(h)).collect();
        let behind_opposite = (0..holes as u16)
            .map(|h| board.behind_opposite(h).unwrap_or(NONE))
            .collect();
        let set_of = |set: HoleSet, p: Player| -> Vec<u16> {
            (0..holes as u16)
                .filter(|&h| variant.in_set(set, p, h))
                .collect()
        };
        let next_hole = board.each_player(|p| {
            (0..sites as u16)
                .map(|site| {
                    let mut s = next[p.index()].get(site as usize).copied().unwrap_or(NONE);
                    let mut steps = 0;
                    while s != NONE && (s as usize) >= holes && steps < sites {
                        s = next[p.index()].get(s as usize).copied().unwrap_or(NONE);
                        steps += 1;
                    }
                    if (s as usize) < holes { s } else { NONE }
                })
                .collect()
        });
        let geometry = Geometry {
            next_hole: &next_hole,
            prev_hole: &prev_hole,
            board: &board,
            variant,
        };
        let landing: Vec<CompiledRule> = variant
            .landing
            .iter()
            .map(|r| CompiledRule::new(r, variant, &geometry))
            .collect();
        let requirements = super::move_rules::compile(variant, total, &geometry);
        let carries = super::carry::CompiledCarry::compile_all(variant, total, &geometry);
        let claiming_rules = rule_bits(&landing, |r| r.claim.any());
        let looking_back_rules =
            rule_bits(&landing, |r| r.claim.any() && r.when.previous.is_some());
        let looks_back = looking_back_rules != 0;
        let steps_to_opponent = board.each_player(|p| {
            (0..holes as u16)
                .map(|h| {
                    let mut s = h;
                    for steps in 1..=sites as u16 {
                        s = next[p.index()].get(s as usize).copied().unwrap_or(NONE);
                        if s == NONE {
                            break;
                        }
                        if variant.in_set(HoleSet::OPPONENT, p, s) {
                            return steps;
                        }
                    }
                    u16::MAX
                })
                .collect()
        });
        let priority = variant
            .priority
            .iter()
            .map(|t| CompiledTier {
                hole: t.hole.map(|set| site_masks(variant, set)),
                count: t.count.as_ref().map(|c| CountTable::new(c, total)),
                unless_count: t.unless_count.as_ref().map(|c| CountTable::new(c, total)),
                prefer: t.prefer,
                plies: t.plies.0,
                once_lost: t
                    .once_lost
                    .as_ref()
                    .map(|l| Player::BOTH.map(|p| l.hole(variant, p).unwrap_or(NONE))),
                by_holes: t.decided_by == crate::model::TierDecidedBy::Holes,
                mark: t
                    .mark
                    .as_ref()
                    .and_then(|m| super::mark::MarkBits::of(m, &variant.marks)),
            })
            .collect();
        let opening = variant
            .opening
            .filter(|o| o.kind == OpeningKind::Simultaneous)
            .map(|o| {
                // The opening's own rules: the same board and track, without
                // what the file keeps for the ordinary turns.
                let mut v = variant.clone();
                v.opening = None;
                // An opening's move is a hole; it sows along the track.
                v.way = SowingWay::default();
                v.priority.clear();
                if !o.landing {
                    v.landing.clear();
                    v.claiming = false;
                }
                // Its laps, taken in turn, have no room for a choice: a
                // rule the mover may decline is declined.
                v.landing.retain(|r| !r.optional);
                if !o.skip {
                    v.skip = None;
                }
                Box::new(Rules::compile(&v, out_of_play))
            });
        let against = variant.way.ever_against().then(|| {
            let mut v = variant.clone();
            v.way = SowingWay::default();
            v.opening = None;
            v.tracks = variant
                .board
                .players()
                .map(|p| variant.track_against(p))
                .collect();
            Box::new(Rules::compile(&v, out_of_play))
        });
        let way_own = variant.way.chosen_once() && variant.other_way == OtherWay::Own;
        let way_once = (variant.way.chosen_once() && !way_own).then(|| {
            Box::new([Way::Along, Way::Against].map(|south| {
                let mut v = variant.clone();
                v.way = SowingWay::default();
                // The player who sows against the track sows along it
                // turned round.
                for p in Player::BOTH {
                    let way = if p == Player::SOUTH {
                        south
                    } else {
                        variant.other_way.of(south)
                    };
                    if way == Way::Against {
                        v.tracks[p.index()] = variant.track_against(p);
                    }
                }
                Rules::compile(&v, out_of_play)
            }))
        });
        // Each rule is tried where its `hole` allows: the rules of the last
        // seed where a lap ends, those of every seed where one falls.
        let rules_at = |on: Trigger| {
            board.each_player(|p| {
                (0..sites)
                    .map(|site| {
                        rule_bits(&landing, |r| {
                            r.in_phase
                                && r.on == on
                                && r.when.hole.as_ref().is_none_or(|m| m[p.index()][site])
                        })
                    })
                    .collect::<Vec<u64>>()
            })
        };
        let landing_at = rules_at(Trigger::LastSeed);
        let seed_at = rules_at(Trigger::EverySeed);
        let turn_end_at = rules_at(Trigger::TurnEnd);
        let turn_end = landing.iter().any(|r| r.on == Trigger::TurnEnd);
        let every_seed = landing.iter().any(|r| r.every_seed);
        let marks = super::mark::HoleMarks::of(&variant.marks);
        let marks_sown = variant
            .landing
            .iter()
            .any(|r| r.when.turn.sown_this_turn.is_some() || r.when.turn.reached.is_some())
            || marks.reads_sown();
        let landing_if_was_empty = [Some(true), Some(false)].map(|ruled_out| {
            let ruled_out = rule_bits(&landing, |r| r.when.was_empty == ruled_out);
            landing_at
                .clone()
                .map(|at| at.into_iter().map(|bits| bits & !ruled_out).collect())
        });
        let laps_read_the_ply = landing
            .iter()
            .any(|r| r.when.ply.is_some() || r.when.captured.is_some());
        let (laps_before_settled, lap_period) =
            lap_conditions_settle(landing.iter().filter_map(|r| r.when.lap.as_ref()));
        // Claimed holes that seeds are not sown into are passed over.
        let claims_skipped = variant.claiming && !variant.claims.sow_into;
        let skips = variant.skip_origin || variant.skip.is_some() || claims_skipped;
        let plain_skips_origin = variant.skip_origin
            && variant.skip.is_none()
            && !claims_skipped
            && !every_seed
            && variant.first_seed != FirstSeed::LiftedHole
            && variant.tracks.iter().all(|t| t.len() >= 2);
        let mut rules = Rules {
            variant: variant.clone(),
            landing_at,
            seed_at,
            every_seed,
            turn_end_at,
            turn_end,
            sows_back: landing.iter().any(|r| r.sow_back),
            optional: variant
                .landing
                .iter()
                .take(64)
                .enumerate()
                .filter(|(_, r)| r.optional && r.on == Trigger::LastSeed)
                .fold(0, |bits, (i, _)| bits | 1u64 << i),
            holes,
            sites,
            next,
            prev_hole,
            opposite,
            behind_opposite,
            own_holes: board.each_player(|p| set_of(HoleSet::OWN, p)),
            starts: board.each_player(|p| {
                // A move that sows the mover's store starts there.
                if variant.move_from == HoleSet::OWN_STORE {
                    return vec![board.store(p)];
                }
                let mut starts = set_of(variant.move_from, p);
                starts.retain(|h| {
                    !out_of_play.contains(h)
                        && !variant.neutral.contains(h)
                        && !variant.off_track.contains(h)
                });
                starts
            }),
            landing,
            skip: variant.skip.as_ref().map(|c| CountTable::new(c, total)),
            skip_in: (variant.skip_in != HoleSet::ANY)
                .then(|| site_masks(variant, variant.skip_in)),
            along_from: (variant.along_from != HoleSet::ANY)
                .then(|| site_masks(variant, variant.along_from)),
            against_from: (variant.against_from != HoleSet::ANY)
                .then(|| site_masks(variant, variant.against_from)),
            skip_except_claim: match (variant.skip_except_claim, looks_back) {
                (false, _) => 0,
                (true, false) => 1,
                (true, true) => 2,
            },
            claiming_rules,
            looking_back_rules,
            claims_at_most: variant.claims.at_most,
            claims_each_at_most: variant.claims.each_at_most,
            mirror: if variant.claims.no_mirror {
                (0..holes as u16).map(|h| board.mirror(h)).collect()
            } else {
                Vec::new()
            },
            claims_replace: variant.claims.replace,
            claims_guard: variant
                .claims
                .guard
                .as_ref()
                .map(|c| CountTable::new(c, total)),
            next_hole,
            priority,
            requirements,
            carries,
            sows: variant.sows,
            // A duty to capture where no rule captures obliges nothing
            // (R013): judging every candidate for it would only cost.
            must_capture: variant.must_capture
                && variant
                    .landing
                    .iter()
                    .any(crate::model::LandingRule::captures),
            pie: variant.pie.is_some(),
            steps_to_opponent,
            out_of_play: out_of_play.to_vec(),
            opening,
            set_opening: super::set_opening::CompiledSetOpening::of(variant).map(Box::new),
            gather: variant.opening.and_then(|o| o.gather),
            race_from: variant.opening.and_then(|o| o.from),
            way_chosen: variant.way.chosen(),
            way_own,
            way_by_parity: match variant.way {
                SowingWay::ByParity { odd, even } => Some([even, odd]),
                SowingWay::Named(_) => None,
            },
            against,
            way_once,
            turned: None,
            track_len: board.each_player(|p| {
                u16::try_from(variant.tracks[p.index()].len()).unwrap_or(u16::MAX)
            }),
            first_into_lifted: variant.first_seed == FirstSeed::LiftedHole,
            general_lap: variant.first_seed == FirstSeed::LiftedHole
                || every_seed
                || !variant.drops.counts.is_empty()
                || marks_sown
                || (skips && !plain_skips_origin),
            relay_from_next: variant.relay_from == RelayFrom::Next,
            relay_next_by_rule: variant.landing.iter().any(|r| r.relay_from.is_some()),
            relay_turns: variant.relay_turns,
            no_move_loses: variant.winner == Winner::NoMoveLoses,
            stuck_draw_at: variant.stuck_draw_at.unwrap_or(u32::MAX),
            no_move_wins: variant.winner == Winner::NoMoveWins,
            fewest_wins: variant.winner.fewest_wins(),
            end: EndRules::of(variant),
            pieces: !variant.pieces.is_empty() && 2 * sites <= MAX_SITES,
            neutral: if variant.neutral.is_empty() {
                Vec::new()
            } else {
                (0..sites as u16)
                    .map(|s| variant.neutral.contains(&s))
                    .collect()
            },
            round_tables: RoundTables::default(),
            phases: None,
            phased: false,
            drops: variant.drops.counts.clone().into_boxed_slice(),
            chosen_drops: variant.drops.chosen,
            relay: variant.laps == Laps::Relay,
            skips,
            claiming: variant.claiming,
            marks_lifts: variant.landing.iter().any(|r| r.when.turn.lifted.is_some()),
            marks_sown,
            counts_captures: variant
                .landing
                .iter()
                .any(|r| r.when.turn.captures_made.is_some()),
            // Set once the rest is known.
            after_sowing: false,
            special: super::special_hole::SpecialHoles::of(&variant.special_holes),
            marks,
            deferred: super::deferred::Deferred::of(variant),
            holes_played: board
                .each_player(|p| variant.owner.iter().filter(|&&o| o == Some(p)).count() as u32),
            claimed_sow_from: variant.claims.sow_from,
            claimed_sow_into: variant.claims.sow_into,
            min_seeds: variant.min_seeds.min(u32::from(u16::MAX)) as u16,
            max_seeds: variant
                .max_seeds
                .map_or(u16::MAX, |n| n.min(u32::from(u16::MAX)) as u16),
            must_feed: variant.must_feed != MustFeed::Flag(false),
            feed_if_possible: variant.must_feed == MustFeed::Word(FeedWhen::IfPossible),
            endless_illegal: variant.laps == Laps::Relay
                && variant.endless == Some(crate::model::Endless::Illegal),
            max_laps: super::MAX_LAPS,
            against_if_captures: variant.against_if_captures,
            moves_by_count: false,
            plain_ply: false,
            entry: super::entry::CompiledEntry::of(variant),
            move_lift: (variant.move_lift).map_or(0, |n| u16::try_from(n).unwrap_or(u16::MAX)),
            landing_if_was_empty,
            laps_read_the_ply,
            laps_before_settled,
            lap_period,
            id: NEXT_ID.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            plain_skips_origin,
            placement: super::placement::CompiledPlacement::of(variant),
        };
        // A carry fills the hole its reference names along the track,
        // whichever way the count lifted would sow.
        if let Some(against) = rules.against.as_mut() {
            against.carries = rules.carries.clone();
        }
        // Claimed holes matter to a start only where a move may not start
        // from one.
        let claimed_starts = rules.claiming && !rules.claimed_sow_from;
        rules.moves_by_count = rules.gather.is_none()
            && rules.entry.is_none()
            && rules.placement.is_none()
            && !rules.must_feed
            && !rules.endless_illegal
            && !claimed_starts
            && !rules.way_chosen
            && rules.requirements.is_empty()
            && !rules.must_capture
            && rules.priority.is_empty()
            && variant.first_move.is_none()
            && rules.max_seeds == u16::MAX
            && rules.carries.is_empty()
            && rules.sows
            && !rules.special.restricts_lift
            && !rules.special.chooses()
            && !rules.marks.blocks_any();
        rules.plain_ply = !rules.general_lap
            && !rules.relay
            && !(rules.landing.iter()).any(|r| r.then == Some(crate::model::Then::Relay))
            && rules.optional == 0
            && !rules.sows_back
            && !rules.relay_next_by_rule
            && !rules.special.stops
            && !rules.special.loses
            && !rules.turn_end
            && !rules.marks_lifts
            && rules.move_lift == 0;
        rules.after_sowing = rules.special.loses || rules.marks.any() || rules.counts_captures;
        rules
    }
}

impl Rules {
    /// Whether a hole holding `n` seeds may start a move, as `min_seeds`
    /// and `max_seeds` say.
    #[inline]
    pub fn may_start_with(&self, n: u16) -> bool {
        n >= self.min_seeds.max(1) && n <= self.max_seeds
    }

    /// The holes where landing rule `i` may fire, for South's plies and
    /// for North's: where its `hole` lets it meet a lap's last seed, or a
    /// seed as it falls (`on = "every-seed"`). What a description of the
    /// rule points at on the board.
    pub fn holes_of_rule(&self, i: usize) -> [Vec<u16>; 2] {
        let bit = u32::try_from(i)
            .ok()
            .and_then(|i| 1u64.checked_shl(i))
            .unwrap_or(0);
        Player::BOTH.map(|p| {
            let meets =
                |table: &[u64], h: u16| table.get(usize::from(h)).is_some_and(|b| b & bit != 0);
            (0..self.holes as u16)
                .filter(|&h| {
                    meets(&self.landing_at[p.index()], h) || meets(&self.seed_at[p.index()], h)
                })
                .collect()
        })
    }

    /// Whether a position keeps a mark byte for every hole (`sow::LIFTED`
    /// on): where a rule asks whether a hole was lifted, or the file has
    /// special holes or marks.
    #[inline]
    pub fn keeps_hole_marks(&self) -> bool {
        self.marks_lifts || self.special.any() || self.marks.any() || self.deferred.any()
    }
}

/// The number the next compiled tables get ([`Rules::id`]).
static NEXT_ID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

/// For each player, the holes of `set` as bits (bit `h` for hole `h`).
pub(super) fn hole_bits(variant: &Variant, set: HoleSet) -> PerPlayer<u128> {
    let holes = variant.board.holes() as u16;
    variant.board.each_player(|p| {
        (0..holes)
            .filter(|&h| variant.in_set(set, p, h))
            .fold(0u128, |bits, h| bits | super::sow::hole_bit(h))
    })
}

/// For each player, whether each site is in `set`.
pub(super) fn site_masks(variant: &Variant, set: HoleSet) -> PerPlayer<Vec<bool>> {
    let sites = variant.board.sites() as u16;
    variant
        .board
        .each_player(|p| (0..sites).map(|s| variant.in_set(set, p, s)).collect())
}
