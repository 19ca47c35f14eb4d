//! A variant compiled into flat tables for fast play: successor arrays for
//! each player's track, precomputed opposite holes, and landing conditions
//! as lookup tables. Built once per file; every index in a table is a site
//! of the board, by construction.

use crate::model::{CountSet, EndCondition, HoleSet, Laps, MatchRules, Player, Variant};

/// Marks "no site" in a table.
pub const NONE: u16 = u16::MAX;

/// A count condition as a lookup table over every possible count.
#[derive(Debug, Clone)]
pub struct CountTable(Vec<bool>);

impl CountTable {
    fn new(set: &CountSet, total: u32) -> Self {
        CountTable((0..=total).map(|n| set.matches(n)).collect())
    }

    /// Whether `n` meets the condition.
    #[inline]
    pub fn matches(&self, n: u16) -> bool {
        self.0.get(n as usize).copied().unwrap_or(false)
    }
}

/// A landing rule in table form.
#[derive(Debug, Clone)]
pub struct CompiledRule {
    /// For each player, whether each site meets the rule's `hole`.
    pub hole: Option<[Vec<bool>; 2]>,
    /// The landing count condition.
    pub count: Option<CountTable>,
    /// The was-empty condition.
    pub was_empty: Option<bool>,
    /// The opposite count condition.
    pub opposite: Option<CountTable>,
    /// Take the landing hole.
    pub capture_last: bool,
    /// Take the opposite hole.
    pub capture_opposite: bool,
    /// Take preceding holes while they match.
    pub chain_backward: bool,
    /// Capture nothing when it would take all the opponent's seeds.
    pub grand_slam_forfeits: bool,
    /// How the turn goes on.
    pub then: Option<crate::model::Then>,
    /// Whether (and by whom) the landing hole must be claimed.
    pub claimed: Option<crate::model::ClaimedBy>,
    /// The landing hole becomes the mover's claimed hole.
    pub claim: bool,
    /// Seeds to take from the landing hole to the mover's store.
    pub take: Option<u16>,
    /// The plies of the round (from 1) in which the rule may fire.
    pub ply: Option<CountSet>,
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
    pub next: [Vec<u16>; 2],
    /// For each player, the hole before each hole on their track (stores skipped).
    pub prev_hole: [Vec<u16>; 2],
    /// The hole across from each hole.
    pub opposite: Vec<u16>,
    /// Each player's own holes.
    pub own_holes: [Vec<u16>; 2],
    /// Holes each player may start a move from (before the count check).
    pub starts: [Vec<u16>; 2],
    /// Landing rules.
    pub landing: Vec<CompiledRule>,
    /// For each player and site, the landing rules whose `hole` allows a
    /// landing there, as a bit set (bit `i` for rule `i`; at most 64
    /// rules). Only these need their other conditions tried.
    pub landing_at: [Vec<u64>; 2],
    /// Holes skipped while sowing by count.
    pub skip: Option<CountTable>,
    /// End of game by a store over a count.
    pub seeds_above: Option<u32>,
    /// End of game when a side is empty.
    pub row_empty_ends: bool,
    /// End of game on a repeated position.
    pub repetition_ends: bool,
    /// End of game (round) when only claimed holes hold seeds.
    pub unclaimed_empty_ends: bool,
    /// For a match: the rules with each ownership a recount can give,
    /// keyed by the holes South and North own. Built once, so a game can
    /// borrow them for as long as it borrows these rules.
    pub round_tables: Vec<([u32; 2], Rules)>,
    /// Relay sowing.
    pub relay: bool,
    /// Whether sowing ever passes over a site (origin, count, or claimed
    /// holes that are not sown into).
    pub skips: bool,
    /// Whether landing rules can claim holes (so claimed holes matter).
    pub claiming: bool,
    /// Whether a move may start, or a relay go on, from a claimed hole.
    pub claimed_sow_from: bool,
    /// Whether seeds are sown into claimed holes.
    pub claimed_sow_into: bool,
    /// Fewest seeds a starting hole needs.
    pub min_seeds: u16,
    /// Whether a move must leave seeds for an opponent who has none.
    pub must_feed: bool,
    /// Whether a move whose sowing never ends is illegal (so every
    /// candidate move is sown to find out).
    pub endless_illegal: bool,
    /// Most laps one ply may sow before it is given up as
    /// [`super::SowEnd::Capped`]; [`super::MAX_LAPS`] unless changed.
    pub max_laps: u32,
}

impl Rules {
    /// Compiles the variant with hole ownership `owner` in place of the
    /// file's (the rounds of a match change who owns which hole).
    pub fn with_owner(variant: &Variant, owner: Vec<Option<Player>>) -> Rules {
        let mut v = variant.clone();
        v.owner = owner;
        Rules::compile(&v)
    }

