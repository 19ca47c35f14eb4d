//! Holes with rules of their own (`[holes.NAME]`, Bao's nyumba): each
//! player's hole, how it may be lifted, whether a sowing stops there, and
//! when it loses its status; resolved, checked (O009: a hole its player
//! does not own or sow) and told in words. The engine keeps each status in
//! the position (`engine::special_hole`).

use std::ops::Range;

use super::{Board, HoleSet, Player, Region, Variant};
use crate::codes::special_hole_choice::CODE as CHOICE;
use crate::codes::special_hole_misplaced::CODE;
use crate::diagnostic::Diagnostic;
use crate::format::{self as f, SpecialLift, SpecialLost, SpecialStop};

/// One player's hole of a `[holes.NAME]` table, resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpecialHole {
    /// The table's name (`nyumba`).
    pub name: String,
    /// Whose hole it is.
    pub player: Player,
    /// The hole.
    pub hole: u16,
    /// Where the hole is named.
    pub span: Range<usize>,
    /// When a move may start from it.
    pub lift: SpecialLift,
    /// Whether a lap ending there stops the turn.
    pub stop: SpecialStop,
    /// When it loses its status.
    pub lost_when: SpecialLost,
    /// How many seeds a seed placed into it sows on, and when.
    pub placed_sows: Option<PlacedSows>,
    /// Where its player chooses the hole (`chosen`): it is one of the
    /// holes they choose among, with the status only once chosen.
    pub chosen: Option<ChosenAmong>,
}

/// `chosen` of a special hole: how many holes its player chooses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChosenAmong {
    /// Holes each player chooses.
    pub count: u16,
    /// Where `chosen` is written.
    pub span: Range<usize>,
}

/// `placed_sows` of a special hole, resolved for one player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlacedSows {
    /// The most seeds lifted from the hole (0, an O010, is played as 1).
    pub at_most: u16,
    /// Where the key is written.
    pub span: Range<usize>,
    /// The region the hole must be alone in, when `alone_in` is written.
    pub alone_in: Option<AloneIn>,
    /// At most this many seeds before the seed falls, the hole is lifted
    /// whole instead (`whole_at_most`), and where that is written.
    pub whole_at_most: Option<(u16, Range<usize>)>,
}

/// `alone_in` of `placed_sows`, resolved for one player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AloneIn {
    /// The region's name.
    pub name: String,
    /// Where it is written.
    pub span: Range<usize>,
    /// The player's holes of the region (empty when there is no such
    /// region).
    pub holes: Vec<u16>,
    /// Whether a region of that name exists.
    pub known: bool,
}

