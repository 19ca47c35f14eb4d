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
