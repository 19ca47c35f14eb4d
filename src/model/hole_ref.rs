//! A hole reference read: where it starts (the landing hole, the hole the
//! seed before fell into, the hole the lap was lifted from) and the steps
//! from there (the next hole, the one before, across, behind), with
//! alternatives tried in turn (`A or B`: A, or where A holds no seeds, B).
//! The words are `format::HoleRefSpec`'s; `engine::hole_ref` compiles a
//! reference to a table a player for each start.
//!
//! The grammar, in full: a reference is one or more paths separated by
//! `or`; a path is words separated by spaces or hyphens, `of` and `the`
//! being read over; the last word may be a start (`last`, `previous`,
//! `origin`, `final`; `last` when none is written), and every other word is a step
//! (`next` or `after`, `before`, `opposite`, `behind`), taken from right
//! to left. `next` and `before` may be followed by `opponent` or `own`:
//! the first hole that way that is the opponent's (the mover's). So
//! `behind-opposite` is the hole behind the opposite one, `after-next`
//! the hole after the next, `opposite of next` the hole across from the
//! next one, and `next opponent` the first of the opponent's holes after
//! the landing hole.

use std::fmt;

use crate::format::HoleRefSpec;

/// The most steps a path may take (more is surely a mistake).
pub const MAX_STEPS: usize = 8;
/// The most alternatives a reference may give.
pub const MAX_PATHS: usize = 4;

/// Where a path starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Start {
    /// The hole the seed fell into (a lap's last seed, for most rules).
    Last,
    /// The hole the lap's seed before it fell into.
    Previous,
    /// The hole the lap was lifted from.
    Origin,
    /// The hole the turn's final seed fell into: in a rule at the turn's
    /// end, where the sowing ended; in a rule tried as a seed falls, that
    /// seed's hole (so `last`).
    Final,
}

/// A step from one hole to another.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HoleStep {
    /// The hole after it along the mover's path (stores and holes out of
    /// play passed over).
    Next,
    /// The hole before it along the mover's path (stores passed over).
    Before,
    /// The hole across from it: the same column, the rows mirrored.
    Opposite,
    /// The hole behind it: the same column, one row farther from the
    /// middle of the board.
    Behind,
    /// The first hole after it along the mover's path that is the
    /// opponent's, or the mover's own.
    NextOf(Whose),
    /// The first hole before it along the mover's path that is the
    /// opponent's, or the mover's own.
    BeforeOf(Whose),
}

/// Whose hole a step along the path looks for, from the mover's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Whose {
    /// One of the mover's holes.
    Own,
    /// One of the opponent's holes.
    Opponent,
}

impl Whose {
    /// The word a reference writes for it.
    pub fn word(self) -> &'static str {
        match self {
            Whose::Own => "own",
            Whose::Opponent => "opponent",
        }
    }

    /// Whose holes, in words: "the opponent's".
    fn possessive(self) -> &'static str {
        match self {
            Whose::Own => "the mover's",
            Whose::Opponent => "the opponent's",
        }
    }
}

/// A start and the steps taken from it, in the order they are taken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Path {
    /// Where it starts.
    pub start: Start,
    /// Its steps, the first taken first.
    pub steps: Vec<HoleStep>,
}

/// A hole reference: its paths, tried in turn until one names a hole with
/// seeds (the last one is taken whatever it holds).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HoleRef {
    /// Its alternatives, in the order they are tried.
    pub paths: Vec<Path>,
}

impl HoleRef {
    /// The hole a path names from the landing hole.
    pub fn from_last(steps: &[HoleStep]) -> HoleRef {
        HoleRef {
            paths: vec![Path {
                start: Start::Last,
                steps: steps.to_vec(),
            }],
        }
    }

    /// Reads a reference as a file writes it.
    pub fn of(spec: &HoleRefSpec) -> Result<HoleRef, String> {
        HoleRef::parse(&spec.text())
    }

    /// Reads a reference; the error says what is wrong and what to write.
    pub fn parse(text: &str) -> Result<HoleRef, String> {
        let words: Vec<&str> = text
            .split(|c: char| c.is_whitespace() || c == '-')
            .filter(|w| !w.is_empty() && *w != "of" && *w != "the")
            .collect();
        let mut paths = Vec::new();
        for alternative in words.split(|w| *w == "or") {
            paths.push(Path::parse(alternative)?);
        }
        if paths.len() > MAX_PATHS {
            return Err(format!(
                "a hole reference gives at most {MAX_PATHS} alternatives"
            ));
        }
        Ok(HoleRef { paths })
    }

    /// Whether this is exactly the one path `steps` from the landing hole.
    pub fn is(&self, steps: &[HoleStep]) -> bool {
        matches!(self.paths.as_slice(), [p] if p.start == Start::Last && p.steps == steps)
    }

    /// For a single path of `next` steps from the landing hole, how many.
    pub fn steps_along(&self) -> Option<usize> {
        match self.paths.as_slice() {
            [p] if p.start == Start::Last && p.steps.iter().all(|s| *s == HoleStep::Next) => {
                Some(p.steps.len())
            }
            _ => None,
        }
    }

