//! A position of a replayed game for people, as `sow play` prints it: what
//! the ply did, the board, and what comes next.

use std::fmt::Write;

use super::{Snapshot, board_text};
use crate::engine::{Choice, EndReason, Game, PlayError, Ply, Share};
use crate::model::{Board, Player};

/// `snapshot` in words around the board with `counts`, ending with a blank
/// line. Where a round of a match ended with the ply, `round_end` holds the
/// seeds as it ended: that board comes first, then the round's result and
/// the recount, then the board with `counts` that the next round begins
/// with.
pub fn position_text(
    snapshot: &Snapshot,
    board: &Board,
    counts: &[u16],
    round_end: Option<&[u16]>,
) -> String {
    let snap = snapshot;
    let mut out = String::new();
    let head = match (&snap.mv, snap.player) {
        (Some(m), Some(p)) => format!("ply {}: {} plays {}", snap.ply, p.name(), m),
        _ => "start".to_string(),
    };
    let mut notes = Vec::new();
    if snap.mv.as_deref() == Some(crate::engine::SWAP_WORD) {
        notes.push(
            "the players swap sides: the board turns half round, and each plays on from the \
             side the other had"
                .to_string(),
        );
    }
    if snap.laps > 1 {
        notes.push(format!("{} laps", snap.laps));
    }
    if snap.captured > 0 {
        notes.push(format!("captures {}", snap.captured));
    }
    if !snap.fired.is_empty() {
        notes.push(format!("rules: {}", snap.fired.join(", ")));
    }
    if snap.endless {
        notes.push("the sowing repeats forever".to_string());
    }
    if snap.lap_capped {
        notes.push("stopped at the lap cap, not proved endless".to_string());
    }
    if let Some(p) = snap.passed {
        if snap.to_move == Some(p) {
            notes.push(format!(
                "{} has no move and passes, and so does {}; {} may move again",
                p.name(),
                p.other().name(),
                p.name()
            ));
        } else {
            notes.push(format!("{} has no move and passes", p.name()));
        }
    }
    if let Some(p) = snap.refilled {
        notes.push(format!(
            "{} has no move: a seed from their store into each of their holes",
            p.name()
        ));
    }
    let notes = if notes.is_empty() {
        String::new()
    } else {
        format!(" ({})", notes.join("; "))
    };
    let _ = writeln!(out, "{head}{notes}");
    // A round that ended with this ply and was recounted: first the board
    // as it ended, the round's result and the recount, then the board the
    // next round begins with (without a recount the board is the one the
    // round ended with).
    let recounted = snap.result.is_none() && !snap.lots_pending;
    let ended = snap.round_result.and(round_end).filter(|_| recounted);
    if let Some(end) = ended {
        out.push_str(&board_text(board, end));
        round_lines(snap, &mut out);
    }
    out.push_str(&board_text(board, counts));
    if let Some(hand) = &snap.in_hand {
        let left = |p: Player| hand.get(p.name()).copied().unwrap_or(0);
        let _ = writeln!(
            out,
            "  placing: in hand south {}, north {} (counted above)",
            left(Player::SOUTH),
            left(Player::NORTH)
        );
    }
    if let (true, Some(ways)) = (snap.chose_way, &snap.ways) {
        let way = |p: Player| ways.get(p.name()).copied();
        let _ = match (way(Player::SOUTH), way(Player::NORTH)) {
            (Some(south), Some(north)) => writeln!(
                out,
                "  the way for the game: south sows {south} the track, north {north} it"
            ),
            (Some(south), None) => {
                writeln!(out, "  the way for the game: south sows {south} the track")
            }
            (None, Some(north)) => {
                writeln!(out, "  the way for the game: north sows {north} the track")
            }
            (None, None) => Ok(()),
        };
    }
    if !snap.changed_hands.is_empty() {
        let each: Vec<String> = (snap.changed_hands.iter())
            .map(|(h, p)| format!("{h} ({})", p.name()))
            .collect();
        let _ = writeln!(out, "  changed hands: {}", each.join(", "));
    }
    if !snap.claimed.is_empty() {
        let claimed: Vec<String> = snap
            .claimed
            .iter()
            .map(|(h, p)| format!("{h} ({})", p.name()))
            .collect();
        let _ = writeln!(out, "  claimed: {}", claimed.join(", "));
    }
    if !snap.special.is_empty() {
        let special: Vec<String> = snap
            .special
            .iter()
            .map(|(h, name)| format!("{h} ({name})"))
            .collect();
        let _ = writeln!(out, "  special: {}", special.join(", "));
    }
    if !snap.sold.is_empty() {
        let sold: Vec<String> = snap
            .sold
            .iter()
            .map(|(h, held)| match held.share {
                Share::Whole => format!("{h} ({})", held.buyer.name()),
                Share::Half => format!("{h} (half {})", held.buyer.name()),
            })
            .collect();
        let _ = writeln!(out, "  sold: {}", sold.join(", "));
    }
    if ended.is_none() {
        round_lines(snap, &mut out);
    }
    if !snap.out_of_play.is_empty() && snap.result.is_none() {
        let _ = writeln!(
            out,
            "  out of play this round (nobody filled them): {}",
            snap.out_of_play.join(", ")
        );
    }
    match (&snap.result, snap.to_move) {
        (Some(r), _) if r.reason == EndReason::Unresolved => out.push_str(
            "  game stopped without a result: the sowing never ends, and the file \
             has no `endless` rule (P001)\n",
        ),
        (Some(r), _) => {
            let who = match r.winner {
                Some(p) => format!("{} wins", p.name()),
                None => "a draw".to_string(),
            };
            // "30 to 18" between two; each by name among more.
            let scores = match r.scores.as_slice() {
                [south, north] => format!("{south} to {north}"),
                all => Player::first(all.len())
                    .zip(all)
                    .map(|(p, n)| format!("{} {n}", p.name()))
                    .collect::<Vec<_>>()
                    .join(", "),
            };
            let _ = writeln!(out, "  game over ({}): {who}, {scores}", r.reason.as_str());
        }
        (None, Some(p)) if let Some(hole) = &snap.waits_at => {
            let _ = writeln!(
                out,
                "  {} chooses: `stop` ends the turn in {hole}, `{hole}` sows on from it",
                p.name()
            );
        }
        (None, Some(p)) if let Some(d) = &snap.dropping => {
            let _ = writeln!(
                out,
                "  {} drops seeds into {}: {} in hand, `drop=1` to `drop={}`",
                p.name(),
                d.into,
                d.hand,
                crate::engine::most_dropped(d.hand)
            );
        }
        (None, Some(p)) if let Some(offer) = &snap.offer => {
            let _ = writeln!(
                out,
                "  {} ends a lap in {} and {}",
                p.name(),
                offer.at,
                crate::engine::answer_offer(&offer.rule)
            );
        }
        (None, Some(p)) if let Some(choices) = &snap.sow_back_choices => {
            let choices: Vec<String> = choices.iter().map(|c| format!("`{c}`")).collect();
            let _ = writeln!(
                out,
                "  {} chooses where the captured seeds are sown back: {}",
                p.name(),
                choices.join(" or ")
            );
        }
        (None, Some(p)) if snap.gather_next => {
            let _ = writeln!(
                out,
                "  opening: {} gathers and sows (`gather`, the only move)",
                p.name()
            );
        }
        (None, Some(p)) if snap.races_from.is_some() => {
            let hole = snap.races_from.as_deref().unwrap_or_default();
            let _ = match &snap.relay_waiting {
                Some(waiting) => writeln!(
                    out,
                    "  opening race: {}'s relay goes on from {waiting}; {} races from {hole}",
                    p.other().name(),
                    p.name()
                ),
                None => writeln!(out, "  opening race: {} races from {hole}", p.name()),
            };
        }
        (None, Some(p)) if let Some(layouts) = &snap.layouts => {
            let plies: Vec<String> = layouts.iter().map(|l| format!("`{l}`")).collect();
            let _ = writeln!(
                out,
                "  opening: {} lays the board out: {}",
                p.name(),
                plies.join(" or ")
            );
        }
        (None, Some(p)) if snap.opening => match (&snap.relay_waiting, p) {
            (Some(hole), Player::NORTH) => {
                let _ = writeln!(
                    out,
                    "  opening: south's relay goes on from {hole}; north chooses a hole"
                );
            }
            _ => {
                let _ = writeln!(out, "  opening: {} chooses a hole", p.name());
            }
        },
        (None, Some(p)) => {
            let _ = writeln!(out, "  {} to move", p.name());
        }
        (None, None) => {}
    }
    out.push('\n');
    out
}

