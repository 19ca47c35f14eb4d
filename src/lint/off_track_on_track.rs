//! T010 off-track-on-track: a hole declared off the track
//! (`[board] off_track`) is on a track.

use std::ops::Range;

use crate::diagnostic::{Code, Diagnostic, Severity};
use crate::model::{Board, Player};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "T010",
    name: "off-track-on-track",
    severity: Severity::Error,
    summary: "A hole declared off the track (`[board] off_track`) is on a track.",
    explanation: r#"## What it means
`[board] off_track` names the holes no sowing passes: a store in the middle
row, a row that holds seeds only between rounds. Such a hole is never sown
into or from, and the tracks need not pass it. This one is declared so, yet
a track passes it (an explicit `track` names it, or `direction` sows every
hole of a two-row board).
## Why it matters
The file says two things of the hole that cannot both hold: sowing passes
it, and it is off the track.
## Example
```toml
[board]
rows = 3
columns = 4
seeds = 4
off_track = ["a2-d2"]

[sowing]
track = ["a1-d1", "d2-a2", "d3-a3"]
```
## How to fix
Take the hole out of the track, or out of `off_track` if it is sown:
```toml
[sowing]
track = ["a1-d1", "d3-a3"]
```
"#,
};

/// Reports each hole of `off_track` (with where it is declared) that a
/// player's track in `tracks` passes.
pub fn check(
    board: &Board,
    off_track: &[(u16, Range<usize>)],
    tracks: &[Vec<u16>; 2],
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
