//! `sow describe`: the file read back as the rules text it plays, part by
//! part in the order a rules text goes (the board and the start, who owns
//! what, how a move sows, where the last seed lands, how the game and the
//! match end, then what comes before the ordinary turns), to lay beside
//! the source.
//!
//! Each sentence comes from the resolved rules through the words of its
//! part, the same words hover shows (`model::landing::describe`,
//! `show::describe_tier`, the schema's words for a key's value), so what
//! is described is what is played. Each part names the table of the file
//! it comes from, for a caller to find its span (`Paragraph::path`).

use serde::Serialize;

use super::Markup;
use crate::model::{
    Board, Laps, MustFeed, Player, Variant, end, hole_set, landing, mark, phase, pieces, placement,
    race, set_opening, special_hole,
};
use crate::schema;
use crate::syntax::Seg;

/// One paragraph of a description: a heading and its sentences, and the table
/// of the file they come from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Paragraph {
    /// What the part is about, as a rules text would head it.
    pub title: &'static str,
    /// The table the part comes from (`sowing`, `landing`).
    pub table: &'static str,
    /// Which entry of a list of tables (`[[landing]]`'s second rule: 1).
    pub index: Option<usize>,
    /// Its sentences, in Markdown (a rule's name as code, a heading bold).
    pub sentences: Vec<String>,
}

impl Paragraph {
    /// The path of the part's table in the file.
    pub fn path(&self) -> Vec<Seg<'static>> {
        let mut path = vec![Seg::Key(self.table)];
        path.extend(self.index.map(Seg::Index));
        path
    }

    /// The table it comes from, as the file writes it (`[sowing]`,
    /// `[[landing]] 2`).
    pub fn table_name(&self) -> String {
        match self.index {
            Some(i) => format!("[[{}]] {}", self.table, i + 1),
            None => format!("[{}]", self.table),
        }
    }

    /// Its sentences in `markup`, one paragraph.
    pub fn text(&self, markup: Markup) -> String {
        let text = self.sentences.join(" ");
        match markup {
            Markup::Markdown => text,
            Markup::Plain => plain(&text),
        }
    }
}

/// The rules of `variant` in words, part by part.
pub fn describe(variant: &Variant) -> Vec<Paragraph> {
    let mut parts = vec![
        board_part(variant),
        players_part(variant),
        sowing_part(variant),
        moves_part(variant),
    ];
    for (i, rule) in variant.landing.iter().enumerate() {
        parts.push(Paragraph {
            title: "Where the last seed lands",
            table: "landing",
            index: Some(i),
            sentences: vec![paragraph(&landing::describe(variant, rule))],
        });
    }
    if variant.claiming {
        parts.push(Paragraph {
            title: "Claimed holes",
            table: "claimed",
            index: None,
            sentences: variant.claims.describe(),
        });
    }
    parts.push(end_part(variant));
    parts.extend(match_part(variant));
    parts.extend(before_play_parts(variant));
    parts.retain(|p| !p.sentences.is_empty());
    parts
}

/// The whole description in `markup`: a heading for the game, then each
/// part's heading where it changes, and its paragraph.
pub fn render(variant: &Variant, parts: &[Paragraph], markup: Markup) -> String {
    let mut out = match markup {
        Markup::Markdown => format!("# {}\n", variant.name),
        Markup::Plain => format!("{}\n{}\n", variant.name, "=".repeat(variant.name.len())),
    };
    let mut title = "";
    for part in parts {
        if part.title != title {
            title = part.title;
            out.push_str(&match markup {
                Markup::Markdown => format!("\n## {title}\n\n"),
                Markup::Plain => format!("\n{title}\n{}\n", "-".repeat(title.chars().count())),
            });
        } else {
            out.push('\n');
        }
        out.push_str(&part.text(markup));
        out.push('\n');
    }
    out
}

/// The words the schema gives a key's value (`winner = "most-seeds"`),
/// its first letter lowered to follow a colon.
fn value_words<T: Serialize>(path: &[&str], value: T) -> Option<String> {
    let name = serde_json::to_value(value).ok()?.as_str()?.to_string();
    let doc = schema::values(path)
        .into_iter()
        .find(|d| d.name == name)?
        .doc;
    Some(lowered(&doc))
}

