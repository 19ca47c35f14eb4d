//! Hole references: the one small grammar for a hole named from where a
//! rule fires, read the same way by every key that names such a hole: a
//! capture's targets (`capture`), the holes a condition looks at
//! (`when.holes`), and where captured seeds are sown back from
//! (`to = { sow_from = … }`). `model::hole_ref` reads the words.

use std::borrow::Cow;

use schemars::JsonSchema;
use serde::Deserialize;

/// A hole named from where a rule fires: one word, or words composed,
/// such as `opposite of next` (the hole across from the next one) or
/// `opposite or behind opposite` (the hole across, or where that holds no
/// seeds, the one behind it).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(
    untagged,
    expecting = "a hole reference: `last`, `opposite`, `next`, …, or words composed, such as `opposite of next`"
)]
pub enum HoleRefSpec {
    /// One word.
    Word(HoleRefWord),
    /// Words composed: steps read from right to left, each taken from the
    /// hole the words after it name (`opposite of next`: the next hole,
    /// then the one across from it), starting from `last` (the landing
    /// hole) unless the words end in `previous`, `origin` or `final`; `A or B`
    /// names A, or where A holds no seeds, B. `next` and `before` may be
    /// followed by `opponent` or `own`: the first hole that way that is
    /// that player's (`opposite of next own`).
    Composed(String),
}

impl HoleRefSpec {
    /// The reference as the file writes it.
    pub fn text(&self) -> Cow<'static, str> {
        match self {
            HoleRefSpec::Word(w) => Cow::Borrowed(w.as_str()),
            HoleRefSpec::Composed(s) => Cow::Owned(s.clone()),
        }
    }
}

/// The hole references of one word.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum HoleRefWord {
    /// The hole where the last seed landed (where the rule fires).
    Last,
    /// The hole across from the landing hole: the same column, the rows
    /// mirrored (on four rows the inner rows face each other, and so do
    /// the outer ones; on three, each middle-row hole is its own
    /// opposite, R015).
    Opposite,
    /// The hole behind the opposite one, one row farther from the
    /// landing hole in the same column: on four rows, the opponent's
    /// outer hole of the column when the seed landed in the mover's inner
    /// row (none elsewhere).
    BehindOpposite,
    /// The hole after the landing hole along the path (stores and holes
    /// out of play passed over, as sowing passes them).
    Next,
    /// The hole after that one.
    AfterNext,
    /// The first hole after the landing hole along the path that is the
    /// opponent's: from the mover's own row, the first hole of the
    /// opponent's row. `own` says the same of the mover's holes, and
    /// either word may follow `before` too (`before own`).
    NextOpponent,
    /// The hole before the landing hole along the path (stores passed
    /// over).
    Before,
    /// The hole behind the landing hole: the same column, one row farther
    /// from the middle of the board (on four rows, the outer hole behind
    /// an inner one; none in an outer row, nor on two rows).
    Behind,
    /// The hole the lap's last seed but one fell into.
    Previous,
    /// The hole the lap was lifted from.
    Origin,
    /// The hole the turn's last seed fell into: in a rule at the turn's
    /// end (`on = "turn-end"`), where the sowing ended, whichever hole
    /// the rule is looking at; in any other rule the same as `last`.
    Final,
}

impl HoleRefWord {
    /// The word as a file writes it (serde's spelling; a test keeps the
    /// two the same).
    pub fn as_str(self) -> &'static str {
        match self {
            HoleRefWord::Last => "last",
            HoleRefWord::Opposite => "opposite",
            HoleRefWord::BehindOpposite => "behind-opposite",
            HoleRefWord::Next => "next",
            HoleRefWord::AfterNext => "after-next",
            HoleRefWord::NextOpponent => "next-opponent",
            HoleRefWord::Before => "before",
            HoleRefWord::Behind => "behind",
            HoleRefWord::Previous => "previous",
            HoleRefWord::Origin => "origin",
            HoleRefWord::Final => "final",
        }
    }

    /// Every word, in the order the docs list them.
    pub const ALL: [HoleRefWord; 11] = [
        HoleRefWord::Last,
        HoleRefWord::Opposite,
        HoleRefWord::BehindOpposite,
        HoleRefWord::Next,
        HoleRefWord::AfterNext,
        HoleRefWord::NextOpponent,
        HoleRefWord::Before,
        HoleRefWord::Behind,
        HoleRefWord::Previous,
        HoleRefWord::Origin,
        HoleRefWord::Final,
    ];
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_word_is_spelt_as_serde_reads_it() {
        for word in HoleRefWord::ALL {
            let read: HoleRefSpec =
                serde_json::from_value(serde_json::json!(word.as_str())).expect("a word");
            assert_eq!(read, HoleRefSpec::Word(word));
        }
        let composed: HoleRefSpec =
            serde_json::from_value(serde_json::json!("opposite of next")).expect("words");
        assert_eq!(composed.text(), "opposite of next");
    }
}
