//! The sowing order: each player's track numbered on the board.

use std::fmt::Write;

use super::board::grid;
use super::{Markup, capitalised};
use crate::model::{
    Board, FirstSeed, Laps, OtherWay, Player, RelayFrom, SowingWay, Variant, Way, WayChoice,
};

/// "Both players" of two, "All five players" of more.
pub(super) fn every_player(board: &crate::model::Board) -> String {
    match board.players {
        2 => "Both players".to_string(),
        n => format!("All {} players", super::describe::number(u32::from(n))),
    }
}

/// The sowing order of each player's track drawn on the board (one
/// picture when both players share it), and a word on relay sowing.
pub fn track_picture(variant: &Variant, markup: Markup) -> String {
    let board = &variant.board;
    let mut out = String::new();
    let shared = variant.tracks[0] == variant.tracks[1];
    let players: &[Player] = if shared {
        &[Player::SOUTH]
    } else {
        &Player::BOTH
    };
    for &p in players {
        let track = &variant.tracks[p.index()];
        let at = order(board, track);
        let who = if shared {
            format!("{} sow", every_player(board))
        } else {
            format!("{} sows", capitalised(p.name()))
        };
        let label = |site: u16| {
            at.get(site as usize)
                .copied()
                .flatten()
                .map_or_else(|| "·".to_string(), |n| n.to_string())
        };
        let mut picture = grid(board, 0, label);
        if board.stores {
            let each: Vec<String> = board
                .players()
                .map(|p| format!("{} {}", p.name(), label(board.store(p))))
                .collect();
            let _ = writeln!(picture, "  stores: {}", each.join(", "));
        }
        let _ = writeln!(
            out,
            "{who} in this order ({} sites, then back to 1):\n{}",
            track.len(),
            markup.picture(&picture)
        );
    }
    for line in sowing_words(variant) {
        out.push_str(line);
        out.push('\n');
    }
    for line in special_words(variant) {
        out.push_str(&line);
        out.push('\n');
    }
    out.trim_end().to_string()
}

/// The special holes (`[holes.NAME]`), a line each table: whose hole is
/// where.
fn special_words(variant: &Variant) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut names: Vec<&str> = Vec::new();
    for s in &variant.special_holes {
        if !names.contains(&s.name.as_str()) {
            names.push(&s.name);
        }
    }
    for name in names {
        let holes: Vec<String> = variant
            .special_holes
            .iter()
            .filter(|s| s.name == name)
            .map(|s| format!("{} {}", s.player.name(), variant.board.site_name(s.hole)))
            .collect();
        lines.push(format!(
            "Special hole `{name}` ([holes.{name}]): {}.",
            holes.join(", ")
        ));
    }
    lines
}

/// How sowing goes, in words: the way a move sows, where a lap's first
/// seed falls, and how a relay goes on.
pub(super) fn sowing_words(variant: &Variant) -> Vec<&'static str> {
    let mut words = Vec::new();
    match variant.way {
        SowingWay::Named(WayChoice::Along) => {}
        SowingWay::Named(WayChoice::Either) => {
            words.push("The mover chooses the way of each move: along this order or against it.")
        }
        SowingWay::Named(WayChoice::ChosenOnce) => words.push(match variant.other_way {
            OtherWay::Opposite => {
                "The game's first move chooses its way, along this order or against it: \
                 its player sows that way for the whole game (every round of a match), \
                 the other player the opposite way."
            }
            OtherWay::Same => {
                "The game's first move chooses its way, along this order or against it: \
                 both players sow that way for the whole game (every round of a match)."
            }
            OtherWay::Own => {
                "Each player's first move that may choose chooses its way, along this order \
                 or against it: that player sows that way for the whole game (every round \
                 of a match)."
            }
        }),
        SowingWay::ByParity { odd, even } => words.push(match (odd, even) {
            (Way::Along, Way::Against) => {
                "An odd number of seeds is sown along this order, an even number against it."
            }
            (Way::Against, Way::Along) => {
                "An odd number of seeds is sown against this order, an even number along it."
            }
            (Way::Along, Way::Along) => "Every move sows along this order.",
            (Way::Against, Way::Against) => "Every move sows against this order.",
        }),
    }
    if variant.store_follows_way && variant.way.ever_against() {
        words.push(
            "Sown against this order, the order is turned end for end: each player's store \
             comes after the other end of their row.",
        );
    }
    if variant.first_seed == FirstSeed::LiftedHole {
        words.push("A lap's first seed falls back into the hole it was lifted from (a single seed moves on).");
    }
    if variant.laps == Laps::Relay {
        words.push(match variant.relay_from {
            RelayFrom::Last => {
                "Relay sowing: a last seed in an occupied hole lifts it and sowing goes on."
            }
            RelayFrom::Next => {
                "Relay sowing: after each lap the hole after the last one sown is lifted, if it holds seeds, and sowing goes on."
            }
        });
    }
    words
}

/// The position of each site on `track`, 1-based.
fn order(board: &Board, track: &[u16]) -> Vec<Option<usize>> {
    let mut at = vec![None; board.sites()];
    for (i, &site) in track.iter().enumerate() {
        if let Some(slot) = at.get_mut(site as usize) {
            *slot = Some(i + 1);
        }
    }
    at
}
