//! Hover: what the thing under the cursor means in the game.
//!
//! - a hole name: where a sowing from it, with its seeds at the start, goes
//!   lap by lap, and where it ends;
//! - the sowing path or its settings: the board with the order in which
//!   holes are sown, for each player when their tracks differ;
//! - a `[[landing]]` rule: what it does, in plain words;
//! - any key or enumerated value: its documentation from the format.

use std::fmt::Write;
use std::ops::Range;

use super::locate::{self, Part};
use super::schema;
use crate::engine::{Rules, SowEnd, sow};
use crate::model::board::MAX_SITES;
use crate::model::{
    Board, ClaimHole, ClaimedBy, HoleSet, LandingRule, Laps, Player, Prefer, PriorityTier, Then,
    Variant,
};

/// A hover: Markdown text for a range of the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hover {
    /// What the hover is about.
    pub range: Range<usize>,
    /// The text, in Markdown.
    pub markdown: String,
}

/// The most laps a hover preview sows before it stops.
pub const PREVIEW_LAPS: u32 = 200;
/// The most laps a hover preview lists one by one.
const LISTED_LAPS: usize = 12;
/// The most sites listed for one lap.
const LISTED_DROPS: usize = 40;

/// Keys of `[sowing]` whose hover shows the sowing order.
const SOWING_KEYS: &[&str] = &[
    "track",
    "direction",
    "stores",
    "laps",
    "skip",
    "skip_origin",
    "skip_in",
    "skip_except_claim",
];

/// How often each landing rule fired in sample games of this text.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlayStats {
    /// Games played.
    pub games: u64,
    /// For each landing rule, in file order, the games in which it fired.
    pub fired_games: Vec<u64>,
    /// For each move restriction, in file order, the games in which it
    /// decided a ply.
    pub decided_games: Vec<u64>,
}

/// The hover at byte `offset` of `text`, if there is anything to say.
pub fn hover(text: &str, offset: usize) -> Option<Hover> {
    hover_with_play(text, offset, None)
}

/// Like [`hover`]; a rule's hover also says how often it fired in `play`,
/// sample games of this very text.
pub fn hover_with_play(text: &str, offset: usize, play: Option<&PlayStats>) -> Option<Hover> {
    let hit = locate::at(text, offset)?;
    let checked = crate::model::check(text);
    let keys = hit.keys();
    let mut sections: Vec<String> = Vec::new();
    let mut range = hit.span.clone();

    let hole = hit
        .string
        .as_ref()
        .and_then(|_| locate::word_in_string(text, &hit.span, offset))
        .and_then(|word| {
            let variant = checked.playable()?;
            let site = variant.board.parse_hole(&word.text)?;
            Some((word, variant, site))
        });
    if let Some((word, variant, site)) = hole {
        range = word.span;
        sections.push(sowing_preview(variant, site));
    } else if keys.first() == Some(&"sowing")
        && keys.get(1).is_none_or(|k| SOWING_KEYS.contains(k))
        && let Some(variant) = checked.variant.as_ref()
    {
        sections.push(track_picture(variant));
    }
    if let Some(index) = hit.landing_rule()
        && let Some(variant) = checked.variant.as_ref()
        && let Some(rule) = rule_at(text, index, variant)
        && sections.is_empty()
    {
        let mut words = describe_rule(variant, rule);
        let index = variant.landing.iter().position(|r| std::ptr::eq(r, rule));
        if let Some(play) = play.filter(|p| p.games > 0)
            && let Some(&n) = index.and_then(|i| play.fired_games.get(i))
        {
            let _ = write!(
                words,
                "\n\nIn {} sample games it fired in {n} ({:.0}%).",
                play.games,
                100.0 * n as f64 / play.games as f64
            );
        }
        sections.push(words);
    }
    if let Some(index) = hit.priority_tier()
        && let Some(variant) = checked.variant.as_ref()
        && let Some(tier) = variant.priority.get(index)
        && sections.is_empty()
    {
        let mut words = describe_tier(variant, index, tier);
        if let Some(play) = play.filter(|p| p.games > 0)
            && let Some(&n) = play.decided_games.get(index)
        {
            let _ = write!(
                words,
                "\n\nIn {} sample games it decided the moves in {n} ({:.0}%).",
                play.games,
                100.0 * n as f64 / play.games as f64
            );
        }
        sections.push(words);
    }
    match hit.part {
        Part::Key => {
            if let Some(doc) = schema::key_doc(&keys) {
                sections.push(format!("**`{}`**: {doc}", keys.join(".")));
            }
        }
        Part::Value => {
            if let Some(value) = &hit.string
                && let Some(doc) = schema::values(&keys).into_iter().find(|d| &d.name == value)
            {
                sections.push(format!("**`{value}`**: {}", doc.doc));
            }
        }
    }
    if sections.is_empty() {
        return None;
    }
    Some(Hover {
        range,
        markdown: sections.join("\n\n---\n\n"),
    })
}

