#!/usr/bin/env python3
"""Reference Um el Tuweisat ("the little goat game", Sudan; after Davies
1925), written from the rules text of Ludii's "Um el Tuweisat" and the
interpretations below, not from sow.

Rules, in short: two rows of three holes, three counters in each.  A
player sows from one of their holes: from their leftmost hole clockwise,
from their rightmost anticlockwise, from the centre hole either way.  A
last counter that falls into a hole of the opponent's row holding one,
making two, takes those two; the holes before it holding two, in an
unbroken run, are taken too.  Single counters cannot be sown.  When
neither player can move, each takes the single counters of their own row;
the most counters wins.

Interpretations (the same as in examples/um-el-tuweisat.sow.toml):
- Holes a1..c1 (row 1, South's, left to right from South) and a2..c2
  (row 2, North's).  Anticlockwise order: a1 b1 c1 c2 b2 a2, then a1
  again; clockwise is the reverse.  No stores: the counters taken are kept
  in hand, shown as `stores`.  South moves first; the players alternate.
- Left and right are each player's own as they sit: South's leftmost is
  a1, rightmost c1; North's leftmost is c2, rightmost a2.  So South's a1
  sows clockwise (into a2 first), c1 anticlockwise (into c2 first);
  North's c2 clockwise (into c1 first), a2 anticlockwise (into a1 first);
  b1 and b2 either way.  A move is written with its way: `+`
  anticlockwise, `-` clockwise (`a1-`, `b1+`, `b1-`, `c1+`; `a2+`, `b2+`,
  `b2-`, `c2-`).
- A move lifts every counter of the hole (two or more) and sows them one a
  hole, the first into the next hole its way; no hole is passed over, so a
  sowing of six or more drops a counter back into its own hole.
- The capture: the last hole is in the opponent's row and holds two once
  the last counter is in.  Then the hole before it (the previous hole the
  way the move sowed) is taken too if it is the opponent's and holds two,
  and so on back; the run stops at the first hole that holds another
  count or is the mover's own.  "They may all be captured" is taken as a
  rule, not a choice.
- A player with no hole of two or more passes (no ply of its own in the
  trace: the line before shows as `to_move` the player who plays next, the
  one who just moved).  When neither can move the game is over (`to_move`
  null); the counters left (single ones) stay shown in the holes of the
  last line and count for the owner of their row.  More counters wins;
  equal totals are a draw.

Usage: python3 ref_um-el-tuweisat.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other

RING = Ring(3)          # order: a1 b1 c1 c2 b2 a2
SIZE = len(RING)
ACW, CW = +1, -1        # steps along the ring order


def ways(player, i):
    """The ways (as +1/-1) a move of `player` may sow from ring hole `i`."""
    name = RING.order[i]
    col = name[0]
    # As the player sits: South's left is column a, North's is column c.
    left, right = ("a", "c") if player == SOUTH else ("c", "a")
    if col == left:
        return [CW]
    if col == right:
        return [ACW]
    return [ACW, CW]


def legal(holes, player):
    out = []
    for i in RING.own_holes(player):
        if holes[i] >= 2:
            for w in ways(player, i):
                out.append(RING.order[i] + ("+" if w == ACW else "-"))
    return out


def play(g, move):
    player = g.to_move
    start = RING.index[move[:-1]]
    step = ACW if move[-1] == "+" else CW
    events = []
    seeds = g.holes[start]
    g.holes[start] = 0
    if seeds >= SIZE:
        events.append("wrap %s:%d" % (RING.order[start], seeds))
    pos = start
    sown_into = [0] * SIZE
    while seeds:
        pos = (pos + step) % SIZE
        g.holes[pos] += 1
        sown_into[pos] += 1
        seeds -= 1
    taken = []
    k = pos
    while RING.owner(k) != player and g.holes[k] == 2:
        taken.append(RING.order[k])
        g.stores[player] += 2
        g.holes[k] = 0
        k = (k - step) % SIZE
    if taken:
        events.append("capture %s%s" % (" ".join(taken),
                                        " chain=%d" % len(taken) if len(taken) > 1 else ""))
        if RING.owner(k) == player:
            events.append("run-stops-at-own %s" % RING.order[k])
        else:
            events.append("run-stops-at %s=%d" % (RING.order[k], g.holes[k]))
        if sown_into[pos] == 2:
            events.append("wrap-capture %s (empty before, two of this sowing)" % RING.order[pos])
    elif RING.owner(pos) != player:
        events.append("no-capture %s=%d" % (RING.order[pos], g.holes[pos]))
    else:
        events.append("ends-own-row %s" % RING.order[pos])
    nxt = other(player)
    if legal(g.holes, nxt):
        g.to_move = nxt
    elif legal(g.holes, player):
        events.append("pass %s" % nxt)
        g.to_move = player
    else:
        g.to_move = None
        s = g.stores[SOUTH] + RING.row_total(g.holes, SOUTH)
        n = g.stores[NORTH] + RING.row_total(g.holes, NORTH)
        events.append("over %d-%d %s" % (s, n, "draw" if s == n else
                                         ("south" if s > n else "north")))
    return events


def summary(g):
    counts = {}
    end = "-"
    for ev in g.events:
        for e in ev:
            w = e.split()[0]
            if w == "over":
                end = " ".join(e.split()[1:])
                continue
            if w == "capture" and "chain=" in e:
                w = "chain" + e.split("chain=")[1]
            counts[w] = counts.get(w, 0) + 1
    return "end=%s %s" % (end, " ".join("%s=%d" % kv for kv in sorted(counts.items())))


UM_EL_TUWEISAT = Rules(RING, [3] * SIZE, legal, play)


if __name__ == "__main__":
    drive(lambda: Game(UM_EL_TUWEISAT), "um-el-tuweisat", sys.argv[1:], max_plies=1000,
          summary=summary)
