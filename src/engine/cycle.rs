//! Exact cycle finding for relay sowing.
//!
//! A relay is a deterministic walk from one lift to the next: it repeats
//! forever exactly when the state at a lift (every site's count, every
//! claim, the hole being lifted) recurs. [`Brent`]'s cycle finding detects
//! that with one saved state and no allocation, within about twice the laps
//! the walk takes to close its cycle.
//!
//! Some endless relays take hundreds of thousands of laps to close (one on
//! a 2×6 board of 48 seeds: 450,000 laps a round), and random play meets the same ones
//! again and again. Where the board an endless sowing leaves is thrown away
//! (`endless = "illegal"`: the move is refused), a long relay also keeps
//! [`Landmarks`]: about one state in 512 that it passed, chosen by the
//! lifted hole and a fingerprint of the whole state. A landmark met twice closes the cycle within a few
//! hundred laps of it closing; and once a relay is known endless, every
//! state it passed is, so its landmarks are kept on the thread: a later
//! relay that meets one is endless at once. Both answers are exact: states
//! are compared whole, the fingerprint only chooses which to keep.

use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::rules::{NONE, Rules};
use super::sow::{CLAIMS_LEN, Claims, LIFTED, claim_words};
use crate::model::Player;
use crate::model::board::MAX_SITES;

/// Brent's cycle finding: a saved state at a lift, and when to move it on.
pub(super) struct Brent {
    saved: [u16; MAX_SITES],
    claims: Claims,
    saved_at: u16,
    /// The other relay's hole, when two relays take turns (the opening).
    saved_with: u16,
    power: u32,
    since: u32,
    /// How many sites' counts a state holds, and how much of the claims
    /// (none where the rules never change a claim or a mark): worked out
    /// once, not at every lap.
    sites: usize,
    claim_words: usize,
}

impl Brent {
    pub(super) fn new(rules: &Rules) -> Self {
        let claims_change = rules.claiming || rules.marks_lifts || rules.special.any();
        Brent {
            saved: [0; MAX_SITES],
            claims: [0; CLAIMS_LEN],
            saved_at: NONE,
            saved_with: NONE,
            power: 1,
            since: 0,
            sites: rules.sites,
            claim_words: if claims_change { claim_words(rules) } else { 0 },
        }
    }

    /// Whether the state (counts, claims, lifted hole `at`, other relay's
    /// hole `with`) is the saved one; saves it when it is time to.
    #[inline(always)]
    pub(super) fn repeats(
        &mut self,
        counts: &[u16; MAX_SITES],
        claims: &Claims,
        at: u16,
        with: u16,
    ) -> bool {
        let (sites, words) = (self.sites, self.claim_words);
        if self.saved_at == at
            && self.saved_with == with
            && self.saved[..sites] == counts[..sites]
            && self.claims[..words] == claims[..words]
        {
            return true;
        }
        self.since += 1;
        if self.since >= self.power {
            self.saved[..sites].copy_from_slice(&counts[..sites]);
            self.claims[..words].copy_from_slice(&claims[..words]);
            self.saved_at = at;
            self.saved_with = with;
            self.power = self.power.saturating_mul(2);
            self.since = 0;
        }
        false
    }

    /// How many lifts' states [`Brent::repeats`] passes over (compares, but
    /// does not save) before it saves one.
    pub(super) fn lifts_before_save(&self) -> u32 {
        self.power.saturating_sub(self.since + 1)
    }

    /// The saved state: its counts, the hole lifted and the other relay's
    /// hole (`NONE` before a state is saved).
    pub(super) fn saved(&self) -> (&[u16; MAX_SITES], u16, u16) {
        (&self.saved, self.saved_at, self.saved_with)
    }

    /// Whether `claims` are the saved state's, as far as states compare them.
    pub(super) fn same_claims(&self, claims: &Claims) -> bool {
        self.claims[..self.claim_words] == claims[..self.claim_words]
    }

    /// [`Brent::repeats`] at `lifts` lifts (fewer than
    /// [`Brent::lifts_before_save`]) whose states differ from the saved one.
    pub(super) fn pass(&mut self, lifts: u32) {
        self.since += lifts;
    }
}

/// Laps a relay sows before it keeps landmarks: shorter relays are found
/// by [`Brent`] alone, at no cost.
pub(super) const LANDMARKS_AFTER: u32 = 4096;

