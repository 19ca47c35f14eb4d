//! Moves and their notation: the one place that reads and writes a move as
//! `sow play --moves`, JSON, hover and diagnostics show it.
//!
//! A move is named by the hole it starts from (`c1`). Where the file lets
//! the mover choose which way to sow (`[sowing] way = "either"`), the name
//! ends in `+` (along the track, in the order `sow preview` numbers it) or
//! `-` (against it): `c1+`, `c1-`; where the game's first move chooses the
//! way for the whole game (`way = "chosen-once"`), only that move is
//! written so, and every later one by its hole. Lots drawn at a recount are the choice
//! `lots=south` or `lots=north`, a gathered opening's forced ply is
//! `gather`, and a placement ply (seeds from hand into a hole) is the
//! hole's name and a `*`: `c1*` (and its way where the placed seed is
//! sown and the way is chosen: `c1*+`, `c1*-`); so is seeds entered from
//! the store as a move of the ordinary turns (`[moves] enter`). Where a turn waits for
//! its mover to choose where a capture's seeds are sown back, the choice
//! is the hole the first falls into, `=` and the way they go: `h2=+`;
//! where it waits for its mover to fire a rule they may decline, `yes`
//! or `no`; a set opening's ply is `opening=` and its layout's name; a
//! carry (seeds put into another hole without sowing) is the hole it
//! lifts, `>` and the hole it fills: `g1>g2`; a hole chosen for a special
//! hole's status is the table's name, `=` and the hole: `misoro=b1`.

use super::{Game, Phase, PlayError, Rules};
use crate::format::{CARRY_MARK, MAX_CARRIES};
use crate::model::{Board, OtherWay, Player};

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

/// The bit of [`Move`] that says it is the game's first move, which
/// chooses the way each player sows from then on (`way = "chosen-once"`).
const CHOOSES: u16 = 1 << 13;

/// The bit of [`Move`] that says it is a placement: a seed from hand put
/// into its hole (`[placement]`).
const PLACE: u16 = 1 << 12;

/// The bit of [`Move`] that says it is the choice of a turn that waits at
/// a special hole to stop there (`stop = "chosen-after-capture"`).
const STOP: u16 = 1 << 11;

/// The bit of [`Move`] that says it is the choice of such a turn to sow on
/// from the hole.
const SOW_ON: u16 = 1 << 10;

/// The bit of [`Move`] that says it is a hole the mover chooses to take
/// after a capture (`capture_chosen`), not a sowing.
const TAKE: u16 = 1 << 9;

/// The bit of [`Move`] that says it is the choice of where a capture's
/// seeds are sown back (`to = [{ sow_from = … }, …]`): its hole is the
/// first they fall into, its way the way they go.
const BACK: u16 = 1 << 8;

/// The marks of [`Move`] that say it is the choice of a turn that waits on
/// a rule its mover may decline (`optional`) to fire it: a pair no other
/// move has.
const FIRE: u16 = STOP | TAKE;

/// Those that say it is the choice to decline it.
const DECLINE: u16 = SOW_ON | TAKE;

/// Every bit of [`Move`] that is not its hole's (a board has at most
/// `MAX_SITES` sites, fewer than `BACK`).
const MARKS: u16 = AGAINST | GATHER | CHOOSES | PLACE | STOP | SOW_ON | TAKE | BACK;

const _: () = assert!(crate::model::board::MAX_SITES <= BACK as usize);

/// The swap of sides ([`Move::swap`]): a set opening's marks with the
/// way-choosing one, which no layout has.
const SWAP: u16 = GATHER | PLACE | CHOOSES;

/// The marks of [`Move`] that say it is a drop of a sowing whose drops its
/// mover chooses (`drops = "chosen"`): the swap's with the way's, which no
/// other move has; the seeds it drops take the hole's bits.
const DROP: u16 = SWAP | AGAINST;

const _: () = assert!(crate::format::MAX_DROP <= 0xFF);

