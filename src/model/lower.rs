//! Lowering: the format's types to a checked [`Variant`], with a diagnostic
//! for every name that does not resolve and every value that cannot work.
//! Lowering only resolves: what it resolved, whole or not, is handed on as
//! a [`Lowered`] for the static checks (`lint::STATIC_CHECKS`) to judge.

use std::ops::Range;

use crate::syntax::Spanned;
use serde::de::DeserializeOwned;

use super::board::{Board, MAX_BOARD_HOLES, MAX_COLUMNS, MAX_ROWS, MIN_ROWS, PLAYER_NAMES, Player};
use super::cannot_fill;
use super::end;
use super::first_move;
use super::hole_set;
use super::landing;
use super::load::{self, Unread, suggest};
use super::pieces;
use super::placement;
use super::race;
use super::region_end;
use super::special_hole;
use super::track;
use super::{
    ClaimRules, CountSet, Gather, HoleSet, Lowered, OpeningKeys, OpeningRules, PriorityTier,
    Region, Requirement, Spans, Variant, set_opening,
};
use crate::codes;
use crate::diagnostic::Diagnostic;
use crate::format::{self as f, CountSpec, MAX_PLIES, Sp};
use crate::syntax::{DeTable, DeValue, Seg, SyntaxTree, find_in_table};

pub use crate::format::{MAX_LANDING_RULES, MAX_TOTAL_SEEDS};

/// The help of the S004 for a file with no tables: the editor's quick fix
/// (`ide::actions`) knows it by this text.
pub const STARTER_HELP: &str =
    "start from the starter file: `sow new NAME` writes one, and the editor's quick fix inserts it";

const TOP_KEYS: &[&str] = &[
    "game",
    "board",
    "players",
    "regions",
    "sowing",
    "landing",
    "moves",
    "end",
    "claimed",
    "match",
    "opening",
    "pieces",
    "placement",
    "holes",
    "marks",
    "deferred_captures",
    "phases",
];
/// The pieces of a file, each read on its own.
#[derive(Default)]
struct Pieces {
    game: Option<(Range<usize>, f::GameTable)>,
    board: Option<(Range<usize>, f::BoardTable)>,
    players: Option<(Range<usize>, f::Players)>,
    regions: Vec<(String, Range<usize>, f::RegionTable)>,
    /// The kinds of `[pieces]`, each read on its own.
    piece_kinds: Vec<(String, Range<usize>, f::PieceTable)>,
    sowing: Option<(Range<usize>, f::SowingTable)>,
    landing: Vec<(Range<usize>, f::LandingTable)>,
    /// The tables of `[[phases]]`, each read on its own.
    phases: Vec<(Range<usize>, f::PhaseTable)>,
    moves: Option<f::Moves>,
    end: Option<(Range<usize>, f::End)>,
    claimed: Option<f::Claimed>,
    match_: Option<(Range<usize>, f::Match)>,
    opening: Option<f::Opening>,
    placement: Option<f::PlacementTable>,
    /// The tables of `[holes]`, each read on its own.
    special_holes: Vec<(String, Range<usize>, f::SpecialHoleTable)>,
    /// The tables of `[marks]`, each read on its own, with its name's span.
    marks: Vec<(String, Range<usize>, f::MarkTable)>,
    deferred: Option<(Range<usize>, f::DeferredCapturesTable)>,
    seen: Vec<&'static str>,
    /// What each table left unread, by table name (the rules of
    /// `[[landing]]` together).
    unread: Vec<(&'static str, Unread)>,
    /// Regions that could not be read: their names still name regions.
    lost_regions: Vec<String>,
}

impl Pieces {
    /// What the table `name` left unread.
    fn unread(&self, name: &str) -> &Unread {
        static NOTHING: Unread = Unread::nothing();
        self.unread
            .iter()
            .find(|(n, _)| *n == name)
            .map_or(&NOTHING, |(_, u)| u)
    }

    /// Reads (a piece of) the table `name`, keeping what it left unread.
    fn read<T: DeserializeOwned>(
        &mut self,
        name: &'static str,
        value: &Spanned<DeValue<'_>>,
        broken: bool,
        diags: &mut Vec<Diagnostic>,
    ) -> Option<T> {
        let read = load::read(value, &[name], broken, diags);
        self.keep(name, read.unread);
        read.value
    }

    /// Reads the list of tables `name` (`[[landing]]`, `[[phases]]`), each
    /// table on its own; anything but a list is an S003 at its key `at`.
    fn read_list<T: DeserializeOwned>(
        &mut self,
        name: &'static str,
        value: &Spanned<DeValue<'_>>,
        (at, broken): (Range<usize>, bool),
        diags: &mut Vec<Diagnostic>,
        what: &str,
    ) -> Vec<(Range<usize>, T)> {
        let DeValue::Array(items) = value.get_ref() else {
            diags.push(
                Diagnostic::new(
                    &codes::invalid_value::CODE,
                    at,
                    format!("`{name}` must be a list of {what}"),
                )
                .with_help(format!("write each as its own `[[{name}]]` table")),
            );
            return Vec::new();
        };
        items
            .iter()
            .filter_map(|item| Some((item.span(), self.read(name, item, broken, diags)?)))
            .collect()
    }

