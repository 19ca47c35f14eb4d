//! Seeds entered from the mover's store as a move (`[moves] enter`): in
//! the ordinary turns a placement move (`Move::place`, written `c1*`) puts
//! them into its hole, beside the sowing moves, while the store holds
//! seeds. Files without entries never reach these: `legal` asks for the
//! candidates only where the rules have an entry, and `sow_phase` sends a
//! placement of the ordinary turns out of line.

use super::moves::Move;
use super::rules::Rules;
use super::sow::{Sowing, hole_bit};
use crate::model::board::MAX_SITES;
use crate::model::board::PerPlayer;
use crate::model::{Player, Variant};

/// `[moves] enter`, compiled.
#[derive(Debug, Clone, Copy)]
pub struct CompiledEntry {
    /// For each player, the holes seeds may be entered into (bit `h`).
    into: PerPlayer<u128>,
    /// Seeds a move enters (all the store holds, when fewer).
    seeds: u16,
    /// Whether it is offered only while the opponent cannot move.
    opponent_stuck: bool,
}

impl CompiledEntry {
    /// Compiles the variant's entry, if it has one.
    pub fn of(variant: &Variant) -> Option<Self> {
        let entry = variant.entry?;
        Some(CompiledEntry {
            into: super::rules::hole_bits(variant, entry.into),
            seeds: u16::try_from(entry.seeds).unwrap_or(u16::MAX),
            opponent_stuck: entry.opponent_stuck,
        })
    }
}

/// Appends to `list` each entry `player` may make: into each hole of the
/// entry's holes in play (on whoever's track), while their store holds
/// seeds (and, where the file says so, while the opponent cannot move).
pub(super) fn candidates(
    rules: &Rules,
    counts: &[u16; MAX_SITES],
    player: Player,
    list: &mut super::legal::MoveList,
) {
    let Some(entry) = &rules.entry else {
        return;
    };
    if counts[rules.holes + player.index()] == 0 {
        return;
    }
    if entry.opponent_stuck && super::move_rules::can_move(rules, counts, player.other()) {
        return;
    }
    let into = entry.into[player.index()];
    for hole in 0..rules.holes as u16 {
        // A hole out of play for the round takes no seed.
        if into & hole_bit(hole) != 0 && !rules.out_of_play.contains(&hole) {
            list.push(Move::place(hole));
        }
    }
}

/// Plays the entry `m` of `mover`: seeds from their store into its hole.
/// What the ply did, as a sowing of no laps that ended in that hole.
pub(super) fn enter(
    rules: &Rules,
    counts: &mut [u16; MAX_SITES],
    m: Move,
    mover: Player,
) -> Sowing {
    let (hole, h) = (m.hole(), usize::from(m.hole()));
    let mut done = Sowing::new(hole);
    done.laps = 0;
    let Some(entry) = rules.entry.filter(|_| h < rules.holes) else {
        return done;
    };
    let store = rules.holes + mover.index();
    let n = entry.seeds.min(counts[store]);
    counts[store] -= n;
    counts[h] = counts[h].saturating_add(n);
    done.sown = hole_bit(hole);
    done
}
