//! Phases in play (`[[phases]]`): each phase's rules compiled once, and
//! when a phase ends. A player's phase (the game's, for phases of both) is
//! kept in the claims past the holes' marks ([`PHASE_OF`]), so it is part
//! of the position; the game plays each ply by the rules of its mover's
//! phase (`Game::use_phase_rules`).

use super::rules::{CountTable, Rules};
use super::sow::{Claims, hole_bit};
use crate::model::board::PerPlayer;
use crate::model::board::{MAX_PLAYERS, MAX_SITES};
use crate::model::phase::PhaseEnd;
use crate::model::{HoleSet, Player, Variant};

/// Where [`Claims`] keeps each player's phase (in the order they move;
/// the game's, for phases of all, in South's place).
pub const PHASE_OF: usize = 2 * MAX_SITES;

/// Where [`Claims`] counts each player's turns (up to 255), while their
/// phase ends after a number of turns.
pub const TURNS_PLAYED: usize = 2 * MAX_SITES + MAX_PLAYERS;

/// The phases of a game, compiled.
#[derive(Debug, Clone)]
pub struct PhaseTables {
    /// Whether each player goes through the phases on their own.
    pub each: bool,
    /// The phases, in order.
    pub phases: Vec<CompiledPhase>,
}

/// A phase: its rules, and the event that ends it.
#[derive(Debug, Clone)]
pub struct CompiledPhase {
    /// Its name.
    pub name: String,
    /// The rules its plies are played by.
    pub rules: Rules,
    /// What ends it (`None`: nothing; the last phase).
    until: Option<CompiledEnd>,
}

/// The event that ends a phase, in table form.
#[derive(Debug, Clone)]
struct CompiledEnd {
    turns: Option<u32>,
    captured: bool,
    on_board: Option<CountTable>,
    every_hole: Option<CountTable>,
    own_holes: Option<CountTable>,
    lost: Option<CountTable>,
    stored: Option<CountTable>,
    /// What a move must start from to end it.
    lifted: Option<Lifted>,
    stuck: bool,
    /// Whether its events on the board are judged as a turn begins too.
    at_turn_start: bool,
}

/// What a move must start from to end a phase (`until.lifted`).
#[derive(Debug, Clone)]
enum Lifted {
    /// For each player, the holes whose lifting ends it.
    Holes(PerPlayer<u128>),
    /// The player's own store (`lifted = "own-store"`).
    OwnStore,
}

/// What a ply did, as a phase's end reads it.
pub(super) struct PlyDone {
    /// Who moved.
    pub mover: Player,
    /// The hole the move started from.
    pub from: u16,
    /// Seeds still in each hand, waiting in the stores (`[placement]`).
    pub hands: [u16; 2],
    /// Whether it captured or took seeds.
    pub captured: bool,
    /// Whether the mover's turn ended with it (not a move-again ply).
    pub turn_ended: bool,
    /// Plies of the round played so far.
    pub round_ply: u32,
}

impl PhaseTables {
    /// The phases of `variant` compiled, `None` where it has none: each
    /// phase's rules from its own variant (or the file's), with only the
    /// landing rules that hold in it.
    pub fn new(variant: &Variant) -> Option<Box<PhaseTables>> {
        Self::compile(variant, None)
    }

    /// The phases of `variant` for a round of its match in which South
    /// and North own `holes` holes: each phase's own variant with the
    /// round's owners and holes out of play.
    pub(super) fn for_round(variant: &Variant, holes: [u32; 2]) -> Option<Box<PhaseTables>> {
        Self::compile(variant, Some(holes))
    }

    fn compile(variant: &Variant, round: Option<[u32; 2]>) -> Option<Box<PhaseTables>> {
        if variant.phases.is_empty() {
            return None;
        }
        let total = variant.total_seeds();
        let phases = variant
            .phases
            .iter()
            .enumerate()
            .map(|(k, phase)| {
                let mut v = phase.own.as_deref().unwrap_or(variant).clone();
                v.phases.clear();
                v.in_phase = u8::try_from(k).ok();
                let round = round.and_then(|holes| {
                    let m = v.match_rules.as_ref()?;
                    Some(super::round::round_variant(&v, m, holes))
                });
                let mut rules = match round {
                    Some((v, out_of_play)) => Rules::compile(&v, &out_of_play),
                    None => Rules::new(&v),
                };
                rules.phased = true;
                CompiledPhase {
                    name: phase.name.clone(),
                    rules,
                    until: phase
                        .until
                        .as_ref()
                        .map(|end| CompiledEnd::new(end, variant, total)),
                }
            })
            .collect();
        Some(Box::new(PhaseTables {
            each: variant.phases.first().is_none_or(|p| p.each),
            phases,
        }))
    }

    /// The slot of [`Claims`] that keeps `player`'s phase.
    #[inline]
    pub fn slot(&self, player: Player) -> usize {
        PHASE_OF + if self.each { player.index() } else { 0 }
    }

    /// The phase `player` is in.
    #[inline]
    pub fn of(&self, claims: &Claims, player: Player) -> usize {
        usize::from(claims.get(self.slot(player)).copied().unwrap_or(0))
    }

    /// The rules of phase `k` (the last phase's past the end).
    pub fn rules(&self, k: usize) -> Option<&Rules> {
        self.phases.get(k).or(self.phases.last()).map(|p| &p.rules)
    }

    /// The name of `player`'s phase.
    pub fn name(&self, claims: &Claims, player: Player) -> Option<&str> {
        self.phases
            .get(self.of(claims, player))
            .map(|p| p.name.as_str())
    }