/// The marks of [`Move`] that say it is a carry (`[[moves.carry]]`): the
/// three choice marks together, which no choice has. Beside them, `BACK`
/// says the mover is North and `CHOOSES` which of the (at most
/// [`MAX_CARRIES`]) carries it is; so that its name needs no position.
const CARRY: u16 = STOP | SOW_ON | TAKE;

const _: () = assert!(MAX_CARRIES <= 2);

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

    /// The game's first move from `hole`, choosing the way `way` for the
    /// game (`way = "chosen-once"`).
    #[inline]
    pub fn choosing(hole: u16, way: Way) -> Self {
        Move(Move::new(hole, way).0 | CHOOSES)
    }

    /// Whether it is the move that chooses the way for the game (a
    /// carry's `CHOOSES` bit is its index; the swap and a choice of hole
    /// carry it beside `GATHER`).
    #[inline]
    pub fn chooses_way(self) -> bool {
        self.0 & (CHOOSES | STOP | GATHER) == CHOOSES
    }

    /// Carry `index` (`[[moves.carry]]`) from `hole` by `mover`.
    pub fn carry(hole: u16, index: usize, mover: Player) -> Self {
        let index = if index == 1 { CHOOSES } else { 0 };
        let north = if mover == Player::NORTH { BACK } else { 0 };
        Move(hole | CARRY | index | north)
    }

    /// Whether it is an ordinary turn's sowing: no mark of a carry or of
    /// seeds put into a hole (a placement, an entry from the store).
    #[inline]
    pub fn is_ordinary(self) -> bool {
        self.0 & (PLACE | STOP) == 0
    }

    /// Whether it is a carry.
    #[inline]
    pub fn is_carry(self) -> bool {
        self.choice_marks() == CARRY
    }

    /// Which carry it is, and who plays it, if it is one.
    #[inline]
    pub fn carry_of(self) -> Option<(usize, Player)> {
        self.is_carry().then(|| {
            let index = usize::from(self.0 & CHOOSES != 0);
            let mover = match self.0 & BACK != 0 {
                true => Player::NORTH,
                false => Player::SOUTH,
            };
            (index, mover)
        })
    }

    /// A gathered opening's forced ply, whose first seed falls into
    /// `start` (see `[opening] kind = "gathered"`).
    pub fn gather(start: u16) -> Self {
        Move(start | GATHER)
    }

    /// A set opening's ply laying the board out as its layout `i`
    /// (`[opening] kind = "set"`): a pair of marks no other move has.
    pub fn layout(i: u16) -> Self {
        Move(i | GATHER | PLACE)
    }

    /// Whether it is a set opening's ply.
    #[inline]
    pub fn is_layout(self) -> bool {
        self.0 & (GATHER | PLACE | CHOOSES) == GATHER | PLACE
    }

    /// The second player's swap of sides (the pie rule): a set of marks
    /// no other move has.
    pub fn swap() -> Self {
        Move(SWAP)
    }

    /// A drop of `seeds` (1 to [`crate::format::MAX_DROP`]) into the next
    /// hole of a sowing whose drops its mover chooses.
    pub fn drop(seeds: u16) -> Self {
        Move(seeds.min(0xFF) | DROP)
    }

    /// The seeds it drops, if it is a drop of chosen drops.
    #[inline]
    pub fn dropped(self) -> Option<u16> {
        (self.0 & !0xFF == DROP).then_some(self.0 & 0xFF)
    }

    /// Whether it is the swap of sides.
    #[inline]
    pub fn is_swap(self) -> bool {
        self.0 == SWAP
    }

    /// A placement ply: seeds from the mover's hand put into `hole`.
    pub fn place(hole: u16) -> Self {
        Move(hole | PLACE)
    }

    /// A placement ply whose placed seed is sown on the way `way`
    /// (`[placement] then = "sow"`).
    pub fn place_way(hole: u16, way: Way) -> Self {
        Move(Move::new(hole, way).0 | PLACE)
    }

    /// The choice of a turn waiting at `hole` (a special hole that leaves
    /// it to the mover) to stop there.
    pub fn stop(hole: u16) -> Self {
        Move(hole | STOP)
    }

    /// The choice of a turn waiting at `hole` to sow on from it.
    pub fn sow_on(hole: u16) -> Self {
        Move(hole | SOW_ON)
    }

    /// The choice of `hole` as a hole to take (`capture_chosen`).
    pub fn take(hole: u16) -> Self {
        Move(hole | TAKE)
    }

    /// The choice of where a capture's seeds are sown back: the first
    /// falls into `hole`, and they go the way `way`.
    pub fn sow_back(hole: u16, way: Way) -> Self {
        Move(Move::new(hole, way).0 | BACK)
    }

    /// The choice of a turn waiting at `hole` on a rule its mover may
    /// decline to fire it (`fire`) or decline it.
    pub fn answer(hole: u16, fire: bool) -> Self {
        match fire {
            true => Move(hole | FIRE),
            false => Move(hole | DECLINE),
        }
    }

    /// The marks of a choice in a waiting turn (the way aside).
    #[inline]
    fn choice_marks(self) -> u16 {
        self.0 & (STOP | SOW_ON | TAKE)
    }

    /// Whether it is the choice of where a capture's seeds are sown back.
    #[inline]
    pub fn is_sow_back(self) -> bool {
        self.0 & (BACK | STOP) == BACK
    }

    /// Whether it is the choice of a hole to take.
    #[inline]
    pub fn is_take(self) -> bool {
        self.choice_marks() == TAKE
    }

    /// Whether it is the choice to stop a waiting turn.
    #[inline]
    pub fn is_stop(self) -> bool {
        self.choice_marks() == STOP
    }

    /// Whether it is the choice to sow on a waiting turn.
    #[inline]
    pub fn is_sow_on(self) -> bool {
        self.choice_marks() == SOW_ON
    }

    /// Whether it answers a rule its mover may decline: `Some(true)` to
    /// fire it, `Some(false)` to decline it.
    #[inline]
    pub fn answers(self) -> Option<bool> {
        match self.choice_marks() {
            FIRE => Some(true),
            DECLINE => Some(false),
            _ => None,
        }
    }

    /// Whether it is a placement ply.
    #[inline]
    pub fn is_place(self) -> bool {
        self.0 & (GATHER | PLACE) == PLACE
    }

    /// Whether it is a gathered opening's forced ply.
    #[inline]
    pub fn is_gather(self) -> bool {
        self.0 & (GATHER | PLACE | CHOOSES) == GATHER
    }

    /// The choice of `hole` for a special hole's status, where the players
    /// choose them (`[holes.NAME] chosen`): a pair of marks no other move
    /// with a hole has.
    pub fn hole_choice(hole: u16) -> Self {
        Move(hole | GATHER | CHOOSES)
    }

    /// Whether it is the choice of a hole for a special hole's status.
    #[inline]
    pub fn is_hole_choice(self) -> bool {
        self.0 & (GATHER | PLACE | CHOOSES) == GATHER | CHOOSES
    }

    /// The starting hole (for a gathered ply, where its first seed falls).
    #[inline]
    pub fn hole(self) -> u16 {
        self.0 & !MARKS
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

    /// The move's name: its hole, and its way where the mover chose it
    /// (each move's, or the first move's for the game).
    pub fn name(self, rules: &Rules) -> String {
        if let Some(seeds) = self.dropped() {
            return format!("{DROP_PREFIX}{seeds}");
        }
        if self.is_swap() {
            return SWAP_WORD.to_string();
        }
        if self.is_hole_choice() {
            let name = rules.special.chosen_name(self.hole()).unwrap_or_default();
            let hole = rules.variant.board.site_name(self.hole());
            return format!("{name}{CHOICE_MARK}{hole}");
        }
        if self.is_gather() {
            return GATHER_WORD.to_string();
        }
        if self.is_layout() {
            let set = rules.set_opening.as_deref();
            let name = set.and_then(|s| s.name(usize::from(self.hole())));
            return format!("{LAYOUT_PREFIX}{}", name.unwrap_or_default());
        }
        if self.is_stop() {
            return STOP_WORD.to_string();
        }
        if let Some(fire) = self.answers() {
            return answer_word(fire).to_string();
        }
        let hole = rules.variant.board.site_name(self.hole());
        if let Some((index, mover)) = self.carry_of() {
            let to = super::carry::target_hole(rules, index, mover, self.hole());
            return carry_name(&rules.variant.board, self.hole(), to);
        }
        if self.is_take() {
            return format!("{hole}{TAKE_MARK}");
        }
        if self.is_sow_back() {
            return match self.way() {
                Way::Along => format!("{hole}{BACK_MARK}+"),
                Way::Against => format!("{hole}{BACK_MARK}-"),
            };
        }
        // The way a turn sows on in is the turn's: not written.
        if self.is_sow_on() {
            return hole;
        }
        if self.is_place() {
            return match (places_with_way(rules), self.way()) {
                (false, _) => format!("{hole}{PLACE_MARK}"),
                (true, Way::Along) => format!("{hole}{PLACE_MARK}+"),
                (true, Way::Against) => format!("{hole}{PLACE_MARK}-"),
            };
        }
        match (rules.way_each_move() || self.chooses_way(), self.way()) {
            (false, _) => hole,
            (true, Way::Along) => format!("{hole}+"),
            (true, Way::Against) => format!("{hole}-"),
        }
    }
}

