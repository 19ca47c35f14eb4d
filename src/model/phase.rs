//! Phases (`[[phases]]`), resolved: rules that hold from a phase's start
//! until an event (`until`), each phase with its own sowing and moves
//! (keys of `[sowing]` and `[moves]` written in the phase, in place of the
//! file's) and the landing rules that name it (`when.phase`, in
//! `when::phase`). A phase's own sowing and moves are lowered as the whole
//! file is, with the phase's keys put in place of the file's, so every key
//! of those tables works in a phase with no more code; the engine compiles
//! each phase's rules once (`engine::phase`).

use std::fmt::Write;
use std::ops::Range;

use super::lower::{Lower, count_set};
use super::{CountSet, HoleSet, Region, Variant, count_in_seeds};
use crate::codes::phase_misused::CODE;
use crate::diagnostic::Diagnostic;
use crate::format::{self as f, MAX_PHASES, MAX_TURNS, Sp};
use crate::syntax::{DeTable, DeValue, Spanned};

/// A phase of the game.
#[derive(Debug, Clone)]
pub struct NamedPhase {
    /// Its name.
    pub name: String,
    /// Where its name is written.
    pub span: Range<usize>,
    /// Whether each player goes through the phases on their own (else the
    /// game is in one phase at a time).
    pub each: bool,
    /// The event that ends it (`None`: it lasts the rest of the game).
    pub until: Option<PhaseEnd>,
    /// The variant with the phase's own sowing and moves in place of the
    /// file's, when it has any (`None`: the file's hold).
    pub own: Option<Box<Variant>>,
    /// The keys of `[sowing]` and `[moves]` the phase gives, for words.
    pub own_keys: Vec<String>,
}

/// The event that ends a phase: every condition given holds.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PhaseEnd {
    /// Once the phase's player has played this many turns (for a phase of
    /// both, once this many plies have been played).
    pub turns: Option<u32>,
    /// Once a ply of the phase's player has captured (`true`).
    pub captured: Option<bool>,
    /// Once the seeds left on the board are this many.
    pub on_board: Option<CountSet>,
    /// Once every hole of the board holds such a count.
    pub every_hole: Option<CountSet>,
    /// Once every hole of the player holds such a count.
    pub own_holes: Option<CountSet>,
    /// Once the player's opponent has taken this many seeds.
    pub lost: Option<CountSet>,
    /// Once the player's own store holds this many seeds.
    pub stored: Option<CountSet>,
    /// Once the player has started a move from one of these holes.
    pub lifted: Option<HoleSet>,
    /// Once the player, to move, has no legal move in the phase.
    pub stuck: bool,
    /// Whether the events on the board are judged as the player's turn
    /// begins too.
    pub at_turn_start: bool,
}

impl PhaseEnd {
    /// Whether only `stuck` ends the phase (judged when its player is to
    /// move, not after a ply).
    pub fn only_stuck(&self) -> bool {
        self.stuck
            && self.turns.is_none()
            && self.captured.is_none()
            && self.on_board.is_none()
            && self.every_hole.is_none()
            && self.own_holes.is_none()
            && self.lost.is_none()
            && self.stored.is_none()
            && self.lifted.is_none()
    }

    /// Whether it gives only events on the board (the seeds left, holes'
    /// counts, seeds lost), which a turn's start can judge.
    pub fn only_on_board(&self) -> bool {
        self.turns.is_none()
            && self.captured.is_none()
            && self.lifted.is_none()
            && !self.stuck
            && (self.on_board.is_some()
                || self.every_hole.is_some()
                || self.own_holes.is_some()
                || self.lost.is_some()
                || self.stored.is_some())
    }