/// Resolves every `[holes.NAME]` table: one entry per player's hole that
/// names a hole of the board (bad names reported through `report`), or,
/// where the players choose (`chosen`, its set resolved in `chosen_from`),
/// one per hole each may choose (O013 where the table cannot be played).
pub(super) fn lower(
    at: (&Board, &[Region], &[Option<Player>]),
    tables: &[(String, Range<usize>, f::SpecialHoleTable)],
    chosen_from: &[Option<HoleSet>],
    diags: &mut Vec<Diagnostic>,
    mut report: impl FnMut(&f::Sp<String>, String),
) -> Vec<SpecialHole> {
    let (board, regions, owner) = at;
    let mut out: Vec<SpecialHole> = Vec::new();
    for (i, (name, span, table)) in tables.iter().enumerate() {
        let entry = |player, hole, span: &Range<usize>, chosen| SpecialHole {
            name: name.clone(),
            player,
            hole,
            span: span.clone(),
            lift: table.lift.as_ref().map(|l| l.value).unwrap_or_default(),
            stop: table.stop.as_ref().map(|s| s.value).unwrap_or_default(),
            lost_when: (table.lost_when.as_ref())
                .map(|l| l.value)
                .unwrap_or_default(),
            placed_sows: (table.placed_sows.as_ref()).map(|p| placed_sows(p, regions, player)),
            chosen,
        };
        match (&table.holes, &table.chosen) {
            (Some(holes), None) => {
                let holes = &holes.value;
                for (player, named) in
                    [(Player::SOUTH, &holes.south), (Player::NORTH, &holes.north)]
                {
                    let Some(named) = named else { continue };
                    let Some(hole) = board.parse_hole(&named.value) else {
                        report(named, format!("`{}` is no hole of this board", named.value));
                        continue;
                    };
                    out.push(entry(player, hole, &named.span, None));
                }
            }
            (None, Some(chosen)) => {
                let Some(set) = chosen_from.get(i).copied().flatten() else {
                    continue;
                };
                let count = chosen.value.count.as_ref().map_or(1, |c| c.value);
                let among = ChosenAmong {
                    count: u16::try_from(count).unwrap_or(u16::MAX),
                    span: chosen.span.clone(),
                };
                let placed = table.placed_sows.is_some();
                let candidates: [Vec<u16>; 2] = Player::BOTH.map(|p| {
                    (0..board.holes() as u16)
                        .filter(|&h| super::hole_in_set(regions, owner, set, p, h))
                        .collect()
                });
                let why = if placed {
                    Some("a hole the players choose cannot limit what a placed seed sows on".into())
                } else if count == 0 {
                    Some(format!("`{name}` has each player choose no hole"))
                } else {
                    let short = (Player::BOTH.into_iter())
                        .find(|p| candidates[p.index()].len() < count as usize);
                    short.map(|p| {
                        let n = candidates[p.index()].len();
                        format!(
                            "{} has {n} hole{} of `from` to choose `{name}` among, fewer than \
                             `count = {count}`",
                            p.name(),
                            if n == 1 { "" } else { "s" }
                        )
                    })
                };
                if let Some(why) = why {
                    diags.push(
                        Diagnostic::new(&CHOICE, chosen.span.clone(), why).with_help(
                            "let `from` hold at least `count` holes of each player, none of \
                             another chosen table's, and drop `placed_sows`",
                        ),
                    );
                    continue;
                }
                for p in Player::BOTH {
                    for &h in &candidates[p.index()] {
                        out.push(entry(p, h, &chosen.span, Some(among.clone())));
                    }
                }
            }
            (Some(holes), Some(_)) => diags.push(
                Diagnostic::new(
                    &CHOICE,
                    holes.span.clone(),
                    format!("`{name}` names its holes and has them chosen too"),
                )
                .with_help("keep `holes` (fixed holes) or `chosen` (holes the players choose)"),
            ),
            (None, None) => diags.push(
                Diagnostic::new(
                    &crate::codes::missing_key::CODE,
                    span.clone(),
                    format!("`[holes.{name}]` names no hole"),
                )
                .with_help("add `holes = { south = …, north = … }`, or `chosen = { from = … }`"),
            ),
        }
    }
    // A hole keeps one status mark, whichever table gives it: a hole the
    // players may choose must be no fixed special hole, nor one an earlier
    // chosen table offers, or a choice of it could not say which status it
    // gives (of two chosen tables, the later is told).
    let mut clashing: Vec<(String, Range<usize>, u16)> = Vec::new();
    for (i, s) in out.iter().enumerate().filter(|(_, s)| s.chosen.is_some()) {
        let shared = (out.iter().enumerate())
            .any(|(j, o)| o.hole == s.hole && o.name != s.name && (o.chosen.is_none() || j < i));
        if shared && !clashing.iter().any(|(name, _, _)| *name == s.name) {
            clashing.push((s.name.clone(), s.span.clone(), s.hole));
        }
    }
    for (name, span, hole) in &clashing {
        diags.push(
            Diagnostic::new(
                &CHOICE,
                span.clone(),
                format!(
                    "{} may be chosen for `{name}` but has another special hole's status too; \
                     which one a choice of it makes would be unknown",
                    board.site_name(*hole)
                ),
            )
            .with_help(
                "let `from` hold at least `count` holes of each player, none of another \
                 special hole's, and drop `placed_sows`",
            ),
        );
    }
    out.retain(|s| !clashing.iter().any(|(name, _, _)| *name == s.name));
    out
}

/// `placed_sows` resolved for `player`.
fn placed_sows(p: &f::Sp<f::PlacedSowsTable>, regions: &[Region], player: Player) -> PlacedSows {
    PlacedSows {
        at_most: u16::try_from(p.value.at_most.value).unwrap_or(u16::MAX),
        span: p.span.clone(),
        alone_in: p.value.alone_in.as_ref().map(|a| {
            let region = regions.iter().find(|r| r.name == a.value);
            AloneIn {
                name: a.value.clone(),
                span: a.span.clone(),
                holes: region.map_or_else(Vec::new, |r| r.holes[player.index()].clone()),
                known: region.is_some(),
            }
        }),
        whole_at_most: p
            .value
            .whole_at_most
            .as_ref()
            .map(|w| (u16::try_from(w.value).unwrap_or(u16::MAX), w.span.clone())),
    }
}

