//! Every picture sow draws, for the terminal and for the editor alike:
//! boards (`board`), positions of a replayed game (`snapshot`, `play`),
//! the sowing order (`track`), where a sowing goes lap by lap (`preview`)
//! and the summary of random games (`simulate`); the board as SVG
//! (`svg`) on the geometry the page of `sow view` draws with too
//! (`geometry`).
//!
//! A picture is drawn once and marked up for where it is shown: Markdown in
//! a hover, plain text on a terminal ([`Markup`]).

mod board;
pub mod describe;
mod geometry;
mod play;
mod preview;
mod simulate;
mod snapshot;
mod svg;
mod track;
mod words;

pub use board::board_text;
pub use geometry::{Geometry, Point, SIZES, Sizes};
pub use play::{Refused, open_choices, play_choice, position_text, refusal_words};
pub use preview::{Lap, PREVIEW_LAPS, PreviewedSowing, SowingPreview, sowing_preview};
pub use simulate::{StudySetup, read_study, report_json, report_table, study_json};
pub use snapshot::{Snapshot, snapshot};
pub use svg::{sowing_svg, track_svg};
pub use track::track_picture;
pub use words::{describe_gather, describe_requirement, describe_tier};

/// How the words around a picture are marked up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Markup {
    /// For an editor's hover: bold, code spans and fenced blocks.
    Markdown,
    /// For a terminal: the words alone.
    Plain,
}

impl Markup {
    /// Words that should stand out (bold in Markdown).
    pub fn strong(self, words: &str) -> String {
        match self {
            Markup::Markdown => format!("**{words}**"),
            Markup::Plain => words.to_string(),
        }
    }

    /// A name written in the file, such as a rule's (code in Markdown).
    pub fn name(self, name: &str) -> String {
        match self {
            Markup::Markdown => format!("`{name}`"),
            Markup::Plain => name.to_string(),
        }
    }

    /// A drawn picture, whose lines each end with a newline: a fenced block
    /// in Markdown; in plain text its lines as they are, the last without
    /// its newline (where the fence's closing line would be).
    pub fn picture(self, lines: &str) -> String {
        match self {
            Markup::Markdown => format!("```text\n{lines}```"),
            Markup::Plain => lines.strip_suffix('\n').unwrap_or(lines).to_string(),
        }
    }
}

/// `south` → `South`.
fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_uppercase().chain(chars).collect::<String>()
    })
}