/// A choice made in `game` as `sow play --moves` makes each, written in
/// README's notation (`c1`, `c1+`, `lots=south`, …): the ply it played,
/// `None` for lots drawn at a recount. A choice that cannot be made leaves
/// `game` as it was and is refused in `sow play`'s words.
pub fn play_choice(game: &mut Game<'_>, name: &str) -> Result<Option<Ply>, Refused> {
    let rules = game.rules();
    let m = match Choice::parse_in(name, game) {
        Ok(Choice::Lots(winner)) => {
            return match game.draw_lots(winner) {
                Ok(()) => Ok(None),
                Err(_) => Err(Refused::lots(format!(
                    "`{name}`: no lots are to be drawn now"
                ))),
            };
        }
        Ok(Choice::Move(m)) => m,
        Err(why) if name.starts_with("lots=") => return Err(Refused::lots(why)),
        Err(why) => return Err(Refused::ply(format!("{why}; {}", expected(game)))),
    };
    match game.play(m) {
        Ok(ply) => Ok(Some(ply)),
        Err(PlayError::GameOver) => Err(Refused::ply(format!(
            "`{name}` cannot be played: the game is already over"
        ))),
        Err(PlayError::Illegal | PlayError::NoLots) => {
            // A fixed first move is the one legal move: name it as such.
            let why = match game.fixed_first_move() {
                Some(fixed) => format!(
                    "this first move is fixed by `[moves.first]`: only `{}` may be played",
                    fixed.name(rules)
                ),
                None => match refusal_words(game, m) {
                    Some(reason) => format!("{reason}; {}", expected(game)),
                    None => expected(game),
                },
            };
            Err(Refused::ply(format!(
                "`{name}` is not a legal move for {}; {why}",
                game.to_move.name(),
            )))
        }
        Err(PlayError::LotsPending) => Err(Refused::ply(format!(
            "the recount after round {} has equal leftovers: \
             draw lots first with `lots=south` or `lots=north`",
            game.round
        ))),
    }
}

