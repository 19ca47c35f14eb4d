//! What a landing rule takes: its target holes and its chain, resolved
//! from `capture`, `chain` and `chain_within`, with the words hover uses
//! for them. The engine's `capture.rs` takes the seeds.

use crate::format::{self as f, CaptureTarget, Chain, ChainWithin};

/// The holes a landing rule captures, seen from the hole where it fired.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Capture {
    /// The landing hole.
    pub last: bool,
    /// The hole across from it.
    pub opposite: bool,
    /// The hole behind that one (four rows: the opponent's outer hole).
    pub behind_opposite: bool,
    /// The hole after it along the path (stores passed over).
    pub next: bool,
    /// The hole after that one.
    pub after_next: bool,
    /// More holes in a row.
    pub chain: Option<Chain>,
    /// How far the chain may go.
    pub within: ChainWithin,
}

impl Capture {
    /// Reads a `[[landing]]` rule's `capture`, `chain` and `chain_within`.
    pub fn of(rule: &f::LandingTable) -> Capture {
        let targets = |t: CaptureTarget| rule.capture.iter().any(|c| c.value == t);
        Capture {
            last: targets(CaptureTarget::Last),
            opposite: targets(CaptureTarget::Opposite),
            behind_opposite: targets(CaptureTarget::BehindOpposite),
            next: targets(CaptureTarget::Next),
            after_next: targets(CaptureTarget::AfterNext),
            chain: rule.chain.as_ref().map(|c| c.value),
            within: rule
                .chain_within
                .as_ref()
                .map(|w| w.value)
                .unwrap_or_default(),
        }
    }

    /// Whether the rule takes any hole.
    pub fn takes_any(&self) -> bool {
        self.last
            || self.opposite
            || self.behind_opposite
            || self.next
            || self.after_next
            || self.chain.is_some()
    }

    /// The holes taken, in words, in the order they are taken.
    pub fn describe(&self) -> Vec<&'static str> {
        let mut words = Vec::new();
        if self.last {
            words.push("the landing hole");
        }
        match (self.chain, self.within) {
            (Some(Chain::Backward), ChainWithin::Track) => words.push(
                "the holes before it along the track, while each meets the rule's hole and count",
            ),
            (Some(Chain::Backward), ChainWithin::Lap) => words.push(
                "the holes before it that this lap sowed, while each meets the rule's hole and count",
            ),
            (Some(Chain::Forward), ChainWithin::Track) => words.push(
                "the holes after it along the track, while each meets the rule's hole and count",
            ),
            (Some(Chain::Forward), ChainWithin::Lap) => words.push(
                "the holes after it that this lap sowed, while each meets the rule's hole and count",
            ),
            _ => {}
        }
        if self.opposite {
            words.push("the hole opposite");
        }
        if self.behind_opposite {
            words.push("the hole behind the opposite one");
        }
        if self.next {
            words.push("the next hole along the track");
        }
        if self.after_next {
            words.push("the hole after the next");
        }
        if self.chain == Some(Chain::Alternating) {
            words.push(
                "beyond those, each hole with seeds that follows an empty hole, while they alternate",
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
            after_next: true,
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
