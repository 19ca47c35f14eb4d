//! The sowing track of each player, resolved from `[sowing]`: a
//! `direction` round two rows, or an explicit `track` of holes and stores,
//! checked to be a loop that passes each of its player's holes once: T001
//! (no path, or two), T002 (a hole missed), T003 (a hole twice), T004 (a
//! store the board lacks), T006 (`direction` off two rows), B002 (a name of
//! no hole).

use std::ops::Range;

use super::load::Unread;
use super::lower::{Lower, bad_hole_help};
use super::{Board, Player};
use crate::codes;
use crate::diagnostic::Diagnostic;
use crate::format as f;
use crate::syntax::Seg;

/// Sites of a track, each with the span to blame for it.
type Placed = Vec<(u16, Range<usize>)>;

/// Each player's track, and where a sowing of their store begins.
pub(super) struct Tracks {
    /// Each player's looped path, as sites (stores only where sown into).
    pub paths: Vec<Vec<u16>>,
    /// For each player, the first site after their store along the path
    /// as written, of those the path keeps: where a move that sows the
    /// store (`[moves] from = "own-store"`) drops its first seed, whether
    /// or not the store is sown into. `None` where the path as written
    /// does not place the store.
    pub store_exits: Vec<Option<u16>>,
}

/// Each player's track, from `[sowing]` (with what it left unread);
/// `stores_unread` says the board's `stores` was left unread.
pub(super) fn lower(
    low: &mut Lower<'_, '_>,
    board: &Board,
    (sowing_span, s, unread): (&Range<usize>, &f::SowingTable, &Unread),
    stores_unread: bool,
    (owner, off_track): (Option<&Vec<Option<Player>>>, &[u16]),
) -> Option<Tracks> {
    let players = board.players as usize;
    // Each entry: the site, and the span to blame for it.
    let (loops, has_store_tokens): (Vec<Placed>, bool) = match (&s.direction, &s.track) {
        // A path left unread is reported already.
        (None, None) if unread.has(&["direction"]) || unread.has(&["track"]) => return None,
        (None, None) | (Some(_), Some(_)) => {
            let both = s.direction.is_some();
            low.diags.push(
                Diagnostic::new(
                    &codes::no_track::CODE,
                    sowing_span.clone(),
                    if both {
                        "[sowing] gives both `direction` and `track`"
                    } else {
                        "[sowing] gives no sowing path"
                    },
                )
                .with_help(
                    "give either `direction = \"anticlockwise\"` (two rows) or an explicit `track`",
                ),
            );
            return None;
        }
        (Some(d), None) => {
            if board.rows != 2 {
                low.diags.push(
                    Diagnostic::new(
                        &codes::direction_needs_two_rows::CODE,
                        d.span.clone(),
                        format!(
                            "`direction` describes two-row boards; this board has {} rows",
                            board.rows
                        ),
                    )
                    .with_help(
                        "give an explicit `track`, e.g. `track = [\"a1-f1\", \"f2-a2\", …]`",
                    ),
                );
                return None;
            }
            let cols = board.columns;
            let row = |r: u16, forward: bool| -> Vec<u16> {
                let mut v: Vec<u16> = (0..cols).map(|c| board.hole(r, c)).collect();
                if !forward {
                    v.reverse();
                }
                v
            };
            let anti = d.value == f::Direction::Anticlockwise;
            let mut sites = row(0, anti);
            sites.push(board.store(Player::SOUTH));
            sites.extend(row(1, !anti));
            sites.push(board.store(Player::NORTH));
            let with_span: Vec<(u16, Range<usize>)> =
                sites.into_iter().map(|x| (x, d.span.clone())).collect();
            (vec![with_span; players], false)
        }
        (None, Some(t)) => {
            let (south, north, path): (&[String], &[String], [Option<&str>; 2]) = match &t.value {
                f::TrackSpec::Shared(list) => (list, list, [None, None]),
                f::TrackSpec::PerPlayer { .. } if players > 2 => {
                    low.diags.push(
                        Diagnostic::new(
                            &codes::two_players_only::CODE,
                            t.span.clone(),
                            "a track of each player's plays with two players only",
                        )
                        .with_help("give one track that every player sows along"),
                    );
                    return None;
                }
                f::TrackSpec::PerPlayer { south, north } => {
                    (south, north, [Some("south"), Some("north")])
                }
            };
            let mut any_store = false;
            let mut out: Vec<Placed> = vec![Vec::new(); 2];
            for (p, list) in [south, north].into_iter().enumerate() {
                for (i, token) in list.iter().enumerate() {
                    let mut segs = vec![Seg::Key("sowing"), Seg::Key("track")];
                    if let Some(k) = path[p] {
                        segs.push(Seg::Key(k));
                    }
                    segs.push(Seg::Index(i));
                    let at = low.span_at(&segs, &t.span);
                    match (board.store_named(token), token.trim()) {
                        (Some(store), _) => {
                            any_store = true;
                            out[p].push((store, at));
                        }
                        (None, other) => match board.parse_holes(other) {
                            Ok(hs) => out[p].extend(hs.into_iter().map(|h| (h, at.clone()))),
                            // Report each bad token once, even on a shared track.
                            Err(why) if p == 0 || path[1].is_some() => low.diags.push(
                                Diagnostic::new(&codes::unknown_hole::CODE, at, why)
                                    .with_help(bad_hole_help(board)),
                            ),
                            Err(_) => {}
                        },
                    }
                }
            }
            // A shared track is every player's.
            if path[0].is_none() {
                let shared = out[0].clone();
                out.resize(players, shared);
            }
            (out, any_store)
        }
    };
    let store_sowing = s
        .stores
        .as_ref()
        .map(|x| x.value)
        .unwrap_or(if has_store_tokens {
            f::StoreSowing::Own
        } else {
            f::StoreSowing::None
        });
    let blame = s.stores.as_ref().map_or_else(
        || {
            s.track
                .as_ref()
                .map_or(sowing_span.clone(), |t| t.span.clone())
        },
        |x| x.span.clone(),
    );
    // Whether the board has stores, and which are sown into, is not
    // known when either key was left unread.
    let stores_known = !stores_unread && !unread.has(&["stores"]);
    if stores_known && store_sowing != f::StoreSowing::None && !board.stores {
        low.diags.push(
            Diagnostic::new(
                &codes::store_not_on_board::CODE,
                blame.clone(),
                "the sowing uses stores, but the board has none",
            )
            .with_help("add `stores = true` to [board], or sow past no store"),
        );
    }
    if s.track.is_some() && store_sowing != f::StoreSowing::None && !has_store_tokens {
        low.diags.push(
            Diagnostic::new(
                &codes::store_not_on_board::CODE,
                blame.clone(),
                "stores are sown into, but the track does not place them",
            )
            .with_help("put `south-store` and `north-store` in the track where the stores sit"),
        );
    }
    if store_sowing == f::StoreSowing::None && has_store_tokens {
        low.diags.push(
            Diagnostic::new(
                &codes::store_not_on_board::CODE,
                blame,
                "the track places stores, but `stores = \"none\"`",
            )
            .with_help("set `stores = \"own\"` or `\"both\"`, or take the stores out of the track"),
        );
    }
    let mut tracks: Vec<Vec<u16>> = vec![Vec::new(); players];
    let mut store_exits: Vec<Option<u16>> = vec![None; players];
    let mut ok = true;
    // One path for both players: name its faults once, not per player.
    let shared = !matches!(
        s.track.as_ref().map(|t| &t.value),
        Some(f::TrackSpec::PerPlayer { .. })
    );
    let mut found: Vec<Diagnostic> = Vec::new();
    for player in board.players() {
        let whose = if shared {
            "the track".to_string()
        } else {
            format!("{}'s track", player.name())
        };
        let p = player.index();
        let keep = |site: u16| -> bool {
            if !board.is_store(site) {
                return true;
            }
            match store_sowing {
                f::StoreSowing::None => false,
                f::StoreSowing::Both => true,
                f::StoreSowing::Own => site == board.store(player),
            }
        };
        let entries: Vec<(u16, Range<usize>)> =
            loops[p].iter().filter(|(x, _)| keep(*x)).cloned().collect();
        let store = board.store(player);
        store_exits[p] = loops[p]
            .iter()
            .position(|(x, _)| *x == store)
            .and_then(|i| {
                let after = loops[p].iter().cycle().skip(i + 1).take(loops[p].len());
                after.map(|(x, _)| *x).find(|&x| x != store && keep(x))
            });
        let mut seen: Vec<Option<Range<usize>>> = vec![None; board.sites()];
        for (site, at) in &entries {
            let i = *site as usize;
            if let Some(first) = &seen[i] {
                found.push(
                    Diagnostic::new(
                        &codes::track_repeats_hole::CODE,
                        at.clone(),
                        format!("{whose} passes {} twice", board.site_name(*site)),
                    )
                    .with_related(Some(first.clone()), "first passed here")
                    .with_help("name each hole once per loop"),
                );
                ok = false;
            } else {
                seen[i] = Some(at.clone());
            }
        }
        // A shared track passes every hole; a player's own track passes
        // at least the holes they own (four-row games sow only there);
        // neither passes the holes declared off the track.
        let needed = |i: usize| {
            (shared || owner.is_none_or(|o| o.get(i).copied().flatten() == Some(player)))
                && !off_track.contains(&(i as u16))
        };
        let missing: Vec<String> = (0..board.holes())
            .filter(|&i| seen[i].is_none() && needed(i))
            .map(|i| board.site_name(i as u16))
            .collect();
        if !missing.is_empty() {
            let at = s
                .track
                .as_ref()
                .map_or(sowing_span.clone(), |t| t.span.clone());
            found.push(
                Diagnostic::new(
                    &codes::track_misses_hole::CODE,
                    at,
                    format!("{whose} misses {}", missing.join(", ")),
                )
                .with_help(format!(
                    "add {} where they belong in the sowing order",
                    missing.join(", ")
                )),
            );
            ok = false;
        }
        tracks[p] = entries.into_iter().map(|(x, _)| x).collect();
    }
    for d in found {
        if !low.diags.contains(&d) {
            low.diags.push(d);
        }
    }
    ok.then_some(Tracks {
        paths: tracks,
        store_exits,
    })
}

