#!/usr/bin/env python3
"""Reference Ntyenge (Ntyengé; the Mbenge of Gabon, after Trilles 1932),
written from the rules text of Ludii's "Ntyenge" (its portal summary of
Trilles) and the interpretations below, not from sow.

Rules, in short: two rows of eight holes, four counters in each; a player
lifts every counter of a hole of their own row and sows them one a hole
anticlockwise; when the last counter falls into a hole that held one or
three, so that it now holds two or four, those counters are captured; play
goes on until every counter has been captured, and whoever captured the
most wins.

Interpretations:
- Holes a1..h1 (row 1, South's, left to right from South) and a2..h2
  (row 2, North's).  Anticlockwise order a1 b1 .. h1 h2 g2 .. a2, then a1
  again.  No stores: counters captured are kept in hand, shown as
  `stores`.
- South moves first; players alternate, no extra turns.
- A move lifts every counter of a hole of the mover's own row (any hole
  holding at least one, a single counter too) and sows them one a hole
  along the anticlockwise order, the first into the next hole.  One lap
  only: a last counter in an occupied hole does not lift it.  No hole is
  skipped: a sowing of sixteen counters or more passes the hole it was
  lifted from and drops a counter there too (sixteen exactly end in it,
  making one there: no capture).
- Only the hole the LAST counter falls into is tested, in either row,
  the mover's or the opponent's (the text names no row; Ludii's code tests
  any hole): if it holds 2 or 4 after the counter falls (1 or 3 before),
  all its counters are captured by the mover.  Nothing else is taken: no
  run of holes, no hole opposite.
- A player whose row is empty when it is their turn passes, and the other
  moves again (the text says play continues until every counter is
  captured; Ludii's engine passes a player with no move).  Both rows are
  empty only when the board is, so somebody can always move until then.
- The game ends after the ply that leaves the board empty (`to_move`
  null).  Captures are always of an even number and the board starts with
  64, so the board can empty.  Score: counters captured; more wins, equal
  draws.  No other end is added (no repetition rule): a game in which the
  players keep avoiding captures goes on, as the text has it.  Random
  play ends every game: seeds 1..20000 all empty the board, ten of them
  only after more than 2,000 plies (the cap `pick` and `compare` use).

Usage: python3 ref_ntyenge.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other

RING = Ring(8)          # order: a1 .. h1 h2 .. a2
CAPTURED_COUNTS = (2, 4)


def legal(holes, player):
    """Every non-empty hole of the player's own row, in ring order."""
    return [RING.order[i] for i in RING.own_holes(player) if holes[i] > 0]


def play(g, move):
    player = g.to_move
    start = RING.index[move]
    holes = g.holes
    events = []
    seeds, holes[start] = holes[start], 0
    events.append("sow=%d" % seeds)
    pos = start
    for _ in range(seeds):
        pos = (pos + 1) % len(RING)
        holes[pos] += 1
    if seeds >= len(RING):
        events.append("wrap origin+%d" % (seeds // len(RING)))
    last = pos
    where = "own" if RING.owner(last) == player else "opp"
    if holes[last] in CAPTURED_COUNTS:
        taken = holes[last]
        holes[last] = 0
        g.stores[player] += taken
        events.append("capture%d-%s %s" % (taken, where, RING.order[last]))
    else:
        events.append("nothing %s=%d" % (RING.order[last], holes[last]))
    if sum(holes) == 0:
        g.to_move = None
        s, n = g.stores[SOUTH], g.stores[NORTH]
        events.append("over %d-%d %s" % (
            s, n, "draw" if s == n else ("south" if s > n else "north")))
        return events
    nxt = other(player)
    if not legal(holes, nxt):
        events.append("pass-%s" % nxt)
        nxt = player
    g.to_move = nxt
    return events


NTYENGE = Rules(RING, [4] * len(RING), legal, play)


if __name__ == "__main__":
    drive(lambda: Game(NTYENGE), "ntyenge", sys.argv[1:], max_plies=2000)