/// `words` with its first letter lowered, to follow a colon.
fn lowered(words: &str) -> String {
    let mut chars = words.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_lowercase().chain(chars).collect::<String>()
    })
}

/// Words in Markdown as plain words: no bold, no code spans.
fn plain(words: &str) -> String {
    words.replace("**", "").replace('`', "")
}

/// A part's words as one paragraph: a heading line (`**Rule `x`** (…)`)
/// joined to what follows by a colon, and the first letter a capital.
fn paragraph(words: &str) -> String {
    let joined = match words.split_once("\n\n") {
        Some((head, rest)) => format!("{head}: {}", lowered(rest)).replace("\n\n", " "),
        None => words.to_string(),
    };
    super::capitalised(&joined)
}

/// `track` from the first hole of its player's own run, as a rules text
/// starts a player's sowing at their own row.
fn from_own_row(variant: &Variant, player: Player, track: &[u16]) -> Vec<u16> {
    let owns = |s: u16| variant.owner.get(usize::from(s)).copied().flatten() == Some(player);
    let n = track.len();
    let start = (0..n)
        .find(|&i| owns(track[i]) && !owns(track[(i + n - 1) % n]))
        .unwrap_or(0);
    track[start..]
        .iter()
        .chain(&track[..start])
        .copied()
        .collect()
}

/// `n` in words where it is small, as a rules text writes it.
pub(super) fn number(n: u32) -> String {
    const WORDS: [&str; 13] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve",
    ];
    WORDS
        .get(n as usize)
        .map_or_else(|| n.to_string(), |w| (*w).to_string())
}

/// `holes` named as runs along each row (`a1–f1, a2`): in board order,
/// they are a track's runs.
fn runs(board: &Board, holes: &[u16]) -> String {
    let mut sorted = holes.to_vec();
    sorted.sort_unstable();
    track_runs(board, &sorted)
}

/// A track as runs of holes in sowing order (`a1–f1, South's store,
/// f2–a2`), back to its start.
fn track_runs(board: &Board, track: &[u16]) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < track.len() {
        let site = track[i];
        if board.is_store(site) {
            out.push(match board.store(Player::SOUTH) == site {
                true => "South's store".to_string(),
                false => "North's store".to_string(),
            });
            i += 1;
            continue;
        }
        let step = |a: u16, b: u16| {
            !board.is_store(b)
                && board.row_col(a).0 == board.row_col(b).0
                && board.row_col(a).1.abs_diff(board.row_col(b).1) == 1
        };
        let mut j = i;
        let dir = track.get(i + 1).map(|&b| i32::from(b) - i32::from(site));
        while j + 1 < track.len()
            && step(track[j], track[j + 1])
            && Some(i32::from(track[j + 1]) - i32::from(track[j])) == dir
        {
            j += 1;
        }
        out.push(match j - i {
            0 => board.site_name(site),
            _ => format!("{}–{}", board.site_name(site), board.site_name(track[j])),
        });
        i = j + 1;
    }
    out.join(", ")
}

