//! A set opening (`[opening] kind = "set"`): the first ply lays the board
//! out in one of the file's set patterns (`[[opening.layouts]]`), chosen
//! by its player and written `opening=NAME`; the stylised opening moves
//! of the Horn of Africa (Tuz's two, Gabata's weg). Resolved and checked
//! here (O011, B003 for a layout's holes), compiled in
//! `engine::set_opening`, and told in words by [`describe`].

use std::ops::Range;

use super::{Board, lower::Lower};
use crate::codes;
use crate::diagnostic::Diagnostic;
use crate::format::{self as f, MAX_SET_LAYOUTS};
use crate::syntax::Seg;

/// A set opening, resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetOpening {
    /// The layouts its player chooses among, in the file's order.
    pub layouts: Vec<SetLayout>,
    /// Whether every round of a match opens so (else the first only).
    pub every_round: bool,
}

/// One layout, as the player who lays it out sees it: South's names
/// (turned half round for North, `Board::mirror_site`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetLayout {
    /// Its name, which its ply is written with (`opening=NAME`).
    pub name: String,
    /// The span of its name.
    pub name_span: Range<usize>,
    /// The count of every site once laid out.
    pub seeds: Vec<u32>,
    /// Holes its player claims.
    pub claim: Vec<u16>,
    /// The hole its player then sows from in the same ply, if any.
    pub sow_from: Option<u16>,
}

/// Resolves a set opening's layouts, with an O011 for what cannot be laid
/// out (no layout, names shared or unwritable, seeds the board does not
/// start with, claims where nothing claims) and a B002 for a hole that is
/// not on the board. `None` for another kind of opening, or where no
/// layout resolves.
pub(super) fn lower(
    o: &f::Opening,
    board: &Board,
    (start, claims_read): (&[u32], bool),
    low: &mut Lower<'_, '_>,
) -> Option<SetOpening> {
    if o.kind.value != f::OpeningKind::Set {
        return None;
    }
    let misused = |at: Range<usize>, message: String, help: &str| {
        Diagnostic::new(&codes::set_opening_misused::CODE, at, message).with_help(help)
    };
    if o.layouts.is_empty() {
        low.diags.push(misused(
            o.kind.span.clone(),
            "a set opening lists no layout to lay the board out in".to_string(),
            "add an `[[opening.layouts]]` table with a `name` and its `seeds`",
        ));
        return None;
    }
    let total: u32 = start.iter().sum();
    let mut layouts: Vec<SetLayout> = Vec::new();
    for (i, layout) in o.layouts.iter().take(MAX_SET_LAYOUTS).enumerate() {
        let l = &layout.value;
        let name = &l.name.value;
        let writable = !name.is_empty()
            && name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        if !writable {
            low.diags.push(misused(
                l.name.span.clone(),
                format!("`{name}` cannot name a layout: its ply is written `opening={name}`"),
                "name it with letters, digits and `-` only, such as `tuz`",
            ));
            continue;
        }
        if layouts.iter().any(|other| &other.name == name) {
            low.diags.push(misused(
                l.name.span.clone(),
                format!("two layouts are named `{name}`"),
                "give each layout a name of its own: the ply that chooses it is written with it",
            ));
            continue;
        }
        let path = [
            Seg::Key("opening"),
            Seg::Key("layouts"),
            Seg::Index(i),
            Seg::Key("seeds"),
        ];
        let seeds = low.seed_layout(board, &l.seeds, &path);
        let laid: u32 = seeds.iter().sum();
        if laid != total {
            low.diags.push(
                Diagnostic::new(
                    &codes::set_opening_misused::CODE,
                    l.seeds.span.clone(),
                    format!(
                        "layout `{name}` holds {laid} seeds, where the board starts with {total}"
                    ),
                )
                .with_help("lay out every seed the board starts with: a layout moves seeds, it makes and loses none"),
            );
            continue;
        }
        if let Some(first) = l.claim.first()
            && !claims_read
        {
            low.diags.push(misused(
                first.span.clone(),
                format!("layout `{name}` claims holes, but nothing in this game reads a claim"),
                "add a `[claimed]` table saying what a claimed hole does, or remove `claim`",
            ));
        }
        let claim = low.hole_list(board, &l.claim);
        let sow_from = l
            .sow_from
            .as_ref()
            .and_then(|h| super::first_move::one_hole(h, board, low.diags));
        layouts.push(SetLayout {
            name: name.clone(),
            name_span: l.name.span.clone(),
            seeds,
            claim,
            sow_from,
        });
    }
    (!layouts.is_empty()).then(|| SetOpening {
        layouts,
        every_round: o.every_round.as_ref().is_some_and(|e| e.value),
    })
}

/// The set opening in words.
pub fn describe(board: &Board, set: &SetOpening) -> String {
    let names: Vec<String> = set
        .layouts
        .iter()
        .map(|l| format!("`{}`", l.name))
        .collect();
    let mut out = format!(
        "The first ply lays the board out as one of {} layouts, chosen by its player ({}; \
         written `opening=NAME`), holes named from that player's side",
        set.layouts.len(),
        names.join(", ")
    );
    for l in &set.layouts {
        let mut parts: Vec<String> = Vec::new();
        if !l.claim.is_empty() {
            let holes: Vec<String> = l.claim.iter().map(|&h| board.site_name(h)).collect();
            parts.push(format!("claims {}", holes.join(", ")))
        }
        if let Some(h) = l.sow_from {
            parts.push(format!("then sows from {}", board.site_name(h)));
        }
        if !parts.is_empty() {
            out.push_str(&format!("; `{}` {}", l.name, parts.join(" and ")));
        }
    }
    out.push_str(match set.every_round {
        true => ". Every round of a match opens so.",
        false => ".",
    });
    out
}
