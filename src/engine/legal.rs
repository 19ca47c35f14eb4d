//! Which moves are legal: a player's candidate moves, the checks that need
//! a move sown to be known (a duty to feed, endless relays illegal), the
//! file's conditions and priority tiers. One definition of legality
//! serves both the whole list (what `sow play`, the preview and every
//! player but the random one need) and the random choice of sample play,
//! which sows candidates in random order only until one proves legal.

use super::game::{Phase, sow_phase};
use super::move_rules;
use super::moves::{Move, Way};
use super::rules::{NONE, Rules};
use super::sow::{CLAIMS_LEN, Claims, SowEnd, Sowing, claim_words};
use crate::model::Player;
use crate::model::board::{MAX_HOLES, MAX_SITES};

/// The most legal moves a position can have: one per hole and way.
const MAX_MOVES: usize = 2 * MAX_HOLES;

// A mover with seeds in hand may drop 1 to `MAX_DROP` of them at once.
const _: () = assert!(crate::format::MAX_DROP as usize <= MAX_MOVES);

/// The legal moves of a position: at most one per starting hole and way.
#[derive(Debug, Clone, Copy)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    pub(super) fn new() -> Self {
        MoveList {
            moves: [Move::default(); MAX_MOVES],
            len: 0,
        }
    }

    pub(super) fn push(&mut self, m: Move) {
        if self.len < MAX_MOVES {
            self.moves[self.len] = m;
            self.len += 1;
        }
    }

    /// Empties the list.
    pub(super) fn clear(&mut self) {
        self.len = 0;
    }

    /// Keeps only the moves for which `keep` holds.
    pub(super) fn retain(&mut self, mut keep: impl FnMut(Move) -> bool) {
        let mut n = 0;
        for i in 0..self.len.min(MAX_MOVES) {
            let m = self.moves[i];
            if keep(m) {
                self.moves[n] = m;
                n += 1;
            }
        }
        self.len = n;
    }

    /// Keeps only the moves that sow `way`, each as a move that chooses
    /// no way: those of a player who has chosen theirs for the game.
    pub(super) fn keep_way(&mut self, way: Way) {
        self.retain(|m| !m.is_ordinary() || m.way() == way);
        for m in self.moves[..self.len]
            .iter_mut()
            .filter(|m| m.is_ordinary())
        {
            *m = Move::new(m.hole(), way);
        }
    }

    /// The moves.
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    /// Whether there is no legal move.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Number of moves.
    pub fn len(&self) -> usize {
        self.len
    }
}

/// A legal move sown in advance: the position after it, and what it did.
/// Its arrays hold the position only as far as the board goes
/// ([`copy_position`]): past that, what an earlier ply left.
#[derive(Debug, Clone)]
pub(super) struct Sown {
    pub(super) mv: Move,
    pub(super) counts: [u16; MAX_SITES],
    pub(super) claims: Claims,
    pub(super) sowing: Sowing,
    /// Where the mover's opening relay goes on (`NONE` outside it).
    pub(super) waiting: u16,
}

impl Sown {
    fn blank() -> Sown {
        Sown {
            mv: Move::along(0),
            counts: [0; MAX_SITES],
            claims: [0; CLAIMS_LEN],
            sowing: Sowing::new(0),
            waiting: NONE,
        }
    }
}

/// Copies a position (`from`) over another (`to`) as far as `rules`' board
/// goes: each site's count, and the worth of its pieces where the file has
/// pieces; as much of the claims as a position is told by
/// ([`claim_words`]). A position's arrays are sized for the largest board,
/// and most of a small board's are never read.
#[inline]
pub(super) fn copy_position(
    rules: &Rules,
    to: (&mut [u16; MAX_SITES], &mut Claims),
    from: (&[u16; MAX_SITES], &Claims),
) {
    let sites = rules.sites.min(MAX_SITES);
    let counted = if rules.pieces {
        (2 * sites).min(MAX_SITES)
    } else {
        sites
    };
    let claimed = claim_words(rules).min(2 * MAX_SITES);
    to.0[..counted].copy_from_slice(&from.0[..counted]);
    to.1[..claimed].copy_from_slice(&from.1[..claimed]);
}

