//! Where a sowing from one hole, with its seeds at the start, goes lap by
//! lap, and where it ends: first as plain data ([`SowingPreview`]), then
//! drawn for a hover or a terminal ([`SowingPreview::render`]).

use std::fmt::Write;

use super::{Markup, board_text, capitalised};
use crate::engine::{CLAIMS_LEN, Claims, LapSeen, Move, Rules, SowEnd, Watch, Way, sow_watched};
use crate::model::board::MAX_SITES;
use crate::model::{Player, Variant};

/// The most laps a preview sows before it stops.
pub const PREVIEW_LAPS: u32 = 200;
/// The most laps a preview lists one by one.
const LISTED_LAPS: usize = 12;
/// The most sites listed for one lap.
const LISTED_DROPS: usize = 40;

/// A sowing from one hole at the start of a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SowingPreview {
    /// The hole holds no seeds at the start: nothing to sow.
    StartsEmpty {
        /// The hole's name.
        hole: String,
    },
    /// No player may start a move from the hole (nobody owns it, say, and
    /// moves start from one's own holes).
    NoMove {
        /// The hole's name.
        hole: String,
    },
    /// The hole keeps a special status under which no move starts from
    /// it (`[holes.NAME] lift = "never"`).
    NeverLifted {
        /// The hole's name.
        hole: String,
        /// The special hole's table name.
        name: String,
    },
    /// The hole holds fewer seeds at the start than a move needs
    /// (`[moves] min_seeds`).
    TooFew {
        /// The hole's name.
        hole: String,
        /// Its seeds at the start.
        seeds: u32,
        /// The seeds a move needs.
        min: u32,
    },
    /// The hole holds more seeds at the start than a move may start from
    /// (`[moves] max_seeds`).
    TooMany {
        /// The hole's name.
        hole: String,
        /// Its seeds at the start.
        seeds: u32,
        /// The most a starting hole may hold.
        max: u32,
    },
    /// The hole's seeds are sown: one sowing, or one for each way the
    /// mover may choose (`[sowing] way = "either"`, or the first move of
    /// `"chosen-once"`), along the track first.
    Sows(Vec<PreviewedSowing>),
}

/// A sowing, lap by lap.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PreviewedSowing {
    /// The hole sown from.
    pub hole: String,
    /// The move, named as `sow play` reads it (`c1`, or `c1+` and `c1-`
    /// where the mover chooses the way).
    pub name: String,
    /// Its owner, who sows it (South for a hole nobody owns).
    pub mover: Player,
    /// Its seeds at the start.
    pub seeds: u32,
    /// Whether the game opens with a phase of its own, whose rules apply.
    pub opening: bool,
    /// Whether the mover chooses each hole's drop (`drops = "chosen"`):
    /// the laps then show one seed a hole, one way of choosing.
    pub chosen_drops: bool,
    /// The first laps, up to a dozen.
    pub laps: Vec<Lap>,
    /// Laps in all (at most [`PREVIEW_LAPS`]).
    pub total_laps: u32,
    /// How the sowing ended.
    pub end: SowEnd,
    /// Whether it waits for its mover to choose where captured seeds are
    /// sown back (with [`SowEnd::Chosen`]; else the choice is to stop or
    /// sow on).
    pub chooses_back: bool,
    /// The rule its mover may fire or decline where it waits on one (with
    /// [`SowEnd::Chosen`]).
    pub offers: Option<String>,
    /// Where its last seed fell.
    pub last: String,
    /// Seeds captured.
    pub captured: u32,
    /// The board after it (see [`board_text`]).
    pub board: String,
}

/// One lap of a sowing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lap {
    /// Seeds lifted.
    pub lifted: u16,
    /// The site they were lifted from, or the site the lap sows on from
    /// where its seeds are captured ones sown back.
    pub from: String,
    /// Whether its seeds were captured this turn and come back from the
    /// mover's store to be sown (`sow_back`), rather than lifted.
    pub sown_back: bool,
    /// The sites sown, in order (at most 40 of them; holes the sowing
    /// passes over are not among them).
    pub sown: Vec<String>,
    /// The landing rule that fired where the lap ended, if one did.
    pub fires: Option<String>,
    /// Where the lap's last seed fell.
    pub last: String,
}

/// Watches a sowing and keeps its first laps, each seed where it fell.
struct Recorder<'v> {
    variant: &'v Variant,
    laps: Vec<Lap>,
    /// The sites sown so far in the lap under way.
    drops: Vec<String>,
    /// Whether the lap under way sows captured seeds back.
    sowing_back: bool,
}