fn board_part(variant: &Variant) -> Paragraph {
    let board = &variant.board;
    let mut sentences = vec![format!(
        "A board of {} rows of {} holes{}.",
        number(u32::from(board.rows)),
        number(u32::from(board.columns)),
        match board.stores {
            true => ", with a store for each player",
            false => ", without stores",
        }
    )];
    let holes = board.holes();
    let starts = &variant.start[..holes.min(variant.start.len())];
    match starts.first() {
        Some(&first) if starts.iter().all(|&n| n == first) => sentences.push(format!(
            "Each hole starts with {} seed{}.",
            number(first),
            if first == 1 { "" } else { "s" }
        )),
        _ => {
            let rows: Vec<String> = (0..board.rows)
                .map(|r| {
                    let counts: Vec<String> = (0..board.columns)
                        .map(|c| {
                            starts
                                .get(usize::from(board.hole(r, c)))
                                .unwrap_or(&0)
                                .to_string()
                        })
                        .collect();
                    format!("row {} holds {}", r + 1, counts.join(", "))
                })
                .collect();
            sentences.push(format!("At the start, from the left, {}.", rows.join("; ")));
        }
    }
    for p in Player::BOTH {
        let site = usize::from(board.store(p));
        // A hand still to be placed waits in its player's store; the
        // placement's own words say it, so only what the store starts with
        // beside it is said here.
        let hand = variant.placement.as_ref().map_or(0, |pl| pl.hand(p));
        let start = variant.start.get(site).map(|&n| n.saturating_sub(hand));
        if let Some(n) = start.filter(|&n| n > 0) {
            sentences.push(format!(
                "{}'s store starts with {n}.",
                super::capitalised(p.name())
            ));
        }
    }
    sentences.extend(variant.pieces.iter().map(|k| pieces::describe(k, board)));
    Paragraph {
        title: "The board",
        table: "board",
        index: None,
        sentences,
    }
}

fn players_part(variant: &Variant) -> Paragraph {
    let board = &variant.board;
    let owned = |p: Player| -> Vec<u16> {
        (0..board.holes() as u16)
            .filter(|&h| variant.owner.get(usize::from(h)).copied().flatten() == Some(p))
            .collect()
    };
    let mut sentences = vec![if board.players == 2 {
        format!(
            "South, who moves first, owns {}; North owns {}.",
            runs(board, &owned(Player::SOUTH)),
            runs(board, &owned(Player::NORTH))
        )
    } else {
        let each: Vec<String> = board
            .players()
            .map(|p| format!("{} owns {}", p.title(), runs(board, &owned(p))))
            .collect();
        format!(
            "{} players move in turn, in this order: {}.",
            super::capitalised(&number(u32::from(board.players))),
            each.join("; ")
        )
    }];
    if !variant.neutral.is_empty() {
        sentences.push(format!(
            "{} belong to nobody: seeds are sown into them, but no move starts there.",
            runs(board, &variant.neutral)
        ));
    }
    if !variant.off_track.is_empty() {
        sentences.push(format!(
            "No sowing passes {}.",
            runs(board, &variant.off_track)
        ));
    }
    Paragraph {
        title: "The players",
        table: "players",
        index: None,
        sentences,
    }
}

fn sowing_part(variant: &Variant) -> Paragraph {
    let board = &variant.board;
    let south = &from_own_row(variant, Player::SOUTH, &variant.tracks[0]);
    let north = &from_own_row(variant, Player::NORTH, &variant.tracks[1]);
    let mut sentences = match variant.tracks[0] == variant.tracks[1] {
        true => vec![format!(
            "{} sow along {}, and round again.",
            super::track::every_player(board),
            track_runs(board, south)
        )],
        false => vec![format!(
            "South sows along {}, and North along {}, each round again.",
            track_runs(board, south),
            track_runs(board, north)
        )],
    };
    if !board.stores || south.iter().chain(north).all(|&s| !board.is_store(s)) {
        sentences.push("No seed is sown into a store.".to_string());
    }
    sentences.extend(
        super::track::sowing_words(variant)
            .into_iter()
            .map(str::to_string),
    );
    if let Some(skip) = &variant.skip {
        sentences.push(format!(
            "Sowing passes over {} holding {}.",
            hole_set::describe(&variant.regions, Some(variant.skip_in)),
            crate::model::count_in_seeds(&skip.describe())
        ));
    }
    if variant.skip_origin {
        sentences.push("A lap passes over the hole it was lifted from.".to_string());
    }
    sentences.extend(crate::model::drops::describe(&variant.drops));
    if variant.way.chosen() {
        for (set, way) in [
            (variant.along_from, "along"),
            (variant.against_from, "against"),
        ] {
            if set != crate::model::HoleSet::ANY {
                sentences.push(format!(
                    "A move sows {way} this order only from {}.",
                    hole_set::describe(&variant.regions, Some(set))
                ));
            }
        }
        if variant.against_if_captures {
            sentences
                .push("A move against this order is legal only where it captures.".to_string());
        }
    }
    if variant.relay_turns && variant.laps == Laps::Relay {
        sentences.push("Each relay lap sows the other way from the lap before.".to_string());
    }
    if variant.skip_except_claim && variant.skip.is_some() {
        sentences.push(
            "A seed that would pass over a hole falls into it after all where a rule that claims \
             the hole then fires."
                .to_string(),
        );
    }
    if variant.laps == Laps::Relay
        && let Some(endless) = variant.endless
        && let Some(words) = value_words(&["sowing", "endless"], endless)
    {
        sentences.push(format!("A relay sowing that would go on for ever: {words}"));
    }
    Paragraph {
        title: "Sowing",
        table: "sowing",
        index: None,
        sentences,
    }
}

