//! Hover: what the thing under the cursor means in the game.
//!
//! - a hole name: where a sowing from it, with its seeds at the start, goes
//!   lap by lap, and where it ends;
//! - the sowing path or its settings: the board with the order in which
//!   holes are sown, for each player when their tracks differ;
//! - a `[[landing]]` rule: what it does, in plain words;
//! - a fixed first move (`[moves.first]`): which move, in plain words;
//! - any key or enumerated value: its documentation from the format.

use std::fmt::Write;
use std::ops::Range;

use super::Analysis;
use super::locate::{self, Hit, Part};
use crate::model::{LandingRule, Variant, landing};
use crate::schema;
use crate::show::{self, Markup};
use crate::syntax::Seg;

/// A hover: Markdown text for a range of the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hover {
    /// What the hover is about.
    pub range: Range<usize>,
    /// The text, in Markdown.
    pub markdown: String,
}

/// Keys of `[sowing]` whose hover shows the sowing order.
const SOWING_KEYS: &[&str] = &[
    "track",
    "direction",
    "stores",
    "laps",
    "way",
    "first_seed",
    "relay_from",
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
    /// Rounds played in all those games (one a game outside matches).
    pub rounds: u64,
    /// The games that ended, by why they ended (`match-won`, …), most
    /// first.
    pub ends: Vec<(&'static str, u64)>,
    /// The boards they were played on, in words after the games' count
    /// (` on 3 board sizes`); empty for a file of one size.
    pub on: String,
}

impl PlayStats {
    /// How the rounds of the sample matches went, in a line: rounds per
    /// match and how the matches ended; `None` before any game is played.
    pub fn rounds_words(&self) -> Option<String> {
        if self.games == 0 {
            return None;
        }
        let games = self.games as f64;
        let ends: Vec<String> = self
            .ends
            .iter()
            .map(|(why, n)| format!("{why} {:.0}%", 100.0 * *n as f64 / games))
            .collect();
        let still = self.games - self.ends.iter().map(|(_, n)| n).sum::<u64>();
        let mut line = format!(
            "{} sample matches{} · {:.1} rounds a match · ended by {}",
            self.games,
            self.on,
            self.rounds as f64 / games,
            if ends.is_empty() {
                "none".to_string()
            } else {
                ends.join(", ")
            }
        );
        if still > 0 {
            let _ = write!(
                line,
                " · still going at the ply cap {:.0}%",
                100.0 * still as f64 / games
            );
        }
        Some(line)
    }
}

/// The hover at byte `offset` of the file, if there is anything to say.
pub fn hover(analysis: &Analysis, offset: usize) -> Option<Hover> {
    hover_with_play(analysis, offset, None)
}

/// Like [`hover`]; a rule's hover also says how often it fired in `play`,
/// sample games of this very text.
pub fn hover_with_play(
    analysis: &Analysis,
    offset: usize,
    play: Option<&PlayStats>,
) -> Option<Hover> {
    let text = analysis.text();
    let hit = locate::at(analysis, offset)?;
    let checked = analysis.checked();
    let keys = hit.keys();
    let mut sections: Vec<String> = Vec::new();
    let mut range = hit.span.clone();

    let hole = hole_word(text, &hit, offset).and_then(|word| {
        let variant = checked.playable()?;
        let site = variant.board.parse_hole(&word.text)?;
        Some((word, variant, site))
    });
    let on_hole = hole.is_some();
    if let Some((word, variant, site)) = hole {
        range = word.span;
        sections.push(show::sowing_preview(variant, site).render(Markup::Markdown));
    } else if keys.first() == Some(&"sowing")
        && keys.get(1).is_none_or(|k| SOWING_KEYS.contains(k))
        && let Some(variant) = checked.variant.as_ref()
    {
        sections.push(show::track_picture(variant, Markup::Markdown));
    }
    if let Some(index) = hit.landing_rule()
        && let Some(variant) = checked.variant.as_ref()
        && let Some(rule) = rule_at(analysis, index, variant)
        && sections.is_empty()
    {
        let mut words = landing::describe(variant, rule);
        let index = variant.landing.iter().position(|r| std::ptr::eq(r, rule));
        if let Some(play) = play.filter(|p| p.games > 0)
            && let Some(&n) = index.and_then(|i| play.fired_games.get(i))
        {
            let _ = write!(
                words,
                "\n\nIn {} sample games{} it fired in {n} ({:.0}%).",
                play.games,
                play.on,
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
        let mut words = show::describe_tier(variant, index, tier);
        if let Some(play) = play.filter(|p| p.games > 0)
            && let Some(&n) = play.decided_games.get(index)
        {
            let _ = write!(
                words,
                "\n\nIn {} sample games{} it decided the moves in {n} ({:.0}%).",
                play.games,
                play.on,
                100.0 * n as f64 / play.games as f64
            );
        }
        sections.push(words);
    }
    if keys.first() == Some(&"match")
        && let Some(rules) = checked
            .variant
            .as_ref()
            .and_then(|v| v.match_rules.as_ref())
    {
        let mut words = format!("**The match**: {}", rules.describe());
        if let Some(line) = play.and_then(PlayStats::rounds_words) {
            let _ = write!(words, "\n\nIn sample play: {line}.");
        }
        sections.push(words);
    }
    if let Some(variant) = checked.variant.as_ref()
        && let Some(placement) = &variant.placement
        && (keys.first() == Some(&"placement") && sections.is_empty() || on_hole)
    {
        sections.push(crate::model::placement::describe(placement, variant));
    }
    if keys.first() == Some(&"opening")
        && sections.is_empty()
        && let Some(variant) = checked.variant.as_ref()
        && let Some(gather) = variant.opening.and_then(|o| o.gather)
    {
        sections.push(show::describe_gather(variant, gather));
    }
    if keys.first() == Some(&"opening")
        && sections.is_empty()
        && let Some(variant) = checked.variant.as_ref()
        && let Some(from) = variant.opening.and_then(|o| o.from)
    {
        sections.push(crate::model::race::describe(from, &variant.board));
    }
    if let Some(index) = hit.requirement()
        && let Some(variant) = checked.variant.as_ref()
        && let Some(requirement) = variant.requirements.get(index)
        && sections.is_empty()
    {
        sections.push(show::describe_requirement(variant, requirement));
    }
    if let Some((phase, index)) = hit.carry()
        && let Some(variant) = checked.variant.as_ref()
        && sections.is_empty()
    {
        // A phase's carries are its own variant's.
        let own = match phase {
            Some(k) => variant.phases.get(k).and_then(|p| p.own.as_deref()),
            None => Some(variant),
        };
        if let Some(carry) = own.and_then(|v| v.carries.get(index)) {
            sections.push(carry.describe(&variant.regions));
        }
    }
    if keys.first() == Some(&"pieces")
        && let Some(variant) = checked.variant.as_ref()
        && let Some(kind) = keys
            .get(1)
            .and_then(|name| variant.pieces.iter().find(|k| k.name == *name))
    {
        sections.push(crate::model::pieces::describe(kind, &variant.board));
    }
    if keys.first() == Some(&"holes")
        && let Some(variant) = checked.variant.as_ref()
        && let Some(name) = keys.get(1)
    {
        let holes: Vec<_> = variant
            .special_holes
            .iter()
            .filter(|s| s.name == *name)
            .collect();
        if !holes.is_empty() {
            sections.push(crate::model::special_hole::describe(&holes, &variant.board));
        }
    }
    if keys.first() == Some(&"marks")
        && let Some(variant) = checked.variant.as_ref()
        && let Some(mark) = keys
            .get(1)
            .and_then(|name| variant.marks.iter().find(|m| m.name == *name))
    {
        sections.push(crate::model::mark::describe(mark));
    }
    if keys.first() == Some(&"deferred_captures")
        && let Some(variant) = checked.variant.as_ref()
        && let Some(deferred) = &variant.deferred
    {
        sections.push(deferred.describe(&variant.board));
    }
    if keys.first() == Some(&"phases")
        && let Some(variant) = checked.variant.as_ref()
        && !variant.phases.is_empty()
    {
        let lines = crate::model::phase::describe(&variant.phases, &variant.regions);
        sections.push(format!("**The phases**: {}", lines.join(" ")));
    }
    if keys.starts_with(&["moves", "first"])
        && let Some(variant) = checked.variant.as_ref()
        && let Some(first) = &variant.first_move
    {
        sections.push(first.describe(&variant.board));
    }
    if keys.first() == Some(&"board")
        && let Some(variant) = checked.variant.as_ref()
        && !checked.sizes.is_empty()
    {
        sections.push(crate::model::sizes::describe(variant, &checked.sizes));
    }
    if keys.first() == Some(&"end")
        && let Some(words) = checked
            .variant
            .as_ref()
            .and_then(crate::model::cannot_fill::describe)
    {
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
    // On `[game]`: the whole file in words, to hold against its source.
    if keys.as_slice() == ["game"]
        && matches!(hit.part, Part::Key)
        && let Some(words) = super::describe::markdown(analysis)
    {
        sections.push(words);
    }
    if sections.is_empty() {
        return None;
    }
    Some(Hover {
        range,
        markdown: sections.join("\n\n---\n\n"),
    })
}

/// The word under the cursor that may name a hole: a part of a string
/// value (`"a1-f1"`), or a key of the starting seeds (`seeds = { f2 = 0 }`);
/// the caller finds out whether it is one of the board's holes.
fn hole_word(text: &str, hit: &Hit, offset: usize) -> Option<locate::Word> {
    match hit.part {
        Part::Value => hit
            .string
            .as_ref()
            .and_then(|_| locate::word_in_string(text, &hit.span, offset)),
        Part::Key => match hit.keys().as_slice() {
            ["board", "seeds", hole] => Some(locate::Word {
                text: (*hole).to_string(),
                span: hit.span.clone(),
            }),
            _ => None,
        },
    }
}

/// The variant's rule for the `index`-th `[[landing]]` table of the file.
fn rule_at<'v>(analysis: &Analysis, index: usize, variant: &'v Variant) -> Option<&'v LandingRule> {
    let table = analysis
        .tree()
        .get(&[Seg::Key("landing"), Seg::Index(index)])?;
    variant.landing.iter().find(|r| r.span == table.span)
}

#[cfg(test)]
mod tests {
    use super::*;

    const TWO_ROWS: &str = crate::ide::TWO_ROWS;

    fn at(text: &str, needle: &str, skip: usize) -> Hover {
        let offset = text.find(needle).unwrap() + skip;
        hover(&Analysis::new(text), offset).unwrap()
    }

    #[test]
    fn game_shows_the_whole_file_in_words() {
        let shown = at(TWO_ROWS, "[game]", 1);
        let words = crate::ide::describe::rules_in_words(&Analysis::new(TWO_ROWS)).unwrap();
        assert!(
            shown.markdown.contains(&words.markdown),
            "{}",
            shown.markdown
        );
        // A key of the table keeps its own words only.
        let name = at(TWO_ROWS, "name =", 1);
        assert!(!name.markdown.contains(&words.markdown));
    }

    /// The board of [`TWO_ROWS`] with its starting seeds given as `layout`.
    fn seeds_as(layout: &str) -> String {
        TWO_ROWS.replace("seeds = 4\nstores = true\n", layout)
    }

    #[test]
    fn a_hole_named_as_a_seeds_key_shows_its_sowing() {
        for text in [
            seeds_as("seeds = { default = 4, c1 = 3 }\nstores = true\n"),
            seeds_as("stores = true\n\n[board.seeds]\ndefault = 4\nc1 = 3\n"),
        ] {
            let h = at(&text, "c1 = 3", 1);
            assert_eq!(&text[h.range.clone()], "c1");
            assert_eq!(
                h.markdown,
                "**Sowing from c1** (South, 3 seeds at the start):\n\n\
                 1. lifts 3 from c1, sows d1 e1 f1; last seed in **f1**\n\n\
                 Ends: the turn ends in f1.\n\
                 ```text\n\
                 \x20       a   b   c   d   e   f\n\
                 \x20  2    4   4   4   4   4   4\n\
                 \x20  1    4   4   0   5   5   5\n\
                 \x20 stores: south 0, north 0\n\
                 ```"
            );
        }
    }

    #[test]
    fn the_default_of_the_seeds_table_shows_its_doc() {
        let text = seeds_as("seeds = { default = 4, c1 = 3 }\nstores = true\n");
        let h = at(&text, "default = 4", 2);
        assert_eq!(&text[h.range.clone()], "default");
        assert_eq!(
            h.markdown,
            "**`board.seeds.default`**: Seeds in each hole the table does not name (0 when absent)."
        );
    }

    #[test]
    fn a_rule_on_what_the_sowing_captured_says_so() {
        let text = TWO_ROWS.replace(
            "[[landing]]",
            "[[landing]]\nname = \"again\"\nwhen = { was_empty = true, captured = true }\n\
             then = \"move-again\"\n\n[[landing]]",
        );
        let h = at(&text, "name = \"again\"", 9);
        assert!(
            h.markdown.contains(
                "that was empty before, once the ply's sowing has captured seeds: \
                 nothing is taken; then the mover moves again."
            ),
            "{}",
            h.markdown
        );
    }

    #[test]
    fn a_gathered_opening_says_its_forced_ply_in_words() {
        let text =
            format!("{TWO_ROWS}\n[opening]\nkind = \"gathered\"\ngather = 3\nstart = \"f2\"\n");
        let h = at(&text, "gather = 3", 1);
        assert!(
            h.markdown.starts_with(
                "**Gathered opening**: the game's first ply is forced, and written `gather`. \
                 South takes 3 seeds from each of their holes (18 at the start) and sows them \
                 one a hole along their track, the first into f2;"
            ),
            "{}",
            h.markdown
        );
    }
}
