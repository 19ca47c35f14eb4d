//! A position as plain data: what `sow play --format json` prints, and
//! what its text form is drawn from.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::engine::{Game, Holding, Outcome, Phase, Ply, RoundResult};
use crate::model::Player;

/// One position of a replayed game, as printed by `sow play --format json`.
#[derive(Debug, Serialize)]
pub struct Snapshot {
    /// Plies played so far.
    pub ply: u32,
    /// The move that led here (`None` for the start).
    #[serde(rename = "move")]
    pub mv: Option<String>,
    /// Who made that move.
    pub player: Option<Player>,
    /// Seeds per hole, by name.
    pub holes: BTreeMap<String, u16>,
    /// Seeds per store (taken seeds on boards without stores).
    pub stores: BTreeMap<&'static str, u16>,
    /// Who moves next; `None` when the game is over.
    pub to_move: Option<Player>,
    /// Seeds captured by the move.
    pub captured: u32,
    /// Laps the move's sowing took.
    pub laps: u32,
    /// Names of the landing rules that fired during the move.
    pub fired: Vec<String>,
    /// A player who had no move and passed after this ply (the player to
    /// move again, where the other passed too).
    pub passed: Option<Player>,
    /// Whether the move's relay sowing was found to repeat forever.
    pub endless: bool,
    /// Whether the move's sowing was stopped at the lap cap instead: not
    /// proved endless, only longer than the cap.
    pub lap_capped: bool,
    /// The player whose empty holes were refilled from their store, a
    /// seed each, after this ply left them without a move (`no_move =
    /// "refill-from-store"`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refilled: Option<Player>,
    /// The round of a match being played (1 outside matches).
    pub round: u32,
    /// Who owns each hole this round, by name (holes nobody owns left out).
    pub owners: BTreeMap<String, Player>,
    /// The holes owned this round by another player than the file gives
    /// them to (holes won at a recount), by name, with who owns them now:
    /// what the text board adds below it.
    #[serde(skip)]
    pub changed_hands: BTreeMap<String, Player>,
    /// Claimed holes and who claimed them.
    pub claimed: BTreeMap<String, Player>,
    /// The holes that keep a special status (`[holes.NAME]`), by name,
    /// each with its table's name (left out when there are none).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub special: BTreeMap<String, String>,
    /// The marks on holes (`[marks.NAME]`), by the mark's name: each
    /// marked hole, by name, with the players whose mark it carries (left
    /// out when no hole is marked).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub marks: BTreeMap<String, BTreeMap<String, Vec<Player>>>,
    /// Holes out of play this round: nobody filled them at the recount,
    /// so nobody sows into or from them (left out when there are none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub out_of_play: Vec<String>,
    /// Holes of one row that the other player bought in a match that
    /// sells them (`[match.sale]`), by name: the buyer and how much (left
    /// out when none is sold).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub sold: BTreeMap<String, Holding>,
    /// The round that ended with this ply, with the recount that followed.
    pub round_result: Option<RoundResult>,
    /// The position as that round ended, before the recount: seeds per
    /// hole and per store (left out but at a round's end).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub round_end: Option<Seeds>,
    /// Whether a recount waits for lots (`lots=south` or `lots=north`).
    pub lots_pending: bool,
    /// Whether the round is still in its opening phase (left out when not).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub opening: bool,
    /// Whether the next ply is a gathered opening's forced one, `gather`
    /// (left out when not).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub gather_next: bool,
    /// Whether the player to move may swap sides instead of moving, `swap`
    /// (the pie rule; left out when not).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub may_swap: bool,
    /// The special hole the player to move chooses a hole for, as the game
    /// or round begins (`[holes.NAME] chosen`; left out otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chooses: Option<String>,
    /// Where the next ply lays the board out in a set opening: the plies
    /// that choose each layout (`opening=NAME`; left out otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub layouts: Option<Vec<String>>,
    /// In a simultaneous opening, the hole where the first chooser's relay
    /// goes on (left out when there is none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub relay_waiting: Option<String>,
    /// Where the turn waits for its mover's choice at a special hole
    /// (`stop = "chosen-after-capture"`): the hole, whose name sows on
    /// from it, beside `stop` (left out otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub waits_at: Option<String>,
    /// Where the turn waits for its mover to choose where a capture's
    /// seeds are sown back (`to = [{ sow_from = … }, …]`): the choices,
    /// each the hole the first seed falls into, `=` and the way (`h2=+`;
    /// left out otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sow_back_choices: Option<Vec<String>>,
    /// Where the turn waits for its mover to fire a rule they may decline
    /// (`optional = true`): the rule and the hole where the lap that met it
    /// ended; their next ply is `yes` or `no` (left out otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub offer: Option<Offer>,
    /// Holes the mover still chooses and takes, where a capture lets them
    /// (`capture_chosen`): their next ply names one (`d3x`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub takes_left: Option<u8>,
    /// Where a move's drops wait for its mover (`drops = "chosen"`): the
    /// seeds in hand and the hole the next drop falls into; their next
    /// ply is `drop=` and a count (left out otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dropping: Option<DroppingAt>,
    /// Each player's phase (`[[phases]]`), by name (left out where the
    /// file has no phases).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phases: Option<BTreeMap<&'static str, String>>,
    /// In a race from set holes, the hole the player to move races from,
    /// their one opening move (left out otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub races_from: Option<String>,
    /// The way each player sows, `along` or `against` the track, once the
    /// game's first move has chosen it (`way = "chosen-once"`; with
    /// `other_way = "own"`, each player's once their own first move has;
    /// left out before, and in other games).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ways: Option<BTreeMap<&'static str, &'static str>>,
    /// Whether the move that led here chose those ways (left out when not).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub chose_way: bool,
    /// In a placement phase, the seeds still in each player's hand
    /// (waiting in their store, so `stores` counts them too; left out
    /// once the ordinary turns begin, and in games without one).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub in_hand: Option<BTreeMap<&'static str, u16>>,
    /// The result, once the game (or match) is over.
    pub result: Option<Outcome>,
}

