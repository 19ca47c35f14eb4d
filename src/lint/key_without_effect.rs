//! S007 key-without-effect: a key that does nothing with the rest of the file.
//!
//! Its code and documentation: [`crate::codes::key_without_effect`].

use std::ops::Range;

use crate::codes::key_without_effect::CODE;
use crate::diagnostic::Diagnostic;
use crate::model::{FirstOf, Laps, Lowered, OpeningKind, RoundHoles, RoundLayout, Trigger};

/// An S007 on each key that does nothing with the rest of the file.
pub fn check(model: &Lowered, out: &mut Vec<Diagnostic>) {
    first_move(model, out);
    skip_except_claim(model, out);
    replace(model, out);
    sowing_keys(model, out);
    special_stops(model, out);
    chain_within(model, out);
    relay_from_without_relay(model, out);
    opening_keys(model, out);
    match_keys(model, out);
    layout_keys(model, out);
    unfilled_key(model, out);
    sale_keys(model, out);
    start_keys(model, out);
    store_refill_key(model, out);
    pass_never_reached(model, out);
    winner_never_by_no_move(model, out);
    stuck_draw_unread(model, out);
    points_without_target(model, out);
    in_a_row_without_target(model, out);
    sown_where_a_seed_fell(model, out);
    hand_where_none_is_held(model, out);
    except_special_without_special_holes(model, out);
}

/// `except_special` of `capture_chosen` in a file with no special holes:
/// every hole may be chosen anyway.
fn except_special_without_special_holes(model: &Lowered, out: &mut Vec<Diagnostic>) {
    if model.has_special_holes || model.unread("holes", &[]) {
        return;
    }
    for rule in &model.landing {
        let Some(at) = (rule.capture.chosen.as_ref()).and_then(|c| c.except_special.as_ref())
        else {
            continue;
        };
        out.push(
            Diagnostic::new(
                &CODE,
                at.clone(),
                format!(
                    "`except_special` has no effect in rule `{}`: the file has no special holes \
                     (`[holes.NAME]`), so every hole of `from` may be chosen",
                    rule.name
                ),
            )
            .with_help("add the `[holes.NAME]` table the rule means, or remove `except_special`"),
        );
    }
}

/// `capture_hand` in a rule tried where a lap's last seed has fallen or
/// at the turn's end: the hand is empty there, so it takes nothing.
fn hand_where_none_is_held(model: &Lowered, out: &mut Vec<Diagnostic>) {
    for rule in model.landing.iter().filter(|r| r.on != Trigger::EverySeed) {
        let Some(hand) = &rule.capture.hand else {
            continue;
        };
        out.push(
            Diagnostic::new(
                &CODE,
                hand.clone(),
                format!(
                    "`capture_hand` takes nothing in rule `{}`: where it is tried, every seed \
                     of the lap has been sown and the hand is empty",
                    rule.name
                ),
            )
            .with_help(
                "give the rule `on = \"every-seed\"` to take the seeds still being sown where \
                 a seed falls, or remove `capture_hand`",
            ),
        );
    }
}

/// `sown_this_turn` in a rule tried where a seed has just fallen: that
/// hole is always one the turn sowed, so the condition always holds
/// (`true`) or never does (`false`).
fn sown_where_a_seed_fell(model: &Lowered, out: &mut Vec<Diagnostic>) {
    for rule in model.landing.iter().filter(|r| r.on != Trigger::TurnEnd) {
        let Some(sown) = &rule.when.turn.sown_this_turn else {
            continue;
        };
        out.push(
            Diagnostic::new(
                &CODE,
                sown.span.clone(),
                format!(
                    "`sown_this_turn` has no defined use in rule `{}`: it is tried where a seed \
                     has just fallen, and that hole is always one the turn sowed",
                    rule.name
                ),
            )
            .with_help(
                "give the rule `on = \"turn-end\"` to look at the holes the turn sowed, or \
                 remove `sown_this_turn`",
            ),
        );
    }
}