    /// The event in words: "once the player has played 1 turn and …".
    pub fn describe(&self, regions: &[Region], each: bool) -> String {
        let who = if each { "the player" } else { "the mover" };
        let mut parts = Vec::new();
        if let Some(n) = self.turns {
            parts.push(match each {
                true => format!("{who} has played {n} turn{}", plural(n as usize)),
                false => match n {
                    1 => "1 ply has been played".to_string(),
                    n => format!("{n} plies have been played"),
                },
            });
        }
        if self.captured == Some(true) {
            parts.push(format!("a ply of {who}'s has captured"));
        }
        if let Some(n) = &self.on_board {
            parts.push(format!(
                "{} are left on the board",
                count_in_seeds(&n.describe())
            ));
        }
        if let Some(n) = &self.every_hole {
            parts.push(format!(
                "every hole of the board holds {}",
                count_in_seeds(&n.describe())
            ));
        }
        if let Some(n) = &self.own_holes {
            parts.push(format!(
                "every hole of {who}'s holds {}",
                count_in_seeds(&n.describe())
            ));
        }
        if let Some(n) = &self.lost {
            parts.push(format!(
                "{who} has lost {} to the opponent",
                count_in_seeds(&n.describe())
            ));
        }
        if let Some(n) = &self.stored {
            parts.push(format!(
                "{who}'s store holds {}",
                count_in_seeds(&n.describe())
            ));
        }
        if self.lifted == Some(HoleSet::OWN_STORE) {
            parts.push(format!("{who} has sown their store"));
        } else if let Some(set) = self.lifted {
            parts.push(format!(
                "{who} has started a move from a hole that is {}",
                super::hole_set::describe(regions, Some(set))
            ));
        }
        if self.stuck {
            parts.push(format!("{who}, to move, has no legal move in it"));
        }
        let judged = match self.at_turn_start {
            true => ", judged as their turns begin too",
            false => "",
        };
        format!("once {}{judged}", parts.join(" and "))
    }
}

/// The ending of a count's noun: "s" but after 1.
pub(super) fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// The names of the file's phases, in order, each once: a second phase of
/// a name is an R020 and is left out.
pub(super) fn names(
    phases: &[(Range<usize>, f::PhaseTable)],
    diags: &mut Vec<Diagnostic>,
) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    if let Some((_, extra)) = phases.get(MAX_PHASES) {
        diags.push(
            Diagnostic::new(
                &CODE,
                extra.name.span.clone(),
                format!("more than {MAX_PHASES} phases"),
            )
            .with_help(format!("a file may have at most {MAX_PHASES} phases")),
        );
    }
    for (_, t) in phases.iter().take(MAX_PHASES) {
        if names.contains(&t.name.value) {
            diags.push(
                Diagnostic::new(
                    &CODE,
                    t.name.span.clone(),
                    format!("a second phase named `{}`", t.name.value),
                )
                .with_help("give each phase a name of its own"),
            );
        } else {
            names.push(t.name.value.clone());
        }
    }
    names
}

/// Resolves the phases (their own variants are added by [`own_variants`]).
pub(super) fn lower(
    phases: &[(Range<usize>, f::PhaseTable)],
    regions: &[Region],
    low: &mut Lower<'_, '_>,
) -> Vec<NamedPhase> {
    let mut out: Vec<NamedPhase> = Vec::new();
    let scope = |t: &f::PhaseTable| t.scope.as_ref().map(|s| s.value).unwrap_or_default();
    for (i, (_, t)) in phases.iter().enumerate() {
        if out.iter().any(|p| p.name == t.name.value) {
            continue;
        }
        if let Some((_, first)) = phases.first()
            && scope(t) != scope(first)
        {
            let at = t
                .scope
                .as_ref()
                .map_or(t.name.span.clone(), |s| s.span.clone());
            low.diags.push(
                Diagnostic::new(&CODE, at, "phases of each player mixed with phases of both")
                    .with_help("give every phase the same `for`: `each` (the default) or `both`"),
            );
        }
        if i > 0
            && let Some((_, before)) = phases.get(i - 1)
            && before.until.is_none()
        {
            low.diags.push(
                Diagnostic::new(
                    &CODE,
                    t.name.span.clone(),
                    format!(
                        "phase `{}` never begins: phase `{}` before it has no `until`, so it lasts the rest of the game",
                        t.name.value, before.name.value
                    ),
                )
                .with_help(format!("give phase `{}` an `until`", before.name.value)),
            );
        }
        let until = t.until.as_ref().map(|u| lower_end(u, regions, low));
        let mut own_keys: Vec<String> = Vec::new();
        own_keys.extend(table_keys(low.root, i, "sowing"));
        own_keys.extend(table_keys(low.root, i, "moves"));
        out.push(NamedPhase {
            name: t.name.value.clone(),
            span: t.name.span.clone(),
            each: scope(t) == f::PhaseScope::Each,
            until,
            own: None,
            own_keys,
        });
    }
    out
}