/// About one state in 512 is a landmark: one in [`LIFT_TEST_EVERY`]
/// passes a test on the lifted hole alone (a few instructions, at every
/// lap of a long relay), and one in [`LANDMARK_EVERY`] of those a test on
/// the fingerprint of the whole state.
const LIFT_TEST_EVERY: u16 = 64;
const LANDMARK_EVERY: u64 = 8;

/// Most landmarks one relay keeps (each a few dozen bytes).
const SEEN_MOST: usize = 1 << 16;

/// Most landmarks of endless relays a thread keeps; past it, it forgets
/// them all and starts again.
const KNOWN_MOST: usize = 1 << 17;

/// A state at a lift, written out: the mover, the lifted hole, the counts
/// and (where holes can be claimed) the claims.
type State = Box<[u16]>;

/// Landmarks by their fingerprint. The fingerprint is already a hash, so
/// the map uses it as it is. Two states of one fingerprint (the same
/// counts and lifted hole with other claims, another mover or seeds
/// waiting, or else a chance of one in 2^64 a pair) keep the first: a
/// landmark left out only lets a cycle close a little later, and states
/// are compared whole.
type ByFingerprint = HashMap<u64, State, BuildHasherDefault<AsItIs>>;

/// The hasher of [`ByFingerprint`]: a `u64` key is its own hash.
#[derive(Default)]
struct AsItIs(u64);

impl Hasher for AsItIs {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        // Only `u64` keys come here (`write_u64`); anything else is folded in.
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, key: u64) {
        self.0 = key;
    }
}

thread_local! {
    /// Landmarks of the relays found endless on this thread, for the rules
    /// with the id kept beside them.
    static KNOWN: RefCell<(u64, ByFingerprint)> = RefCell::new((0, ByFingerprint::default()));
}

/// The landmarks one long relay has passed.
pub(super) struct Landmarks {
    seen: ByFingerprint,
    state: Vec<u16>,
    /// Whether landmarks may be shared between relays: the laps read
    /// nothing but the state (no condition on the ply or on what the ply
    /// captured).
    shared: bool,
}

impl Landmarks {
    pub(super) fn new(rules: &Rules) -> Self {
        Landmarks {
            seen: ByFingerprint::default(),
            state: Vec::new(),
            shared: !rules.laps_read_the_ply,
        }
    }

    /// Whether the relay of `mover` about to lift `at` (with `waiting`
    /// seeds still to sow back from it) is known to be endless: it has
    /// passed this landmark before, or an endless relay passed it.
    /// Inline: most states are ruled out by the lifted hole alone, at
    /// every lap of a long relay, and a call would cost more than that.
    #[inline(always)]
    pub(super) fn endless(
        &mut self,
        rules: &Rules,
        counts: &[u16; MAX_SITES],
        claims: &Claims,
        at_waiting: [u16; 2],
        mover: Player,
    ) -> bool {
        let at = at_waiting[0];
        let lifted = counts.get(usize::from(at)).copied().unwrap_or(0);
        Landmarks::may_be_one(at, lifted)
            && self.endless_by_fingerprint(rules, counts, claims, at_waiting, mover)
    }

    /// Whether the state at a lift of `lifted` seeds from `at` may be a
    /// landmark: the test on the lifted hole alone, which rules out all
    /// but one state in [`LIFT_TEST_EVERY`].
    #[inline(always)]
    pub(super) fn may_be_one(at: u16, lifted: u16) -> bool {
        (at.wrapping_mul(7).wrapping_add(lifted)).is_multiple_of(LIFT_TEST_EVERY)
    }

    /// [`Landmarks::endless`] past the lifted hole's test: the fingerprint
    /// of the whole state chooses the landmarks.
    #[inline(never)]
    fn endless_by_fingerprint(
        &mut self,
        rules: &Rules,
        counts: &[u16; MAX_SITES],
        claims: &Claims,
        [at, waiting]: [u16; 2],
        mover: Player,
    ) -> bool {
        let sites = rules.sites;
        let fingerprint = fingerprint(weighed(&counts[..sites]), at);
        if !is_landmark(fingerprint) {
            return false;
        }
        self.state.clear();
        self.state.push(mover.index() as u16);
        self.state.push(at);
        self.state.push(waiting);
        self.state.extend_from_slice(&counts[..sites]);
        if rules.claiming {
            self.state
                .extend(claims[..sites].iter().map(|&c| u16::from(c)));
        }
        // A special hole's status changes how a relay goes on from it.
        if rules.special.any() {
            self.state.extend(
                claims[LIFTED..LIFTED + rules.holes]
                    .iter()
                    .map(|&c| u16::from(c)),
            );
        }
        let state = self.state.as_slice();
        if self.shared
            && KNOWN.with(|k| {
                let k = k.borrow();
                k.0 == rules.id && k.1.get(&fingerprint).is_some_and(|s| **s == *state)
            })
        {
            return true;
        }
        match self.seen.get(&fingerprint) {
            Some(seen) => **seen == *state,
            None => {
                if self.seen.len() < SEEN_MOST {
                    self.seen.insert(fingerprint, state.into());
                }
                false
            }
        }
    }

