//! A game in progress: whose turn it is, which moves are legal, when the
//! game ends and who won.

use crate::model::board::PerPlayer;
use serde::Serialize;

use super::end::EndReason;
use super::landing::BackStart;
use super::legal::{MoveList, SownMoves, any_legal, copy_position, fill_by_count, fill_legal};
use super::moves::{Move, Way};
use super::pieces;
use super::round;
use super::rules::{NONE, Rules};
use super::sale::{self, Deeds, Holding};
use super::sow::{
    CAPTURES_MADE, CLAIMS_LEN, Claims, SowEnd, Sowing, Unwatched, back_starts, claim_mark,
    claim_words, claimer, sow_back_chosen, sow_claimed, sow_gathered, sow_offered, sow_on,
    sow_opening,
};
use crate::model::board::{MAX_HOLES, MAX_PLAYERS, MAX_SITES, Scores};

const _: () = assert!(MAX_HOLES.is_power_of_two());
use crate::model::{CountFor, Endless, MatchRules, NoMove, Player, Remaining, RoundHoles};

/// Which phase of its round a game is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The opening: `waiting` is the hole where the relay of the player
    /// who chose first goes on (`None` before anyone has chosen).
    Opening {
        /// Where the first chooser's relay goes on.
        waiting: Option<u16>,
    },
    /// The players choose holes for special holes' status as the round
    /// begins (`[holes.NAME] chosen`), in turn from `starter`, who then
    /// moves first.
    ChooseHoles {
        /// Who starts the round's play once the holes are chosen.
        starter: Player,
    },
    /// A gathered opening's forced first ply, still to be played.
    Gather,
    /// A set opening's ply, still to be played: its player lays the board
    /// out in one of the file's layouts.
    Set,
    /// The game's first ordinary move, still to be played, which chooses
    /// the way each player sows from then on (`way = "chosen-once"`).
    ChooseWay,
    /// The ordinary turns.
    Main,
    /// The ordinary turns until the second player has played a ply: in
    /// their first turn they may swap sides instead (the pie rule,
    /// `Move::swap`).
    Swap,
    /// A placement phase: the players put the seeds in their hands into
    /// holes; `left` is what each hand holds, South first.
    Place {
        /// Seeds left in each hand.
        left: [u16; 2],
    },
    /// A turn waits at a special hole for its mover's choice, their next
    /// ply: stop there, or sow on (`stop = "chosen-after-capture"`; where
    /// and what the turn has done so far is [`Game::waiting`]).
    Chosen {
        /// The hands of the placement phase the turn was played in (its
        /// placement goes on after the choice), or `None` for the
        /// ordinary turns.
        placing: Option<[u16; 2]>,
    },
    /// A move whose drops its mover chooses (`drops = "chosen"`): each of
    /// their next plies drops some of the `hand` seeds still held into
    /// the site after `at` (where the last drop fell, or the lifted
    /// `origin`), until none are left; then the lap ends there by the
    /// rules of `way` ([`Game::dropping`], `play_drop`).
    Drop {
        /// Seeds still in hand.
        hand: u16,
        /// Where the last drop fell (the origin before the first).
        at: u16,
        /// The hole the seeds were lifted from.
        origin: u16,
        /// The seeds lifted.
        lifted: u16,
        /// The way the move sows.
        way: Way,
    },
    /// A turn's capture lets its mover choose holes to take
    /// (`capture_chosen`): each of their next plies takes one, until
    /// `left` are taken or none of the holes `rule` names holds seeds;
    /// then the turn goes on as its sowing left it (`again`: the mover
    /// plays again).
    Take {
        /// Holes still to choose.
        left: u8,
        /// The rule that lets them be chosen (index into the file's).
        rule: u8,
        /// Whether the sowing gave the mover another move.
        again: bool,
    },
}

/// A turn that waits for its mover's choice at a special hole: what sowing
/// on needs of it, and all that tells two waiting turns apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Waiting {
    /// The hole it waits at, where its last lap ended.
    pub last: u16,
    /// The way the turn began to sow (the rules it sowed by).
    pub way: Way,
    /// Whether it sows the other way since (a capture turned it).
    pub turned: bool,
    /// Seeds it has captured.
    pub captured: u32,
    /// Laps it has sown.
    pub laps: u32,
    /// Where it waits instead for its mover to choose where the seeds of
    /// its last capture are sown back (`to = [{ sow_from = … }, …]`).
    pub back: Option<BackWait>,
    /// The last rule that fired in it with holes for the mover to choose
    /// and take once the turn's sowing is over (`capture_chosen`), as its
    /// index plus one (0: none).
    pub chosen: u8,
    /// Where it waits instead for its mover to fire a rule they may
    /// decline (`optional`), or not.
    pub offered: Option<OfferWait>,
}

/// What a turn that waits for its mover to fire a rule they may decline
/// keeps of the lap that met it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OfferWait {
    /// The rule, as its index plus one.
    rule: u8,
    /// The lap: the hole it was lifted from, where its seed before the
    /// last fell, the seeds it lifted and those that fell together last.
    at: [u16; 4],
}

/// What a turn that waits for its mover to choose where captured seeds
/// are sown back keeps of them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BackWait {
    /// The rule that captured them, as its index plus one.
    rule: u8,
    /// The hole the capturing lap was lifted from, and the one its seed
    /// before the last fell into.
    at: [u16; 2],
    /// The seeds waiting in the mover's store.
    seeds: u16,
}

/// Where a move's drops wait for its mover ([`Game::dropping`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dropping {
    /// Seeds still in hand.
    pub hand: u16,
    /// The site the next drop falls into.
    pub into: u16,
}

/// The drops a mover with `hand` seeds may make: 1 to all of them (at
/// most [`crate::format::MAX_DROP`] at once), fewest first.
fn drop_choices(hand: u16) -> MoveList {
    let mut list = MoveList::new();
    for seeds in 1..=super::moves::most_dropped(hand) {
        list.push(Move::drop(seeds));
    }
    list
}

impl Phase {
    /// Whether its plies are played apart from the ordinary turns'
    /// (placements, and a turn's choice): one test on every ply.
    #[inline(always)]
    fn played_apart(self) -> bool {
        matches!(
            self,
            Phase::Place { .. }
                | Phase::Chosen { .. }
                | Phase::Take { .. }
                | Phase::ChooseHoles { .. }
                | Phase::Drop { .. }
        )
    }

    /// Whether it is the ordinary turns (a turn that may choose the way,
    /// or swap sides, is one): where carries and entries are offered, and
    /// a phase of the file may end as a turn begins.
    #[inline]
    pub(super) fn is_ordinary_turn(self) -> bool {
        matches!(self, Phase::Main | Phase::ChooseWay | Phase::Swap)
    }
}

impl Waiting {
    /// The turn that `sowing`, by the rules of `way`, left waiting.
    fn of(sowing: &Sowing, way: Way) -> Self {
        Waiting {
            last: sowing.last,
            way,
            turned: sowing.turned,
            captured: sowing.captured,
            laps: sowing.laps,
            back: (sowing.back_rule != 0).then_some(BackWait {
                rule: sowing.back_rule,
                at: sowing.back_at,
                seeds: sowing.sow_back,
            }),
            chosen: sowing.chosen,
            offered: (sowing.offered != 0).then_some(OfferWait {
                rule: sowing.offered,
                at: sowing.offer_at,
            }),
        }
    }

    /// What the turn had done when it began to wait.
    fn so_far(self) -> Sowing {
        let back = self.back.unwrap_or(BackWait {
            rule: 0,
            at: [NONE; 2],
            seeds: 0,
        });
        Sowing {
            captured: self.captured,
            laps: self.laps,
            turned: self.turned,
            sow_back: back.seeds,
            back_rule: back.rule,
            back_at: back.at,
            chosen: self.chosen,
            offered: self.offered.map_or(0, |o| o.rule),
            offer_at: self.offered.map_or([NONE; 4], |o| o.at),
            ..Sowing::new(self.last)
        }
    }

    /// The rule its mover may fire or decline, where it waits on one, of
    /// `rules` (the file's, or its phase's).
    pub fn offered_rule<'a>(&self, rules: &'a Rules) -> Option<&'a crate::model::LandingRule> {
        let i = usize::from(self.offered?.rule).checked_sub(1)?;
        rules.variant.landing.get(i)
    }

    /// Fires the rule it waits on (`fire`), or declines it, and sows the
    /// turn on from there, by `rules` (the file's, whose way it began to
    /// sow by is taken here), for `mover` in ply `ply`, telling `watch`
    /// each seed and lap: what the whole turn has done then.
    fn answer(
        self,
        rules: &Rules,
        (counts, claims): (&mut [u16; MAX_SITES], &mut Claims),
        fire: bool,
        at: (Player, u32),
        watch: &mut impl super::sow::Watch,
    ) -> Sowing {
        let turn = (self.so_far(), fire);
        sow_offered(rules.for_way(self.way), counts, claims, turn, at, watch)
    }

    /// Where its captured seeds may be sown back from, by `rules` (the
    /// file's), on the board `counts`: each place once, with the move that
    /// chooses it (the hole the first seed falls into, and the way they
    /// go). Empty where the turn waits at a special hole.
    fn back_choices(
        self,
        rules: &Rules,
        counts: &[u16; MAX_SITES],
        mover: Player,
    ) -> Vec<(BackStart, Move)> {
        if self.back.is_none() {
            return Vec::new();
        }
        let base = rules.for_way(self.way);
        let turned = base.turned.as_deref().unwrap_or(base);
        let (now, way) = match self.turned {
            false => ((base, turned), self.way),
            true => ((turned, base), self.way.opposite()),
        };
        let mut out: Vec<(BackStart, Move)> = Vec::new();
        // The rule that captured is the one of the way the turn sows now.
        for start in back_starts(now.0, counts, &self.so_far(), mover) {
            let (lap, way) = match start.turns || start.against {
                false => (now.0, way),
                true => (now.1, way.opposite()),
            };
            let first = lap.next[mover.index()]
                .get(start.before as usize)
                .copied()
                .unwrap_or(NONE);
            let m = Move::sow_back(first, way);
            if first != NONE && !out.iter().any(|&(_, other)| other == m) {
                out.push((start, m));
            }
        }
        out
    }

    /// Sows the captured seeds it waits with back from the place `m`
    /// chooses, and the turn on from there, by `rules` (the file's), for
    /// `mover` in ply `ply`, telling `watch` each seed and lap: what the
    /// whole turn has done then; `None` where `m` chooses no such place.
    fn sow_back(
        self,
        rules: &Rules,
        (counts, claims): (&mut [u16; MAX_SITES], &mut Claims),
        m: Move,
        (mover, ply): (Player, u32),
        watch: &mut impl super::sow::Watch,
    ) -> Option<Sowing> {
        let (start, _) = self
            .back_choices(rules, counts, mover)
            .into_iter()
            .find(|&(_, offered)| offered == m)?;
        Some(self.sow_back_from(rules, (counts, claims), start, (mover, ply), watch))
    }

    /// [`Waiting::sow_back`] from `start`, one of its places.
    fn sow_back_from(
        self,
        rules: &Rules,
        (counts, claims): (&mut [u16; MAX_SITES], &mut Claims),
        start: BackStart,
        at: (Player, u32),
        watch: &mut impl super::sow::Watch,
    ) -> Sowing {
        let turn = (self.so_far(), start);
        sow_back_chosen(rules.for_way(self.way), counts, claims, turn, at, watch)
    }

    /// Sows the turn on from its hole, by `rules` (the file's, whose way it
    /// began to sow by is taken here), for `mover` in ply `ply`, telling
    /// `watch` each seed and lap: what the whole turn has done then.
    fn sow_on(
        self,
        rules: &Rules,
        counts: &mut [u16; MAX_SITES],
        claims: &mut Claims,
        (mover, ply): (Player, u32),
        watch: &mut impl super::sow::Watch,
    ) -> Sowing {
        sow_on(
            rules.for_way(self.way),
            counts,
            claims,
            self.so_far(),
            (mover, ply),
            watch,
        )
    }
}

/// The result of a finished game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Player>,
    /// Final scores, South first.
    pub scores: Scores,
    /// Why the game ended.
    pub reason: EndReason,
}