impl Rules {
    /// Every drop (`drop=1`, `drop=2`, …) the file or one of its phases may
    /// offer where the mover chooses each hole's drop (`drops = "chosen"`):
    /// up to all the seeds in play, at most [`crate::format::MAX_DROP`];
    /// none for most files.
    pub fn drop_names(&self) -> Vec<String> {
        let phases = self.phases.as_deref().map(|t| &t.phases[..]).unwrap_or(&[]);
        let chosen = self.chosen_drops || phases.iter().any(|p| p.rules.chosen_drops);
        if !chosen {
            return Vec::new();
        }
        let seeds: u32 = self.variant.start.iter().sum();
        let most = most_dropped(u16::try_from(seeds).unwrap_or(u16::MAX));
        (1..=most).map(|k| format!("{DROP_PREFIX}{k}")).collect()
    }
}

/// A carry's name: the hole it lifts, `>` and the hole it fills.
pub(super) fn carry_name(board: &Board, from: u16, to: u16) -> String {
    format!(
        "{}{CARRY_MARK}{}",
        board.site_name(from),
        board.site_name(to)
    )
}

impl From<u16> for Move {
    fn from(hole: u16) -> Self {
        Move::along(hole)
    }
}

/// A move's text split into its hole's name and the way written after it
/// (`+` along the track, `-` against it), if any.
fn split_way(text: &str) -> (&str, Option<Way>) {
    match text.strip_suffix('+') {
        Some(name) => (name, Some(Way::Along)),
        None => match text.strip_suffix('-') {
            Some(name) => (name, Some(Way::Against)),
            None => (text, None),
        },
    }
}