/// `store_follows_way`, checked: each player's track must be the same
/// holes turned end for end, and pass a store (T011).
pub(super) fn store_follows_way(
    key: Option<&f::Sp<bool>>,
    board: &Board,
    tracks: &[Vec<u16>],
    diags: &mut Vec<Diagnostic>,
) -> bool {
    let Some(key) = key.filter(|k| k.value) else {
        return false;
    };
    for (player, track) in Player::BOTH.into_iter().zip(tracks) {
        let mut holes: Vec<u16> = track
            .iter()
            .copied()
            .filter(|&s| !board.is_store(s))
            .collect();
        let mut turned: Vec<u16> = holes.iter().map(|&h| board.reflect(h)).collect();
        holes.sort_unstable();
        turned.sort_unstable();
        let why = if holes != turned {
            "is not the same holes turned end for end"
        } else if track.iter().all(|&s| !board.is_store(s)) {
            "passes no store"
        } else {
            continue;
        };
        diags.push(
            Diagnostic::new(
                &codes::store_cannot_follow_way::CODE,
                key.span.clone(),
                format!(
                    "no store can follow the way: {}'s track {why}",
                    player.title()
                ),
            )
            .with_help(
                "give the track every hole of its rows and its player's store, \
                 or remove `store_follows_way`",
            ),
        );
        return false;
    }
    true
}

impl super::Variant {
    /// `player`'s track sown against its order: walked backwards, or,
    /// where each store follows its player's row the way they sow
    /// (`store_follows_way`), turned end for end: each hole swapped for
    /// the one at the other end of its row, each store kept in its place
    /// in the order, so that it comes after the other end of its row.
    pub fn track_against(&self, player: Player) -> Vec<u16> {
        let track = &self.tracks[player.index()];
        if self.store_follows_way {
            let board = &self.board;
            track
                .iter()
                .map(|&s| {
                    if board.is_store(s) {
                        s
                    } else {
                        board.reflect(s)
                    }
                })
                .collect()
        } else {
            track.iter().rev().copied().collect()
        }
    }
}
