//! Captured seeds sown back from an end of a row (`to = { sow_from =
//! "row-end" }`, Bao's captures): the row of the capturing hole, in the
//! order a track passes it, and the end a capture is sown from; resolved,
//! checked (R016: a row that is not one run of the mover's track, a
//! `nearer_end_within` with nothing to be nearer to) and told in words.
//! The engine compiles the ends for each way (`engine::row_end`).

use super::hole_ref::HoleRef;
use super::{Board, Player, Variant};
use crate::codes::row_end_misused::CODE;
use crate::diagnostic::Diagnostic;

/// Where a rule's captured seeds are sown back from, resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SowBack {
    /// Where the first seed falls: where the capturing lap's first did,
    /// an end of the capturing hole's row, or after a hole named.
    pub from: SownFrom,
    /// With `row-end`: a capture within this many holes of an end of its
    /// row is sown from that nearer end (0: always from the end the move's
    /// way runs on from).
    pub nearer_end_within: u32,
    /// Whether the seeds are sown back the other way from the move's, for
    /// that lap only (`way = "against"`).
    pub against: bool,
}

/// Where seeds sown back start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SownFrom {
    /// As a lap lifted from the hole the capturing lap was lifted from
    /// (`lap-start`).
    LapStart,
    /// From an end of the capturing hole's row (`row-end`).
    RowEnd,
    /// As a lap lifted from the hole a reference names.
    Hole(HoleRef),
}

/// The holes of `hole`'s row in the order `track` sows them, when the track
/// passes the whole row as one run (and only then); a track that passes a
/// row hole twice is no run.
pub fn row_run(board: &Board, track: &[u16], hole: u16) -> Option<Vec<u16>> {
    let (row, _) = board.row_col(hole);
    let in_row = |s: u16| (s as usize) < board.holes() && board.row_col(s).0 == row;
    let width = usize::from(board.columns);
    let n = track.len();
    // The run starts where the track enters the row.
    let start = (0..n).find(|&i| in_row(track[i]) && !in_row(track[(i + n - 1) % n]))?;
    let run: Vec<u16> = (0..width).map(|k| track[(start + k) % n]).collect();
    let whole = run.len() == width && run.iter().all(|&s| in_row(s));
    let once = track.iter().filter(|&&s| in_row(s)).count() == width;
    (whole && once && n >= width).then_some(run)
}

/// Where a capture at `hole` is sown from, along a run of its row in the
/// way it is sown (`run`, first hole first): the first hole of the run,
/// `false`; or, within `within` holes of the run's far end and nearer to
/// it than to the first, the last hole, sown the other way, `true` (the
/// way turns).
pub fn sown_from(run: &[u16], hole: u16, within: u32) -> Option<(u16, bool)> {
    let k = run.iter().position(|&h| h == hole)?;
    let from_far = run.len() - 1 - k;
    let turns = (from_far as u32) < within && from_far < k;
    let end = if turns { run.last() } else { run.first() };
    end.map(|&e| (e, turns))
}

/// Where a capture at `hole` is sown from when the seeds go from the
/// row's other end (`way = "against"`): the run's last hole, the way
/// turning, `true`; or, within `within` holes of its first end and nearer
/// to it, that first hole, the way kept, `false`.
pub fn sown_from_other_end(run: &[u16], hole: u16, within: u32) -> Option<(u16, bool)> {
    let reversed: Vec<u16> = run.iter().rev().copied().collect();
    sown_from(&reversed, hole, within).map(|(end, kept)| (end, !kept))
}

