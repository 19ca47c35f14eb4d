//! Marks on holes (`[marks.NAME]`): what puts each on a hole and takes it
//! off, who it keeps from moving, and the tiers of `[[moves.priority]]`
//! that read it (`marked`, `unmarked`); resolved, checked (R021) and told
//! in words. The engine keeps them in the position
//! (`engine::mark`).

use std::ops::Range;

use super::{PriorityTier, Variant};
use crate::codes::mark_misused::CODE;
use crate::diagnostic::Diagnostic;
use crate::format::{self as f, MAX_MARKS, MarkBlocks, MarkClear, MarkSet};

/// A `[marks.NAME]` table, resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mark {
    /// Its name.
    pub name: String,
    /// Where the name is written (the table's header key).
    pub span: Range<usize>,
    /// What puts it on a hole.
    pub set: MarkSet,
    /// What takes it off.
    pub clear: MarkClear,
    /// Where `clear` is written.
    pub clear_span: Option<Range<usize>>,
    /// Who may not move from a marked hole.
    pub blocks: Option<MarkBlocks>,
}

/// A tier's `marked` or `unmarked`: the mark it reads, and whether it
/// admits the holes that carry the mover's mark (`marked`) or those that
/// do not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TierMark {
    /// The mark's name.
    pub name: String,
    /// Where it is written.
    pub span: Range<usize>,
    /// `true` for `marked`, `false` for `unmarked`.
    pub marked: bool,
}

impl TierMark {
    /// A tier's `marked` or `unmarked`, where it gives one; an R021 where
    /// it gives both (`marked` is read).
    pub(super) fn of(t: &f::Priority, out: &mut Vec<Diagnostic>) -> Option<TierMark> {
        if let (Some(_), Some(u)) = (&t.marked, &t.unmarked) {
            out.push(
                Diagnostic::new(
                    &CODE,
                    u.span.clone(),
                    format!(
                        "move restriction `{}` gives both `marked` and `unmarked`",
                        t.name.value
                    ),
                )
                .with_help("keep one: a tier admits the holes with the mark, or those without"),
            );
        }
        let (named, marked) = match (&t.marked, &t.unmarked) {
            (Some(m), _) => (m, true),
            (None, Some(u)) => (u, false),
            (None, None) => return None,
        };
        Some(TierMark {
            name: named.value.clone(),
            span: named.span.clone(),
            marked,
        })
    }
}

/// Resolves the `[marks.NAME]` tables, each with the span of its name; an
/// R021 on each past the first [`MAX_MARKS`] (which are not read) and on a
/// mark that the event that sets it clears.
pub(super) fn lower(
    tables: &[(String, Range<usize>, f::MarkTable)],
    out: &mut Vec<Diagnostic>,
) -> Vec<Mark> {
    let mut marks = Vec::new();
    for (name, span, t) in tables {
        if marks.len() == MAX_MARKS {
            out.push(
                Diagnostic::new(
                    &CODE,
                    span.clone(),
                    format!("mark `{name}` is one more than the {MAX_MARKS} a file may have"),
                )
                .with_help(format!("keep at most {MAX_MARKS} `[marks.NAME]` tables")),
            );
            continue;
        }
        let clear = t.clear.as_ref().map(|c| c.value).unwrap_or_default();
        if t.set.value == MarkSet::SownInto && clear == MarkClear::SownInto {
            out.push(
                Diagnostic::new(
                    &CODE,
                    t.clear.as_ref().map_or(span.clone(), |c| c.span.clone()),
                    format!("mark `{name}` is cleared by the seeds that set it: it never stays"),
                )
                .with_help("clear it by another event (`sown-by-opponent`), or never"),
            );
        }
        marks.push(Mark {
            name: name.clone(),
            span: span.clone(),
            set: t.set.value,
            clear,
            clear_span: t.clear.as_ref().map(|c| c.span.clone()),
            blocks: t.blocks.as_ref().map(|b| b.value),
        });
    }
    marks
}

/// An R021 on each tier that names no mark of the file.
pub(super) fn check_tiers(marks: &[Mark], tiers: &[PriorityTier], out: &mut Vec<Diagnostic>) {
    for tier in tiers {
        let Some(m) = &tier.mark else { continue };
        if !marks.iter().any(|k| k.name == m.name) {
            let key = if m.marked { "marked" } else { "unmarked" };
            out.push(
                Diagnostic::new(
                    &CODE,
                    m.span.clone(),
                    format!(
                        "move restriction `{}` reads mark `{}` (`{key}`), which is no \
                         `[marks.NAME]` table",
                        tier.name, m.name
                    ),
                )
                .with_help("name a mark the file declares, or declare it under `[marks]`"),
            );
        }
    }
}

/// An R021 on each mark that nothing reads: it keeps no move from its
/// hole and no tier of the file or of a phase names it.
pub(super) fn check_read(variant: &Variant, out: &mut Vec<Diagnostic>) {
    let tiers = || {
        variant.priority.iter().chain(
            variant
                .phases
                .iter()
                .filter_map(|p| p.own.as_deref())
                .flat_map(|v| v.priority.iter()),
        )
    };
    // A tier that names no mark is the mistake to tell (R021 already):
    // the mark it meant would be reported as unread too.
    let dangling = tiers().any(|t| {
        t.mark
            .as_ref()
            .is_some_and(|m| !variant.marks.iter().any(|k| k.name == m.name))
    });
    if dangling {
        return;
    }
    for mark in &variant.marks {
        let read = mark.blocks.is_some()
            || tiers().any(|t| t.mark.as_ref().is_some_and(|m| m.name == mark.name));
        if !read {
            out.push(
                Diagnostic::new(
                    &CODE,
                    mark.span.clone(),
                    format!("mark `{}` is never read: it changes nothing", mark.name),
                )
                .with_help(
                    "give it `blocks`, or name it in a `[[moves.priority]]` tier's `marked` or \
                     `unmarked`; or remove it",
                ),
            );
        }
    }
}

/// The mark in words, for hover and descriptions.
pub fn describe(mark: &Mark) -> String {
    let set = match mark.set {
        MarkSet::MoveStart => "the hole a player's move starts from",
        MarkSet::SownInto => "each hole a player's sowing drops a seed into",
    };
    let clear = match mark.clear {
        MarkClear::Never => "until the round ends",
        MarkClear::SownInto => "until a seed of any sowing falls into it",
        MarkClear::SownByOpponent => "until a seed of the other player's sowing falls into it",
    };
    let blocks = match mark.blocks {
        None => "",
        Some(MarkBlocks::Marker) => " The player whose mark it is may not move from the hole.",
        Some(MarkBlocks::Everyone) => " No player may move from the hole.",
    };
    format!(
        "Mark `{}`: {set} carries that player's mark {clear}.{blocks}",
        mark.name
    )
}

/// A tier's mark condition in words ("only holes without the mover's mark
/// `sown`").
pub fn describe_tier(m: &TierMark) -> String {
    match m.marked {
        true => format!("only holes with the mover's mark `{}`", m.name),
        false => format!("only holes without the mover's mark `{}`", m.name),
    }
}