/// How a round of a match ended, and what the recount made of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct RoundResult {
    /// The round's number, from 1.
    pub round: u32,
    /// The ply that ended it.
    pub ply: u32,
    /// The round's result: scores are each player's seeds at its end.
    pub outcome: Outcome,
    /// Holes each player owns in the next round, South first.
    pub holes: [u32; 2],
    /// Who won the lots, when equal leftovers were drawn for.
    pub lots: Option<Player>,
}

/// What makes two moments of a game the same position, from which play
/// goes on alike: the seeds on every site, the claimed holes, who owns
/// each hole (a match's rounds change it), the phase, whether a recount
/// waits for lots, the player to move, and the way each player sows once
/// the game's first move has chosen it, and, in a match won by rounds or
/// points, how the match stands (`round::standing`): the same board in a
/// later round of such a match is another position. Counts alone are not
/// enough to say a position recurs.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Position {
    counts: Vec<u16>,
    claims: Vec<u8>,
    owners: Vec<Option<Player>>,
    phase: Phase,
    waiting: Option<Waiting>,
    lots_pending: bool,
    to_move: Player,
    ways: [Option<Way>; 2],
    deeds: Deeds,
    standing: Option<[u32; 4]>,
}

/// What one ply did.
#[derive(Debug, Clone, Copy)]
pub struct Ply {
    /// Who moved.
    pub mover: Player,
    /// The move played, as the legal moves list it: its hole, its way
    /// (along the track of the rules it sowed by: after a way chosen once
    /// for the game, each player's track runs the way they sow), and
    /// whether it was a gathered opening's forced ply or the move that
    /// chose the way for the game.
    pub played: Move,
    /// What the sowing did.
    pub sowing: Sowing,
    /// The player who had to pass after this ply. Where the other then
    /// had to pass too, and a pass freed the first to move (a mark that
    /// lasted a turn), it is the player to move again.
    pub passed: Option<Player>,
    /// The move restriction (index into `[[moves.priority]]`) that decided
    /// which moves the mover could choose from, if one did.
    pub restriction: Option<u16>,
}

impl Ply {
    /// The move played: its hole and way.
    pub fn move_played(&self) -> Move {
        self.played
    }

    /// The starting hole (for a gathered ply, where its first seed fell).
    pub fn hole(&self) -> u16 {
        self.played.hole()
    }

    /// The move played, in the notation of `sow play --moves`, by the
    /// rules it was played by (a carry names the hole it filled).
    pub fn name(&self, rules: &Rules) -> String {
        if self.played.is_carry() {
            let board = &rules.variant.board;
            return super::moves::carry_name(board, self.played.hole(), self.sowing.last);
        }
        self.played.name(rules)
    }

    /// Whether it was the game's first move, which chose the way each
    /// player sows from then on.
    pub fn chose_way(&self) -> bool {
        self.played.chooses_way()
    }
}

/// A first move the rules fix: the hole it starts from, and the way it
/// sows when that is fixed too.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FixedMove {
    /// The hole.
    pub hole: u16,
    /// The way, if fixed.
    pub way: Option<Way>,
}

impl FixedMove {
    /// Whether `m` is this move: from its hole, and its way if fixed.
    fn admits(&self, m: Move) -> bool {
        m.hole() == self.hole && self.way.is_none_or(|w| w == m.way())
    }

    /// The move in the notation of `sow play`: `f1`, or `f1+`/`f1-` when
    /// the way is fixed and the mover chooses it.
    pub fn name(&self, rules: &Rules) -> String {
        match self.way {
            Some(way) if rules.way_chosen() => Move::choosing(self.hole, way).name(rules),
            Some(way) => Move::new(self.hole, way).name(rules),
            None => rules.variant.board.site_name(self.hole),
        }
    }
}

/// Why a move could not be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayError {
    /// The game is over.
    GameOver,
    /// The hole is not a legal move now.
    Illegal,
    /// Lots must be drawn (see [`Game::draw_lots`]) before play goes on.
    LotsPending,
    /// No lots are to be drawn now.
    NoLots,
}

/// A game: a position, whose turn it is, and the history needed to end it.
#[derive(Debug, Clone)]
pub struct Game<'r> {
    /// The rules of the file.
    base: &'r Rules,
    /// The rules with this round's ownership (the same as `base` outside
    /// matches and in the first round), whose phases the round plays.
    round_base: &'r Rules,
    /// The rules the ply to come is played by: `round_base`'s, or those
    /// of the mover's phase.
    rules: &'r Rules,
    /// Who has claimed each hole this round.
    pub claims: Claims,
    /// The phase of the round.
    pub phase: Phase,
    /// In [`Phase::Chosen`], where the turn waits and what it has done.
    waiting: Option<Waiting>,
    /// The round being played, from 1.
    pub round: u32,
    /// The rounds finished so far.
    pub rounds: Vec<RoundResult>,
    /// The holes sold across the row boundary, in a match that sells
    /// them. They change only at a recount, which clears the repetition
    /// history, so no remembered position needs them.
    deeds: Deeds,
    /// Seeds each player holds at a recount that waits for lots.
    pending_lots: Option<[u32; 2]>,
    /// Seeds in play when this round began: sowing and capturing keep it,
    /// and so does a recount, unless the round's end gave seeds to nobody
    /// (`remaining = "nobody"`): those drop out.
    round_total: u32,
    /// Seeds on every site: holes, then South's store, then North's. Read
    /// it freely; change it only through [`Game::set_position`], which also
    /// works out the legal moves again.
    pub counts: [u16; MAX_SITES],
    /// The player to move.
    pub to_move: Player,
    /// Plies played.
    pub ply: u32,
    /// Plies played in this round (all of them outside matches).
    pub round_ply: u32,
    /// Whether each player has moved in this game, South first (what a
    /// fixed first move of each player looks at).
    moved: PerPlayer<bool>,
    /// The way each player sows, South first, once a move has chosen it
    /// (`way = "chosen-once"`: the game's first move both, or with
    /// `other_way = "own"` each player's own first move theirs).
    ways: [Option<Way>; 2],
    /// The result, once the game is over.
    pub outcome: Option<Outcome>,
    /// The last refill from a store (`no_move = "refill-from-store"`): the
    /// ply after which it came, and whose holes it filled.
    refilled: Option<(u32, Player)>,
    last_mover: Option<Player>,
    /// The seeds on every site as the last round of a match ended, before
    /// the recount (`None` before any round has ended, and outside
    /// matches): what `sow play` shows at a round's end.
    round_end: Option<Box<[u16]>>,
    /// Seeds the holes whose captures waited have given the players at
    /// the ends of rounds so far (`[deferred_captures]`).
    shared: u32,
    /// A hash of the position the round began in (its seeds and starter),
    /// in a match: a round that ends before its first ply and is set up
    /// again the same way repeats for ever.
    round_start: u64,
    /// While the loser of the last round lays out as they like (`[match]
    /// layout = "free"`), who starts the round once the layout is copied.
    starter_after_layout: Option<Player>,
    /// Whether this game is a copy that the search behind
    /// `no-capture-possible` plays out (which asks no such question).
    pub(super) searching_captures: bool,
    legal: MoveList,
    /// The move restriction (priority tier) that decided `legal`.
    restriction: Option<u16>,
    /// When finding the legal moves meant sowing them (must-feed, endless
    /// moves illegal), the position after each, in the order of `legal`,
    /// so that playing one does not sow it again.
    sown: SownMoves,
    /// Where set, `legal` holds one legal move chosen at random with it,
    /// wherever legality means sowing (see [`Game::choose_at_random`]).
    chooser: Option<fastrand::Rng>,
    /// Positions (sites, player, and claims where holes can be claimed)
    /// since the last change of the stores, flattened; only these can
    /// recur. A recount clears it, so owners need no place in it.
    history: Vec<u16>,
    /// Hashes of the positions in `history`: a position whose hash is new
    /// is new, so `history` is searched only on a likely repeat. Without
    /// it, a long game without captures costs plies² (a hang at a
    /// `max_plies` of 1,000,000).
    seen: std::collections::HashSet<u64, std::hash::BuildHasherDefault<Prehashed>>,
}

/// A hasher for keys that are hashes already: the key is its own hash.
#[derive(Debug, Clone, Copy, Default)]
struct Prehashed(u64);

impl std::hash::Hasher for Prehashed {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) | u64::from(b);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

impl<'r> Game<'r> {
    /// A game at the start position, South to move.
    pub fn new(rules: &'r Rules) -> Self {
        let mut game = Game {
            base: rules,
            round_base: rules,
            rules,
            claims: [0; CLAIMS_LEN],
            phase: Phase::Main,
            waiting: None,
            round: 1,
            rounds: Vec::new(),
            deeds: Deeds::default(),
            pending_lots: None,
            round_total: 0,
            counts: [0; MAX_SITES],
            to_move: Player::SOUTH,
            ply: 0,
            round_ply: 0,
            moved: [false; MAX_PLAYERS],
            ways: [None; 2],
            outcome: None,
            refilled: None,
            last_mover: None,
            round_end: None,
            shared: 0,
            round_start: 0,
            starter_after_layout: None,
            searching_captures: false,
            legal: MoveList::new(),
            restriction: None,
            sown: SownMoves::default(),
            chooser: None,
            history: Vec::new(),
            seen: std::collections::HashSet::default(),
        };
        game.reset();
        game
    }

    /// Sets the game back to the start position, keeping its allocations
    /// (sample play reuses one game for many).
    pub fn reset(&mut self) {
        self.round_base = self.base;
        self.rules = self.base;
        self.claims = [0; CLAIMS_LEN];
        self.rules.special.unchosen(&mut self.claims);
        self.round = 1;
        self.ways = [None; 2];
        // After the round and the ways: the opening phase reads them, and
        // the last game's must not leak into this one.
        self.phase = self.opening_phase(Player::SOUTH);
        self.waiting = None;
        self.rounds.clear();
        self.round_end = None;
        self.shared = 0;
        self.deeds = Deeds::default();
        self.pending_lots = None;
        self.counts = start_counts(self.rules);
        self.round_total = self.total();
        self.to_move = Player::SOUTH;
        self.ply = 0;
        self.round_ply = 0;
        self.moved = [false; MAX_PLAYERS];
        self.outcome = None;
        self.last_mover = None;
        self.history.clear();
        self.seen.clear();
        // The first turn is a turn too: a phase may end by the board the
        // game starts with (`at_turn_start`), once it is laid out.
        if self.round_base.phased && self.phase.is_ordinary_turn() {
            self.enter_phases_at_turn_start();
        }
        self.use_phase_rules();
        self.round_start = self.round_start_hash(&self.counts, Player::SOUTH);
        self.starter_after_layout = None;
        self.refresh_legal(Player::SOUTH);
        self.settle_no_move(&mut None);
        self.remember();
    }

    /// Makes the game choose its moves at random with `rng` (or stop, with
    /// `None`), from the next time the legal moves are worked out: where
    /// knowing whether a move is legal means sowing it (a duty to feed,
    /// endless relays illegal, a duty to capture) and no fixed first move
    /// applies, [`Game::legal_moves`] then holds one move of the whole
    /// list, chosen uniformly among them, and the candidates are sown only
    /// until the choice is known (in the order of the priority tiers,
    /// where the file has them). Elsewhere the list is whole, and `rng`
    /// unused. What sample play does: a few sowings a ply instead of one
    /// per candidate.
    /// Call [`Game::reset`] after it for a game that starts so.
    pub fn choose_at_random(&mut self, rng: Option<fastrand::Rng>) {
        self.chooser = rng;
    }

    /// The phase a round starts in, `starter` moving first: the choice of
    /// special holes where the players choose them, else
    /// [`Game::placing_phase`].
    fn opening_phase(&self, starter: Player) -> Phase {
        if self.rules.special.choices_pending(&self.claims) {
            return Phase::ChooseHoles { starter };
        }
        self.placing_phase()
    }

    /// The phase a round's play starts in: a placement, an opening or the
    /// ordinary turns.
    fn placing_phase(&self) -> Phase {
        // A placement phase starts the game, and every round of a match
        // whose rounds start afresh (lowering refuses it where a recount
        // fills holes by a count).
        let afresh =
            (self.base.variant.match_rules.as_ref()).is_some_and(|m| m.holes == RoundHoles::Start);
        match &self.base.placement {
            Some(p) if p.in_hand > 0 && (self.round == 1 || afresh) => {
                Phase::Place { left: p.hands }
            }
            _ => self.after_placement(),
        }
    }

