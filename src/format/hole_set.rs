//! Sets of holes: the words (`own`, `opponent`, …) and region names that
//! every key taking holes accepts, and `[regions]` that name them.

use schemars::JsonSchema;
use serde::Deserialize;

use super::Sp;

/// A set of holes, seen from the mover: a word, or the name of a region.
// Every key of this type takes region names: completion, rename and
// references find those keys through the schema (`crate::schema`).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(
    untagged,
    expecting = "a hole set word (`own`, `opponent`, `any`, …) or a region name"
)]
pub enum HoleSetSpec {
    /// A word for a set of holes.
    Word(HoleSetWord),
    /// The mover's holes of the region of this name (`[regions.NAME]`).
    Region(String),
}

/// The words for sets of holes, seen from the mover.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum HoleSetWord {
    /// The mover's own holes.
    Own,
    /// The opponent's holes.
    Opponent,
    /// Any hole (not a store).
    Any,
    /// The mover's store.
    OwnStore,
    /// The opponent's store.
    OpponentStore,
    /// Either store.
    Store,
}

impl HoleSetWord {
    /// Every word, in the order the docs list them.
    pub const ALL: [HoleSetWord; 6] = [
        HoleSetWord::Own,
        HoleSetWord::Opponent,
        HoleSetWord::Any,
        HoleSetWord::OwnStore,
        HoleSetWord::OpponentStore,
        HoleSetWord::Store,
    ];

    /// The word as a file writes it (serde's spelling; a test keeps the
    /// two the same).
    pub fn as_str(self) -> &'static str {
        match self {
            HoleSetWord::Own => "own",
            HoleSetWord::Opponent => "opponent",
            HoleSetWord::Any => "any",
            HoleSetWord::OwnStore => "own-store",
            HoleSetWord::OpponentStore => "opponent-store",
            HoleSetWord::Store => "store",
        }
    }
}

/// A named set of holes, one set per player (the same name means the
/// corresponding holes of each side).
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Region")]
pub struct RegionTable {
    /// South's holes in this region (names or ranges).
    pub south: Vec<Sp<String>>,
    /// North's holes in this region (names or ranges).
    pub north: Vec<Sp<String>>,
}