/// Legal moves sown in advance, in slots kept from ply to ply: judging a
/// candidate copies the position into the next free slot only as far as
/// the board goes, rather than building a [`Sown`] the size of the largest
/// board, and the slot is kept ([`SownMoves::keep`]) where the move proves
/// legal.
#[derive(Debug, Clone, Default)]
pub(super) struct SownMoves {
    slots: Vec<Sown>,
    len: usize,
}

impl SownMoves {
    /// Forgets every move sown (their slots stay, to be written again).
    pub(super) fn clear(&mut self) {
        self.len = 0;
    }

    /// The sowing of `m`, if it was kept.
    #[inline]
    pub(super) fn get(&self, m: Move) -> Option<&Sown> {
        self.slots.iter().take(self.len).find(|s| s.mv == m)
    }

    /// Sows candidate `m` into the next free slot: its verdict, and
    /// whether it captured. The slot is free again at the next judgement
    /// unless [`SownMoves::keep`] keeps it.
    fn judge(&mut self, at: &Position<'_>, m: Move, feed: bool) -> (Verdict, bool) {
        if self.len == self.slots.len() {
            self.slots.push(Sown::blank());
        }
        let Some(slot) = self.slots.get_mut(self.len) else {
            return (Verdict::Endless, false);
        };
        let verdict = judge(at, m, feed, slot);
        (verdict, slot.sowing.captured > 0)
    }

    /// Keeps the move last judged.
    fn keep(&mut self) {
        self.len = (self.len + 1).min(self.slots.len());
    }
}

/// Fills `list` with the legal moves of `player`, restricted by the
/// file's priority tiers; returns the tier that decided them, if any.
/// Writes in place: a move list is a few hundred bytes, and this runs
/// every ply.
///
/// With a `chooser`, where legality needs sowing, `list` gets only one
/// move of the whole list, chosen uniformly at random (see
/// [`choose_by_sowing`], and [`choose_by_rank`] where a duty to capture
/// or priority tiers rank the legal moves); `sown` then holds its sowing.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
pub(super) fn fill_legal(
    rules: &Rules,
    phase: Phase,
    counts: &[u16; MAX_SITES],
    claims: &Claims,
    player: Player,
    ply: u32,
    list: &mut MoveList,
    sown: Option<&mut SownMoves>,
    chooser: Option<&mut fastrand::Rng>,
) -> Option<u16> {
    let mut none = SownMoves::default();
    let sown = sown.unwrap_or(&mut none);
    match chooser {
        Some(rng) if !rules.moves_by_count => {
            if let Some(position) = fill_candidates(rules, phase, counts, claims, player, ply, list)
            {
                if rules.priority.is_empty() && !rules.must_capture {
                    choose_by_sowing(&position, list, sown, rng);
                    return None;
                }
                return choose_by_rank(&position, list, sown, rng);
            }
        }
        _ => {
            fill_before_tiers(rules, phase, counts, claims, player, ply, list, sown);
            if rules.moves_by_count {
                return None;
            }
        }
    }
    if rules.priority.is_empty() {
        None
    } else {
        let placing = matches!(phase, Phase::Place { .. });
        restrict(rules, counts, (claims, placing), player, list)
    }
}

/// Fills `list` with every legal move of `player` before the priority
/// tiers sort them out, the sowing of each move judged by sowing kept in
/// `sown`: [`fill_legal`]'s list where no move is chosen at random, and
/// what a refused move is looked up in ([`super::Refusal`]).
#[inline(always)]
#[allow(clippy::too_many_arguments)]
pub(super) fn fill_before_tiers(
    rules: &Rules,
    phase: Phase,
    counts: &[u16; MAX_SITES],
    claims: &Claims,
    player: Player,
    ply: u32,
    list: &mut MoveList,
    sown: &mut SownMoves,
) {
    if rules.moves_by_count {
        fill_by_count(rules, counts, player, list);
    } else if let Some(at) = fill_candidates(rules, phase, counts, claims, player, ply, list) {
        keep_by_sowing(&at, list, sown);
    }
}