/// `[match] points` without `points_to_win`: no points are counted.
fn points_without_target(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let Some(at) = &model.points_without_target else {
        return;
    };
    out.push(
        Diagnostic::new(
            &CODE,
            at.clone(),
            "`points` has no effect: the match counts no points without `points_to_win`"
                .to_string(),
        )
        .with_help("add `points_to_win = N` to end the match on points, or remove `points`"),
    );
}

/// `[match] in_a_row` without `rounds_to_win`: no rounds won are counted.
fn in_a_row_without_target(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let Some(at) = &model.in_a_row_without_target else {
        return;
    };
    out.push(
        Diagnostic::new(
            &CODE,
            at.clone(),
            "`in_a_row` has no effect: the match counts no rounds won without `rounds_to_win`"
                .to_string(),
        )
        .with_help("add `rounds_to_win = N` to end the match on rounds won, or remove `in_a_row`"),
    );
}

/// A `winner` decided by the player to move who cannot move, where such a
/// player passes (`no_move = "pass"`): the game then ends only when
/// neither can move, and most or fewest seeds decide.
fn winner_never_by_no_move(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let Some((winner, pass)) = &model.winner_never_by_no_move else {
        return;
    };
    out.push(
        Diagnostic::new(
            &CODE,
            winner.clone(),
            "this `winner` is never decided by a player who cannot move: with \
             `no_move = \"pass\"` that player passes, and the game ends only when neither \
             can move"
                .to_string(),
        )
        .with_related(Some(pass.clone()), "a player without a move passes here")
        .with_help(
            "use `most-seeds` or `fewest-seeds`, or let the game end when the player to move \
             cannot move (remove `no_move = \"pass\"`)",
        ),
    );
}

/// `stuck_draw_at` where nobody loses for want of a move: it turns such a
/// loss into a draw.
fn stuck_draw_unread(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let Some(at) = &model.stuck_draw_unread else {
        return;
    };
    out.push(
        Diagnostic::new(
            &CODE,
            at.clone(),
            "`stuck_draw_at` has no effect: no player loses for want of a move here, so no \
             such loss turns into a draw",
        )
        .with_help(
            "set `winner = \"no-move-loses\"` (and let the player without a move end the game \
             rather than pass), or remove `stuck_draw_at`",
        ),
    );
}

/// `no_move = "pass"` where the game ends as soon as one player cannot
/// move: the end comes first, and nobody ever passes.
fn pass_never_reached(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let Some((pass, end)) = &model.pass_never_reached else {
        return;
    };
    out.push(
        Diagnostic::new(
            &CODE,
            pass.clone(),
            "`no_move = \"pass\"` has no effect: `one-cannot-move` in [end] ends the game \
             as soon as a player cannot move, so nobody ever passes"
                .to_string(),
        )
        .with_related(Some(end.clone()), "the game ends here first")
        .with_help(
            "to let a player with no move pass, remove `one-cannot-move` from [end] when \
             (the game still ends when neither player can move); to end the game when one \
             cannot, remove `no_move = \"pass\"`",
        ),
    );
}

/// The keys of `[match]` that set up a round from the seeds of the one
/// before, where every round starts from the start position.
fn start_keys(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let Some(start) = model
        .round_holes
        .as_ref()
        .filter(|h| h.value == RoundHoles::Start)
    else {
        return;
    };
    for (key, at) in &model.recount_keys {
        out.push(
            Diagnostic::new(
                &CODE,
                at.clone(),
                format!(
                    "`{key}` has no effect: with `holes = \"start\"` every round starts from \
                     the start position, and no seed carries over to be counted"
                ),
            )
            .with_related(Some(start.span.clone()), "rounds start afresh here")
            .with_help(format!(
                "remove `{key}`; `rounds_to_win` or `points_to_win` says when the match ends"
            )),
        );
    }
}

