//! P011 round-repeats: a sample match could only repeat a round that
//! ends before its first ply.
//!
//! Its code and documentation: [`crate::codes::round_repeats`].

use crate::codes::round_repeats::CODE;
use crate::diagnostic::Diagnostic;
use crate::engine::EndReason;
use crate::sample::Played;

/// A P011 on `[match]` when a sample match stopped because its recount
/// set up again a round that had ended before its first ply, with the
/// moves of the shortest such match.
pub fn check(run: &Played<'_>, out: &mut Vec<Diagnostic>) {
    let (Some(m), Some(w)) = (&run.variant().match_rules, run.report.first_round_repeats) else {
        return;
    };
    let matches = run
        .report
        .end_reasons
        .get(EndReason::RoundRepeats.as_str())
        .copied()
        .unwrap_or(0);
    out.push(
        Diagnostic::new(
            &CODE,
            m.span.clone(),
            format!(
                "{matches} of {} sample matches reached a round that ends before its first ply \
                 and whose recount sets up the same round again: the match can only repeat it \
                 (stopped after ply {} at the shortest)",
                run.report.games, w.plies
            ),
        )
        .with_related(
            None,
            match w.plies {
                0 => "moves: none (the first round is such a round)".to_string(),
                _ => format!("moves: {}", run.moves(w)),
            },
        )
        .with_help(
            "make a refilled round playable (a `refill` of at least `min_seeds` in [moves]), or \
             give the match an end such a round meets",
        ),
    );
}
