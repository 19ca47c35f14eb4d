//! P009 self-play-imbalance: under competent self-play, one side wins
//! most games, surely.

use crate::diagnostic::{Code, Severity};

/// The code, its severity and its documentation.
pub const CODE: Code = Code {
    id: "P009",
    name: "self-play-imbalance",
    severity: Severity::Warning,
    summary: "Under competent self-play the first player's win share is surely outside 35%–65%.",
    explanation: r#"## What it means
Asked for a balance study (`sow check --balance`, or the editor's "Check
balance" lens on `[game]`), sow played a run of games with the same
competent player on both sides (by default `mcts:200`, Monte Carlo tree
search with 200 simulations a move; `--balance=alphabeta:4` and others
choose another), each game seeded so that the run is the same on every
machine. P009 fires when the first player's share of the decided games is
surely outside 35%–65%: the whole of its 95% confidence interval lies
outside that range. A game of several board sizes is studied on each, and
a P009 of a board other than the default says which (`on the 2×3 board:
…`).
## How to read the figures
The message reads, for instance, "South (who moves first) won 97 of 100
decided games, 97% (95% interval 92%–99%); 0 of 100 games drawn; 8.0 plies
on average".
- South always moves first; the share is of the games someone won, so
  draws neither help nor hurt it (they are counted apart, with games
  stopped by the ply cap, which are neither).
- The interval is Wilson's: the true share, in endless games between
  these players, lies inside it with 95% confidence. It narrows as the
  games grow (about ±10 points at 100 games, ±3 at 1,000): a share of 70%
  of 100 games is no finding, of 1,000 it is.
- The players are only as good as their search: a game that mcts:200
  plays lopsidedly may be balanced between experts, or the other way
  round. A stronger player (`mcts:1000`, `alphabeta:8`) and more games
  (`--balance-games 1000`) make a surer study; a share that stays outside
  the range under stronger play is the game's, not the players'.
## Why it matters
A game whose first mover wins most games between good players is not the
game its players meet if the rules were copied wrong (a store on one
side's path only, a capture only one side can make), and if they were
copied right, its players will want to know: many solved mancala games
are wins for the first player.
## Example
```toml
# Three holes a side, two seeds a hole, stores and extra turns: the
# first player wins every game between good players.
[board]
rows = 2
columns = 3
seeds = 2
stores = true
```
## How to fix
Check that tracks, ownership and rules are symmetric where the source says
they are. If the lean is the game's own, there is nothing to fix: allow it
(`# sow: allow(P009)` with the reason), or give it a lower severity in
`sow.toml`.
"#,
};
