//! `sow preview`: the sowing order drawn on the board, and where a sowing
//! from each hole goes with its starting seeds, in plain text or as SVG.

use std::path::Path;

use clap::ValueEnum;

use super::{EXIT_CLEAN, EXIT_USAGE, load_rules};
use sow::model::Board;
use sow::show::{Markup, sowing_preview, sowing_svg, track_picture, track_svg};

/// How `sow preview` draws.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum PictureFormat {
    /// Plain text: the track, then each sowing lap by lap.
    Text,
    /// One SVG picture: the sowing from `--hole`, or South's track.
    Svg,
}

pub fn run(file: &Path, size: Option<&str>, hole: Option<&str>, format: PictureFormat) -> u8 {
    let rules = match load_rules(file, size) {
        Ok(r) => r,
        Err(code) => return code,
    };
    let variant = &rules.variant;
    let board = &variant.board;
    // A mistyped `--hole` is a usage error, told before anything is drawn.
    let holes = match hole {
        Some(name) => match board.parse_hole(name) {
            Some(h) => vec![h],
            None => {
                eprintln!(
                    "error: `{name}` is not a hole of this board; holes: {}",
                    hole_names(board)
                );
                return EXIT_USAGE;
            }
        },
        None => (0..board.holes() as u16).collect(),
    };
    if format == PictureFormat::Svg {
        // One picture: the sowing asked for, else the track alone.
        match (hole, holes.first()) {
            (Some(_), Some(&h)) => print!("{}", sowing_svg(variant, h)),
            _ => print!("{}", track_svg(variant)),
        }
        return EXIT_CLEAN;
    }
    println!("{}\n", track_picture(variant, Markup::Plain));
    for h in holes {
        println!("{}\n", sowing_preview(variant, h).render(Markup::Plain));
    }
    EXIT_CLEAN
}

/// Every hole of `board`, by name, row by row from row 1.
fn hole_names(board: &Board) -> String {
    let names: Vec<String> = (0..board.holes() as u16)
        .map(|h| board.site_name(h))
        .collect();
    names.join(" ")
}
