#!/usr/bin/env python3
"""Reference Wari (Ashanti, Ghana), written from the rules text of Ludii's
Wari.lud (its summary of Cardinall 1927) and the interpretations stated in
examples/wari.sow.toml, not from sow.

- Start: 4 counters in each of the 12 holes; each player has a store that
  only receives what they take (nothing is sown into a store).
- A move lifts every counter of a non-empty hole of the mover's own row and
  sows them one a hole anticlockwise from the next hole, in one lap; no
  hole is passed over, so a sowing of twelve or more drops a counter back
  into its own hole.
- Every counter of the sowing (the last one too) that falls into a hole of
  the opponent's row and brings it to exactly six takes those six to the
  mover's store at once; the sowing goes on. A six made in the mover's own
  row stays.
- After every ply: if the player to move has no counter in their row, the
  game is over. Only the counters taken count (those left on the board go
  to nobody); more wins, equal draws.

Usage: python3 ref_wari.py trace MOVE... | write | pick LO HI | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, event_counts, other

RING = Ring(6)
SIX = 6


def legal(holes, player):
    return [RING.order[i] for i in RING.own_holes(player) if holes[i] > 0]


def play(g, move):
    player = g.to_move
    start = RING.index[move]
    seeds, g.holes[start] = g.holes[start], 0
    events = ["sow=%d" % seeds]
    if seeds >= len(RING):
        events.append("wrap %s:%d" % (move, seeds))
    pos = start
    while seeds:
        pos = (pos + 1) % len(RING)
        g.holes[pos] += 1
        seeds -= 1
        if g.holes[pos] == SIX:
            name = RING.order[pos]
            if RING.owner(pos) != player:
                g.holes[pos] = 0
                g.stores[player] += SIX
                events.append("capture %s:6%s" % (name, "" if seeds == 0 else ":passing"))
            else:
                events.append("own-six %s" % name)
    events.append("last=%s" % RING.order[pos])
    nxt = other(player)
    if not legal(g.holes, nxt):
        g.to_move = None
        events.append("over no-move %s" % nxt)
        s, n = g.stores[SOUTH], g.stores[NORTH]
        events.append("score %d-%d %s" % (s, n, SOUTH if s > n else NORTH if n > s else "draw"))
    else:
        g.to_move = nxt
    return events


WARI = Rules(RING, [4] * 12, legal, play)

if __name__ == "__main__":
    drive(lambda: Game(WARI), "wari", sys.argv[1:], max_plies=5000, summary=event_counts)
