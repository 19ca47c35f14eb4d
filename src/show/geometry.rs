//! Where each site of a board is drawn: the one geometry of both board
//! drawings, the page of `sow view` (which reads it from the layout the
//! server sends) and the SVG of `sow preview --format svg` (`svg`).
//!
//! Holes stand in rows from South's side (row 1 at the bottom), columns
//! from South's left; North's store is on the left, South's on the right,
//! and each side's name is written on its edge. Where more than two play,
//! the stores share the two sides: South's, the third's and the fifth's on
//! the right from the bottom up, North's and the fourth's on the left from
//! the top down.

use serde::Serialize;

use crate::model::Board;

/// The sizes of the drawing, in SVG user units.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Sizes {
    /// A column's width: a hole and room around it.
    pub cell: u32,
    /// A row's height: a hole, its name above and its count below.
    pub row: u32,
    /// A hole's radius.
    pub radius: u32,
    /// A store's width.
    pub store_width: u32,
    /// The margin around the board.
    pub pad: u32,
    /// The band above and below the board for each side's name.
    pub side: u32,
}

/// The one set of sizes sow draws boards with.
pub const SIZES: Sizes = Sizes {
    cell: 78,
    row: 96,
    radius: 27,
    store_width: 84,
    pad: 14,
    side: 22,
};

/// A site's centre.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Point {
    /// From the left edge.
    pub x: u32,
    /// From the top edge.
    pub y: u32,
}

/// The drawing of one board: its size and each site's centre.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Geometry {
    /// The whole drawing's width.
    pub width: u32,
    /// The whole drawing's height.
    pub height: u32,
    /// What it is drawn with.
    pub sizes: Sizes,
    /// Each site's centre, by site number (holes, then each player's
    /// store).
    #[serde(skip)]
    pub sites: Vec<Point>,
    /// The same centres by site name, for the page.
    pub at: std::collections::BTreeMap<String, Point>,
    /// Each store's height, by its name (`south-store`).
    pub store_heights: std::collections::BTreeMap<String, u32>,
}

impl Geometry {
    /// Where the sites of `board` are drawn.
    pub fn of(board: &Board) -> Geometry {
        let s = SIZES;
        let rows = u32::from(board.rows);
        let width = 2 * s.pad + 2 * s.store_width + u32::from(board.columns) * s.cell;
        let height = 2 * s.pad + 2 * s.side + rows * s.row;
        let mut sites: Vec<Point> = (0..board.holes() as u16)
            .map(|h| {
                let (row, column) = board.row_col(h);
                Point {
                    x: s.pad + s.store_width + u32::from(column) * s.cell + s.cell / 2,
                    y: s.pad + s.side + (rows - 1 - u32::from(row)) * s.row + s.row / 2,
                }
            })
            .collect();
        // Each player's store, in the order of the site numbers that
        // follow the holes: the even players' on the right, from the
        // bottom, the odd ones' on the left, from the top.
        let band = rows * s.row;
        let players = u32::from(board.players);
        let mut store_heights = std::collections::BTreeMap::new();
        for p in 0..players {
            let (right, shared) = (p % 2 == 0, players.div_ceil(2) - (p % 2) * (players % 2));
            let slot = p / 2;
            let h = band / shared.max(1);
            let from_top = if right { shared - 1 - slot } else { slot };
            sites.push(Point {
                x: if right {
                    width - s.pad - s.store_width / 2
                } else {
                    s.pad + s.store_width / 2
                },
                y: s.pad + s.side + from_top * h + h / 2,
            });
            store_heights.insert(
                board.site_name((board.holes() + p as usize) as u16),
                h.saturating_sub(16),
            );
        }
        let at = sites
            .iter()
            .enumerate()
            .map(|(site, &p)| (board.site_name(site as u16), p))
            .collect();
        Geometry {
            width,
            height,
            sizes: s,
            sites,
            at,
            store_heights,
        }
    }

    /// The centre of `site` (the board's middle for a site it lacks).
    pub fn centre(&self, site: u16) -> Point {
        self.sites.get(site as usize).copied().unwrap_or(Point {
            x: self.width / 2,
            y: self.height / 2,
        })
    }

    /// The height of `player`'s store: the rows, less a margin, shared
    /// with the other stores of its side where more than two play.
    pub fn store_height(&self, board: &Board, player: crate::model::Player) -> u32 {
        let name = board.site_name(board.store(player));
        self.store_heights.get(&name).copied().unwrap_or(0)
    }
}
