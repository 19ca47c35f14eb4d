//! The rounds of a match: the recount between rounds (who owns which
//! holes next, the refill, the seeds kept in hand), the rules compiled for
//! each ownership a recount can give, who starts a round, and when the
//! recount ends the match instead. `model::round` resolves `[match]`;
//! `Game` asks here at the end of each round.

use std::sync::OnceLock;

use super::end::EndReason;
use super::game::{Outcome, RoundResult};
use super::layout;
use super::rules::Rules;
use crate::format::Unfilled;
use crate::model::board::MAX_SITES;
use crate::model::{MatchRules, Player, RoundHoles, RoundStarter, Tie, Variant};

/// The rules with each ownership a recount can give, each compiled the
/// first time a round needs it; empty outside matches. When holes pass to
/// whoever fills them, a slot for South owning `s` holes and North all
/// the rest, or all the rest but one; when each keeps their own, a slot
/// for each pair of counts up to their own holes.
#[derive(Debug, Clone, Default)]
pub(super) struct RoundTables {
    slots: Vec<OnceLock<Rules>>,
    /// How many holes the file gives each player.
    own: [u32; 2],
}

impl RoundTables {
    /// A slot for every ownership a recount of `variant`'s match can give.
    pub(super) fn new(variant: &Variant, m: &MatchRules) -> RoundTables {
        let own = Player::BOTH.map(|p| variant.owner.iter().filter(|o| **o == Some(p)).count());
        let slots = if m.holes == RoundHoles::Won {
            2 * (variant.board.holes() + 1)
        } else if m.rounds_of_own_holes() {
            (own[0] + 1) * (own[1] + 1)
        } else {
            // Every hole stays in play: the match's own rules serve.
            0
        };
        RoundTables {
            slots: (0..slots).map(|_| OnceLock::new()).collect(),
            own: own.map(|n| n as u32),
        }
    }

    /// The rules of `base` for a round in which South and North own
    /// `holes` holes: `None` outside matches, or for ownership a recount
    /// cannot give.
    pub(super) fn get<'r>(&'r self, base: &Rules, holes: [u32; 2]) -> Option<&'r Rules> {
        let m = base.variant.match_rules.as_ref()?;
        let slot = self.slots.get(self.slot(m, base.holes as u32, holes)?)?;
        Some(slot.get_or_init(|| {
            let (variant, out_of_play) = round_variant(&base.variant, m, holes);
            let mut round = Rules::compile(&variant, &out_of_play);
            // The phases of the round, each with the round's holes.
            round.phases = super::phase::PhaseTables::for_round(&base.variant, holes);
            round.phased = round.phases.is_some();
            round.set_max_laps(base.max_laps);
            round
        }))
    }

    /// The slot of a round in which South and North own `holes` of the
    /// board's `all`. Each player owns at least one; when holes pass to
    /// whoever fills them, a recount fills every hole, or all but one when
    /// the leftovers win nothing; when each keeps their own, at most those.
    fn slot(&self, m: &MatchRules, all: u32, holes: [u32; 2]) -> Option<usize> {
        let [south, north] = holes;
        if south == 0 || north == 0 {
            return None;
        }
        if m.holes == RoundHoles::Won {
            let short = all.checked_sub(south.checked_add(north)?)?;
            (short <= 1).then_some(2 * south as usize + short as usize)
        } else if m.rounds_of_own_holes() {
            let [own_south, own_north] = self.own;
            (south <= own_south && north <= own_north)
                .then_some((south * (own_north + 1) + north) as usize)
        } else {
            None
        }
    }
}

/// What a recount made of a round's totals.
pub(super) struct Recount<'r> {
    /// Holes each player owns in the next round, South first.
    pub holes: [u32; 2],
    /// The next round's rules and seeds on every site, or the match's
    /// outcome when it ends here.
    pub round: Result<(&'r Rules, [u16; MAX_SITES]), Outcome>,
}

