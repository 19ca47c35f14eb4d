//! The board's geometry: hole names, ranges and opposite holes.
//!
//! Holes are numbered row by row from South's side: hole `r * columns + c`
//! is column `c` (letter `a` + c) of row `r + 1`. The two stores come after
//! the holes, South's then North's; together they are the board's *sites*.

use serde::Serialize;

/// A player, by the place they hold in the order of play: South moves
/// first and sits at row 1, North moves second.
///
/// A small index, not an enum, so that a file of more players (designed
/// in ARCHITECTURE.md, "More than two players") needs no new type: every
/// table of a player's things is indexed by [`Player::index`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Player(u8);

impl Player {
    /// Moves first; row 1.
    pub const SOUTH: Player = Player(0);
    /// Moves second; the last row.
    pub const NORTH: Player = Player(1);
    /// Both players, South first.
    pub const BOTH: [Player; 2] = [Player::SOUTH, Player::NORTH];

    /// The player `index`-th in the order of play (0 is South), if a
    /// game can have so many.
    pub fn nth(index: usize) -> Option<Player> {
        (index < MAX_PLAYERS).then_some(Player(index as u8))
    }

    /// The first `count` players, in the order they move.
    pub fn first(count: usize) -> impl Iterator<Item = Player> + Clone {
        (0..count.min(MAX_PLAYERS) as u8).map(Player)
    }

    /// 0 for South, 1 for North, then 2, 3, 4 for the third, fourth and
    /// fifth players.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The other player of two.
    pub fn other(self) -> Player {
        Player(self.0 ^ 1)
    }

    /// The player who moves after this one, of `count` players.
    pub fn next_of(self, count: usize) -> Player {
        if self.index() + 1 >= count {
            Player::SOUTH
        } else {
            Player(self.0 + 1)
        }
    }

    /// The name the file gives: `south`, `north`, `third`, …
    pub fn name(self) -> &'static str {
        PLAYER_NAMES[self.index()]
    }

    /// The player as a sentence names them: `South`, `North`, `the third
    /// player`, …
    pub fn title(self) -> &'static str {
        [
            "South",
            "North",
            "the third player",
            "the fourth player",
            "the fifth player",
        ][self.index()]
    }

    /// The player with more of `counts` (South's first): seeds, points,
    /// leftovers; `None` when they are equal. [`Scores::leader`] of two.
    pub fn ahead(counts: [u32; 2]) -> Option<Player> {
        Scores::from(counts).leader(false)
    }
}

/// Each player's score, in the order they move: as many as play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Scores {
    each: [u32; MAX_PLAYERS],
    players: u8,
}

impl Scores {
    /// Scores of nothing yet for `players` players.
    pub fn zero(players: usize) -> Scores {
        Scores {
            each: [0; MAX_PLAYERS],
            players: players.clamp(2, MAX_PLAYERS) as u8,
        }
    }

    /// The scores, South's first.
    pub fn as_slice(&self) -> &[u32] {
        &self.each[..usize::from(self.players)]
    }

    /// South's and North's, where two play.
    pub fn pair(&self) -> [u32; 2] {
        [self.each[0], self.each[1]]
    }

    /// The one player with the most (with `fewest`, the fewest); `None`
    /// when others tie for it.
    pub fn leader(&self, fewest: bool) -> Option<Player> {
        let all = self.as_slice();
        let best = if fewest {
            all.iter().min()
        } else {
            all.iter().max()
        }?;
        let mut at = (0..all.len()).filter(|&i| all[i] == *best);
        let first = at.next()?;
        match at.next() {
            Some(_) => None,
            None => Player::nth(first),
        }
    }
}

impl From<[u32; 2]> for Scores {
    fn from(pair: [u32; 2]) -> Scores {
        let mut scores = Scores::zero(2);
        scores.each[..2].copy_from_slice(&pair);
        scores
    }
}

impl PartialEq<[u32; 2]> for Scores {
    fn eq(&self, pair: &[u32; 2]) -> bool {
        self.as_slice() == pair
    }
}

