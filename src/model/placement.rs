//! A placement phase (`[placement]`): the seeds each player starts with in
//! hand, the holes they may put them into, how many a ply and who places
//! when; resolved, checked (B005) and told in words. The hands wait in the
//! players' store sites until placed (`add_hands`), so the seeds in play
//! are counted whole from the start; the engine's `placement.rs` plays
//! the phase.

use super::layout_rules::{self, LayoutRules};
use super::{Board, HoleSet, PlaceOrder, PlacePairs, Player, RoundHoles, Variant};
use crate::codes;
use crate::diagnostic::Diagnostic;
use crate::format as f;

/// A placement phase, resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placement {
    /// Seeds each player holds in hand at the start.
    pub in_hand: u32,
    /// The holes a player may place into.
    pub into: HoleSet,
    /// Seeds a placement ply puts into its hole.
    pub per_ply: u32,
    /// Who places when.
    pub order: PlaceOrder,
    /// Whether a placed seed lands as a lap's last seed (`then = "sow"`).
    pub sows: bool,
    /// Whether seeds go only into holes that hold seeds.
    pub into_occupied: bool,
    /// The hole each ply fills beside its own, if any (`pairs`).
    pub pairs: Option<PlacePairs>,
    /// The rules the completed layout meets (`fullest`, `falling`,
    /// `singles`).
    pub layout: LayoutRules,
}

impl Placement {
    /// The seeds `player` holds in hand at the start: `in_hand`, but for
    /// North where South alone lays the board out.
    pub fn hand(&self, player: Player) -> u32 {
        hand(self.order, self.in_hand, player)
    }

    /// The hole a ply into `hole` fills beside it, where holes are laid out
    /// in pairs.
    pub fn paired(&self, board: &Board, hole: u16) -> Option<u16> {
        match self.pairs? {
            PlacePairs::Opposite => Some(board.opposite(hole)),
            PlacePairs::Mirror => Some(board.mirror(hole)),
        }
    }
}

/// The seeds `player` holds in hand at the start under `order`, where
/// each hand is `in_hand`: none for North where South alone lays out.
fn hand(order: PlaceOrder, in_hand: u32, player: Player) -> u32 {
    match (order, player) {
        (PlaceOrder::FirstAlone, Player::NORTH) => 0,
        _ => in_hand,
    }
}

/// Resolves `[placement]`, given its `into` and `singles.in` resolved
/// (each falls back to the player's own holes); the holes its layout
/// rules name are read on `board` (B002 where one names no hole).
pub fn lower(
    t: &f::PlacementTable,
    board: &Board,
    (into, singles_within): (Option<HoleSet>, Option<HoleSet>),
    diags: &mut Vec<Diagnostic>,
) -> Placement {
    Placement {
        layout: layout_rules::lower(t, board, singles_within, diags),
        in_hand: t.in_hand.value,
        into: into.unwrap_or(HoleSet::OWN),
        per_ply: t.per_ply.as_ref().map_or(1, |n| n.value),
        order: t.order.as_ref().map(|o| o.value).unwrap_or_default(),
        sows: t
            .then
            .as_ref()
            .is_some_and(|t| t.value == f::PlaceThen::Sow),
        into_occupied: t.into_occupied.as_ref().is_some_and(|o| o.value),
        pairs: t.pairs.as_ref().map(|p| p.value),
    }
}

/// Puts each player's hand into their store site of `start`, where it
/// waits to be placed.
pub fn add_hands(start: &mut [u32], board: &Board, t: Option<&f::PlacementTable>) {
    let Some(t) = t else {
        return;
    };
    let order = t.order.as_ref().map(|o| o.value).unwrap_or_default();
    for p in Player::BOTH {
        if let Some(n) = start.get_mut(board.store(p) as usize) {
            *n = n.saturating_add(hand(order, t.in_hand.value, p));
        }
    }
}

/// The holes `player` may place into.
pub fn holes_for(variant: &Variant, placement: &Placement, player: Player) -> Vec<u16> {
    (0..variant.board.holes() as u16)
        .filter(|&h| variant.in_set(placement.into, player, h) && !variant.neutral.contains(&h))
        .collect()
}