/// `store_refill` where no recount fills holes by a count from a
/// player's seeds: a sale, or a loser who lays out for the winner to copy
/// (rounds that start afresh are `start_keys`'s).
fn store_refill_key(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let Some(at) = &model.store_refill else {
        return;
    };
    let why = if let Some(sale) = &model.sale {
        Some((
            sale.clone(),
            "a match that sells holes starts every game afresh",
        ))
    } else {
        (model.round_holes.as_ref())
            .filter(|h| h.value == RoundHoles::LoserMirrored)
            .map(|h| {
                let why = "the loser lays out their seeds and the winner copies them";
                (h.span.clone(), why)
            })
    };
    let Some((there, why)) = why else {
        return;
    };
    out.push(
        Diagnostic::new(
            &CODE,
            at.clone(),
            format!("`store_refill` has no effect: {why}"),
        )
        .with_related(Some(there), "rounds are set up here")
        .with_help(
            "remove `store_refill`, or let each player refill holes by the count (`holes = \
             \"own\"` or `\"won\"`)",
        ),
    );
}

/// `min_holes` and `min_seeds` where the match sells holes: its end is
/// the holes sold (`ends_at`), and nothing is filled at a recount.
fn sale_keys(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let Some(sale) = &model.sale else {
        return;
    };
    for (key, at) in &model.fill_ends {
        out.push(
            Diagnostic::new(
                &CODE,
                at.clone(),
                format!(
                    "`{key}` has no effect: a match that sells holes starts every game afresh \
                     and ends when `ends_at` holes are sold"
                ),
            )
            .with_related(Some(sale.clone()), "the sale is here")
            .with_help(format!(
                "remove `{key}`; the sale's `ends_at` says when the match ends"
            )),
        );
    }
}

/// `unfilled` where holes are not each player's own to refill, nor laid
/// out by a loser (or laid out freely, where any hole may be left empty
/// and every hole stays in play).
fn unfilled_key(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let Some(at) = &model.unfilled else {
        return;
    };
    let holes = model.round_holes.as_ref().map(|h| h.value);
    if holes != Some(RoundHoles::LoserMirrored) {
        let why = "does a player keep holes they cannot fill";
        needs_holes(model, ("unfilled", at), (RoundHoles::Own, "own"), why, out);
        return;
    }
    if let Some(layout) = model
        .round_layout
        .as_ref()
        .filter(|l| l.value == RoundLayout::Free)
    {
        out.push(
            Diagnostic::new(
                &CODE,
                at.clone(),
                "`unfilled` has no effect: a loser who lays out as they like keeps every hole \
                 in play",
            )
            .with_related(Some(layout.span.clone()), "the loser lays out freely here")
            .with_help(
                "remove `unfilled`, or lay out by a rule (`layout = \"even\"` or `\"refill\"`), \
                 whose empty holes are the last of each fill order",
            ),
        );
    }
}

/// An S007 on `key`, written at `at`, unless `[match] holes` is `want`
/// (written `word`), the only holes with which it means something: `why`.
fn needs_holes(
    model: &Lowered,
    (key, at): (&str, &Range<usize>),
    (want, word): (RoundHoles, &str),
    why: &str,
    out: &mut Vec<Diagnostic>,
) {
    if model.round_holes.as_ref().is_some_and(|h| h.value == want) {
        return;
    }
    out.push(
        Diagnostic::new(
            &CODE,
            at.clone(),
            format!("`{key}` has no effect: only with `holes = \"{word}\"` {why}"),
        )
        .with_help(format!("remove `{key}`, or set `holes = \"{word}\"`")),
    );
}

