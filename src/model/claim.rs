//! What a landing rule claims and the seeds it moves between holes,
//! resolved from `claim` and `transfer` (each hole a hole reference), with
//! the words hover uses for them. The engine's `claim.rs` makes the claims
//! and moves the seeds.

use std::ops::Range;

use super::hole_ref::{HoleRef, HoleStep, Start};
use super::lower::Lower;
use crate::codes;
use crate::format::{self as f, HoleRefSpec};

/// The most holes one rule may claim at once.
pub const MAX_CLAIMS: usize = 8;

/// The holes a landing rule claims for the mover, seen from the hole
/// where it fired: each a hole reference, each once.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Claim {
    /// The holes, in the order the file names them.
    pub holes: Vec<HoleRef>,
    /// Whether a hole it names could not be read (R019): the claim is
    /// taken for present but broken, so no check finds it missing.
    pub unread: bool,
}

impl Claim {
    /// Reads a `[[landing]]` rule's `claim` (written at `span`), with an
    /// R019 for a reference that cannot be read.
    pub(in crate::model) fn lower(
        spec: Option<&f::ClaimSpec>,
        span: Range<usize>,
        low: &mut Lower<'_, '_>,
    ) -> Claim {
        let mut claim = Claim::default();
        let named: Vec<HoleRefSpec> = match spec {
            None | Some(f::ClaimSpec::Flag(false)) => Vec::new(),
            Some(f::ClaimSpec::Flag(true)) => vec![HoleRefSpec::Word(f::HoleRefWord::Last)],
            Some(f::ClaimSpec::Hole(h)) => vec![h.clone()],
            Some(f::ClaimSpec::Holes(hs)) => hs.clone(),
        };
        if named.len() > MAX_CLAIMS {
            low.diags.push(
                crate::diagnostic::Diagnostic::new(
                    &codes::input_too_large::CODE,
                    span.clone(),
                    format!("a rule claims at most {MAX_CLAIMS} holes at once"),
                )
                .with_help(format!("name at most {MAX_CLAIMS} holes in `claim`")),
            );
        }
        for spec in named.iter().take(MAX_CLAIMS) {
            match HoleRef::of(spec) {
                Ok(hole) if claim.holes.contains(&hole) => {}
                Ok(hole) => claim.holes.push(hole),
                Err(problem) => {
                    claim.unread = true;
                    low.diags.push(codes::hole_reference::diagnostic(
                        span.clone(),
                        &spec.text(),
                        problem,
                    ));
                }
            }
        }
        claim
    }

    /// Whether the rule claims any hole (or names one that could not be
    /// read).
    pub fn any(&self) -> bool {
        !self.holes.is_empty() || self.unread
    }

    /// How many holes the rule claims.
    pub fn holes(&self) -> usize {
        self.holes.len()
    }

    /// Whether it claims the hole `steps` from the landing hole.
    pub fn names(&self, steps: &[HoleStep]) -> bool {
        self.holes.iter().any(|h| h.is(steps))
    }

    /// Whether it claims a hole named from the one the seed before fell
    /// into.
    pub fn looks_back(&self) -> bool {
        self.holes.iter().any(|h| h.starts_at(Start::Previous))
    }

    /// The holes claimed, in words.
    pub fn describe(&self) -> Option<String> {
        let words: Vec<String> = self.holes.iter().map(HoleRef::to_string).collect();
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
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Transfer {
    /// The most seeds moved.
    pub seeds: u32,
    /// The hole they come from.
    pub from: HoleRef,
    /// The hole they go to.
    pub to: HoleRef,
}

impl Transfer {
    /// Reads a `[[landing]]` rule's `transfer`, with an R019 for a
    /// reference that cannot be read (and then no transfer).
    pub(in crate::model) fn lower(
        spec: &f::TransferSpec,
        low: &mut Lower<'_, '_>,
    ) -> Option<Transfer> {
        let mut read = |hole: &f::Sp<HoleRefSpec>| match HoleRef::of(&hole.value) {
            Ok(h) => Some(h),
            Err(problem) => {
                low.diags.push(codes::hole_reference::diagnostic(
                    hole.span.clone(),
                    &hole.value.text(),
                    problem,
                ));
                None
            }
        };
        let (from, to) = (read(&spec.from), read(&spec.to));
        Some(Transfer {
            seeds: spec.seeds.value,
            from: from?,
            to: to?,
        })
    }

    /// What it moves, in words.
    pub fn describe(&self) -> String {
        let (seeds, go) = match self.seeds {
            1 => ("one seed".to_string(), "goes"),
            n => (format!("up to {n} seeds"), "go"),
        };
        format!("{seeds} of {} {go} into {}", self.from, self.to)
    }
}

impl super::ClaimRules {
    /// How claimed holes behave (`[claimed]`), in sentences, the defaults
    /// too: what a description of a game whose rules claim holes says of
    /// them.
    pub fn describe(&self) -> Vec<String> {
        use crate::format::{CountFor, Replace};
        let mut out = vec![
            match self.sow_into {
                true => "Seeds are sown into claimed holes as into any other.",
                false => "No seed is sown into a claimed hole: sowing passes over it.",
            }
            .to_string(),
            match self.sow_from {
                true => "A move may start, and a relay go on, from a claimed hole.",
                false => "A claimed hole is never lifted: no move starts, and no relay goes on, from it.",
            }
            .to_string(),
            match self.count_for {
                CountFor::Owner => "At the end, a claimed hole's seeds count for the player who claimed it.",
                CountFor::RowOwner => {
                    "At the end, a claimed hole's seeds count for the player whose row it is in, as any hole's."
                }
            }
            .to_string(),
        ];
        if let Some(n) = self.at_most {
            let replaced = match self.replace {
                None => "a claim beyond that is not made".to_string(),
                Some(Replace::Free) => {
                    "a new claim replaces the one already there, which becomes an ordinary hole, its seeds staying in it".to_string()
                }
                Some(Replace::Take) => {
                    "a new claim replaces the one already there: its owner takes its seeds to their store, and it becomes an ordinary hole".to_string()
                }
            };
            out.push(format!(
                "At most {n} claimed {} on the board at once; {replaced}.",
                if n == 1 { "hole is" } else { "holes are" }
            ));
        }
        if let Some(n) = self.each_at_most {
            out.push(format!(
                "Each player holds at most {n} claimed {} at once; a claim beyond that is not made.",
                if n == 1 { "hole" } else { "holes" }
            ));
        }
        if self.no_mirror {
            out.push(
                "A player may not claim the hole that mirrors one the opponent has claimed (the same place seen from the other side of the board)."
                    .to_string(),
            );
        }
        if let Some(guard) = &self.guard {
            out.push(format!(
                "The hole after a claimed hole on its owner's track guards it: while it holds {} seeds, the owner's opponent cannot claim a hole.",
                guard.describe()
            ));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_claims_each_hole_it_names() {
        let claim = Claim {
            holes: vec![
                HoleRef::from_last(&[]),
                HoleRef::from_last(&[HoleStep::Opposite]),
            ],
            unread: false,
        };
        assert_eq!(claim.holes(), 2);
        assert_eq!(
            claim.describe().as_deref(),
            Some("the landing hole and the hole opposite become the mover's claimed holes")
        );
        assert!(!Claim::default().any());
    }

    #[test]
    fn one_seed_is_said_as_such() {
        let t = Transfer {
            seeds: 1,
            from: HoleRef::from_last(&[HoleStep::Opposite]),
            to: HoleRef::from_last(&[]),
        };
        assert_eq!(
            t.describe(),
            "one seed of the hole opposite goes into the landing hole"
        );
    }
}