impl std::ops::Index<usize> for Scores {
    type Output = u32;
    fn index(&self, i: usize) -> &u32 {
        &self.as_slice()[i]
    }
}

impl std::ops::IndexMut<usize> for Scores {
    fn index_mut(&mut self, i: usize) -> &mut u32 {
        let n = usize::from(self.players);
        &mut self.each[..n][i]
    }
}

impl Serialize for Scores {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.as_slice().serialize(serializer)
    }
}

impl Serialize for Player {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

// The smallest and largest board sow plays: the format keeps the limits,
// so that its schema states them too.
pub use crate::format::{
    MAX_BOARD_HOLES, MAX_COLUMNS, MAX_PLAYERS, MAX_ROWS, MIN_ROWS, PLAYER_NAMES,
};
/// The most holes a board can have.
pub const MAX_HOLES: usize = MAX_BOARD_HOLES as usize;
/// The most sites (holes and a store for each player) a board can have.
pub const MAX_SITES: usize = MAX_HOLES + MAX_PLAYERS;

/// A table of each player's things, indexed by [`Player::index`]: as
/// many entries as any game can have players, of which a game fills the
/// first [`Board::players`] (the rest hold their default, unread).
pub type PerPlayer<T> = [T; MAX_PLAYERS];

/// A board's shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Board {
    /// Number of rows (2 to 6).
    pub rows: u16,
    /// Holes per row (1 to 32).
    pub columns: u16,
    /// Whether stores are drawn on the board.
    pub stores: bool,
    /// How many play (2 to [`MAX_PLAYERS`]), each with a store.
    pub players: u16,
}

impl Board {
    /// Number of holes.
    pub fn holes(&self) -> usize {
        self.rows as usize * self.columns as usize
    }

    /// Number of sites: holes, then each player's store, South's first.
    pub fn sites(&self) -> usize {
        self.holes() + self.players as usize
    }

    /// The players, in the order they move.
    pub fn players(&self) -> impl Iterator<Item = Player> + Clone {
        Player::first(self.players as usize)
    }

    /// The store a file names by its player (`south-store`, …,
    /// `fifth-store`), if that player plays.
    pub fn store_named(&self, name: &str) -> Option<u16> {
        let player = name.trim().strip_suffix("-store")?;
        self.players()
            .find(|p| p.name() == player)
            .map(|p| self.store(p))
    }

    /// `f` of each player who plays, as a table by player.
    pub fn each_player<T: Default>(&self, mut f: impl FnMut(Player) -> T) -> PerPlayer<T> {
        let players = usize::from(self.players);
        std::array::from_fn(|i| match Player::nth(i) {
            Some(p) if i < players => f(p),
            _ => T::default(),
        })
    }

    /// The site of `player`'s store.
    pub fn store(&self, player: Player) -> u16 {
        (self.holes() + player.index()) as u16
    }

    /// Whether `site` is a store.
    pub fn is_store(&self, site: u16) -> bool {
        site as usize >= self.holes()
    }

    /// The hole at 0-based `row` and `column`.
    pub fn hole(&self, row: u16, column: u16) -> u16 {
        row * self.columns + column
    }

    /// 0-based row and column of `hole`.
    pub fn row_col(&self, hole: u16) -> (u16, u16) {
        (hole / self.columns, hole % self.columns)
    }

    /// The hole across the board: same column, mirrored row.
    pub fn opposite(&self, hole: u16) -> u16 {
        let (r, c) = self.row_col(hole);
        self.hole(self.rows - 1 - r, c)
    }

    /// The hole behind the opposite one: same column, one row farther from
    /// `hole`'s row. On four rows, the outer hole across from an inner
    /// one (`b2` to `b4`, `b3` to `b1`); `None` for the outer rows, and on
    /// two and three rows, where nothing lies behind the opposite row.
    pub fn behind_opposite(&self, hole: u16) -> Option<u16> {
        self.behind(self.opposite(hole))
    }

