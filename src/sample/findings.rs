//! Diagnostics from sample play (the `P` codes): what a batch of random
//! games shows about a file, each finding with the moves that reproduce it.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use super::{Config, Report, Witness, moves_of, ratio, simulate};
use crate::diagnostic::Diagnostic;
use crate::engine::{Game, Rules};
use crate::lint;
use crate::model::{Player, Variant};

/// Share of games stopped by the ply cap above which P002 warns.
pub const CAPPED_SHARE: f64 = 0.02;
/// Win share of one side above which P006 notes an imbalance.
pub const IMBALANCE_SHARE: f64 = 0.65;
/// Fewest games for a win share to mean anything.
const IMBALANCE_MIN_GAMES: u64 = 100;

/// How much sample play a check may do.
#[derive(Debug, Clone)]
pub struct Budget {
    /// Games to play.
    pub games: u64,
    /// The run's random seed.
    pub seed: u64,
    /// Threads; 0 means one per core.
    pub jobs: usize,
    /// Set from elsewhere to stop early.
    pub cancel: Option<Arc<AtomicBool>>,
    /// Stop starting games after this instant.
    pub deadline: Option<Instant>,
    /// Stop starting games this long after play begins (a safety net for
    /// files whose games are very slow; the game count decides otherwise).
    pub time_limit: Option<std::time::Duration>,
}

impl Default for Budget {
    fn default() -> Self {
        Budget {
            games: 300,
            seed: 1,
            jobs: 0,
            cancel: None,
            deadline: None,
            time_limit: None,
        }
    }
}

/// What sample play found.
#[derive(Debug, Clone)]
pub struct PlayFindings {
    /// The `P` diagnostics, in source order.
    pub diagnostics: Vec<Diagnostic>,
    /// The run they come from.
    pub report: Report,
}

