//! Marks on holes (`[marks.NAME]`): what puts each on a hole and takes it
//! off, who it keeps from moving, and the conditions that read it (a
//! `[[moves.priority]]` tier's or a named hole's `marked`, `unmarked`);
//! resolved, checked (R021) and told in words. The engine keeps them in
//! the position (`engine::mark`).

use std::ops::Range;

use super::Variant;
use crate::codes::mark_misused::CODE;
use crate::diagnostic::Diagnostic;
use crate::format::{self as f, MAX_MARKS, MarkBlocks, MarkBy, MarkClear, MarkSet};

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

/// A condition on a mark (`marked` or `unmarked`, of a priority tier or
/// of a hole named by a reference): the mark it reads, whose, and whether
/// it admits the holes that carry it (`marked`) or those that do not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MarkCondition {
    /// The mark's name.
    pub name: String,
    /// Where it is written.
    pub span: Range<usize>,
    /// Whose mark it reads (a tier reads the mover's).
    pub by: MarkBy,
    /// `true` for `marked`, `false` for `unmarked`.
    pub marked: bool,
}

impl MarkCondition {
    /// A tier's `marked` or `unmarked`, where it gives one; an R021 where
    /// it gives both (`marked` is read).
    pub(super) fn of_tier(t: &f::Priority, out: &mut Vec<Diagnostic>) -> Option<MarkCondition> {
        if let (Some(_), Some(u)) = (&t.marked, &t.unmarked) {
            out.push(both_given(
                &format!("move restriction `{}`", t.name.value),
                u.span.clone(),
            ));
        }
        let (named, marked) = read_one(t.marked.as_ref(), t.unmarked.as_ref())?;
        Some(MarkCondition {
            name: named.value.clone(),
            span: named.span.clone(),
            by: MarkBy::Mover,
            marked,
        })
    }

    /// A named hole's `marked` or `unmarked` (written in the table at
    /// `span`), where it gives one; an R021 where it gives both.
    pub(super) fn of_hole(
        h: &f::HoleWhen,
        span: &Range<usize>,
        out: &mut Vec<Diagnostic>,
    ) -> Option<MarkCondition> {
        if h.marked.is_some() && h.unmarked.is_some() {
            out.push(both_given("the condition on a named hole", span.clone()));
        }
        let (mark, marked) = read_one(h.marked.as_ref(), h.unmarked.as_ref())?;
        let (name, by) = mark.parts();
        Some(MarkCondition {
            name: name.to_owned(),
            span: span.clone(),
            by,
            marked,
        })
    }

    /// The condition in words, after "only holes" or "a hole": `with the
    /// opponent's mark `left``.
    pub fn describe(&self) -> String {
        let with = if self.marked { "with" } else { "without" };
        format!("{with} {}", self.whose())
    }

    /// The condition as what a hole does: `does not carry the opponent's
    /// mark `left``.
    pub fn describe_carries(&self) -> String {
        let carries = if self.marked {
            "carries"
        } else {
            "does not carry"
        };
        format!("{carries} {}", self.whose())
    }

    /// `the opponent's mark `left``.
    fn whose(&self) -> String {
        let whose = match self.by {
            MarkBy::Mover => "the mover's",
            MarkBy::Opponent => "the opponent's",
            MarkBy::Either => "either player's",
        };
        format!("{whose} mark `{}`", self.name)
    }
}

/// The mark a condition reads and whether it is `marked` (`true`) or
/// `unmarked`: `marked` where both are given (an R021 then).
fn read_one<T>(marked: Option<T>, unmarked: Option<T>) -> Option<(T, bool)> {
    match (marked, unmarked) {
        (Some(m), _) => Some((m, true)),
        (None, Some(u)) => Some((u, false)),
        (None, None) => None,
    }
}

