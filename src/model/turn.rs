//! What a turn remembers: the lap of the ply a landing rule may fire on
//! (`when.lap`), read with `when.captured` (whether the ply has captured
//! yet), in the words hover uses. The engine's `sow.rs` counts the laps.

use super::CountSet;

/// The laps a rule's `when.lap` admits, in words: `, on the ply's first
/// lap`, `, on the ply's later laps`, `, on lap 2 or 3 of the ply`.
pub fn describe_lap(lap: &CountSet) -> String {
    match lap {
        CountSet::Range { min: 1, max: 1 } => ", on the ply's first lap".to_string(),
        CountSet::List(list) if list.as_slice() == [1] => ", on the ply's first lap".to_string(),
        CountSet::Range {
            min: 2,
            max: u32::MAX,
        } => ", on the ply's later laps (its second and after)".to_string(),
        other => format!(", on lap {} of the ply", other.describe()),
    }
}

/// Whether a rule with `lap` can fire on some lap: on the first, or, where
/// a ply can go on to further laps (`relays`), on one of those.
pub fn lap_reachable(lap: &CountSet, relays: bool) -> bool {
    let later = match lap {
        CountSet::Range { min, max } => *max >= 2 && min <= max,
        CountSet::List(list) => list.iter().any(|&n| n >= 2),
        CountSet::Even | CountSet::Odd => true,
    };
    lap.matches(1) || (relays && later)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_and_later_laps_are_said_in_words() {
        assert_eq!(
            describe_lap(&CountSet::Range { min: 1, max: 1 }),
            ", on the ply's first lap"
        );
        assert_eq!(
            describe_lap(&CountSet::Range {
                min: 2,
                max: u32::MAX
            }),
            ", on the ply's later laps (its second and after)"
        );
        assert_eq!(
            describe_lap(&CountSet::List(vec![2, 3])),
            ", on lap 2 or 3 of the ply"
        );
    }

    #[test]
    fn a_lap_is_reachable_only_from_one_and_within_the_laps_sown() {
        let first = CountSet::Range { min: 1, max: 1 };
        let later = CountSet::Range {
            min: 2,
            max: u32::MAX,
        };
        assert!(lap_reachable(&first, false));
        assert!(!lap_reachable(&later, false));
        assert!(lap_reachable(&later, true));
        assert!(!lap_reachable(&CountSet::List(vec![0]), true));
    }
}
