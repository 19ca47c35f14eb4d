//! The rules a laid-out board must meet (`[placement]` `fullest`,
//! `falling`, `singles`): a hole that must be the fullest of its player's,
//! runs of holes along which the counts may not rise, and a limit on the
//! holes left holding a single seed. Resolved and checked (B005) here, and
//! the look-ahead the placement phase asks before it offers a ply
//! ([`PlayerLayout::completes`]): whether the seeds left in hand can still
//! complete a layout that meets every rule. It is exact, so every
//! completed layout meets the rules and no ply leads to a dead end.
//!
//! ```toml
//! [placement]
//! in_hand = 21
//! fullest = { south = "a1", north = "g4" }
//! falling = { south = ["a1-g1", "a2-g2"], north = ["g4-a4", "g3-a3"] }
//! singles = { at_most = 2, in = "inner" }
//! ```

use std::ops::Range;

use super::placement::{Placement, holes_for};
use super::{Board, HoleSet, Player, Variant};
use crate::codes;
use crate::diagnostic::Diagnostic;
use crate::format as f;

/// The rules a completed layout meets, resolved.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LayoutRules {
    /// Each player's hole that must hold more than each other hole of
    /// theirs (`fullest`).
    pub fullest: [Option<u16>; 2],
    /// Each player's runs of holes, in order, along which the counts may
    /// not rise (`falling`).
    pub falling: [Vec<Vec<u16>>; 2],
    /// The most holes of a set that may hold a single seed (`singles`).
    pub singles: Option<Singles>,
}

/// A limit on the holes a layout leaves holding a single seed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Singles {
    /// The most holes that may hold one seed.
    pub at_most: u32,
    /// The holes counted, seen from each player (their holes of it).
    pub within: HoleSet,
}

impl LayoutRules {
    /// Whether a rule other than `fullest` binds it: those lay out one
    /// seed a ply and are judged on the player's own holes alone.
    fn beyond_fullest(&self) -> bool {
        self.falling.iter().any(|runs| !runs.is_empty()) || self.singles.is_some()
    }
}

/// Resolves the layout rules of `t` on `board` (B002 for a name that is no
/// hole), given the set `singles.in` names, resolved.
pub fn lower(
    t: &f::PlacementTable,
    board: &Board,
    singles_within: Option<HoleSet>,
    diags: &mut Vec<Diagnostic>,
) -> LayoutRules {
    let fullest = t.fullest.as_ref().map_or([None, None], |f| {
        [&f.value.south, &f.value.north].map(|name| {
            let name = name.as_ref()?;
            super::first_move::one_hole(name, board, diags)
        })
    });
    let falling = t.falling.as_ref().map_or_else(Default::default, |runs| {
        [&runs.value.south, &runs.value.north].map(|runs| {
            runs.iter()
                .filter_map(|run| match board.parse_holes(&run.value) {
                    Ok(holes) => Some(holes),
                    Err(why) => {
                        diags.push(
                            Diagnostic::new(&codes::unknown_hole::CODE, run.span.clone(), why)
                                .with_help("name a run as a range of holes in order, `a1-g1`"),
                        );
                        None
                    }
                })
                .collect()
        })
    });
    let singles = t.singles.as_ref().map(|s| Singles {
        at_most: s.value.at_most.value,
        within: singles_within.unwrap_or(HoleSet::OWN),
    });
    LayoutRules {
        fullest,
        falling,
        singles,
    }
}

/// One player's layout rules in the form the look-ahead reads.
#[derive(Debug, Clone, Default)]
pub struct PlayerLayout {
    /// The player's own holes.
    own: Vec<u16>,
    /// The holes the player may place into, sorted.
    placeable: Vec<u16>,
    /// Whether a hole must hold seeds to be placed into.
    into_occupied: bool,
    /// The hole that must be the fullest of `own`.
    fullest: Option<u16>,
    /// For each hole of the board, the hole before it in its run, if any.
    before: Vec<Option<u16>>,
    /// For each hole of the board, whether `singles` counts it.
    counted: Vec<bool>,
    /// The most counted holes that may hold one seed (`u32::MAX`: any).
    at_most: u32,
    /// Whether any rule binds the layout.
    binds: bool,
}