/// Recounts `totals`, each player's seeds at the end of round `round`
/// (`lots`: who won the lots, when equal leftovers were drawn for).
pub(super) fn recount<'r>(
    base: &'r Rules,
    m: &MatchRules,
    totals: [u32; 2],
    lots: Option<Player>,
    round: u32,
) -> Recount<'r> {
    let holes = base.holes as u32;
    let (seeds, most) = match m.holes {
        RoundHoles::Won => (settle_leftovers(m, totals, lots), [holes; 2]),
        RoundHoles::Own => (totals, base.round_tables.own),
        RoundHoles::Start => {
            // A new game from the start position, every hole its owner's.
            return Recount {
                holes: base.round_tables.own,
                round: match_end(m, holes, base.round_tables.own, totals, round)
                    .map_or_else(|| Ok((base, super::game::start_counts(base))), Err),
            };
        }
        RoundHoles::LoserMirrored if m.laid_out_freely() => {
            // Every seed goes to its player's hand, to be laid out by plies
            // (`Game` plays them); a player fills a hole for each seed, as
            // far as their holes go.
            let own = base.round_tables.own;
            let fillable = [0, 1].map(|i| totals[i].min(own[i]));
            let counts = refilled(base, 0, totals);
            return Recount {
                holes: own,
                round: match_end(m, holes, fillable, totals, round).map_or(Ok((base, counts)), Err),
            };
        }
        RoundHoles::LoserMirrored if m.rounds_of_own_holes() => {
            // The holes left empty are out of play: the last of each
            // player's fill order, so the round is one of own holes.
            let (filled, counts) = layout::mirrored(&base.variant, m, base.holes, totals);
            let in_play = filled.map(|n| n.max(1));
            return Recount {
                holes: filled,
                round: match match_end(m, holes, filled, totals, round) {
                    Some(outcome) => Err(outcome),
                    None => match base.round_rules(in_play) {
                        Some(tables) => Ok((tables, counts)),
                        None => Err(Outcome {
                            winner: None,
                            scores: totals.into(),
                            reason: EndReason::RecountUnplayable,
                        }),
                    },
                },
            };
        }
        RoundHoles::LoserMirrored => {
            let (filled, counts) = layout::mirrored(&base.variant, m, base.holes, totals);
            // Each keeps every hole of their own, filled or not.
            return Recount {
                holes: base.round_tables.own,
                round: match_end(m, holes, filled, totals, round).map_or(Ok((base, counts)), Err),
            };
        }
    };
    let owned = [0, 1].map(|i| (for_holes(m, seeds[i]) / m.refill).min(most[i]));
    // Seeds that fill no hole stay in their player's hand (the store),
    // with those put back there first (`store_refill`), and count again
    // at the next recount: no seed leaves the match.
    let in_hand = [0, 1].map(|i| seeds[i] - owned[i] * m.refill);
    let ends = |winner, reason| {
        Err(Outcome {
            winner,
            scores: totals.into(),
            reason,
        })
    };
    if m.holes == RoundHoles::Own && m.unfilled == Unfilled::Empty {
        // Every hole stays in play: the match's own rules serve.
        return Recount {
            holes: owned,
            round: match match_end(m, holes, owned, totals, round) {
                Some(outcome) => Err(outcome),
                None => Ok((base, filled_in_order(base, m, owned, in_hand))),
            },
        };
    }
    let next = match match_end(m, holes, owned, totals, round) {
        Some(outcome) => Err(outcome),
        None => match base.round_rules(owned) {
            Some(tables) => Ok((tables, refilled(tables, m.refill, in_hand))),
            // Ownership that cannot be set up ends the match where it is.
            None => ends(None, EndReason::RecountUnplayable),
        },
    };
    Recount {
        holes: owned,
        round: next,
    }
}

/// Whether the rounds played so far decide the match by rounds won
/// (`rounds_to_win`) or by points (`points_to_win`, each round's seeds
/// held at its end added up): its outcome, scored in rounds won or in
/// points, if they do. Asked at the end of each round, before a recount.
pub(super) fn decided(m: &MatchRules, rounds: &[RoundResult]) -> Option<Outcome> {
    if let Some(needed) = m.rounds_to_win {
        let won = if m.in_a_row {
            rounds_won_in_a_row(rounds)
        } else {
            rounds_won(rounds)
        };
        // A round has one winner at most: only one player reaches it first.
        if let Some(p) = Player::BOTH.into_iter().find(|p| won[p.index()] >= needed) {
            return Some(Outcome {
                winner: Some(p),
                scores: won.into(),
                reason: EndReason::RoundsWon,
            });
        }
    }
    let target = m.points_to_win?;
    let points = points(m, rounds);
    (points.iter().any(|&n| n >= target)).then(|| Outcome {
        winner: Player::ahead(points),
        scores: points.into(),
        reason: EndReason::PointsReached,
    })
}

