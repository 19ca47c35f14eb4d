#!/usr/bin/env python3
"""Reference Adidada (the Ewe of Togo and Ghana; Schönhärl 1909), written
from the rules text of Ludii's "Adidada" and the interpretations below, not
from sow.

Rules, in short: two rows of six holes, four counters in each, two stores;
a player sows the counters of one hole of their row anticlockwise, one a
hole; a last counter that lands in a hole holding one or two (so that it
holds two or three) takes that hole, and then the holes behind it in an
unbroken run while each holds two or three; whoever captures the most
counters wins.

Interpretations (the same as in examples/adidada.sow.toml):
- Holes a1..f1 (row 1, South's, left to right from South) and a2..f2
  (row 2, North's).  Anticlockwise order: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2
  b2 a2, then a1 again.  The stores only keep what is taken; no counter is
  sown into them.  South moves first; the players alternate.
- A move lifts every counter of a non-empty hole of the mover's own row
  and sows them one a hole, the first into the next hole.  No hole is
  skipped: a lap of twelve or more drops a counter back into the hole it
  was lifted from.
- Capture: the text names no row, so the last hole is taken in either row
  (the mover's own too) when it then holds 2 or 3; then the hole before it
  along the sowing, in either row, while it holds 2 or 3, and so on round
  the track (the run stops at the first other count; the landing hole,
  emptied, stops it at the latest).  Ludii's code takes only in the
  opponent's row; the text does not say so.  Everything taken goes to the
  mover's store.  A capture of all the opponent's counters is ordinary.
- No duty to feed an opponent with no counters.
- The text gives no end: as Ludii's code does, the game ends when a player
  cannot move, read as the player to move having no counter in their row
  (`to_move` null on that ply's line).  Each player then keeps the
  counters left in their own row (all in the last mover's row; the trace
  leaves them in the holes, the stores show what was taken).  No
  repetition rule.
- Score: counters taken plus own row at the end; more wins, equal draws.

Usage: python3 ref_adidada.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW] | moves SEED
"""
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other

RING = Ring(6)          # order: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2
SIZE = len(RING)
TAKEN = (2, 3)


def row(holes, player):
    return sum(holes[i] for i in RING.own_holes(player))


def sow(holes, start, player):
    """The move of `player` from hole `start` on a copy of `holes`: returns
    (board after, counters taken, events)."""
    holes = list(holes)
    hand = holes[start]
    holes[start] = 0
    events = []
    if hand >= SIZE:
        events.append("wrap %s:%d" % (RING.order[start], hand))
    pos = start
    while hand:
        pos = (pos + 1) % SIZE
        holes[pos] += 1
        hand -= 1
    taken = []
    if holes[pos] in TAKEN:
        i = pos
        while holes[i] in TAKEN:
            taken.append((i, holes[i]))
            holes[i] = 0
            i = (i - 1) % SIZE
    total = sum(n for _, n in taken)
    if taken:
        side = "own" if RING.owner(pos) == player else "opp"
        events.append("capture-%s %s" % (side, "+".join(
            "%s:%d" % (RING.order[h], n) for h, n in taken)))
        if len(taken) > 1:
            events.append("chain=%d" % len(taken))
        rows = {RING.owner(h) for h, _ in taken}
        if len(rows) > 1:
            events.append("chain-crosses-rows")
        if row(holes, other(player)) == 0 and any(
                RING.owner(h) != player for h, _ in taken):
            events.append("grand-slam")
    return holes, total, events


def legal(holes, player):
    return [RING.order[i] for i in RING.own_holes(player) if holes[i] > 0]


def play(g, move):
    player = g.to_move
    start = RING.index[move]
    after, taken, events = sow(g.holes, start, player)
    g.holes[:] = after
    g.stores[player] += taken
    nxt = other(player)
    if legal(g.holes, nxt):
        g.to_move = nxt
        if row(g.holes, player) == 0:
            events.append("mover-row-empty-play-goes-on")
        return events
    g.to_move = None
    s = g.stores[SOUTH] + row(g.holes, SOUTH)
    n = g.stores[NORTH] + row(g.holes, NORTH)
    events.append("over %s-cannot-move %d-%d %s" % (
        nxt, s, n, "draw" if s == n else ("south" if s > n else "north")))
    return events


def summary(g):
    """A random game's events counted, and how it ended."""
    counts = {}
    end = "-"
    for ev in g.events:
        for e in ev:
            w = e.split()[0]
            if w == "over":
                end = " ".join(e.split()[1:4])
                continue
            if w.startswith("chain="):
                w = "chain"
            counts[w] = counts.get(w, 0) + 1
    return "end=%s %s" % (end, " ".join("%s=%d" % kv for kv in sorted(counts.items())))


ADIDADA = Rules(RING, [4] * SIZE, legal, play)


if __name__ == "__main__" and sys.argv[1:2] == ["moves"] and len(sys.argv) == 3:
    # moves SEED: the moves of `pick`'s random game of that seed, one line
    from ref_common import random_game
    g = random_game(lambda: Game(ADIDADA), int(sys.argv[2]), 2000)
    print(" ".join(line["move"] for line in g.log[1:]))
elif __name__ == "__main__":
    drive(lambda: Game(ADIDADA), "adidada", sys.argv[1:], max_plies=2000, summary=summary)
