//! Two players at a board: the chooser of sample play's games when
//! someone other than `random` plays.

use super::{PlayerKind, Strategy};
use crate::engine::{Game, Rules};
use crate::sample::{self, Chooser, Config, Pick, Summary};

/// South's and North's strategies, and the game's random stream. The
/// players after North, in a game of more, play at random.
pub struct Lineup {
    players: [Box<dyn Strategy>; 2],
    others: Box<dyn Strategy>,
    rng: fastrand::Rng,
}

impl Lineup {
    /// South's and North's strategies; `None` if either is a person.
    pub fn new(kinds: [PlayerKind; 2]) -> Option<Self> {
        let [south, north] = kinds.map(PlayerKind::strategy);
        Some(Lineup {
            players: [south?, north?],
            others: PlayerKind::Random.strategy()?,
            rng: fastrand::Rng::with_seed(0),
        })
    }

    /// One kind of player for every side, the players after North too:
    /// a player that plays whichever side is to move. `None` for a person.
    pub fn of_all(kind: PlayerKind) -> Option<Self> {
        Some(Lineup {
            players: [kind.strategy()?, kind.strategy()?],
            others: kind.strategy()?,
            rng: fastrand::Rng::with_seed(0),
        })
    }

    /// Seeds the lineup's random stream (a game played outside a run).
    pub fn seed(&mut self, rng: fastrand::Rng) {
        self.rng = rng;
    }

    /// The same players, knowing nothing yet.
    fn fresh(&self) -> Lineup {
        Lineup {
            players: [0, 1].map(|p| self.players[p].fresh()),
            others: self.others.fresh(),
            rng: fastrand::Rng::with_seed(0),
        }
    }

    /// The choice of the player to move in `game` (lots at random).
    pub fn choose(&mut self, game: &Game<'_>) -> Option<Pick> {
        if game.lots_pending() {
            return Some(Pick::Lots(super::lots_winner(&mut self.rng)));
        }
        let player = match self.players.get_mut(game.to_move.index()) {
            Some(player) => player,
            None => &mut self.others,
        };
        player.choose(game, &mut self.rng).map(Pick::Move)
    }
}

impl Chooser for Lineup {
    fn start(&mut self, game: &mut Game<'_>, seed: u64, index: u64) {
        // Every player but the random one weighs every legal move: the
        // game keeps whole lists.
        game.choose_at_random(None);
        game.reset();
        self.rng = sample::game_rng(seed, index);
        for p in &mut self.players {
            p.new_game();
        }
        self.others.new_game();
    }

    fn pick(&mut self, game: &Game<'_>) -> Option<Pick> {
        self.choose(game)
    }
}

/// Plays `config.games` games between `kinds` (South's, then North's) and
/// sums up what happened. Random against random is sample play itself, the
/// very games `sow check` plays for the same seed; `None` if either side
/// is a person.
pub fn simulate(
    rules: &Rules,
    config: &Config,
    kinds: [PlayerKind; 2],
    progress: &(dyn Fn(u64) + Sync),
) -> Option<Summary> {
    if kinds == [PlayerKind::Random; 2] {
        return Some(sample::simulate(rules, config, progress));
    }
    let lineup = Lineup::new(kinds)?;
    let fresh = || lineup.fresh();
    Some(sample::simulate_with(rules, config, &fresh, progress))
}

/// Sample play's second opinion on matches that random play does not end
/// ([`crate::sample::Earnest`]): the same run between greedy players, who
/// take what they can and so, in many games, widen a lead that random moves
/// let shrink again.
pub fn earnest_matches(rules: &Rules, config: &Config) -> Option<Summary> {
    simulate(rules, config, [PlayerKind::Greedy; 2], &|_| {})
}