    /// After a ply: counts the mover's turn where their phase ends after
    /// a number of turns, and moves them on to the next phase where its
    /// event has come. Whether the phase changed.
    pub(super) fn after_ply(&self, claims: &mut Claims, counts: &[u16], ply: &PlyDone) -> bool {
        let slot = self.slot(ply.mover);
        let Some(phase) = self.phases.get(self.of(claims, ply.mover)) else {
            return false;
        };
        let Some(end) = phase.until.as_ref() else {
            return false;
        };
        let turns_slot = TURNS_PLAYED + ply.mover.index();
        if end.turns.is_some()
            && ply.turn_ended
            && let Some(n) = claims.get_mut(turns_slot)
        {
            *n = n.saturating_add(1);
        }
        if end.stuck {
            return false;
        }
        let turns = match self.each {
            true => u32::from(claims.get(turns_slot).copied().unwrap_or(0)),
            false => ply.round_ply,
        };
        let ended = end.turns.is_none_or(|n| turns >= n)
            && (!end.captured || ply.captured)
            && end.holds_on_board(&phase.rules, counts, ply.mover, ply.hands)
            && end.lifted.as_ref().is_none_or(|lifted| match lifted {
                Lifted::Holes(m) => m[ply.mover.index()] & hole_bit(ply.from) != 0,
                Lifted::OwnStore => usize::from(ply.from) == phase.rules.holes + ply.mover.index(),
            });
        if ended && let Some(phase) = claims.get_mut(slot) {
            *phase = phase.saturating_add(1);
        }
        ended
    }

    /// Where `player`, to move, has no legal move: moves them on to the
    /// next phase if theirs ends when they are stuck. Whether it did.
    pub(super) fn stuck(
        &self,
        claims: &mut Claims,
        (counts, hands): (&[u16], [u16; 2]),
        player: Player,
    ) -> bool {
        let slot = self.slot(player);
        let ends = self.ends_when_stuck(self.of(claims, player), (counts, hands), player);
        if ends && let Some(p) = claims.get_mut(slot) {
            *p = p.saturating_add(1);
        }
        ends
    }

    /// As `player`'s turn begins: moves them on to the next phase where
    /// theirs ends by the board as it lies (`at_turn_start`), `hands`
    /// still to be placed waiting in the stores. Whether it did.
    pub(super) fn at_turn_start(
        &self,
        claims: &mut Claims,
        (counts, hands): (&[u16], [u16; 2]),
        player: Player,
    ) -> bool {
        let slot = self.slot(player);
        let ends = self
            .phases
            .get(self.of(claims, player))
            .is_some_and(|phase| {
                phase.until.as_ref().is_some_and(|end| {
                    end.at_turn_start && end.holds_on_board(&phase.rules, counts, player, hands)
                })
            });
        if ends && let Some(p) = claims.get_mut(slot) {
            *p = p.saturating_add(1);
        }
        ends
    }

    /// Whether phase `k` ends for `player` when they have no move in it,
    /// `hands` still to be placed waiting in the stores.
    pub(super) fn ends_when_stuck(
        &self,
        k: usize,
        (counts, hands): (&[u16], [u16; 2]),
        player: Player,
    ) -> bool {
        self.phases.get(k).is_some_and(|phase| {
            phase.until.as_ref().is_some_and(|end| {
                end.stuck && end.holds_on_board(&phase.rules, counts, player, hands)
            })
        })
    }
}

impl CompiledEnd {
    fn new(end: &PhaseEnd, variant: &Variant, total: u32) -> Self {
        let table =
            |set: &Option<crate::model::CountSet>| set.as_ref().map(|s| CountTable::new(s, total));
        CompiledEnd {
            turns: end.turns,
            captured: end.captured == Some(true),
            on_board: table(&end.on_board),
            every_hole: table(&end.every_hole),
            own_holes: table(&end.own_holes),
            lost: table(&end.lost),
            stored: table(&end.stored),
            lifted: end.lifted.map(|set| match set {
                HoleSet::OWN_STORE => Lifted::OwnStore,
                set => Lifted::Holes(super::rules::hole_bits(variant, set)),
            }),
            stuck: end.stuck,
            at_turn_start: end.at_turn_start,
        }
    }

    /// Whether the conditions on the board hold for `player`: the seeds
    /// left, their own holes, what they have lost.
    /// `hands` are the seeds still to be placed, which wait in the stores
    /// and are not lost.
    fn holds_on_board(
        &self,
        rules: &Rules,
        counts: &[u16],
        player: Player,
        hands: [u16; 2],
    ) -> bool {
        let holes = counts.get(..rules.holes).unwrap_or(&[]);
        let on_board = || holes.iter().map(|&n| u32::from(n)).sum::<u32>();
        let fits = |t: &CountTable, n: u32| t.matches(u16::try_from(n).unwrap_or(u16::MAX));
        // What `p`'s store holds, less the seeds of their hand waiting there
        // to be placed.
        let kept = |p: Player| {
            let store = counts.get(rules.holes + p.index()).copied().unwrap_or(0);
            store.saturating_sub(hands.get(p.index()).copied().unwrap_or(0))
        };
        self.on_board.as_ref().is_none_or(|t| fits(t, on_board()))
            && self
                .every_hole
                .as_ref()
                .is_none_or(|t| holes.iter().all(|&n| t.matches(n)))
            && self.own_holes.as_ref().is_none_or(|t| {
                holes.iter().enumerate().all(|(h, &n)| {
                    rules.variant.owner.get(h).copied().flatten() != Some(player) || t.matches(n)
                })
            })
            && self
                .lost
                .as_ref()
                .is_none_or(|t| t.matches(kept(player.other())))
            && self.stored.as_ref().is_none_or(|t| t.matches(kept(player)))
    }
}