impl Way {
    /// The other way.
    pub fn opposite(self) -> Way {
        match self {
            Way::Along => Way::Against,
            Way::Against => Way::Along,
        }
    }

    /// The way in words: `along` or `against` (the track).
    pub fn word(self) -> &'static str {
        match self {
            Way::Along => "along",
            Way::Against => "against",
        }
    }
}

/// Whether a placement ply is written with the way its placed seed is
/// sown (`c1*+`, `c1*-`): placed seeds are sown and the mover chooses the
/// way of each move.
fn places_with_way(rules: &Rules) -> bool {
    rules.placement.as_ref().is_some_and(|p| p.sows) && rules.way_each_move()
}

/// Reads a placement ply, `text`: the hole `name`, a `*` and the `way`
/// written after it, if any (which a sown placement must have where the
/// way is chosen, and any other must not).
fn parse_placement(
    text: &str,
    name: &str,
    way: Option<Way>,
    rules: &Rules,
) -> Result<Choice, String> {
    if rules.placement.is_none() && rules.entry.is_none() {
        return Err(format!(
            "`{text}`: this game has no placement phase, nor seeds entered from the store"
        ));
    }
    let Some(hole) = rules.variant.board.parse_hole(name) else {
        return Err(format!("`{name}` is not a hole of this board"));
    };
    match (places_with_way(rules), way) {
        (false, None) => Ok(Choice::Move(Move::place(hole))),
        (false, Some(_)) => Err(format!(
            "`{text}`: a placed seed here is not sown either way; write `{name}{PLACE_MARK}`"
        )),
        (true, Some(way)) => Ok(Choice::Move(Move::place_way(hole, way))),
        (true, None) => Err(format!(
            "`{text}` needs a way: `{name}{PLACE_MARK}+` sows the placed seed's hole along the \
             track, `{name}{PLACE_MARK}-` against it"
        )),
    }
}