impl PlayerLayout {
    /// `player`'s rules of `placement`'s layout on `variant`.
    pub fn new(variant: &Variant, placement: &Placement, player: Player) -> Self {
        let rules = &placement.layout;
        let holes = variant.board.holes();
        let mut before = vec![None; holes];
        for run in &rules.falling[player.index()] {
            for pair in run.windows(2) {
                if let Some(slot) = before.get_mut(usize::from(pair[1])) {
                    *slot = Some(pair[0]);
                }
            }
        }
        let counted = (0..holes as u16)
            .map(|h| {
                rules.singles.is_some_and(|s| {
                    variant.in_set(HoleSet::OWN, player, h) && variant.in_set(s.within, player, h)
                })
            })
            .collect();
        let mut placeable = holes_for(variant, placement, player);
        placeable.sort_unstable();
        PlayerLayout {
            own: (0..holes as u16)
                .filter(|&h| variant.in_set(HoleSet::OWN, player, h))
                .collect(),
            placeable,
            into_occupied: placement.into_occupied,
            fullest: rules.fullest[player.index()],
            before,
            counted,
            at_most: rules.singles.map_or(u32::MAX, |s| s.at_most),
            binds: rules.fullest[player.index()].is_some()
                || !rules.falling[player.index()].is_empty()
                || rules.singles.is_some(),
        }
    }

    /// Whether any rule binds this player's layout.
    pub fn binds(&self) -> bool {
        self.binds
    }

    /// Whether the player, their holes holding `count` and `left` seeds in
    /// hand, can still complete a layout that meets every rule, placing
    /// one seed a ply (or, with `fullest` alone, the rest into that hole).
    ///
    /// Every completion holds at least the least one: each run raised to
    /// the largest count after each of its holes, then as many counted
    /// singles as the limit demands raised to two (each the first of its
    /// run's singles, so the run still falls), then the fullest hole one
    /// above the rest. The seeds left over then need a hole that takes
    /// them without breaking a rule: the fullest hole, else a run's head,
    /// a hole of no run, or one whose run leaves it room.
    pub fn completes(&self, count: impl Fn(u16) -> u32, left: u32) -> bool {
        if !self.binds {
            return true;
        }
        let mut least: Vec<u32> = (0..self.before.len() as u16).map(&count).collect();
        let at = |least: &[u32], h: u16| least.get(usize::from(h)).copied().unwrap_or(0);
        let placeable = |least: &[u32], h: u16| {
            self.placeable.binary_search(&h).is_ok() && (!self.into_occupied || at(least, h) > 0)
        };
        let before = |h: u16| self.before.get(usize::from(h)).copied().flatten();
        let mut cost: u64 = 0;
        // Each run falls: a hole holds at least what the hole after it in
        // its run holds, raised until no hole needs raising.
        let mut changed = true;
        while changed {
            changed = false;
            for &h in &self.own {
                let Some(prev) = before(h) else { continue };
                let (n, p) = (at(&least, h), at(&least, prev));
                if p < n {
                    if !placeable(&least, prev) {
                        return false;
                    }
                    cost += u64::from(n - p);
                    least[usize::from(prev)] = n;
                    changed = true;
                }
            }
        }
        let counted = |h: u16| self.counted.get(usize::from(h)).copied().unwrap_or(false);
        let is_single = |least: &[u32], h: u16| counted(h) && at(least, h) == 1;
        let singles = |least: &[u32]| {
            (self.own.iter())
                .filter(|&&h| Some(h) != self.fullest && is_single(least, h))
                .count() as u32
        };
        // Too many singles: raise the first of a run's singles (whose hole
        // before it holds two or more, or is the fullest hole, which ends
        // above every two) to two, one at a time.
        while singles(&least) > self.at_most {
            let raisable = self.own.iter().copied().find(|&h| {
                Some(h) != self.fullest
                    && is_single(&least, h)
                    && placeable(&least, h)
                    && before(h).is_none_or(|p| Some(p) == self.fullest || at(&least, p) >= 2)
            });
            let Some(h) = raisable else {
                return false;
            };
            least[usize::from(h)] = 2;
            cost += 1;
        }
        let left = u64::from(left);
        if let Some(fullest) = self.fullest {
            let others = (self.own.iter())
                .filter(|&&h| h != fullest)
                .map(|&h| at(&least, h))
                .max()
                .unwrap_or(0);
            let mut need = (others + 1).max(at(&least, fullest));
            if counted(fullest) && need == 1 && singles(&least) >= self.at_most {
                need = 2;
            }
            // A hole with a hole before it in its run holds no more than
            // that one, so it can never be the fullest.
            if before(fullest).is_some() {
                return false;
            }
            if need > at(&least, fullest) && !placeable(&least, fullest) {
                return false;
            }
            cost += u64::from(need - at(&least, fullest));
            return cost <= left;
        }
        if cost > left {
            return false;
        }
        let spare = left - cost;
        if spare == 0 {
            return true;
        }
        let own = |h: u16| self.own.binary_search(&h).is_ok();
        let full = singles(&least) >= self.at_most;
        self.placeable.iter().any(|&h| {
            if !own(h) {
                return true;
            }
            let n = u64::from(at(&least, h));
            placeable(&least, h)
                && before(h).is_none_or(|p| u64::from(at(&least, p)) >= n + spare)
                && !(counted(h) && n + spare == 1 && full)
        })
    }
}