fn moves_part(variant: &Variant) -> Paragraph {
    let regions = &variant.regions;
    let mut sentences = vec![
        crate::model::store_move::describe(variant).unwrap_or_else(|| {
            format!(
                "A move lifts {}the seeds of {} holding at least {}, and sows them.",
                if variant.move_lift.is_some() {
                    ""
                } else {
                    "all "
                },
                hole_set::describe(regions, Some(variant.move_from)),
                number(variant.min_seeds.max(1))
            )
        }),
    ];
    if let Some(first) = &variant.first_move {
        sentences.push(first.describe(&variant.board));
    }
    if variant.must_capture {
        sentences.push("A move that captures must be played where one can.".to_string());
    }
    if variant.pie.is_some() {
        sentences.push(crate::model::pie::describe().to_string());
    }
    let carries = crate::model::carry::describe_moves(variant);
    if !carries.is_empty() {
        sentences.push(carries.trim_start().to_string());
    }
    match variant.must_feed {
        MustFeed::Flag(false) => {}
        MustFeed::Flag(true) => sentences.push(
            "When the opponent has no seeds, a move must give them some; a player who \
             cannot has no legal move."
                .to_string(),
        ),
        MustFeed::Word(_) => sentences.push(
            "When the opponent has no seeds, a move must give them some where a move can."
                .to_string(),
        ),
    }
    for (i, tier) in variant.priority.iter().enumerate() {
        sentences.push(paragraph(&super::describe_tier(variant, i, tier)));
    }
    for requirement in &variant.requirements {
        sentences.push(paragraph(&super::describe_requirement(
            variant,
            requirement,
        )));
    }
    if let Some(words) = value_words(&["moves", "no_move"], variant.no_move) {
        sentences.push(format!(
            "When the player to move has no legal move: {words}"
        ));
    }
    Paragraph {
        title: "Moves",
        table: "moves",
        index: None,
        sentences,
    }
}

fn end_part(variant: &Variant) -> Paragraph {
    let regions = &variant.regions;
    let mut sentences: Vec<String> = variant
        .end
        .iter()
        .map(|c| format!("The game ends when {}.", end::describe(c, regions)))
        .collect();
    if variant.end.is_empty() {
        sentences.push("The game ends only as the moves say.".to_string());
    }
    if let Some(words) = value_words(&["end", "remaining"], variant.remaining) {
        sentences.push(format!("The seeds left on the board then: {words}"));
    }
    if let Some(words) = value_words(&["end", "winner"], variant.winner) {
        sentences.push(format!("The winner: {words}"));
    }
    if let Some(n) = variant.stuck_draw_at {
        sentences.push(format!(
            "A player left without a move who holds at least {n} seeds draws."
        ));
    }
    if let Some(words) = crate::model::cannot_fill::describe(variant) {
        sentences.push(words);
    }
    Paragraph {
        title: "The end",
        table: "end",
        index: None,
        sentences,
    }
}