/// How a match won by rounds or points stands after `rounds`: each
/// player's rounds won, then their points; `None` for a match that is
/// not (what the board holds is then all that matters).
pub(super) fn standing(m: &MatchRules, rounds: &[RoundResult]) -> Option<[u32; 4]> {
    if m.rounds_to_win.is_none() && m.points_to_win.is_none() {
        return None;
    }
    let ([south, north], [south_points, north_points]) = (rounds_won(rounds), points(m, rounds));
    Some([south, north, south_points, north_points])
}

/// The rounds each player has won, South first.
fn rounds_won(rounds: &[RoundResult]) -> [u32; 2] {
    Player::BOTH.map(|p| {
        let won = rounds.iter().filter(|r| r.outcome.winner == Some(p));
        won.count() as u32
    })
}

/// The rounds each player has won in a row up to the last, South first:
/// the last round's winner's run, nought for the other.
fn rounds_won_in_a_row(rounds: &[RoundResult]) -> [u32; 2] {
    let mut run = [0, 0];
    if let Some(winner) = rounds.last().and_then(|r| r.outcome.winner) {
        let won = rounds.iter().rev();
        run[winner.index()] = won.take_while(|r| r.outcome.winner == Some(winner)).count() as u32;
    }
    run
}

/// Each player's points: what each round scored them (`points`: the
/// seeds they held at its end, or, for the one who held more, the
/// difference), added up.
fn points(m: &MatchRules, rounds: &[RoundResult]) -> [u32; 2] {
    Player::BOTH.map(|p| {
        let scored = rounds.iter().map(|r| {
            let [mine, theirs] = [
                r.outcome.scores[p.index()],
                r.outcome.scores[p.other().index()],
            ];
            match m.points {
                crate::format::RoundPoints::Seeds => mine,
                crate::format::RoundPoints::Difference => mine.saturating_sub(theirs),
            }
        });
        scored.fold(0u32, u32::saturating_add)
    })
}

/// How the match ends at the recount after round `round`, if it does: won
/// (see [`match_winner`]) or stopped at the round cap.
fn match_end(
    m: &MatchRules,
    holes: u32,
    owned: [u32; 2],
    totals: [u32; 2],
    round: u32,
) -> Option<Outcome> {
    let (winner, reason) = match match_winner(m, holes, owned, totals) {
        Some(winner) => (winner, EndReason::MatchWon),
        None if round >= m.max_rounds => (None, EndReason::RoundCap),
        None => return None,
    };
    Some(Outcome {
        winner,
        scores: totals.into(),
        reason,
    })
}

/// Whether a recount that gives the players `owned` holes of the board's
/// `holes` ends the match, and if so who won it (`None` inside: a draw):
/// a player who owns every hole, or whose opponent fills fewer than
/// `min_holes`, wins; when both fill too few, the one with more seeds.
fn match_winner(
    m: &MatchRules,
    holes: u32,
    owned: [u32; 2],
    totals: [u32; 2],
) -> Option<Option<Player>> {
    let short = [0, 1].map(|i| owned[i] < m.min_holes || totals[i] < m.min_seeds);
    match short {
        [true, true] => Some(Player::ahead(totals)),
        [false, true] => Some(Some(Player::SOUTH)),
        [true, false] => Some(Some(Player::NORTH)),
        [false, false] => Player::BOTH
            .into_iter()
            .find(|p| owned[p.index()] >= holes)
            .map(Some),
    }
}

/// The seeds on every site at the start of a round: `refill` in each hole
/// someone owns, and what each player keeps in hand in their store.
fn refilled(tables: &Rules, refill: u32, in_hand: [u32; 2]) -> [u16; MAX_SITES] {
    let mut counts = [0; MAX_SITES];
    for (count, owner) in counts
        .iter_mut()
        .zip(tables.variant.owner.iter().take(tables.holes))
    {
        if owner.is_some() {
            *count = refill.min(u32::from(u16::MAX)) as u16;
        }
    }
    for p in Player::BOTH {
        counts[tables.holes + p.index()] = in_hand[p.index()].min(u32::from(u16::MAX)) as u16;
    }
    counts
}