    /// Whether any path takes `step`.
    pub fn takes(&self, step: HoleStep) -> bool {
        self.paths.iter().any(|p| p.steps.contains(&step))
    }

    /// Whether any path starts at `start`.
    pub fn starts_at(&self, start: Start) -> bool {
        self.paths.iter().any(|p| p.start == start)
    }
}

impl Path {
    fn parse(words: &[&str]) -> Result<Path, String> {
        let Some((&last, steps)) = words.split_last() else {
            return Err(
                "a hole reference names a hole: write a word such as `opposite` \
                 or `next`, and `or` only between two of them"
                    .to_string(),
            );
        };
        let (start, steps) = match start_word(last) {
            Some(start) => (start, steps),
            None => (Start::Last, words),
        };
        let mut taken = Vec::with_capacity(steps.len());
        // Whose hole the step before it (to its left) looks for.
        let mut whose: Option<Whose> = None;
        // Words are read right to left: the step written last is taken first.
        for &word in steps.iter().rev() {
            if let Some(w) = whose_word(word) {
                if whose.is_some() {
                    return Err(format!(
                        "`{word}` says whose hole `next` or `before` looks for: write one, as in `next {word}`"
                    ));
                }
                whose = Some(w);
                continue;
            }
            let step = step_word(word);
            if let Some(w) = whose.take() {
                match step {
                    Some(HoleStep::Next) => taken.push(HoleStep::NextOf(w)),
                    Some(HoleStep::Before) => taken.push(HoleStep::BeforeOf(w)),
                    _ => {
                        return Err(format!(
                            "`{}` follows `next` or `before` (the first hole that way that is \
                             {}): write `next {}`",
                            w.word(),
                            w.possessive(),
                            w.word()
                        ));
                    }
                }
                continue;
            }
            match step {
                Some(step) => taken.push(step),
                None if start_word(word).is_some() => {
                    return Err(format!(
                        "`{word}` is where a reference starts: write it last, as in `opposite of {word}`"
                    ));
                }
                None => {
                    let known: Vec<String> = STEP_WORDS
                        .iter()
                        .chain(START_WORDS)
                        .map(|w| w.to_string())
                        .collect();
                    return Err(match super::suggest(word, &known) {
                        Some(close) => {
                            format!("`{word}` is not one of its words; did you mean `{close}`?")
                        }
                        None => format!("`{word}` is not one of its words: use {WORDS}"),
                    });
                }
            }
        }
        if let Some(w) = whose {
            return Err(format!(
                "`{}` follows `next` or `before`: write `next {}`",
                w.word(),
                w.word()
            ));
        }
        if taken.len() > MAX_STEPS {
            return Err(format!("a hole reference takes at most {MAX_STEPS} steps"));
        }
        Ok(Path {
            start,
            steps: taken,
        })
    }
}

/// The words a reference is made of, as its errors list them.
const WORDS: &str = "`next`, `after`, `before`, `opposite` or `behind` (`next` and `before` \
     followed by `opponent` or `own` where they look for the first hole of that player's), \
     joined by spaces or `of`, ending in `previous`, `origin` or `final` where the path does not start at the \
     landing hole (`last`), and `or` between alternatives";

/// The words of steps, and of starts.
const STEP_WORDS: [&str; 7] = [
    "next", "after", "before", "opposite", "behind", "opponent", "own",
];
const START_WORDS: &[&str] = &["last", "landing", "previous", "origin", "final"];

fn start_word(word: &str) -> Option<Start> {
    match word {
        "last" | "landing" => Some(Start::Last),
        "previous" => Some(Start::Previous),
        "origin" => Some(Start::Origin),
        "final" => Some(Start::Final),
        _ => None,
    }
}

fn whose_word(word: &str) -> Option<Whose> {
    match word {
        "own" => Some(Whose::Own),
        "opponent" => Some(Whose::Opponent),
        _ => None,
    }
}

fn step_word(word: &str) -> Option<HoleStep> {
    match word {
        "next" | "after" => Some(HoleStep::Next),
        "before" => Some(HoleStep::Before),
        "opposite" => Some(HoleStep::Opposite),
        "behind" => Some(HoleStep::Behind),
        _ => None,
    }
}

impl fmt::Display for HoleRef {
    /// The reference in words: "the hole opposite the next hole", "the
    /// hole opposite, or where that is empty, the hole behind the opposite
    /// one".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, path) in self.paths.iter().enumerate() {
            if i > 0 {
                f.write_str(", or where that is empty, ")?;
            }
            f.write_str(&path.words())?;
        }
        Ok(())
    }
}

