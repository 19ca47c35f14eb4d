//! Hole sets: which holes a condition, a move or a restriction refers to,
//! seen from the mover. The words and their docs are the format's
//! ([`HoleSetSpec`], [`HoleSetWord`]); here they are resolved against the
//! file's regions, and said in words for hover.

use std::ops::Range;

use super::Region;
use super::load::suggest;
use crate::codes;
use crate::diagnostic::Diagnostic;
use crate::format::{HoleSetSpec, HoleSetWord};

/// Which holes a condition or a move refers to, seen from the mover: one
/// of the format's words (their docs are there), or a region of the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HoleSet {
    /// A word: `own`, `opponent`, `any`, `own-store`, `opponent-store`,
    /// `store`.
    Word(HoleSetWord),
    /// The mover's holes of a named region (index into
    /// [`super::Variant::regions`]).
    Region(usize),
}

impl HoleSet {
    /// Holes the mover owns.
    pub const OWN: HoleSet = HoleSet::Word(HoleSetWord::Own);
    /// Holes the opponent owns.
    pub const OPPONENT: HoleSet = HoleSet::Word(HoleSetWord::Opponent);
    /// Any hole (not a store).
    pub const ANY: HoleSet = HoleSet::Word(HoleSetWord::Any);
    /// The mover's store.
    pub const OWN_STORE: HoleSet = HoleSet::Word(HoleSetWord::OwnStore);
    /// The opponent's store.
    pub const OPPONENT_STORE: HoleSet = HoleSet::Word(HoleSetWord::OpponentStore);
    /// Either store.
    pub const STORE: HoleSet = HoleSet::Word(HoleSetWord::Store);
}

/// Whether `name` is a hole set word, and so never a region's name.
pub fn is_word(name: &str) -> bool {
    HoleSetWord::ALL.iter().any(|w| w.as_str() == name)
}

/// Resolves a hole set as written against the file's regions; an unknown
/// region name is an O003 diagnostic that suggests the closest name.
pub fn resolve(
    spec: &HoleSetSpec,
    span: &Range<usize>,
    regions: &[Region],
) -> Result<HoleSet, Diagnostic> {
    let name = match spec {
        HoleSetSpec::Word(word) => return Ok(HoleSet::Word(*word)),
        HoleSetSpec::Region(name) => name,
    };
    if let Some(i) = regions.iter().position(|r| &r.name == name) {
        return Ok(HoleSet::Region(i));
    }
    let mut known: Vec<String> = HoleSetWord::ALL
        .iter()
        .map(|w| w.as_str().to_string())
        .collect();
    known.extend(regions.iter().map(|r| r.name.clone()));
    let d = Diagnostic::new(
        &codes::unknown_region::CODE,
        span.clone(),
        format!("`{name}` is not a region or a hole selector"),
    );
    Err(match suggest(name, &known) {
        Some(k) => d.with_help(format!("did you mean `{k}`?")),
        None => d.with_help(format!(
            "use one of {}, or define `[regions.{name}]`",
            known
                .iter()
                .map(|k| format!("`{k}`"))
                .collect::<Vec<_>>()
                .join(", ")
        )),
    })
}

/// Whether a condition `outer` on where a seed lands (none: any hole or
/// store) holds wherever `inner` does.
pub fn covers(outer: Option<HoleSet>, inner: Option<HoleSet>) -> bool {
    match (outer, inner) {
        (None, _) => true,
        (Some(_), None) => false,
        (Some(a), Some(b)) if a == b => true,
        (Some(HoleSet::ANY), Some(HoleSet::OWN | HoleSet::OPPONENT | HoleSet::Region(_))) => true,
        (Some(HoleSet::STORE), Some(HoleSet::OWN_STORE | HoleSet::OPPONENT_STORE)) => true,
        _ => false,
    }
}

/// The set in plain words, for hover: "one of the mover's own holes".
/// `None` (no condition) is any hole or store.
pub fn describe(regions: &[Region], set: Option<HoleSet>) -> String {
    match set {
        None => "any hole or store".to_string(),
        Some(HoleSet::OWN) => "one of the mover's own holes".to_string(),
        Some(HoleSet::OPPONENT) => "one of the opponent's holes".to_string(),
        Some(HoleSet::ANY) => "any hole".to_string(),
        Some(HoleSet::OWN_STORE) => "the mover's store".to_string(),
        Some(HoleSet::OPPONENT_STORE) => "the opponent's store".to_string(),
        Some(HoleSet::STORE) => "a store".to_string(),
        Some(HoleSet::Region(r)) => regions.get(r).map_or_else(
            || "a region".to_string(),
            |region| format!("one of the mover's holes of region `{}`", region.name),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn region(name: &str) -> Region {
        Region {
            name: name.to_string(),
            span: 0..0,
            holes: [vec![0], vec![1]],
        }
    }

    #[test]
    fn each_word_is_spelled_as_serde_reads_it() {
        for word in HoleSetWord::ALL {
            let read: HoleSetWord =
                serde_json::from_value(serde_json::json!(word.as_str())).unwrap();
            assert_eq!(read, word);
            assert!(is_word(word.as_str()));
        }
    }

    #[test]
    fn words_and_regions_resolve() {
        let regions = [region("home")];
        let word = HoleSetSpec::Word(HoleSetWord::OpponentStore);
        assert_eq!(
            resolve(&word, &(0..1), &regions).ok(),
            Some(HoleSet::OPPONENT_STORE)
        );
        let home = HoleSetSpec::Region("home".to_string());
        assert_eq!(
            resolve(&home, &(0..1), &regions).ok(),
            Some(HoleSet::Region(0))
        );
    }

    #[test]
    fn an_unknown_region_is_o003_with_the_nearest_name() {
        let regions = [region("home")];
        let err = resolve(&HoleSetSpec::Region("hom".to_string()), &(3..6), &regions).unwrap_err();
        assert_eq!(err.code.id, "O003");
        assert_eq!(err.span, 3..6);
        assert_eq!(err.help.as_deref(), Some("did you mean `home`?"));
    }

    #[test]
    fn broader_sets_cover_narrower_ones() {
        use HoleSet as H;
        assert!(covers(Some(H::ANY), Some(H::OWN)));
        assert!(covers(Some(H::ANY), Some(H::Region(0))));
        assert!(covers(None, Some(H::OWN_STORE)));
        assert!(covers(Some(H::STORE), Some(H::OPPONENT_STORE)));
        assert!(!covers(Some(H::OWN), Some(H::ANY)));
        assert!(!covers(Some(H::ANY), Some(H::STORE)));
        assert!(!covers(Some(H::ANY), None));
        assert!(!covers(Some(H::Region(0)), Some(H::Region(1))));
    }

    #[test]
    fn sets_in_words() {
        let regions = [region("home")];
        assert_eq!(
            describe(&regions, Some(HoleSet::Region(0))),
            "one of the mover's holes of region `home`"
        );
        assert_eq!(describe(&regions, None), "any hole or store");
    }
}
