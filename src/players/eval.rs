//! How good a position is for a player: what greedy and alpha-beta weigh.

use crate::engine::Game;
use crate::model::Player;

/// The value of a won game, before its margin: above any value of a
/// game still in play.
pub const WIN: i32 = 1 << 20;

/// How good `game` is for `me`: a finished game is won (`WIN` plus the
/// margin of its scores), lost, or drawn (its margin alone); one in play is
/// worth the difference of the stores, and, a quarter as much, of the
/// seeds in each player's holes (seeds in play that are likely to end up
/// in the store of the player whose holes hold them). Against more than
/// one opponent, each difference is taken from the one ahead of the rest.
pub fn value(game: &Game<'_>, me: Player) -> i32 {
    // In a misère game seeds count against their holder.
    let sign = if game.rules().fewest_wins { -1 } else { 1 };
    if let Some(o) = game.outcome {
        let best_other = rival(game, me, |p| o.scores[p.index()] as i32);
        let margin = sign * (o.scores[me.index()] as i32 - best_other);
        return match o.winner {
            Some(w) if w == me => WIN + margin,
            Some(_) => -WIN + margin,
            None => margin,
        };
    }
    let stores = game.store(me) as i32 - rival(game, me, |p| game.store(p) as i32);
    let holes = game.seeds_of(me) as i32 - rival(game, me, |p| game.seeds_of(p) as i32);
    sign * (4 * stores + holes)
}

/// The gain of a turn for `me`: the difference of the stores, or of the
/// outcome once the game is over. What greedy maximises.
pub(super) fn gain(game: &Game<'_>, me: Player) -> i32 {
    let stores = game.store(me) as i32 - rival(game, me, |p| game.store(p) as i32);
    match game.outcome {
        Some(_) => value(game, me),
        None if game.rules().fewest_wins => -stores,
        None => stores,
    }
}

/// The most `of` any player but `me` has: of two, the opponent's.
fn rival(game: &Game<'_>, me: Player, of: impl Fn(Player) -> i32) -> i32 {
    game.rules()
        .variant
        .board
        .players()
        .filter(|&p| p != me)
        .map(of)
        .max()
        .unwrap_or(0)
}
