//! Holes off the track (`[board] off_track`): no sowing passes them, and a
//! track that does is T010.

use std::ops::Range;

use super::{Board, Player};
use crate::codes::off_track_on_track::CODE;
use crate::diagnostic::Diagnostic;

/// Reports each hole of `off_track` (with where it is declared) that a
/// player's track in `tracks` passes.
pub fn check(
    board: &Board,
    off_track: &[(u16, Range<usize>)],
    tracks: &[Vec<u16>],
    out: &mut Vec<Diagnostic>,
) {
    for (hole, at) in off_track {
        let on: Vec<Player> = Player::BOTH
            .into_iter()
            .filter(|p| tracks[p.index()].contains(hole))
            .collect();
        let passes = match on.as_slice() {
            [] => continue,
            [p] => format!("{}'s track passes it", p.name()),
            _ if tracks[0] == tracks[1] => "the track passes it".to_string(),
            _ => "both players' tracks pass it".to_string(),
        };
        out.push(
            Diagnostic::new(
                &CODE,
                at.clone(),
                format!(
                    "{} is declared off the track, but {passes}",
                    board.site_name(*hole)
                ),
            )
            .with_help("take it out of the track, or out of `off_track` if it is sown"),
        );
    }
}