/// The variant's rule for the `index`-th `[[landing]]` table of the file.
fn rule_at<'v>(text: &str, index: usize, variant: &'v Variant) -> Option<&'v LandingRule> {
    let tree = crate::syntax::parse(text);
    let (_, span) = crate::syntax::find_in_table(
        &tree.root,
        &[
            crate::syntax::Seg::Key("landing"),
            crate::syntax::Seg::Index(index),
        ],
    )?;
    variant.landing.iter().find(|r| r.span == span)
}

/// The position of each site on `track`, 1-based.
fn order(board: &Board, track: &[u16]) -> Vec<Option<usize>> {
    let mut at = vec![None; board.sites()];
    for (i, &site) in track.iter().enumerate() {
        if let Some(slot) = at.get_mut(site as usize) {
            *slot = Some(i + 1);
        }
    }
    at
}

/// A board with a label in every hole, North's side on top, and the
/// stores' labels below.
fn draw(board: &Board, label: impl Fn(u16) -> String) -> String {
    let mut out = String::from("    ");
    for c in 0..board.columns {
        let _ = write!(out, "{:>4}", crate::model::board::column_letter(c));
    }
    out.push('\n');
    for r in (0..board.rows).rev() {
        let _ = write!(out, "  {:>2}", r + 1);
        for c in 0..board.columns {
            let _ = write!(out, "{:>4}", label(board.hole(r, c)));
        }
        out.push('\n');
    }
    if board.stores {
        let _ = writeln!(
            out,
            "  stores: south {}, north {}",
            label(board.store(Player::South)),
            label(board.store(Player::North))
        );
    }
    out
}

/// The sowing order of each player's track, drawn on the board.
pub fn track_picture(variant: &Variant) -> String {
    let board = &variant.board;
    let mut out = String::new();
    let shared = variant.tracks[0] == variant.tracks[1];
    let players: &[Player] = if shared {
        &[Player::South]
    } else {
        &Player::BOTH
    };
    for &p in players {
        let track = &variant.tracks[p.index()];
        let at = order(board, track);
        let who = if shared {
            "Both players sow".to_string()
        } else {
            format!("{} sows", capitalised(p.name()))
        };
        let _ = writeln!(
            out,
            "{who} in this order ({} sites, then back to 1):\n```text\n{}```",
            track.len(),
            draw(board, |s| at
                .get(s as usize)
                .copied()
                .flatten()
                .map_or_else(|| "·".to_string(), |n| n.to_string()))
        );
    }
    if variant.laps == Laps::Relay {
        out.push_str(
            "Relay sowing: a last seed in an occupied hole lifts it and sowing goes on.\n",
        );
    }
    out.trim_end().to_string()
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_uppercase().chain(chars).collect::<String>()
    })
}