    /// The phase after any placement: an opening, or the ordinary turns.
    fn after_placement(&self) -> Phase {
        // A gathered opening starts the match, not each round.
        if self.base.gather.is_some() && self.round == 1 {
            Phase::Gather
        } else if let Some(set) = &self.base.set_opening
            && (self.round == 1 || set.every_round && self.total() == set.total)
        {
            Phase::Set
        } else if self.rules.opening.is_some() {
            Phase::Opening { waiting: None }
        } else {
            self.main_phase()
        }
    }

    /// The phase of the ordinary turns: the first of them chooses the way
    /// for the game where the file says so and no move has chosen it yet.
    fn main_phase(&self) -> Phase {
        if self.base.way_once() && self.ways.contains(&None) {
            Phase::ChooseWay
        } else if self.base.pie && !self.moved[Player::NORTH.index()] {
            Phase::Swap
        } else {
            Phase::Main
        }
    }

    /// The way each player sows, South first, once the game's first move
    /// has chosen it (`way = "chosen-once"`); `None` before, and in games
    /// where the way is not chosen once.
    pub fn ways(&self) -> Option<[Way; 2]> {
        match self.ways {
            [Some(south), Some(north)] => Some([south, north]),
            _ => None,
        }
    }

    /// The way `player` sows for the game, once a move has chosen it
    /// (`way = "chosen-once"`); `None` before, and in games where the way
    /// is not chosen once.
    pub fn way_of(&self, player: Player) -> Option<Way> {
        self.ways[player.index()]
    }