    /// Compiles a checked variant, with the tables for every round of a
    /// match it may play.
    pub fn new(variant: &Variant) -> Rules {
        let mut rules = Rules::compile(variant);
        if let Some(m) = &variant.match_rules {
            let holes = variant.board.holes() as u32;
            for south in 0..=holes {
                // A recount fills every hole, or all but one when equal
                // leftovers win nothing.
                for north in holes.saturating_sub(south + 1)..=holes - south {
                    if south == 0 || north == 0 || south >= holes || north >= holes {
                        continue;
                    }
                    let owner = round_owner(variant, m, [south, north]);
                    rules
                        .round_tables
                        .push(([south, north], Rules::with_owner(variant, owner)));
                }
            }
        }
        rules
    }

    /// The rules for a round in which South and North own `holes` holes.
    pub fn round_rules(&self, holes: [u32; 2]) -> Option<&Rules> {
        self.round_tables
            .iter()
            .find(|(h, _)| *h == holes)
            .map(|(_, r)| r)
    }

    /// Compiles the variant's tables, without round tables.
    fn compile(variant: &Variant) -> Rules {
        let board = variant.board;
        let holes = board.holes();
        let sites = board.sites();
        let total = variant.total_seeds();
        let mut next = [vec![NONE; sites], vec![NONE; sites]];
        let mut prev_hole = [vec![NONE; sites], vec![NONE; sites]];
        for p in Player::BOTH {
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
        let opposite = (0..holes as u16).map(|h| board.opposite(h)).collect();
        let set_of = |set: HoleSet, p: Player| -> Vec<u16> {
            (0..holes as u16)
                .filter(|&h| variant.in_set(set, p, h))
                .collect()
        };
        let landing: Vec<CompiledRule> = variant
            .landing
            .iter()
            .map(|r| CompiledRule {
                hole: r.hole.map(|set| {
                    Player::BOTH.map(|p| {
                        (0..sites as u16)
                            .map(|s| variant.in_set(set, p, s))
                            .collect()
                    })
                }),
                count: r.count.as_ref().map(|c| CountTable::new(c, total)),
                was_empty: r.was_empty,
                opposite: r.opposite.as_ref().map(|c| CountTable::new(c, total)),
                capture_last: r.capture_last,
                capture_opposite: r.capture_opposite,
                chain_backward: r.chain_backward,
                grand_slam_forfeits: r.grand_slam_forfeits,
                then: r.then,
                claimed: r.claimed,
                claim: r.claim,
                take: r.take.map(|t| t.min(u32::from(u16::MAX)) as u16),
                ply: r.ply.clone(),
            })
            .collect();
        let landing_at = Player::BOTH.map(|p| {
            (0..sites)
                .map(|site| {
                    landing
                        .iter()
                        .enumerate()
                        .take(64)
                        .filter(|(_, r)| r.hole.as_ref().is_none_or(|m| m[p.index()][site]))
                        .fold(0u64, |bits, (i, _)| bits | 1 << i)
                })
                .collect()
        });
        Rules {
            variant: variant.clone(),
            landing_at,
            holes,
            sites,
            next,
            prev_hole,
            opposite,
            own_holes: Player::BOTH.map(|p| set_of(HoleSet::Own, p)),
            starts: Player::BOTH.map(|p| set_of(variant.move_from, p)),
            landing,
            skip: variant.skip.as_ref().map(|c| CountTable::new(c, total)),
            seeds_above: variant.end.iter().find_map(|e| match e {
                EndCondition::SeedsAbove(n) => Some(*n),
                _ => None,
            }),
            row_empty_ends: variant.end.contains(&EndCondition::RowEmpty),
            repetition_ends: variant.end.contains(&EndCondition::Repetition),
            unclaimed_empty_ends: variant.end.contains(&EndCondition::UnclaimedEmpty),
            round_tables: Vec::new(),
            relay: variant.laps == Laps::Relay,
            skips: variant.skip_origin
                || variant.skip.is_some()
                || (variant.claiming && !variant.claims.sow_into),
            claiming: variant.claiming,
            claimed_sow_from: variant.claims.sow_from,
            claimed_sow_into: variant.claims.sow_into,
            min_seeds: variant.min_seeds.min(u32::from(u16::MAX)) as u16,
            must_feed: variant.must_feed,
            endless_illegal: variant.laps == Laps::Relay
                && variant.endless == Some(crate::model::Endless::Illegal),
            max_laps: super::MAX_LAPS,
        }
    }
}

/// Who owns each hole in a round where South and North own `holes` holes:
/// each keeps their own holes (from the file) as far as they go; the player
/// with more takes the other's holes in their gain order.
pub fn round_owner(variant: &Variant, m: &MatchRules, holes: [u32; 2]) -> Vec<Option<Player>> {
    let home: [Vec<u16>; 2] = Player::BOTH.map(|p| {
        let track = &variant.tracks[p.index()];
        let mut own: Vec<u16> = track
            .iter()
            .copied()
            .filter(|&h| variant.owner.get(h as usize).copied().flatten() == Some(p))
            .collect();
        // Holes off the player's track still belong to them.
        for (h, o) in variant.owner.iter().enumerate() {
            if *o == Some(p) && !own.contains(&(h as u16)) {
                own.push(h as u16);
            }
        }
        own
    });
    let mut owner: Vec<Option<Player>> = vec![None; variant.owner.len()];
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
