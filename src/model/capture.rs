//! What a landing rule takes: its target holes and its chain, resolved
//! from `capture`, `chain` and `chain_within`, with the words hover uses
//! for them. The engine's `capture.rs` takes the seeds.

use std::ops::Range;

use super::hole_ref::{HoleRef, HoleStep};
use super::lower::{Lower, count_set};
use super::when::HoleCondition;
use super::{CountSet, HoleSet, Region};
use crate::codes;
use crate::format::{self as f, Chain, ChainWithin, Sp};

/// The holes a landing rule captures, seen from the hole where it fired.
#[derive(Debug, Clone, Default)]
pub struct Capture {
    /// The landing hole.
    pub last: bool,
    /// The other holes it names, each a hole reference (with a condition,
    /// where the file gives one), in the order the file gives them, with
    /// the span of each.
    pub targets: Vec<Sp<TakenHole>>,
    /// More holes in a row.
    pub chain: Option<Chain>,
    /// A backward or forward chain's condition of its own, when the file
    /// gives one (else the rule's `hole` and `count` hold for it).
    pub link: Option<ChainLink>,
    /// How far the chain may go.
    pub within: ChainWithin,
    /// Every hole of this set is taken too (`capture_every`).
    pub every: Option<HoleSet>,
    /// Where `capture_hand = true` is written, when the rule takes the
    /// seeds still being sown too, ending the sowing.
    pub hand: Option<Range<usize>>,
    /// Holes the mover chooses and takes too (`capture_chosen`).
    pub chosen: Option<ChosenHoles>,
    /// Whether a hole it names could not be read (R019): the capture is
    /// taken for present but broken, so no check finds it missing.
    pub unread: bool,
}

/// Holes a rule lets the mover choose and take, once the turn's sowing is
/// over: each choice a ply of the mover's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChosenHoles {
    /// How many (1 to `MAX_CHOSEN_HOLES`).
    pub holes: u8,
    /// Which holes may be chosen, seen from the mover.
    pub from: HoleSet,
    /// Where `except_special = true` is written: holes that keep a special
    /// status may not be chosen.
    pub except_special: Option<Range<usize>>,
}

impl ChosenHoles {
    /// Reads `capture_chosen`: a number of holes out of range is a V-code
    /// error (and the rule lets none be chosen).
    fn lower(
        spec: &Sp<f::ChosenCaptureSpec>,
        regions: &[Region],
        low: &mut Lower<'_, '_>,
    ) -> Option<ChosenHoles> {
        let holes = spec.value.holes.unwrap_or(1);
        if holes == 0 || holes > f::MAX_CHOSEN_HOLES {
            low.diags.push(
                crate::diagnostic::Diagnostic::new(
                    &codes::value_out_of_range::CODE,
                    spec.span.clone(),
                    format!(
                        "`holes = {holes}`: a rule lets the mover choose 1 to {} holes",
                        f::MAX_CHOSEN_HOLES
                    ),
                )
                .with_help("choose at least 1 hole, or leave `capture_chosen` out"),
            );
            return None;
        }
        let from = match &spec.value.from {
            Some(set) => low.hole_set(&Sp::new(set.clone(), spec.span.clone()), regions)?,
            None => HoleSet::OPPONENT,
        };
        Some(ChosenHoles {
            holes: u8::try_from(holes).unwrap_or(u8::MAX),
            from,
            except_special: (spec.value.except_special.as_ref())
                .filter(|e| e.value)
                .map(|e| e.span.clone()),
        })
    }

    /// `2 holes with seeds of the mover's choosing, each one of the
    /// opponent's holes`.
    pub fn describe(&self, regions: &[Region]) -> String {
        let holes = match self.holes {
            1 => "1 hole".to_string(),
            n => format!("{n} holes"),
        };
        format!(
            "{holes} with seeds of the mover's choosing, {}{}{}",
            if self.holes == 1 { "" } else { "each " },
            super::hole_set::describe(regions, Some(self.from)),
            match self.except_special {
                Some(_) => " that keeps no special status",
                None => "",
            }
        )
    }
}

/// A hole a rule takes, and the condition it is taken on, if any.
#[derive(Debug, Clone)]
pub struct TakenHole {
    /// The hole.
    pub hole: HoleRef,
    /// Taken only where this holds, as the rule fires.
    pub only_if: Option<HoleCondition>,
}