/// A B005 (or B008, for a layout whose placed seeds are sown) for each
/// layout rule no layout can keep.
pub fn check(
    t: &f::PlacementTable,
    variant: &Variant,
    placement: &Placement,
    diags: &mut Vec<Diagnostic>,
) {
    let before = diags.len();
    fullest_check(t, variant, placement, diags);
    // A fullest hole no layout can make so is said once, by itself.
    let mut dead = diags.len() > before;
    let rules = &placement.layout;
    if !rules.beyond_fullest() {
        return;
    }
    idle_rules(t, variant, placement, diags);
    let code = &codes::placement_impossible::CODE;
    let at = rules_span(t);
    let mut refuse = |span: Range<usize>, message: String, help: &str| {
        diags.push(Diagnostic::new(code, span, message).with_help(help.to_string()));
    };
    if let Some(n) = t.per_ply.as_ref().filter(|n| n.value > 1) {
        refuse(
            n.span.clone(),
            format!(
                "`falling` and `singles` judge a layout laid one seed a ply, but a ply places {}",
                n.value
            ),
            "place one seed a ply (`per_ply = 1`, the default)",
        );
        return;
    }
    if let Some(pairs) = &t.pairs {
        refuse(
            pairs.span.clone(),
            "a layout in pairs fills a hole of each side a ply, so `falling` and `singles` \
             cannot be kept"
                .to_string(),
            "leave `pairs` out, or `falling` and `singles`",
        );
        return;
    }
    let board = &variant.board;
    for player in Player::BOTH {
        let who = player.name();
        let runs = &rules.falling[player.index()];
        let placeable = holes_for(variant, placement, player);
        let spans = t
            .falling
            .as_ref()
            .map(|r| [&r.value.south, &r.value.north][player.index()]);
        let mut seen: Vec<u16> = Vec::new();
        for (i, run) in runs.iter().enumerate() {
            let span = spans
                .and_then(|s| s.get(i))
                .map_or_else(|| at.clone(), |s| s.span.clone());
            let stray = run
                .iter()
                .find(|&&h| !variant.in_set(HoleSet::OWN, player, h));
            let unplaced = run.iter().find(|&&h| !placeable.contains(&h));
            let twice = run.iter().find(|&&h| seen.contains(&h));
            let mixed = rules.singles.is_some_and(|s| {
                let inside = |h: &u16| variant.in_set(s.within, player, *h);
                run.iter().any(inside) && !run.iter().all(inside)
            });
            let why = if let Some(&h) = stray {
                Some((
                    format!("{} is not a hole of {who}'s", board.site_name(h)),
                    "name runs of the player's own holes",
                ))
            } else if placement.hand(player) == 0 {
                Some((
                    format!("{who} holds no hand, so lays nothing out"),
                    "name runs only for a player who places seeds",
                ))
            } else if let Some(&h) = unplaced {
                Some((
                    format!("{} is not a hole {who} may place into", board.site_name(h)),
                    "let `into` name every hole of the run",
                ))
            } else if let Some(&h) = twice {
                Some((
                    format!("{} is in two of {who}'s runs", board.site_name(h)),
                    "name each hole in one run only",
                ))
            } else if mixed {
                Some((
                    "the run is partly among the holes `singles` counts".to_string(),
                    "let each run lie wholly inside or wholly outside `singles.in`",
                ))
            } else {
                None
            };
            if let Some((message, help)) = why {
                refuse(span, format!("`falling`: {message}"), help);
                dead = true;
            }
            seen.extend(run);
        }
    }
    if dead {
        return;
    }
    for player in Player::BOTH.into_iter().filter(|&p| placement.hand(p) > 0) {
        let layout = PlayerLayout::new(variant, placement, player);
        let count = |h: u16| variant.start.get(usize::from(h)).copied().unwrap_or(0);
        if !layout.completes(count, placement.hand(player)) {
            refuse(
                at.clone(),
                format!(
                    "no layout of {}'s hand of {} meets every rule of the layout",
                    player.name(),
                    placement.hand(player)
                ),
                "give a larger hand, fewer seeds at the start, or looser rules",
            );
        }
    }
}

