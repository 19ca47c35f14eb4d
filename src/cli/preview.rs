//! `sow preview`: the sowing order drawn on the board, and where a sowing
//! from each hole goes with its starting seeds, in plain text.

use std::path::Path;

use super::{EXIT_CLEAN, EXIT_FINDINGS, load_rules};
use sow::show::{Markup, sowing_preview, track_picture};

pub fn run(file: &Path, hole: Option<&str>) -> u8 {
    let rules = match load_rules(file) {
        Ok(r) => r,
        Err(code) => return code,
    };
    let variant = &rules.variant;
    let board = &variant.board;
    println!("{}\n", track_picture(variant, Markup::Plain));
    let holes: Vec<u16> = match hole {
        Some(name) => match board.parse_hole(name) {
            Some(h) => vec![h],
            None => {
                eprintln!("error: `{name}` is not a hole of this board");
                return EXIT_FINDINGS;
            }
        },
        None => (0..board.holes() as u16).collect(),
    };
    for h in holes {
        println!("{}\n", sowing_preview(variant, h).render(Markup::Plain));
    }
    EXIT_CLEAN
}
