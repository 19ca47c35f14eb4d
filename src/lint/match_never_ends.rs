//! P008 match-never-ends: many sample matches stopped at the round cap.

use super::game_never_ends::CAPPED_SHARE;
use crate::diagnostic::{Code, Diagnostic, Severity};
use crate::sample::{Played, Summary, ratio};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "P008",
    name: "match-never-ends",
    severity: Severity::Warning,
    summary: "More than a few percent of random sample matches stopped at the round cap, and greedy players' matches did not all end either.",
    explanation: r#"## What it means
sow played random matches with the file's rules, and more than 2% of them,
and at least three, did not end by the match's own rules: they were stopped by the round cap
(`max_rounds` in `[match]`, else 100 rounds), or at a recount that left more
than one hole without an owner, a round sow cannot set up yet
(`recount-unplayable`). A match stopped so is scored as a draw. Usually the
cap is lower than the rounds the game's matches take, or the rounds give
seeds to nobody (`remaining = "nobody"` in `[end]`), so that each recount
has fewer seeds to share out, until one leaves more than one hole unfilled.
(Seeds too few to fill a hole stay in their player's hand for the next
recount, and one hole nobody fills is out of play for the round: neither
stops a match.)

Every game or match ends for one of these reasons, which `sow play`,
`sow simulate` and the JSON output name: `row-empty` (a player's holes are
all empty), `seeds-above` (a store went over the count `[end]` gives),
`opponent-cannot-fill` (a store so full that the other player could no
longer fill `min_holes` holes),
`repetition` (a position recurred), `no-move` (the player to move had no
move and the file ends the game then), `neither-can-move` (both had to
pass), `endless-sowing` (a relay sowing that never ends, which the file ends
the game on), `unresolved` (such a sowing, which the file gives no rule
for), `unclaimed-empty` (only claimed holes hold seeds), `holes-at-most`
(no hole holds more seeds than `[end]` allows), `board-at-most` (the
holes hold no more seeds in all than `[end]` allows), `match-won` (a
player owns every hole, or the other can fill fewer than `min_holes`,
by default one), `round-cap` (the
match reached `max_rounds`), `recount-unplayable` (a recount left more
than one hole without an owner), `rounds-won` (a player won `rounds_to_win`
rounds) and `points-reached` (a player's points reached `points_to_win`). Games still going at the ply cap are counted
apart (P002).
Random moves can keep a match going where players who play to win end it,
so sow then plays a second opinion: 20 matches between greedy players, as
`sow simulate FILE --south greedy --north greedy` plays them. Where those
end by the match's rules, the finding is P010, information, instead of
this warning; where they stop too, the message says how many did.
## Why it matters
A match that need not end is not a complete rule set, and its draws are
sow's, not the game's.
## Example
```toml
[match]
refill = 4
remainder = { extra_hole_at = 3, tie = "lots" }
max_rounds = 3
```
## How to fix
Raise `max_rounds` if the matches are only long; otherwise give the rounds
an end that gives every seed to a player, or the match an end these
matches meet.
```toml
[match]
refill = 4
remainder = { extra_hole_at = 3, tie = "lots" }
max_rounds = 1000
```
"#,
};

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
    out.push(
        Diagnostic::new(
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
        )
        .with_help(
            "raise `max_rounds` in [match] if these matches are just long; otherwise give the \
             rounds an end that gives every seed to a player, or the match an end they meet",
        ),
    );
}
