//! The rules of a match of rounds: `[match]` resolved into
//! [`MatchRules`] (the refill that must share out the seeds, each
//! player's gain order, who starts a round, the round cap). The engine's
//! `round.rs` plays the recount between rounds.

use std::ops::Range;

use super::Lowered;
use super::board::{Board, Player};
use super::load::Unread;
use super::lower::Lower;
use super::sale::SaleRules;
use crate::codes;
use crate::diagnostic::Diagnostic;
use crate::format::{self as f, MAX_ROUNDS, RoundHoles, RoundLayout, RoundStarter, Tie};

/// Which of a match's hole orders a list is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum HoleOrder {
    /// `gain_order`: the other player's holes, as they are taken.
    Gain,
    /// `fill_order`: the player's own holes, as they are filled.
    Fill,
}

/// A match of rounds, resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MatchRules {
    /// Which holes each player plays in a round.
    pub holes: RoundHoles,
    /// How the loser lays out their seeds (`holes = "loser-mirrored"`).
    pub layout: RoundLayout,
    /// What the winner lays out then.
    pub winner_lays: f::WinnerLays,
    /// What becomes of a hole its owner cannot fill (`holes = "own"`).
    pub unfilled: f::Unfilled,
    /// A player who can fill fewer holes loses the match.
    pub min_holes: u32,
    /// A player left with fewer seeds at a recount loses the match.
    pub min_seeds: u32,
    /// Seeds put in each owned hole at the start of a round.
    pub refill: u32,
    /// Seeds each player puts back in their own store at a recount before
    /// filling holes (`store_refill`; 0 when none).
    pub store_refill: u32,
    /// Leftover seeds that win one more hole, if any.
    pub extra_hole_at: Option<u32>,
    /// Equal leftovers.
    pub tie: Tie,
    /// For each player, the other's holes in the order they are taken.
    pub gain_order: [Vec<u16>; 2],
    /// For each player, their own holes in the order they are filled
    /// (`None`: along their track).
    pub fill_order: Option<[Vec<u16>; 2]>,
    /// Who starts rounds after the first.
    pub round_starter: RoundStarter,
    /// Rounds a player must win to win the match, if rounds decide it.
    pub rounds_to_win: Option<u32>,
    /// Whether only rounds won in a row count towards `rounds_to_win`.
    pub in_a_row: bool,
    /// Points (seeds held at the rounds' ends, added up) that end the
    /// match, if points decide it.
    pub points_to_win: Option<u32>,
    /// What a round scores towards `points_to_win`.
    pub points: f::RoundPoints,
    /// Whether a round ending with equal holdings draws the match.
    pub equal_draws: bool,
    /// The most rounds before a match is stopped.
    pub max_rounds: u32,
    /// Holes sold across the row boundary between games, if the match
    /// sells them (`model::sale`).
    pub sale: Option<SaleRules>,
    /// Where `[match]` is.
    pub span: Range<usize>,
}

impl MatchRules {
    /// Whether the loser of a round lays out their seeds as they like
    /// (`holes = "loser-mirrored"`, `layout = "free"`).
    pub fn laid_out_freely(&self) -> bool {
        self.holes == RoundHoles::LoserMirrored && self.layout == RoundLayout::Free
    }

    /// Whether a round's holes are each player's own, the first of them in
    /// their fill order as far as a recount fills them (the rest out of
    /// play, or with `unfilled = "empty"` kept in play): `holes = "own"`,
    /// or a mirrored layout by a rule (not `free`) whose empty holes are
    /// out of play.
    pub fn rounds_of_own_holes(&self) -> bool {
        match self.holes {
            RoundHoles::Own => true,
            RoundHoles::LoserMirrored => {
                self.unfilled == f::Unfilled::OutOfPlay && self.layout != RoundLayout::Free
            }
            RoundHoles::Won | RoundHoles::Start => false,
        }
    }