/// Whether `player` has a legal move: [`fill_legal`]'s answer, but
/// sowing candidates only until one proves legal (priority tiers decided
/// by the legal moves never take the last move away, so they play no
/// part; one decided by the holes may, and is heeded). What `one-cannot-move`
/// asks of the player not to move, every ply.
pub(super) fn any_legal(
    rules: &Rules,
    phase: Phase,
    counts: &[u16; MAX_SITES],
    claims: &Claims,
    player: Player,
    ply: u32,
) -> bool {
    let mut list = MoveList::new();
    if rules.moves_by_count {
        fill_by_count(rules, counts, player, &mut list);
        return !list.is_empty();
    }
    // A tier decided by the holes can take every move away: the whole
    // list then.
    if rules.priority.iter().any(|t| t.by_holes) {
        fill_legal(
            rules, phase, counts, claims, player, ply, &mut list, None, None,
        );
        return !list.is_empty();
    }
    let Some(at) = fill_candidates(rules, phase, counts, claims, player, ply, &mut list) else {
        return !list.is_empty();
    };
    let mut starving = false;
    let mut sown = SownMoves::default();
    for &m in list.as_slice() {
        match sown.judge(&at, m, at.feed).0 {
            Verdict::Legal => return true,
            Verdict::Starves => starving = true,
            Verdict::Endless => {}
        }
    }
    // Where no move feeds and the duty lapses, any move that ends is legal.
    at.feed && rules.feed_if_possible && starving
}

/// Fills `list` with `player`'s candidates that pass every check short of
/// sowing them: the legal moves, before the priority tiers, unless some
/// must be sown to be known (a duty to feed, endless relays illegal).
/// Then returns what that sowing needs to know.
fn fill_candidates<'a>(
    rules: &'a Rules,
    phase: Phase,
    counts: &'a [u16; MAX_SITES],
    claims: &'a Claims,
    player: Player,
    ply: u32,
    list: &mut MoveList,
) -> Option<Position<'a>> {
    list.len = 0;
    let at = Position {
        rules,
        phase,
        counts,
        claims,
        player,
        ply,
        feed: false,
    };
    // A placement ply puts seeds from hand: nothing is sown to judge it,
    // unless the placed seed is sown and what it does decides.
    if let Phase::Place { left } = phase {
        super::placement::candidates(rules, counts, player, left, list);
        let sows = rules.placement.as_ref().is_some_and(|p| p.sows);
        let judged = rules.endless_illegal || rules.must_capture || rules.special.lift_to_capture;
        return (sows && judged).then_some(at);
    }
    // The choice of a special hole's status: the holes the mover may
    // choose.
    if let Phase::ChooseHoles { .. } = phase {
        for hole in rules.special.choosable(claims, player) {
            list.push(Move::hole_choice(hole));
        }
        return None;
    }
    // A set opening's plies are its layouts.
    if phase == Phase::Set {
        let layouts = rules.set_opening.as_deref().map_or(0, |s| s.len());
        for i in 0..layouts {
            list.push(Move::layout(i as u16));
        }
        return None;
    }
    // A gathered opening's forced ply is the only move.
    if let Some(g) = rules.gather
        && phase == Phase::Gather
    {
        list.push(Move::gather(g.start));
        return None;
    }
    // Carries are the ordinary turns' moves, and where moves do not sow,
    // the only ones.
    let carries = !rules.carries.is_empty() && phase.is_ordinary_turn();
    let entries = rules.entry.is_some() && phase.is_ordinary_turn();
    if !rules.sows {
        if carries {
            super::carry::candidates(rules, counts, claims, player, list);
        }
        if entries {
            super::entry::candidates(rules, counts, player, list);
        }
        return None;
    }
    let feed = rules.must_feed
        && rules.own_holes[player.other().index()]
            .iter()
            .all(|&h| counts[h as usize] == 0);
    let skip_claimed = rules.claiming && !rules.claimed_sow_from;
    // Where the mover chooses the way, each start is two moves. (Only the
    // ordinary turns' rules let the way be chosen: a gathered ply is
    // settled above, and an opening's rules sow along the track.)
    let two_ways = rules.way_chosen();
    if skip_claimed || two_ways || rules.marks.blocks_any() || rules.max_seeds != u16::MAX {
        candidates(rules, phase, counts, claims, player, two_ways, list);
    } else {
        fill_by_count(rules, counts, player, list);
    }
    if rules.special.restricts_lift {
        list.retain(|m| !rules.special.never_lifted(claims, m.hole()));
    }
    // The file's conditions look at the position only: they sort out
    // candidates before any is sown.
    if !rules.requirements.is_empty() && !matches!(phase, Phase::Opening { .. }) {
        keep_required(rules, counts, claims, player, ply, list);
    }
    if carries {
        super::carry::candidates(rules, counts, claims, player, list);
    }
    if entries {
        super::entry::candidates(rules, counts, player, list);
    }
    (feed
        || rules.endless_illegal
        || rules.must_capture
        || rules.against_if_captures
        || rules.special.lift_to_capture)
        .then_some(Position { feed, ..at })
}

