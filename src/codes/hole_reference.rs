//! R019 hole-reference: a hole reference (a capture's target, a
//! condition's `at`, where captured seeds are sown back from) is not one
//! sow can read.

use std::ops::Range;

use crate::diagnostic::{Code, Diagnostic, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "R019",
    name: "hole-reference",
    severity: Severity::Error,
    summary: "A hole reference is not one sow can read.",
    explanation: r#"## What it means
Wherever a rule names a hole seen from where it fires (`capture`,
`when.holes`'s `at`, `to = { sow_from = … }`), it writes a hole reference:
one word (`last`, `opposite`, `next`, `after-next`, `before`, `behind`,
`behind-opposite`, `previous`, `origin`), or words composed. Composed words
are read from right to left, each step taken from the hole the words after
it name: `opposite of next` is the hole across from the next one. A path
starts at the landing hole unless its last word is `previous` (the hole the
seed before fell into) or `origin` (the hole the lap was lifted from); `or`
gives an alternative, taken where the one before holds no seeds:
`opposite or behind opposite`. This reference uses a word that is none of
these, puts a start before a step, or is empty.
## Why it matters
sow cannot tell which hole the rule means, so the rule is left out of play.
## Example
```toml
[[landing]]
name = "take-across-the-next"
when = { hole = "own", was_empty = true }
capture = ["oposite of next"]
```
## How to fix
Spell each word as the list above does:
```toml
[[landing]]
name = "take-across-the-next"
when = { hole = "own", was_empty = true }
capture = ["opposite of next"]
```
"#,
};

/// An R019 at the reference written at `at`, saying what is wrong.
pub fn diagnostic(at: Range<usize>, text: &str, problem: String) -> Diagnostic {
    Diagnostic::new(
        &CODE,
        at,
        format!("`{text}` is not a hole reference: {problem}"),
    )
    .with_help("write words such as `opposite`, `next`, `opposite of next` or `opposite or behind opposite`")
}
