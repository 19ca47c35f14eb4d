//! Holes whose captures wait for the round's end (`[deferred_captures]`):
//! resolved, checked (R022) and told in words. The engine remembers who
//! is entitled to each hole and shares it out (`engine::deferred`).

use std::ops::Range;

use super::{Board, Player};
use crate::codes::{self, deferred_capture_misused::CODE};
use crate::diagnostic::Diagnostic;
use crate::format::{self as f, MAX_MARKS};

/// `[deferred_captures]`, resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeferredCaptures {
    /// The holes, each once.
    pub holes: Vec<u16>,
    /// Seeds each keeps when it is shared out.
    pub left: u32,
}

impl DeferredCaptures {
    /// Whether `hole` is one of them.
    pub fn has(&self, hole: u16) -> bool {
        self.holes.contains(&hole)
    }

    /// The part in words, for hover and `sow describe`.
    pub fn describe(&self, board: &Board) -> String {
        let names: Vec<String> = self.holes.iter().map(|&h| board.site_name(h)).collect();
        let left = match self.left {
            0 => "all its seeds go".to_string(),
            1 => "it keeps one seed and the rest goes".to_string(),
            n => format!("it keeps {n} seeds and the rest goes"),
        };
        format!(
            "A capture from {} takes nothing then: it entitles the mover to the hole until the \
             round ends. Then {left} to the players entitled to it, split evenly between two \
             (an odd seed staying in the hole); a hole nobody is entitled to keeps its seeds. \
             What stays counts for nobody and is carried into the next round.",
            list(&names)
        )
    }
}

/// Names joined in words: `d1`, `d1 or d2`, `c1, d1 or e1`.
fn list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// Resolves `[deferred_captures]` at `span`: its holes (a bad name is a
/// B002), each a hole no player owns (R022), and a mark's room to
/// remember who may share them (R022).
pub(super) fn lower(
    (span, table): (&Range<usize>, &f::DeferredCapturesTable),
    board: &Board,
    (owner, marks): (&[Option<Player>], usize),
    diags: &mut Vec<Diagnostic>,
) -> Option<DeferredCaptures> {
    let mut holes = Vec::new();
    let mut sound = true;
    for item in &table.holes {
        let named = match board.parse_holes(&item.value) {
            Ok(named) => named,
            Err(why) => {
                diags.push(
                    Diagnostic::new(&codes::unknown_hole::CODE, item.span.clone(), why)
                        .with_help(super::lower::bad_hole_help(board)),
                );
                sound = false;
                continue;
            }
        };
        for h in named {
            if let Some(p) = owner.get(h as usize).copied().flatten() {
                diags.push(
                    Diagnostic::new(
                        &CODE,
                        item.span.clone(),
                        format!(
                            "`{}` is {}'s hole: a hole whose captures wait for the round's end \
                             must be nobody's",
                            board.site_name(h),
                            if p == Player::SOUTH { "South" } else { "North" }
                        ),
                    )
                    .with_help(
                        "list it in `[players] neutral` and take it out of the player's holes",
                    ),
                );
                sound = false;
            }
            if !holes.contains(&h) {
                holes.push(h);
            }
        }
    }
    if marks >= MAX_MARKS {
        diags.push(
            Diagnostic::new(
                &CODE,
                span.clone(),
                format!(
                    "who is entitled to a hole is kept as a mark, and the file names {marks} \
                     marks, the most a file may have"
                ),
            )
            .with_help(format!("name at most {} marks", MAX_MARKS - 1)),
        );
        sound = false;
    }
    (sound && !holes.is_empty()).then(|| DeferredCaptures {
        holes,
        left: table.left.as_ref().map_or(0, |l| l.value),
    })
}