/// `layout` and `winner_lays` where no loser lays out, and `refill`
/// where the loser lays out as they like and the winner copies.
fn layout_keys(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let why = "does a loser lay out their seeds for the winner to follow";
    let loser_lays_out = (RoundHoles::LoserMirrored, "loser-mirrored");
    if let Some(layout) = &model.round_layout {
        needs_holes(model, ("layout", &layout.span), loser_lays_out, why, out);
    }
    if let Some(at) = &model.winner_lays {
        needs_holes(model, ("winner_lays", at), loser_lays_out, why, out);
    }
    let mirrored = model
        .round_holes
        .as_ref()
        .is_some_and(|h| h.value == RoundHoles::LoserMirrored);
    if !mirrored {
        return;
    }
    let Some(layout) = &model.round_layout else {
        return;
    };
    // Lowering reads the refill wherever it lays seeds out (a winner who
    // lays full holes, say).
    if model.refill.is_some() || layout.value != RoundLayout::Free {
        return;
    }
    for (key, at) in model
        .recount_keys
        .iter()
        .filter(|(key, _)| *key == "refill")
    {
        out.push(
            Diagnostic::new(
                &CODE,
                at.clone(),
                format!(
                    "`{key}` has no effect: the loser lays out their seeds as they like, not \
                     a count a hole"
                ),
            )
            .with_related(Some(layout.span.clone()), "the loser lays out freely here")
            .with_help(format!(
                "remove `{key}`, or let the loser lay out by the count (`layout = \"refill\"`)"
            )),
        );
    }
}

/// `remainder` and `gain_order` where each player keeps their own holes.
fn match_keys(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let Some(own) = model
        .round_holes
        .as_ref()
        .filter(|h| matches!(h.value, RoundHoles::Own | RoundHoles::LoserMirrored))
    else {
        return;
    };
    let word = match own.value {
        RoundHoles::LoserMirrored => "loser-mirrored",
        _ => "own",
    };
    for (key, at) in [
        ("remainder", &model.remainder),
        ("gain_order", &model.gain_order),
    ] {
        if let Some(at) = at {
            out.push(
                Diagnostic::new(
                    &CODE,
                    at.clone(),
                    format!(
                        "`{key}` has no effect: with `holes = \"{word}\"` each player fills \
                         only their own holes"
                    ),
                )
                .with_related(Some(own.span.clone()), "each keeps their own holes here")
                .with_help(format!(
                    "remove `{key}`, or let holes pass to whoever fills them (`holes = \"won\"`)"
                )),
            );
        }
    }
}

/// Keys of `[opening]` that its kind does not use: `gather` and `start`
/// outside a gathered opening, `layouts` and `every_round` outside a set
/// one, `skip` and `landing` in either (what they sow is sown by the
/// ordinary rules).
fn opening_keys(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let keys = &model.opening;
    let set = [
        ("layouts", &keys.layouts),
        ("every_round", &keys.every_round),
    ];
    let (unused, why, help): (Vec<(&str, &Option<_>)>, _, _) = match keys.kind {
        None => return,
        Some(OpeningKind::Simultaneous) => (
            [("gather", &keys.gather), ("start", &keys.start)]
                .into_iter()
                .chain(set)
                .collect(),
            "only a gathered opening gathers seeds, and only a set one lays the board out",
            "set `kind = \"gathered\"` or `kind = \"set\"`, or remove it",
        ),
        Some(OpeningKind::Gathered) => (
            [("skip", &keys.skip), ("landing", &keys.landing)]
                .into_iter()
                .chain(set)
                .collect(),
            "a gathered opening is sown by the ordinary rules, and lays nothing out",
            "remove it: the file's own `[sowing]` and `[[landing]]` apply",
        ),
        Some(OpeningKind::Set) => (
            vec![
                ("skip", &keys.skip),
                ("landing", &keys.landing),
                ("gather", &keys.gather),
                ("start", &keys.start),
            ],
            "a set opening lays the board out, and what is sown is sown by the ordinary rules",
            "remove it: the layouts say the opening, the file's own `[sowing]` and \
             `[[landing]]` the rest",
        ),
    };
    for (key, at) in unused {
        if let Some(at) = at {
            out.push(
                Diagnostic::new(&CODE, at.clone(), format!("`{key}` has no effect: {why}"))
                    .with_help(help),
            );
        }
    }
}

