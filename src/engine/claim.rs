//! What a landing rule does to claims once it fires: the seeds its
//! `transfer` moves between the holes it names, then the holes its
//! `claim` names made the mover's (replacing an old claim where the file
//! limits them). Whether a claim may be made at all is judged with the
//! rule's other conditions, in `sow.rs`.

use super::hole_ref::Anchor;
use super::landing::CompiledRule;
use super::rules::{NONE, Rules};
use super::sow::{Claims, claim_mark};
use super::when::Landing;
use crate::model::board::MAX_SITES;
use crate::model::claim::MAX_CLAIMS;
use crate::model::{Player, Replace};

/// The holes `rule`'s `claim` names, as sites (`NONE` for one that is
/// not there), seen from where it fired.
fn targets<'a>(
    rule: &'a CompiledRule,
    counts: &'a [u16; MAX_SITES],
    at: Anchor,
) -> impl Iterator<Item = u16> + 'a {
    rule.claim_at
        .iter()
        .map(move |hole| hole.resolve(counts, at))
}

/// Moves the seeds of `rule`'s transfer, then makes its claims, for a
/// rule that fired `at` a hole.
pub(super) fn apply(
    rules: &Rules,
    rule: &CompiledRule,
    counts: &mut [u16; MAX_SITES],
    claims: &mut Claims,
    at: Anchor,
) {
    if let Some(t) = &rule.transfer {
        let from = t.from.resolve(counts, at) as usize;
        let to = t.to.resolve(counts, at) as usize;
        if from < rules.holes && to < rules.holes && from != to {
            // Seeds move, never pieces.
            let moved = super::pieces::loose_seeds(rules, counts, from)
                .min(u16::try_from(t.seeds).unwrap_or(u16::MAX));
            counts[from] -= moved;
            counts[to] += moved;
        }
    }
    // Every hole is named before any is claimed: a claim that replaces
    // another may move seeds.
    let mut named = [NONE; MAX_CLAIMS];
    for (slot, target) in named.iter_mut().zip(targets(rule, counts, at)) {
        *slot = target;
    }
    for target in named {
        if (target as usize) < rules.holes {
            claim(rules, counts, claims, target, at.mover);
        }
    }
}

/// Makes `target` a claimed hole of `mover`, replacing an old claim when
/// the file limits them.
fn claim(
    rules: &Rules,
    counts: &mut [u16; MAX_SITES],
    claims: &mut Claims,
    target: u16,
    mover: Player,
) {
    if let (Some(most), Some(replace)) = (rules.claims_at_most, rules.claims_replace)
        && claimed_holes(rules, claims) >= most as usize
    {
        for h in 0..rules.holes {
            let owner = claims[h];
            if owner == 0 || h == target as usize {
                continue;
            }
            claims[h] = 0;
            if replace == Replace::Take {
                let store = rules.holes + usize::from(owner - 1);
                counts[store] += counts[h];
                counts[h] = 0;
                if rules.pieces {
                    super::pieces::carry(rules, counts, h, store);
                }
            }
        }
    }
    claims[target as usize] = claim_mark(mover);
}

/// How many holes `player` has claimed.
pub(super) fn claimed_by(rules: &Rules, claims: &Claims, player: Player) -> usize {
    let mark = claim_mark(player);
    claims[..rules.holes].iter().filter(|&&m| m == mark).count()
}

/// How many holes are claimed, by either player.
pub(super) fn claimed_holes(rules: &Rules, claims: &Claims) -> usize {
    claims[..rules.holes].iter().filter(|&&m| m != 0).count()
}

/// Whether the claim `rule` would make is allowed: within the limits on
/// claims, not the mirror of the opponent's claim, and not guarded. A
/// claim the limits forbid is not made: the rule does not fire.
pub(super) fn allowed(
    rules: &Rules,
    rule: &CompiledRule,
    counts: &[u16; MAX_SITES],
    claims: &Claims,
    at: &Landing,
) -> bool {
    let mover = at.mover;
    let new = rule.claim.holes();
    if let Some(most) = rules.claims_at_most
        && rules.claims_replace.is_none()
        && claimed_holes(rules, claims) + new > most as usize
    {
        return false;
    }
    if let Some(each) = rules.claims_each_at_most
        && claimed_by(rules, claims, mover) + new > each as usize
    {
        return false;
    }
    let anchor = at.anchor();
    let mirrored = targets(rule, counts, anchor).any(|target| {
        rules
            .mirror
            .get(target as usize)
            .is_some_and(|&m| claims[m as usize] == claim_mark(mover.other()))
    });
    if mirrored {
        return false;
    }
    // The guard is judged as the claiming seeds arrive: a guardian
    // they fall into counts without them (the last seed, and the one
    // before it for a rule that looks back).
    let before = if rule.when.previous.is_some() {
        at.prev
    } else {
        NONE
    };
    if guarded(rules, counts, claims, mover, [at.cur, before]) {
        return false;
    }
    true
}

/// Whether a claimed hole of `mover`'s opponent is guarded: the hole after
/// it on its owner's track holds a guarding count.
fn guarded(
    rules: &Rules,
    counts: &[u16; MAX_SITES],
    claims: &Claims,
    mover: Player,
    arriving: [u16; 2],
) -> bool {
    let Some(guard) = &rules.claims_guard else {
        return false;
    };
    let theirs = claim_mark(mover.other());
    let next = &rules.next_hole[mover.other().index()];
    // The guardian's count before the claiming seeds fell into it.
    let before = |g: u16| {
        let arrived = arriving.iter().filter(|&&a| a == g).count() as u16;
        counts[g as usize].saturating_sub(arrived)
    };
    (0..rules.holes).any(|h| {
        claims[h] == theirs
            && next
                .get(h)
                .is_some_and(|&g| g != NONE && guard.matches(before(g)))
    })
}