/// Where a sowing from `site`, with its seeds at the start, goes lap by
/// lap, and where it ends.
pub fn sowing_preview(variant: &Variant, site: u16) -> String {
    let board = &variant.board;
    let name = board.site_name(site);
    let mover = variant
        .owner
        .get(site as usize)
        .copied()
        .flatten()
        .unwrap_or(Player::South);
    let seeds = variant.start.get(site as usize).copied().unwrap_or(0);
    if seeds == 0 {
        return format!("**{name}** starts empty: no sowing from it at the start.");
    }
    // The engine sows whole plies; capped at k laps, it stops with the board
    // as it is after lap k, which shows the sowing lap by lap.
    // A game that opens with its own phase starts with the opening's rules.
    let all = Rules::new(variant);
    let opening = all.opening.is_some();
    let mut rules = match all.opening {
        Some(rules) => *rules,
        None => all,
    };
    let mut start = [0u16; MAX_SITES];
    for (c, &n) in start.iter_mut().zip(&variant.start) {
        *c = u16::try_from(n).unwrap_or(u16::MAX);
    }
    let next = rules.next[mover.index()].clone();
    let follows = |from: u16| -> Option<u16> {
        next.get(from as usize)
            .copied()
            .filter(|&n| n != crate::engine::NONE)
    };
    let mut laps: Vec<String> = Vec::new();
    let (mut before, mut origin, mut fired) = (start, site, 0u64);
    let mut finished = None;
    for k in 1..=LISTED_LAPS as u32 {
        rules.max_laps = k;
        let mut counts = start;
        let lap = sow(&rules, &mut counts, site, mover);
        let lifted = before[origin as usize];
        let mut line = format!("{k}. lifts {lifted} from {}", board.site_name(origin));
        if !rules.skips {
            let mut cur = origin;
            let mut drops = Vec::new();
            for _ in 0..lifted.min(LISTED_DROPS as u16) {
                let Some(n) = follows(cur) else { break };
                cur = n;
                drops.push(board.site_name(cur));
            }
            if lifted as usize > LISTED_DROPS {
                drops.push("…".to_string());
            }
            let _ = write!(line, ", sows {}", drops.join(" "));
        }
        let _ = write!(line, "; last seed in **{}**", board.site_name(lap.last));
        let new: Vec<String> = variant
            .landing
            .iter()
            .enumerate()
            .filter(|(i, _)| (lap.fired & !fired) & (1u64 << i) != 0)
            .map(|(_, r)| format!("`{}`", r.name))
            .collect();
        if !new.is_empty() {
            let _ = write!(line, ", rule {} fires", new.join(", "));
        }
        laps.push(line);
        if lap.end != SowEnd::Capped || lap.laps < k {
            finished = Some((lap, counts));
            break;
        }
        (before, origin, fired) = (counts, lap.last, lap.fired);
    }
    let (sowing, counts) = finished.unwrap_or_else(|| {
        rules.max_laps = PREVIEW_LAPS;
        let mut counts = start;
        (sow(&rules, &mut counts, site, mover), counts)
    });
    let mut out = format!(
        "**Sowing from {name}** ({}, {seeds} seeds at the start):\n\n",
        capitalised(mover.name())
    );
    if opening {
        out.push_str(
            "In the opening, with the opening's rules, as if the other player did not sow \
             (in play, their laps come in turn with these).\n\n",
        );
    }
    out.push_str(&laps.join("\n"));
    out.push('\n');
    if sowing.laps as usize > laps.len() && sowing.end != SowEnd::Capped {
        let _ = writeln!(out, "\n… {} laps in all", sowing.laps);
    }
    let ending = match sowing.end {
        SowEnd::EndTurn => format!("the turn ends in {}", board.site_name(sowing.last)),
        SowEnd::MoveAgain => format!(
            "ends in {}; {} moves again",
            board.site_name(sowing.last),
            capitalised(mover.name())
        ),
        SowEnd::Endless => "the relay sowing repeats forever".to_string(),
        SowEnd::Capped => format!("still sowing after {PREVIEW_LAPS} laps; the preview stops here"),
    };
    let _ = write!(out, "\nEnds: {ending}");
    if sowing.captured > 0 {
        let _ = write!(out, ", capturing {} seeds", sowing.captured);
    }
    let _ = write!(
        out,
        ".\n```text\n{}```",
        crate::show::board_text(board, &counts[..board.sites()])
    );
    out
}