/// Seeds per hole and per store, by name.
#[derive(Debug, Clone, Serialize)]
pub struct Seeds {
    /// Seeds per hole.
    pub holes: BTreeMap<String, u16>,
    /// Seeds per store (taken seeds on boards without stores).
    pub stores: BTreeMap<&'static str, u16>,
}

impl Seeds {
    /// The seeds of `counts` (every site) on `board`.
    fn of(board: &crate::model::Board, counts: &[u16]) -> Seeds {
        let at = |site: u16| counts.get(usize::from(site)).copied().unwrap_or(0);
        Seeds {
            holes: (0..board.holes() as u16)
                .map(|h| (board.site_name(h), at(h)))
                .collect(),
            stores: board
                .players()
                .map(|p| (p.name(), at(board.store(p))))
                .collect(),
        }
    }
}

/// The marks on the holes of `game`'s position, by mark, hole and player.
fn marks(game: &Game<'_>) -> BTreeMap<String, BTreeMap<String, Vec<Player>>> {
    let variant = &game.rules().variant;
    let board = &variant.board;
    let mut out = BTreeMap::new();
    for (k, mark) in variant.marks.iter().enumerate() {
        let holes: BTreeMap<String, Vec<Player>> = (0..board.holes() as u16)
            .filter_map(|h| {
                let by: Vec<Player> = Player::BOTH
                    .into_iter()
                    .filter(|&p| game.carries_mark(k, p, h))
                    .collect();
                (!by.is_empty()).then(|| (board.site_name(h), by))
            })
            .collect();
        if !holes.is_empty() {
            out.insert(mark.name.clone(), holes);
        }
    }
    out
}