    /// The hole behind `hole`: the same column, one row farther from the
    /// middle of the board (`b2` to `b1` on four rows). `None` in the
    /// outer rows, and in the middle row of three.
    pub fn behind(&self, hole: u16) -> Option<u16> {
        let (r, c) = self.row_col(hole);
        let across = self.rows - 1 - r;
        let behind = match r.cmp(&across) {
            std::cmp::Ordering::Less => r.checked_sub(1)?,
            std::cmp::Ordering::Greater => r + 1,
            std::cmp::Ordering::Equal => return None,
        };
        (behind < self.rows).then(|| self.hole(behind, c))
    }

    /// The hole at the other end of the same row: the board turned end for
    /// end (`a1` and `f1` on six columns).
    pub fn reflect(&self, hole: u16) -> u16 {
        let (r, c) = self.row_col(hole);
        self.hole(r, self.columns - 1 - c)
    }

    /// The hole in the same place seen from the other side of the board:
    /// the board turned half round (`a1` and `f2` on two rows of six).
    pub fn mirror(&self, hole: u16) -> u16 {
        let (r, c) = self.row_col(hole);
        self.hole(self.rows - 1 - r, self.columns - 1 - c)
    }

    /// The site in the same place seen from the other side of the board:
    /// a hole's mirror (`mirror`), or the other player's store.
    pub fn mirror_site(&self, site: u16) -> u16 {
        if self.is_store(site) {
            let south = self.store(Player::SOUTH);
            return if site == south {
                self.store(Player::NORTH)
            } else {
                south
            };
        }
        self.mirror(site)
    }

    /// Whether a site lies on North's side of the board: North's store, or
    /// a hole in a row past the middle (on three rows, the middle row is
    /// on neither side).
    pub fn on_north_side(&self, site: u16) -> bool {
        if self.is_store(site) {
            return site == self.store(Player::NORTH);
        }
        let (r, _) = self.row_col(site);
        r > (self.rows - 1) / 2
    }

    /// The name of a site: `a1`, `south-store`, …
    pub fn site_name(&self, site: u16) -> String {
        if self.is_store(site) {
            let player = Player::nth(site as usize - self.holes()).unwrap_or(Player::NORTH);
            return format!("{}-store", player.name());
        }
        let (r, c) = self.row_col(site);
        format!("{}{}", column_letter(c), r + 1)
    }

    /// Reads a hole name like `c2`, `last2` for the last hole of row 2,
    /// `mid2` for the first hole of its right half, or a column counted
    /// from one of those, `(last-2)3` (the third hole from the end of row
    /// 3). `None` when it is malformed or off the board.
    pub fn parse_hole(&self, name: &str) -> Option<u16> {
        let name = name.trim();
        let (column, row) = match name.strip_prefix('(') {
            Some(rest) => {
                let (inside, row) = rest.split_once(')')?;
                (self.column_counted(inside)?, row)
            }
            None => {
                let digits = name.find(|c: char| c.is_ascii_digit())?;
                let column = match &name[..digits] {
                    LAST_COLUMN | MIDDLE_COLUMN => self.column_counted(&name[..digits])?,
                    letters => column_of(letters)?,
                };
                (column, &name[digits..])
            }
        };
        if !row.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let row: u16 = row.parse().ok()?;
        if row == 0 || row > self.rows || column >= self.columns {
            return None;
        }
        Some(self.hole(row - 1, column))
    }

    /// The 0-based column `last` or `mid` names, moved by an offset where
    /// one is written (`last-2`, `mid+1`); `None` off the board.
    fn column_counted(&self, text: &str) -> Option<u16> {
        let text = text.trim();
        let (word, offset) = match text.find(['+', '-']) {
            Some(at) => {
                let n: i32 = text[at + 1..].trim().parse().ok()?;
                let sign = if text[at..].starts_with('-') { -1 } else { 1 };
                (text[..at].trim(), sign * n)
            }
            None => (text, 0),
        };
        let base = match word {
            LAST_COLUMN => i32::from(self.columns) - 1,
            MIDDLE_COLUMN => i32::from(self.columns / 2),
            _ => return None,
        };
        u16::try_from(base + offset)
            .ok()
            .filter(|&c| c < self.columns)
    }

