//! What a landing rule claims and the seeds it moves between holes,
//! resolved from `claim` and `transfer`, with the words hover uses for
//! them. The engine's `claim.rs` makes the claims and moves the seeds.

use crate::format::{self as f, RuleHole};

/// The holes a landing rule claims for the mover, seen from the hole
/// where it fired.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Claim {
    /// The landing hole.
    pub last: bool,
    /// The hole the last seed but one fell into.
    pub previous: bool,
    /// The hole across from the landing hole.
    pub opposite: bool,
}

impl Claim {
    /// Reads a `[[landing]]` rule's `claim`.
    pub fn of(spec: Option<&f::ClaimSpec>) -> Claim {
        let mut claim = Claim::default();
        let mut add = |h: RuleHole| match h {
            RuleHole::Last => claim.last = true,
            RuleHole::Previous => claim.previous = true,
            RuleHole::Opposite => claim.opposite = true,
        };
        match spec {
            None | Some(f::ClaimSpec::Flag(false)) => {}
            Some(f::ClaimSpec::Flag(true)) => add(RuleHole::Last),
            Some(f::ClaimSpec::Hole(h)) => add(*h),
            Some(f::ClaimSpec::Holes(hs)) => hs.iter().copied().for_each(add),
        }
        claim
    }

    /// Whether the rule claims any hole.
    pub fn any(&self) -> bool {
        self.last || self.previous || self.opposite
    }

    /// How many holes the rule claims.
    pub fn holes(&self) -> usize {
        usize::from(self.last) + usize::from(self.previous) + usize::from(self.opposite)
    }

    /// The holes claimed, in words.
    pub fn describe(&self) -> Option<String> {
        let words: Vec<&str> = [
            (self.last, "the landing hole"),
            (self.previous, "the hole the seed before fell into"),
            (self.opposite, "the hole opposite"),
        ]
        .into_iter()
        .filter_map(|(on, word)| on.then_some(word))
        .collect();
        match words.as_slice() {
            [] => None,
            [one] => Some(format!("{one} becomes the mover's claimed hole")),
            many => Some(format!(
                "{} become the mover's claimed holes",
                many.join(" and ")
            )),
        }
    }
}

/// Seeds a landing rule moves from one hole to another.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Transfer {
    /// The most seeds moved.
    pub seeds: u32,
    /// The hole they come from.
    pub from: RuleHole,
    /// The hole they go to.
    pub to: RuleHole,
}

impl Transfer {
    /// Reads a `[[landing]]` rule's `transfer`.
    pub fn of(spec: &f::TransferSpec) -> Transfer {
        Transfer {
            seeds: spec.seeds.value,
            from: spec.from.value,
            to: spec.to.value,
        }
    }

    /// What it moves, in words.
    pub fn describe(&self) -> String {
        let (seeds, go) = match self.seeds {
            1 => ("one seed".to_string(), "goes"),
            n => (format!("up to {n} seeds"), "go"),
        };
        format!("{seeds} of {} {go} into {}", hole(self.from), hole(self.to))
    }
}

/// A rule's hole in words.
fn hole(h: RuleHole) -> &'static str {
    match h {
        RuleHole::Last => "the landing hole",
        RuleHole::Previous => "the hole the seed before fell into",
        RuleHole::Opposite => "the hole opposite",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_claims_each_hole_it_names() {
        let spec = f::ClaimSpec::Holes(vec![RuleHole::Last, RuleHole::Opposite]);
        let claim = Claim::of(Some(&spec));
        assert_eq!(claim.holes(), 2);
        assert_eq!(
            claim.describe().as_deref(),
            Some("the landing hole and the hole opposite become the mover's claimed holes")
        );
        assert!(!Claim::of(Some(&f::ClaimSpec::Flag(false))).any());
        assert!(Claim::of(Some(&f::ClaimSpec::Flag(true))).last);
    }

    #[test]
    fn one_seed_is_said_as_such() {
        let t = Transfer {
            seeds: 1,
            from: RuleHole::Opposite,
            to: RuleHole::Last,
        };
        assert_eq!(
            t.describe(),
            "one seed of the hole opposite goes into the landing hole"
        );
    }
}
