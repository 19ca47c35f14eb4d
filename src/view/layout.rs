//! The board's layout as the page draws it: rows and holes with their
//! names, the stores, owners, neutral and off-track holes, regions and
//! each player's track, and where each site is drawn (the geometry
//! `sow preview --format svg` draws with too).

use serde::Serialize;

use crate::model::{Player, Variant};
use crate::show::Geometry;

/// The board of a variant, named as the file and `sow play` name it.
#[derive(Debug, Serialize)]
pub(super) struct Layout {
    name: String,
    rows: u16,
    columns: u16,
    /// Whether stores are on the board (else they hold the seeds taken).
    stores: bool,
    holes: Vec<HoleLayout>,
    regions: Vec<RegionLayout>,
    /// Each player's sowing order, by site name, South first.
    tracks: [Vec<String>; 2],
    /// Where the stores follow the way sown (`store_follows_way`): each
    /// player's sowing order against the track, each store after the
    /// other end of its player's row, drawn once the players sow that
    /// way (the page draws the stores at each other's places then).
    #[serde(skip_serializing_if = "Option::is_none")]
    tracks_against: Option<[Vec<String>; 2]>,
    /// Where each site is drawn, and the sizes it is drawn with.
    geometry: Geometry,
}

#[derive(Debug, Serialize)]
struct HoleLayout {
    name: String,
    /// 0-based, from South's side.
    row: u16,
    /// 0-based, from South's left.
    column: u16,
    owner: Option<Player>,
    neutral: bool,
    off_track: bool,
}

#[derive(Debug, Serialize)]
struct RegionLayout {
    name: String,
    /// Its holes of each player, South first.
    holes: [Vec<String>; 2],
}

impl Layout {
    pub fn of(variant: &Variant) -> Layout {
        let board = &variant.board;
        let names = |sites: &[u16]| sites.iter().map(|&s| board.site_name(s)).collect();
        let holes = (0..board.holes() as u16)
            .map(|h| {
                let (row, column) = board.row_col(h);
                HoleLayout {
                    name: board.site_name(h),
                    row,
                    column,
                    owner: variant.owner.get(h as usize).copied().flatten(),
                    neutral: variant.neutral.contains(&h),
                    off_track: variant.off_track.contains(&h),
                }
            })
            .collect();
        Layout {
            name: variant.name.clone(),
            rows: board.rows,
            columns: board.columns,
            stores: board.stores,
            holes,
            regions: variant
                .regions
                .iter()
                .map(|r| RegionLayout {
                    name: r.name.clone(),
                    holes: [names(&r.holes[0]), names(&r.holes[1])],
                })
                .collect(),
            tracks: Player::BOTH.map(|p| names(&variant.tracks[p.index()])),
            tracks_against: variant
                .store_follows_way
                .then(|| Player::BOTH.map(|p| names(&variant.track_against(p)))),
            geometry: Geometry::of(board),
        }
    }
}