/// The seeds on every site at the start of a round in which every hole
/// stays in play (`unfilled = "empty"`): `refill` in the first `owned`
/// holes of each player's fill order, the others empty, and what each
/// keeps in hand in their store.
fn filled_in_order(
    base: &Rules,
    m: &MatchRules,
    owned: [u32; 2],
    in_hand: [u32; 2],
) -> [u16; MAX_SITES] {
    let mut counts = [0; MAX_SITES];
    for p in Player::BOTH {
        let order = filling_order(&base.variant, m, p);
        for h in order.into_iter().take(owned[p.index()] as usize) {
            counts[h as usize] = m.refill.min(u32::from(u16::MAX)) as u16;
        }
        counts[base.holes + p.index()] = in_hand[p.index()].min(u32::from(u16::MAX)) as u16;
    }
    counts
}

/// Who starts round `round` (from 2): `round_winner` won the round
/// before, and `last_mover` moved last in it.
pub(super) fn starter(
    rule: RoundStarter,
    round: u32,
    round_winner: Option<Player>,
    last_mover: Option<Player>,
) -> Player {
    match rule {
        RoundStarter::South => Player::SOUTH,
        RoundStarter::North => Player::NORTH,
        RoundStarter::Alternate => {
            if round % 2 == 1 {
                Player::SOUTH
            } else {
                Player::NORTH
            }
        }
        RoundStarter::RoundWinner => round_winner.unwrap_or(Player::SOUTH),
        RoundStarter::RoundLoser => round_winner.map_or(Player::SOUTH, |w| w.other()),
        RoundStarter::LastMover => last_mover.unwrap_or(Player::SOUTH),
        RoundStarter::Continue => last_mover.map_or(Player::SOUTH, |p| p.other()),
    }
}

/// What of a player's `seeds` a recount lays out in holes: all but those
/// put back in their store first (`store_refill`).
fn for_holes(m: &MatchRules, seeds: u32) -> u32 {
    seeds.saturating_sub(m.store_refill)
}

/// Whether the recount of `totals` has equal leftovers to draw lots for.
pub(super) fn needs_lots(m: &MatchRules, totals: [u32; 2]) -> bool {
    if m.holes != RoundHoles::Won || m.tie != Tie::Lots {
        return false;
    }
    let r = totals.map(|t| for_holes(m, t).checked_rem(m.refill).unwrap_or(0));
    r[0] == r[1] && r[0] > 0
}

/// Each player's seeds once a recount of `totals` has settled the
/// leftovers (what does not fill a whole hole): the larger leftover wins a
/// hole when it reaches `extra_hole_at`, lots or the poorer player's claim
/// decide between equal ones, and the winner takes the seeds that hole
/// lacks from the other. A leftover that wins nothing stays its player's.
fn settle_leftovers(m: &MatchRules, totals: [u32; 2], lots: Option<Player>) -> [u32; 2] {
    let left = totals.map(|t| for_holes(m, t) % m.refill);
    let tied = left[0] == left[1] && left[0] > 0;
    // Equal leftovers given to the player with fewer seeds in all.
    let poorer = match m.tie {
        Tie::Poorer if tied => Player::ahead(totals).map(Player::other),
        _ => None,
    };
    // Equal leftovers: the lots' winner, if there is anything to win.
    let gainer = Player::ahead(left).or(lots.filter(|_| tied)).or(poorer);
    let mut seeds = totals;
    if let Some(p) = gainer {
        let big_enough = m.extra_hole_at.is_some_and(|e| left[p.index()] >= e) || poorer == Some(p);
        let lack = m.refill - left[p.index()];
        // The other always has the seeds lacking when every seed of the
        // round is counted (the refill shares out the board exactly).
        if (big_enough || lots == Some(p)) && seeds[p.other().index()] >= lack {
            seeds[p.index()] += lack;
            seeds[p.other().index()] -= lack;
        }
    }
    seeds
}