    /// The rules of the current phase.
    pub(super) fn phase_rules(&self) -> &'r Rules {
        match self.phase {
            Phase::Opening { .. } => self.rules.opening.as_deref().unwrap_or(self.rules),
            Phase::Gather
            | Phase::ChooseHoles { .. }
            | Phase::Set
            | Phase::ChooseWay
            | Phase::Main
            | Phase::Swap
            | Phase::Place { .. }
            | Phase::Chosen { .. }
            | Phase::Take { .. }
            | Phase::Drop { .. } => self.rules,
        }
    }

    /// Marks `hole` as claimed by `owner` (or by nobody), as a position set
    /// up by hand needs; the legal moves are worked out again.
    pub fn set_claim(&mut self, hole: u16, owner: Option<Player>) {
        if let Some(c) = self.claims.get_mut(hole as usize) {
            *c = owner.map_or(0, claim_mark);
        }
        self.refresh_legal(self.to_move);
    }

    /// Puts the game in a position of your choosing (a test, an editor's
    /// what-if): seeds on every site and the player to move. The history
    /// of earlier positions is forgotten.
    ///
    /// Such a position counts as past the first ply of its round, so rules
    /// limited to later plies apply, and as past any opening; a way to be
    /// chosen once for the game stays to be chosen until a move chooses it.
    pub fn set_position(&mut self, counts: &[u16], to_move: Player) {
        self.pending_lots = None;
        self.phase = self.main_phase();
        self.waiting = None;
        self.round_ply = self.round_ply.max(1);
        self.counts = [0; MAX_SITES];
        for (to, &n) in self
            .counts
            .iter_mut()
            .zip(counts.iter().take(self.rules.sites))
        {
            *to = n;
        }
        self.round_total = self.total();
        self.to_move = to_move;
        self.outcome = None;
        self.history.clear();
        self.seen.clear();
        self.use_phase_rules();
        self.refresh_legal(to_move);
        self.settle_no_move(&mut None);
        self.remember();
    }

    /// The moves `player` could make in the current position, whoever is
    /// to move.
    pub fn moves_for(&self, player: Player) -> MoveList {
        self.compute_legal(player)
    }

    /// The compiled rules, with this round's ownership.
    pub fn rules(&self) -> &'r Rules {
        self.rules
    }

    /// Who owns each hole this round.
    pub fn owners(&self) -> &'r [Option<Player>] {
        &self.rules.variant.owner
    }

    /// The player whose empty holes were refilled from their store, a
    /// seed each, after the last ply left them without a move (`no_move =
    /// "refill-from-store"`); `None` when no refill followed it.
    pub fn refilled(&self) -> Option<Player> {
        self.refilled
            .filter(|&(ply, _)| ply == self.ply)
            .map(|(_, p)| p)
    }

    /// Who owns each hole in the file, before any recount moved one.
    pub fn first_owners(&self) -> &'r [Option<Player>] {
        &self.base.variant.owner
    }

    /// The position now, to compare with others (see [`Position`]).
    pub fn position(&self) -> Position {
        let sites = self.rules.sites;
        Position {
            counts: self.counts[..sites].to_vec(),
            claims: self.claims[..claim_words(self.rules)].to_vec(),
            owners: self.owners().to_vec(),
            phase: self.phase,
            waiting: self.waiting,
            lots_pending: self.lots_pending(),
            to_move: self.to_move,
            ways: self.ways,
            deeds: self.deeds,
            standing: (self.base.variant.match_rules.as_ref())
                .and_then(|m| round::standing(m, &self.rounds)),
        }
    }

    /// Who holds each hole of the other's row, by site, in a match that
    /// sells holes (`None` for a hole its row's owner keeps whole).
    pub fn holdings(&self) -> Vec<Option<Holding>> {
        match &self.base.variant.match_rules {
            Some(m) if m.sale.is_some() => self.deeds.holdings(&self.base.variant, m),
            _ => Vec::new(),
        }
    }

    /// Who has claimed `hole`, if anyone.
    pub fn claimed_by(&self, hole: u16) -> Option<Player> {
        self.claims.get(hole as usize).and_then(|&m| claimer(m))
    }

    /// Whether `hole` carries `player`'s mark number `k` (`[marks.NAME]`,
    /// in the file's order).
    pub fn carries_mark(&self, k: usize, player: Player, hole: u16) -> bool {
        self.rules.marks.any() && super::mark::HoleMarks::carries(&self.claims, k, player, hole)
    }

    /// Whether `hole` keeps the status of a special hole (`[holes.NAME]`).
    pub fn keeps_status(&self, hole: u16) -> bool {
        self.rules.special.keeps_status(&self.claims, hole)
    }

    /// The seeds on every site (holes, then the stores) as the last round
    /// of a match ended, before its recount: `None` before any round has
    /// ended.
    pub fn round_end_counts(&self) -> Option<&[u16]> {
        self.round_end.as_deref()
    }

    /// Whether a recount waits for lots to be drawn.
    pub fn lots_pending(&self) -> bool {
        self.pending_lots.is_some()
    }

    /// Settles a recount's equal leftovers in favour of `winner`, and
    /// starts the next round.
    pub fn draw_lots(&mut self, winner: Player) -> Result<(), PlayError> {
        let Some(totals) = self.pending_lots.take() else {
            return Err(PlayError::NoLots);
        };
        self.recount(totals, Some(winner));
        Ok(())
    }

    /// The legal moves of the player to move (empty once the game is over).
    pub fn legal_moves(&self) -> &[Move] {
        if self.outcome.is_some() {
            &[]
        } else {
            self.legal.as_slice()
        }
    }

    /// Seeds in `player`'s holes.
    pub fn seeds_of(&self, player: Player) -> u32 {
        self.rules.own_holes[player.index()]
            .iter()
            .map(|&h| self.counts[h as usize] as u32)
            .sum()
    }

    /// Whether `player`'s holes are all empty (stops at the first seed).
    fn row_empty(&self, player: Player) -> bool {
        self.rules.own_holes[player.index()]
            .iter()
            .all(|&h| self.counts[h as usize] == 0)
    }

    /// Seeds in `player`'s store.
    pub fn store(&self, player: Player) -> u32 {
        self.counts[self.rules.holes + player.index()] as u32
    }

    /// Every player's store, South's first.
    pub fn stores_each(&self) -> Scores {
        let board = self.rules.variant.board;
        let mut each = Scores::zero(usize::from(board.players));
        for p in board.players() {
            each[p.index()] = self.store(p);
        }
        each
    }

    /// The player whose turn follows `player`'s, in the order of play.
    #[inline]
    fn next_player(&self, player: Player) -> Player {
        player.next_of(usize::from(self.base.variant.board.players))
    }

    /// South's and North's stores (only these: with more players, a
    /// change in another's store leaves the repetition history longer
    /// than it need be, never wrong).
    fn stores(&self) -> [u32; 2] {
        Player::BOTH.map(|p| self.store(p))
    }

    /// Seeds in play when this round began (the start, for a single game).
    /// Play keeps [`Game::total`] equal to it.
    pub fn round_total(&self) -> u32 {
        self.round_total
    }

    /// Seeds the holes whose captures wait for a round's end
    /// (`[deferred_captures]`) have given the players so far.
    pub fn shared(&self) -> u32 {
        self.shared
    }

    /// Every seed on the board and in the stores.
    pub fn total(&self) -> u32 {
        let in_hand = match self.phase {
            Phase::Drop { hand, .. } => u32::from(hand),
            _ => 0,
        };
        self.counts[..self.rules.sites]
            .iter()
            .map(|&n| n as u32)
            .sum::<u32>()
            + in_hand
    }

    /// Plays a move for the player to move: a [`Move`], or a hole (sown
    /// along the track).
    pub fn play(&mut self, m: impl Into<Move>) -> Result<Ply, PlayError> {
        let m = m.into();
        if self.outcome.is_some() {
            return Err(PlayError::GameOver);
        }
        if self.pending_lots.is_some() {
            return Err(PlayError::LotsPending);
        }
        // Where one move was chosen at random, another may be legal too.
        let legal = self.legal.as_slice().contains(&m)
            || (self.chooser.is_some() && self.compute_legal(self.to_move).as_slice().contains(&m));
        if !legal {
            return Err(PlayError::Illegal);
        }
        Ok(self.play_legal(m))
    }

    /// Sows `m` from this position on a copy of the board, as [`Game::play`]
    /// would, telling `watch` each seed and lap (what `sow view` animates);
    /// the game is unchanged. `None` outside the ordinary turns and a
    /// turn's choice to sow on (an opening, a gathered ply or a placement),
    /// which are sown otherwise.
    pub fn watch_sowing(&self, m: Move, watch: &mut impl super::sow::Watch) -> Option<Sowing> {
        if let Some(waiting) = self.waiting.filter(|_| m.is_sow_on()) {
            // A turn's choice to sow on: the relay taken up again.
            let (mut counts, mut claims) = (self.counts, self.claims);
            let at = (self.to_move, self.turn_ply());
            return Some(waiting.sow_on(self.rules, &mut counts, &mut claims, at, watch));
        }
        if let Some(waiting) = self.waiting.filter(|_| m.is_sow_back()) {
            // A turn's choice of where captured seeds are sown back.
            let (mut counts, mut claims) = (self.counts, self.claims);
            let at = (self.to_move, self.turn_ply());
            let board = (&mut counts, &mut claims);
            return waiting.sow_back(self.rules, board, m, at, watch);
        }
        if let Some(waiting) = self.waiting
            && let Some(fire) = m.answers()
        {
            // A turn's choice to fire a rule its mover may decline, or not.
            let (mut counts, mut claims) = (self.counts, self.claims);
            let at = (self.to_move, self.turn_ply());
            let board = (&mut counts, &mut claims);
            return Some(waiting.answer(self.rules, board, fire, at, watch));
        }
        // The ordinary turns, and those before the pie rule's swap (but the
        // swap itself, which sows nothing).
        let ordinary = self.phase.is_ordinary_turn();
        // A move whose drops are still to choose sows nothing yet.
        if !ordinary || m.is_swap() || !m.is_ordinary() || self.rules.chosen_drops {
            return None;
        }
        let hole = m.hole();
        let (mut counts, mut claims) = (self.counts, self.claims);
        let lifted = *counts.get(hole as usize)?;
        Some(super::sow::sow_watched(
            self.rules.for_move(m, lifted),
            &mut counts,
            &mut claims,
            hole,
            self.to_move,
            self.round_ply + 1,
            watch,
        ))
    }

    /// Plays the `i`th of [`Game::legal_moves`] (sample play picks moves by
    /// index, and needs no check that they are legal).
    pub fn play_nth(&mut self, i: usize) -> Result<Ply, PlayError> {
        if self.outcome.is_some() {
            return Err(PlayError::GameOver);
        }
        if self.pending_lots.is_some() {
            return Err(PlayError::LotsPending);
        }
        match self.legal.as_slice().get(i) {
            Some(&m) => Ok(self.play_legal(m)),
            None => Err(PlayError::Illegal),
        }
    }

    fn play_legal(&mut self, m: Move) -> Ply {
        if self.phase.played_apart() {
            return self.play_apart(m);
        }
        if self.rules.chosen_drops && self.phase.is_ordinary_turn() && m.is_ordinary() {
            return self.begin_drops(m);
        }
        let stores_before = self.stores();
        let lifted = self.counts[m.hole() as usize];
        // Two calls of the rest of the ply rather than one after a merge of
        // the two sowings: merged, the sowing is copied field by field on
        // every ply (callgrind: a tenth of a plain game's ply).
        if let Some(done) = self.sown.get(m) {
            let (sowing, waiting) = (done.sowing, done.waiting);
            let to = (&mut self.counts, &mut self.claims);
            copy_position(self.rules, to, (&done.counts, &done.claims));
            return self.sown_ply(m, lifted, (sowing, waiting), stores_before);
        }
        let sown = sow_phase(
            self.phase_rules().for_move(m, lifted),
            self.phase,
            &mut self.counts,
            &mut self.claims,
            m,
            self.to_move,
            self.round_ply + 1,
        );
        self.sown_ply(m, lifted, sown, stores_before)
    }

    /// The rest of [`Game::play_legal`], once move `m` (which lifted
    /// `lifted`) is sown.
    #[inline(always)]
    fn sown_ply(
        &mut self,
        m: Move,
        lifted: u16,
        (sowing, waiting): (Sowing, u16),
        stores_before: [u32; 2],
    ) -> Ply {
        let mover = self.to_move;
        // One check for what most games' plies do not do.
        if self.rules.after_sowing || !matches!(self.phase, Phase::Main) {
            self.after_sowing(m, mover, waiting, &sowing);
        }
        self.round_ply += 1;
        self.moved[mover.index()] = true;
        let ply = self.played(mover, m, sowing, self.restriction);
        // Holes to choose and take, in the ordinary turns only (a turn
        // that chooses a way is one).
        if sowing.chosen != 0
            && self.phase.is_ordinary_turn()
            && matches!(sowing.end, SowEnd::EndTurn | SowEnd::MoveAgain)
        {
            return self.begin_takes(ply, sowing, stores_before);
        }
        if sowing.end == SowEnd::Chosen {
            // Once the game's first move has chosen the ways, each track
            // runs the way its player sows.
            let way = match m.chooses_way() && !self.rules.way_own() {
                true => Way::Along,
                false => self.rules.way_of_move(m, lifted),
            };
            self.wait_for_choice(Waiting::of(&sowing, way), None);
            return ply;
        }
        self.end_turn(ply, stores_before)
    }

    /// What a ply does once sown, in the games that ask (`Rules::after_sowing`)
    /// and in every phase but the ordinary turns: special holes' statuses
    /// lost, marks put and cleared, the phase left, captures counted. Out
    /// of line: most games' plies do none of it.
    #[inline(never)]
    fn after_sowing(&mut self, m: Move, mover: Player, waiting: u16, sowing: &Sowing) {
        if self.rules.special.loses {
            self.rules.special.ply_ended(&self.counts, &mut self.claims);
        }
        if self.rules.marks.any() {
            self.rules.marks.ply_ended(
                &mut self.claims,
                (mover, self.rules.holes),
                m.hole(),
                sowing.sown,
            );
        }
        if !matches!(self.phase, Phase::Main) {
            self.leave_phase(m, mover, waiting);
        }
        self.count_capture(mover, sowing);
    }

    /// The rest of a ply of the ordinary turns, once its sowing is done:
    /// an endless sowing, whose turn is next, the end of the game, and the
    /// repetition of positions. Inline: it is on every ply's path.
    #[inline(always)]
    fn end_turn(&mut self, mut ply: Ply, stores_before: [u32; 2]) -> Ply {
        let (mover, sowing) = (ply.mover, ply.sowing);
        if matches!(sowing.end, SowEnd::Endless | SowEnd::Capped) {
            match self.rules.variant.endless {
                Some(Endless::EndGame) => {
                    self.finish(EndReason::EndlessSowing);
                    return ply;
                }
                // The move has no outcome: stop rather than guess one.
                None => {
                    self.finish(EndReason::Unresolved);
                    return ply;
                }
                Some(Endless::EndTurn | Endless::Illegal) => {}
            }
        }
        if self.round_base.phased {
            self.end_phase_after(&ply);
        }
        self.to_move = if sowing.end == SowEnd::MoveAgain {
            mover
        } else {
            self.next_player(mover)
        };
        if self.begin_turn(&mut ply.passed) {
            return ply;
        }
        // The position is the one the next player moves from, after any
        // pass: a position that recurs through a pass recurs all the same.
        if self.rules.end.repetition && self.outcome.is_none() {
            // Only positions since the stores last changed can recur.
            if self.stores() != stores_before {
                self.history.clear();
                self.seen.clear();
            }
            let hash = self.position_hash();
            if self.seen_before(hash) {
                self.finish(EndReason::Repetition);
                return ply;
            }
            self.remember_hashed(Some(hash));
        }
        ply
    }

    /// The turn of `to_move` begins: the game ends if the board or a
    /// player without a move ends it, else the legal moves are found (and
    /// a player without one passes, `passed`). Whether the game ended.
    #[inline(always)]
    fn begin_turn(&mut self, passed: &mut Option<Player>) -> bool {
        if let Some(reason) = self.board_end() {
            self.finish(reason);
            return true;
        }
        // Only a file with phases has phase rules to use.
        if self.round_base.phased {
            self.enter_phases_at_turn_start();
            self.use_phase_rules();
        }
        self.refresh_legal(self.to_move);
        if self.round_base.phased && self.legal.is_empty() {
            self.leave_stuck_phases();
        }
        // The legal moves of the player to move are known now; the other
        // player's are worked out only where the file asks.
        if self.rules.end.one_cannot_move
            && (self.legal.is_empty() || !self.can_move(self.to_move.other()))
        {
            self.finish(EndReason::OneCannotMove);
            return true;
        }
        if self.rules.end.only_one_can_move && !self.others_can_move() {
            self.finish(EndReason::OnlyOneCanMove);
            return true;
        }
        self.settle_no_move(passed);
        // After any pass: a player who must pass may yet capture later.
        if self.rules.end.no_capture_possible
            && self.outcome.is_none()
            && !self.searching_captures
            && super::no_capture::none_reachable(self)
        {
            self.finish(EndReason::NoCapturePossible);
            return true;
        }
        false
    }

    /// A placement ply: seeds from the mover's hand into a hole; then the
    /// next placer moves, or, once both hands are empty, the ordinary turns
    /// (or an opening) begin with the player whose turn it then is. Plies
    /// of the phase are not plies of the round: rules on a ply count the
    /// ordinary turns.
    #[cold]
    #[inline(never)]
    fn play_placement(&mut self, m: Move, mut left: [u16; 2]) -> Ply {
        let mover = self.to_move;
        let way = self.rules.way_of_move(m, self.counts[m.hole() as usize]);
        let sowing = super::placement::place(
            self.rules.for_way(way),
            &mut self.counts,
            &mut self.claims,
            &mut left,
            m,
            (mover, self.round_ply + 1),
        );
        let sows = self.rules.placement.as_ref().is_some_and(|p| p.sows);
        if sows && self.rules.special.loses {
            self.rules.special.ply_ended(&self.counts, &mut self.claims);
        }
        self.count_capture(mover, &sowing);
        // The tier that decided the placements offered, if one did.
        let ply = self.played(mover, m, sowing, self.restriction);
        if sowing.end == SowEnd::Chosen {
            self.wait_for_choice(Waiting::of(&sowing, way), Some(left));
            return ply;
        }
        self.end_placement(ply, left)
    }

    /// The rest of a placement ply, once its seeds are down (and sown): the
    /// next placer, or the phase after the placements.
    fn end_placement(&mut self, mut ply: Ply, left: [u16; 2]) -> Ply {
        let mover = ply.mover;
        let sows = self.rules.placement.as_ref().is_some_and(|p| p.sows);
        // A placement whose seed is sown is a ply of its player's phase
        // like any other (what `lost` reads leaves the hands out); one
        // whose seeds stay is a step of the layout: no turn of the phase,
        // and the board is judged only once it is laid out.
        if self.round_base.phased {
            if sows {
                self.end_phase_after_placing(&ply, left);
            } else if left == [0, 0] {
                self.end_phases_after_layout(&ply);
            }
        }
        let order = self
            .rules
            .placement
            .as_ref()
            .map(|p| p.order)
            .unwrap_or_default();
        if let Some(next) = super::placement::next_placer(order, mover, left) {
            self.phase = Phase::Place { left };
            self.to_move = next;
            // A sown seed may capture: the board may end the game, and a
            // placer may have no hole to place into.
            if sows {
                self.begin_turn(&mut ply.passed);
            } else {
                self.use_phase_rules();
                self.refresh_legal(next);
            }
            return ply;
        }
        self.phase = self.after_placement();
        self.to_move = mover.other();
        if let Some(starter) = self.starter_after_layout.take()
            && let Some(m) = &self.base.variant.match_rules
        {
            // The loser has laid out: the winner copies it, and the round's
            // starter begins.
            super::layout::copy_free(
                &self.base.variant,
                m,
                self.base.holes,
                mover,
                &mut self.counts,
            );
            self.to_move = starter;
        }
        if self.begin_turn(&mut ply.passed) {
            return ply;
        }
        self.history.clear();
        self.seen.clear();
        self.remember();
        ply
    }

    /// Counts a ply of `mover`'s, move `m`, whose sowing did `sowing`:
    /// what it did.
    fn played(&mut self, mover: Player, m: Move, sowing: Sowing, restriction: Option<u16>) -> Ply {
        self.ply += 1;
        self.last_mover = Some(mover);
        Ply {
            mover,
            played: m,
            sowing,
            passed: None,
            restriction,
        }
    }

    /// A turn waits for its mover's choice at a special hole: their next
    /// ply is `stop` or sowing on.
    #[cold]
    #[inline(never)]
    fn wait_for_choice(&mut self, waiting: Waiting, placing: Option<[u16; 2]>) {
        self.phase = Phase::Chosen { placing };
        self.waiting = Some(waiting);
        self.refresh_legal(self.to_move);
    }

    /// The ply of the round a waiting turn began in, which its rules see:
    /// the last of the round, or the next where placements (which are not
    /// plies of the round) come first.
    fn turn_ply(&self) -> u32 {
        let placing = matches!(self.phase, Phase::Chosen { placing: Some(_) });
        self.round_ply + u32::from(placing)
    }

    /// Where a turn waits for its mover's choice at a special hole, and
    /// what it has done so far (in [`Phase::Chosen`]).
    pub fn waiting(&self) -> Option<Waiting> {
        self.waiting
    }

    /// Counts a ply of `mover`'s that captured, where a rule asks how many
    /// have (`when.captures_made`).
    #[inline(always)]
    fn count_capture(&mut self, mover: Player, sowing: &Sowing) {
        if self.rules.counts_captures
            && sowing.captured > 0
            && let Some(made) = self.claims.get_mut(CAPTURES_MADE + mover.index())
        {
            *made = made.saturating_add(1);
        }
    }

    /// A turn whose capture lets its mover choose holes to take
    /// (`capture_chosen`): their next ply is the first choice, where any
    /// hole that may be chosen holds seeds; else the turn goes on.
    #[cold]
    #[inline(never)]
    fn begin_takes(&mut self, ply: Ply, sowing: Sowing, stores_before: [u32; 2]) -> Ply {
        let rule = sowing.chosen - 1;
        self.phase = Phase::Take {
            left: self.chosen_holes(rule).map_or(0, |c| c.holes),
            rule,
            again: sowing.end == SowEnd::MoveAgain,
        };
        self.offer_takes(ply, stores_before)
    }

    /// The next choice of a hole to take, where one is left and any hole
    /// that may be chosen holds seeds (those are the legal moves); else
    /// the turn goes on as its sowing left it.
    fn offer_takes(&mut self, ply: Ply, stores_before: [u32; 2]) -> Ply {
        let choices = self.take_choices();
        if choices.is_empty() {
            self.phase = self.main_phase();
            return self.end_turn(ply, stores_before);
        }
        self.sown.clear();
        self.restriction = None;
        self.legal = choices;
        ply
    }

    /// The holes rule `rule` lets the mover choose (`capture_chosen`).
    fn chosen_holes(&self, rule: u8) -> Option<&super::landing::ChosenTakes> {
        self.rules
            .landing
            .get(usize::from(rule))
            .and_then(|r| r.chosen.as_ref())
    }

    /// The holes the mover may choose to take now: those of the rule's
    /// set that hold seeds, none once every choice is made.
    fn take_choices(&self) -> MoveList {
        let mut list = MoveList::new();
        let Phase::Take { left, rule, .. } = self.phase else {
            return list;
        };
        let Some(chosen) = self.chosen_holes(rule) else {
            return list;
        };
        if left == 0 {
            return list;
        }
        let mover = self.to_move.index();
        for hole in 0..self.rules.holes as u16 {
            let may = chosen.from[mover]
                .get(usize::from(hole))
                .copied()
                .unwrap_or(false)
                && !(chosen.except_special && self.keeps_status(hole));
            if may && self.counts[usize::from(hole)] > 0 {
                list.push(Move::take(hole));
            }
        }
        list
    }

    /// Where a move's drops wait for its mover (`drops = "chosen"`): the
    /// seeds in hand and the site the next drop falls into.
    pub fn dropping(&self) -> Option<Dropping> {
        let Phase::Drop {
            hand,
            at,
            origin,
            way,
            ..
        } = self.phase
        else {
            return None;
        };
        let rules = self.rules.for_way(way);
        let board = (&self.counts, &self.claims);
        let into = super::sow::drop_site(rules, board, self.to_move, (origin, at));
        Some(Dropping { hand, into })
    }

    /// A move of chosen drops (`drops = "chosen"`): it lifts its hole's
    /// seeds, and the mover's next plies drop them. A ply of its own, of
    /// the round's plies, as each drop is.
    #[cold]
    #[inline(never)]
    fn begin_drops(&mut self, m: Move) -> Ply {
        let mover = self.to_move;
        let origin = m.hole();
        let held = self.counts.get(usize::from(origin)).copied().unwrap_or(0);
        // Once the game's first move has chosen the ways, each track runs
        // the way its player sows.
        let way = match m.chooses_way() && !self.rules.way_own() {
            true => Way::Along,
            false => self.rules.way_of_move(m, held),
        };
        if !matches!(self.phase, Phase::Main) {
            // The way chosen for the game, a swap no longer offered.
            self.leave_phase(m, mover, NONE);
        }
        let hand =
            super::sow::lift_for_drops(self.rules, &mut self.counts, &mut self.claims, origin);
        self.round_ply += 1;
        self.moved[mover.index()] = true;
        let lifted = Sowing {
            laps: 0,
            ..Sowing::new(origin)
        };
        let ply = self.played(mover, m, lifted, self.restriction);
        self.phase = Phase::Drop {
            hand,
            at: origin,
            origin,
            lifted: hand,
            way,
        };
        if hand == 0 {
            // Never: a move lifts at least one seed.
            self.phase = self.main_phase();
            return self.end_turn(ply, self.stores());
        }
        self.refresh_legal(mover);
        ply
    }

    /// A drop of chosen drops: its seeds fall into the next site; while
    /// seeds are left the mover drops again, and once none are, the lap
    /// ends there as any lap does (landing rules, relays) and the turn
    /// with it.
    #[cold]
    #[inline(never)]
    fn play_drop(&mut self, m: Move) -> Ply {
        let Phase::Drop {
            hand,
            at,
            origin,
            lifted,
            way,
        } = self.phase
        else {
            return self.play_placement(m, [0, 0]);
        };
        let mover = self.to_move;
        let stores_before = self.stores();
        // A legal drop puts 1 to `hand` seeds.
        let seeds = m.dropped().unwrap_or(1).min(hand);
        let rules = self.rules.for_way(way);
        let board = (&self.counts, &self.claims);
        let into = super::sow::drop_site(rules, board, mover, (origin, at));
        if let Some(c) = self.counts.get_mut(usize::from(into)) {
            *c += seeds;
        }
        self.round_ply += 1;
        let left = hand - seeds;
        if left > 0 {
            self.phase = Phase::Drop {
                hand: left,
                at: into,
                origin,
                lifted,
                way,
            };
            let dropped = Sowing {
                laps: 0,
                ..Sowing::new(into)
            };
            let ply = self.played(mover, m, dropped, None);
            self.refresh_legal(mover);
            return ply;
        }
        // The seed before the last fell where the drop before did.
        let prev = if hand == lifted { NONE } else { at };
        let board = (&mut self.counts, &mut self.claims);
        let ended = [into, prev, origin, lifted, seeds];
        let at = (mover, self.round_ply);
        let sowing = super::sow::sow_dropped(rules, board, ended, at, &mut Unwatched);
        self.phase = self.main_phase();
        if self.rules.after_sowing || !matches!(self.phase, Phase::Main) {
            self.after_sowing(Move::new(origin, way), mover, NONE, &sowing);
        }
        let ply = self.played(mover, m, sowing, None);
        if sowing.chosen != 0 && matches!(sowing.end, SowEnd::EndTurn | SowEnd::MoveAgain) {
            return self.begin_takes(ply, sowing, stores_before);
        }
        if sowing.end == SowEnd::Chosen {
            self.wait_for_choice(Waiting::of(&sowing, way), None);
            return ply;
        }
        // The turn's phase ends by the hole it lifted, not by the drop.
        let turn = Ply {
            played: Move::new(origin, way),
            ..ply
        };
        Ply {
            played: m,
            ..self.end_turn(turn, stores_before)
        }
    }

    /// A chosen hole taken into the mover's store: a ply of its own (of the
    /// round's plies, as a turn's other choices are). Then the next choice,
    /// or the turn goes on as its sowing left it.
    #[cold]
    #[inline(never)]
    fn play_take(&mut self, m: Move, left: u8, rule: u8, again: bool) -> Ply {
        let mover = self.to_move;
        let stores_before = self.stores();
        let hole = usize::from(m.hole());
        let seeds = self.counts.get(hole).copied().unwrap_or(0);
        if let Some(c) = self.counts.get_mut(hole) {
            *c = 0;
        }
        let store = self.rules.holes + mover.index();
        if let Some(s) = self.counts.get_mut(store) {
            *s += seeds;
        }
        self.round_ply += 1;
        let sowing = Sowing {
            captured: u32::from(seeds),
            laps: 0,
            end: if again {
                SowEnd::MoveAgain
            } else {
                SowEnd::EndTurn
            },
            ..Sowing::new(m.hole())
        };
        let ply = self.played(mover, m, sowing, None);
        self.phase = Phase::Take {
            left: left.saturating_sub(1),
            rule,
            again,
        };
        self.offer_takes(ply, stores_before)
    }

    /// A ply of a placement phase or a turn's choice.
    #[cold]
    #[inline(never)]
    fn play_apart(&mut self, m: Move) -> Ply {
        if let Phase::ChooseHoles { starter } = self.phase {
            return self.play_hole_choice(m, starter);
        }
        if let Phase::Take { left, rule, again } = self.phase {
            return self.play_take(m, left, rule, again);
        }
        if let Phase::Drop { .. } = self.phase {
            return self.play_drop(m);
        }
        match (self.phase, self.waiting) {
            (Phase::Chosen { placing }, Some(waiting)) => self.play_choice(m, waiting, placing),
            (Phase::Place { left }, _) => self.play_placement(m, left),
            // Never: a turn waits only with its `waiting`.
            _ => self.play_placement(m, [0, 0]),
        }
    }

    /// The choice of a hole for a special hole's status: the next player
    /// with holes left to choose chooses, or, once all are chosen, the
    /// round's play begins with `starter`. Not a ply of the round: rules
    /// on a ply count the round's own.
    #[cold]
    #[inline(never)]
    fn play_hole_choice(&mut self, m: Move, starter: Player) -> Ply {
        let mover = self.to_move;
        self.rules.special.choose(&mut self.claims, mover, m.hole());
        let chosen = Sowing {
            laps: 0,
            ..Sowing::new(m.hole())
        };
        let ply = self.played(mover, m, chosen, None);
        match self.rules.special.next_chooser(&self.claims, mover) {
            Some(next) => self.to_move = next,
            None => {
                self.phase = self.placing_phase();
                self.to_move = starter;
                self.use_phase_rules();
            }
        }
        self.refresh_legal(self.to_move);
        self.settle_no_move(&mut None);
        self.remember();
        ply
    }

    /// The choice of a turn waiting at a special hole: `stop` ends it there,
    /// sowing on relays from the hole as the turn would have; the turn then
    /// ends as any other (of the ordinary turns, or of the placements). A
    /// ply of its own: of the round's plies where the turn is one of them.
    #[cold]
    #[inline(never)]
    fn play_choice(&mut self, m: Move, waiting: Waiting, placing: Option<[u16; 2]>) -> Ply {
        self.waiting = None;
        let mover = self.to_move;
        let stores_before = self.stores();
        let at = (mover, self.turn_ply());
        let (sowing, again) = if m.is_sow_on() || m.is_sow_back() || m.answers().is_some() {
            let turn = match m.is_sow_back() {
                false if let Some(fire) = m.answers() => {
                    let board = (&mut self.counts, &mut self.claims);
                    waiting.answer(self.rules, board, fire, at, &mut Unwatched)
                }
                true => {
                    let board = (&mut self.counts, &mut self.claims);
                    let so_far = waiting.so_far();
                    waiting
                        .sow_back(self.rules, board, m, at, &mut Unwatched)
                        // Never: a move played is one the turn offered.
                        .unwrap_or(Sowing {
                            sow_back: 0,
                            ..so_far
                        })
                }
                false => waiting.sow_on(
                    self.rules,
                    &mut self.counts,
                    &mut self.claims,
                    at,
                    &mut Unwatched,
                ),
            };
            let again = (turn.end == SowEnd::Chosen).then(|| Waiting::of(&turn, waiting.way));
            // This ply's own captures and laps.
            let own = Sowing {
                captured: turn.captured - waiting.captured.min(turn.captured),
                laps: turn.laps - waiting.laps.min(turn.laps),
                ..turn
            };
            (own, again)
        } else {
            let stopped = Sowing {
                laps: 0,
                chosen: waiting.chosen,
                ..Sowing::new(waiting.last)
            };
            (stopped, None)
        };
        if self.rules.special.loses {
            self.rules.special.ply_ended(&self.counts, &mut self.claims);
        }
        if placing.is_none() {
            self.round_ply += 1;
        }
        self.count_capture(mover, &sowing);
        let ply = self.played(mover, m, sowing, None);
        if let Some(again) = again {
            self.wait_for_choice(again, placing);
            return ply;
        }
        match placing {
            Some(left) => {
                self.phase = Phase::Place { left };
                self.end_placement(ply, left)
            }
            None => {
                self.phase = self.main_phase();
                // Holes to choose and take, once the whole turn is sown.
                if sowing.chosen != 0 && matches!(sowing.end, SowEnd::EndTurn | SowEnd::MoveAgain) {
                    return self.begin_takes(ply, sowing, stores_before);
                }
                self.end_turn(ply, stores_before)
            }
        }
    }

    /// What follows a ply played outside the ordinary turns: the opening
    /// goes on or ends, a gathered ply gives way to the ordinary turns, and
    /// the game's first move fixes the way each player sows.
    #[cold]
    #[inline(never)]
    fn leave_phase(&mut self, m: Move, mover: Player, waiting: u16) {
        self.phase = match self.phase {
            Phase::Opening { .. } if waiting != NONE => Phase::Opening {
                waiting: Some(waiting),
            },
            Phase::Opening { .. } | Phase::Gather | Phase::Set => self.main_phase(),
            // Played apart (`play_hole_choice`), never left here.
            Phase::ChooseHoles { .. } => self.placing_phase(),
            // A move that chose no way (of a player who has chosen, or of
            // a phase whose rules give no choice) leaves the choice open.
            Phase::ChooseWay if !m.chooses_way() => Phase::ChooseWay,
            Phase::ChooseWay => {
                let way = m.way();
                self.ways[mover.index()] = Some(way);
                if !self.rules.way_own() {
                    let other = self.base.variant.other_way.of(way);
                    self.ways[mover.other().index()] = Some(other);
                }
                // No position before the choice can recur: the ways it
                // leaves open are fixed now.
                self.history.clear();
                self.seen.clear();
                match self.ways() {
                    Some(ways) => {
                        self.rules = self.rules.after_choice(ways);
                        Phase::Main
                    }
                    None => Phase::ChooseWay,
                }
            }
            Phase::Main => Phase::Main,
            // The second player's first ply, a swap or a move, ends it.
            Phase::Swap if mover == Player::NORTH => Phase::Main,
            Phase::Swap => Phase::Swap,
            // Placement plies and a turn's choices are played apart
            // (`play_placement`, `play_choice`).
            phase @ (Phase::Place { .. }
            | Phase::Chosen { .. }
            | Phase::Take { .. }
            | Phase::Drop { .. }) => phase,
        };
    }

    /// Applies the file's rule for a player with no move: pass or end.
    /// The check is inline; what follows, rare, is not.
    #[inline(always)]
    fn settle_no_move(&mut self, passed: &mut Option<Player>) {
        if self.outcome.is_some() || !self.legal.is_empty() {
            return;
        }
        if self.round_base.phased && self.leave_stuck_phases() {
            return;
        }
        self.no_move(passed);
    }

    /// The rules of the phase of the player to move become the rules the
    /// game plays by (`[[phases]]`); nothing where the file has none.
    #[inline]
    fn use_phase_rules(&mut self) {
        self.use_phase_rules_of(self.to_move);
    }

    /// [`Game::use_phase_rules`] for `player`'s phase.
    #[inline]
    fn use_phase_rules_of(&mut self, player: Player) {
        let base: &'r Rules = self.round_base;
        if let Some(tables) = base.phases.as_deref()
            && let Some(rules) = tables.rules(tables.of(&self.claims, player))
        {
            // A phase's rules sow the ways the game's first move chose.
            self.rules = match self.ways() {
                Some(ways) => rules.after_choice(ways),
                None => rules,
            };
        }
    }

    /// The player to move has no legal move: while their phase ends when
    /// they are stuck, the next begins and they look for a move by its
    /// rules. Whether they found one. Each step leaves a phase for good,
    /// so this ends.
    #[cold]
    #[inline(never)]
    fn leave_stuck_phases(&mut self) -> bool {
        let base: &'r Rules = self.round_base;
        let Some(tables) = base.phases.as_deref() else {
            return false;
        };
        let hands = self.hands_to_place();
        while self.legal.is_empty()
            && tables.stuck(&mut self.claims, (&self.counts, hands), self.to_move)
        {
            self.use_phase_rules();
            self.refresh_legal(self.to_move);
        }
        !self.legal.is_empty()
    }

    /// As a turn begins: while the phase of the player to move ends by the
    /// board as it lies (`at_turn_start`), the next begins. Each step
    /// leaves a phase for good, so this ends.
    #[cold]
    #[inline(never)]
    fn enter_phases_at_turn_start(&mut self) {
        let base: &'r Rules = self.round_base;
        let Some(tables) = base.phases.as_deref() else {
            return;
        };
        let board = (&self.counts[..], self.hands_to_place());
        while tables.at_turn_start(&mut self.claims, board, self.to_move) {}
    }

    /// The seeds still in each hand in a placement phase, which wait in
    /// the stores and are not lost (none outside one).
    fn hands_to_place(&self) -> [u16; 2] {
        match self.phase {
            Phase::Place { left }
            | Phase::Chosen {
                placing: Some(left),
                ..
            } => left,
            _ => [0, 0],
        }
    }

    /// After a ply of the ordinary turns: the mover's phase ends where its
    /// event has come (`until`).
    #[cold]
    #[inline(never)]
    fn end_phase_after(&mut self, ply: &Ply) {
        self.end_phase_after_placing(ply, [0, 0]);
    }

    /// [`Game::end_phase_after`] with `hands` still to be placed, which
    /// wait in the stores.
    #[cold]
    #[inline(never)]
    fn end_phase_after_placing(&mut self, ply: &Ply, hands: [u16; 2]) {
        let base: &'r Rules = self.round_base;
        let Some(tables) = base.phases.as_deref() else {
            return;
        };
        let done = super::phase::PlyDone {
            mover: ply.mover,
            from: ply.hole(),
            captured: ply.sowing.captured > 0,
            turn_ended: ply.sowing.end != SowEnd::MoveAgain,
            round_ply: self.round_ply,
            hands,
        };
        tables.after_ply(&mut self.claims, &self.counts, &done);
    }

    /// The layout is complete (its seeds stay where placed): each player's
    /// phase (the game's, for `both`) ends where the board as laid out
    /// meets its event, the last placer's first; the placements were no
    /// turns of it.
    #[cold]
    #[inline(never)]
    fn end_phases_after_layout(&mut self, ply: &Ply) {
        let base: &'r Rules = self.round_base;
        let Some(tables) = base.phases.as_deref() else {
            return;
        };
        let players = match tables.each {
            true => vec![ply.mover, ply.mover.other()],
            false => vec![ply.mover],
        };
        for mover in players {
            let done = super::phase::PlyDone {
                mover,
                // No hole was lifted.
                from: NONE,
                captured: false,
                turn_ended: false,
                round_ply: self.round_ply,
                hands: [0, 0],
            };
            tables.after_ply(&mut self.claims, &self.counts, &done);
        }
    }

    /// The place of `player`'s phase in `[[phases]]`, where the file has
    /// phases.
    pub fn phase_index(&self, player: Player) -> Option<usize> {
        let tables = self.round_base.phases.as_deref()?;
        Some(
            tables
                .of(&self.claims, player)
                .min(tables.phases.len().saturating_sub(1)),
        )
    }

    /// The name of `player`'s phase, where the file has phases.
    pub fn phase_name(&self, player: Player) -> Option<&str> {
        let tables = self.round_base.phases.as_deref()?;
        tables.name(&self.claims, player)
    }

    /// The player to move has no move: pass or end, as the file says.
    #[cold]
    #[inline(never)]
    fn no_move(&mut self, passed: &mut Option<Player>) {
        match self.rules.variant.no_move {
            NoMove::EndGame => self.finish(EndReason::NoMove),
            NoMove::RefillFromStore => {
                if self.refill_from_store() {
                    self.refilled = Some((self.ply, self.to_move));
                    self.refresh_legal(self.to_move);
                }
                if self.legal.is_empty() {
                    self.finish(EndReason::NoMove);
                }
            }
            NoMove::Pass => {
                let first = self.to_move;
                // A pass is a turn: what lasts a turn is over.
                self.rules
                    .marks
                    .turn_passed(&mut self.claims, self.rules.holes);
                // The turn goes round to the first player who can move.
                let mut next = self.next_player(first);
                while next != first {
                    self.use_phase_rules_of(next);
                    self.refresh_legal(next);
                    if !self.legal.is_empty() {
                        *passed = Some(first);
                        self.to_move = next;
                        return;
                    }
                    next = self.next_player(next);
                }
                // Every other player passes too. That pass ends a turn as
                // well: where a mark lasted one, the first player may be
                // free to move again.
                if self.rules.marks.lasts_a_turn() {
                    self.use_phase_rules_of(first);
                    self.refresh_legal(first);
                    if !self.legal.is_empty() {
                        *passed = Some(first);
                        return;
                    }
                }
                self.finish(EndReason::NeitherCanMove);
            }
        }
    }

    /// `no_move = "refill-from-store"`: when the holes of the player to
    /// move are all empty and their store holds a seed (not a piece) for
    /// each, one goes into each hole. Whether it did.
    fn refill_from_store(&mut self) -> bool {
        let rules = self.rules;
        let player = self.to_move;
        let holes = &rules.own_holes[player.index()];
        let store = rules.holes + player.index();
        let enough = pieces::loose_seeds(rules, &self.counts, store) as usize >= holes.len();
        if holes.is_empty() || !enough || holes.iter().any(|&h| self.counts[h as usize] > 0) {
            return false;
        }
        for &h in holes {
            self.counts[h as usize] = 1;
        }
        self.counts[store] -= holes.len() as u16;
        true
    }

    /// End conditions that depend on the board alone. Inline: it is on
    /// every ply's path.
    #[inline(always)]
    fn board_end(&self) -> Option<EndReason> {
        let rules = self.rules;
        // South and North first, unrolled as ever; the players after them
        // only where more play.
        if rules.end.row_empty
            && (self.row_empty(Player::SOUTH)
                || self.row_empty(Player::NORTH)
                || (rules.variant.board.players > 2
                    && rules
                        .variant
                        .board
                        .players()
                        .skip(2)
                        .any(|p| self.row_empty(p))))
        {
            return Some(EndReason::RowEmpty);
        }
        if rules.end.more_board {
            self.more_board_end()
        } else {
            None
        }
    }

    /// The rarer end conditions on the board: out of line, as most games
    /// have none of them.
    #[inline(never)]
    fn more_board_end(&self) -> Option<EndReason> {
        let rules = self.rules;
        if let Some((n, why)) = rules.end.seeds_above
            && rules.variant.board.players().any(|p| self.store(p) > n)
        {
            return Some(why);
        }
        if rules.end.unclaimed_empty
            && (0..rules.holes).all(|h| self.counts[h] == 0 || self.claims[h] != 0)
        {
            return Some(EndReason::UnclaimedEmpty);
        }
        if let Some(n) = rules.end.holes_at_most
            && self.counts[..rules.holes]
                .iter()
                .all(|&c| u32::from(c) <= n)
        {
            return Some(EndReason::HolesAtMost);
        }
        if rules.end.pieces_captured && !pieces::on_board(rules, &self.counts) {
            return Some(EndReason::PiecesCaptured);
        }
        if self.regions_emptied().contains(&true) {
            return Some(EndReason::RegionEmpty);
        }
        if let Some(n) = rules.end.board_at_most
            && self.counts[..rules.holes]
                .iter()
                .map(|&c| u32::from(c))
                .sum::<u32>()
                <= n
        {
            return Some(EndReason::BoardAtMost);
        }
        None
    }

    /// The choices of the turn `waiting`: sow on from its hole (unless
    /// that sowing never ends where such a move may not be played), or stop.
    fn choices(&self, waiting: Waiting) -> MoveList {
        let mut list = MoveList::new();
        if waiting.back.is_some() {
            return self.back_choices(waiting);
        }
        if waiting.offered.is_some() {
            return self.answers(waiting);
        }
        let endless = self.rules.for_way(waiting.way).endless_illegal && {
            let (mut counts, mut claims) = (self.counts, self.claims);
            let at = (self.to_move, self.turn_ply());
            let s = waiting.sow_on(self.rules, &mut counts, &mut claims, at, &mut Unwatched);
            matches!(s.end, SowEnd::Endless | SowEnd::Capped)
        };
        if !endless {
            list.push(Move::sow_on(waiting.last));
        }
        list.push(Move::stop(waiting.last));
        list
    }

    /// The choices of the turn `waiting` for where its captured seeds are
    /// sown back: each place, but those whose sowing never ends where such
    /// a move may not be played (unless every place's never ends).
    fn back_choices(&self, waiting: Waiting) -> MoveList {
        let offered = waiting.back_choices(self.rules, &self.counts, self.to_move);
        let kept = self.ending_choices(waiting, &offered, |start, board, at| {
            waiting.sow_back_from(self.rules, board, start.0, at, &mut Unwatched)
        });
        let mut list = MoveList::new();
        kept.into_iter().for_each(|(_, m)| list.push(m));
        list
    }

    /// The choices of the turn `waiting` on a rule its mover may decline:
    /// fire it, or decline it, but an answer whose sowing never ends where
    /// such a move may not be played (unless both answers' never end).
    fn answers(&self, waiting: Waiting) -> MoveList {
        let kept = self.ending_choices(waiting, &[true, false], |fire, board, at| {
            waiting.answer(self.rules, board, fire, at, &mut Unwatched)
        });
        let mut list = MoveList::new();
        kept.into_iter()
            .for_each(|fire| list.push(Move::answer(waiting.last, fire)));
        list
    }

    /// Of the choices `offered` to the turn `waiting`, those whose sowing
    /// (`sow`, on a copy of the board) ends, where a sowing that never
    /// ends may not be played; every one where none ends, or where such
    /// sowings may be played.
    fn ending_choices<T: Copy>(
        &self,
        waiting: Waiting,
        offered: &[T],
        sow: impl Fn(T, (&mut [u16; MAX_SITES], &mut Claims), (Player, u32)) -> Sowing,
    ) -> Vec<T> {
        if !self.rules.for_way(waiting.way).endless_illegal {
            return offered.to_vec();
        }
        let at = (self.to_move, self.turn_ply());
        let ending: Vec<T> = offered
            .iter()
            .copied()
            .filter(|&choice| {
                let (mut counts, mut claims) = (self.counts, self.claims);
                let turn = sow(choice, (&mut counts, &mut claims), at);
                !matches!(turn.end, SowEnd::Endless | SowEnd::Capped)
            })
            .collect();
        match ending.is_empty() {
            true => offered.to_vec(),
            false => ending,
        }
    }

    /// Whether, beside the player to move (whose legal moves are known),
    /// enough players can move that more than one can: `only-one-can-move`
    /// has not come. Out of line: only files that ask judge it.
    #[cold]
    fn others_can_move(&self) -> bool {
        let players = self.rules.variant.board.players();
        let mut movers = usize::from(!self.legal.is_empty());
        for p in players.filter(|&p| p != self.to_move) {
            movers += usize::from(self.can_move(p));
            if movers > 1 {
                return true;
            }
        }
        false
    }

    /// Whether `player` would have a legal move if it were their turn now.
    fn can_move(&self, player: Player) -> bool {
        if let Phase::Chosen { .. } | Phase::Take { .. } = self.phase {
            return player == self.to_move;
        }
        // A fixed first move sorts out the moves once they are found.
        if self.fixed_first_move_of(player).is_some() {
            return !self.compute_legal(player).is_empty();
        }
        let base: &'r Rules = self.round_base;
        if let (Phase::Main, Some(tables)) = (self.phase, base.phases.as_deref()) {
            return self.can_move_in_phases(tables, player);
        }
        any_legal(
            self.phase_rules(),
            self.phase,
            &self.counts,
            &self.claims,
            player,
            self.round_ply + 1,
        )
    }

    /// [`Game::can_move`] in the ordinary turns of a game of phases
    /// (`[[phases]]`): by the rules of `player`'s phase, or where they are
    /// stuck in it and it ends so, of the phases after it.
    #[cold]
    #[inline(never)]
    fn can_move_in_phases(&self, tables: &'r super::phase::PhaseTables, player: Player) -> bool {
        let mut k = tables.of(&self.claims, player);
        while let Some(rules) = tables.phases.get(k).map(|p| &p.rules) {
            let ply = self.round_ply + 1;
            if any_legal(rules, self.phase, &self.counts, &self.claims, player, ply) {
                return true;
            }
            if !tables.ends_when_stuck(k, (&self.counts, self.hands_to_place()), player) {
                return false;
            }
            k += 1;
        }
        false
    }

    /// Words of a remembered position: the sites' counts, the player to
    /// move, and each hole's claim where holes can be claimed (a claim can
    /// change while the counts come back).
    fn key_len(&self) -> usize {
        self.rules.sites + 1 + self.claim_words()
    }

    /// How many holes' claims a remembered position keeps: none where
    /// nothing can be claimed.
    fn claim_words(&self) -> usize {
        if self.rules.keeps_hole_marks() || self.rules.counts_captures || self.rules.phased {
            claim_words(self.rules)
        } else if self.rules.claiming {
            self.rules.holes
        } else {
            0
        }
    }

    fn key_claims(&self) -> &[u8] {
        &self.claims[..self.claim_words()]
    }

    /// A hash of a round's start: the seeds on every site, and who starts.
    fn round_start_hash(&self, counts: &[u16; MAX_SITES], starter: Player) -> u64 {
        let mut h = FNV_START ^ starter.index() as u64;
        for &n in &counts[..self.base.sites] {
            h = fnv_step(h, u64::from(n));
        }
        h
    }

    /// A hash of the position (sites, player to move, claims).
    pub(super) fn position_hash(&self) -> u64 {
        let mut h = FNV_START ^ self.to_move.index() as u64;
        for &n in &self.counts[..self.rules.sites] {
            h = fnv_step(h, u64::from(n));
        }
        for &c in self.key_claims() {
            h = fnv_step(h, u64::from(c));
        }
        h
    }

    /// A copy of the game to play lines out on (`no-capture-possible`):
    /// every legal move listed (no random chooser), no history of
    /// positions, and no such search of its own.
    pub(super) fn scratch(&self) -> Self {
        let mut copy = Game {
            history: Vec::new(),
            seen: Default::default(),
            chooser: None,
            searching_captures: true,
            ..self.clone()
        };
        copy.refresh_legal(copy.to_move);
        copy
    }

    /// Whether the position, whose hash is `hash`, was seen before.
    fn seen_before(&self, hash: u64) -> bool {
        if !self.seen.contains(&hash) {
            return false;
        }
        let len = self.key_len();
        let sites = self.rules.sites;
        let claims = self.key_claims();
        self.history.chunks_exact(len).any(|k| {
            k[..sites] == self.counts[..sites]
                && k[sites] == self.to_move.index() as u16
                && k[sites + 1..]
                    .iter()
                    .zip(claims)
                    .all(|(&a, &b)| a == u16::from(b))
        })
    }

    fn remember(&mut self) {
        self.remember_hashed(None);
    }

    /// Records the position for repetition, its hash given when known.
    fn remember_hashed(&mut self, hash: Option<u64>) {
        if self.rules.end.repetition {
            let hash = hash.unwrap_or_else(|| self.position_hash());
            self.seen.insert(hash);
            self.history
                .extend_from_slice(&self.counts[..self.rules.sites]);
            self.history.push(self.to_move.index() as u16);
            let claims = self.claim_words();
            if claims > 0 {
                self.history
                    .extend(self.claims[..claims].iter().map(|&c| u16::from(c)));
            }
        }
    }

    /// The legal moves of `player` in the current position.
    fn compute_legal(&self, player: Player) -> MoveList {
        if let Some(waiting) = self.waiting {
            return self.choices(waiting);
        }
        if let Phase::Take { .. } = self.phase {
            return self.take_choices();
        }
        let mut list = MoveList::new();
        fill_legal(
            self.phase_rules(),
            self.phase,
            &self.counts,
            &self.claims,
            player,
            self.round_ply + 1,
            &mut list,
            None,
            None,
        );
        if let Some(fixed) = self.fixed_first_move_of(player) {
            list.retain(|m| fixed.admits(m));
        }
        if let Phase::Opening { .. } = self.phase {
            keep_race_hole(self.rules, player, &mut list);
        }
        list
    }

    /// Sets `legal` (and `sown`) to the moves of `player`. Inline: it is
    /// on every ply's path.
    #[inline(always)]
    fn refresh_legal(&mut self, player: Player) {
        self.sown.clear();
        let rules = self.phase_rules();
        // An opening may keep a race's set holes only (`keep_race_hole`).
        if rules.moves_by_count && self.phase == Phase::Main {
            self.restriction = None;
            fill_by_count(rules, &self.counts, player, &mut self.legal);
            return;
        }
        self.refresh_legal_by_rules(player);
    }

    /// [`Game::refresh_legal`] where more than the seeds in each start
    /// decide: out of line, so that the plain games' ply stays small.
    #[inline(never)]
    fn refresh_legal_by_rules(&mut self, player: Player) {
        if let Some(waiting) = self.waiting {
            self.restriction = None;
            self.legal = self.choices(waiting);
            return;
        }
        if let Phase::Take { .. } = self.phase {
            self.restriction = None;
            self.legal = self.take_choices();
            return;
        }
        if let Phase::Drop { hand, .. } = self.phase {
            self.restriction = None;
            self.legal = drop_choices(hand);
            return;
        }
        let fixed = self.fixed_first_move_of(player);
        let race = self.rules.race_from.is_some() && matches!(self.phase, Phase::Opening { .. });
        // A fixed first move or a race's set holes sort out the legal moves
        // after they are found: no random choice may come before.
        let rules = self.phase_rules();
        // A player who has chosen their own way for the game keeps it
        // (`other_way = "own"`), while the other has still to choose.
        let kept = match self.phase {
            Phase::ChooseWay | Phase::Main if rules.way_own() && rules.way_chosen() => {
                self.ways[player.index()]
            }
            _ => None,
        };
        // The second player's choice to swap is one among their moves.
        let swap = self.phase == Phase::Swap && player == Player::NORTH;
        let chooser =
            (self.chooser.as_mut()).filter(|_| fixed.is_none() && !race && kept.is_none() && !swap);
        self.restriction = fill_legal(
            rules,
            self.phase,
            &self.counts,
            &self.claims,
            player,
            self.round_ply + 1,
            &mut self.legal,
            Some(&mut self.sown),
            chooser,
        );
        if let Some(fixed) = fixed {
            self.legal.retain(|m| fixed.admits(m));
        }
        if let Some(way) = kept {
            self.legal.keep_way(way);
        }
        if let Phase::Opening { .. } = self.phase {
            keep_race_hole(self.rules, player, &mut self.legal);
        }
        if swap {
            self.legal.push(Move::swap());
        }
    }

    /// The first move the rules fix for the player to move now, if they
    /// fix one (`[moves.first]`): its hole, and its way when that is fixed
    /// too. What `sow play` names when another first move is tried.
    pub fn fixed_first_move(&self) -> Option<FixedMove> {
        self.fixed_first_move_of(self.to_move)
    }

    fn fixed_first_move_of(&self, player: Player) -> Option<FixedMove> {
        // A fixed first move is a sowing: placement plies come before it.
        if let Phase::Place { .. } = self.phase {
            return None;
        }
        let first = self.rules.variant.first_move.as_ref()?;
        let hole = first.hole_for(player, self.moved[player.index()], self.ply)?;
        Some(FixedMove {
            hole,
            way: first.way,
        })
    }

    /// Each player's seeds at the end of a round: store, claimed holes
    /// (as `[claimed] count_for` says) and the seeds left, as `remaining`
    /// says.
    fn final_scores(&self) -> Scores {
        let rules = self.rules;
        let players = rules.variant.board.players();
        let mut scores = self.stores_each();
        let by_owner = rules.variant.claims.count_for == CountFor::Owner;
        let mut left = [0u32; MAX_PLAYERS];
        let mut unowned = 0u32;
        for h in 0..rules.holes {
            if rules.deferred.has(h) {
                // What a hole whose captures waited keeps is nobody's.
                continue;
            }
            let n = u32::from(self.counts[h]);
            match (self.claimed_by(h as u16), by_owner) {
                (Some(p), true) => scores[p.index()] += n,
                _ => match rules.variant.owner.get(h).copied().flatten() {
                    Some(p) => left[p.index()] += n,
                    None => unowned += n,
                },
            }
        }
        if let Some(m) = self.selling() {
            let mut pair = [left[0], left[1]];
            sale::settle(self.deeds, &rules.variant, m, &self.counts, &mut pair);
            left[..2].copy_from_slice(&pair);
        }
        match rules.variant.remaining {
            Remaining::Owner => {
                for p in players {
                    scores[p.index()] += left[p.index()];
                }
            }
            Remaining::LastMover => {
                if let Some(p) = self.last_mover {
                    scores[p.index()] += left.iter().sum::<u32>() + unowned;
                }
            }
            Remaining::Nobody => {}
        }
        scores
    }

    /// The match's rules when it sells holes.
    fn selling(&self) -> Option<&'r MatchRules> {
        self.base
            .variant
            .match_rules
            .as_ref()
            .filter(|m| m.sale.is_some())
    }

    /// Whether all of each player's holes of some `region_empty` set are
    /// empty, South first.
    fn regions_emptied(&self) -> [bool; 2] {
        Player::BOTH.map(|p| {
            self.rules
                .end
                .region_empty
                .iter()
                .any(|(each, _)| self.emptied(each, p))
        })
    }

    /// Whether all of `player`'s holes of a `region_empty` set are empty.
    fn emptied(&self, each: &[Vec<u16>; 2], player: Player) -> bool {
        each[player.index()]
            .iter()
            .all(|&h| self.counts[h as usize] == 0)
    }

    /// Who wins by the first `region_empty` condition that one player's
    /// holes alone meet: the other (or, with `emptied = "wins"`, that
    /// player); `None` where none does.
    fn region_winner(&self) -> Option<Player> {
        self.rules.end.region_empty.iter().find_map(|(each, wins)| {
            let emptied = Player::BOTH.map(|p| self.emptied(each, p));
            let player = match emptied {
                [true, false] => Player::SOUTH,
                [false, true] => Player::NORTH,
                _ => return None,
            };
            Some(if *wins { player } else { player.other() })
        })
    }

    fn finish(&mut self, reason: EndReason) {
        if self.rules.deferred.any() && reason != EndReason::Unresolved {
            // Captures that waited for the round's end are made now.
            let got =
                (self.rules.deferred).share_out(&mut self.counts, &self.claims, self.rules.holes);
            self.shared = self.shared.saturating_add(got[0] + got[1]);
        }
        let scores = self.final_scores();
        // The player whose region was emptied loses, or wins (both at
        // once: scores).
        let by_region = match reason {
            EndReason::RegionEmpty => self.region_winner(),
            _ => None,
        };
        let winner = if reason == EndReason::NoMove && self.rules.no_move_loses {
            let held = u32::from(self.counts[self.rules.holes + self.to_move.index()]);
            (held < self.rules.stuck_draw_at).then(|| self.to_move.other())
        } else if reason == EndReason::NoMove && self.rules.no_move_wins {
            Some(self.to_move)
        } else if by_region.is_some() {
            by_region
        } else {
            scores.leader(self.rules.fewest_wins)
        };
        let outcome = Outcome {
            winner,
            scores,
            reason,
        };
        if self.base.variant.match_rules.is_none() || reason == EndReason::Unresolved {
            self.outcome = Some(outcome);
            return;
        }
        // A round of a match ended: recount, unless lots must be drawn or
        // the rounds played decide the match.
        self.round_end = Some(self.counts[..self.base.sites].into());
        self.rounds.push(RoundResult {
            round: self.round,
            ply: self.ply,
            outcome,
            holes: [0; 2],
            lots: None,
        });
        if let Some(m) = &self.base.variant.match_rules
            && let Some(decided) = round::decided(m, &self.rounds)
        {
            self.outcome = Some(decided);
            return;
        }
        if let Some(m) = &self.base.variant.match_rules
            && m.equal_draws
            && scores[0] == scores[1]
        {
            self.outcome = Some(Outcome {
                winner: None,
                scores,
                reason: EndReason::EqualHoldings,
            });
            return;
        }
        if self
            .base
            .variant
            .match_rules
            .as_ref()
            .is_some_and(|m| round::needs_lots(m, self.laid_out(m, scores.pair())))
        {
            self.pending_lots = Some(scores.pair());
            self.legal.clear();
        } else {
            self.recount(scores.pair(), None);
        }
    }

    /// Whether a recount of `m` puts the pieces back where they started
    /// (a sale, or rounds afresh, start every round from the start).
    fn puts_pieces_back(&self, m: &MatchRules) -> bool {
        self.base.pieces && m.sale.is_none() && m.holes != RoundHoles::Start
    }

    /// The seeds of `scores` a recount of `m` lays out: all but the pieces'
    /// worth, where the pieces go back to where they started.
    fn laid_out(&self, m: &MatchRules, scores: [u32; 2]) -> [u32; 2] {
        if self.puts_pieces_back(m) {
            pieces::loose_totals(self.rules, &self.counts, scores)
        } else {
            scores
        }
    }

    /// Shares the seeds out for the next round, or ends the match.
    fn recount(&mut self, totals: [u32; 2], lots: Option<Player>) {
        let base = self.base;
        let Some(m) = &base.variant.match_rules else {
            return;
        };
        let ended_by = self.rounds.last().map(|r| r.outcome);
        let puts_back = self.puts_pieces_back(m);
        let totals = self.laid_out(m, totals);
        let next = match &m.sale {
            Some(s) => {
                let (deeds, next) = sale::recount(base, m, s, totals, self.deeds, self.round);
                self.deeds = deeds;
                next
            }
            None => round::recount(base, m, totals, lots, self.round),
        };
        if let Some(last) = self.rounds.last_mut() {
            last.holes = next.holes;
            last.lots = lots;
        }
        let (tables, mut counts) = match next.round {
            Ok(round) => round,
            Err(outcome) => {
                self.outcome = Some(outcome);
                return;
            }
        };
        // What the holes whose captures waited kept stays in them.
        for h in (0..base.holes).filter(|&h| base.deferred.has(h)) {
            counts[h] = self.counts[h];
        }
        if puts_back {
            pieces::put_back(tables, &mut counts);
        }
        let tables = match self.ways() {
            Some(ways) => tables.after_choice(ways),
            None => tables,
        };
        let round_winner = ended_by.and_then(|o| o.winner);
        let starter = round::starter(
            m.round_starter,
            self.round + 1,
            round_winner,
            self.last_mover,
        );
        // A round that ended before its first ply, set up again the same
        // way, would end the same way for ever.
        let start = self.round_start_hash(&counts, starter);
        if self.round_ply == 0
            && start == self.round_start
            && tables.variant.owner == self.rules.variant.owner
            && tables.out_of_play == self.rules.out_of_play
        {
            self.outcome = Some(Outcome {
                winner: None,
                scores: totals.into(),
                reason: EndReason::RoundRepeats,
            });
            return;
        }
        self.round_base = tables;
        self.rules = tables;
        self.round += 1;
        self.round_ply = 0;
        self.counts = counts;
        // Every mark, claim and phase starts afresh: each round starts in
        // the first phase.
        self.claims = [0; CLAIMS_LEN];
        self.rules.special.unchosen(&mut self.claims);
        self.phase = self.opening_phase(starter);
        self.round_total = self.total();
        self.history.clear();
        self.seen.clear();
        self.to_move = starter;
        self.round_start = start;
        if m.laid_out_freely() {
            self.lay_out_freely(totals, starter);
        }
        if self.round_base.phased && self.phase.is_ordinary_turn() {
            self.enter_phases_at_turn_start();
        }
        self.use_phase_rules();
        self.refresh_legal(self.to_move);
        self.settle_no_move(&mut None);
        self.remember();
    }
}