/// Reads the choice of a turn that waits at `at`: `stop`, or the hole's
/// name to sow on from it (the way is the turn's, so none is written).
fn parse_choice(text: &str, at: u16, rules: &Rules) -> Result<Choice, String> {
    let name = rules.variant.board.site_name(at);
    if text == STOP_WORD {
        return Ok(Choice::Move(Move::stop(at)));
    }
    if text == name {
        return Ok(Choice::Move(Move::sow_on(at)));
    }
    Err(format!(
        "`{text}`: the turn waits at {name}, where its mover chooses: `{STOP_WORD}` ends the \
         turn there, `{name}` sows on from it (the way the turn sows)"
    ))
}

/// What follows a hole's name in the choice of where a capture's seeds
/// are sown back, before their way (`a2=+`).
const BACK_MARK: char = '=';

/// A move of a game where each player's own first move chooses the way
/// they sow (`other_way = "own"`): written with its way (`c1+`, `c1-`)
/// until its mover has chosen, by its hole alone after.
fn parse_own_way(text: &str, game: &Game<'_>) -> Result<Choice, String> {
    let rules = game.rules();
    let (name, way) = split_way(text);
    if text.starts_with("lots=") || name.ends_with(PLACE_MARK) || !rules.way_chosen() {
        return Choice::parse(text, rules);
    }
    let Some(hole) = rules.variant.board.parse_hole(name) else {
        return Err(format!("`{text}` is not a hole of this board"));
    };
    let mover = game.to_move;
    match (way, game.way_of(mover)) {
        (Some(way), None) => Ok(Choice::Move(Move::choosing(hole, way))),
        (None, Some(way)) => Ok(Choice::Move(Move::new(hole, way))),
        (None, None) => Err(format!(
            "`{text}` needs a way: each player's first move that may choose chooses the \
             way they sow for the rest of the game; write `{name}+` (along the track) or \
             `{name}-` (against it)"
        )),
        (Some(_), Some(way)) => Err(format!(
            "`{text}`: {} chose to sow {} the track for the game; write `{name}`",
            mover.name(),
            way.word()
        )),
    }
}

/// Reads the choice of where the captured seeds of a turn waiting for it
/// are sown back, `text`: a hole's name, an `=` and a way, one of
/// `offered`.
fn parse_sow_back(text: &str, offered: &[Move], rules: &Rules) -> Result<Choice, String> {
    let (name, way) = split_way(text);
    let chosen = name
        .strip_suffix(BACK_MARK)
        .and_then(|hole| rules.variant.board.parse_hole(hole))
        .zip(way)
        .map(|(hole, way)| Move::sow_back(hole, way));
    match chosen {
        Some(m) => Ok(Choice::Move(m)),
        None => Err(format!(
            "`{text}`: the mover {}",
            sow_back_offer(offered, rules)
        )),
    }
}