    /// Keeps what (a piece of) the table `name` left unread.
    fn keep(&mut self, name: &'static str, unread: Unread) {
        match self.unread.iter_mut().find(|(n, _)| *n == name) {
            Some((_, u)) => u.merge(unread),
            None => self.unread.push((name, unread)),
        }
    }
}

fn read_pieces(
    root: &Spanned<DeTable<'_>>,
    broken: &[Range<usize>],
    diags: &mut Vec<Diagnostic>,
) -> Pieces {
    let mut p = Pieces::default();
    let mut starts: Vec<usize> = root.get_ref().iter().map(|(k, _)| k.span().start).collect();
    starts.sort_unstable();
    for (key, value) in root.get_ref().iter() {
        let name: &str = key.get_ref().as_ref();
        let ks = key.span();
        // The piece's text runs from its key to the next top-level key.
        let end = starts
            .iter()
            .copied()
            .find(|&s| s > ks.start)
            .unwrap_or(usize::MAX);
        let broken = broken.iter().any(|b| ks.start <= b.start && b.start < end);
        match name {
            "game" => p.game = p.read("game", value, broken, diags).map(|v| (ks, v)),
            "board" => p.board = p.read("board", value, broken, diags).map(|v| (ks, v)),
            "players" => p.players = p.read("players", value, broken, diags).map(|v| (ks, v)),
            "sowing" => p.sowing = p.read("sowing", value, broken, diags).map(|v| (ks, v)),
            "moves" => p.moves = p.read("moves", value, broken, diags),
            "end" => p.end = p.read("end", value, broken, diags).map(|v| (ks, v)),
            "claimed" => p.claimed = p.read("claimed", value, broken, diags),
            "match" => p.match_ = p.read("match", value, broken, diags).map(|v| (ks, v)),
            "opening" => p.opening = p.read("opening", value, broken, diags),
            "placement" => p.placement = p.read("placement", value, broken, diags),
            "deferred_captures" => {
                p.deferred = (p.read("deferred_captures", value, broken, diags)).map(|v| (ks, v))
            }
            "regions" => match value.get_ref() {
                DeValue::Table(table) => {
                    for (rk, rv) in table.iter() {
                        let name = rk.get_ref().to_string();
                        match load::read(rv, &["regions", &name], broken, diags).value {
                            Some(region) => p.regions.push((name, rk.span(), region)),
                            None => p.lost_regions.push(name),
                        }
                    }
                }
                _ => diags.push(
                    Diagnostic::new(
                        &codes::invalid_value::CODE,
                        value.span(),
                        "`regions` must be a table of named regions",
                    )
                    .with_help(
                        "write each region as `[regions.NAME]` with `south` and `north` lists",
                    ),
                ),
            },
            "pieces" => {
                let what = ("kinds of piece", "kind", "`worth` and `holes`");
                p.piece_kinds = read_named("pieces", value, broken, diags, what);
            }
            "holes" => {
                let what = ("special holes", "hole", "`holes = { south, north }`");
                p.special_holes = read_named("holes", value, broken, diags, what);
            }
            "marks" => {
                p.marks = read_named("marks", value, broken, diags, ("marks", "mark", "`set`"))
            }
            "phases" => p.phases = p.read_list("phases", value, (ks, broken), diags, "phases"),
            "landing" => p.landing = p.read_list("landing", value, (ks, broken), diags, "rules"),
            other => {
                let known: Vec<String> = TOP_KEYS.iter().map(|s| s.to_string()).collect();
                let d = Diagnostic::new(
                    &codes::unknown_key::CODE,
                    ks,
                    format!("unknown table `{other}`"),
                );
                let meant = suggest(other, &known);
                diags.push(match &meant {
                    Some(s) => d.with_help(format!("did you mean `{s}`?")),
                    None => d.with_help(format!(
                        "the tables of a variant file are {}",
                        TOP_KEYS.join(", ")
                    )),
                });
                // The table it was meant to be is there, unread.
                if let Some(k) = TOP_KEYS.iter().find(|k| meant.as_deref() == Some(**k)) {
                    p.seen.push(k);
                    p.keep(k, Unread::everything());
                }
                continue;
            }
        }
        if let Some(k) = TOP_KEYS.iter().find(|k| **k == name) {
            p.seen.push(k);
        }
    }
    p
}

/// Reads a table of named tables (`[pieces.NAME]`, `[holes.NAME]`,
/// `[marks.NAME]`), each on its own, with the span of its name; anything
/// but a table is an S003. `what` words the help: what the table holds,
/// one of them, and the keys each needs.
fn read_named<T: DeserializeOwned>(
    table: &'static str,
    value: &Spanned<DeValue<'_>>,
    broken: bool,
    diags: &mut Vec<Diagnostic>,
    (plural, one, keys): (&str, &str, &str),
) -> Vec<(String, Range<usize>, T)> {
    let DeValue::Table(entries) = value.get_ref() else {
        diags.push(
            Diagnostic::new(
                &codes::invalid_value::CODE,
                value.span(),
                format!("`{table}` must be a table of {plural}"),
            )
            .with_help(format!("write each {one} as `[{table}.NAME]` with {keys}")),
        );
        return Vec::new();
    };
    entries
        .iter()
        .filter_map(|(k, v)| {
            let name = k.get_ref().to_string();
            let read = load::read(v, &[table, &name], broken, diags).value?;
            Some((name, k.span(), read))
        })
        .collect()
}

/// Lowers a parsed file: what resolved, for the static checks, once the
/// board does; and the variant, when enough of the file is sound. `columns`
/// is one of the file's sizes (`[board] sizes`) to lower it at instead of
/// its default, `columns`.
pub fn lower(
    tree: &SyntaxTree<'_>,
    diags: &mut Vec<Diagnostic>,
    columns: Option<u16>,
) -> (Option<Lowered>, Option<Variant>) {
    let (lowered, mut variant) = lower_root(&tree.root, &tree.errors, diags, columns);
    if let Some(v) = variant.as_mut() {
        own_phase_variants(&tree.root, v, diags, columns);
        super::mark::check_read(v, diags);
        if let Some(span) = &v.pie {
            super::pie::check(v, span, diags);
        }
    }
    (lowered, variant)
}

/// Each phase's own variant, where the phase gives keys of `[sowing]` or
/// `[moves]`: the file lowered again with them in place of the file's.
/// What that finds and the file's lowering did not is the phase's to
/// report; a phase whose own rules do not resolve leaves no variant.
fn own_phase_variants(
    root: &Spanned<DeTable<'_>>,
    variant: &mut Variant,
    diags: &mut Vec<Diagnostic>,
    columns: Option<u16>,
) {
    let mut broken = false;
    for k in 0..variant.phases.len() {
        let Some(merged) = super::phase::with_own_keys(root, k) else {
            continue;
        };
        let mut found = Vec::new();
        let (_, own) = lower_root(&merged, &[], &mut found, columns);
        for d in found {
            if !diags.contains(&d) {
                diags.push(d);
            }
        }
        match own {
            Some(mut own) => {
                own.phases.clear();
                if let Some(phase) = variant.phases.get_mut(k) {
                    phase.own = Some(Box::new(own));
                }
            }
            None => broken = true,
        }
    }
    if broken {
        variant.phases.clear();
    }
}

/// [`lower`] of a root table and the syntax errors found in its text.
fn lower_root(
    root: &Spanned<DeTable<'_>>,
    errors: &[Diagnostic],
    diags: &mut Vec<Diagnostic>,
    columns: Option<u16>,
) -> (Option<Lowered>, Option<Variant>) {
    let broken: Vec<Range<usize>> = errors.iter().map(|e| e.span.clone()).collect();
    let p = read_pieces(root, &broken, diags);
    const REQUIRED: [&str; 5] = ["game", "board", "players", "sowing", "end"];
    // A file with none of them is a new file, not five mistakes.
    if p.seen.is_empty() {
        diags.push(
            Diagnostic::new(
                &codes::missing_key::CODE,
                0..0,
                "this file describes no game yet: it has none of the tables \
                 [game], [board], [players], [sowing] and [end]",
            )
            .with_help(STARTER_HELP),
        );
        return (None, None);
    }
    for required in REQUIRED {
        if !p.seen.contains(&required) {
            diags.push(
                Diagnostic::new(
                    &codes::missing_key::CODE,
                    0..0,
                    format!("the file has no `[{required}]` table"),
                )
                .with_help(format!(
                    "add a `[{required}]` table; `sow explain S004` lists what it needs"
                )),
            );
        }
    }
    let phase_names = super::phase::names(&p.phases, diags);
    let mut cx = Lower {
        root,
        diags,
        lost_regions: &p.lost_regions,
        phases: &phase_names,
    };
    let Some((board_span, board_piece)) = p.board.as_ref() else {
        return (None, None);
    };
    let Some(mut board) = cx.board(board_piece) else {
        return (None, None);
    };
    if let Some((_, players)) = &p.players {
        board.players = players.count() as u16;
        if board.players > 2 {
            super::players::check(cx.root, board.players as usize, cx.diags);
        }
    }
    let sizes = super::sizes::lower(board_piece, cx.diags);
    if let Some(columns) = columns {
        board.columns = columns;
    }
    let mut start = cx.seeds(&board, board_piece);
    let piece_kinds = pieces::lower(&board, &p.piece_kinds, |item, why| {
        cx.bad_hole(&board, item, why)
    });
    for (_, _, kind) in &p.piece_kinds {
        if kind.worth.value < 2 {
            cx.diags.push(
                Diagnostic::new(
                    &codes::value_out_of_range::CODE,
                    kind.worth.span.clone(),
                    format!("a piece worth {} seeds", kind.worth.value),
                )
                .with_help("a piece is worth at least 2 seeds; a piece worth 1 is a seed"),
            );
        }
    }
    // A piece counts at its worth in its hole's count.
    for (n, w) in start
        .iter_mut()
        .zip(pieces::start_worth(board.sites(), &piece_kinds))
    {
        *n = n.saturating_add(w);
    }
    // Seeds in hand wait in each player's store site until placed.
    placement::add_hands(&mut start, &board, p.placement.as_ref());
    // Summed wide: counts are any u32, and a sum that wrapped could pass.
    let total: u64 = start.iter().map(|&n| u64::from(n)).sum();
    if total > u64::from(MAX_TOTAL_SEEDS) {
        cx.diags.push(
            Diagnostic::new(
                &codes::board_size::CODE,
                board_piece.seeds.span.clone(),
                format!("{total} seeds in all; sow plays with at most {MAX_TOTAL_SEEDS}"),
            )
            .with_help("use fewer seeds per hole"),
        );
        return (None, None);
    }
    let total = u32::try_from(total).unwrap_or(MAX_TOTAL_SEEDS);
    let mut unread = p.unread.clone();
    let owner = p.players.as_ref().map(|(span, players)| {
        let (owner, unresolved) = cx.ownership(&board, (span, players));
        unread.push(("players", unresolved));
        Sp::new(owner, span.clone())
    });
    let off_track = pieces::neutral_holes(&board, &board_piece.off_track, |item, why| {
        cx.bad_hole(&board, item, why)
    });
    let neutral = p.players.as_ref().map_or_else(Vec::new, |(_, players)| {
        pieces::neutral_holes(&board, &players.neutral, |item, why| {
            cx.bad_hole(&board, item, why)
        })
    });
    let mut lowered = Lowered {
        board,
        total,
        owner,
        laps: None,
        way: f::SowingWay::default(),
        relay_from: None,
        relay_way: None,
        other_way: None,
        store_follows_way: None,
        along_from: None,
        against_from: None,
        endless: None,
        landing: Vec::new(),
        requirements: Vec::new(),
        min_seeds: 1,
        skip: None,
        skip_except_claim: None,
        at_most: None,
        replace: None,
        refill: None,
        extra_hole_at: None,
        round_holes: None,
        round_layout: None,
        winner_lays: None,
        unfilled: None,
        sale: None,
        fill_ends: Vec::new(),
        recount_keys: Vec::new(),
        store_refill: None,
        remainder: None,
        gain_order: None,
        opening: OpeningKeys::default(),
        first_move: None,
        must_capture: None,
        neutral,
        off_track,
        shared: Vec::new(),
        pieces: piece_kinds,
        in_match: p.match_.as_ref().map(|(span, _)| span.clone()),
        pieces_captured: None,
        pass_never_reached: None,
        winner_never_by_no_move: None,
        stuck_draw_unread: None,
        points_without_target: None,
        in_a_row_without_target: None,
        tracks: None,
        refill_from_store: None,
        has_special_holes: !p.special_holes.is_empty(),
        special_stops: p
            .special_holes
            .iter()
            .filter_map(|(name, _, t)| {
                let stop = t
                    .stop
                    .as_ref()
                    .filter(|s| s.value != f::SpecialStop::Never)?;
                Some((name.clone(), stop.span.clone()))
            })
            .collect(),
        unread,
        sizes,
    };
    let variant = cx.variant(&p, &mut lowered, board_span, start);
    (Some(lowered), variant)
}

/// A count condition from the file's form.
pub fn count_set(spec: &CountSpec) -> CountSet {
    match spec {
        CountSpec::Exactly(n) => CountSet::Range { min: *n, max: *n },
        CountSpec::AnyOf(list) => CountSet::List(list.clone()),
        CountSpec::Parity(f::Parity::Even) => CountSet::Even,
        CountSpec::Parity(f::Parity::Odd) => CountSet::Odd,
        CountSpec::Range {
            min,
            max,
            parity: None,
        } => CountSet::Range {
            min: min.unwrap_or(0),
            max: max.unwrap_or(u32::MAX),
        },
        CountSpec::Range {
            min,
            max,
            parity: Some(parity),
        } => CountSet::ParityRange {
            even: *parity == f::Parity::Even,
            min: min.unwrap_or(0),
            max: max.unwrap_or(u32::MAX),
        },
    }
}

pub(super) struct Lower<'a, 't> {
    pub(super) root: &'a Spanned<DeTable<'t>>,
    pub(super) diags: &'a mut Vec<Diagnostic>,
    /// Regions that could not be read: a name of one is no unknown region.
    lost_regions: &'a [String],
    /// The names of the file's phases, in order (`when.phase` names them).
    pub(super) phases: &'a [String],
}

impl Lower<'_, '_> {
    /// The variant, from the pieces of the file and what `lowered` holds
    /// of them already, when every part it needs resolves. Each part the
    /// static checks judge goes into `lowered` as it resolves.
    fn variant(
        &mut self,
        p: &Pieces,
        lowered: &mut Lowered,
        board_span: &Range<usize>,
        start: Vec<u32>,
    ) -> Option<Variant> {
        let board = lowered.board;
        let owner = lowered.owner.as_ref().map(|o| o.value.clone());
        let regions: Vec<Region> = p
            .regions
            .iter()
            .map(|(name, span, region)| Region {
                name: name.clone(),
                span: span.clone(),
                holes: [
                    self.hole_list(&board, &region.south),
                    self.hole_list(&board, &region.north),
                ],
            })
            .collect();
        let (sowing_span, sowing) = p.sowing.as_ref()?;
        let off_track: Vec<u16> = lowered.off_track.iter().map(|(h, _)| *h).collect();
        let tracks = track::lower(
            self,
            &board,
            (sowing_span, sowing, p.unread("sowing")),
            p.unread("board").has(&["stores"]),
            (owner.as_ref(), &off_track),
        );
        let (tracks, store_exits) = match tracks {
            Some(t) => (Some(t.paths), t.store_exits),
            None => (None, Vec::new()),
        };
        if let Some(tracks) = &tracks {
            super::off_track::check(&board, &lowered.off_track, tracks, self.diags);
        }
        lowered.tracks.clone_from(&tracks);
        let laps = sowing.laps.as_ref().map_or(f::Laps::Single, |l| l.value);
        let endless = sowing.endless.as_ref().map(|e| e.value);
        lowered.laps = sowing.laps.clone();
        lowered.endless = endless;
        let landing = landing::lower(&p.landing, &regions, self);
        lowered.landing = landing.clone();
        let priority = p
            .moves
            .as_ref()
            .map(|m| self.priority(&m.priority, &regions))
            .unwrap_or_default();
        let requirements = p
            .moves
            .as_ref()
            .map(|m| Requirement::lower_all(&m.require, MAX_LANDING_RULES, &regions, self))
            .unwrap_or_default();
        lowered.requirements = requirements.clone();
        let must_capture = p
            .moves
            .as_ref()
            .and_then(|m| m.must_capture.as_ref())
            .filter(|c| c.value);
        lowered.must_capture = must_capture.map(|c| c.span.clone());
        let (move_from, min_seeds, must_feed, no_move) = match &p.moves {
            Some(m) => {
                let from = match &m.from {
                    Some(s) => {
                        let from = self.hole_set(s, &regions).unwrap_or(HoleSet::OWN);
                        super::store_move::check(from, &s.span, &board, &store_exits, self.diags);
                        from
                    }
                    None => HoleSet::OWN,
                };
                let min = m.min_seeds.as_ref().map_or(1, |n| {
                    let help = "a move must lift at least one seed; use 1 or more";
                    self.at_least_one(n, "min_seeds", help).unwrap_or(1)
                });
                (
                    from,
                    min,
                    m.must_feed,
                    m.no_move.as_ref().map_or(f::NoMove::EndGame, |n| n.value),
                )
            }
            None => (HoleSet::OWN, 1, f::MustFeed::default(), f::NoMove::EndGame),
        };
        lowered.min_seeds = min_seeds;
        let max_seeds = (p.moves.as_ref())
            .and_then(|m| m.max_seeds.as_ref())
            .and_then(|n| {
                let help =
                    "a move lifts at least one seed; use 1 or more, or leave `max_seeds` out";
                let max = self.at_least_one(n, "max_seeds", help)?;
                if max < min_seeds {
                    self.diags.push(
                        Diagnostic::new(
                            &codes::value_out_of_range::CODE,
                            n.span.clone(),
                            format!(
                                "`max_seeds` is below `min_seeds`: no hole can start a move, \
                                 holding at least {min_seeds} seeds and at most {max}"
                            ),
                        )
                        .with_help("make `max_seeds` at least `min_seeds`"),
                    );
                }
                Some(max)
            });
        let move_lift = (p.moves.as_ref())
            .and_then(|m| m.lift.as_ref())
            .and_then(|l| {
                let help = "a move lifts at least one seed; use 1 or more, or leave `lift` out";
                self.at_least_one(l, "lift", help)
            });
        // Whether `p` may start a move from hole `h`, as `from` says.
        let in_from = |owner: &[Option<Player>], p: Player, h: u16| match move_from {
            HoleSet::Region(r) => regions
                .get(r)
                .is_some_and(|region| region.holes[p.index()].contains(&h)),
            HoleSet::OWN => owner.get(h as usize).copied().flatten() == Some(p),
            HoleSet::OPPONENT => owner.get(h as usize).copied().flatten() == Some(p.other()),
            HoleSet::ANY => true,
            HoleSet::OWN_STORE | HoleSet::OPPONENT_STORE | HoleSet::STORE => false,
        };
        if let Some(owner) = owner.as_ref() {
            lowered.shared = (0..board.holes() as u16)
                .filter(|&h| owner.get(h as usize).copied().flatten().is_none())
                .filter(|&h| Player::BOTH.iter().any(|&p| in_from(owner, p, h)))
                .collect();
        }
        let refill_span = p.moves.as_ref().and_then(|m| m.no_move.as_ref());
        if let (Some(at), Some(owner)) = (refill_span, owner.as_ref())
            && at.value == f::NoMove::RefillFromStore
        {
            let in_from = |p: Player, h: u16| in_from(owner, p, h);
            let fills = Player::BOTH.map(|p| {
                (0..board.holes() as u16)
                    .any(|h| owner.get(h as usize).copied().flatten() == Some(p) && in_from(p, h))
            });
            lowered.refill_from_store = Some((at.span.clone(), fills));
        }
        let (end_span, end) = p.end.as_ref()?;
        lowered.pieces_captured = end
            .when
            .iter()
            .find(|c| matches!(c.value, f::EndWhen::Named(f::NamedEnd::PiecesCaptured)))
            .map(|c| c.span.clone());
        let cannot_move = end
            .when
            .iter()
            .find(|c| matches!(c.value, f::EndWhen::Named(f::NamedEnd::OneCannotMove)));
        let pass = p
            .moves
            .as_ref()
            .and_then(|m| m.no_move.as_ref())
            .filter(|n| n.value == f::NoMove::Pass);
        if let (Some(pass), Some(end)) = (pass, cannot_move) {
            lowered.pass_never_reached = Some((pass.span.clone(), end.span.clone()));
        }
        let by_no_move = end
            .winner
            .as_ref()
            .filter(|w| matches!(w.value, f::Winner::NoMoveLoses | f::Winner::NoMoveWins));
        if let (Some(winner), Some(pass)) = (by_no_move, pass) {
            lowered.winner_never_by_no_move = Some((winner.span.clone(), pass.span.clone()));
        }
        let loses_by_no_move = end
            .winner
            .as_ref()
            .is_some_and(|w| w.value == f::Winner::NoMoveLoses);
        if !loses_by_no_move || pass.is_some() {
            lowered.stuck_draw_unread = end.stuck_draw_at.as_ref().map(|n| n.span.clone());
        }
        let mut end_conditions = end::lower(&end.when, &regions, self);
        let claims = p
            .claimed
            .as_ref()
            .map_or_else(ClaimRules::default, |c| ClaimRules {
                sow_into: c.sow_into.as_ref().is_none_or(|b| b.value),
                sow_from: c.sow_from.as_ref().is_some_and(|b| b.value),
                count_for: c.count_for.as_ref().map_or(f::CountFor::Owner, |c| c.value),
                at_most: self.at_most(c),
                each_at_most: c.each_at_most.as_ref().map(|n| n.value),
                no_mirror: c.no_mirror.as_ref().is_some_and(|b| b.value),
                replace: c.replace.as_ref().map(|r| r.value),
                guard: c.guard.as_ref().map(|g| count_set(&g.value)),
            });
        lowered.at_most = claims.at_most;
        lowered.replace = p.claimed.as_ref().and_then(|c| c.replace.clone());
        let claiming = landing.iter().any(|r| r.claim.any());
        let [along_from, against_from] = [&sowing.along_from, &sowing.against_from].map(|from| {
            from.as_ref()
                .and_then(|s| self.hole_set(s, &regions))
                .unwrap_or(HoleSet::ANY)
        });
        let skip_in = sowing
            .skip_in
            .as_ref()
            .and_then(|s| self.hole_set(s, &regions))
            .unwrap_or(HoleSet::ANY);
        let skip = sowing.skip.as_ref().map(|s| count_set(&s.value));
        let skip_except_claim = sowing.skip_except_claim.as_ref().is_some_and(|b| b.value);
        lowered.skip = skip.clone();
        lowered.skip_except_claim = sowing.skip_except_claim.clone();
        lowered.way = sowing.way.as_ref().map(|w| w.value).unwrap_or_default();
        lowered.first_move = p
            .moves
            .as_ref()
            .and_then(|m| m.first.as_ref())
            .map(|t| first_move::FirstMoveKeys::of(&t.value));
        lowered.relay_from = sowing.relay_from.as_ref().map(|k| k.span.clone());
        lowered.relay_way = sowing.relay_way.as_ref().map(|k| k.span.clone());
        lowered.other_way = sowing.other_way.clone();
        lowered.store_follows_way = sowing
            .store_follows_way
            .as_ref()
            .filter(|k| k.value)
            .map(|k| k.span.clone());
        lowered.along_from = sowing.along_from.as_ref().map(|k| k.span.clone());
        lowered.against_from = sowing.against_from.as_ref().map(|k| k.span.clone());
        let opening = p.opening.as_ref().map(|o| {
            let span = |k: &Option<Sp<_>>| k.as_ref().map(|k: &Sp<_>| k.span.clone());
            lowered.opening = OpeningKeys {
                kind: Some(o.kind.value),
                skip: span(&o.skip),
                landing: span(&o.landing),
                landing_fires: o.landing.as_ref().is_some_and(|b| b.value),
                gather: o.gather.as_ref().map(|g| g.span.clone()),
                start: o.start.as_ref().map(|s| s.span.clone()),
                layouts: o.layouts.first().map(|l| l.span.clone()),
                every_round: span(&o.every_round),
            };
            OpeningRules {
                kind: o.kind.value,
                skip: o.skip.as_ref().is_some_and(|b| b.value),
                landing: o.landing.as_ref().is_some_and(|b| b.value),
                gather: self.gather(o, p.unread("opening"), &board, tracks.as_ref()),
                from: race::lower(o, &board, self.diags),
            }
        });
        let claims_read = p.claimed.is_some() || landing.iter().any(|r| r.claim.any());
        let set_opening = p
            .opening
            .as_ref()
            .and_then(|o| set_opening::lower(o, &board, (&start, claims_read), self));
        let match_rules = match (&p.match_, owner.as_ref()) {
            (Some((span, m)), Some(owner)) => self.match_table(
                (span, m, p.unread("match")),
                lowered,
                &board,
                &start,
                (owner, &tracks),
            ),
            _ => None,
        };
        if let Some(c) = end
            .when
            .iter()
            .find(|c| matches!(c.value, f::EndWhen::Named(f::NamedEnd::OpponentCannotFill)))
        {
            let measure = cannot_fill::Measure {
                at: c.span.clone(),
                rules: match_rules.as_ref(),
                has_match: p.match_.is_some(),
                total: start.iter().sum(),
            };
            end_conditions.extend(cannot_fill::resolve(measure, self.diags));
        }
        let placement = p.placement.as_ref().map(|t| {
            let into = t.into.as_ref().and_then(|h| self.hole_set(h, &regions));
            let singles = (t.singles.as_ref())
                .and_then(|s| s.value.within.as_ref())
                .and_then(|h| self.hole_set(h, &regions));
            placement::lower(t, &board, (into, singles), self.diags)
        });
        let (game_span, game) = p.game.as_ref()?;
        let owner = owner?;
        let tracks = tracks?;
        let store_follows_way = track::store_follows_way(
            sowing.store_follows_way.as_ref(),
            &board,
            &tracks,
            self.diags,
        );
        let chosen_from: Vec<Option<HoleSet>> = (p.special_holes.iter())
            .map(|(_, _, t)| t.chosen.as_ref())
            .map(|c| c.and_then(|c| self.hole_set(&c.value.from, &regions)))
            .collect();
        let mut found = Vec::new();
        let special_holes = special_hole::lower(
            (&board, &regions, &owner),
            &p.special_holes,
            &chosen_from,
            &mut found,
            |item, why| self.bad_hole(&board, item, why),
        );
        self.diags.extend(found);
        special_hole::check(&board, &special_holes, &owner, &tracks, self.diags);
        let marks = super::mark::lower(&p.marks, self.diags);
        let deferred = p.deferred.as_ref().and_then(|(span, table)| {
            super::deferred::lower((span, table), &board, (&owner, marks.len()), self.diags)
        });
        let entry = (p.moves.as_ref())
            .and_then(|m| m.enter.as_ref())
            .and_then(|e| super::entry::lower(e, &regions, self));
        let (carries, sows) = match &p.moves {
            Some(m) => super::carry::lower(m, move_from, &regions, self),
            None => (Vec::new(), true),
        };
        let first = p.moves.as_ref().and_then(|m| m.first.as_ref());
        let first_move = first.map(|t| first_move::lower(&t.value, &board, self.diags));
        let phases = super::phase::lower(&p.phases, &regions, self);
        let drops = super::drops::lower(sowing.drops.as_ref(), self);
        let judged = super::drops::JudgedBySowing {
            must_feed,
            must_capture: must_capture.is_some(),
            requirements: requirements.len(),
            first_seed: (sowing.first_seed.as_ref()).map_or(f::FirstSeed::default(), |w| w.value),
        };
        super::drops::check(&drops, sowing.drops.as_ref(), judged, self.diags);
        let variant = Variant {
            name: game.name.value.clone(),
            aliases: game.aliases.clone(),
            sources: game.sources.clone(),
            description: game.description.clone(),
            max_plies: self.cap(game.max_plies.as_ref(), "max_plies", MAX_PLIES),
            board,
            start,
            owner,
            neutral: lowered.neutral.iter().map(|(h, _)| *h).collect(),
            off_track: lowered.off_track.iter().map(|(h, _)| *h).collect(),
            special_holes,
            marks,
            deferred,
            pieces: lowered.pieces.clone(),
            regions,
            tracks,
            store_exits,
            laps,
            way: sowing.way.as_ref().map(|w| w.value).unwrap_or_default(),
            other_way: sowing
                .other_way
                .as_ref()
                .map(|w| w.value)
                .unwrap_or_default(),
            store_follows_way,
            along_from,
            against_from,
            against_if_captures: self.against_if(sowing),
            first_seed: sowing
                .first_seed
                .as_ref()
                .map(|w| w.value)
                .unwrap_or_default(),
            relay_from: sowing
                .relay_from
                .as_ref()
                .map(|w| w.value)
                .unwrap_or_default(),
            relay_turns: sowing
                .relay_way
                .as_ref()
                .is_some_and(|w| w.value == f::RelayWay::Turn),
            drops,
            skip_origin: sowing.skip_origin,
            skip,
            skip_in,
            skip_except_claim,
            endless,
            landing,
            move_from,
            min_seeds,
            max_seeds,
            move_lift,
            entry,
            must_feed,
            no_move,
            priority,
            requirements,
            must_capture: must_capture.is_some(),
            pie: p
                .moves
                .as_ref()
                .and_then(|m| m.pie.as_ref())
                .filter(|c| c.value)
                .map(|c| c.span.clone()),
            carries,
            sows,
            first_move,
            opening,
            set_opening,
            placement,
            end: end_conditions,
            remaining: end.remaining.value,
            winner: end
                .winner
                .as_ref()
                .map_or(f::Winner::MostSeeds, |w| w.value),
            stuck_draw_at: end.stuck_draw_at.as_ref().map(|n| n.value),
            claims,
            claiming,
            match_rules,
            phases,
            in_phase: None,
            spans: Spans {
                sowing: sowing_span.clone(),
                track: sowing
                    .track
                    .as_ref()
                    .map(|t| t.span.clone())
                    .or_else(|| sowing.direction.as_ref().map(|d| d.span.clone()))
                    .unwrap_or_else(|| sowing_span.clone()),
                end: end_span.clone(),
                board: board_span.clone(),
                game: game_span.clone(),
            },
        };
        if let Some(t) = first {
            first_move::check(&t.value, &variant, self.diags);
        }
        if let Some(o) = &p.opening {
            race::check(o, &variant, self.diags);
        }
        self.sale_remaining(lowered.sale.is_some(), &end.remaining);
        region_end::check(&end.when, &variant, self.diags);
        if let Some(t) = &p.placement {
            placement::check(t, &variant, self.diags);
        }
        special_hole::check_placed(&variant, self.diags);
        if !variant.pieces.is_empty() {
            for rule in variant.landing.iter().filter(|r| r.given_into.is_some()) {
                self.diags.push(
                    Diagnostic::new(
                        &codes::invalid_value::CODE,
                        rule.keys.to.clone().unwrap_or_else(|| rule.span.clone()),
                        format!(
                            "rule `{}` gives its captures into a hole in a game with pieces: \
                             sow gives only seeds",
                            rule.name
                        ),
                    )
                    .with_help("send the captures to a store, or sow them back (`sow_from`)"),
                );
            }
        }
        super::tier::check(&variant, self.diags);
        super::row_end::check(&variant, self.diags);
        Some(variant)
    }

