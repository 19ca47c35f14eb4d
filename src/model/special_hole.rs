//! Holes with rules of their own (`[holes.NAME]`, Bao's nyumba): each
//! player's hole, how it may be lifted, whether a sowing stops there, and
//! when it loses its status; resolved, checked (O009: a hole its player
//! does not own or sow) and told in words. The engine keeps each status in
//! the position (`engine::special_hole`).

use std::ops::Range;

use super::{Board, Player};
use crate::diagnostic::Diagnostic;
use crate::format::{self as f, SpecialLift, SpecialLost, SpecialStop};
use crate::lint::special_hole_misplaced::CODE;

/// One player's hole of a `[holes.NAME]` table, resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpecialHole {
    /// The table's name (`nyumba`).
    pub name: String,
    /// Whose hole it is.
    pub player: Player,
    /// The hole.
    pub hole: u16,
    /// Where the hole is named.
    pub span: Range<usize>,
    /// When a move may start from it.
    pub lift: SpecialLift,
    /// Whether a lap ending there stops the turn.
    pub stop: SpecialStop,
    /// When it loses its status.
    pub lost_when: SpecialLost,
}

/// Resolves every `[holes.NAME]` table: one entry per player's hole that
/// names a hole of the board (bad names reported through `report`).
pub(super) fn lower(
    board: &Board,
    tables: &[(String, f::SpecialHoleTable)],
    mut report: impl FnMut(&f::Sp<String>, String),
) -> Vec<SpecialHole> {
    let mut out = Vec::new();
    for (name, table) in tables {
        let holes = &table.holes.value;
        for (player, named) in [(Player::South, &holes.south), (Player::North, &holes.north)] {
            let Some(named) = named else { continue };
            let Some(hole) = board.parse_hole(&named.value) else {
                report(named, format!("`{}` is no hole of this board", named.value));
                continue;
            };
            out.push(SpecialHole {
                name: name.clone(),
                player,
                hole,
                span: named.span.clone(),
                lift: table.lift.as_ref().map(|l| l.value).unwrap_or_default(),
                stop: table.stop.as_ref().map(|s| s.value).unwrap_or_default(),
                lost_when: table
                    .lost_when
                    .as_ref()
                    .map(|l| l.value)
                    .unwrap_or_default(),
            });
        }
    }
    out
}

/// An O009 on each special hole its player does not own, or that their
/// track does not pass: its rules could never apply.
pub(super) fn check(
    board: &Board,
    special: &[SpecialHole],
    owner: &[Option<Player>],
    tracks: &[Vec<u16>; 2],
    out: &mut Vec<Diagnostic>,
) {
    for s in special {
        let name = board.site_name(s.hole);
        let who = s.player.name();
        let why = if owner.get(s.hole as usize).copied().flatten() != Some(s.player) {
            format!("{name} is {who}'s `{}`, but {who} does not own it", s.name)
        } else if !tracks[s.player.index()].contains(&s.hole) {
            format!(
                "{name} is {who}'s `{}`, but {who}'s track does not pass it",
                s.name
            )
        } else {
            continue;
        };
        out.push(
            Diagnostic::new(&CODE, s.span.clone(), why)
                .with_help(format!("name a hole {who} owns and sows")),
        );
    }
}

/// A special hole in words, for hover: whose it is and each of its rules.
pub fn describe(holes: &[&SpecialHole], board: &Board) -> String {
    let Some(first) = holes.first() else {
        return String::new();
    };
    let whose: Vec<String> = holes
        .iter()
        .map(|s| format!("{} ({})", board.site_name(s.hole), s.player.name()))
        .collect();
    let lift = match first.lift {
        SpecialLift::Always => "A move may start from it as from any hole.",
        SpecialLift::ToCapture => "A move may start from it only if the move captures.",
        SpecialLift::Never => "No move may start from it.",
    };
    let stop = match first.stop {
        SpecialStop::Never => "A lap that ends in it relays as from any hole.",
        SpecialStop::Always => "A lap that ends in it without a capture ends the turn there.",
        SpecialStop::UnlessCaptured => {
            "A lap that ends in it without a capture ends the turn there, unless the \
             turn has captured already."
        }
    };
    let lost = match first.lost_when {
        SpecialLost::Never => "It keeps these rules all game.",
        SpecialLost::Emptied => {
            "Once it is lifted, or left empty at the end of a ply, it is an ordinary hole \
             for the rest of the game."
        }
    };
    format!(
        "**Special hole `{}`**: {}. While it keeps its status, these hold. {lift} {stop} {lost}",
        first.name,
        whose.join(", ")
    )
}