/// A B005 for each way the phase cannot be played: a hand of no seeds, a
/// ply that places none, a player with no hole to place into, rounds of
/// a match (whose refills know nothing of hands).
pub fn check(t: &f::PlacementTable, variant: &Variant, diags: &mut Vec<Diagnostic>) {
    let Some(placement) = &variant.placement else {
        return;
    };
    let code = &codes::placement_impossible::CODE;
    if t.in_hand.value == 0 {
        diags.push(
            Diagnostic::new(
                code,
                t.in_hand.span.clone(),
                "a hand of no seeds places nothing",
            )
            .with_help("give each player at least 1 seed in hand, or remove `[placement]`"),
        );
    }
    if let Some(n) = t.per_ply.as_ref().filter(|n| n.value == 0) {
        diags.push(
            Diagnostic::new(
                code,
                n.span.clone(),
                "a placement ply of no seeds never empties a hand",
            )
            .with_help("place at least 1 seed a ply (the default)"),
        );
    }
    let at = t.into.as_ref().map_or(&t.in_hand.span, |i| &i.span);
    for player in Player::BOTH {
        if placement.hand(player) > 0 && holes_for(variant, placement, player).is_empty() {
            diags.push(
                Diagnostic::new(
                    code,
                    at.clone(),
                    format!("{} has no hole to place their hand into", player.name()),
                )
                .with_help("let `into` name holes of each player's (`own`, or a region of theirs)"),
            );
        }
    }
    sown_check(t, variant, placement, diags);
    pairs_check(t, variant, placement, diags);
    layout_rules::check(t, variant, placement, diags);
    // A match whose rounds start afresh places again each round, and one
    // whose loser lays out after the first round keeps every hole in
    // play; a refill that owns holes by count knows nothing of hands.
    let refilled = variant
        .match_rules
        .as_ref()
        .is_some_and(|m| matches!(m.holes, RoundHoles::Won | RoundHoles::Own));
    if refilled {
        diags.push(
            Diagnostic::new(
                code,
                t.in_hand.span.clone(),
                "a placement phase in a match whose recount fills holes by a count: the refill \
                 puts no seeds in hand",
            )
            .with_help(
                "play a single game with `[placement]`, let the loser lay out (`holes = \
                 \"loser-mirrored\"`), or start each round afresh (`holes = \"start\"`)",
            ),
        );
    }
}

/// A B005 where holes cannot be laid out in pairs (`pairs`): an odd hand,
/// a hole of `into` that is its own pair or whose pair is in `into` too
/// (so that one pair could be filled from either hole).
fn pairs_check(
    t: &f::PlacementTable,
    variant: &Variant,
    placement: &Placement,
    diags: &mut Vec<Diagnostic>,
) {
    let Some(pairs) = &t.pairs else {
        return;
    };
    let code = &codes::placement_impossible::CODE;
    if t.in_hand.value % 2 == 1 {
        diags.push(
            Diagnostic::new(
                code,
                t.in_hand.span.clone(),
                format!(
                    "a hand of {} seeds cannot be laid out in pairs: one seed is left with no pair",
                    t.in_hand.value
                ),
            )
            .with_related(Some(pairs.span.clone()), "holes are laid out in pairs here")
            .with_help("give an even hand, or leave `pairs` out"),
        );
    }
    let board = &variant.board;
    for player in Player::BOTH.into_iter().filter(|&p| placement.hand(p) > 0) {
        let holes = holes_for(variant, placement, player);
        let clash = holes.iter().find_map(|&h| {
            let pair = placement.paired(board, h)?;
            (pair == h || holes.contains(&pair)).then_some((h, pair))
        });
        if let Some((h, pair)) = clash {
            let what = if pair == h {
                format!("{} is its own pair", board.site_name(h))
            } else {
                format!(
                    "{} and {} are a pair, and {} may place into both",
                    board.site_name(h),
                    board.site_name(pair),
                    player.name()
                )
            };
            diags.push(
                Diagnostic::new(
                    code,
                    pairs.span.clone(),
                    format!("holes laid out in pairs: {what}"),
                )
                .with_help(
                    "let `into` name holes of one side only (`own`, the default), off the \
                         board's middle row",
                ),
            );
            return;
        }
    }
}