/// Plays a budget of random games with `variant`'s rules and reports what
/// static checks cannot see. `known` are the file's static diagnostics: a
/// rule they already show to be dead is not reported again.
pub fn play_diagnostics(variant: &Variant, known: &[Diagnostic], budget: &Budget) -> PlayFindings {
    let rules = Rules::new(variant);
    let mut config = Config::new(&rules, budget.games);
    config.seed = budget.seed;
    config.jobs = budget.jobs;
    config.cancel = budget.cancel.clone();
    config.deadline = match (budget.deadline, budget.time_limit) {
        (Some(d), Some(t)) => Some(d.min(Instant::now() + t)),
        (d, None) => d,
        (None, Some(t)) => Some(Instant::now() + t),
    };
    let report = simulate(&rules, &config, &|_| {});
    let mut out = Vec::new();
    no_start_move(&rules, &mut out);
    let spans = &variant.spans;
    let moves = |w: Witness| -> String {
        moves_of(&rules, config.seed, w)
            .iter()
            .map(|c| c.name(&rules))
            .collect::<Vec<_>>()
            .join(" ")
    };
    if let Some(w) = report.first_endless
        && variant.endless.is_none()
    {
        let line = moves(w);
        let last = line.rsplit(' ').next().unwrap_or_default().to_string();
        out.push(
            Diagnostic::new(
                &lint::endless_sowing::CODE,
                spans.sowing.clone(),
                format!(
                    "the sowing from {last} at ply {} never ends: the board at a lift repeats \
                     (found in {} of {} sample plies)",
                    w.plies,
                    report.endless_plies + report.lap_capped_plies,
                    report.plies
                ),
            )
            .with_related(None, format!("moves: {line}"))
            .with_help(
                "say what such a move means with `endless = \"illegal\"`, `\"end-turn\"` or \
                 `\"end-game\"` in [sowing]; replay the moves with `sow play FILE --moves`",
            ),
        );
    }
    if let Some(w) = report.first_unconserved {
        out.push(
            Diagnostic::new(
                &lint::seeds_not_conserved::CODE,
                spans.sowing.clone(),
                format!(
                    "after ply {} of a sample game the seeds no longer add up to what its round began with",
                    w.plies
                ),
            )
            .with_related(None, format!("moves: {}", moves(w)))
            .with_help("this is a fault in sow: please report it with the file and the moves"),
        );
    }
    let capped_share = ratio(report.capped, report.games);
    if let Some(w) = report.first_capped
        && capped_share > CAPPED_SHARE
    {
        // A whole capped game is long; where it first returns to an earlier
        // position is shorter and shows how it goes round.
        let (shown, note) = match first_repeat(&rules, config.seed, w) {
            Some((first, again)) => (
                Witness {
                    plies: again,
                    game: w.game,
                },
                format!(
                    "; the position after ply {first} recurs after ply {again}, and nothing \
                     stops play from going round again"
                ),
            ),
            None => (w, String::new()),
        };
        out.push(
            Diagnostic::new(
                &lint::game_never_ends::CODE,
                spans.end.clone(),
                format!(
                    "{} of {} sample games ({:.0}%) were still going after {} plies{note}",
                    report.capped,
                    report.games,
                    capped_share * 100.0,
                    config.max_plies
                ),
            )
            .with_related(None, format!("moves: {}", moves(shown)))
            .with_help(
                "add an end condition that these games meet (e.g. `repetition`, or \
                 `{ seeds_above = N }`), or raise `max_plies` in [game] if they are just long",
            ),
        );
    }
    let ended = |reason: &str| report.end_reasons.get(reason).copied().unwrap_or(0);
    let (round_capped, unplayable) = (ended("round-cap"), ended("recount-unplayable"));
    let stopped = round_capped + unplayable;
    if let Some(m) = &variant.match_rules
        && ratio(stopped, report.games) > CAPPED_SHARE
    {
        let why = match (round_capped, unplayable) {
            (_, 0) => format!("at the round cap of {} rounds", m.max_rounds),
            (0, _) => "at a recount that left more than one hole without an owner, \
                       a round sow cannot set up yet"
                .to_string(),
            _ => format!(
                "{round_capped} at the round cap of {} rounds and {unplayable} at a recount that \
                 left more than one hole without an owner, a round sow cannot set up yet",
                m.max_rounds
            ),
        };
        out.push(
            Diagnostic::new(
                &lint::match_never_ends::CODE,
                m.span.clone(),
                format!(
                    "{stopped} of {} sample matches ({:.0}%) did not end by the match's rules: \
                     they stopped {why}, and were scored as draws",
                    report.games,
                    ratio(stopped, report.games) * 100.0,
                ),
            )
            .with_help(
                "raise `max_rounds` in [match] if these matches are just long; otherwise give the \
                 rounds an end that gives every seed to a player, or the match an end they meet",
            ),
        );
    }
    for (i, rule) in variant.landing.iter().enumerate() {
        let fired = report.fired_games.get(i).copied().unwrap_or(0);
        // A rule's text runs from its start to the next rule's.
        let text = rule.span.start
            ..variant
                .landing
                .get(i + 1)
                .map_or(usize::MAX, |next| next.span.start);
        let already = known.iter().any(|d| {
            (d.code == &lint::rule_never_matches::CODE || d.code == &lint::unreachable_rule::CODE)
                && text.contains(&d.span.start)
        });
        if fired == 0 && report.games > 0 && !already {
            out.push(
                Diagnostic::new(
                    &lint::rule_never_fired::CODE,
                    rule.name_span.clone(),
                    format!(
                        "rule `{}` never fired in {} sample games ({} plies)",
                        rule.name, report.games, report.plies
                    ),
                )
                .with_help(
                    "check the rule's `when` against the board: a count no hole reaches, a hole \
                     set that a last seed never lands in, or an earlier rule that always wins",
                ),
            );
        }
    }
    for (i, tier) in variant.priority.iter().enumerate() {
        let decided = report.decided_games.get(i).copied().unwrap_or(0);
        if decided == 0 && report.games > 0 {
            out.push(
                Diagnostic::new(
                    &lint::restriction_never_decides::CODE,
                    tier.name_span.clone(),
                    format!(
                        "move restriction `{}` decided no move in {} sample games ({} plies)",
                        tier.name, report.games, report.plies
                    ),
                )
                .with_help(
                    "an earlier tier may always admit a move first, or no legal move meets \
                     this tier's `hole` and `count`: order tiers from the most particular",
                ),
            );
        }
    }
    if report.games >= IMBALANCE_MIN_GAMES {
        for p in Player::BOTH {
            let share = report.win_share(p);
            if share > IMBALANCE_SHARE {
                out.push(Diagnostic::new(
                    &lint::imbalance::CODE,
                    spans.game.clone(),
                    format!(
                        "{} won {:.0}% of {} random games ({} to {}, {} drawn)",
                        p.name(),
                        share * 100.0,
                        report.games,
                        report.wins[p.index()],
                        report.wins[p.other().index()],
                        report.draws
                    ),
                ));
            }
        }
    }
    out.sort_by_key(|d| (d.span.start, d.span.end));
    PlayFindings {
        diagnostics: out,
        report,
    }
}

