#!/usr/bin/env python3
"""Reference Cirgol, written from Ludii's "Cirgol.lud"
(Common/res/lud/board/sow/other) and the interpretations below, not from
sow.  The file's metadata gives no rules text (its `info` is empty), so the
rules are Ludii's own reading, its code, put in our own words.

Rules, in short: ten holes in a ring, four counters in each (40).  Either
player may take up ANY hole that holds counters and sows them one a hole
round the ring.  From the fourth ply of the game on, a last counter that
falls into an empty hole takes every counter of the hole after it, if that
one holds any, into the mover's hand.  The game ends once three counters or
fewer are left on the board; the player holding more counters wins.

Interpretations (each also written in examples/cirgol.sow.toml):
- The ring of ten is laid out as two rows of five (Ludii's track runs
  0 2 4 6 8 9 7 5 3 1 round its circle, a loop): holes a1 b1 c1 d1 e1
  (row 1) and a2 b2 c2 d2 e2 (row 2), sown in the order
  a1 b1 c1 d1 e1 e2 d2 c2 b2 a2, then a1 again.  The rows belong to nobody
  in particular: no rule reads them; South has row 1 and North row 2 only
  because a board has sides.  On a ring whose holes nobody owns, which way
  round it is sown changes nothing but the names.
- South moves first; the players alternate, no extra turns.
- A move is any hole of the board, of either row, holding one counter or
  more (Ludii: every site of the board with a count above 0); a single
  counter is a move too: it goes on into the next hole.  It is named by the
  hole.
- All its counters are lifted and sown one a hole along the ring from the
  next hole; the emptied hole is not passed over, so a sowing of ten or more
  drops a counter into it on each round (Ludii's sow includes its origin).
  One lap: the turn ends where the last counter falls.
- The take: the last counter falls into a hole that was empty before it
  (Ludii: that hole now holds exactly one, the same thing), the hole after
  it along the ring holds one or more, and the ply is the game's fourth or
  later (Ludii: "count Moves > 3", and its move counter already counts the
  ply being played when the sowing's effect is judged, so plies 1 to 3 take
  nothing and ply 4 may).  Then every counter of that next hole goes to the
  mover's hand; the last counter stays where it fell.  Only that one hole:
  no chain.  The next hole may lie in either row, and may be the hole the
  move lifted (a sowing of 19 whose last counter falls in the hole before
  it).  Nothing else is ever taken.
- Taken counters are kept in hand: the trace's `stores`.
- After a ply that leaves three counters or fewer on the board, the game is
  over (`to_move` null).  The counters left count for nobody (Ludii scores
  each player's hand only).  More taken wins, equal draws.  While four or
  more counters are on the board the player to move always has a move.
- A game that never ends (no take for ever) has no end in Ludii's code
  beyond its ply limit; the reference gives it none either.

Usage: python3 ref_cirgol.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other

RING = Ring(5)          # order: a1 b1 c1 d1 e1 e2 d2 c2 b2 a2
FIRST_TAKING_PLY = 4
END_AT_MOST = 3


def legal(holes, player):
    """Every hole holding a counter, either row, in ring order."""
    return [RING.order[i] for i in range(len(RING)) if holes[i] >= 1]


def play(g, move):
    player = g.to_move
    ply = g.ply + 1
    n = len(RING)
    start = RING.index[move]
    holes = g.holes
    events = []
    if RING.owner(start) != player:
        events.append("other-row")
    seeds, holes[start] = holes[start], 0
    events.append("sow=%d" % seeds)
    pos = start
    for _ in range(seeds):
        pos = (pos + 1) % n
        holes[pos] += 1
    if seeds >= n:
        events.append("wrap origin+%d" % (seeds // n))
    last = pos
    nxt = (last + 1) % n
    if holes[last] == 1:
        if holes[nxt] == 0:
            events.append("empty-next")
        elif ply < FIRST_TAKING_PLY:
            events.append("too-early %s:%d" % (RING.order[nxt], holes[nxt]))
        else:
            taken, holes[nxt] = holes[nxt], 0
            g.stores[player] += taken
            events.append("take %s=%d" % (RING.order[nxt], taken))
            if nxt == start:
                events.append("take-origin")
            if RING.owner(nxt) != RING.owner(last):
                events.append("across-rows")
    else:
        events.append("occupied")
    if sum(holes) <= END_AT_MOST:
        g.to_move = None
        s, n_ = g.stores[SOUTH], g.stores[NORTH]
        events.append("over %d-%d left=%d %s" % (
            s, n_, sum(holes), "draw" if s == n_ else ("south" if s > n_ else "north")))
    else:
        g.to_move = other(player)
    return events


CIRGOL = Rules(RING, [4] * len(RING), legal, play)


if __name__ == "__main__":
    drive(lambda: Game(CIRGOL), "cirgol", sys.argv[1:], max_plies=1000)