/// Sets `list` to `player`'s starts holding at least `min_seeds` seeds,
/// sown along the track: every legal move, where nothing else restricts
/// them. Branch-free: the mask keeps the index in range (MAX_HOLES is a
/// power of two, and no player has more starts than the board has holes).
#[inline(always)]
pub(super) fn fill_by_count(
    rules: &Rules,
    counts: &[u16; MAX_SITES],
    player: Player,
    list: &mut MoveList,
) {
    let min = rules.min_seeds;
    let mut len = 0usize;
    for &h in &rules.starts[player.index()] {
        list.moves[len & (MAX_HOLES - 1)] = Move::along(h);
        len += usize::from(counts[h as usize] >= min);
    }
    list.len = len.min(MAX_HOLES);
}

/// Keeps, of the moves in `list`, those that meet the file's conditions on
/// what a move does; where none does, those that meet the conditions that
/// do not lapse (`if_possible`). Out of line, as most files have none.
#[cold]
#[inline(never)]
fn keep_required(
    rules: &Rules,
    counts: &[u16; MAX_SITES],
    claims: &Claims,
    player: Player,
    ply: u32,
    list: &mut MoveList,
) {
    let allows =
        |m: Move, lapsed| move_rules::allows(rules, (counts, claims), player, ply, m, lapsed);
    // The candidates are kept aside only where a requirement may lapse.
    let lapsing = rules.requirements.iter().any(|r| r.if_possible);
    let candidates = lapsing.then_some(*list);
    list.retain(|m| allows(m, false));
    if let Some(candidates) = candidates
        && list.is_empty()
    {
        *list = candidates;
        list.retain(|m| allows(m, true));
    }
}

/// Keeps, of the legal moves in `list`, those of the first priority tier
/// that applies to the ply (its `plies`, its `once_lost`) and admits any
/// (all of them when none does). Returns that tier.
pub(super) fn restrict(
    rules: &Rules,
    counts: &[u16; MAX_SITES],
    (claims, placing): (&Claims, bool),
    player: Player,
    list: &mut MoveList,
) -> Option<u16> {
    for (i, tier) in rules.priority.iter().enumerate() {
        if !tier.applies(placing, claims, player, &rules.special) {
            continue;
        }
        let count = |h: u16| counts[h as usize];
        if list
            .as_slice()
            .iter()
            .any(|m| tier.passes_over(player, m.hole(), count(m.hole())))
        {
            continue;
        }
        let admits = |h: u16| tier.admits(claims, player, h, count(h));
        let rank = |h: u16| tier.rank(&rules.steps_to_opponent, player, h, count(h));
        let best = list
            .as_slice()
            .iter()
            .map(|m| m.hole())
            .filter(|&h| admits(h))
            .map(rank)
            .min();
        // A tier decided by the holes holds even where none of its moves
        // is legal: then it leaves no move.
        let held = !placing && tier.held_by_holes(rules, (counts, claims), player);
        if best.is_some() || held {
            let before = list.len;
            list.retain(|m| admits(m.hole()) && Some(rank(m.hole())) == best);
            // A tier that took no legal move away decided nothing (P007).
            return (list.len < before).then(|| u16::try_from(i).ok()).flatten();
        }
    }
    None
}

