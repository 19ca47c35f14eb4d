//! P008 match-never-ends: many sample matches stopped at the round cap.
//!
//! Its code and documentation: [`crate::codes::match_never_ends`].

use super::game_never_ends::CAPPED_SHARE;
use crate::codes::match_never_ends::CODE;
use crate::diagnostic::Diagnostic;
use crate::sample::{Played, Summary, ratio};

/// Random sample matches stopped rather than ended by the match's rules.
#[derive(Debug, Clone, Copy)]
pub struct Stopped {
    /// At the round cap.
    pub round_capped: u64,
    /// At a recount that left more than one hole without an owner.
    pub unplayable: u64,
}

impl Stopped {
    /// The matches stopped in all.
    pub fn all(self) -> u64 {
        self.round_capped + self.unplayable
    }

    /// Where they stopped, in words after "they stopped".
    pub fn why(self, max_rounds: u32) -> String {
        match (self.round_capped, self.unplayable) {
            (_, 0) => format!("at the round cap of {max_rounds} rounds"),
            (0, _) => "at a recount that left more than one hole without an owner, \
                       a round sow cannot set up yet"
                .to_string(),
            (capped, unplayable) => format!(
                "{capped} at the round cap of {max_rounds} rounds and {unplayable} at a recount \
                 that left more than one hole without an owner, a round sow cannot set up yet"
            ),
        }
    }
}

/// The random sample matches stopped at a cap, when they are more than
/// [`CAPPED_SHARE`] of the run and at least three; `None` otherwise, and
/// for a file without matches.
pub fn random_stopped(run: &Played<'_>) -> Option<Stopped> {
    run.variant().match_rules.as_ref()?;
    let ended = |reason: &str| run.report.end_reasons.get(reason).copied().unwrap_or(0);
    let stopped = Stopped {
        round_capped: ended("round-cap"),
        unplayable: ended("recount-unplayable"),
    };
    run.share_above(stopped.all(), CAPPED_SHARE)
        .then_some(stopped)
}

/// The matches of the second opinion ([`Played::earnest_matches`]) that
/// did not end by the match's rules: stopped at a cap of rounds or plies,
/// or by a sowing the file gives no rule for.
pub fn earnest_unended(earnest: &Summary) -> u64 {
    let ended = |reason: &str| earnest.end_reasons.get(reason).copied().unwrap_or(0);
    ended("round-cap") + ended("recount-unplayable") + earnest.capped + earnest.unresolved
}

/// The second opinion, when it was played and every match of it but
/// [`CAPPED_SHARE`] ended by the match's rules (P010 instead of P008).
pub fn earnest_ended<'r>(run: &'r Played<'_>) -> Option<&'r Summary> {
    let earnest = run.earnest_matches()?;
    (ratio(earnest_unended(earnest), earnest.games) <= CAPPED_SHARE).then_some(earnest)
}

/// A P008 on `[match]` when more than [`CAPPED_SHARE`] of the sample
/// matches, and at least three, were stopped rather than ended by the
/// match's rules, unless matches between greedy players end by them (then
/// it is P010, `match_ends_in_earnest`).
pub fn check(run: &Played<'_>, out: &mut Vec<Diagnostic>) {
    let (Some(m), Some(stopped)) = (&run.variant().match_rules, random_stopped(run)) else {
        return;
    };
    if earnest_ended(run).is_some() {
        return;
    }
    let earnest = match run.earnest_matches() {
        Some(e) => format!(
            "; of {} matches between greedy players, {} did not end either",
            e.games,
            earnest_unended(e)
        ),
        None => String::new(),
    };
    let mut found = Diagnostic::new(
        &CODE,
        m.span.clone(),
        format!(
            "{} of {} sample matches ({:.0}%) did not end by the match's rules: \
             they stopped {}, and were scored as draws{earnest}",
            stopped.all(),
            run.report.games,
            run.share(stopped.all()) * 100.0,
            stopped.why(m.max_rounds),
        ),
    );
    // The shortest match stopped at the round cap, to replay.
    if let Some(w) = run.report.first_round_capped {
        found = found.with_related(None, format!("moves: {}", run.moves(w)));
    }
    out.push(found.with_help(
        "raise `max_rounds` in [match] if these matches are just long; otherwise give the \
             rounds an end that gives every seed to a player, or the match an end they meet",
    ));
}