/// The keys phase `k`'s `sowing` or `moves` table gives, as `sowing.laps`.
fn table_keys(root: &Spanned<DeTable<'_>>, k: usize, part: &str) -> Vec<String> {
    let Some(phase) = phase_table(root, k) else {
        return Vec::new();
    };
    match phase
        .iter()
        .find(|(key, _)| key.get_ref() == part)
        .map(|(_, v)| v.get_ref())
    {
        Some(DeValue::Table(t)) => t
            .iter()
            .map(|(key, _)| format!("{part}.{}", key.get_ref()))
            .collect(),
        _ => Vec::new(),
    }
}

/// The table of phase `k` in the file's text.
fn phase_table<'a, 't>(root: &'a Spanned<DeTable<'t>>, k: usize) -> Option<&'a DeTable<'t>> {
    match root
        .get_ref()
        .iter()
        .find(|(key, _)| key.get_ref() == "phases")?
        .1
        .get_ref()
    {
        DeValue::Array(list) => match list.get(k)?.get_ref() {
            DeValue::Table(t) => Some(t),
            _ => None,
        },
        _ => None,
    }
}

fn lower_end(u: &Sp<f::PhaseEndTable>, regions: &[Region], low: &mut Lower<'_, '_>) -> PhaseEnd {
    let t = &u.value;
    let end = PhaseEnd {
        turns: t.turns.as_ref().map(|n| n.value),
        captured: t.captured.as_ref().map(|c| c.value),
        on_board: t.on_board.as_ref().map(|c| count_set(&c.value)),
        every_hole: t.every_hole.as_ref().map(|c| count_set(&c.value)),
        own_holes: t.own_holes.as_ref().map(|c| count_set(&c.value)),
        lost: t.lost.as_ref().map(|c| count_set(&c.value)),
        stored: t.stored.as_ref().map(|c| count_set(&c.value)),
        lifted: t.lifted.as_ref().and_then(|h| low.hole_set(h, regions)),
        stuck: t.stuck.as_ref().is_some_and(|s| s.value),
        at_turn_start: t.at_turn_start.as_ref().is_some_and(|s| s.value),
    };
    if let Some(at) = t.at_turn_start.as_ref().filter(|a| a.value)
        && !end.only_on_board()
    {
        low.diags.push(
            Diagnostic::new(
                &CODE,
                at.span.clone(),
                "`at_turn_start` with an event a turn's start cannot judge",
            )
            .with_help(
                "a turn's start judges the board (`on_board`, `every_hole`, `own_holes`, \
                 `lost`, `stored`); give those alone, or leave `at_turn_start` out",
            ),
        );
    }
    if let Some(at) = t.lifted.as_ref()
        && matches!(end.lifted, Some(HoleSet::OPPONENT_STORE | HoleSet::STORE))
    {
        low.diags.push(
            Diagnostic::new(
                &CODE,
                at.span.clone(),
                "a player starts a move from no store but their own",
            )
            .with_help(
                "use `lifted = \"own-store\"` for \"once they have sown their store\", or name holes",
            ),
        );
    }
    if end.stuck && !end.only_stuck() {
        low.diags.push(
            Diagnostic::new(
                &CODE,
                u.span.clone(),
                "`stuck` with other events in one `until`",
            )
            .with_help(
                "`stuck` is judged when the player is to move and has no move, the others after \
                     a ply: give the phase `stuck = true` alone, or the other events alone",
            ),
        );
    }
    if let Some(n) = t.turns.as_ref().filter(|n| n.value > MAX_TURNS) {
        low.diags.push(
            Diagnostic::new(
                &CODE,
                n.span.clone(),
                format!("`turns = {}`: sow counts turns up to {MAX_TURNS}", n.value),
            )
            .with_help(format!("give `turns` from 1 to {MAX_TURNS}")),
        );
    }
    let nothing = PhaseEnd::default();
    let false_only =
        t.captured.as_ref().is_some_and(|c| !c.value) || t.stuck.as_ref().is_some_and(|s| !s.value);
    if end == nothing || t.turns.as_ref().is_some_and(|n| n.value == 0) || false_only {
        low.diags.push(
            Diagnostic::new(&CODE, u.span.clone(), "this `until` gives no event that can end the phase")
                .with_help(
                    "give an event: `turns = 1`, `captured = true`, `stuck = true`, `on_board = { max = 8 }`, …; \
                     a phase that lasts the rest of the game has no `until`",
                ),
        );
    }
    end
}