/// The candidates of `player`: their starts with enough seeds that are
/// not claimed holes a move may not start from, each way where the mover
/// chooses it (or chooses it for the game). Out of line, so that the plain loop stays small.
#[inline(never)]
fn candidates(
    rules: &Rules,
    phase: Phase,
    counts: &[u16; MAX_SITES],
    claims: &Claims,
    player: Player,
    two_ways: bool,
    list: &mut MoveList,
) {
    let skip_claimed = rules.claiming && !rules.claimed_sow_from;
    let blocks = rules.marks.blocks_any();
    for &h in &rules.starts[player.index()] {
        if counts[h as usize] < rules.min_seeds
            || counts[h as usize] > rules.max_seeds
            || (skip_claimed && claims[h as usize] != 0)
            || (blocks && rules.marks.blocked(claims, player, h))
        {
            continue;
        }
        // A store's sowing (`from = "own-store"`) goes along the path.
        if !two_ways || usize::from(h) >= rules.holes {
            list.push(Move::along(h));
            continue;
        }
        for way in [Way::Along, Way::Against] {
            if rules.may_sow(player, h, way) {
                // The game's first move chooses the way for the game.
                list.push(if phase == Phase::ChooseWay {
                    Move::choosing(h, way)
                } else {
                    Move::new(h, way)
                });
            }
        }
    }
}

/// What legality by sowing needs to know of the position.
struct Position<'a> {
    rules: &'a Rules,
    phase: Phase,
    counts: &'a [u16; MAX_SITES],
    claims: &'a Claims,
    player: Player,
    ply: u32,
    /// Whether a move must leave the opponent seeds.
    feed: bool,
}

/// What sowing a candidate shows.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Verdict {
    /// A legal move.
    Legal,
    /// Its relay sowing never ends (or passes the lap cap): never legal
    /// where the file makes endless moves illegal. Likewise a move against
    /// the track that captures nothing, where it must capture.
    Endless,
    /// It leaves the opponent no seed although it must feed them: legal
    /// all the same where no move can (`must_feed = "if-possible"`).
    Starves,
}

/// Sows candidate `m` into `slot` to see whether it is legal; returns the
/// verdict. The one definition of legality by sowing.
fn judge(at: &Position<'_>, m: Move, feed: bool, slot: &mut Sown) -> Verdict {
    let rules = at.rules;
    copy_position(
        rules,
        (&mut slot.counts, &mut slot.claims),
        (at.counts, at.claims),
    );
    let (sowing, waiting) = sow_phase(
        rules.for_move(m, at.counts[m.hole() as usize]),
        at.phase,
        &mut slot.counts,
        &mut slot.claims,
        m,
        at.player,
        at.ply,
    );
    (slot.mv, slot.sowing, slot.waiting) = (m, sowing, waiting);
    let after = &slot.counts;
    if rules.endless_illegal && matches!(sowing.end, SowEnd::Endless | SowEnd::Capped) {
        Verdict::Endless
    } else if rules.against_if_captures && m.way() == Way::Against && sowing.captured == 0 {
        // `against_if = "captures"`: against the track only to capture.
        Verdict::Endless
    } else if rules.special.lift_to_capture
        && rules.special.refuses(at.claims, m.hole(), sowing.captured)
        && !(rules.special.limits_placed
            && matches!(at.phase, Phase::Place { .. })
            && rules
                .special
                .placed_limit(at.counts, at.claims, m.hole())
                .is_some())
    {
        // A special hole lifted only to capture (but where a placed seed
        // sows on only some of its seeds).
        Verdict::Endless
    } else if feed
        && rules.own_holes[at.player.other().index()]
            .iter()
            .all(|&o| after[o as usize] == 0)
    {
        Verdict::Starves
    } else {
        Verdict::Legal
    }
}