/// The choice of where captured seeds are sown back, `offered`, in words:
/// "chooses where the captured seeds are sown back: `h2=+` or `a2=-` (…)".
pub fn sow_back_offer(offered: &[Move], rules: &Rules) -> String {
    let names: Vec<String> = offered
        .iter()
        .map(|m| format!("`{}`", m.name(rules)))
        .collect();
    format!(
        "chooses where the captured seeds are sown back: {} (the hole the first falls into, \
         `=`, and the way they go)",
        names.join(" or ")
    )
}

/// What follows a hole's name in a placement ply (`c1*`).
const PLACE_MARK: char = '*';

/// What follows a hole's name in the choice of a hole to take (`d3x`).
const TAKE_MARK: char = 'x';

/// Reads the choice of a hole to take, `text`: a hole's name and an `x`.
fn parse_take(text: &str, rules: &Rules) -> Result<Choice, String> {
    let hole = text
        .strip_suffix(TAKE_MARK)
        .and_then(|name| rules.variant.board.parse_hole(name));
    match hole {
        Some(hole) => Ok(Choice::Move(Move::take(hole))),
        None => Err(format!(
            "`{text}`: a capture lets the mover choose a hole to take now; write the hole's \
             name and an `{TAKE_MARK}`, such as `{}{TAKE_MARK}`",
            rules.variant.board.site_name(0)
        )),
    }
}

/// How the choices of a turn waiting on a rule its mover may decline are
/// written: to fire it, and to decline it.
const FIRE_WORD: &str = "yes";
const DECLINE_WORD: &str = "no";

/// The word of the choice to fire a rule the mover may decline, or not.
fn answer_word(fire: bool) -> &'static str {
    match fire {
        true => FIRE_WORD,
        false => DECLINE_WORD,
    }
}

/// Reads the choice of a turn waiting at `at` on rule `rule`, which its
/// mover may decline: `yes` or `no`.
fn parse_answer(text: &str, at: u16, rule: &str) -> Result<Choice, String> {
    match text {
        FIRE_WORD => Ok(Choice::Move(Move::answer(at, true))),
        DECLINE_WORD => Ok(Choice::Move(Move::answer(at, false))),
        _ => Err(format!("`{text}`: the mover {}", answer_offer(rule))),
    }
}

/// The choice of a turn waiting on rule `rule`, which its mover may
/// decline, in words: "may fire rule `…`: `yes` or `no` (…)".
pub fn answer_offer(rule: &str) -> String {
    format!(
        "may fire rule `{rule}` here: `{FIRE_WORD}` fires it, `{DECLINE_WORD}` declines it (the \
         rules after it decide)"
    )
}

/// What a drop of chosen drops is written with, before its seeds.
pub const DROP_PREFIX: &str = "drop=";

/// The most seeds one drop may put into a hole with `hand` seeds in hand:
/// all of them, at most [`crate::format::MAX_DROP`].
pub fn most_dropped(hand: u16) -> u16 {
    hand.min(crate::format::MAX_DROP as u16)
}

/// Where a drop is a ply, in words.
pub const WHERE_DROPS: &str = "where a move's drops are the mover's to choose (`drops = \"chosen\"`) and seeds are still in hand";

/// Reads a drop of chosen drops, `text`: `drop=` and its seeds, 1 to
/// `hand` (the seeds in hand) where a turn waits for one.
fn parse_drop(text: &str, seeds: &str, hand: Option<(u16, String)>) -> Result<Choice, String> {
    let Some((hand, into)) = hand else {
        return Err(format!("`{text}` is a choice only {WHERE_DROPS}"));
    };
    let most = most_dropped(hand);
    // Digits only: `drop=+1` or `drop= 1` is no way to write a drop.
    let digits = !seeds.is_empty() && seeds.bytes().all(|b| b.is_ascii_digit());
    match seeds.parse::<u16>() {
        Ok(n) if digits && (1..=most).contains(&n) => Ok(Choice::Move(Move::drop(n))),
        _ if most == 1 => Err(format!(
            "`{text}`: the mover drops the last seed in hand into {into}; write `{DROP_PREFIX}1`"
        )),
        _ => Err(format!(
            "`{text}`: the mover drops 1 to {most} of the {hand} seeds in hand into {into}; \
             write `{DROP_PREFIX}1` to `{DROP_PREFIX}{most}`"
        )),
    }
}