/// Keys that say one thing two ways: a phase that gives one replaces the
/// file's other.
const ALTERNATIVES: [(&str, &str); 1] = [("direction", "track")];

/// The root of the file with phase `k`'s own `sowing` and `moves` keys in
/// place of the file's: the text lowering reads for the phase's variant.
pub(super) fn with_own_keys<'t>(
    root: &Spanned<DeTable<'t>>,
    k: usize,
) -> Option<Spanned<DeTable<'t>>> {
    let phase = phase_table(root, k)?.clone();
    let mut merged = root.clone();
    let mut any = false;
    for part in ["sowing", "moves"] {
        let Some((key, over)) = phase.iter().find(|(key, _)| key.get_ref() == part) else {
            continue;
        };
        let DeValue::Table(over) = over.get_ref() else {
            continue;
        };
        any = true;
        let table = merged.get_mut();
        match table.iter_mut().find(|(k, _)| k.get_ref() == part) {
            Some((_, base)) => {
                if let DeValue::Table(base) = base.get_mut() {
                    for (k, v) in over.iter() {
                        // A path is given one way or the other: the phase's
                        // way of giving it replaces the file's.
                        if let Some(other) = ALTERNATIVES.iter().find_map(|(a, b)| {
                            (k.get_ref() == a)
                                .then_some(b)
                                .or((k.get_ref() == b).then_some(a))
                        }) {
                            let gone: Vec<_> = base
                                .iter()
                                .filter(|(key, _)| key.get_ref() == other)
                                .map(|(key, _)| key.clone())
                                .collect();
                            for key in gone {
                                base.remove(&key);
                            }
                        }
                        base.insert(k.clone(), v.clone());
                    }
                }
            }
            None => {
                table.insert(
                    key.clone(),
                    Spanned::new(key.span(), DeValue::Table(over.clone())),
                );
            }
        }
    }
    any.then_some(merged)
}

/// The phases in words, for hover and description: one sentence a phase.
pub fn describe(phases: &[NamedPhase], regions: &[Region]) -> Vec<String> {
    phases
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let mut s = String::new();
            let whose = if p.each {
                "each player's"
            } else {
                "the game's"
            };
            let _ = write!(s, "Phase `{}` ({whose}, {}", p.name, ordinal(i));
            s.push(')');
            match &p.until {
                Some(end) => {
                    let until = end.describe(regions, p.each);
                    let until = until.strip_prefix("once ").unwrap_or(&until);
                    let _ = write!(s, " lasts until {until}");
                }
                None => s.push_str(" lasts the rest of the game"),
            }
            if !p.own_keys.is_empty() {
                let keys: Vec<String> = p.own_keys.iter().map(|k| format!("`{k}`")).collect();
                let _ = write!(s, "; in it, {} replace the file's", keys.join(", "));
            }
            s.push('.');
            if let Some(own) = &p.own {
                if let Some(store) = super::store_move::describe(own) {
                    s.push(' ');
                    s.push_str(&store);
                }
                if p.own_keys.iter().any(|k| k == "sowing.drops")
                    && let Some(drops) = super::drops::describe(&own.drops)
                {
                    s.push(' ');
                    s.push_str(&drops);
                }
                s.push_str(&super::carry::describe_moves(own));
            }
            s
        })
        .collect()
}

fn ordinal(i: usize) -> &'static str {
    [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
    ]
    .get(i)
    .copied()
    .unwrap_or("later")
}
