#!/usr/bin/env python3
"""Reference Kpo (the Vei of Liberia; Momolu Massaquoi to Culin, 1896),
two-player ruleset, written from the rules text of Ludii's "Kpo" and the
interpretations below, not from sow.

Rules, in short: two rows of six holes, four counters in each, a store at
either end; the players sow anticlockwise; when the last counter falls
into a hole that then holds two or three, those counters are captured.
(The three- and four-player rulesets of the same file need more than two
players and are not played here.)

Interpretations (the same as in examples/kpo.sow.toml):
- Holes a1..f1 (row 1, South's, left to right from South) and a2..f2
  (row 2, North's).  Anticlockwise order: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2
  b2 a2, then a1 again.  Each player has a store that only keeps what
  they take; no counter is sown into a store.  South moves first; the
  players alternate.
- A move lifts every counter of a non-empty hole of the mover's own row
  and sows them one a hole, the first into the next hole, in one lap.  No
  hole is skipped: a lap of twelve or more drops a counter back into the
  hole it was lifted from.
- Capture: only the last counter's hole, in either row (the mover's own
  too), when it then holds exactly 2 or 3: all its counters go to the
  mover's store.  No run of holes before or after it.  A capture that
  leaves the opponent with nothing is ordinary.  No duty to feed.
- The text gives no end: as Ludii's code does, the game ends when the
  player to move has no counter in their row (`to_move` null on that
  ply's line).  Each player then adds the counters left in their own row
  to what they took (the trace leaves them in the holes; the stores show
  what was taken).  No repetition rule.
- Score: counters taken plus own row at the end; more wins, equal draws.

Usage: python3 ref_kpo.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW] | moves SEED
"""
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other

RING = Ring(6)          # order: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2
SIZE = len(RING)
TAKEN = (2, 3)


def row(holes, player):
    return sum(holes[i] for i in RING.own_holes(player))


def legal(holes, player):
    return [RING.order[i] for i in RING.own_holes(player) if holes[i] > 0]


def play(g, move):
    player = g.to_move
    start = RING.index[move]
    hand = g.holes[start]
    g.holes[start] = 0
    events = ["sow=%d" % hand]
    if hand >= SIZE:
        events.append("wrap %s:%d" % (move, hand))
    pos = start
    while hand:
        pos = (pos + 1) % SIZE
        g.holes[pos] += 1
        hand -= 1
    name = RING.order[pos]
    side = "own" if RING.owner(pos) == player else "opp"
    n = g.holes[pos]
    if n in TAKEN:
        g.holes[pos] = 0
        g.stores[player] += n
        events.append("capture-%s %s:%d" % (side, name, n))
        if row(g.holes, other(player)) == 0:
            events.append("opponent-emptied")
    else:
        events.append("last=%s:%d" % (name, n))
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
            if w.startswith("sow=") or w.startswith("last="):
                continue
            counts[w] = counts.get(w, 0) + 1
    return "end=%s %s" % (end, " ".join("%s=%d" % kv for kv in sorted(counts.items())))


KPO = Rules(RING, [4] * SIZE, legal, play)


if __name__ == "__main__" and sys.argv[1:2] == ["moves"] and len(sys.argv) == 3:
    # moves SEED: the moves of `pick`'s random game of that seed, one line
    from ref_common import random_game
    g = random_game(lambda: Game(KPO), int(sys.argv[2]), 2000)
    print(" ".join(line["move"] for line in g.log[1:]))
elif __name__ == "__main__":
    drive(lambda: Game(KPO), "kpo", sys.argv[1:], max_plies=2000, summary=summary)
