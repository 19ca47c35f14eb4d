//! What a landing rule takes: its target holes and its chain, resolved
//! from `capture`, `chain` and `chain_within`, with the words hover uses
//! for them. The engine's `capture.rs` takes the seeds.

use super::hole_ref::{HoleRef, HoleStep};
use super::lower::Lower;
use crate::format::{self as f, Chain, ChainWithin, Sp};
use crate::lint;

/// The holes a landing rule captures, seen from the hole where it fired.
#[derive(Debug, Clone, Default)]
pub struct Capture {
    /// The landing hole.
    pub last: bool,
    /// The other holes it names, each a hole reference, in the order the
    /// file gives them, with the span of each.
    pub targets: Vec<Sp<HoleRef>>,
    /// More holes in a row.
    pub chain: Option<Chain>,
    /// How far the chain may go.
    pub within: ChainWithin,
    /// Whether a hole it names could not be read (R019): the capture is
    /// taken for present but broken, so no check finds it missing.
    pub unread: bool,
}

impl Capture {
    /// Reads a `[[landing]]` rule's `capture`, `chain` and `chain_within`,
    /// with an R019 for each reference that cannot be read.
    pub(in crate::model) fn lower(rule: &f::LandingTable, low: &mut Lower<'_, '_>) -> Capture {
        let mut capture = Capture {
            chain: rule.chain.as_ref().map(|c| c.value),
            within: rule
                .chain_within
                .as_ref()
                .map(|w| w.value)
                .unwrap_or_default(),
            ..Capture::default()
        };
        for spec in &rule.capture {
            match HoleRef::of(&spec.value) {
                Ok(r) if r.is(&[]) => capture.last = true,
                Ok(r) if capture.targets.iter().any(|t| t.value == r) => {}
                Ok(r) => capture.targets.push(Sp::new(r, spec.span.clone())),
                Err(problem) => {
                    capture.unread = true;
                    low.diags.push(lint::hole_reference::diagnostic(
                        spec.span.clone(),
                        &spec.value.text(),
                        problem,
                    ));
                }
            }
        }
        capture
    }

    /// Whether the rule takes any hole.
    pub fn takes_any(&self) -> bool {
        self.last || !self.targets.is_empty() || self.chain.is_some() || self.unread
    }

    /// Where the rule names the hole `steps` from the landing hole.
    pub fn names(&self, steps: &[HoleStep]) -> Option<&Sp<HoleRef>> {
        self.targets.iter().find(|t| t.value.is(steps))
    }

    /// The holes taken, in words, in the order they are taken.
    pub fn describe(&self) -> Vec<String> {
        let mut words = Vec::new();
        if self.last {
            words.push("the landing hole".to_string());
        }
        let chain = match (self.chain, self.within) {
            (Some(Chain::Backward), ChainWithin::Track) => Some(
                "the holes before it along the track, while each meets the rule's hole and count",
            ),
            (Some(Chain::Backward), ChainWithin::Lap) => Some(
                "the holes before it that this lap sowed, while each meets the rule's hole and count",
            ),
            (Some(Chain::Forward), ChainWithin::Track) => Some(
                "the holes after it along the track, while each meets the rule's hole and count",
            ),
            (Some(Chain::Forward), ChainWithin::Lap) => Some(
                "the holes after it that this lap sowed, while each meets the rule's hole and count",
            ),
            _ => None,
        };
        words.extend(chain.map(str::to_string));
        words.extend(self.targets.iter().map(|t| t.value.to_string()));
        if self.chain == Some(Chain::Alternating) {
            words.push(
                "beyond those, each hole with seeds that follows an empty hole, while they alternate"
                    .to_string(),
            );
        }
        words
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_follow_the_order_of_taking() {
        let c = Capture {
            targets: vec![Sp::new(
                HoleRef::from_last(&[HoleStep::Next, HoleStep::Next]),
                0..0,
            )],
            chain: Some(Chain::Alternating),
            ..Capture::default()
        };
        assert!(c.takes_any());
        assert_eq!(
            c.describe(),
            [
                "the hole after the next",
                "beyond those, each hole with seeds that follows an empty hole, while they alternate"
            ]
        );
        assert!(!Capture::default().takes_any());
    }
}