    /// The match in words, for hover.
    pub fn describe(&self) -> String {
        let n = self.refill;
        let mut words = match self.holes {
            RoundHoles::Own => {
                let unfilled = match self.unfilled {
                    f::Unfilled::OutOfPlay => "are out of play for the round",
                    f::Unfilled::Empty => "stay theirs and in play, empty,",
                };
                format!(
                    "after each round, each player refills their own holes from their store, \
                     {n} seeds a hole along their track, as far as their seeds go; the holes \
                     they cannot fill {unfilled} and the rest stays in their store."
                )
            }
            RoundHoles::LoserMirrored if self.layout == RoundLayout::Free => {
                "after each round, the loser (the player with fewer seeds; with equal seeds, \
                 the one who does not start the next round) lays out their seeds as they like \
                 in their own holes, one a ply (`c1*`); the winner lays the same counts into \
                 their own holes, hole for hole in the two fill orders (or, with `winner_lays \
                 = \"refill\"`, the refill count into each hole the loser filled), and keeps \
                 the rest in their store. Every hole stays in play."
                    .to_string()
            }
            RoundHoles::LoserMirrored => {
                let laid = match self.layout {
                    RoundLayout::Even => "as evenly as they go, the fuller first in their fill \
                                         order (with fewer seeds than holes, one a hole)"
                        .to_string(),
                    RoundLayout::RefillRest => format!(
                        "{n} a hole in their fill order while they have that many, then what \
                         is left in the next hole"
                    ),
                    _ => format!(
                        "{n} a hole in their fill order while they have that many, then one a \
                         hole as far as they go"
                    ),
                };
                let copy = match self.winner_lays {
                    f::WinnerLays::Copy => "the same counts".to_string(),
                    f::WinnerLays::Refill => format!("{n} seeds in as many holes"),
                };
                let in_play = match self.unfilled {
                    f::Unfilled::OutOfPlay => {
                        "The holes the loser leaves empty, and the winner's copies of them, are \
                         out of play for the round."
                    }
                    f::Unfilled::Empty => "Every hole stays in play.",
                };
                format!(
                    "after each round, the loser (the player with fewer seeds) lays out their \
                     seeds in their own holes, {laid}; the winner lays {copy} into their own \
                     holes in their fill order and keeps the rest in their store. {in_play}"
                )
            }
            RoundHoles::Start => "every round is a new game from the start position: no \
                 seed carries over from the round before."
                .to_string(),
            RoundHoles::Won => format!(
                "after each round, the seeds are put back {n} to a hole: each player owns \
                 as many holes as they can fill, past their own into the other's in their \
                 gain order, and keeps the seeds too few to fill one in hand."
            ),
        };
        if self.store_refill > 0 {
            words.push_str(&format!(
                " Before filling a hole, each player puts {} of their seeds back in their \
                 store (all they have, when fewer).",
                self.store_refill
            ));
        }
        if self.holes == RoundHoles::Won {
            if let Some(e) = self.extra_hole_at {
                words.push_str(&format!(
                    " A larger leftover of at least {e} takes the seeds it lacks and one more hole."
                ));
            }
            match self.tie {
                Tie::Lots => words.push_str(" Equal leftovers draw lots for it."),
                Tie::Poorer => words.push_str(
                    " With equal leftovers, the player with fewer seeds in all takes the \
                     other's leftover and the hole.",
                ),
                Tie::Nobody => {}
            }
        }
        let fewest = match self.min_holes {
            1 => "cannot fill a single hole".to_string(),
            k => format!("can fill fewer than {k} holes"),
        };
        let starter = match self.round_starter {
            RoundStarter::South => "South starts every round",
            RoundStarter::North => "North starts every round",
            RoundStarter::Alternate => "the players take turns starting rounds",
            RoundStarter::RoundWinner => "the winner of a round starts the next",
            RoundStarter::RoundLoser => "the loser of a round starts the next",
            RoundStarter::LastMover => "the last mover of a round starts the next",
            RoundStarter::Continue => "the player after the last mover of a round starts the next",
        };
        let poorest = match self.min_seeds {
            0 => String::new(),
            k => format!(", or is left with fewer than {k} seeds,"),
        };
        let won_by = self.won_by();
        if let Some(sale) = &self.sale {
            // The sale replaces the refill and the ends above.
            return format!(
                "{}{won_by} {}; at most {} rounds.",
                sale.describe(),
                capitalised(starter),
                self.max_rounds
            );
        }
        if self.holes == RoundHoles::Start {
            // Nothing is filled at a recount: only rounds or points end it.
            words.push_str(&format!(
                "{won_by} {}; at most {} rounds.",
                capitalised(starter),
                self.max_rounds
            ));
            return words;
        }
        words.push_str(&format!(
            "{won_by} A player who {fewest}{poorest} loses the match; {starter}; at most {} rounds.",
            self.max_rounds
        ));
        words
    }

