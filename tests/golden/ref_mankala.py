#!/usr/bin/env python3
"""Reference Mankala (Egypt, after Niebuhr 1774), written from the rules
text of Ludii's "Mankala" and the interpretations below, not from sow.

Rules, in short: two rows of six holes, six counters in each, no stores.
A player lifts one of their holes and sows anticlockwise.  A last counter
that makes two, four or six in a hole takes it; so is the hole before it
(the second to last), and so on in an unbroken line, while each holds two,
four or six.  Play goes on until every counter has been taken; the player
who took the most wins.

Interpretations (the same as in examples/mankala.sow.toml):
- Holes a1..f1 (row 1, South's) and a2..f2 (row 2, North's).
  Anticlockwise order: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2, then a1
  again.  South moves first; players alternate.
- A move lifts every counter of a hole of the mover's row that holds any
  (one counter too) and sows them one a hole, the first into the next
  hole.  No hole is passed over: twelve or more counters drop one back
  into the hole lifted when the lap comes round.  One lap: no relay.
- The landing hole, in either row, if it now holds 2, 4 or 6, is taken
  into the mover's hand (the `stores` of the JSON lines).  Then the hole
  before it along the sowing, and the one before that, in either row,
  while each holds 2, 4 or 6 as the board stands; a hole already taken
  holds 0, so the run stops at the latest back at the landing hole.
- No duty to feed.  A player with no counter in their row passes and the
  other moves again (`to_move` names the same player twice running).
- The game is over once the board is empty (`to_move` null); the player
  who took more wins, equal (36-36) draws.  The text names no other end:
  a game whose last counters never make two, four or six goes on (the
  pick and compare stop at 1000 plies).

Usage: python3 ref_mankala.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other

COLUMNS = 6
SEEDS = 6
RING = Ring(COLUMNS)    # order: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2
SIZE = len(RING)
TAKES = (2, 4, 6)


def legal(holes, player):
    return [RING.order[i] for i in RING.own_holes(player) if holes[i] > 0]


def play(g, move):
    player = g.to_move
    opp = other(player)
    holes = g.holes
    origin = RING.index[move]
    seeds, holes[origin] = holes[origin], 0
    events = []
    if seeds >= SIZE:
        events.append("round %s:%d" % (move, seeds))
    pos = origin
    while seeds:
        pos = (pos + 1) % SIZE
        holes[pos] += 1
        seeds -= 1
    if holes[pos] in TAKES:
        taken = []
        j = pos
        while holes[j] in TAKES:
            taken.append((j, holes[j]))
            g.stores[player] += holes[j]
            holes[j] = 0
            j = (j - 1) % SIZE
        events.append("capture %s" % " ".join(
            "%s:%d" % (RING.order[i], n) for i, n in taken))
        if RING.owner(pos) == player:
            events.append("own-row-capture")
        if len(taken) > 1:
            events.append("chain=%d" % (len(taken) - 1))
        if len({RING.owner(i) for i, _ in taken}) > 1:
            events.append("chain-across-rows")
        if any(n == 6 for _, n in taken):
            events.append("six")
    else:
        events.append("no-capture %s:%d" % (RING.order[pos], holes[pos]))
    if sum(holes) == 0:
        s, n = g.stores[SOUTH], g.stores[NORTH]
        events.append("over %d-%d %s" % (
            s, n, "draw" if s == n else (SOUTH if s > n else NORTH)))
        g.to_move = None
    elif legal(holes, opp):
        g.to_move = opp
    else:
        # The board holds counters, all in the mover's row: the opponent
        # passes and the mover plays again.
        events.append("pass %s" % opp)
        g.to_move = player
    return events


def summary(g):
    """A random game's events counted, its longest run and how it ended."""
    counts = {}
    longest = 0
    end = "-"
    for ev in g.events:
        for e in ev:
            w = e.split()[0].split("=")[0]
            if w == "capture":
                longest = max(longest, len(e.split()) - 1)
            if w == "over":
                end = "%s,%s" % tuple(e.split()[1:3])
                continue
            counts[w] = counts.get(w, 0) + 1
    return "end=%s run<=%d %s" % (
        end, longest, " ".join("%s=%d" % kv for kv in sorted(counts.items())))


MANKALA = Rules(RING, [SEEDS] * SIZE, legal, play)


if __name__ == "__main__":
    drive(lambda: Game(MANKALA), "mankala", sys.argv[1:], max_plies=1000,
          summary=summary)
