//! R011 sow-back-misused: captured seeds sown back where they cannot be.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "R011",
    name: "sow-back-misused",
    severity: Severity::Error,
    summary: "A rule sows captured seeds back where no lap of them can follow.",
    explanation: r#"## What it means
`to = { sow_from = "lap-start" }` sows a rule's captured seeds back onto
the mover's holes as a lap of their own, and that lap's end says how the
turn goes on. Here the rule captures nothing (no `capture`), fires on
every seed (`on = "every-seed"`, in the middle of a lap), or says itself
how the turn goes on (`then`), which the sown-back lap decides; or it
would fire in a simultaneous opening (`[opening] landing = true`), whose
two relays take laps in turn: there the captured seeds would stay in the
store and the next lap would lift the capturing lap's emptied first hole,
so sow cannot play it yet. A list of places (`to = [{ sow_from = … },
…]`, the mover's choice) must list at least one, and only places to sow
back from: not a store, nor a hole to give into.
## Why it matters
The seeds would be sown back at a moment sow cannot sow them, or the
rule would say two things of how the turn goes on.
## Example
```toml
[[landing]]
name = "take-the-column"
when = { hole = "inner", was_empty = false }
capture = ["opposite", "behind-opposite"]
to = { sow_from = "lap-start" }
then = "end-turn"
```
## How to fix
Leave `then` out (the sown-back lap ends as any lap does), and sow back
only what a last seed's rule captures.
"#,
};