/// An S007 for a layout rule that can never bind: a run of one hole, or
/// a limit on singles as large as the holes it counts.
fn idle_rules(
    t: &f::PlacementTable,
    variant: &Variant,
    placement: &Placement,
    diags: &mut Vec<Diagnostic>,
) {
    let code = &codes::key_without_effect::CODE;
    if let Some(runs) = &t.falling {
        for run in runs.value.south.iter().chain(&runs.value.north) {
            // A run that names no hole is B002, said in lowering.
            let Ok(holes) = variant.board.parse_holes(&run.value) else {
                continue;
            };
            if holes.len() > 1 {
                continue;
            }
            diags.push(
                Diagnostic::new(
                    code,
                    run.span.clone(),
                    "a run of `falling` that names one hole has nothing to fall along",
                )
                .with_help("name a run of two holes or more, in order: `a1-g1`"),
            );
        }
    }
    let (Some(table), Some(singles)) = (&t.singles, placement.layout.singles) else {
        return;
    };
    let counted = |player: Player| {
        (0..variant.board.holes() as u16)
            .filter(|&h| {
                variant.in_set(HoleSet::OWN, player, h) && variant.in_set(singles.within, player, h)
            })
            .count() as u32
    };
    let most = Player::BOTH.map(counted).into_iter().max().unwrap_or(0);
    if singles.at_most >= most {
        diags.push(
            Diagnostic::new(
                code,
                table.value.at_most.span.clone(),
                format!(
                    "`singles` allows {} holes of one seed, but it counts at most {most} of a \
                     player's, so it never limits a layout",
                    singles.at_most
                ),
            )
            .with_help(format!("allow fewer than {most}, or leave `singles` out")),
        );
    }
}

/// Where the layout rules are written, for a finding about them all.
fn rules_span(t: &f::PlacementTable) -> Range<usize> {
    (t.falling.as_ref().map(|r| r.span.clone()))
        .or_else(|| t.singles.as_ref().map(|s| s.span.clone()))
        .or_else(|| t.fullest.as_ref().map(|f| f.span.clone()))
        .unwrap_or_else(|| t.in_hand.span.clone())
}