/// `relay_from` without relay sowing; `other_way` where the way is not
/// chosen once, `store_follows_way` where no move sows against the track;
/// `along_from` or `against_from` where the mover does not choose the way.
fn sowing_keys(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let relay = model.laps.as_ref().is_some_and(|l| l.value == Laps::Relay);
    let single = !relay && !model.unread("sowing", &["laps"]);
    for (key, at) in [
        ("relay_from", &model.relay_from),
        ("relay_way", &model.relay_way),
    ] {
        if let Some(at) = at.as_ref().filter(|_| single) {
            out.push(
                Diagnostic::new(
                    &CODE,
                    at.clone(),
                    format!("`{key}` has no effect: the sowing is single-lap"),
                )
                .with_help(format!(
                    "add `laps = \"relay\"` to [sowing], or remove `{key}`"
                )),
            );
        }
    }
    if model.unread("sowing", &["way"]) {
        return;
    }
    let unused = [
        (
            "other_way",
            &model.other_way.as_ref().map(|k| k.span.clone()),
            !model.way.chosen_once(),
            "the way is not chosen once",
            "add `way = \"chosen-once\"` to [sowing], or remove `other_way`",
        ),
        (
            "store_follows_way",
            &model.store_follows_way,
            !model.way.ever_against(),
            "no move sows against the track",
            "let a move sow against the track (`way`), or remove `store_follows_way`",
        ),
    ];
    for (key, at, idle, why, help) in unused {
        if let Some(at) = at.as_ref().filter(|_| idle) {
            out.push(
                Diagnostic::new(&CODE, at.clone(), format!("`{key}` has no effect: {why}"))
                    .with_help(help),
            );
        }
    }
    if model.way.chosen() {
        return;
    }
    for (key, at) in [
        ("along_from", &model.along_from),
        ("against_from", &model.against_from),
    ] {
        if let Some(at) = at {
            out.push(
                Diagnostic::new(
                    &CODE,
                    at.clone(),
                    format!("`{key}` has no effect: the mover does not choose the way"),
                )
                .with_help(format!(
                    "add `way = \"either\"` to [sowing], or remove `{key}`"
                )),
            );
        }
    }
}

/// A special hole's `stop` in a game of single-lap sowing: every lap ends
/// the turn where it ends, so no hole stops one.
fn special_stops(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let relay = model.laps.as_ref().is_some_and(|l| l.value == Laps::Relay);
    if relay || model.unread("sowing", &["laps"]) {
        return;
    }
    for (name, at) in &model.special_stops {
        out.push(
            Diagnostic::new(
                &CODE,
                at.clone(),
                format!(
                    "`stop` of `{name}` has no effect: the sowing is single-lap, so every lap \
                     ends the turn where it ends"
                ),
            )
            .with_help("add `laps = \"relay\"` to [sowing], or remove `stop`"),
        );
    }
}

/// `chain_within` in a rule with no `chain`.
fn chain_within(model: &Lowered, out: &mut Vec<Diagnostic>) {
    for rule in &model.landing {
        if let Some(at) = &rule.keys.chain_within
            && rule.capture.chain.is_none()
            && !model.unread("landing", &["chain"])
        {
            out.push(
                Diagnostic::new(
                    &CODE,
                    at.clone(),
                    format!(
                        "`chain_within` has no effect: rule `{}` has no `chain`",
                        rule.name
                    ),
                )
                .with_help("add a `chain`, or remove `chain_within`"),
            );
        }
        // An alternating chain has its condition built in.
        if rule.capture.chain == Some(crate::model::Chain::Alternating)
            && rule.capture.link.is_some()
            && let Some(at) = &rule.keys.chain
        {
            out.push(
                Diagnostic::new(
                    &CODE,
                    at.clone(),
                    format!(
                        "the table of rule `{}`'s chain has no effect: an alternating chain \
                         takes each hole with seeds after an empty one, whatever it holds",
                        rule.name
                    ),
                )
                .with_help("write `chain = \"alternating\"`, or a backward or forward chain"),
            );
        }
    }
}