impl Watch for Recorder<'_> {
    fn seed(&mut self, site: u16) {
        if self.laps.len() < LISTED_LAPS && self.drops.len() < LISTED_DROPS {
            self.drops.push(self.variant.board.site_name(site));
        }
    }

    fn sows_back(&mut self) {
        self.sowing_back = true;
    }

    fn lap(&mut self, lap: LapSeen) {
        let sown = std::mem::take(&mut self.drops);
        let sown_back = std::mem::take(&mut self.sowing_back);
        if self.laps.len() >= LISTED_LAPS {
            return;
        }
        let board = &self.variant.board;
        self.laps.push(Lap {
            lifted: lap.lifted,
            from: board.site_name(lap.from),
            sown_back,
            sown,
            fires: lap
                .rule
                .and_then(|i| self.variant.landing.get(i))
                .map(|r| r.name.clone()),
            last: board.site_name(lap.last),
        });
    }
}

/// Sows `site` from the start of a game of `variant`.
pub fn sowing_preview(variant: &Variant, site: u16) -> SowingPreview {
    let board = &variant.board;
    let hole = board.site_name(site);
    let seeds = variant.start.get(site as usize).copied().unwrap_or(0);
    if seeds == 0 {
        return SowingPreview::StartsEmpty { hole };
    }
    let all = Rules::new(variant);
    // The sowing of the player who may start a move here: its owner, else
    // whoever may (`moves.from = "any"`); none, and play has no such move.
    let may_start = |p: Player| all.starts[p.index()].contains(&site);
    let owner = variant.owner.get(site as usize).copied().flatten();
    let mover = match owner {
        Some(p) if may_start(p) => Some(p),
        _ => Player::BOTH.into_iter().find(|&p| may_start(p)),
    };
    let Some(mover) = mover else {
        return SowingPreview::NoMove { hole };
    };
    // What keeps a move from starting here at the start, as play judges
    // it: a status under which the hole is never lifted, too few seeds.
    if let Some(special) = (variant.special_holes.iter())
        .find(|s| s.hole == site && s.lift == crate::format::SpecialLift::Never)
    {
        let name = special.name.clone();
        return SowingPreview::NeverLifted { hole, name };
    }
    if seeds < variant.min_seeds.max(1) {
        let min = variant.min_seeds;
        return SowingPreview::TooFew { hole, seeds, min };
    }
    if let Some(max) = variant.max_seeds.filter(|&max| seeds > max) {
        return SowingPreview::TooMany { hole, seeds, max };
    }
    // A game that opens with its own phase starts with the opening's rules.
    let opening = all.opening.is_some();
    let mut rules = match all.opening {
        Some(rules) => *rules,
        None => all,
    };
    rules.set_max_laps(PREVIEW_LAPS);
    // Where the mover chooses the way, each way is a move of its own (the
    // game's first, where it chooses the way for the game); a way that
    // follows from the count is the one play sows.
    let ways: &[Way] = if rules.way_chosen() {
        &[Way::Along, Way::Against]
    } else {
        &[Way::Along]
    };
    let sowings = ways
        .iter()
        .map(|&way| {
            let m = if rules.way_once() {
                Move::choosing(site, way)
            } else {
                Move::new(site, way)
            };
            sow_from_start(variant, &rules, m, mover, opening)
        })
        .collect();
    SowingPreview::Sows(sowings)
}

/// Sows `m` by `mover` from the start of a game.
fn sow_from_start(
    variant: &Variant,
    rules: &Rules,
    m: Move,
    mover: Player,
    opening: bool,
) -> PreviewedSowing {
    let board = &variant.board;
    let site = m.hole();
    let mut counts = [0u16; MAX_SITES];
    for (c, &n) in counts.iter_mut().zip(&variant.start) {
        *c = u16::try_from(n).unwrap_or(u16::MAX);
    }
    let mut claims: Claims = [0; CLAIMS_LEN];
    let mut recorder = Recorder {
        variant,
        laps: Vec::new(),
        drops: Vec::new(),
        sowing_back: false,
    };
    let lifted = counts.get(site as usize).copied().unwrap_or(0);
    let sowing = sow_watched(
        rules.for_move(m, lifted),
        &mut counts,
        &mut claims,
        site,
        mover,
        1,
        &mut recorder,
    );
    PreviewedSowing {
        hole: board.site_name(site),
        name: m.name(rules),
        mover,
        seeds: variant.start.get(site as usize).copied().unwrap_or(0),
        opening,
        chosen_drops: rules.chosen_drops,
        laps: recorder.laps,
        total_laps: sowing.laps,
        end: sowing.end,
        chooses_back: sowing.back_rule != 0,
        offers: usize::from(sowing.offered)
            .checked_sub(1)
            .and_then(|i| variant.landing.get(i))
            .map(|r| r.name.clone()),
        last: board.site_name(sowing.last),
        captured: sowing.captured,
        board: board_text(board, &counts[..board.sites()]),
    }
}

