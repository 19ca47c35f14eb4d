//! Counts of seeds as the file writes them: one count, a list, a parity
//! or a range. Every key that puts a condition on a count takes one.

use schemars::JsonSchema;
use serde::Deserialize;

/// A condition on a seed count: one count, a list of counts, or a range.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(
    untagged,
    expecting = "a count, a list of counts, `even`, `odd`, or a table with `min` and/or `max`"
)]
pub enum CountSpec {
    /// Exactly this count.
    Exactly(u32),
    /// Any of these counts.
    AnyOf(Vec<u32>),
    /// `even` or `odd`: every count of that parity (0 is even).
    Parity(Parity),
    /// A range, both ends included, and of one parity where `parity`
    /// says so: `{ min = 2, parity = "even" }` for "an even number, but
    /// not none".
    Range {
        /// The smallest count that matches.
        #[serde(default)]
        min: Option<u32>,
        /// The largest count that matches.
        #[serde(default)]
        max: Option<u32>,
        /// Only the counts of this parity: `even` or `odd`.
        #[serde(default)]
        parity: Option<Parity>,
    },
}

/// The parity of a count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Parity {
    /// 0, 2, 4, …
    Even,
    /// 1, 3, 5, …
    Odd,
}