    /// Reads a hole name or a range like `a1-f1` / `f2-d2` / `a1-a3`, in
    /// order from the first end to the second. `Err` says what is wrong.
    pub fn parse_holes(&self, text: &str) -> Result<Vec<u16>, String> {
        let text = text.trim();
        // A store's name has a dash too, but is no range.
        if STORE_NAMES.contains(&text) {
            return Err(format!(
                "`{text}` is a store, not a hole: only holes are named here"
            ));
        }
        let Some((from, to)) = range_dash(text).map(|i| (&text[..i], &text[i + 1..])) else {
            return self
                .parse_hole(text)
                .map(|h| vec![h])
                .ok_or_else(|| self.explain_bad_hole(text));
        };
        let a = self
            .parse_hole(from)
            .ok_or_else(|| self.explain_bad_hole(from))?;
        let b = self
            .parse_hole(to)
            .ok_or_else(|| self.explain_bad_hole(to))?;
        let ((ra, ca), (rb, cb)) = (self.row_col(a), self.row_col(b));
        let steps: Vec<(u16, u16)> = if ra == rb {
            span(ca, cb).into_iter().map(|c| (ra, c)).collect()
        } else if ca == cb {
            span(ra, rb).into_iter().map(|r| (r, ca)).collect()
        } else {
            return Err(format!(
                "`{text}` is not a range along one row or one column"
            ));
        };
        Ok(steps.into_iter().map(|(r, c)| self.hole(r, c)).collect())
    }

    fn explain_bad_hole(&self, name: &str) -> String {
        let last = column_letter(self.columns - 1);
        format!(
            "`{}` is not a hole of this {}×{} board (holes are `a1` to `{last}{}`)",
            name.trim(),
            self.rows,
            self.columns,
            self.rows
        )
    }
}

/// The names a store goes by where sites are named (`south-store`, and
/// the mover's or the opponent's in rules): never a hole's.
pub const STORE_NAMES: [&str; 8] = [
    "south-store",
    "north-store",
    "third-store",
    "fourth-store",
    "fifth-store",
    "own-store",
    "opponent-store",
    "store",
];

/// The name of the last column on any board, so that a file played on
/// several sizes can name the end of a row (`last1`, `a1-last1`, and
/// counted back from it, `(last-1)1`): never a column's letters, which are
/// at most three.
pub const LAST_COLUMN: &str = "last";

/// The name of the first column of a row's right half on any board (the
/// middle one where a row has an odd number of holes), so that a file
/// played on several sizes can name a half row: `mid2-last2` is the right
/// half of row 2, `a2-(mid-1)2` its left half.
pub const MIDDLE_COLUMN: &str = "mid";

/// Where the dash of a range of holes lies in `text` (`a1-c1`), if it is
/// one: outside the parentheses of a column counted from the row's end
/// (`(last-2)1-last1`), and not a store's name.
pub fn range_dash(text: &str) -> Option<usize> {
    if text.trim().ends_with("-store") {
        return None;
    }
    let mut depth = 0i32;
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            '-' if depth == 0 => return Some(i),
            _ => {}
        }
    }
    None
}

/// The name of 0-based column `c`: `a` to `z`, then `aa`, `ab`, … (the
/// letters count in base 26 with no zero digit, as spreadsheet columns do).
pub fn column_letter(c: u16) -> String {
    let mut n = u32::from(c) + 1;
    let mut letters = Vec::new();
    while n > 0 {
        let digit = (n - 1) % 26;
        letters.push(char::from(b'a' + digit as u8));
        n = (n - 1) / 26;
    }
    letters.iter().rev().collect()
}

/// The 0-based column a name's letters give (`a` 0, `z` 25, `aa` 26), if
/// it is all lowercase letters and not absurdly long.
fn column_of(letters: &str) -> Option<u16> {
    if letters.is_empty() || letters.len() > 3 {
        return None;
    }
    let mut n: u32 = 0;
    for b in letters.bytes() {
        if !b.is_ascii_lowercase() {
            return None;
        }
        n = n * 26 + u32::from(b - b'a') + 1;
    }
    u16::try_from(n - 1).ok()
}