/// Keeps, of the candidates in `list`, the legal ones, sowing each (their
/// sowings go to `sown`, so that playing one does not sow it again).
/// Where no move can feed and the duty lapses then, every move that does
/// not sow forever is legal. Where a capturing move must be played, only
/// the legal moves that capture stay, if any does. Out of line: most
/// files never come here.
#[inline(never)]
fn keep_by_sowing(at: &Position<'_>, list: &mut MoveList, sown: &mut SownMoves) {
    let candidates = *list;
    let mut starving = MoveList::new();
    let mut capturing = MoveList::new();
    list.len = 0;
    // A legal move, its sowing kept, and whether it captures.
    let mut keep = |list: &mut MoveList, sown: &mut SownMoves, m: Move, captured: bool| {
        list.push(m);
        if captured {
            capturing.push(m);
        }
        sown.keep();
    };
    for &m in candidates.as_slice() {
        match sown.judge(at, m, at.feed) {
            (Verdict::Legal, captured) => keep(list, sown, m, captured),
            (Verdict::Starves, _) => starving.push(m),
            (Verdict::Endless, _) => {}
        }
    }
    if list.is_empty() && at.feed && at.rules.feed_if_possible {
        for &m in starving.as_slice() {
            let (_, captured) = sown.judge(at, m, false);
            keep(list, sown, m, captured);
        }
    }
    // The sowings of the moves left out stay in `sown`, never asked for.
    if at.rules.must_capture && !capturing.is_empty() {
        *list = capturing;
    }
}

/// Leaves in `list` one legal move chosen uniformly at random with `rng`
/// from the candidates it holds (none when none is legal), its sowing in
/// `sown`.
///
/// Candidates are drawn without replacement and sown one at a time until
/// one proves legal: each legal move is equally likely to be the first
/// legal one drawn, so this is the same uniform choice as drawing from the
/// whole legal list, at the cost of one sowing for most plies instead of
/// one for every candidate. Where no move can feed and the duty lapses,
/// every candidate was sown, and the choice falls uniformly among those
/// that do not sow forever.
#[inline(never)]
fn choose_by_sowing(
    at: &Position<'_>,
    list: &mut MoveList,
    sown: &mut SownMoves,
    rng: &mut fastrand::Rng,
) {
    let drawn = list.len.min(MAX_MOVES);
    let mut left = drawn;
    // The candidates that starve the opponent, by where the draw leaves
    // them in `list` (a bit each: a list of them would be cleared on every
    // ply for the few files with a duty to feed).
    let mut starving = [0u64; MAX_MOVES / 64];
    while left > 0 {
        let i = rng.usize(..left);
        let m = list.moves[i];
        match sown.judge(at, m, at.feed).0 {
            Verdict::Legal => {
                list.moves[0] = m;
                list.len = 1;
                sown.keep();
                return;
            }
            Verdict::Starves => starving[(left - 1) / 64] |= 1 << ((left - 1) % 64),
            Verdict::Endless => {}
        }
        // Draw without replacement: the last undrawn candidate takes its place.
        list.moves.swap(i, left - 1);
        left -= 1;
    }
    list.len = 0;
    let starved = starving
        .iter()
        .map(|w| w.count_ones() as usize)
        .sum::<usize>();
    if at.feed && at.rules.feed_if_possible && starved > 0 {
        // One of them at random, counted in the order they were drawn.
        let pick = rng.usize(..starved);
        let mut marked = (0..drawn)
            .rev()
            .filter(|&k| starving[k / 64] & (1 << (k % 64)) != 0);
        if let Some(k) = marked.nth(pick) {
            let m = list.moves[k];
            list.push(m);
            sown.judge(at, m, false);
            sown.keep();
        }
    }
}