/// A B005 for each hole `fullest` names that no layout can leave the
/// fullest: not its player's, not one they place into, a player with no
/// hand, a hand too small to lift it above the others, or a layout in
/// pairs (whose plies fill a hole of each side).
fn fullest_check(
    t: &f::PlacementTable,
    variant: &Variant,
    placement: &Placement,
    diags: &mut Vec<Diagnostic>,
) {
    let Some(table) = &t.fullest else {
        return;
    };
    let code = &codes::placement_impossible::CODE;
    let board = &variant.board;
    let named = [&table.value.south, &table.value.north];
    for player in Player::BOTH {
        let (Some(hole), Some(name)) = (
            placement.layout.fullest[player.index()],
            named[player.index()],
        ) else {
            continue;
        };
        let who = player.name();
        let own: Vec<u16> = (0..board.holes() as u16)
            .filter(|&h| variant.in_set(HoleSet::OWN, player, h))
            .collect();
        let count = |h: u16| variant.start.get(usize::from(h)).copied().unwrap_or(0);
        let others = own
            .iter()
            .filter(|&&h| h != hole)
            .map(|&h| count(h))
            .max()
            .unwrap_or(0);
        let run_before = placement.layout.falling[player.index()]
            .iter()
            .find_map(|run| run.windows(2).find(|w| w[1] == hole).map(|w| w[0]));
        let why = if !own.contains(&hole) {
            Some((
                format!("{} is not a hole of {who}'s", board.site_name(hole)),
                "name one of the player's own holes".to_string(),
            ))
        } else if placement.hand(player) == 0 {
            Some((
                format!("{who} holds no hand, so lays nothing out"),
                "name a hole only for a player who places seeds".to_string(),
            ))
        } else if !holes_for(variant, placement, player).contains(&hole) {
            Some((
                format!(
                    "{} is not a hole {who} may place into",
                    board.site_name(hole)
                ),
                "let `into` name it, so that the hand can make it the fullest".to_string(),
            ))
        } else if count(hole) + placement.hand(player) <= others {
            Some((
                format!(
                    "{} can never be the fullest of {who}'s holes: with the whole hand of {} it \
                     holds {}, and another holds {others}",
                    board.site_name(hole),
                    placement.hand(player),
                    count(hole) + placement.hand(player)
                ),
                "give a larger hand, or fewer seeds at the start (`[board] seeds`)".to_string(),
            ))
        } else if let Some(prev) = run_before {
            Some((
                format!(
                    "{} can never be the fullest of {who}'s holes: in a run of `falling` it \
                     holds no more than {}, before it",
                    board.site_name(hole),
                    board.site_name(prev)
                ),
                "make it the first hole of its run".to_string(),
            ))
        } else if t.pairs.is_some() {
            Some((
                "a layout in pairs fills a hole of each side a ply, so no hole of one side can \
                 be kept the fullest"
                    .to_string(),
                "leave `pairs` or `fullest` out".to_string(),
            ))
        } else {
            None
        };
        if let Some((message, help)) = why {
            diags.push(
                Diagnostic::new(code, name.span.clone(), format!("`fullest`: {message}"))
                    .with_help(help),
            );
        }
    }
}