/// An O010 on each `placed_sows` that can never apply: no placed seed is
/// sown, the hole is not one its player places into, or not one of the
/// region it must be alone in; and an unknown region's name.
pub(super) fn check_placed(variant: &Variant, out: &mut Vec<Diagnostic>) {
    let code = &crate::codes::placed_sow_never_applies::CODE;
    let mut told = Vec::new();
    for s in &variant.special_holes {
        let Some(p) = &s.placed_sows else { continue };
        let name = variant.board.site_name(s.hole);
        let who = s.player.name();
        let sown = variant.placement.as_ref().filter(|p| p.sows);
        // One finding for the key, though it may hold for each player's hole.
        if told.contains(&p.span.start) {
            continue;
        }
        let idle_whole = p.whole_at_most.as_ref().filter(|(w, _)| *w < p.at_most);
        let why = match (sown, &p.alone_in) {
            (None, _) => Diagnostic::new(
                    code,
                    p.span.clone(),
                    format!("`{}` limits what a placed seed sows, but no placed seed is sown", s.name),
                )
            .with_help("add `[placement]` with `then = \"sow\"`, or remove `placed_sows`"),
            (Some(_), _) if p.at_most == 0 => Diagnostic::new(
                code,
                p.span.clone(),
                format!("`{}` lets a placed seed sow on no seed", s.name),
            )
            .with_help("sow on at least 1 seed (`at_most = 1`)"),
            (Some(placement), _) if !variant.in_set(placement.into, s.player, s.hole) => {
                Diagnostic::new(
                    code,
                    p.span.clone(),
                    format!("{name} is {who}'s `{}`, but {who} never places a seed into it", s.name),
                )
                .with_help("let `[placement] into` hold the hole, or remove `placed_sows`")
            }
            (Some(_), Some(a)) if !a.known => Diagnostic::new(
                &crate::codes::unknown_region::CODE,
                a.span.clone(),
                format!("no region is named `{}`", a.name),
            )
            .with_help("name a region of `[regions]`"),
            (Some(_), Some(a)) if !a.holes.contains(&s.hole) => Diagnostic::new(
                code,
                a.span.clone(),
                format!(
                    "{name} is {who}'s `{}`, but not one of {who}'s holes of `{}`: it is never alone there",
                    s.name, a.name
                ),
            )
            .with_help("name a region that holds the hole"),
            // A hole of at most `at_most - 1` seeds holds at most `at_most`
            // with the placed seed: the limit lifts it whole anyway.
            (Some(_), _) if let Some((w, span)) = idle_whole => {
                Diagnostic::new(
                    code,
                    span.clone(),
                    format!(
                        "`{}` lifts the hole whole up to `whole_at_most = {w}`, but with the \
                         placed seed such a hole holds at most {}, which `at_most = {}` sows on \
                         whole anyway",
                        s.name,
                        w + 1,
                        p.at_most
                    ),
                )
                .with_help(format!(
                    "give `whole_at_most` at least {} (`at_most`), or remove it",
                    p.at_most
                ))
            }
            _ => continue,
        };
        told.push(p.span.start);
        out.push(why);
    }
}

