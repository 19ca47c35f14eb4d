//! The board as a standalone SVG picture, for README and docs (`sow
//! preview --format svg`): the holes named and their seeds counted, the
//! stores, a player's track as arrows, and a number at each site for the
//! order it is sown in. Drawn on the page's own geometry (`geometry`) and
//! with the page's colours, so the picture is the board the page shows.

use std::collections::BTreeMap;
use std::fmt::Write;

use super::geometry::{Geometry, Point};
use super::preview::{SowingPreview, sowing_preview};
use crate::model::{Player, Variant};

/// The most order numbers written at one site; a `…` says there are more.
const NUMBERS_AT_A_SITE: usize = 3;

/// The page's colours (`view/page/style.css`), for a picture that has no
/// page around it.
const STYLE: &str = "\
.frame{fill:#c89f6a;stroke:#7a5a32;stroke-width:3}\
.pit{fill:#a77b45;stroke:#5e4422;stroke-width:2}\
.south .pit{fill:#9f8b66}.north .pit{fill:#b07a49}\
.neutral .pit{fill:#c2b9a8;stroke-dasharray:4 3}\
.off-track .pit{stroke:#333;stroke-dasharray:2 2}\
.lifted .pit{stroke:#1db954;stroke-width:5}\
.big{font:bold 20px sans-serif;fill:#fff;text-anchor:middle}\
.name{font:11px monospace;fill:#3b2f22;text-anchor:middle}\
.side,.title{font:bold 13px sans-serif;text-anchor:middle;fill:#222}\
.track{stroke:#2d6a4f;stroke-width:1.5;fill:none;opacity:.55;marker-end:url(#arrow)}\
.order{font:bold 12px sans-serif;fill:#1b4332;stroke:#fff;stroke-width:3;paint-order:stroke}";

/// The board at the start of a game with South's track drawn and each
/// site numbered in the order South's track sows it.
pub fn track_svg(variant: &Variant) -> String {
    let track = &variant.tracks[Player::SOUTH.index()];
    let order = track.iter().map(|&s| variant.board.site_name(s));
    let title = format!("{}: South's sowing order", variant.name);
    picture(variant, &title, Player::SOUTH, None, order)
}

/// The board at the start of a game and the sowing from `site`: the hole
/// lifted, the mover's track, and each seed's place numbered in the order
/// it falls. Where the mover chooses the way, the sowing along the track.
pub fn sowing_svg(variant: &Variant, site: u16) -> String {
    let hole = variant.board.site_name(site);
    let preview = sowing_preview(variant, site);
    let sowing = match &preview {
        SowingPreview::Sows(sowings) => sowings.first(),
        _ => None,
    };
    let Some(sowing) = sowing else {
        let why = match preview {
            SowingPreview::StartsEmpty { .. } => "starts empty",
            _ => "starts no move",
        };
        let title = format!("{}: {hole} {why}", variant.name);
        return picture(
            variant,
            &title,
            Player::SOUTH,
            Some(&hole),
            std::iter::empty(),
        );
    };
    let order = sowing.laps.iter().flat_map(|lap| lap.sown.iter().cloned());
    let title = format!(
        "{}: sowing from {} ({}, {} seeds)",
        variant.name,
        sowing.name,
        sowing.mover.name(),
        sowing.seeds
    );
    picture(variant, &title, sowing.mover, Some(&hole), order)
}