/// What [`choose_by_rank`] knows of its candidates: each one's verdict,
/// once it has been sown, and whether it captured.
struct Judged<'a, 'p> {
    at: &'a Position<'p>,
    candidates: MoveList,
    /// Per candidate: 0 not sown yet, else `1 + verdict * 2 + captured`.
    known: [u8; MAX_MOVES],
}

impl<'a, 'p> Judged<'a, 'p> {
    fn new(at: &'a Position<'p>, candidates: MoveList) -> Self {
        Judged {
            at,
            candidates,
            known: [0; MAX_MOVES],
        }
    }

    /// Candidate `i`'s verdict and whether it captures, sowing it the
    /// first time (a legal sowing goes to `sown`).
    fn verdict(&mut self, i: usize, sown: &mut SownMoves) -> (Verdict, bool) {
        let i = i.min(MAX_MOVES - 1);
        if self.known[i] == 0 {
            let (verdict, captured) = sown.judge(self.at, self.candidates.moves[i], self.at.feed);
            self.known[i] = 1 + verdict as u8 * 2 + u8::from(captured);
            if verdict == Verdict::Legal {
                sown.keep();
            }
        }
        let k = self.known[i] - 1;
        let verdict = match k / 2 {
            0 => Verdict::Legal,
            1 => Verdict::Endless,
            _ => Verdict::Starves,
        };
        (verdict, k % 2 == 1)
    }

    /// Whether candidate `i` is a move the whole list would hold before its
    /// priority tiers, on the assumption that some legal move captures
    /// where a capture is a duty (else no candidate is, and the caller
    /// falls back on the whole list).
    fn wanted(&mut self, i: usize, sown: &mut SownMoves) -> bool {
        let (verdict, captured) = self.verdict(i, sown);
        verdict == Verdict::Legal && (captured || !self.at.rules.must_capture)
    }

    /// The first wanted candidate of `group` (indices into the candidates)
    /// in an order drawn uniformly at random with `rng`: so each wanted one
    /// is equally likely.
    fn first_wanted(
        &mut self,
        group: &mut [u8],
        sown: &mut SownMoves,
        rng: &mut fastrand::Rng,
    ) -> Option<usize> {
        let mut left = group.len();
        while left > 0 {
            let k = rng.usize(..left);
            let i = usize::from(group[k]);
            if self.wanted(i, sown) {
                return Some(i);
            }
            group.swap(k, left - 1);
            left -= 1;
        }
        None
    }
}