    /// The ends by rounds won and by points, in words (each a sentence
    /// with a space before it), or nothing.
    fn won_by(&self) -> String {
        let mut words = String::new();
        if let Some(n) = self.rounds_to_win {
            let rounds = if n == 1 {
                "a round"
            } else {
                &format!("{n} rounds")
            };
            let in_a_row = if self.in_a_row { " in a row" } else { "" };
            words.push_str(&format!(
                " The first player to win {rounds}{in_a_row} wins the match."
            ));
        }
        if let Some(n) = self.points_to_win {
            let scored = match self.points {
                f::RoundPoints::Seeds => "each player a point for every seed they hold at its end",
                f::RoundPoints::Difference => {
                    "the player holding more seeds at its end a point for every seed more"
                }
            };
            words.push_str(&format!(
                " Each round gives {scored}; once a player's points reach {n}, the one with \
                 more wins the match."
            ));
        }
        if self.equal_draws {
            words.push_str(
                " A round that ends with both players holding as many seeds draws the match.",
            );
        }
        words
    }
}

impl Lower<'_, '_> {
    /// Resolves `[match]`, keeping in `lowered` what its checks judge (the
    /// refill, once it shares out the seeds, and `extra_hole_at`).
    pub(super) fn match_table(
        &mut self,
        (span, m, unread): (&Range<usize>, &f::Match, &Unread),
        lowered: &mut Lowered,
        board: &Board,
        start: &[u32],
        (owner, tracks): (&[Option<Player>], &Option<Vec<Vec<u16>>>),
    ) -> Option<MatchRules> {
        // A sale, or rounds that each start from the start position, start
        // every game afresh: no refill shares out the seeds.
        let afresh = m
            .holes
            .as_ref()
            .is_some_and(|h| h.value == RoundHoles::Start);
        // A loser who lays out as they like fills no count a hole either.
        let laid_freely = m
            .holes
            .as_ref()
            .is_some_and(|h| h.value == RoundHoles::LoserMirrored)
            && m.layout
                .as_ref()
                .is_some_and(|l| l.value == RoundLayout::Free)
            // A winner who lays full holes reads the refill even so.
            && !m
                .winner_lays
                .as_ref()
                .is_some_and(|w| w.value == f::WinnerLays::Refill);
        // Pieces go back where they started at a recount: only the seeds
        // that are not pieces are laid out.
        let worth = super::pieces::start_worth(start.len(), &lowered.pieces);
        let loose: Vec<u32> = (start.iter().zip(&worth))
            .map(|(n, w)| n.saturating_sub(*w))
            .collect();
        // (A sale starts each game from the start position, pieces too.)
        let (start, with_pieces) = (loose.as_slice(), start);
        let in_play: u32 = start.iter().sum();
        lowered.refill = match (&m.sale, afresh || laid_freely) {
            (Some(_), _) | (None, true) => None,
            (None, false) => self.refill((span, m, unread), board, start),
        };
        lowered.recount_keys = [
            ("refill", m.refill.as_ref().map(|k| k.span.clone())),
            (
                "store_refill",
                m.store_refill.as_ref().map(|k| k.span.clone()),
            ),
            ("remainder", m.remainder.as_ref().map(|k| k.span.clone())),
            ("gain_order", m.gain_order.as_ref().map(|k| k.span.clone())),
            ("fill_order", m.fill_order.as_ref().map(|k| k.span.clone())),
            ("min_holes", m.min_holes.as_ref().map(|k| k.span.clone())),
            ("min_seeds", m.min_seeds.as_ref().map(|k| k.span.clone())),
        ]
        .into_iter()
        .filter_map(|(key, at)| Some((key, at?)))
        .collect();
        lowered.fill_ends = (lowered.recount_keys.iter())
            .filter(|(key, _)| matches!(*key, "min_holes" | "min_seeds"))
            .cloned()
            .collect();
        lowered.extra_hole_at = m
            .remainder
            .as_ref()
            .and_then(|r| r.value.extra_hole_at.clone());
        lowered.round_holes = m.holes.clone();
        lowered.round_layout = m.layout.clone();
        lowered.winner_lays = m.winner_lays.as_ref().map(|w| w.span.clone());
        lowered.unfilled = m.unfilled.as_ref().map(|u| u.span.clone());
        lowered.store_refill = m.store_refill.as_ref().map(|r| r.span.clone());
        lowered.sale = m.sale.as_ref().map(|s| s.span.clone());
        lowered.remainder = m.remainder.as_ref().map(|r| r.span.clone());
        if m.points_to_win.is_none() {
            lowered.points_without_target = m.points.as_ref().map(|p| p.span.clone());
        }
        if m.rounds_to_win.is_none() {
            lowered.in_a_row_without_target = m.in_a_row.as_ref().map(|r| r.span.clone());
        }
        lowered.gain_order = m.gain_order.as_ref().map(|g| g.span.clone());
        if let Some(sale) = &m.sale {
            let in_play: u32 = with_pieces.iter().sum();
            let (price, sale) = self.sale((span, m, unread), sale, with_pieces, owner)?;
            let rules =
                self.match_rules((span, m, unread), (price, in_play), board, owner, tracks)?;
            return Some(MatchRules {
                sale: Some(sale),
                ..rules
            });
        }
        if afresh || laid_freely {
            // No recount fills holes by a count: the refill is never read.
            return self.match_rules((span, m, unread), (0, in_play), board, owner, tracks);
        }
        let refill = lowered.refill?;
        self.match_rules((span, m, unread), (refill, in_play), board, owner, tracks)
    }