/// The picture: `order` is the sites in the order they are sown, each
/// numbered where it is; `lifted` the hole sown from, if any.
fn picture(
    variant: &Variant,
    title: &str,
    track_of: Player,
    lifted: Option<&str>,
    order: impl Iterator<Item = String>,
) -> String {
    let board = &variant.board;
    let geo = Geometry::of(board);
    let s = geo.sizes;
    let mut numbers: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for (k, name) in order.enumerate() {
        numbers.entry(name).or_default().push(k + 1);
    }
    let mut out = String::new();
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {h}\" \
         width=\"{w}\" height=\"{h}\" role=\"img\">",
        w = geo.width,
        h = geo.height
    );
    let _ = writeln!(out, "<title>{}</title>", escape(title));
    let _ = writeln!(out, "<style>{STYLE}</style>");
    out.push_str(
        "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" \
         markerWidth=\"6\" markerHeight=\"6\" orient=\"auto-start-reverse\">\
         <path d=\"M0,0 L10,5 L0,10 z\" fill=\"#2d6a4f\"/></marker></defs>\n",
    );
    let _ = writeln!(
        out,
        "<rect class=\"frame\" x=\"{}\" y=\"{}\" rx=\"24\" width=\"{}\" height=\"{}\"/>",
        s.pad / 2,
        s.pad / 2 + s.side,
        geo.width - s.pad,
        geo.height - s.pad - 2 * s.side
    );
    let _ = writeln!(
        out,
        "<text class=\"side\" x=\"{}\" y=\"{}\">North</text>\
         <text class=\"side\" x=\"{}\" y=\"{}\">South</text>",
        geo.width / 2,
        s.pad + 4,
        geo.width / 2,
        geo.height - 6
    );
    let count = |site: usize| variant.start.get(site).copied().unwrap_or(0);
    let holes = board.holes();
    for player in board.players() {
        let site = usize::from(board.store(player));
        let Point { x, y } = geo.centre(site as u16);
        let h = geo.store_height(board, player);
        let _ = writeln!(
            out,
            "<g class=\"store {p}\" id=\"{p}-store\"><rect class=\"pit\" x=\"{}\" y=\"{}\" \
             width=\"{}\" height=\"{h}\" rx=\"26\"/><text class=\"name\" x=\"{x}\" y=\"{}\">{}</text>\
             <text class=\"big\" x=\"{x}\" y=\"{}\">{}</text></g>",
            x - s.store_width / 2 + 8,
            y - h / 2,
            s.store_width - 16,
            y - h / 2 + 14,
            // Where more than two play, each store says whose it is.
            match (board.players > 2, board.stores) {
                (true, _) => player.name(),
                (false, true) => "store",
                (false, false) => "taken",
            },
            y + 7,
            count(site),
            p = player.name(),
        );
    }
    for h in 0..holes {
        let name = board.site_name(h as u16);
        let Point { x, y } = geo.centre(h as u16);
        let owner = variant.owner.get(h).copied().flatten();
        let mut classes = vec!["hole", owner.map_or("unowned", Player::name)];
        if variant.neutral.contains(&(h as u16)) {
            classes.push("neutral");
        }
        if variant.off_track.contains(&(h as u16)) {
            classes.push("off-track");
        }
        if lifted == Some(name.as_str()) {
            classes.push("lifted");
        }
        let _ = writeln!(
            out,
            "<g class=\"{}\" id=\"hole-{name}\"><circle class=\"pit\" cx=\"{x}\" cy=\"{y}\" \
             r=\"{r}\"/><text class=\"name\" x=\"{x}\" y=\"{}\">{name}</text>\
             <text class=\"big\" x=\"{x}\" y=\"{}\">{}</text></g>",
            classes.join(" "),
            y - s.radius - 3,
            y + 7,
            count(h),
            r = s.radius,
        );
    }
    out.push_str(&track_lines(variant, &geo, track_of));
    for (name, ks) in &numbers {
        let Some(&Point { x, y }) = geo.at.get(name) else {
            continue;
        };
        let mut shown: Vec<String> = ks
            .iter()
            .take(NUMBERS_AT_A_SITE)
            .map(usize::to_string)
            .collect();
        if ks.len() > NUMBERS_AT_A_SITE {
            shown.push("…".into());
        }
        let _ = writeln!(
            out,
            "<text class=\"order\" x=\"{}\" y=\"{}\">{}</text>",
            x + s.radius - 4,
            y.saturating_sub(s.radius - 8),
            shown.join(",")
        );
    }
    out.push_str("</svg>\n");
    out
}

/// `player`'s track as arrows from site to site, each cut short of the
/// holes' rims, as the page draws it.
fn track_lines(variant: &Variant, geo: &Geometry, player: Player) -> String {
    let track = &variant.tracks[player.index()];
    let cut = f64::from(geo.sizes.radius + 2);
    let mut out = String::from("<g id=\"track\">");
    for (&from, &to) in track.iter().zip(track.iter().cycle().skip(1)) {
        let (a, b) = (geo.centre(from), geo.centre(to));
        let (ax, ay, bx, by) = (
            f64::from(a.x),
            f64::from(a.y),
            f64::from(b.x),
            f64::from(b.y),
        );
        let (dx, dy) = (bx - ax, by - ay);
        let len = dx.hypot(dy).max(1.0);
        let (ux, uy) = (dx / len * cut, dy / len * cut);
        let _ = write!(
            out,
            "<line class=\"track\" x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\"/>",
            ax + ux,
            ay + uy,
            bx - ux,
            by - uy
        );
    }
    out.push_str("</g>\n");
    out
}

/// Text made safe inside an XML element or attribute.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
