//! Carries (`[[moves.carry]]`), resolved: moves that lift seeds from a
//! hole and put them into another hole named from it, without sowing,
//! and `[moves] sow = false`, which leaves only them. Lowering checks
//! them (L002, and R019 for a target named from elsewhere than the
//! starting hole); the engine's `carry.rs` offers and plays them.

use std::ops::Range;

use super::hole_set::{self, HoleSet};
use super::lower::{Lower, count_set};
use super::move_rules::named_from_start;
use super::when::holes::HoleCondition;
use super::{CountSet, Region};
use crate::codes::carry_misused::CODE;
use crate::diagnostic::Diagnostic;
use crate::format::{self as f, MAX_CARRIES};

/// A move that carries seeds into another hole without sowing.
#[derive(Debug, Clone)]
pub struct Carry {
    /// Its name.
    pub name: String,
    /// Where its table is written.
    pub span: Range<usize>,
    /// The holes it may start from, seen from the mover.
    pub hole: HoleSet,
    /// The counts of the holes it may start from (`None`: at least the
    /// file's `min_seeds` and its `seeds`).
    pub count: Option<CountSet>,
    /// The hole the seeds go into, named from the starting hole, and what
    /// it must be and hold before the carry.
    pub to: HoleCondition,
    /// How many seeds it carries (`None`: all of the hole's).
    pub seeds: Option<u32>,
    /// Whether it is offered only while the opponent cannot move.
    pub opponent_stuck: bool,
}

impl Carry {
    /// Whether a hole holding `n` seeds may start it (with the file's
    /// `min_seeds`): its count admits `n`, and `n` holds what it carries.
    pub fn admits_count(&self, n: u32, min_seeds: u32) -> bool {
        let enough = n >= self.seeds.unwrap_or(1).max(1);
        match &self.count {
            Some(c) => c.matches(n) && enough,
            None => n >= min_seeds && enough,
        }
    }

    /// The carry in words: "`shift`: all the seeds of one of the mover's
    /// own holes go into the next hole after it, without sowing".
    pub fn describe(&self, regions: &[Region]) -> String {
        let what = match self.seeds {
            None => "all the seeds".to_string(),
            Some(1) => "one seed".to_string(),
            Some(n) => format!("{n} seeds"),
        };
        let from = hole_set::describe(regions, Some(self.hole));
        let holding = self
            .count
            .as_ref()
            .map(|c| format!(" holding {}", super::count_in_seeds(&c.describe())))
            .unwrap_or_default();
        let to = self.to.at.value.words_from("that hole");
        let condition = self.to.describe_if(regions);
        let whilst = match self.opponent_stuck {
            true => " while the opponent cannot move",
            false => "",
        };
        format!(
            "`{}`: a move may carry {what} of {from}{holding} into {to}{condition}{whilst}, \
             without sowing (written `FROM>TO`)",
            self.name
        )
    }
}

/// Resolves a `[moves]` table's carries (at most [`MAX_CARRIES`]) through
/// `low`, starting from `move_from` where a carry names no holes, and
/// checks them and `sow` (L002).
pub(super) fn lower(
    moves: &f::Moves,
    move_from: HoleSet,
    regions: &[Region],
    low: &mut Lower<'_, '_>,
) -> (Vec<Carry>, bool) {
    let sows = moves.sow.as_ref().is_none_or(|s| s.value);
    if let Some(sow) = moves.sow.as_ref().filter(|s| !s.value)
        && moves.carry.is_empty()
        && moves.enter.is_none()
    {
        low.diags.push(
            Diagnostic::new(
                &CODE,
                sow.span.clone(),
                "moves that do not sow and carry nothing: no move is possible",
            )
            .with_help(
                "list the move as a carry (`carry = [{ name = \"shift\", to = { at = \"next\" } \
                 }]`), or leave `sow` out",
            ),
        );
    }
    let mut carries = Vec::new();
    for (i, c) in moves.carry.iter().enumerate() {
        if i == MAX_CARRIES {
            low.diags.push(
                Diagnostic::new(
                    &CODE,
                    c.span.clone(),
                    format!(
                        "carry `{}` is one more than the {MAX_CARRIES} a file may have",
                        c.value.name.value
                    ),
                )
                .with_help(format!("keep at most {MAX_CARRIES} carries")),
            );
            break;
        }
        let t = &c.value;
        let hole = match &t.hole {
            Some(h) => low.hole_set(h, regions).unwrap_or(move_from),
            None => move_from,
        };
        let count = t.count.as_ref().map(|n| count_set(&n.value));
        let seeds = t.seeds.as_ref().map(|n| n.value.max(1));
        if let (Some(n), Some(set), Some(at)) = (seeds, &count, &t.count)
            && !set.admits_from(n)
        {
            low.diags.push(
                Diagnostic::new(
                    &CODE,
                    at.span.clone(),
                    format!(
                        "carry `{}` carries {n} seeds but starts only from holes holding {}",
                        t.name.value,
                        set.describe()
                    ),
                )
                .with_help(format!("let `count` admit holes of {n} seeds or more")),
            );
        }
        let Some(to) = named_from_start(&t.to, regions, low) else {
            continue;
        };
        if to.at.value.paths.len() > 1 {
            low.diags.push(
                Diagnostic::new(
                    &CODE,
                    t.to.span.clone(),
                    format!(
                        "carry `{}` names its hole with alternatives (`{}`): a carry's hole \
                         must not depend on what holes hold",
                        t.name.value,
                        t.to.value.at.text()
                    ),
                )
                .with_help("name one hole, and ask what it must hold with `count`"),
            );
            continue;
        }
        let same = carries
            .iter()
            .find(|c: &&Carry| c.to.at.value == to.at.value && c.hole == hole);
        if let Some(other) = same {
            low.diags.push(
                Diagnostic::new(
                    &CODE,
                    c.span.clone(),
                    format!(
                        "carries `{}` and `{}` fill the same hole from the same holes: their \
                         plies would be written alike",
                        other.name, t.name.value
                    ),
                )
                .with_help("merge them into one carry, or name other holes"),
            );
            continue;
        }
        carries.push(Carry {
            name: t.name.value.clone(),
            span: c.span.clone(),
            hole,
            count,
            to,
            seeds,
            opponent_stuck: t.opponent_stuck.as_ref().is_some_and(|s| s.value),
        });
    }
    (carries, sows)
}

/// What `variant`'s carries and `sow` add to its moves, in words: a
/// sentence a carry, each after a space (nothing where it has neither).
pub fn describe_moves(variant: &super::Variant) -> String {
    let mut s = String::new();
    if !variant.sows {
        s.push_str(" A move does not sow: every move is a carry.");
    }
    if let Some(entry) = &variant.entry {
        s.push(' ');
        s.push_str(&entry.describe(&variant.regions));
    }
    match variant.move_lift {
        Some(1) => s.push_str(" A move lifts one seed of its hole; the rest stay there."),
        Some(n) => s.push_str(&format!(
            " A move lifts at most {n} seeds of its hole; the rest stay there."
        )),
        None => {}
    }
    for carry in &variant.carries {
        s.push(' ');
        s.push_str(&carry.describe(&variant.regions));
        s.push('.');
    }
    s
}