fn match_part(variant: &Variant) -> Option<Paragraph> {
    let rules = variant.match_rules.as_ref()?;
    let board = &variant.board;
    let mut sentences = vec![paragraph(&rules.describe())];
    // The orders the recount follows, where it follows them.
    if let Some(fill) = &rules.fill_order {
        sentences.push(format!(
            "South fills their holes in the order {}, North in the order {}.",
            track_runs(board, &fill[0]),
            track_runs(board, &fill[1])
        ));
    }
    if rules.holes == crate::format::RoundHoles::Won {
        sentences.push(format!(
            "South gains North's holes in the order {}, North gains South's in the order {}.",
            track_runs(board, &rules.gain_order[0]),
            track_runs(board, &rules.gain_order[1])
        ));
    }
    Some(Paragraph {
        title: "The match",
        table: "match",
        index: None,
        sentences,
    })
}

/// What comes before or beside the ordinary turns: openings, placement,
/// phases, special holes and marks.
fn before_play_parts(variant: &Variant) -> Vec<Paragraph> {
    let board = &variant.board;
    let mut parts = Vec::new();
    let mut part = |title, table, sentences: Vec<String>| {
        parts.push(Paragraph {
            title,
            table,
            index: None,
            sentences,
        });
    };
    if let Some(opening) = &variant.opening {
        let mut sentences = Vec::new();
        if let Some(gather) = opening.gather {
            sentences.push(super::describe_gather(variant, gather));
        }
        if let Some(from) = opening.from {
            sentences.push(race::describe(from, board));
        }
        part("The opening", "opening", sentences);
    }
    if let Some(set) = &variant.set_opening {
        part(
            "The opening",
            "opening",
            vec![set_opening::describe(board, set)],
        );
    }
    if let Some(placement) = &variant.placement {
        part(
            "Placement",
            "placement",
            vec![placement::describe(placement, variant)],
        );
    }
    if !variant.phases.is_empty() {
        part(
            "Phases",
            "phases",
            phase::describe(&variant.phases, &variant.regions),
        );
    }
    let mut names: Vec<&str> = variant
        .special_holes
        .iter()
        .map(|s| s.name.as_str())
        .collect();
    names.dedup();
    for name in names {
        let holes: Vec<_> = variant
            .special_holes
            .iter()
            .filter(|s| s.name == name)
            .collect();
        part(
            "Holes with rules of their own",
            "holes",
            vec![special_hole::describe(&holes, board)],
        );
    }
    for m in &variant.marks {
        part("Marks", "marks", vec![mark::describe(m)]);
    }
    if let Some(d) = &variant.deferred {
        part(
            "Captures that wait for the round's end",
            "deferred_captures",
            vec![d.describe(board)],
        );
    }
    parts
}

/// Where each part comes from in `text`, the file described: its table's
/// span (`None` for a part whose table the file leaves to its defaults).
pub fn spans(text: &str, parts: &[Paragraph]) -> Vec<Option<std::ops::Range<usize>>> {
    spans_in(&crate::syntax::parse(text).to_node(), parts)
}

/// [`spans`] in a file already parsed into `tree`.
pub fn spans_in(
    tree: &crate::syntax::Node,
    parts: &[Paragraph],
) -> Vec<Option<std::ops::Range<usize>>> {
    parts
        .iter()
        .map(|p| tree.get(&p.path()).map(|n| n.span.clone()))
        .collect()
}

/// The description as JSON: the game's name and each part with its
/// sentences in plain words, its table (`[sowing]`, `[[landing]]` 2) and
/// where that is in `text` (bytes, and 1-based lines).
pub fn json(variant: &Variant, parts: &[Paragraph], text: &str) -> serde_json::Value {
    let lines = crate::text::LineIndex::new(text);
    let line = |at: usize| lines.line_col(text, at).line + 1;
    let items: Vec<serde_json::Value> = parts
        .iter()
        .zip(spans(text, parts))
        .map(|(p, span)| {
            let table = p.table_name();
            serde_json::json!({
                "title": p.title,
                "table": table,
                "sentences": p.sentences.iter()
                    .map(|s| plain(s))
                    .collect::<Vec<_>>(),
                "span": span.as_ref().map(|s| serde_json::json!({
                    "start": s.start,
                    "end": s.end,
                    "line": line(s.start),
                    "end_line": line(s.end.saturating_sub(1).max(s.start)),
                })),
            })
        })
        .collect();
    serde_json::json!({ "game": variant.name, "parts": items })
}