    /// The relay is endless: every landmark it passed leads to the same
    /// cycle, and the thread keeps them.
    pub(super) fn keep(self, rules: &Rules) {
        if !self.shared || self.seen.is_empty() {
            return;
        }
        KNOWN.with(|k| {
            let mut k = k.borrow_mut();
            if k.0 != rules.id || k.1.len() + self.seen.len() > KNOWN_MOST {
                k.0 = rules.id;
                k.1.clear();
            }
            for (fingerprint, state) in self.seen {
                k.1.entry(fingerprint).or_insert(state);
            }
        });
    }
}

/// What each site's count weighs in a fingerprint: a fixed odd number
/// made of the site's index, as if at random.
const WEIGHTS: [u64; MAX_SITES] = {
    let mut weights = [0; MAX_SITES];
    let mut i = 0;
    while i < MAX_SITES {
        // splitmix64 of the index.
        let mut z = (i as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        weights[i] = (z ^ (z >> 31)) | 1;
        i += 1;
    }
    weights
};

/// The weight of `site`'s count in a fingerprint.
pub(super) fn weight(site: u16) -> u64 {
    WEIGHTS.get(usize::from(site)).copied().unwrap_or(0)
}

/// The counts of sites `0..` weighed and added up: the part of a
/// fingerprint that reads the counts. A sum, so that the part of a few
/// sites can be worked out apart from the rest (quiet laps weigh the ring
/// they sow and add what lies off it, which they never change).
pub(super) fn weighed(counts: &[u16]) -> u64 {
    (counts.iter().zip(WEIGHTS)).fold(0u64, |sum, (&c, w)| {
        sum.wrapping_add(u64::from(c).wrapping_mul(w))
    })
}

/// The fingerprint of a state at a lift: its weighed counts and the lifted
/// hole `at`, mixed.
#[inline]
pub(super) fn fingerprint(weighed: u64, at: u16) -> u64 {
    let h = (weighed ^ u64::from(at).wrapping_mul(0xD6E8_FEB8_6659_FD93))
        .wrapping_mul(0x9E37_79B9_7F4A_7C15);
    h ^ (h >> 32)
}

/// Whether a state of `fingerprint` that passed the test on its lifted
/// hole is a landmark.
#[inline]
pub(super) fn is_landmark(fingerprint: u64) -> bool {
    (fingerprint >> 32).is_multiple_of(LANDMARK_EVERY)
}

#[cfg(test)]
mod tests {
    use super::Brent;
    use crate::engine::rules::{NONE, Rules};
    use crate::engine::sow::LIFTED;
    use crate::engine::special_hole::LOST;
    use crate::model::board::MAX_SITES;

    /// A state at a lift that differs from an earlier one only in whether a
    /// special hole keeps its status is another state: the relay has not
    /// come round (a held nyumba stops sowings that a lost one relays).
    #[test]
    fn a_special_holes_status_is_part_of_the_state() {
        let text = include_str!("../../examples/bao-la-kiswahili.sow.toml");
        let checked = crate::lint::check(text);
        let variant = checked.playable().unwrap();
        let rules = Rules::new(variant);
        let nyumba = variant.special_holes[0].hole as usize;
        let mut counts = [0u16; MAX_SITES];
        counts[..rules.sites].fill(2);
        let held = [0u8; crate::engine::CLAIMS_LEN];
        let mut lost = held;
        lost[LIFTED + nyumba] |= LOST;
        let mut brent = Brent::new(&rules);
        // The first state is saved; the same counts with the status lost
        // are no repeat of it, and the first state again is.
        assert!(!brent.repeats(&counts, &held, 3, NONE));
        assert!(!brent.repeats(&counts, &lost, 3, NONE));
        assert!(brent.repeats(&counts, &held, 3, NONE));
    }
}
