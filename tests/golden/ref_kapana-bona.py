#!/usr/bin/env python3
"""Reference Kapana Bona (Gourounsi, West Africa; after Béart 1955), written
from the rules text of Ludii's "Kapana Bona" and the interpretations below,
not from sow.

Rules, in short: two rows of three heaps of eight counters; the mover takes
up any heap and sows it anticlockwise, the first counter going back where
the heap was; afterwards every heap of 2, 4 or 6 counters is captured by the
mover; the larger capture wins.

Interpretations:
- Holes a1 b1 c1 (row 1, South's side, left to right from South) and
  a2 b2 c2 (row 2).  Anticlockwise order: a1 b1 c1 c2 b2 a2, then a1 again.
  No stores: the counters taken are counted in hand, shown as `stores`.
- South moves first; players alternate, no extra turns.
- A move is ANY heap of the board, in either row, holding at least two
  counters (a heap of one is not a move).  All its counters are lifted and
  sown one a heap along the anticlockwise order, the first back into the
  heap just emptied; with seven or more the sowing passes its own heap
  again and drops another counter there (8 from a1: a1 b1 c1 c2 b2 a2 a1 b1).
  The move is named by the heap, whichever row it is in.
- After the sowing every heap of the board (both rows), as the sowing left
  it, holding exactly 2, 4 or 6 counters is taken whole by the mover; the
  heaps are all chosen first, then taken.  Nothing else is ever taken.
- After a move that leaves no heap of more than one counter the game is
  over (`to_move` null); counters left on the board count for nobody.
  Score: counters taken; more wins, equal draws.  (A player to move always
  has a move while some heap holds two or more.)

Usage: python3 ref_kapana-bona.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other

RING = Ring(3)          # order: a1 b1 c1 c2 b2 a2
TAKEN_COUNTS = (2, 4, 6)


def legal(holes, player):
    """Every heap of two or more, either row, in ring order."""
    return [RING.order[i] for i in range(len(RING)) if holes[i] >= 2]


def play(g, move):
    player = g.to_move
    start = RING.index[move]
    holes = g.holes
    events = []
    if RING.owner(start) != player:
        events.append("opponent-row")
    seeds, holes[start] = holes[start], 0
    events.append("sow=%d" % seeds)
    for k in range(seeds):
        holes[(start + k) % len(RING)] += 1
    if seeds > len(RING):
        events.append("wrap origin+%d" % ((seeds - 1) // len(RING)))
    # decide every heap first, then take them
    chosen = [i for i in range(len(RING)) if holes[i] in TAKEN_COUNTS]
    taken = 0
    for i in chosen:
        taken += holes[i]
    if chosen:
        events.append("take %s=%d" % (
            "+".join("%s:%d" % (RING.order[i], holes[i]) for i in chosen), taken))
        if len(chosen) > 1:
            events.append("several=%d" % len(chosen))
        if len({RING.owner(i) for i in chosen}) == 2:
            events.append("both-sides")
    else:
        events.append("nothing")
    for i in chosen:
        holes[i] = 0
    g.stores[player] += taken
    if all(h <= 1 for h in holes):
        g.to_move = None
        s, n = g.stores[SOUTH], g.stores[NORTH]
        events.append("over %d-%d %s" % (
            s, n, "draw" if s == n else ("south" if s > n else "north")))
    else:
        g.to_move = other(player)
    return events


KAPANA_BONA = Rules(RING, [8] * len(RING), legal, play)


if __name__ == "__main__":
    drive(lambda: Game(KAPANA_BONA), "kapana-bona", sys.argv[1:], max_plies=1000)