    /// Whether a move against the tracks must capture (`against_if`),
    /// with an O008 where no move chooses to sow against them.
    fn against_if(&mut self, sowing: &f::SowingTable) -> bool {
        let Some(at) = &sowing.against_if else {
            return false;
        };
        let way = sowing.way.as_ref().map(|w| w.value).unwrap_or_default();
        if way == f::SowingWay::Named(f::WayChoice::Either) {
            return true;
        }
        self.diags.push(
            Diagnostic::new(
                &codes::way_condition_without_choice::CODE,
                at.span.clone(),
                "`against_if` judges moves against the path, but no move chooses to sow against it",
            )
            .with_help("set `way = \"either\"` (with `against_from` for the holes it may start from), or remove `against_if`"),
        );
        false
    }

    /// The span of the value at `path`, else `fallback`.
    pub(super) fn span_at(&self, path: &[Seg<'_>], fallback: &Range<usize>) -> Range<usize> {
        find_in_table(self.root, path).map_or_else(|| fallback.clone(), |(_, v)| v)
    }

    fn board(&mut self, b: &f::BoardTable) -> Option<Board> {
        let mut ok = true;
        if !(MIN_ROWS..=MAX_ROWS).contains(&b.rows.value) {
            self.diags.push(
                Diagnostic::new(
                    &codes::board_size::CODE,
                    b.rows.span.clone(),
                    format!("a board of {} rows", b.rows.value),
                )
                .with_help(format!("use {MIN_ROWS} to {MAX_ROWS} rows")),
            );
            ok = false;
        }
        if !(1..=MAX_COLUMNS).contains(&b.columns.value) {
            self.diags.push(
                Diagnostic::new(
                    &codes::board_size::CODE,
                    b.columns.span.clone(),
                    format!("a board of {} columns", b.columns.value),
                )
                .with_help(format!("use 1 to {MAX_COLUMNS} columns")),
            );
            ok = false;
        }
        if ok && b.rows.value * b.columns.value > MAX_BOARD_HOLES {
            self.diags.push(
                Diagnostic::new(
                    &codes::board_size::CODE,
                    b.columns.span.clone(),
                    format!(
                        "a board of {} × {} = {} holes",
                        b.rows.value,
                        b.columns.value,
                        b.rows.value * b.columns.value
                    ),
                )
                .with_help(format!(
                    "use at most {MAX_BOARD_HOLES} holes in all (at most {} columns on {} rows)",
                    MAX_BOARD_HOLES / b.rows.value,
                    b.rows.value
                )),
            );
            ok = false;
        }
        ok.then_some(Board {
            rows: b.rows.value as u16,
            columns: b.columns.value as u16,
            stores: b.stores,
            players: 2,
        })
    }

    fn seeds(&mut self, board: &Board, b: &f::BoardTable) -> Vec<u32> {
        self.seed_layout(board, &b.seeds, &[Seg::Key("board"), Seg::Key("seeds")])
    }

    /// The counts a seed layout gives every site, its entries found in the
    /// file at `path` (`board.seeds`, or a set opening's layout).
    pub(super) fn seed_layout(
        &mut self,
        board: &Board,
        seeds: &Sp<f::SeedLayout>,
        path: &[Seg<'_>],
    ) -> Vec<u32> {
        let mut start = vec![0u32; board.sites()];
        let span = seeds.span.clone();
        let cols = board.columns as usize;
        match &seeds.value {
            f::SeedLayout::Uniform(n) => start[..board.holes()].fill(*n),
            f::SeedLayout::Word(f::SeedWord::Columns) => {
                start[..board.holes()].fill(u32::from(board.columns));
            }
            f::SeedLayout::Rows(rows) => {
                if rows.len() != board.rows as usize {
                    self.diags.push(
                        Diagnostic::new(
                            &codes::seed_layout::CODE,
                            span.clone(),
                            format!(
                                "{} rows of seeds for a board of {} rows",
                                rows.len(),
                                board.rows
                            ),
                        )
                        .with_help("give one entry per row, from row 1 (South's side)"),
                    );
                }
                for (r, row) in rows.iter().enumerate().take(board.rows as usize) {
                    match row {
                        f::RowSeeds::Uniform(n) => start[r * cols..(r + 1) * cols].fill(*n),
                        f::RowSeeds::Columns(counts) => {
                            if counts.len() != cols {
                                let at = self.span_at(&[path, &[Seg::Index(r)]].concat(), &span);
                                self.diags.push(
                                    Diagnostic::new(
                                        &codes::seed_layout::CODE,
                                        at,
                                        format!(
                                            "row {} lists {} counts for {} columns",
                                            r + 1,
                                            counts.len(),
                                            cols
                                        ),
                                    )
                                    .with_help("give one count per column, from column `a`"),
                                );
                            }
                            for (c, n) in counts.iter().enumerate().take(cols) {
                                start[r * cols + c] = *n;
                            }
                        }
                    }
                }
            }
            f::SeedLayout::Holes(map) => {
                let key_at = |this: &Self, name: &str| {
                    find_in_table(this.root, &[path, &[Seg::Key(name)]].concat())
                        .and_then(|(k, _)| k)
                        .unwrap_or_else(|| span.clone())
                };
                let mut counts = Vec::new();
                let mut mirror = false;
                for (name, entry) in map {
                    match (name.as_str(), *entry) {
                        ("mirror", f::SeedEntry::Flag(on)) => mirror = on,
                        ("mirror", f::SeedEntry::Count(_) | f::SeedEntry::BySize(_))
                        | (_, f::SeedEntry::Flag(_)) => {
                            let at = key_at(self, name);
                            let (what, help) = match name.as_str() {
                                "mirror" => (
                                    "`mirror` takes `true` or `false`",
                                    "write `mirror = true` for North's holes laid out as South's",
                                ),
                                _ => (
                                    "a hole's entry takes a seed count",
                                    "give the count of seeds, such as `3`; only `mirror` takes `true`",
                                ),
                            };
                            self.diags.push(
                                Diagnostic::new(&codes::seed_layout::CODE, at, what)
                                    .with_help(help),
                            );
                        }
                        (_, f::SeedEntry::Count(n)) => counts.push((name, n)),
                        (_, f::SeedEntry::BySize(sized)) => match sized.on(board.columns.into()) {
                            Some(n) => counts.push((name, n)),
                            None => {
                                let at = key_at(self, name);
                                self.diags.push(
                                    Diagnostic::new(
                                        &codes::seed_layout::CODE,
                                        at,
                                        format!(
                                            "`{name}` would start with {} × {} {} {} seeds, \
                                             {}, on rows of {} holes",
                                            sized.per_column,
                                            board.columns,
                                            if sized.plus < 0 { "−" } else { "+" },
                                            sized.plus.unsigned_abs(),
                                            if sized.plus < 0 {
                                                "fewer than none"
                                            } else {
                                                "more than a count can hold"
                                            },
                                            board.columns
                                        ),
                                    )
                                    .with_help(
                                        "choose `per_column` and `plus` so that every size starts \
                                         with 0 seeds or more, and no more than the board can hold",
                                    ),
                                );
                            }
                        },
                    }
                }
                let default = counts
                    .iter()
                    .find(|(name, _)| name.as_str() == "default")
                    .map_or(0, |(_, n)| *n);
                start[..board.holes()].fill(default);
                // Ranges first, so that a hole named alone gets its own
                // count whatever the order of the keys.
                let (ranges, single): (Vec<_>, Vec<_>) = counts
                    .into_iter()
                    .filter(|(name, _)| name.as_str() != "default")
                    .partition(|(name, _)| super::board::range_dash(name).is_some());
                for (name, n) in ranges.into_iter().chain(single) {
                    let store = board.store_named(name).filter(|_| board.stores);
                    let sites = match store {
                        Some(site) => Ok(vec![site]),
                        None => board.parse_holes(name),
                    };
                    match sites {
                        Ok(sites) => {
                            // With `mirror`, North's half takes the counts
                            // of the South holes that mirror it.
                            if mirror && sites.iter().any(|&s| board.on_north_side(s)) {
                                self.diags.push(
                                    Diagnostic::new(
                                        &codes::seed_layout::CODE,
                                        key_at(self, name),
                                        format!(
                                            "`{name}` names a hole on North's side, which \
                                             `mirror = true` lays out from South's"
                                        ),
                                    )
                                    .with_help(
                                        "name South's holes only (rows on South's side): North's \
                                         get the count of the hole that mirrors them",
                                    ),
                                );
                                continue;
                            }
                            for site in sites {
                                start[site as usize] = n;
                                if mirror {
                                    start[board.mirror_site(site) as usize] = n;
                                }
                            }
                        }
                        Err(why) => {
                            let at = key_at(self, name);
                            self.diags.push(
                                Diagnostic::new(&codes::unknown_hole::CODE, at, why)
                                    .with_help(bad_hole_help(board)),
                            );
                        }
                    }
                }
            }
        }
        start
    }

    /// Reports an entry that names no hole of the board.
    /// `given`, where it is at least 1; an S006 on it where it is 0, saying
    /// that `key` must be, with `help`.
    pub(super) fn at_least_one(&mut self, given: &Sp<u32>, key: &str, help: &str) -> Option<u32> {
        if given.value > 0 {
            return Some(given.value);
        }
        self.diags.push(
            Diagnostic::new(
                &codes::value_out_of_range::CODE,
                given.span.clone(),
                format!("`{key}` must be at least 1"),
            )
            .with_help(help),
        );
        None
    }

    fn bad_hole(&mut self, board: &Board, item: &Sp<String>, why: String) {
        self.diags.push(
            Diagnostic::new(&codes::unknown_hole::CODE, item.span.clone(), why)
                .with_help(bad_hole_help(board)),
        );
    }

    /// Holes named by a list of names and ranges; bad entries are reported.
    pub(super) fn hole_list(&mut self, board: &Board, items: &[Sp<String>]) -> Vec<u16> {
        let mut holes = Vec::new();
        for item in items {
            match board.parse_holes(&item.value) {
                Ok(h) => holes.extend(h),
                Err(why) => self.diags.push(
                    Diagnostic::new(&codes::unknown_hole::CODE, item.span.clone(), why)
                        .with_help(bad_hole_help(board)),
                ),
            }
        }
        holes
    }

    /// Who owns each hole, and the entries that name no hole of the board
    /// (reported here), which count as unread: the holes they meant to
    /// give are not known to be unowned.
    fn ownership(
        &mut self,
        board: &Board,
        (span, players): (&Range<usize>, &f::Players),
    ) -> (Vec<Option<Player>>, Unread) {
        let mut unresolved = Unread::nothing();
        let mut owner: Vec<Option<Player>> = vec![None; board.holes()];
        let mut first_span: Vec<Option<Range<usize>>> = vec![None; board.holes()];
        for (player, (table, own)) in board.players().zip(players.tables()) {
            let Some(own) = own else {
                // A player skipped in the order: the ones after it have
                // no place to move in.
                self.diags.push(
                    Diagnostic::new(
                        &codes::missing_key::CODE,
                        span.clone(),
                        format!(
                            "[players] names {} players but not the {table}",
                            board.players
                        ),
                    )
                    .with_help(format!(
                        "add [players.{table}]: players move in the order {}",
                        PLAYER_NAMES[..board.players as usize].join(", ")
                    )),
                );
                continue;
            };
            let mut claims: Vec<(u16, Range<usize>)> = Vec::new();
            for row in &own.rows {
                if row.value == 0 || row.value > board.rows as u32 {
                    unresolved.merge(Unread::at(&[table, "rows"]));
                    self.diags.push(
                        Diagnostic::new(
                            &codes::unknown_hole::CODE,
                            row.span.clone(),
                            format!("row {} is not on this board", row.value),
                        )
                        .with_help(format!("rows are numbered 1 to {}", board.rows)),
                    );
                    continue;
                }
                let r = (row.value - 1) as u16;
                claims.extend((0..board.columns).map(|c| (board.hole(r, c), row.span.clone())));
            }
            for item in &own.holes {
                match board.parse_holes(&item.value) {
                    Ok(hs) => claims.extend(hs.into_iter().map(|h| (h, item.span.clone()))),
                    Err(why) => {
                        unresolved.merge(Unread::at(&[table, "holes"]));
                        self.diags.push(
                            Diagnostic::new(&codes::unknown_hole::CODE, item.span.clone(), why)
                                .with_help(bad_hole_help(board)),
                        );
                    }
                }
            }
            for (h, at) in claims {
                let i = h as usize;
                match owner[i] {
                    Some(p) if p != player => self.diags.push(
                        Diagnostic::new(
                            &codes::ownership_overlap::CODE,
                            at,
                            format!("hole {} is given to both players", board.site_name(h)),
                        )
                        .with_related(
                            first_span[i].clone(),
                            format!("{} was given to {} here", board.site_name(h), p.name()),
                        )
                        .with_help("give each hole to one player"),
                    ),
                    _ => {
                        owner[i] = Some(player);
                        first_span[i] = Some(at);
                    }
                }
            }
        }
        (owner, unresolved)
    }

    /// Resolves a hole set word or region name.
    pub(super) fn hole_set(
        &mut self,
        s: &Sp<f::HoleSetSpec>,
        regions: &[Region],
    ) -> Option<HoleSet> {
        let lost =
            matches!(&s.value, f::HoleSetSpec::Region(name) if self.lost_regions.contains(name));
        hole_set::resolve(&s.value, &s.span, regions)
            .map_err(|d| {
                if !lost {
                    self.diags.push(d);
                }
            })
            .ok()
    }

    /// A cap such as `max_plies`: 1 to `max`, else an error on the value
    /// and `None` (the default applies).
    pub(super) fn cap(&mut self, value: Option<&Sp<u32>>, key: &str, max: u32) -> Option<u32> {
        let v = value?;
        if v.value == 0 {
            self.diags.push(
                Diagnostic::new(
                    &codes::value_out_of_range::CODE,
                    v.span.clone(),
                    format!("`{key}` must be at least 1"),
                )
                .with_help(format!(
                    "use 1 to {max}, or leave `{key}` out for the default"
                )),
            );
            return None;
        }
        if v.value > max {
            self.diags.push(
                Diagnostic::new(
                    &codes::input_too_large::CODE,
                    v.span.clone(),
                    format!(
                        "`{key} = {}` is more than sow plays: at most {max}",
                        v.value
                    ),
                )
                .with_help(format!("use 1 to {max}")),
            );
            return None;
        }
        Some(v.value)
    }

    /// Resolves the move restrictions of `[moves]`.
    fn priority(&mut self, tiers: &[Sp<f::Priority>], regions: &[Region]) -> Vec<PriorityTier> {
        if let Some(extra) = tiers.get(MAX_LANDING_RULES) {
            self.diags.push(
                Diagnostic::new(
                    &codes::input_too_large::CODE,
                    extra.span.clone(),
                    format!("more than {MAX_LANDING_RULES} move restrictions"),
                )
                .with_help("merge tiers; sow reads the first 64"),
            );
        }
        tiers
            .iter()
            .take(MAX_LANDING_RULES)
            .map(|t| PriorityTier {
                name: t.value.name.value.clone(),
                name_span: t.value.name.span.clone(),
                span: t.span.clone(),
                hole: t
                    .value
                    .hole
                    .as_ref()
                    .and_then(|h| self.hole_set(h, regions)),
                count: t.value.count.as_ref().map(|c| count_set(&c.value)),
                unless_count: t.value.unless_count.as_ref().map(|c| count_set(&c.value)),
                prefer: t.value.prefer.as_ref().map(|p| p.value),
                plies: (
                    t.value.plies.as_ref().map(|p| p.value).unwrap_or_default(),
                    t.value.plies.as_ref().map(|p| p.span.clone()),
                ),
                once_lost: t.value.once_lost.as_ref().map(super::tier::OnceLost::named),
                decided_by: t
                    .value
                    .decided_by
                    .as_ref()
                    .map(|d| d.value)
                    .unwrap_or_default(),
                mark: super::mark::MarkCondition::of_tier(&t.value, self.diags),
            })
            .collect()
    }

    /// The first ply of a gathered opening: its `gather` and `start`, both
    /// required with `kind = "gathered"` (a key written but unread is
    /// reported already).
    fn gather(
        &mut self,
        o: &f::Opening,
        unread: &Unread,
        board: &Board,
        tracks: Option<&Vec<Vec<u16>>>,
    ) -> Option<Gather> {
        if o.kind.value != f::OpeningKind::Gathered {
            return None;
        }
        for (key, given) in [("gather", o.gather.is_some()), ("start", o.start.is_some())] {
            if !given && !unread.has(&[key]) {
                self.diags.push(
                    Diagnostic::new(
                        &codes::missing_key::CODE,
                        o.kind.span.clone(),
                        format!("a gathered opening needs `{key}`"),
                    )
                    .with_help(
                        "say how many seeds the first player takes from each hole \
                         (`gather = 3`) and where the first falls (`start = \"f2\"`)",
                    ),
                );
            }
        }
        let each = o.gather.as_ref()?;
        if each.value == 0 {
            self.diags.push(
                Diagnostic::new(
                    &codes::value_out_of_range::CODE,
                    each.span.clone(),
                    "`gather = 0` gathers nothing",
                )
                .with_help("gather at least 1 seed from each hole"),
            );
        }
        let start = o.start.as_ref()?;
        let Some(hole) = board.parse_hole(&start.value) else {
            self.diags.push(
                Diagnostic::new(
                    &codes::unknown_hole::CODE,
                    start.span.clone(),
                    format!("`{}` is not a hole of this board", start.value),
                )
                .with_help(bad_hole_help(board)),
            );
            return None;
        };
        // South plays the first ply: its seeds go along South's track.
        if tracks.is_some_and(|t| !t[Player::SOUTH.index()].contains(&hole)) {
            self.diags.push(
                Diagnostic::new(
                    &codes::unknown_hole::CODE,
                    start.span.clone(),
                    format!("{} is not on South's track", start.value),
                )
                .with_help("start the gathered sowing in a hole South sows into"),
            );
            return None;
        }
        Some(Gather {
            each: each.value,
            start: hole,
        })
    }

    /// `at_most` of `[claimed]`, checked: at least 1.
    fn at_most(&mut self, c: &f::Claimed) -> Option<u32> {
        let at_most = c.at_most.as_ref()?;
        if at_most.value == 0 {
            self.diags.push(
                Diagnostic::new(
                    &codes::value_out_of_range::CODE,
                    at_most.span.clone(),
                    "`at_most = 0` forbids every claim",
                )
                .with_help("allow at least 1 claimed hole, or remove the claiming rules"),
            );
        }
        Some(at_most.value)
    }
}

pub(super) fn bad_hole_help(board: &Board) -> String {
    let last = super::board::column_letter(board.columns.saturating_sub(1));
    format!(
        "holes are named by column letter and row number, `a1` to `{last}{}`; ranges run along a row or a column, like `a1-{last}1`",
        board.rows
    )
}