/// An R016 for each rule that sows back from a row's end where no row end
/// can be found: a hole the rule may capture at whose row is not one run
/// of the mover's track, and a `nearer_end_within` on a sowing from the
/// lap's start.
pub fn check(variant: &Variant, diags: &mut Vec<Diagnostic>) {
    for (rule, back) in variant
        .landing
        .iter()
        .flat_map(|rule| rule.sow_back.iter().map(move |back| (rule, back)))
    {
        let at = rule.keys.to.clone().unwrap_or_else(|| rule.span.clone());
        if back.from != SownFrom::RowEnd {
            if back.nearer_end_within > 0 {
                diags.push(
                    Diagnostic::new(
                        &CODE,
                        at,
                        format!(
                            "`{}` sows back from a hole, not a row's end: `nearer_end_within` has no row end to be near",
                            rule.name
                        ),
                    )
                    .with_help("write `sow_from = \"row-end\"`, or leave `nearer_end_within` out"),
                );
            }
            continue;
        }
        let misfit = Player::BOTH.into_iter().find_map(|p| {
            let track = &variant.tracks[p.index()];
            track
                .iter()
                .copied()
                .filter(|&h| (h as usize) < variant.board.holes())
                .filter(|&h| {
                    rule.when
                        .landing
                        .hole_set()
                        .is_none_or(|set| variant.in_set(set, p, h))
                })
                .find(|&h| row_run(&variant.board, track, h).is_none())
                .map(|h| (p, h))
        });
        if let Some((p, h)) = misfit {
            diags.push(
                Diagnostic::new(
                    &CODE,
                    at,
                    format!(
                        "`{}` sows captures back from an end of the capturing hole's row, but {}'s \
                         track does not pass the row of `{}` as one run",
                        rule.name,
                        p.name(),
                        variant.board.site_name(h)
                    ),
                )
                .with_help(
                    "let the rule's `hole` name only holes of rows each mover's track sows end to \
                     end, or sow back from `lap-start`",
                ),
            );
        }
    }
}

/// How the rule sows its captures back, in words for hover: what follows
/// "… and sows them back".
pub fn describe(back: &SowBack) -> String {
    let way = match back.against {
        true => "the other way from the move's (that lap only; the turn then goes on its own way)",
        false => "the way the move sows",
    };
    match &back.from {
        SownFrom::Hole(hole) => format!(
            "onto their own holes {way}, as a lap lifted from {hole}: the first into the hole \
             after it that way"
        ),
        SownFrom::LapStart if back.against => {
            format!("{way}, as a lap lifted from the hole the lap that captured was lifted from")
        }
        SownFrom::LapStart => "onto their own holes the way the move sows, the first into \
                                  the hole that received the first seed of the lap that captured"
            .to_string(),
        SownFrom::RowEnd => {
            let end = match back.against {
                false => "its end that continues the move's way",
                true => "its other end, against the move's way (the turn then sows that way)",
            };
            let within = match back.nearer_end_within {
                0 => return format!("into the capturing hole's row from {end}"),
                1 => "1 hole".to_string(),
                n => format!("{n} holes"),
            };
            format!(
                "into the capturing hole's row from {end}, or, for a capture within {within} of \
                 an end, from that nearer end (the turn then sows that way)"
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_capture_near_the_far_end_turns_and_one_near_the_first_does_not() {
        let run = [10, 11, 12, 13, 14, 15, 16, 17];
        assert_eq!(sown_from(&run, 11, 2), Some((10, false)));
        assert_eq!(sown_from(&run, 13, 2), Some((10, false)));
        assert_eq!(sown_from(&run, 16, 2), Some((17, true)));
        assert_eq!(sown_from(&run, 17, 0), Some((10, false)));
    }

    #[test]
    fn the_other_end_turns_but_near_the_first_end() {
        let run = [10, 11, 12, 13, 14, 15, 16, 17];
        assert_eq!(sown_from_other_end(&run, 13, 2), Some((17, true)));
        assert_eq!(sown_from_other_end(&run, 16, 2), Some((17, true)));
        assert_eq!(sown_from_other_end(&run, 11, 2), Some((10, false)));
        assert_eq!(sown_from_other_end(&run, 10, 0), Some((17, true)));
    }
}