/// The layout rules in words, for hover and `sow describe` (empty where
/// there are none).
pub fn describe(rules: &LayoutRules, variant: &Variant) -> String {
    let board = &variant.board;
    let mut out = String::new();
    let fullest: Vec<String> = Player::BOTH
        .into_iter()
        .filter_map(|p| {
            let h = rules.fullest[p.index()]?;
            Some(format!("{}'s {}", p.name(), board.site_name(h)))
        })
        .collect();
    if !fullest.is_empty() {
        out.push_str(&format!(
            " Once the hands are empty, {} must hold more than each other hole of its \
             player's.",
            fullest.join(" and ")
        ));
    }
    let runs: Vec<String> = Player::BOTH
        .into_iter()
        .filter(|p| !rules.falling[p.index()].is_empty())
        .map(|p| {
            let named: Vec<String> = rules.falling[p.index()]
                .iter()
                .filter_map(|run| {
                    let (first, last) = (run.first()?, run.last()?);
                    Some(format!(
                        "{}–{}",
                        board.site_name(*first),
                        board.site_name(*last)
                    ))
                })
                .collect();
            format!("{}'s {}", p.name(), named.join(" and "))
        })
        .collect();
    if !runs.is_empty() {
        out.push_str(&format!(
            " Along each run ({}), each hole must hold no more than the hole before it.",
            runs.join("; ")
        ));
    }
    if let Some(s) = rules.singles {
        let within = match s.within {
            HoleSet::OWN => "of their holes".to_string(),
            HoleSet::Region(r) => variant.regions.get(r).map_or_else(
                || "of their holes of a region".to_string(),
                |r| format!("of their holes of `{}`", r.name),
            ),
            _ => "of the holes `singles.in` names".to_string(),
        };
        out.push_str(&format!(
            " At most {} {within} may hold a single seed.",
            s.at_most
        ));
    }
    if !out.is_empty() {
        out.push_str(
            " A placement after which no layout of the hand could meet these is not offered.",
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::PlayerLayout;

    /// A small random source, so the test needs no crate and repeats.
    struct Lcg(u64);
    impl Lcg {
        fn below(&mut self, n: u32) -> u32 {
            self.0 = self
                .0
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((self.0 >> 33) % u64::from(n)) as u32
        }
    }

    /// Whether a completed layout `f` meets `layout`'s rules.
    fn meets(layout: &PlayerLayout, f: &[u32]) -> bool {
        let falls =
            (0..f.len()).all(|h| layout.before[h].is_none_or(|p| f[usize::from(p)] >= f[h]));
        let singles = (0..f.len())
            .filter(|&h| layout.counted[h] && f[h] == 1)
            .count() as u32;
        let fullest = layout.fullest.is_none_or(|top| {
            (0..f.len()).all(|h| h == usize::from(top) || f[h] < f[usize::from(top)])
        });
        falls && singles <= layout.at_most && fullest
    }

    /// Whether some way of placing `left` more seeds, one a ply, into the
    /// holes `layout` lets the player place into, meets its rules: every
    /// way tried.
    fn some_completion(layout: &PlayerLayout, f: &mut Vec<u32>, left: u32, from: usize) -> bool {
        if left == 0 {
            return meets(layout, f);
        }
        (from..f.len()).any(|h| {
            let open =
                layout.placeable.contains(&(h as u16)) && (!layout.into_occupied || f[h] > 0);
            if !open {
                return false;
            }
            f[h] += 1;
            let found = some_completion(layout, f, left - 1, h);
            f[h] -= 1;
            found
        })
    }

    /// The look-ahead agrees with trying every completion, on thousands of
    /// small layouts: runs of three and two holes and two holes of no run,
    /// some counted for singles, a fullest hole or none, some holes out of
    /// reach, seeds already placed.
    #[test]
    fn the_look_ahead_is_exact() {
        let mut rng = Lcg(7);
        let mut checked = 0;
        for _ in 0..6000 {
            let holes = 7usize;
            let mut before = vec![None; holes];
            // Runs 0-1-2 and 3-4 (either may be left out), holes 5 and 6 free.
            if rng.below(4) > 0 {
                before[1] = Some(0);
                before[2] = Some(1);
            }
            if rng.below(3) > 0 {
                before[4] = Some(3);
            }
            let run_a = [0usize, 1, 2];
            let run_b = [3usize, 4];
            let count_a = rng.below(2) == 1;
            let count_b = rng.below(2) == 1;
            let counted: Vec<bool> = (0..holes)
                .map(|h| {
                    if run_a.contains(&h) {
                        count_a
                    } else if run_b.contains(&h) {
                        count_b
                    } else {
                        rng.below(2) == 1
                    }
                })
                .collect();
            let fullest = match rng.below(4) {
                0 => Some(0),
                1 => Some(5),
                _ => None,
            };
            // Holes of runs and the fullest hole are always placeable (the
            // lint demands it); the free holes may not be.
            let placeable: Vec<u16> = (0..holes as u16)
                .filter(|&h| h < 5 || Some(h) == fullest || rng.below(3) > 0)
                .collect();
            let layout = PlayerLayout {
                own: (0..holes as u16).collect(),
                placeable,
                into_occupied: rng.below(5) == 0,
                fullest,
                before,
                counted,
                at_most: match rng.below(4) {
                    3 => u32::MAX,
                    n => n,
                },
                binds: true,
            };
            let mut f: Vec<u32> = (0..holes).map(|_| rng.below(4)).collect();
            let left = rng.below(7);
            let exact = some_completion(&layout, &mut f, left, 0);
            let fast = layout.completes(|h| f[usize::from(h)], left);
            assert_eq!(fast, exact, "{layout:?} counts {f:?} left {left}");
            checked += usize::from(exact);
        }
        // Both answers occur often.
        assert!(checked > 1000 && checked < 5000, "{checked} completable");
    }
}