    /// The refill of `[match]`: given, or the board's one count, and it
    /// must share out the seeds exactly.
    fn refill(
        &mut self,
        (span, m, unread): (&Range<usize>, &f::Match, &Unread),
        board: &Board,
        start: &[u32],
    ) -> Option<u32> {
        let holes = board.holes();
        // What a recount puts back in the stores first fills no hole.
        let stores = 2 * m.store_refill.as_ref().map_or(0, |r| r.value);
        let total: u32 = start.iter().sum::<u32>().saturating_sub(stores);
        let uniform = start[..holes]
            .iter()
            .all(|&n| n == start[0])
            .then(|| start[0]);
        let refill = match (&m.refill, uniform) {
            (Some(r), _) => r.value,
            (None, Some(n)) => n,
            // A refill left unread is reported already.
            (None, None) if unread.has(&["refill"]) => return None,
            (None, None) => {
                self.diags.push(
                    Diagnostic::new(
                        &codes::match_refill::CODE,
                        span.clone(),
                        "the board starts with different counts, so `[match]` needs `refill`",
                    )
                    .with_help("add `refill = N`: the seeds put in each owned hole each round"),
                );
                return None;
            }
        };
        let at = m.refill.as_ref().map_or(span.clone(), |r| r.span.clone());
        // Where each player refills only their own holes, what they
        // cannot lay out waits in their store: the refill need only be a
        // count.
        let keeps_leftovers = m
            .holes
            .as_ref()
            .is_some_and(|h| matches!(h.value, RoundHoles::Own | RoundHoles::LoserMirrored));
        if keeps_leftovers && refill > 0 {
            return Some(refill);
        }
        let besides = match stores {
            0 => String::new(),
            n => format!(" besides the {n} a recount puts back in the stores"),
        };
        let fits = total as usize / holes.max(1);
        if refill > 0 && !(total as usize).is_multiple_of(holes.max(1)) {
            self.diags.push(
                Diagnostic::new(
                    &codes::match_refill::CODE,
                    at,
                    format!(
                        "{refill} seeds a hole over {holes} holes is {}, but {total} seeds are in \
                         play{besides}, which no count a hole shares out exactly",
                        refill as usize * holes
                    ),
                )
                .with_help(
                    "start with as many seeds as the holes share out exactly, or let each player \
                     refill only their own holes (`holes = \"own\"` in [match]), where what \
                     they cannot lay out stays in their store",
                ),
            );
            return None;
        }
        if refill == 0 || refill as usize * holes != total as usize {
            self.diags.push(
                Diagnostic::new(
                    &codes::match_refill::CODE,
                    at,
                    format!(
                        "{refill} seeds a hole over {holes} holes is {}, but {total} seeds are in \
                         play{besides}",
                        refill as usize * holes
                    ),
                )
                .with_help(format!(
                    "a recount must fill every hole exactly: use `refill = {}`",
                    fits.max(1)
                )),
            );
            return None;
        }
        Some(refill)
    }