/// The inclusive run from `a` to `b`, in that order.
fn span(a: u16, b: u16) -> Vec<u16> {
    if a <= b {
        (a..=b).collect()
    } else {
        (b..=a).rev().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BOARD: Board = Board {
        rows: 2,
        columns: 6,
        stores: false,
        players: 2,
    };

    #[test]
    fn names_follow_the_south_first_convention() {
        assert_eq!(BOARD.parse_hole("a1"), Some(0));
        assert_eq!(BOARD.parse_hole("f2"), Some(11));
        assert_eq!(BOARD.site_name(6), "a2");
        assert_eq!(BOARD.parse_hole("g1"), None);
        assert_eq!(BOARD.parse_hole("a3"), None);
        assert_eq!(BOARD.opposite(0), 6);
    }

    #[test]
    fn the_last_column_is_named_on_every_size() {
        assert_eq!(BOARD.parse_hole("last1"), Some(5));
        assert_eq!(BOARD.parse_holes("last2-d2").unwrap(), vec![11, 10, 9]);
        let twelve = Board {
            columns: 12,
            ..BOARD
        };
        assert_eq!(twelve.site_name(twelve.parse_hole("last1").unwrap()), "l1");
        assert_eq!(BOARD.parse_hole("last3"), None);
    }

    #[test]
    fn columns_are_counted_from_the_end_and_the_middle() {
        let name = |b: &Board, n: &str| b.parse_hole(n).map(|h| b.site_name(h));
        let odd = Board {
            columns: 7,
            ..BOARD
        };
        assert_eq!(name(&BOARD, "(last-1)2").as_deref(), Some("e2"));
        assert_eq!(name(&BOARD, "( last - 5 )1").as_deref(), Some("a1"));
        assert_eq!(name(&BOARD, "(last-6)1"), None);
        assert_eq!(name(&BOARD, "(last+1)1"), None);
        assert_eq!(name(&BOARD, "mid1").as_deref(), Some("d1"));
        assert_eq!(name(&odd, "mid1").as_deref(), Some("d1"));
        assert_eq!(name(&odd, "(mid+1)2").as_deref(), Some("e2"));
        assert_eq!(name(&BOARD, "(mid-1)2").as_deref(), Some("c2"));
        assert_eq!(name(&BOARD, "(c+1)2"), None);
        assert_eq!(name(&BOARD, "(last-1)"), None);
        assert_eq!(name(&BOARD, "(last-1)2x"), None);
        let names = |text: &str| {
            BOARD
                .parse_holes(text)
                .map(|hs| hs.iter().map(|&h| BOARD.site_name(h)).collect::<Vec<_>>())
        };
        assert_eq!(names("(last-2)1-last1").unwrap(), ["d1", "e1", "f1"]);
        assert_eq!(names("a2-(mid-1)2").unwrap(), ["a2", "b2", "c2"]);
        assert_eq!(names("mid2-last2").unwrap(), ["d2", "e2", "f2"]);
    }

    #[test]
    fn ranges_run_in_the_written_order() {
        assert_eq!(BOARD.parse_holes("f2-d2").unwrap(), vec![11, 10, 9]);
        assert_eq!(BOARD.parse_holes("a1-a2").unwrap(), vec![0, 6]);
        assert!(BOARD.parse_holes("a1-b2").is_err());
    }

    #[test]
    fn behind_the_opposite_is_the_far_outer_row_on_four_rows() {
        let four = Board {
            rows: 4,
            columns: 8,
            stores: false,
            players: 2,
        };
        let hole = |name: &str| four.parse_hole(name).unwrap();
        // Inner rows mirror each other; the outer row lies behind.
        assert_eq!(four.opposite(hole("b2")), hole("b3"));
        assert_eq!(four.behind_opposite(hole("b2")), Some(hole("b4")));
        assert_eq!(four.behind_opposite(hole("g3")), Some(hole("g1")));
        assert_eq!(four.behind_opposite(hole("b1")), None);
        assert_eq!(four.behind_opposite(hole("b4")), None);
        assert_eq!(BOARD.behind_opposite(0), None);
        let three = Board { rows: 3, ..four };
        assert!((0..24).all(|h| three.behind_opposite(h).is_none()));
    }
}