/// The variant of a round in which South and North own `holes` holes, and
/// the holes out of play in it: those the file gives a player that nobody
/// fills. They leave the tracks, so sowing passes them by.
pub(super) fn round_variant(
    variant: &Variant,
    m: &MatchRules,
    holes: [u32; 2],
) -> (Variant, Vec<u16>) {
    let mut round = variant.clone();
    round.owner = round_owner(variant, m, holes);
    let out_of_play: Vec<u16> = (0..round.owner.len() as u16)
        .filter(|&h| {
            let h = h as usize;
            variant.owner[h].is_some() && round.owner[h].is_none()
        })
        .collect();
    for track in &mut round.tracks {
        track.retain(|site| !out_of_play.contains(site));
    }
    (round, out_of_play)
}

/// Who owns each hole in a round where South and North own `holes` holes:
/// each keeps their own holes (from the file) as far as they go, in their
/// fill order; when
/// holes pass to whoever fills them, the player with more takes the
/// other's holes in their gain order.
fn round_owner(variant: &Variant, m: &MatchRules, holes: [u32; 2]) -> Vec<Option<Player>> {
    let mut owner: Vec<Option<Player>> = vec![None; variant.owner.len()];
    if m.rounds_of_own_holes() {
        for p in Player::BOTH {
            for h in filling_order(variant, m, p)
                .into_iter()
                .take(holes[p.index()] as usize)
            {
                owner[h as usize] = Some(p);
            }
        }
        return owner;
    }
    // Each keeps their own holes in their fill order (as the file gives
    // it, else along their track).
    let home = m
        .fill_order
        .clone()
        .unwrap_or_else(|| Player::BOTH.map(|p| own_holes(variant, p)));
    // First what the player with more than their own takes from the other,
    for p in Player::BOTH {
        let extra = (holes[p.index()] as usize).saturating_sub(home[p.index()].len());
        for &h in m.gain_order[p.index()].iter().take(extra) {
            owner[h as usize] = Some(p);
        }
    }
    // then each player's own holes that are left, as many as they fill.
    for p in Player::BOTH {
        let mut have = owner.iter().filter(|o| **o == Some(p)).count();
        for &h in &home[p.index()] {
            if have >= holes[p.index()] as usize {
                break;
            }
            if owner[h as usize].is_none() {
                owner[h as usize] = Some(p);
                have += 1;
            }
        }
    }
    owner
}

/// `player`'s own holes (from the file) in the order of their track as
/// written, then any off it.
fn own_holes(variant: &Variant, player: Player) -> Vec<u16> {
    let track = &variant.tracks[player.index()];
    let mut own: Vec<u16> = track
        .iter()
        .copied()
        .filter(|&h| variant.owner.get(h as usize).copied().flatten() == Some(player))
        .collect();
    // Holes off the player's track still belong to them.
    for (h, o) in variant.owner.iter().enumerate() {
        if *o == Some(player) && !own.contains(&(h as u16)) {
            own.push(h as u16);
        }
    }
    own
}

/// The order in which `player` fills (and sells) their own holes: the
/// file's `fill_order`, or else along their track ([`fill_order`]).
pub(super) fn filling_order(variant: &Variant, m: &MatchRules, player: Player) -> Vec<u16> {
    match &m.fill_order {
        Some(order) => order[player.index()].clone(),
        None => fill_order(variant, player).collect(),
    }
}

/// The order in which `player` fills their own holes when each keeps
/// their own: along their track from the first own hole it reaches after
/// a site not theirs (on two rows, from the start of their row as they
/// sow it), wherever the track's list begins.
pub(super) fn fill_order(variant: &Variant, player: Player) -> impl Iterator<Item = u16> {
    let mut own = own_holes(variant, player);
    let track = &variant.tracks[player.index()];
    let is_own = |s: u16| variant.owner.get(s as usize).copied().flatten() == Some(player);
    let first = (0..track.len())
        .find(|&i| is_own(track[i]) && !is_own(track[(i + track.len() - 1) % track.len()]))
        .and_then(|i| own.iter().position(|&h| h == track[i]));
    if let Some(first) = first {
        own[..].rotate_left(first);
    }
    own.into_iter()
}