impl Game<'_> {
    /// Starts the loser's free layout (`[match] layout = "free"`): the
    /// player with fewer of `totals` (with as many, the one who does not
    /// start) places their hand, and `starter` begins once the winner has
    /// copied it.
    fn lay_out_freely(&mut self, totals: [u32; 2], starter: Player) {
        let loser = match Player::ahead(totals) {
            Some(winner) => winner.other(),
            None => starter.other(),
        };
        let mut left = [0; 2];
        left[loser.index()] = self.counts[self.base.holes + loser.index()];
        if left[loser.index()] == 0 {
            // Nothing to lay out (a match that goes on with an empty hand).
            return;
        }
        self.phase = Phase::Place { left };
        self.to_move = loser;
        self.starter_after_layout = Some(starter);
    }
}

/// Where an FNV-1a hash starts (a position's hash and a round's start
/// hash are made the same way, [`fnv_step`] a value).
const FNV_START: u64 = 0xcbf2_9ce4_8422_2325;

/// One value more into an FNV-1a hash.
#[inline(always)]
fn fnv_step(h: u64, n: u64) -> u64 {
    (h ^ n).wrapping_mul(0x100_0000_01b3)
}

/// The seeds on every site at the start of a game of `rules`, pieces
/// placed.
pub(super) fn start_counts(rules: &Rules) -> [u16; MAX_SITES] {
    let mut counts = [0; MAX_SITES];
    for (to, &n) in counts.iter_mut().zip(&rules.variant.start) {
        *to = n.min(u32::from(u16::MAX)) as u16;
    }
    pieces::place(rules, &mut counts);
    counts
}