impl SowingPreview {
    /// The preview in words, a lap a line, and the board after it.
    pub fn render(&self, markup: Markup) -> String {
        match self {
            SowingPreview::StartsEmpty { hole } => format!(
                "{} starts empty: no sowing from it at the start.",
                markup.strong(hole)
            ),
            SowingPreview::NoMove { hole } => format!(
                "{}: no move starts here (neither player may start a move from it).",
                markup.strong(hole)
            ),
            SowingPreview::NeverLifted { hole, name } => format!(
                "{}: no move starts here while it is the `{name}` (`[holes.{name}] lift = \
                 \"never\"`).",
                markup.strong(hole)
            ),
            SowingPreview::TooFew { hole, seeds, min } => format!(
                "{}: no move starts here at the start: it holds {}, and a move needs {min} at \
                 least (`min_seeds`).",
                markup.strong(hole),
                crate::model::count_in_seeds(&seeds.to_string())
            ),
            SowingPreview::TooMany { hole, seeds, max } => format!(
                "{}: no move starts here at the start: it holds {}, and a move may start from \
                 {max} at most (`max_seeds`).",
                markup.strong(hole),
                crate::model::count_in_seeds(&seeds.to_string())
            ),
            SowingPreview::Sows(sowings) => sowings
                .iter()
                .map(|sowing| sowing.render(markup))
                .collect::<Vec<_>>()
                .join("\n\n"),
        }
    }
}

impl PreviewedSowing {
    /// "Sowing from c1", and the way where the mover chooses it.
    fn title(&self) -> String {
        match self.name.strip_prefix(&self.hole) {
            Some("+") => format!("Sowing from {} along the track ({})", self.hole, self.name),
            Some("-") => format!(
                "Sowing from {} against the track ({})",
                self.hole, self.name
            ),
            _ => format!("Sowing from {}", self.hole),
        }
    }

    fn render(&self, markup: Markup) -> String {
        let mover = capitalised(self.mover.name());
        let mut out = format!(
            "{} ({mover}, {} at the start):\n\n",
            markup.strong(&self.title()),
            crate::model::count_in_seeds(&self.seeds.to_string())
        );
        if self.opening {
            out.push_str(
                "In the opening, with the opening's rules, as if the other player did not sow \
                 (in play, their laps come in turn with these).\n\n",
            );
        }
        if self.chosen_drops {
            out.push_str(
                "The mover chooses how many seeds fall into each hole, a ply each (`drop=2`); \
                 shown here one seed a hole.\n\n",
            );
        }
        for (k, lap) in self.laps.iter().enumerate() {
            let _ = writeln!(out, "{}. {}", k + 1, lap.render(markup));
        }
        if self.total_laps as usize > self.laps.len() && self.end != SowEnd::Capped {
            let _ = writeln!(out, "\n… {} laps in all", self.total_laps);
        }
        let ending = match self.end {
            SowEnd::EndTurn => format!("the turn ends in {}", self.last),
            SowEnd::MoveAgain => format!("ends in {}; {mover} moves again", self.last),
            SowEnd::Chosen if self.chooses_back => format!(
                "captures in {}, and {mover} chooses where the captured seeds are sown back",
                self.last
            ),
            SowEnd::Chosen if let Some(rule) = &self.offers => format!(
                "ends in {}, where {mover} {}",
                self.last,
                crate::engine::answer_offer(rule)
            ),
            SowEnd::Chosen => format!(
                "ends in {}, where {mover} chooses to stop or sow on",
                self.last
            ),
            SowEnd::Endless => "the relay sowing repeats forever".to_string(),
            SowEnd::Capped => {
                format!("still sowing after {PREVIEW_LAPS} laps; the preview stops here")
            }
        };
        let _ = write!(out, "\nEnds: {ending}");
        if self.captured > 0 {
            let _ = write!(
                out,
                ", capturing {}",
                crate::model::count_in_seeds(&self.captured.to_string())
            );
        }
        let _ = write!(out, ".\n{}", markup.picture(&self.board));
        out
    }
}

impl Lap {
    fn render(&self, markup: Markup) -> String {
        let mut sites: Vec<&str> = self.sown.iter().map(String::as_str).collect();
        if self.lifted as usize > LISTED_DROPS {
            sites.push("…");
        }
        // Seeds sown back come from the store, not from the hole the lap
        // sows on from, which may be empty.
        let mut line = if self.sown_back {
            format!(
                "sows back the {} captured from after {}: {}",
                crate::model::count_in_seeds(&self.lifted.to_string()),
                self.from,
                sites.join(" ")
            )
        } else {
            format!(
                "lifts {} from {}, sows {}",
                self.lifted,
                self.from,
                sites.join(" ")
            )
        };
        let _ = write!(line, "; last seed in {}", markup.strong(&self.last));
        if let Some(rule) = &self.fires {
            let _ = write!(line, ", rule {} fires", markup.name(rule));
        }
        line
    }
}