/// What each hole of a chain must be for the chain to go on over it, and
/// what is taken there, when the chain says so itself.
#[derive(Debug, Clone, Default)]
pub struct ChainLink {
    /// Which holes (absent: any).
    pub hole: Option<HoleSet>,
    /// Which counts (absent: any), with the span of its value.
    pub count: Option<Sp<CountSet>>,
    /// The holes taken at each hole of the chain, named from it (empty:
    /// the hole itself).
    pub take: Vec<HoleRef>,
}

impl Capture {
    /// Reads a `[[landing]]` rule's `capture`, `chain` and `chain_within`,
    /// with an R019 for each reference that cannot be read.
    pub(in crate::model) fn lower(
        rule: &f::LandingTable,
        regions: &[Region],
        low: &mut Lower<'_, '_>,
    ) -> Capture {
        let (chain, link) = match rule.chain.as_ref().map(|c| &c.value) {
            None => (None, None),
            Some(f::ChainSpec::Way(way)) => (Some(*way), None),
            Some(f::ChainSpec::Table(t)) => {
                let at = rule.chain.as_ref().map_or(0..0, |c| c.span.clone());
                (Some(t.way), Some(ChainLink::lower(t, at, regions, low)))
            }
        };
        let mut capture = Capture {
            chain,
            link,
            every: rule
                .capture_every
                .as_ref()
                .and_then(|set| low.hole_set(set, regions)),
            hand: rule
                .capture_hand
                .as_ref()
                .filter(|h| h.value)
                .map(|h| h.span.clone()),
            chosen: rule
                .capture_chosen
                .as_ref()
                .and_then(|c| ChosenHoles::lower(c, regions, low)),
            within: rule
                .chain_within
                .as_ref()
                .map(|w| w.value)
                .unwrap_or_default(),
            ..Capture::default()
        };
        for spec in &rule.capture {
            let target = match &spec.value {
                f::CaptureTargetSpec::Hole(hole) => HoleRef::of(hole)
                    .map(|hole| TakenHole {
                        hole,
                        only_if: None,
                    })
                    .map_err(|problem| (hole.text(), problem)),
                f::CaptureTargetSpec::If(h) => {
                    match HoleCondition::lower(h, &spec.span, regions, low) {
                        Some(c) => Ok(TakenHole {
                            hole: c.at.value.clone(),
                            only_if: Some(c),
                        }),
                        None => {
                            capture.unread = true;
                            continue;
                        }
                    }
                }
            };
            match target {
                Ok(t) if t.only_if.is_none() && t.hole.is(&[]) => capture.last = true,
                Ok(t)
                    if t.only_if.is_none()
                        && capture
                            .targets
                            .iter()
                            .any(|o| o.value.only_if.is_none() && o.value.hole == t.hole) => {}
                Ok(t) => capture.targets.push(Sp::new(t, spec.span.clone())),
                Err((text, problem)) => {
                    capture.unread = true;
                    low.diags.push(codes::hole_reference::diagnostic(
                        spec.span.clone(),
                        &text,
                        problem,
                    ));
                }
            }
        }
        capture
    }

    /// Whether the chain goes on over a hole of any count: no count of
    /// its own, nor (where it has no condition of its own) the rule's.
    pub fn chain_takes_any_count(&self, rule_count: bool) -> bool {
        match &self.link {
            Some(link) => link.count.is_none(),
            None => !rule_count,
        }
    }

    /// Whether the rule takes any hole.
    pub fn takes_any(&self) -> bool {
        self.last
            || !self.targets.is_empty()
            || self.chain.is_some()
            || self.every.is_some()
            || self.hand.is_some()
            || self.chosen.is_some()
            || self.unread
    }

    /// Where the rule names the hole `steps` from the landing hole, to be
    /// taken whenever it fires.
    pub fn names(&self, steps: &[HoleStep]) -> Option<&Sp<TakenHole>> {
        self.targets
            .iter()
            .find(|t| t.value.only_if.is_none() && t.value.hole.is(steps))
    }