/// What `game` waits for, in words: a move, or the lots of a recount.
fn expected(game: &Game<'_>) -> String {
    if game.lots_pending() {
        return format!(
            "the recount after round {} has equal leftovers and waits for lots: \
             `lots=south` or `lots=north`",
            game.round
        );
    }
    let legal: Vec<String> = (game.legal_moves().iter())
        .map(|m| m.name(game.rules()))
        .collect();
    match legal.is_empty() {
        true => "legal moves: none".to_string(),
        false => format!("legal moves: {}", legal.join(" ")),
    }
}

/// Why a choice could not be made ([`play_choice`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused {
    /// Whether the choice was lots (`lots=…`), which `sow play` counts as
    /// a choice rather than a ply.
    pub lots: bool,
    /// Why, in a sentence.
    pub message: String,
}

impl Refused {
    fn ply(message: String) -> Refused {
        Refused {
            lots: false,
            message,
        }
    }

    fn lots(message: String) -> Refused {
        Refused {
            lots: true,
            message,
        }
    }
}

/// The choices open in `game`, in README's notation: its legal moves, or
/// `lots=south` and `lots=north` where a recount waits for lots; none once
/// the game is over.
pub fn open_choices(game: &Game<'_>) -> Vec<String> {
    if game.outcome.is_some() {
        return Vec::new();
    }
    if game.lots_pending() {
        return [Player::SOUTH, Player::NORTH]
            .map(|p| Choice::Lots(p).name(game.rules()))
            .to_vec();
    }
    (game.legal_moves().iter())
        .map(|m| m.name(game.rules()))
        .collect()
}