/// Sample play's random choice where the file ranks the legal moves (a
/// duty to capture, priority tiers): leaves in `list` one move drawn
/// uniformly from those [`keep_by_sowing`] and [`restrict`] would keep,
/// its sowing in `sown`, and returns the tier that decided, as `restrict`
/// does.
///
/// The tiers are asked in order, as `restrict` asks them, but of the
/// candidates they admit rather than of the whole legal list: in a tier,
/// the admitted candidates of the best rank are drawn in random order and
/// sown until one proves wanted (legal, and capturing where a capture is a
/// duty); then the next rank, the next tier, and last every candidate.
/// A candidate is sown at most once. Where no candidate is wanted (no
/// legal move captures, or none is legal), every candidate has been sown,
/// and the whole list is built from the verdicts and drawn from. So each
/// move of the whole list is equally likely, at the cost of a few sowings
/// where a capture or a high tier is found early.
#[inline(never)]
fn choose_by_rank(
    at: &Position<'_>,
    list: &mut MoveList,
    sown: &mut SownMoves,
    rng: &mut fastrand::Rng,
) -> Option<u16> {
    let rules = at.rules;
    let player = at.player;
    let placing = matches!(at.phase, Phase::Place { .. });
    let n = list.len.min(MAX_MOVES);
    let mut judged = Judged::new(at, *list);
    let count = |m: Move| at.counts[m.hole() as usize];
    // Candidate indices fit a byte: MAX_MOVES is 256.
    let mut group = [0u8; MAX_MOVES];
    let mut found = None;
    'tiers: for (t, tier) in rules.priority.iter().enumerate() {
        if !tier.applies(placing, at.claims, player, &rules.special) {
            continue;
        }
        // `unless_count`: the tier is passed over when a wanted move is.
        for i in 0..n {
            let m = list.moves[i];
            if tier.passes_over(player, m.hole(), count(m)) && judged.wanted(i, sown) {
                continue 'tiers;
            }
        }
        let rank = |m: Move| tier.rank(&rules.steps_to_opponent, player, m.hole(), count(m));
        let admitted = |m: Move| tier.admits(at.claims, player, m.hole(), count(m));
        // The ranks in increasing order, each once.
        let mut floor = None;
        while let Some(r) = (0..n)
            .map(|i| list.moves[i])
            .filter(|&m| admitted(m) && floor.is_none_or(|f| rank(m) > f))
            .map(rank)
            .min()
        {
            floor = Some(r);
            let mut len = 0;
            for i in 0..n {
                let m = list.moves[i];
                if admitted(m) && rank(m) == r {
                    group[len] = i as u8;
                    len += 1;
                }
            }
            if let Some(i) = judged.first_wanted(&mut group[..len], sown, rng) {
                // It decided only if it took a legal move away: one of the
                // candidates outside its group is wanted.
                let decided = (0..n).any(|j| {
                    let m = list.moves[j];
                    !(admitted(m) && rank(m) == r) && judged.wanted(j, sown)
                });
                found = Some((i, decided.then(|| u16::try_from(t).ok()).flatten()));
                break 'tiers;
            }
        }
        // A tier decided by the holes that holds, none of its moves wanted:
        // no move is left.
        if !placing && tier.held_by_holes(rules, (at.counts, at.claims), player) {
            let decided = (0..n).any(|j| judged.wanted(j, sown));
            list.len = 0;
            return decided.then(|| u16::try_from(t).ok()).flatten();
        }
    }
    if found.is_none() {
        for (i, slot) in group.iter_mut().enumerate().take(n) {
            *slot = i as u8;
        }
        found = judged
            .first_wanted(&mut group[..n], sown, rng)
            .map(|i| (i, None));
    }
    if let Some((i, tier)) = found {
        list.moves[0] = list.moves[i];
        list.len = 1;
        return tier;
    }
    // No wanted move: every candidate is sown; the whole list from the
    // verdicts, then one of it at random.
    let mut legal = MoveList::new();
    let mut capturing = MoveList::new();
    let mut starving = MoveList::new();
    for i in 0..n {
        let m = list.moves[i];
        match judged.verdict(i, sown) {
            (Verdict::Legal, captured) => {
                legal.push(m);
                if captured {
                    capturing.push(m);
                }
            }
            (Verdict::Starves, captured) => {
                starving.push(m);
                if captured {
                    capturing.push(m);
                }
            }
            (Verdict::Endless, _) => {}
        }
    }
    if legal.is_empty() && at.feed && rules.feed_if_possible {
        legal = starving;
    } else {
        capturing.retain(|m| legal.as_slice().contains(&m));
    }
    if rules.must_capture && !capturing.is_empty() {
        legal = capturing;
    }
    let tier = restrict(rules, at.counts, (at.claims, placing), player, &mut legal);
    list.len = 0;
    if !legal.is_empty() {
        let m = legal.moves[rng.usize(..legal.len)];
        list.push(m);
        if sown.get(m).is_none() {
            sown.judge(at, m, false);
            sown.keep();
        }
    }
    tier
}