/// The R021 on a condition that gives both `marked` and `unmarked`.
fn both_given(what: &str, span: Range<usize>) -> Diagnostic {
    Diagnostic::new(
        &CODE,
        span,
        format!("{what} gives both `marked` and `unmarked`"),
    )
    .with_help("keep one: a condition admits the holes with the mark, or those without")
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

/// Every mark condition of `variant` (its own and its phases' tiers, and
/// its named holes' conditions: landing rules', targets' and
/// requirements'), each with the words of what it belongs to.
fn conditions(variant: &Variant) -> Vec<(String, &MarkCondition)> {
    // A phase's own rules repeat the file's where it keeps them.
    fn push<'v>(out: &mut Vec<(String, &'v MarkCondition)>, what: String, m: &'v MarkCondition) {
        if !out.iter().any(|(_, o)| o.span == m.span) {
            out.push((what, m));
        }
    }
    let mut out = Vec::new();
    let own = variant.phases.iter().filter_map(|p| p.own.as_deref());
    for v in std::iter::once(variant).chain(own) {
        for tier in &v.priority {
            if let Some(m) = &tier.mark {
                push(&mut out, format!("move restriction `{}`", tier.name), m);
            }
        }
        for r in &v.requirements {
            for c in &r.start_holes {
                if let Some(m) = &c.condition.mark {
                    push(&mut out, format!("requirement `{}`", r.name), m);
                }
            }
        }
    }
    for rule in &variant.landing {
        let targets = rule.capture.targets.iter();
        let holes = rule.when.holes.0.iter();
        for c in holes.chain(targets.filter_map(|t| t.value.only_if.as_ref())) {
            if let Some(m) = &c.condition.mark {
                push(&mut out, format!("landing rule `{}`", rule.name), m);
            }
        }
    }
    out
}

/// An R021 on each mark condition that names no mark of the file, else
/// on each mark that nothing reads (it keeps no move from its hole and no
/// condition names it): a condition naming no mark is the mistake to
/// tell, as the mark it meant would be reported as unread too.
pub(super) fn check_read(variant: &Variant, out: &mut Vec<Diagnostic>) {
    let conditions = conditions(variant);
    let mut dangling = false;
    for (what, m) in &conditions {
        if !variant.marks.iter().any(|k| k.name == m.name) {
            dangling = true;
            let key = if m.marked { "marked" } else { "unmarked" };
            out.push(
                Diagnostic::new(
                    &CODE,
                    m.span.clone(),
                    format!(
                        "{what} reads mark `{}` (`{key}`), which is no `[marks.NAME]` table",
                        m.name
                    ),
                )
                .with_help("name a mark the file declares, or declare it under `[marks]`"),
            );
        }
    }
    // What a landing rule's `mark` names: a mark rules put.
    for rule in &variant.landing {
        let Some((name, span)) = &rule.mark else {
            continue;
        };
        let why = match variant.marks.iter().find(|k| &k.name == name) {
            None => format!(
                "landing rule `{}` puts mark `{name}`, which is no `[marks.NAME]` table",
                rule.name
            ),
            Some(k) if k.set != MarkSet::Rule => format!(
                "landing rule `{}` puts mark `{name}`, which its own event sets (`set` is not `\"rule\"`)",
                rule.name
            ),
            Some(_) => continue,
        };
        out.push(
            Diagnostic::new(&CODE, span.clone(), why)
                .with_help("name a mark declared with `set = \"rule\"`, or declare one"),
        );
        dangling = true;
    }
    for mark in variant.marks.iter().filter(|k| k.set == MarkSet::Rule) {
        let put =
            (variant.landing.iter()).any(|r| r.mark.as_ref().is_some_and(|(n, _)| *n == mark.name));
        if !put {
            out.push(
                Diagnostic::new(
                    &CODE,
                    mark.span.clone(),
                    format!(
                        "mark `{}` is put by rules, but no landing rule puts it",
                        mark.name
                    ),
                )
                .with_help("give a landing rule `mark = \"NAME\"`, or remove the mark"),
            );
            dangling = true;
        }
    }
    if dangling {
        return;
    }
    for mark in &variant.marks {
        let read = mark.blocks.is_some() || conditions.iter().any(|(_, m)| m.name == mark.name);
        if !read {
            out.push(
                Diagnostic::new(
                    &CODE,
                    mark.span.clone(),
                    format!("mark `{}` is never read: it changes nothing", mark.name),
                )
                .with_help(
                    "give it `blocks`, or name it in a condition's `marked` or `unmarked` (a \
                     `[[moves.priority]]` tier's, or a named hole's); or remove it",
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
        MarkSet::Rule => "the hole where a landing rule that names it fires in a player's turn",
    };
    let clear = match mark.clear {
        MarkClear::Never => "until the round ends",
        MarkClear::SownInto => "until a seed of any sowing falls into it",
        MarkClear::SownByOpponent => "until a seed of the other player's sowing falls into it",
        MarkClear::NextTurn => "until the next turn is played or passed",
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