impl HoleRef {
    /// The reference in words where it is named from another hole than a
    /// landing one (`start`, such as "the hole it starts from"): "the hole
    /// before the hole it starts from".
    pub fn words_from(&self, start: &str) -> String {
        let paths: Vec<String> = self
            .paths
            .iter()
            .map(|path| {
                path.steps.iter().fold(start.to_string(), |inner, step| {
                    let word = match step {
                        HoleStep::Next => "after",
                        HoleStep::Before => "before",
                        HoleStep::Opposite => "opposite",
                        HoleStep::Behind => "behind",
                        HoleStep::NextOf(w) => {
                            return format!("the first of {} holes after {inner}", w.possessive());
                        }
                        HoleStep::BeforeOf(w) => {
                            return format!("the first of {} holes before {inner}", w.possessive());
                        }
                    };
                    format!("the hole {word} {inner}")
                })
            })
            .collect();
        paths.join(", or where that is empty, ")
    }
}

impl Path {
    /// The path in words, the common ones as hover has always said them.
    fn words(&self) -> String {
        let mut said = match self.start {
            Start::Last => "the landing hole",
            Start::Previous => "the hole the seed before fell into",
            Start::Origin => "the hole the lap was lifted from",
            Start::Final => "the hole the turn's last seed fell into",
        }
        .to_string();
        for step in &self.steps {
            said = match (step, said.as_str()) {
                (HoleStep::Next, "the landing hole") => "the next hole along the track".to_string(),
                (HoleStep::Next, "the next hole along the track") => {
                    "the hole after the next".to_string()
                }
                (HoleStep::Opposite, "the landing hole") => "the hole opposite".to_string(),
                (HoleStep::Behind, "the hole opposite") => {
                    "the hole behind the opposite one".to_string()
                }
                (HoleStep::Next, inner) => format!("the hole after {inner}"),
                (HoleStep::Before, inner) => format!("the hole before {inner}"),
                (HoleStep::Opposite, inner) => format!("the hole opposite {inner}"),
                (HoleStep::Behind, inner) => format!("the hole behind {inner}"),
                (HoleStep::NextOf(w), inner) => {
                    format!("the first of {} holes after {inner}", w.possessive())
                }
                (HoleStep::BeforeOf(w), inner) => {
                    format!("the first of {} holes before {inner}", w.possessive())
                }
            };
        }
        said
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_read_right_to_left_from_their_start() {
        let r = HoleRef::parse("opposite of next").unwrap();
        assert_eq!(r.paths[0].start, Start::Last);
        assert_eq!(r.paths[0].steps, [HoleStep::Next, HoleStep::Opposite]);
        assert!(
            HoleRef::parse("behind-opposite")
                .unwrap()
                .is(&[HoleStep::Opposite, HoleStep::Behind])
        );
        assert_eq!(HoleRef::parse("after-next").unwrap().steps_along(), Some(2));
        let origin = HoleRef::parse("next of origin").unwrap();
        assert_eq!(origin.paths[0].start, Start::Origin);
        assert!(HoleRef::parse("last").unwrap().is(&[]));
    }

    #[test]
    fn alternatives_are_tried_in_turn() {
        let r = HoleRef::parse("opposite or behind opposite").unwrap();
        assert_eq!(r.paths.len(), 2);
        assert_eq!(
            r.to_string(),
            "the hole opposite, or where that is empty, the hole behind the opposite one"
        );
        assert_eq!(
            HoleRef::parse("opposite of next").unwrap().to_string(),
            "the hole opposite the next hole along the track"
        );
    }

    #[test]
    fn a_step_along_the_path_may_look_for_a_player_s_hole() {
        let r = HoleRef::parse("next opponent").unwrap();
        assert!(r.is(&[HoleStep::NextOf(Whose::Opponent)]));
        assert_eq!(HoleRef::parse("next-opponent").unwrap(), r);
        assert_eq!(
            r.to_string(),
            "the first of the opponent's holes after the landing hole"
        );
        let r = HoleRef::parse("opposite of before own").unwrap();
        assert_eq!(
            r.paths[0].steps,
            [HoleStep::BeforeOf(Whose::Own), HoleStep::Opposite]
        );
        for wrong in [
            "opponent",
            "opposite opponent",
            "next own opponent",
            "own next",
        ] {
            assert!(HoleRef::parse(wrong).is_err(), "{wrong}");
        }
        let said = HoleRef::parse("opposite opponent").unwrap_err();
        assert!(said.contains("write `next opponent`"), "{said}");
    }

    #[test]
    fn mistakes_say_what_to_write() {
        let unknown = HoleRef::parse("oposite").unwrap_err();
        assert!(unknown.contains("did you mean `opposite`"), "{unknown}");
        let misplaced = HoleRef::parse("origin of next").unwrap_err();
        assert!(misplaced.contains("write it last"), "{misplaced}");
        assert!(HoleRef::parse("").is_err());
        assert!(HoleRef::parse("next or").is_err());
        assert!(HoleRef::parse(&"next ".repeat(MAX_STEPS + 1)).is_err());
        assert!(HoleRef::parse(&["next"; MAX_PATHS + 1].join(" or ")).is_err());
    }
}