/// `1 seed`, `at least 1 seed`, `2 or 3 seeds`.
fn seeds(count: &str) -> String {
    if count == "1" || count.ends_with(" 1") {
        format!("{count} seed")
    } else {
        format!("{count} seeds")
    }
}

/// What a move restriction admits, in plain words.
pub fn describe_tier(variant: &Variant, index: usize, tier: &PriorityTier) -> String {
    let mut out = format!(
        "**Move restriction `{}`** (tier {} of {}; it decides when no earlier tier admits \
         a legal move)\n\nIt allows only the legal moves from {}",
        tier.name,
        index + 1,
        variant.priority.len(),
        crate::model::hole_set::describe(&variant.regions, tier.hole.or(Some(HoleSet::Own)))
    );
    if let Some(count) = &tier.count {
        let _ = write!(out, " holding {}", seeds(&count.describe()));
    }
    if let Some(unless) = &tier.unless_count {
        let _ = write!(
            out,
            ", unless a legal move there holds {}",
            seeds(&unless.describe())
        );
    }
    match tier.prefer {
        Some(Prefer::FewestSeeds) => out.push_str("; of those, the ones with the fewest seeds"),
        Some(Prefer::NearestOpponent) => out.push_str(
            "; of those, the ones fewest steps along the mover's track to an opponent's hole",
        ),
        None => {}
    }
    out.push('.');
    out
}