/// Sows a ply in `phase`: an ordinary sowing, or a lap of the opening.
/// Returns the sowing and, in the opening, where the mover's relay goes
/// on (`NONE` when the opening is over, and outside it). Inline: it is on
/// every ply's path.
#[inline(always)]
pub(super) fn sow_phase(
    rules: &Rules,
    phase: Phase,
    counts: &mut [u16; MAX_SITES],
    claims: &mut Claims,
    m: Move,
    mover: Player,
    ply: u32,
) -> (Sowing, u16) {
    let hole = m.hole();
    if matches!(phase, Phase::ChooseWay | Phase::Main) && m.is_ordinary() {
        return (sow_claimed(rules, counts, claims, hole, mover, ply), NONE);
    }
    sow_phase_apart(rules, phase, counts, claims, m, mover, ply)
}

/// [`sow_phase`] outside the ordinary turns: out of line, so that the
/// ordinary ply's path stays one test.
#[cold]
#[inline(never)]
fn sow_phase_apart(
    rules: &Rules,
    phase: Phase,
    counts: &mut [u16; MAX_SITES],
    claims: &mut Claims,
    m: Move,
    mover: Player,
    ply: u32,
) -> (Sowing, u16) {
    let hole = m.hole();
    if m.is_carry() && matches!(phase, Phase::ChooseWay | Phase::Main | Phase::Swap) {
        return (super::carry::carry(rules, counts, m), NONE);
    }
    if m.is_place() && matches!(phase, Phase::ChooseWay | Phase::Main | Phase::Swap) {
        return (super::entry::enter(rules, counts, m, mover), NONE);
    }
    match phase {
        // An opening's plies have no room for a turn's choice: its sowing
        // stops where a special hole would leave the choice to the mover.
        Phase::Opening { waiting } => stop_if_chosen(sow_opening(
            rules,
            counts,
            claims,
            hole,
            mover,
            waiting.unwrap_or(NONE),
        )),
        Phase::Set => {
            let i = usize::from(hole);
            let from =
                (rules.set_opening.as_deref()).and_then(|s| s.lay_out(i, mover, counts, claims));
            let sowing = match from {
                Some(from) => sow_claimed(rules, counts, claims, from, mover, ply),
                None => Sowing::new(NONE),
            };
            let sowing = settle_unchosen(rules, (counts, claims), sowing, (mover, ply));
            stop_if_chosen((sowing, NONE))
        }
        Phase::Gather => {
            let sowing = sow_gathered(rules, counts, claims, hole, mover, ply);
            let sowing = settle_unchosen(rules, (counts, claims), sowing, (mover, ply));
            stop_if_chosen((sowing, NONE))
        }
        Phase::Swap if m.is_swap() => {
            super::pie::turn_board(rules, counts, claims);
            (Sowing::new(NONE), NONE)
        }
        Phase::ChooseWay | Phase::Main | Phase::Swap => {
            (sow_claimed(rules, counts, claims, hole, mover, ply), NONE)
        }
        Phase::Place { mut left } => (
            super::placement::place(rules, counts, claims, &mut left, m, (mover, ply)),
            NONE,
        ),
        // Played by `Game::play_choice`, `Game::play_take` and
        // `Game::play_hole_choice`, never sown here.
        Phase::Chosen { .. }
        | Phase::Take { .. }
        | Phase::ChooseHoles { .. }
        | Phase::Drop { .. } => (Sowing::new(hole), NONE),
    }
}