/// A rule's `relay_from` where the rule does not relay (`then` is not
/// `"relay"`): where it ends the turn or gives another move, nothing goes
/// on from any hole; where it says nothing, the sowing's `relay_from` holds.
fn relay_from_without_relay(model: &Lowered, out: &mut Vec<Diagnostic>) {
    for rule in &model.landing {
        if let Some(at) = &rule.keys.relay_from
            && rule.on == crate::model::Trigger::LastSeed
            && rule.then != Some(crate::model::Then::Relay)
            && !model.unread("landing", &["then"])
        {
            out.push(
                Diagnostic::new(
                    &CODE,
                    at.clone(),
                    format!(
                        "`relay_from` has no effect: rule `{}` does not relay (`then = \"relay\"`)",
                        rule.name
                    ),
                )
                .with_help(
                    "add `then = \"relay\"`, or remove `relay_from` (the sowing's own \
                     `[sowing] relay_from` holds where the rule says nothing)",
                ),
            );
        }
    }
}

/// `north` of `[moves.first]` when only the game's first move is fixed, and
/// its `way` when the mover never chooses the way.
fn first_move(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let Some(keys) = &model.first_move else {
        return;
    };
    let way_idle = !model.way.chosen() && !model.unread("sowing", &["way"]);
    let idle = [
        (
            &keys.north,
            keys.of == FirstOf::Game,
            "`north` has no effect: only the game's first move, South's, is fixed",
            "write `of = \"each-player\"` to fix North's first move too, or remove `north`",
        ),
        (
            &keys.way,
            way_idle,
            "`way` has no effect: the mover never chooses the way a move sows",
            "remove `way`, or let the mover choose with `way = \"either\"` in [sowing]",
        ),
    ];
    for (at, idle, message, help) in idle {
        if let (Some(at), true) = (at, idle) {
            out.push(Diagnostic::new(&CODE, at.clone(), message).with_help(help));
        }
    }
}

/// `skip_except_claim = true` with nothing skipped or nothing claimed.
fn skip_except_claim(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let Some(flag) = &model.skip_except_claim else {
        return;
    };
    // A `skip` or a claim left unread may be the one it excepts.
    if !flag.value || model.unread("sowing", &["skip"]) || model.unread("landing", &["claim"]) {
        return;
    }
    let claiming = model.landing.iter().any(|r| r.claim.any());
    let why = match (&model.skip, claiming) {
        (None, _) => "nothing is skipped: `[sowing]` has no `skip`",
        (Some(_), false) => "no landing rule claims holes",
        (Some(_), true) => return,
    };
    out.push(
        Diagnostic::new(
            &CODE,
            flag.span.clone(),
            format!("`skip_except_claim` has no effect: {why}"),
        )
        .with_help("remove it, or add the `skip` and the claiming rule it excepts"),
    );
}

/// `replace` of `[claimed]` without `at_most = 1`.
fn replace(model: &Lowered, out: &mut Vec<Diagnostic>) {
    let Some(replace) = &model.replace else {
        return;
    };
    let (message, help) = match model.at_most {
        None if !model.unread("claimed", &["at_most"]) => (
            "`replace` has no effect without `at_most = 1`",
            "add `at_most = 1`, or remove `replace`",
        ),
        // `at_most = 0` is out of range, and reported as such.
        Some(n) if n > 1 => (
            "`replace` needs `at_most = 1`: with more, which claim goes is not defined",
            "set `at_most = 1`, or remove `replace`",
        ),
        _ => return,
    };
    out.push(Diagnostic::new(&CODE, replace.span.clone(), message).with_help(help));
}