/// A B008 for a placed seed sown in a ply of several, and for a player
/// with no occupied hole to place into at the start.
fn sown_check(
    t: &f::PlacementTable,
    variant: &Variant,
    placement: &Placement,
    diags: &mut Vec<Diagnostic>,
) {
    let code = &codes::placement_sow_misused::CODE;
    if let (Some(then), Some(n)) = (&t.then, t.per_ply.as_ref().filter(|n| n.value > 1))
        && placement.sows
    {
        diags.push(
            Diagnostic::new(
                code,
                n.span.clone(),
                format!(
                    "a sown placement drops one seed, but a ply places {}",
                    n.value
                ),
            )
            .with_related(Some(then.span.clone()), "the placed seed is sown here")
            .with_help("place one seed a ply (`per_ply = 1`, the default)"),
        );
    }
    let rules = [
        (
            "fullest",
            t.fullest.as_ref().map(|k| &k.span),
            "keep a hole the fullest",
        ),
        (
            "falling",
            t.falling.as_ref().map(|k| &k.span),
            "keep runs falling",
        ),
        (
            "singles",
            t.singles.as_ref().map(|k| &k.span),
            "limit its singles",
        ),
    ];
    for (key, span, what) in rules {
        if let (Some(then), Some(span)) = (&t.then, span)
            && placement.sows
        {
            diags.push(
                Diagnostic::new(
                    code,
                    span.clone(),
                    format!("a sown placement moves its seeds on, so no layout is left to {what}"),
                )
                .with_related(Some(then.span.clone()), "the placed seed is sown here")
                .with_help(format!(
                    "leave `{key}` out, or let the placed seeds stay (`then = \"stay\"`)"
                )),
            );
        }
    }
    if let (Some(then), Some(pairs)) = (&t.then, &t.pairs)
        && placement.sows
    {
        diags.push(
            Diagnostic::new(
                code,
                pairs.span.clone(),
                "a sown placement drops one seed, but a ply laid out in pairs fills two holes",
            )
            .with_related(Some(then.span.clone()), "the placed seed is sown here")
            .with_help("leave `pairs` out, or let the placed seeds stay (`then = \"stay\"`)"),
        );
    }
    let Some(occupied) = t.into_occupied.as_ref().filter(|o| o.value) else {
        return;
    };
    for player in Player::BOTH.into_iter().filter(|&p| placement.hand(p) > 0) {
        let holes = holes_for(variant, placement, player);
        let seeded = holes
            .iter()
            .any(|&h| variant.start.get(h as usize).is_some_and(|&n| n > 0));
        if !holes.is_empty() && !seeded {
            diags.push(
                Diagnostic::new(
                    code,
                    occupied.span.clone(),
                    format!(
                        "{} holds no seed in a hole they may place into, so they can never place",
                        player.name()
                    ),
                )
                .with_help("start them with seeds in one of those holes (`[board] seeds`), or leave `into_occupied` out"),
            );
        }
    }
}

/// The placement phase in words, for hover.
pub fn describe(placement: &Placement, variant: &Variant) -> String {
    let into = match placement.into {
        HoleSet::OWN => "their own holes".to_string(),
        HoleSet::ANY => "any hole".to_string(),
        HoleSet::Region(r) => variant.regions.get(r).map_or_else(
            || "their holes of a region".to_string(),
            |r| format!("their holes of `{}`", r.name),
        ),
        _ => "the holes `into` names".to_string(),
    };
    let order = match placement.order {
        PlaceOrder::Alternate => "the players take turns",
        PlaceOrder::OneThenOther => "South places their whole hand, then North",
        PlaceOrder::FirstAlone => "South alone lays the board out, North holding no hand",
    };
    let pairs = match placement.pairs {
        None => "",
        Some(PlacePairs::Opposite) => {
            " Each ply puts as many again into the hole across the board, so the holes facing \
             each other hold as many."
        }
        Some(PlacePairs::Mirror) => {
            " Each ply puts as many again into the hole in the same place on the other side, \
             so the two sides are laid out alike."
        }
    };
    let into = if placement.into_occupied {
        format!("{into} that hold seeds")
    } else {
        into
    };
    let sown = if placement.sows {
        " The placed seed lands as a lap's last seed: the landing rules apply, and where \
         none ends the turn its hole is lifted and sown on (`c1*+`, `c1*-` where the way \
         is chosen)."
    } else {
        ""
    };
    let fullest = layout_rules::describe(&placement.layout, variant);
    let hands = match placement.order {
        PlaceOrder::FirstAlone => "South starts",
        _ => "each player starts",
    };
    format!(
        "**Placement phase**: {hands} with {} seeds in hand and puts {} a ply \
         into {into}, written with a `*` after the hole (`c1*`); {order}.{pairs}{fullest}{sown} The \
         ordinary turns begin once both hands are empty.",
        placement.in_hand, placement.per_ply
    )
}