/// What a set opening's ply is written with, before its layout's name.
const LAYOUT_PREFIX: &str = "opening=";

/// Reads a set opening's ply, `text`: `opening=` and a layout's name.
fn parse_layout(text: &str, name: &str, rules: &Rules) -> Result<Choice, String> {
    let Some(set) = rules.set_opening.as_deref() else {
        return Err(format!("`{text}`: this game has no set opening"));
    };
    match set.find(name) {
        Some(i) => Ok(Choice::Move(Move::layout(i as u16))),
        None => {
            let names: Vec<String> = (0..set.len())
                .filter_map(|i| set.name(i))
                .map(|n| format!("`{LAYOUT_PREFIX}{n}`"))
                .collect();
            Err(format!(
                "`{text}`: no layout is named `{name}`; the set opening's plies are {}",
                names.join(", ")
            ))
        }
    }
}

/// How a gathered opening's forced ply is written.
const GATHER_WORD: &str = "gather";

/// How the choice to stop a turn waiting at a special hole is written.
const STOP_WORD: &str = "stop";

/// How the second player's swap of sides (the pie rule) is written.
pub const SWAP_WORD: &str = "swap";

/// What joins a chosen special hole's table name and the hole chosen
/// (`misoro=b1`).
const CHOICE_MARK: char = '=';

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
                "south" => Ok(Choice::Lots(Player::SOUTH)),
                "north" => Ok(Choice::Lots(Player::NORTH)),
                _ => Err(format!("`{text}`: lots are won by `south` or `north`")),
            };
        }
        if let Some((name, hole)) = text.split_once(CHOICE_MARK)
            && rules.special.is_chosen_table(name)
        {
            return match rules.variant.board.parse_hole(hole) {
                Some(h) if rules.special.chosen_name(h) == Some(name) => {
                    Ok(Choice::Move(Move::hole_choice(h)))
                }
                Some(_) => Err(format!(
                    "`{text}`: {hole} is not a hole the players choose `{name}` among"
                )),
                None => Err(format!("`{text}`: `{hole}` is not a hole of this board")),
            };
        }
        if let Some(seeds) = text.strip_prefix(DROP_PREFIX) {
            return parse_drop(text, seeds, None);
        }
        if text == STOP_WORD {
            return Err(format!(
                "`{text}` is a choice only where a turn waits at a special hole whose \
                 `stop` (`\"chosen\"` or `\"chosen-after-capture\"`) leaves it to the mover"
            ));
        }
        if let Some(name) = text.strip_prefix(LAYOUT_PREFIX) {
            return parse_layout(text, name, rules);
        }
        if text == FIRE_WORD || text == DECLINE_WORD {
            return Err(format!(
                "`{text}` is a choice only where a turn waits for its mover to fire a rule they \
                 may decline (`optional = true`), or not"
            ));
        }
        if text == SWAP_WORD {
            return match rules.pie {
                true => Ok(Choice::Move(Move::swap())),
                false => Err(format!(
                    "`{text}`: this game has no pie rule (`pie = true` in [moves])"
                )),
            };
        }
        if text == GATHER_WORD {
            return match rules.gather {
                Some(g) => Ok(Choice::Move(Move::gather(g.start))),
                None => Err(format!("`{text}`: this game has no gathered opening")),
            };
        }
        if let (placed, way) = split_way(text)
            && let Some(name) = placed.strip_suffix(PLACE_MARK)
        {
            return parse_placement(text, name, way, rules);
        }
        if text.contains(CARRY_MARK) {
            return super::carry::parse(text, rules, None);
        }
        let (name, way) = split_way(text);
        let board: &Board = &rules.variant.board;
        if let Some(store) = board.store_named(text) {
            return Ok(Choice::Move(Move::along(store)));
        }
        let Some(hole) = board.parse_hole(name) else {
            return Err(format!("`{text}` is not a hole of this board"));
        };
        if rules.way_once() {
            return Ok(Choice::Move(match way {
                Some(way) => Move::choosing(hole, way),
                None => Move::along(hole),
            }));
        }
        match (rules.way_chosen(), way) {
            (false, None) => Ok(Choice::Move(Move::along(hole))),
            (false, Some(_)) if rules.variant.way.ever_against() => Err(format!(
                "`{text}`: here the count a move lifts gives its way, not the mover; \
                 write `{name}`"
            )),
            (false, Some(_)) => Err(format!(
                "`{text}`: in this game every move sows along the track; write `{name}`"
            )),
            (true, Some(way)) => Ok(Choice::Move(Move::new(hole, way))),
            (true, None) => Err(format!(
                "`{text}` needs a way: `{name}+` sows along the track, `{name}-` against it"
            )),
        }
    }

    /// Reads a choice as [`Choice::parse`] does, for the position of
    /// `game`: where the game's first move chooses the way for the game
    /// (`way = "chosen-once"`), that move must be written with its way and
    /// every later one without (the way then follows from the choice), and
    /// the error says so.
    pub fn parse_in(text: &str, game: &Game<'_>) -> Result<Choice, String> {
        if let Some(hand) = game.dropping() {
            let into = game.rules().variant.board.site_name(hand.into);
            let seeds = text.strip_prefix(DROP_PREFIX).unwrap_or("");
            return parse_drop(text, seeds, Some((hand.hand, into)));
        }
        if let Phase::ChooseHoles { .. } = game.phase {
            return Choice::parse(text, game.rules());
        }
        if let Some(waiting) = game.waiting() {
            if waiting.back.is_some() {
                return parse_sow_back(text, game.legal_moves(), game.rules());
            }
            if let Some(rule) = waiting.offered_rule(game.rules()) {
                return parse_answer(text, waiting.last, &rule.name);
            }
            return parse_choice(text, waiting.last, game.rules());
        }
        if let Phase::Take { .. } = game.phase {
            return parse_take(text, game.rules());
        }
        if text.contains(CARRY_MARK) {
            return super::carry::parse(text, game.rules(), Some(game.to_move));
        }
        if game.rules().way_own() {
            return parse_own_way(text, game);
        }
        // A phase whose rules give no choice sows its moves plainly.
        let choosing = game.phase == Phase::ChooseWay && game.rules().way_chosen();
        let ways = game.ways();
        if !choosing && ways.is_none()
            || text.starts_with("lots=")
            || text == GATHER_WORD
            || text.starts_with(LAYOUT_PREFIX)
            || split_way(text).0.ends_with(PLACE_MARK)
        {
            return Choice::parse(text, game.rules());
        }
        // A sowing of the mover's store (`from = "own-store"`) goes along
        // the path: it is written by the store's name alone.
        if game.rules().variant.board.store_named(text).is_some() {
            return Choice::parse(text, game.rules());
        }
        let (name, way) = split_way(text);
        let Some(hole) = game.rules().variant.board.parse_hole(name) else {
            return Err(format!("`{text}` is not a hole of this board"));
        };
        match (way, ways) {
            (Some(way), None) => Ok(Choice::Move(Move::choosing(hole, way))),
            (None, Some(_)) => Ok(Choice::Move(Move::along(hole))),
            (None, None) => Err(format!(
                "`{text}` needs a way: the game's first move chooses the way its player \
                 sows for the whole game, the other player sowing {}; \
                 write `{name}+` (along the track) or `{name}-` (against it)",
                match game.rules().variant.other_way {
                    OtherWay::Opposite => "the opposite way",
                    OtherWay::Same | OtherWay::Own => "the same way",
                }
            )),
            (Some(_), Some([south, north])) => Err(format!(
                "`{text}`: the way was chosen by the game's first move (South sows {}, \
                 North {}); write `{name}`",
                south.word(),
                north.word()
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
