//! A race from set holes (`[opening] from`): the hole each player's
//! opening sowing starts from, resolved, checked (O007) and told in words.
//! The engine keeps each opening ply to that hole (`game.rs`), and the
//! opening's laps are raced as any simultaneous opening's.

use super::{Board, OpeningKind, Player, Variant, first_move};
use crate::codes;
use crate::diagnostic::Diagnostic;
use crate::format as f;

/// Resolves `from`: each hole name, reported (B002) when it names no hole
/// of the board. `None` unless both name holes.
pub fn lower(o: &f::Opening, board: &Board, diags: &mut Vec<Diagnostic>) -> Option<[u16; 2]> {
    let from = &o.from.as_ref()?.value;
    let south = first_move::one_hole(&from.south, board, diags);
    let north = first_move::one_hole(&from.north, board, diags);
    Some([south?, north?])
}

/// An O007 on `from` where it cannot work: outside a simultaneous
/// opening, or naming a hole its player may not start a move from.
pub fn check(o: &f::Opening, variant: &Variant, diags: &mut Vec<Diagnostic>) {
    let Some(from) = &o.from else {
        return;
    };
    if o.kind.value != OpeningKind::Simultaneous {
        diags.push(
            Diagnostic::new(
                &codes::race_hole_not_playable::CODE,
                from.span.clone(),
                "`from` sets the holes of a race: only a simultaneous opening races",
            )
            .with_related(Some(o.kind.span.clone()), "this opening is not one")
            .with_help("set `kind = \"simultaneous\"`, or remove `from`"),
        );
        return;
    }
    let Some(holes) = variant.opening.and_then(|o| o.from) else {
        return;
    };
    for (player, name) in [
        (Player::SOUTH, &from.value.south),
        (Player::NORTH, &from.value.north),
    ] {
        let h = holes[player.index()];
        if variant.in_set(variant.move_from, player, h) {
            continue;
        }
        diags.push(
            Diagnostic::new(
                &codes::race_hole_not_playable::CODE,
                name.span.clone(),
                format!(
                    "{} may not start a move from {}, so cannot race from it",
                    player.name(),
                    name.value
                ),
            )
            .with_help(format!(
                "name a hole {} may start a move from, such as the rightmost of their row",
                player.name()
            )),
        );
    }
}

/// The race in words, for hover.
pub fn describe(from: [u16; 2], board: &Board) -> String {
    format!(
        "**Race opening**: each player's opening sowing is forced, South's from {} and \
         North's from {}, each written as that hole. The relays take laps in turn; the \
         first whose lap ends in an empty hole wins the race and makes the first ordinary \
         move.",
        board.site_name(from[0]),
        board.site_name(from[1])
    )
}