    /// The holes taken, in words, in the order they are taken.
    pub fn describe(&self, regions: &[Region]) -> Vec<String> {
        let mut words = Vec::new();
        if self.last {
            words.push("the landing hole".to_string());
        }
        let way = match (self.chain, self.within) {
            (Some(Chain::Backward), ChainWithin::Track) => {
                Some("the holes before it along the track")
            }
            (Some(Chain::Backward), ChainWithin::Lap) => {
                Some("the holes before it that this lap sowed")
            }
            (Some(Chain::Forward), ChainWithin::Track) => {
                Some("the holes after it along the track")
            }
            (Some(Chain::Forward), ChainWithin::Lap) => {
                Some("the holes after it that this lap sowed")
            }
            _ => None,
        };
        let chain = way.map(|way| match &self.link {
            Some(link) => format!("{way}{}", link.describe(regions)),
            None => format!("{way}, while each meets the rule's hole and count"),
        });
        words.extend(chain);
        words.extend(self.targets.iter().map(|t| {
            let condition = t.value.only_if.as_ref();
            let only_if = condition
                .map(|c| c.describe_if(regions))
                .unwrap_or_default();
            format!("{}{only_if}", t.value.hole)
        }));
        if let Some(every) = self.every {
            words.push(format!(
                "every hole that is {}",
                super::hole_set::describe(regions, Some(every))
            ));
        }
        if self.hand.is_some() {
            words
                .push("the seeds still being sown, which ends the sowing and the turn".to_string());
        }
        if let Some(chosen) = &self.chosen {
            words.push(format!(
                "then, once the sowing is over, {}",
                chosen.describe(regions)
            ));
        }
        if self.chain == Some(Chain::Alternating) {
            words.push(
                "beyond those, each hole with seeds that follows an empty hole, while they alternate"
                    .to_string(),
            );
        }
        words
    }
}

impl ChainLink {
    /// Reads a chain's table, written at `at`.
    fn lower(
        t: &f::ChainTable,
        at: std::ops::Range<usize>,
        regions: &[Region],
        low: &mut Lower<'_, '_>,
    ) -> ChainLink {
        let mut take = Vec::new();
        for spec in &t.take {
            match HoleRef::of(spec) {
                Ok(hole) if take.contains(&hole) => {}
                Ok(hole) => take.push(hole),
                Err(problem) => low.diags.push(codes::hole_reference::diagnostic(
                    at.clone(),
                    &spec.text(),
                    problem,
                )),
            }
        }
        // Taking the hole itself alone is the default, said once.
        if take.len() == 1 && take[0].is(&[]) {
            take.clear();
        }
        ChainLink {
            hole: t
                .hole
                .as_ref()
                .and_then(|h| low.hole_set(&Sp::new(h.clone(), at.clone()), regions)),
            count: t.count.as_ref().map(|c| Sp::new(count_set(c), at.clone())),
            take,
        }
    }

    /// `, while each holds 1, 3 or 5 seeds and is one of the opponent's
    /// holes` and what is taken at each.
    fn describe(&self, regions: &[Region]) -> String {
        let mut out = String::new();
        match (&self.count, self.hole) {
            (None, None) => out.push_str(", whatever each holds"),
            (count, hole) => {
                out.push_str(", while each");
                if let Some(c) = count {
                    out.push_str(&format!(
                        " holds {}",
                        super::count_in_seeds(&c.value.describe())
                    ));
                }
                if let Some(h) = hole {
                    if count.is_some() {
                        out.push_str(" and");
                    }
                    out.push_str(&format!(
                        " is {}",
                        super::hole_set::describe(regions, Some(h))
                    ));
                }
            }
        }
        if !self.take.is_empty() {
            let words: Vec<String> = self.take.iter().map(|t| t.to_string()).collect();
            out.push_str(&format!(
                " (at each, {}, seen from it)",
                words.join(" and ")
            ));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_follow_the_order_of_taking() {
        let c = Capture {
            targets: vec![Sp::new(
                TakenHole {
                    hole: HoleRef::from_last(&[HoleStep::Next, HoleStep::Next]),
                    only_if: None,
                },
                0..0,
            )],
            chain: Some(Chain::Alternating),
            ..Capture::default()
        };
        assert!(c.takes_any());
        assert_eq!(
            c.describe(&[]),
            [
                "the hole after the next",
                "beyond those, each hole with seeds that follows an empty hole, while they alternate"
            ]
        );
        assert!(!Capture::default().takes_any());
    }
}