/// What a landing rule does, in plain words.
pub fn describe_rule(variant: &Variant, rule: &LandingRule) -> String {
    let position = variant
        .landing
        .iter()
        .position(|r| std::ptr::eq(r, rule))
        .map_or(0, |i| i + 1);
    let mut out = format!(
        "**Rule `{}`** (rule {position} of {}; it fires when no earlier rule matched)\n\n",
        rule.name,
        variant.landing.len()
    );
    let _ = write!(
        out,
        "When the last seed of a lap lands in {}",
        crate::model::hole_set::describe(&variant.regions, rule.hole)
    );
    match rule.was_empty {
        Some(true) => out.push_str(" that was empty before"),
        Some(false) => out.push_str(" that already held seeds"),
        None => {}
    }
    if let Some(count) = &rule.count {
        let _ = write!(out, " and then holds {}", seeds(&count.describe()));
    }
    if let Some(opposite) = &rule.opposite {
        let _ = write!(
            out,
            ", with {} in the hole opposite",
            seeds(&opposite.describe())
        );
    }
    match rule.claimed {
        Some(ClaimedBy::No) => out.push_str(", not a claimed hole"),
        Some(ClaimedBy::Yes) => out.push_str(", a claimed hole"),
        Some(ClaimedBy::ByMover) => out.push_str(", a hole the mover has claimed"),
        Some(ClaimedBy::ByOpponent) => out.push_str(", a hole the opponent has claimed"),
        None => {}
    }
    if let Some(previous) = &rule.previous {
        let _ = write!(
            out,
            ", the seed before it having fallen into {}",
            crate::model::hole_set::describe(&variant.regions, previous.hole)
        );
        if let Some(count) = &previous.count {
            let _ = write!(out, " now holding {}", seeds(&count.describe()));
        }
        match previous.claimed {
            Some(ClaimedBy::No) => out.push_str(" (not claimed)"),
            Some(_) => out.push_str(" (claimed)"),
            None => {}
        }
    }
    if let Some(claims) = &rule.claims {
        let _ = write!(
            out,
            ", when the number of claimed holes on the board is {}",
            claims.describe()
        );
    }
    if let Some(ply) = &rule.ply {
        let _ = write!(out, ", in ply {} of the round", ply.describe());
    }
    out.push_str(": ");
    let mut takes = Vec::new();
    if rule.capture_last {
        takes.push("the landing hole");
    }
    if rule.chain_backward {
        takes.push(
            "the holes before it along the track, while each meets the rule's hole and count",
        );
    }
    if rule.capture_opposite {
        takes.push("the hole opposite");
    }
    if takes.is_empty() {
        if rule.take.is_none() && rule.claim.is_none() {
            out.push_str("nothing is taken");
        }
    } else {
        let _ = write!(out, "the mover takes the seeds of {}", takes.join(" and "));
        if rule.grand_slam_forfeits {
            out.push_str(" (but nothing when that would take every seed the opponent has)");
        }
    }
    if let Some(take) = rule.take {
        if !takes.is_empty() {
            out.push_str("; ");
        }
        let _ = write!(
            out,
            "the mover takes up to {} from the landing hole",
            seeds(&take.to_string())
        );
    }
    if rule.claim.is_some() && (rule.take.is_some() || !takes.is_empty()) {
        out.push_str("; ");
    }
    match rule.claim {
        Some(ClaimHole::Last) => out.push_str("the landing hole becomes the mover's claimed hole"),
        Some(ClaimHole::Previous) => {
            out.push_str("the hole the seed before fell into becomes the mover's claimed hole")
        }
        None => {}
    }
    let then = match rule.then {
        Some(Then::MoveAgain) => "the mover moves again",
        Some(Then::EndTurn) => "the turn ends",
        Some(Then::Relay) => "the landing hole is lifted and sowing goes on",
        None if variant.laps == Laps::Relay => {
            "sowing goes on from the landing hole if it already held seeds, else the turn ends"
        }
        None => "the turn ends",
    };
    let _ = write!(out, "; then {then}.");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const TWO_ROWS: &str = crate::ide::TWO_ROWS;

    fn at(text: &str, needle: &str, skip: usize) -> Hover {
        let offset = text.find(needle).unwrap() + skip;
        hover(text, offset).unwrap()
    }

    #[test]
    fn a_key_shows_its_documentation() {
        let h = at(TWO_ROWS, "laps =", 1);
        assert!(h.markdown.contains("**`sowing.laps`**"), "{}", h.markdown);
        assert!(
            h.markdown.contains("```text"),
            "the sowing keys show the order"
        );
    }

    #[test]
    fn the_track_shows_each_players_order_with_stores() {
        let h = at(TWO_ROWS, "direction", 0);
        assert!(h.markdown.contains("South sows"));
        assert!(h.markdown.contains("North sows"));
        assert!(
            h.markdown.contains("stores: south 7, north ·"),
            "{}",
            h.markdown
        );
    }

    #[test]
    fn a_hole_shows_where_its_sowing_ends() {
        let text = TWO_ROWS.replace(
            "[sowing]",
            "[regions.x]\nsouth = [\"c1\"]\nnorth = [\"c2\"]\n\n[sowing]",
        );
        let h = at(&text, "\"c1\"", 1);
        assert!(
            h.markdown
                .contains("lifts 4 from c1, sows d1 e1 f1 south-store"),
            "{}",
            h.markdown
        );
        assert!(h.markdown.contains("South moves again"), "{}", h.markdown);
        assert_eq!(&text[h.range], "c1");
    }

    #[test]
    fn a_rule_is_told_in_words() {
        let h = at(TWO_ROWS, "capture = [", 12);
        assert!(
            h.markdown.contains("Rule `capture-opposite`"),
            "{}",
            h.markdown
        );
        assert!(
            h.markdown.contains("that was empty before"),
            "{}",
            h.markdown
        );
    }

    #[test]
    fn enum_values_show_their_doc() {
        let h = at(TWO_ROWS, "\"single\"", 2);
        assert!(h.markdown.contains("**`single`**"), "{}", h.markdown);
    }
}