/// A snapshot of `game` after `ply` (or at the start).
pub fn snapshot(game: &Game<'_>, ply: Option<&Ply>) -> Snapshot {
    let rules = game.rules();
    let board = &rules.variant.board;
    let Seeds { holes, stores } = Seeds::of(board, &game.counts);
    let round_result = game.rounds.last().copied().filter(|r| r.ply == game.ply);
    let fired = ply.map_or_else(Vec::new, |p| {
        rules
            .variant
            .landing
            .iter()
            .enumerate()
            .filter(|(i, _)| p.sowing.fired & (1u64 << i) != 0)
            .map(|(_, r)| r.name.clone())
            .collect()
    });
    Snapshot {
        ply: game.ply,
        mv: ply.map(|p| p.name(rules)),
        player: ply.map(|p| p.mover),
        holes,
        stores,
        to_move: game.outcome.is_none().then_some(game.to_move),
        captured: ply.map_or(0, |p| p.sowing.captured),
        laps: ply.map_or(0, |p| p.sowing.laps),
        fired,
        passed: ply.and_then(|p| p.passed),
        endless: ply.is_some_and(|p| p.sowing.end == crate::engine::SowEnd::Endless),
        lap_capped: ply.is_some_and(|p| p.sowing.end == crate::engine::SowEnd::Capped),
        refilled: game.refilled(),
        round: game.round,
        owners: game
            .owners()
            .iter()
            .enumerate()
            .filter_map(|(h, o)| o.map(|p| (board.site_name(h as u16), p)))
            .collect(),
        changed_hands: (game.owners().iter().zip(game.first_owners()).enumerate())
            .filter(|(_, (now, first))| now.is_some() && now != first)
            .filter_map(|(h, (now, _))| Some((board.site_name(h as u16), (*now)?)))
            .collect(),
        claimed: (0..board.holes() as u16)
            .filter_map(|h| game.claimed_by(h).map(|p| (board.site_name(h), p)))
            .collect(),
        special: rules
            .variant
            .special_holes
            .iter()
            .filter(|s| game.keeps_status(s.hole))
            .map(|s| (board.site_name(s.hole), s.name.clone()))
            .collect(),
        marks: marks(game),
        out_of_play: rules
            .out_of_play
            .iter()
            .map(|&h| board.site_name(h))
            .collect(),
        sold: game
            .holdings()
            .into_iter()
            .enumerate()
            .filter_map(|(h, held)| held.map(|held| (board.site_name(h as u16), held)))
            .collect(),
        round_result,
        round_end: round_result
            .and_then(|_| game.round_end_counts())
            .map(|counts| Seeds::of(board, counts)),
        lots_pending: game.lots_pending(),
        opening: matches!(
            game.phase,
            Phase::Opening { .. } | Phase::Gather | Phase::Set
        ),
        gather_next: game.phase == Phase::Gather && game.outcome.is_none(),
        may_swap: game.outcome.is_none() && game.legal_moves().iter().any(|m| m.is_swap()),
        chooses: (game.legal_moves().first())
            .filter(|m| m.is_hole_choice() && game.outcome.is_none())
            .and_then(|m| rules.special.chosen_name(m.hole()))
            .map(str::to_string),
        relay_waiting: match game.phase {
            Phase::Opening { waiting } => waiting.map(|h| board.site_name(h)),
            Phase::Gather
            | Phase::ChooseHoles { .. }
            | Phase::Set
            | Phase::ChooseWay
            | Phase::Main
            | Phase::Swap
            | Phase::Place { .. }
            | Phase::Chosen { .. }
            | Phase::Take { .. }
            | Phase::Drop { .. } => None,
        },
        layouts: match game.phase {
            Phase::Set if game.outcome.is_none() => {
                Some(game.legal_moves().iter().map(|m| m.name(rules)).collect())
            }
            _ => None,
        },
        phases: game.phase_name(Player::SOUTH).map(|_| {
            Player::BOTH
                .into_iter()
                .map(|p| (p.name(), game.phase_name(p).unwrap_or_default().to_string()))
                .collect()
        }),
        takes_left: match game.phase {
            Phase::Take { left, .. } if game.outcome.is_none() => Some(left),
            _ => None,
        },
        dropping: game
            .dropping()
            .filter(|_| game.outcome.is_none())
            .map(|d| DroppingAt {
                hand: d.hand,
                into: board.site_name(d.into),
            }),
        waits_at: game
            .waiting()
            .filter(|w| game.outcome.is_none() && w.back.is_none() && w.offered.is_none())
            .map(|w| board.site_name(w.last)),
        offer: game
            .waiting()
            .filter(|_| game.outcome.is_none())
            .and_then(|w| {
                let rule = w.offered_rule(rules)?;
                Some(Offer {
                    rule: rule.name.clone(),
                    at: board.site_name(w.last),
                })
            }),
        sow_back_choices: game
            .waiting()
            .filter(|w| game.outcome.is_none() && w.back.is_some())
            .map(|_| game.legal_moves().iter().map(|m| m.name(rules)).collect()),
        races_from: match game.legal_moves() {
            [only] if rules.race_from.is_some() && matches!(game.phase, Phase::Opening { .. }) => {
                Some(board.site_name(only.hole()))
            }
            _ => None,
        },
        ways: Some(
            Player::BOTH
                .iter()
                .filter_map(|&p| Some((p.name(), game.way_of(p)?.word())))
                .collect(),
        )
        .filter(|ways: &BTreeMap<_, _>| !ways.is_empty()),
        chose_way: ply.is_some_and(|p| p.chose_way()),
        in_hand: match game.phase {
            Phase::Place { left }
            | Phase::Chosen {
                placing: Some(left),
                ..
            } => Some(
                Player::BOTH
                    .iter()
                    .map(|p| (p.name(), left[p.index()]))
                    .collect(),
            ),
            _ => None,
        },
        result: game.outcome,
    }
}

/// Where a move's drops wait for its mover.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DroppingAt {
    /// Seeds still in hand.
    pub hand: u16,
    /// The hole the next drop falls into.
    pub into: String,
}

/// A rule the mover may fire or decline, where the turn waits for them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Offer {
    /// The rule's name.
    pub rule: String,
    /// The hole where the lap that met it ended.
    pub at: String,
}