/// The first position of game `w` that recurs (the same `Position`:
/// seeds, claims and owners of every hole, phase, player to move): the
/// plies after which it was first and again seen.
fn first_repeat(rules: &Rules, seed: u64, w: Witness) -> Option<(u32, u32)> {
    let moves = moves_of(rules, seed, w);
    let mut game = Game::new(rules);
    let mut seen = std::collections::HashMap::new();
    seen.insert(game.position(), 0u32);
    for choice in moves {
        choice.apply(&mut game).ok()?;
        if let Some(&first) = seen.get(&game.position()) {
            return Some((first, game.ply));
        }
        seen.insert(game.position(), game.ply);
    }
    None
}

/// P004: each player needs a move in the start position.
fn no_start_move(rules: &Rules, out: &mut Vec<Diagnostic>) {
    let game = Game::new(rules);
    let mut stuck = Player::BOTH
        .into_iter()
        .filter(|&p| game.moves_for(p).is_empty());
    if let Some(p) = stuck.next() {
        let both = stuck.next().is_some();
        let message = if both {
            "neither player has a legal move in the start position".to_string()
        } else {
            format!("{} has no legal move in the start position", p.name())
        };
        out.push(
            Diagnostic::new(
                &lint::no_start_move::CODE,
                rules.variant.spans.board.clone(),
                message,
            )
            .with_help(
                "check `seeds` in [board] against `from` and `min_seeds` in [moves]: every \
                 player needs a hole they may start from",
            ),
        );
    }
}

/// Checks source text statically and, when it describes a playable game and
/// `budget` is given, by sample play: the whole of `sow check` for one file.
pub fn check_and_play(text: &str, budget: Option<&Budget>) -> crate::model::Checked {
    check_and_play_run(text, budget).0
}

/// As [`check_and_play`], with the run of sample games the play diagnostics
/// come from (`None` when there was none): how many games it played, among
/// the rest, which is fewer than the budget's when time ran out.
pub fn check_and_play_run(
    text: &str,
    budget: Option<&Budget>,
) -> (crate::model::Checked, Option<Report>) {
    let mut checked = crate::model::check(text);
    let mut run = None;
    if let (Some(budget), Some(variant)) = (budget, checked.playable()) {
        let found = play_diagnostics(variant, &checked.diagnostics, budget);
        checked.diagnostics.extend(found.diagnostics);
        checked
            .diagnostics
            .sort_by_key(|d| (d.span.start, d.span.end));
        run = Some(found.report);
    }
    (checked, run)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::NONE;
    use crate::model::board::MAX_SITES;

    const TWO_ROWS: &str = r#"
[game]
name = "Two rows"
[board]
rows = 2
columns = 4
seeds = 3
stores = true
[players.south]
rows = [1]
[players.north]
rows = [2]
[sowing]
direction = "anticlockwise"
stores = "own"
[moves]
from = "own"
[end]
when = ["row-empty"]
remaining = "owner"
"#;

    #[test]
    fn a_sound_engine_conserves_seeds() {
        let checked = crate::model::check(TWO_ROWS);
        let variant = checked.playable().unwrap();
        let rules = Rules::new(variant);
        let report = simulate(&rules, &Config::new(&rules, 200), &|_| {});
        assert_eq!(report.first_unconserved, None);
        assert_eq!(report.games, 200);
    }

    #[test]
    fn a_track_that_leaks_seeds_is_caught() {
        let checked = crate::model::check(TWO_ROWS);
        let variant = checked.playable().unwrap();
        let mut rules = Rules::new(variant);
        // Break the engine's table: after b1, South's seeds go to a site
        // beyond the board, which no count includes, and stop there.
        let beyond = (MAX_SITES - 1) as u16;
        rules.next[0].resize(MAX_SITES, NONE);
        rules.next[0][1] = beyond;
        let report = simulate(&rules, &Config::new(&rules, 50), &|_| {});
        let w = report.first_unconserved.unwrap();
        // The moves replay to a game whose seeds do not add up.
        let mut game = Game::new(&rules);
        for choice in moves_of(&rules, 1, w) {
            choice.apply(&mut game).unwrap();
        }
        assert_ne!(game.total(), variant.total_seeds());
    }
}