/// An O009 on each special hole its player does not own, or that their
/// track does not pass: its rules could never apply. Holes the players
/// choose among (`chosen`) are told once for each player and table, all
/// such candidates named.
pub(super) fn check(
    board: &Board,
    special: &[SpecialHole],
    owner: &[Option<Player>],
    tracks: &[Vec<u16>],
    out: &mut Vec<Diagnostic>,
) {
    // For each chosen table and player, the candidates that cannot be.
    let mut candidates: Vec<(&SpecialHole, bool, Vec<String>)> = Vec::new();
    for s in special {
        let name = board.site_name(s.hole);
        let who = s.player.name();
        let owned = owner.get(s.hole as usize).copied().flatten() == Some(s.player);
        if owned && tracks[s.player.index()].contains(&s.hole) {
            continue;
        }
        if s.chosen.is_some() {
            match candidates
                .iter_mut()
                .find(|(c, o, _)| c.span == s.span && c.player == s.player && *o == owned)
            {
                Some((_, _, names)) => names.push(name),
                None => candidates.push((s, owned, vec![name])),
            }
            continue;
        }
        let why = if !owned {
            format!("{name} is {who}'s `{}`, but {who} does not own it", s.name)
        } else {
            format!(
                "{name} is {who}'s `{}`, but {who}'s track does not pass it",
                s.name
            )
        };
        out.push(
            Diagnostic::new(&CODE, s.span.clone(), why)
                .with_help(format!("name a hole {who} owns and sows")),
        );
    }
    for (s, owned, names) in candidates {
        let who = s.player.name();
        let (are, them) = match names.len() {
            1 => ("is", "it"),
            _ => ("are", "them"),
        };
        let why = match owned {
            false => format!("{who} does not own {them}"),
            true => format!("{who}'s track does not pass {them}"),
        };
        out.push(
            Diagnostic::new(
                &CODE,
                s.span.clone(),
                format!(
                    "{} {are} among the holes {who} may choose for `{}`, but {why}",
                    names.join(", "),
                    s.name,
                ),
            )
            .with_help(format!(
                "give `from` holes {who} owns and sows (a region names each player's own)"
            )),
        );
    }
}

/// A special hole in words, for hover: whose it is and each of its rules.
pub fn describe(holes: &[&SpecialHole], board: &Board) -> String {
    let Some(first) = holes.first() else {
        return String::new();
    };
    let whose = match &first.chosen {
        None => holes
            .iter()
            .map(|s| format!("{} ({})", board.site_name(s.hole), s.player.name()))
            .collect::<Vec<_>>()
            .join(", "),
        Some(among) => {
            let of = |p: Player| {
                let names: Vec<String> = (holes.iter())
                    .filter(|s| s.player == p)
                    .map(|s| board.site_name(s.hole))
                    .collect();
                format!("{} among {}", p.name(), names.join(", "))
            };
            format!(
                "{} hole{} each player chooses as the game (and each round) begins, a ply \
                 each in turn from the player who starts, written `{}=` and the hole: {}; {}",
                among.count,
                if among.count == 1 { "" } else { "s" },
                first.name,
                of(Player::SOUTH),
                of(Player::NORTH)
            )
        }
    };
    let lift = match first.lift {
        SpecialLift::Always => "A move may start from it as from any hole.",
        SpecialLift::ToCapture => "A move may start from it only if the move captures.",
        SpecialLift::Never => "No move may start from it.",
    };
    let stop = match first.stop {
        SpecialStop::Never => "A lap that ends in it relays as from any hole.",
        SpecialStop::Always => "A lap that ends in it without a capture ends the turn there.",
        SpecialStop::UnlessCaptured => {
            "A lap that ends in it without a capture ends the turn there, unless the \
             turn has captured already."
        }
        SpecialStop::Chosen => {
            "A lap that ends in it without a capture leaves the mover to choose, in any turn: \
             stop there (`stop`) or sow on from it (the hole's name), a ply of its own."
        }
        SpecialStop::ChosenAfterCapture => {
            "A lap that ends in it without a capture ends the turn there if the turn has \
             captured nothing; if it has, the mover chooses to stop there (`stop`) or to \
             sow on from it (the hole's name), a ply of its own."
        }
    };
    let lost = match first.lost_when {
        SpecialLost::Never => "It keeps these rules all game.",
        SpecialLost::Emptied => {
            "Once it is lifted, or left empty at the end of a ply, it is an ordinary hole \
             for the rest of the game."
        }
    };
    let placed = first.placed_sows.as_ref().map_or(String::new(), |p| {
        let when = p.alone_in.as_ref().map_or(String::new(), |a| {
            format!(
                " while it is the only one of its player's holes of `{}` that holds seeds",
                a.name
            )
        });
        let whole = p.whole_at_most.as_ref().map_or(String::new(), |(w, _)| {
            format!(" unless it held {w} or fewer, when all of them are sown on")
        });
        format!(
            " A seed placed into it{when} that captures nothing sows on only {} of its seeds, \
             the others staying{whole}; such a placement is allowed whatever its other rules say.",
            p.at_most
        )
    });
    format!(
        "**Special hole `{}`**: {whose}. While it keeps its status, these hold. {lift} {stop} {lost}{placed}",
        first.name,
    )
}