/// Why `m` is refused in `game`, in words (`None` where no single reason
/// is known): what `sow play` and `sow view` add to "not a legal move".
pub fn refusal_words(game: &crate::engine::Game<'_>, m: crate::engine::Move) -> Option<String> {
    use crate::engine::Refusal;
    let rules = game.rules();
    let hole = rules.variant.board.site_name(m.hole());
    let mover = game.to_move.name();
    if game.waiting().is_some_and(|w| w.back.is_some()) {
        let offer = crate::engine::sow_back_offer(game.legal_moves(), rules);
        return Some(format!("{mover} {offer}"));
    }
    Some(match game.refusal(m) {
        Refusal::NotAStart => format!("{hole} is not a hole {mover} may start a move from"),
        Refusal::TooFew { seeds, min } => {
            let held = match seeds {
                0 => "is empty".to_string(),
                n => format!("holds {}", crate::model::count_in_seeds(&n.to_string())),
            };
            format!("{hole} {held}, and a move needs {min} at least")
        }
        Refusal::TooMany { seeds, max } => {
            let held = crate::model::count_in_seeds(&seeds.to_string());
            format!("{hole} holds {held}, and a move may start from {max} at most")
        }
        Refusal::NeverLifted => {
            format!("{hole} keeps a special status under which it is never lifted")
        }
        Refusal::Marked(k) => {
            let name = rules
                .variant
                .marks
                .get(usize::from(k))
                .map_or("?", |m| m.name.as_str());
            format!("{hole} carries the mark `{name}`, which keeps {mover} from moving from it")
        }
        Refusal::Endless => "its sowing never ends (or passes the lap cap), and \
                             `endless = \"illegal\"` makes such a move illegal"
            .to_string(),
        Refusal::Tier(i) => {
            let name = rules
                .variant
                .priority
                .get(i as usize)
                .map_or("?", |t| t.name.as_str());
            format!("the move restriction `{name}` allows other moves only")
        }
        Refusal::Requirement(i) => {
            let name = rules
                .variant
                .requirements
                .get(i as usize)
                .map_or("?", |r| r.name.as_str());
            format!("it does not do what the move requirement `{name}` asks")
        }
        Refusal::NotATake => format!(
            "a capture lets {mover} choose a hole to take now, and {hole} is not one of those \
             that may be chosen (of the rule's `capture_chosen` set, holding seeds)"
        ),
        Refusal::NotADrop { hand: 0 } => {
            format!("a drop is played only {}", crate::engine::WHERE_DROPS)
        }
        Refusal::NotADrop { hand } => format!(
            "{mover} holds {hand} seeds to drop into the next hole: the ply is `drop=1` to \
             `drop={}`",
            crate::engine::most_dropped(hand)
        ),
        Refusal::NotASwapTurn => "sides may be swapped only in the second player's first turn, \
                                   instead of their first move (the pie rule)"
            .to_string(),
        Refusal::Other => return None,
    })
}

/// The lines of a round that ended with the ply: its result, and the
/// next round's start (or the lots it waits for).
fn round_lines(snap: &Snapshot, out: &mut String) {
    if let Some(r) = &snap.round_result {
        let _ = writeln!(
            out,
            "  round {} over ({}): south {}, north {}",
            r.round,
            r.outcome.reason.as_str(),
            r.outcome.scores[0],
            r.outcome.scores[1]
        );
        if snap.lots_pending {
            out.push_str("  equal leftovers: draw lots with `lots=south` or `lots=north`\n");
        } else if snap.result.is_none() {
            let _ = write!(
                out,
                "  round {} begins: south owns {}, north {}",
                snap.round,
                holes(r.holes[0]),
                r.holes[1]
            );
            // Leftovers that filled no hole are kept for the next recount.
            let hands = Player::BOTH.map(|p| snap.stores.get(p.name()).copied().unwrap_or(0));
            if hands != [0, 0] {
                let _ = write!(
                    out,
                    "; kept in hand: south {}, north {}",
                    hands[0], hands[1]
                );
            }
            out.push('\n');
        }
    }
}

/// `n` holes in words: "1 hole", "5 holes".
fn holes(n: u32) -> String {
    match n {
        1 => "1 hole".to_string(),
        n => format!("{n} holes"),
    }
}

#[cfg(test)]
mod hole_words {
    use super::holes;

    #[test]
    fn one_hole_is_a_hole() {
        assert_eq!(holes(1), "1 hole");
        assert_eq!(holes(0), "0 holes");
        assert_eq!(holes(12), "12 holes");
    }
}