/// A ply with no room for a choice (an opening's, a gathered one) takes
/// the rules' first answer where its sowing waits for one: a rule the
/// mover may decline is declined, and captured seeds are sown back from
/// the first place their rule lists; a special hole's stop is left to
/// [`stop_if_chosen`]. What the whole ply did then.
fn settle_unchosen(
    rules: &Rules,
    (counts, claims): (&mut [u16; MAX_SITES], &mut Claims),
    mut sowing: Sowing,
    (mover, ply): (Player, u32),
) -> Sowing {
    // Each answer sows on at least one lap, and laps are capped.
    while sowing.end == SowEnd::Chosen {
        if sowing.offered != 0 {
            let turn = (sowing, false);
            sowing = sow_offered(rules, counts, claims, turn, (mover, ply), &mut Unwatched);
            continue;
        }
        let waiting = Waiting::of(&sowing, Way::Along);
        let Some(&(start, _)) = waiting.back_choices(rules, counts, mover).first() else {
            break;
        };
        let board = (&mut *counts, &mut *claims);
        sowing = waiting.sow_back_from(rules, board, start, (mover, ply), &mut Unwatched);
    }
    sowing
}

/// A sowing that waits for its mover's choice, stopped there instead.
fn stop_if_chosen((mut sowing, waiting): (Sowing, u16)) -> (Sowing, u16) {
    if sowing.end == SowEnd::Chosen {
        sowing.end = SowEnd::EndTurn;
    }
    (sowing, waiting)
}

/// In a race from set holes, keeps of `player`'s opening moves the one
/// from their hole; a player whose hole cannot be sown keeps their choice,
/// so that a race always has a move to open with.
fn keep_race_hole(rules: &Rules, player: Player, list: &mut MoveList) {
    let Some(from) = rules.race_from else {
        return;
    };
    let hole = from[player.index()];
    if list.as_slice().iter().any(|m| m.hole() == hole) {
        list.retain(|m| m.hole() == hole);
    }
}