    /// Resolves `[match]` with its `refill`: each gain order must list the
    /// other player's holes.
    fn match_rules(
        &mut self,
        (span, m, unread): (&Range<usize>, &f::Match, &Unread),
        (refill, in_play): (u32, u32),
        board: &Board,
        owner: &[Option<Player>],
        tracks: &Option<Vec<Vec<u16>>>,
    ) -> Option<MatchRules> {
        let holes = board.holes();
        let (extra_hole_at, tie) = match &m.remainder {
            Some(r) => (
                r.value.extra_hole_at.as_ref().map(|e| e.value),
                r.value.tie.as_ref().map(|t| t.value).unwrap_or_default(),
            ),
            None => (None, f::Tie::Nobody),
        };
        // The default gain order: the other player's holes along the
        // taker's own track.
        let mut gain_order: [Vec<u16>; 2] = Player::BOTH.map(|p| {
            tracks.as_ref().map_or_else(Vec::new, |t| {
                t[p.index()]
                    .iter()
                    .copied()
                    .filter(|&h| (h as usize) < holes && owner[h as usize] == Some(p.other()))
                    .collect()
            })
        });
        if let Some(g) = &m.gain_order
            && !unread.has(&["gain_order"])
        {
            let lists = [&g.value.south, &g.value.north];
            gain_order = self.hole_order(board, owner, lists, &g.span, HoleOrder::Gain)?;
        }
        let fill_order = match &m.fill_order {
            Some(o) if !unread.has(&["fill_order"]) => {
                let lists = [&o.value.south, &o.value.north];
                Some(self.hole_order(board, owner, lists, &o.span, HoleOrder::Fill)?)
            }
            _ => None,
        };
        let holes = m.holes.as_ref().map(|h| h.value).unwrap_or_default();
        // Rounds that start afresh fill nothing at a recount: what a player
        // fills or keeps ends no match (S007 says so where it is written).
        let (min_holes, min_seeds) = match holes {
            RoundHoles::Start => (f::DEFAULT_MIN_HOLES, 0),
            _ => (self.min_holes(m, owner)?, self.min_seeds(m, in_play)?),
        };
        if let Some(word) = m
            .holes
            .as_ref()
            .filter(|_| holes == RoundHoles::LoserMirrored)
        {
            self.mirrorable(&word.span, owner);
        }
        let max_rounds = self
            .cap(m.max_rounds.as_ref(), "max_rounds", MAX_ROUNDS)
            .unwrap_or(f::DEFAULT_MAX_ROUNDS);
        let rounds_to_win = match &m.rounds_to_win {
            Some(given) => Some(self.bounded(
                given,
                1..=max_rounds,
                format!(
                    "`rounds_to_win = {}` cannot be reached: a match is stopped after \
                     `max_rounds = {max_rounds}` rounds",
                    given.value
                ),
            )?),
            None => None,
        };
        let points_to_win = match &m.points_to_win {
            Some(given) => Some(self.bounded(
                given,
                1..=u32::MAX,
                "`points_to_win` must be at least 1".to_string(),
            )?),
            None => None,
        };
        Some(MatchRules {
            holes,
            layout: m.layout.as_ref().map(|l| l.value).unwrap_or_default(),
            winner_lays: m.winner_lays.as_ref().map(|w| w.value).unwrap_or_default(),
            // Every hole stays in play in a mirrored match unless the file
            // says otherwise.
            unfilled: m.unfilled.as_ref().map(|u| u.value).unwrap_or(
                match m.holes.as_ref().map(|h| h.value) {
                    Some(RoundHoles::LoserMirrored) => f::Unfilled::Empty,
                    _ => f::Unfilled::default(),
                },
            ),
            min_holes,
            min_seeds,
            refill,
            store_refill: (m.store_refill.as_ref())
                .filter(|_| matches!(holes, RoundHoles::Won | RoundHoles::Own))
                .map_or(0, |r| r.value),
            extra_hole_at,
            tie,
            gain_order,
            fill_order,
            round_starter: m
                .round_starter
                .as_ref()
                .map(|r| r.value)
                .unwrap_or_default(),
            rounds_to_win,
            in_a_row: rounds_to_win.is_some() && m.in_a_row.as_ref().is_some_and(|r| r.value),
            points_to_win,
            points: m.points.as_ref().map(|p| p.value).unwrap_or_default(),
            equal_draws: m.equal_draws.as_ref().is_some_and(|e| e.value),
            max_rounds,
            sale: None,
            span: span.clone(),
        })
    }

