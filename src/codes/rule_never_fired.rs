//! P003 rule-never-fired: a landing rule fired in no sample game.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "P003",
    name: "rule-never-fired",
    severity: Severity::Warning,
    summary: "A landing rule never fired in any of the random sample games.",
    explanation: r#"## What it means
The rule's condition may be satisfiable on paper (otherwise R001 or R003
would say so), but in hundreds of random games no last seed ever met it
(sow says so only of at least 50 games: fewer, as the editor may play of a
slow file, can miss a rule that fires in one game of fifty).
Typical causes: a count no hole reaches in practice, a region or store the
sowing never ends in (the opponent's store when only the mover's is sown
into), earlier rules that together take every landing this one would (R003
sees one earlier rule that does), or a condition written as the count before
the drop rather than after.
## Why it matters
A rule that never fires is dead text: the capture or extra turn it describes
never happens, and the game plays differently from its source.
## Example
```toml
[[landing]]
name = "capture-many"
when = { hole = "opponent", count = 40 }
capture = ["last"]
```
## How to fix
Compare the rule's `when` with the board and the earlier rules: `count` is
the number in the hole after the last seed is dropped; rules are tried in
order and the first match wins. Run `sow simulate FILE` to see how often each
rule fires.
```toml
[[landing]]
name = "capture-pairs"
when = { hole = "opponent", count = [2, 3] }
capture = ["last"]
```
"#,
};
