//! Moves and their notation: the one place that reads and writes a move as
//! `sow play --moves`, JSON, hover and diagnostics show it.
//!
//! A move is named by the hole it starts from (`c1`). Where the file lets
//! the mover choose which way to sow (`[sowing] way = "either"`), the name
//! ends in `+` (along the track, in the order `sow preview` numbers it) or
//! `-` (against it): `c1+`, `c1-`. Lots drawn at a recount are the choice
//! `lots=south` or `lots=north`, and a gathered opening's forced ply is
//! `gather`.

use super::{Game, PlayError, Rules};
use crate::model::{Board, Player};

pub use crate::model::Way;

/// A move: the hole it starts from, and the way it sows. Packed in two
/// bytes (the hole, and the top bit for a move against the track), so that
/// a list of legal moves stays as small as a list of holes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[repr(transparent)]
pub struct Move(u16);

/// The bit of [`Move`] that says it sows against the track.
const AGAINST: u16 = 1 << 15;

/// The bit of [`Move`] that says it is a gathered opening's forced ply.
const GATHER: u16 = 1 << 14;

impl Move {
    /// A move from `hole` the way `way`.
    #[inline]
    pub fn new(hole: u16, way: Way) -> Self {
        match way {
            Way::Along => Move(hole & !AGAINST),
            Way::Against => Move(hole | AGAINST),
        }
    }

    /// A move from `hole` along the track (the only way most games know).
    #[inline]
    pub fn along(hole: u16) -> Self {
        // A site index never reaches the top bit (boards have at most
        // `MAX_SITES` sites), so there is nothing to mask.
        Move(hole)
    }

    /// A gathered opening's forced ply, whose first seed falls into
    /// `start` (see `[opening] kind = "gathered"`).
    pub fn gather(start: u16) -> Self {
        Move(start | GATHER)
    }

    /// Whether it is a gathered opening's forced ply.
    #[inline]
    pub fn is_gather(self) -> bool {
        self.0 & GATHER != 0
    }

    /// The starting hole (for a gathered ply, where its first seed falls).
    #[inline]
    pub fn hole(self) -> u16 {
        self.0 & !(AGAINST | GATHER)
    }

    /// The way it sows.
    #[inline]
    pub fn way(self) -> Way {
        if self.0 & AGAINST == 0 {
            Way::Along
        } else {
            Way::Against
        }
    }

    /// The move's name: its hole, and its way where the game lets the
    /// mover choose one.
    pub fn name(self, rules: &Rules) -> String {
        if self.is_gather() {
            return GATHER_WORD.to_string();
        }
        let hole = rules.variant.board.site_name(self.hole());
        match (rules.way_chosen(), self.way()) {
            (false, _) => hole,
            (true, Way::Along) => format!("{hole}+"),
            (true, Way::Against) => format!("{hole}-"),
        }
    }
}

impl From<u16> for Move {
    fn from(hole: u16) -> Self {
        Move::along(hole)
    }
}

/// How a gathered opening's forced ply is written.
const GATHER_WORD: &str = "gather";

/// A choice in a game: a move, or who won the lots at a recount.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Choice {
    /// A move.
    Move(Move),
    /// Lots drawn at a recount, won by this player.
    Lots(Player),
}

impl Choice {
    /// Reads a choice as `sow play --moves` takes it: `c1`, `c1+`, `c1-`,
    /// `lots=south`. The error says what is wrong in a sentence.
    pub fn parse(text: &str, rules: &Rules) -> Result<Choice, String> {
        if let Some(who) = text.strip_prefix("lots=") {
            return match who {
                "south" => Ok(Choice::Lots(Player::South)),
                "north" => Ok(Choice::Lots(Player::North)),
                _ => Err(format!("`{text}`: lots are won by `south` or `north`")),
            };
        }
        if text == GATHER_WORD {
            return match rules.gather {
                Some(g) => Ok(Choice::Move(Move::gather(g.start))),
                None => Err(format!("`{text}`: this game has no gathered opening")),
            };
        }
        let (name, way) = match text.strip_suffix('+') {
            Some(name) => (name, Some(Way::Along)),
            None => match text.strip_suffix('-') {
                Some(name) => (name, Some(Way::Against)),
                None => (text, None),
            },
        };
        let board: &Board = &rules.variant.board;
        let Some(hole) = board.parse_hole(name) else {
            return Err(format!("`{text}` is not a hole of this board"));
        };
        match (rules.way_chosen(), way) {
            (false, None) => Ok(Choice::Move(Move::along(hole))),
            (false, Some(_)) => Err(format!(
                "`{text}`: in this game every move sows along the track; write `{name}`"
            )),
            (true, Some(way)) => Ok(Choice::Move(Move::new(hole, way))),
            (true, None) => Err(format!(
                "`{text}` needs a way: `{name}+` sows along the track, `{name}-` against it"
            )),
        }
    }

    /// Makes the choice in `game`.
    pub fn apply(self, game: &mut Game<'_>) -> Result<(), PlayError> {
        match self {
            Choice::Move(m) => game.play(m).map(|_| ()),
            Choice::Lots(p) => game.draw_lots(p),
        }
    }

    /// The choice as [`Choice::parse`] reads it.
    pub fn name(self, rules: &Rules) -> String {
        match self {
            Choice::Move(m) => m.name(rules),
            Choice::Lots(p) => format!("lots={}", p.name()),
        }
    }
}