    /// Each player's list of a match's hole order (`gain_order`: the other
    /// player's holes; `fill_order`: their own), resolved; an M003 and
    /// `None` when a list does not name each of those holes once.
    fn hole_order(
        &mut self,
        board: &Board,
        owner: &[Option<Player>],
        lists: [&Vec<f::Sp<String>>; 2],
        span: &Range<usize>,
        order: HoleOrder,
    ) -> Option<[Vec<u16>; 2]> {
        let mut orders: [Vec<u16>; 2] = [Vec::new(), Vec::new()];
        for p in Player::BOTH {
            let given = self.hole_list(board, lists[p.index()]);
            let whose = match order {
                HoleOrder::Gain => p.other(),
                HoleOrder::Fill => p,
            };
            let mut want: Vec<u16> = (0..board.holes() as u16)
                .filter(|&h| owner[h as usize] == Some(whose))
                .collect();
            let mut got = given.clone();
            want.sort_unstable();
            got.sort_unstable();
            if want != got {
                let names: Vec<String> = want.iter().map(|&h| board.site_name(h)).collect();
                let (what, holes, done) = match order {
                    HoleOrder::Gain => ("gain order", format!("{}'s", whose.name()), "taken"),
                    HoleOrder::Fill => ("fill order", "their own".to_string(), "filled"),
                };
                self.diags.push(
                    Diagnostic::new(
                        &codes::gain_order_incomplete::CODE,
                        span.clone(),
                        format!("{}'s {what} must list each of {holes} holes once", p.name()),
                    )
                    .with_help(format!(
                        "list {} in the order they are {done}",
                        names.join(", ")
                    )),
                );
                return None;
            }
            orders[p.index()] = given;
        }
        Some(orders)
    }

    /// An M004 when the players own different numbers of holes: a layout
    /// laid hole for hole cannot be copied then.
    fn mirrorable(&mut self, span: &Range<usize>, owner: &[Option<Player>]) {
        let own = Player::BOTH.map(|p| owner.iter().filter(|o| **o == Some(p)).count());
        if own[0] == own[1] {
            return;
        }
        self.diags.push(
            Diagnostic::new(
                &codes::layout_cannot_mirror::CODE,
                span.clone(),
                format!(
                    "the winner cannot copy the loser's layout hole for hole: South owns {} \
                     hole{} and North {}",
                    own[0],
                    super::phase::plural(own[0]),
                    own[1]
                ),
            )
            .with_help(
                "give both players as many holes, or let each fill their own (`holes = \"own\"`)",
            ),
        );
    }

    /// `min_seeds`: at most half the seeds in play, or the first recount
    /// would end every match (a player always has no more than half).
    fn min_seeds(&mut self, m: &f::Match, in_play: u32) -> Option<u32> {
        let Some(given) = &m.min_seeds else {
            return Some(0);
        };
        // One player always holds at most half of the seeds in play.
        let half = in_play / 2;
        let why = format!(
            "`min_seeds = {}` ends every match at the first recount: a player has at most \
             {half} of the seeds",
            given.value
        );
        self.bounded(given, 0..=half, why)
    }

    /// `min_holes`: 1 up to the holes of the player with fewer, or the
    /// first recount would end every match.
    fn min_holes(&mut self, m: &f::Match, owner: &[Option<Player>]) -> Option<u32> {
        let Some(given) = &m.min_holes else {
            return Some(f::DEFAULT_MIN_HOLES);
        };
        let fewest = Player::BOTH
            .map(|p| owner.iter().filter(|o| **o == Some(p)).count() as u32)
            .into_iter()
            .min()
            .unwrap_or(0);
        let why = format!(
            "`min_holes = {}` is out of range: a player owns {fewest} holes",
            given.value
        );
        self.bounded(given, 1..=fewest, why)
    }

    /// A value of `[match]` within `range`; an S006 saying `why` and
    /// `None` when it is not.
    pub(super) fn bounded(
        &mut self,
        given: &f::Sp<u32>,
        range: std::ops::RangeInclusive<u32>,
        why: String,
    ) -> Option<u32> {
        if range.contains(&given.value) {
            return Some(given.value);
        }
        self.diags.push(
            Diagnostic::new(&codes::value_out_of_range::CODE, given.span.clone(), why)
                .with_help(format!("use {} to {}", range.start(), range.end())),
        );
        None
    }
}

/// `words` with a capital first letter: a clause that begins a sentence.
fn capitalised(words: &str) -> String {
    let mut chars = words.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}
