//! B004 piece-placement: a piece starts where pieces cannot be played.

use crate::diagnostic::{Code, Diagnostic, Severity};
use crate::model::Lowered;
use crate::model::board::MAX_SITES;

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "B004",
    name: "piece-placement",
    severity: Severity::Error,
    summary: "A piece starts in a hole that can be lifted, or pieces cannot be played here.",
    explanation: r#"## What it means
A kind of `[pieces]` places a piece in a hole that is not neutral (not in
`[players] neutral`), places none at all, or is declared in a file that
plays a `[match]` (but one that sells holes, `[match.sale]`, whose games
all start from the start position) or on a board of more than 63 holes.
## Why it matters
A piece is never sown: it lies in a hole that nobody lifts until a capture
takes it, with that hole's seeds, to a store. A hole that is not neutral is
lifted by moves and relays, and what would become of the piece then is not
said. A kind with no piece placed changes nothing. Rounds of a match set up
the board from the seeds won, and sow does not yet say how pieces are put
back then; and sow keeps the pieces beside the board's counts, which leaves
room for boards of up to 63 holes.
## Example
```toml
[players.south]
rows = [1]

[players.north]
rows = [2]

[pieces.big]
worth = 10
holes = ["a1"]
```
`a1` is South's hole, which South's moves lift.
## How to fix
Put pieces in holes that belong to nobody:
```toml
[players]
neutral = ["a1", "f2"]

[players.south]
holes = ["b1-f1"]

[players.north]
holes = ["a2-e2"]

[pieces.big]
worth = 10
holes = ["a1", "f2"]
```
"#,
};

/// A B004 on each piece placed in a hole that is not neutral, each kind
/// that places none, and `[pieces]` in a match or on too big a board.
pub fn check(model: &Lowered, out: &mut Vec<Diagnostic>) {
    for kind in &model.pieces {
        if kind.holes.is_empty() && !model.unread("pieces", &[&kind.name, "holes"]) {
            out.push(
                Diagnostic::new(
                    &CODE,
                    kind.span.clone(),
                    format!("no `{}` piece is placed on the board", kind.name),
                )
                .with_help("name the neutral holes its pieces start in, in `holes`"),
            );
        }
        for (hole, at) in &kind.holes {
            if !model.neutral.iter().any(|(h, _)| h == hole) {
                out.push(
                    Diagnostic::new(
                        &CODE,
                        at.clone(),
                        format!(
                            "a `{}` piece starts in {}, which is not a neutral hole",
                            kind.name,
                            model.board.site_name(*hole)
                        ),
                    )
                    .with_help(
                        "pieces lie only in holes nobody lifts: add the hole to [players] neutral",
                    ),
                );
            }
        }
        // A match that sells holes starts every game afresh, pieces too.
        if let Some(at) = model.in_match.as_ref().filter(|_| model.sale.is_none()) {
            out.push(
                Diagnostic::new(
                    &CODE,
                    kind.span.clone(),
                    format!("`{}` pieces in a match", kind.name),
                )
                .with_related(Some(at.clone()), "the match is here")
                .with_help("sow does not yet say how pieces are put back between rounds"),
            );
        }
        if 2 * model.board.sites() > MAX_SITES {
            out.push(
                Diagnostic::new(
                    &CODE,
                    kind.span.clone(),
                    format!(
                        "`{}` pieces on a board of {} holes",
                        kind.name,
                        model.board.holes()
                    ),
                )
                .with_help("pieces can be played on boards of up to 63 holes"),
            );
        }
    }
}
