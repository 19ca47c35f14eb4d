#!/usr/bin/env python3
"""Reference Um el-Bagara, written from the rules text in
/work/shared/games/um-el-bagara.txt (Ludii's Um el-Bagara, after Davies)
and the interpretations stated in examples/um-el-bagara.sow.toml, not from
sow.

- Start: 5 seeds in each of the 10 holes (2 x 5); taken seeds are held in
  hand.
- A move lifts a hole of one's own row holding two seeds or more.  From the
  two holes at the mover's left it sows clockwise, from the two at their
  right anticlockwise, from the middle hole either way.  Each player's left
  is their own: South's left holes are a1, b1; North's are e2, d2.  A move
  is written with its way: `+` anticlockwise (the ring order), `-`
  clockwise.
- One lap, one seed a hole; no hole is skipped.
- A last seed that makes 2 or 4 in an opponent's hole takes them; then the
  hole before it (against the way the move sowed), and the one before that,
  and so on, are taken while each is the opponent's and holds 2 or 4.
- A player who cannot move passes; the game ends when neither can move.
  Each player then keeps the seeds in their own row (the last line leaves
  them in the holes, see README.md).

Usage: python3 ref_um_el_bagara.py trace MOVE... | write | pick LO HI
"""
import sys

from ref_common import Ring, Rules, main, other

RING = Ring(5)
# The holes a move may sow from each way (North's left is at column e).
CLOCKWISE_FROM = {"a1", "b1", "c1", "e2", "d2", "c2"}
ANTICLOCKWISE_FROM = {"c1", "d1", "e1", "c2", "b2", "a2"}


def legal(holes, player):
    moves = []
    for i in RING.own_holes(player):
        if holes[i] < 2:
            continue
        name = RING.order[i]
        if name in ANTICLOCKWISE_FROM:
            moves.append(name + "+")
        if name in CLOCKWISE_FROM:
            moves.append(name + "-")
    return moves


def play(g, move):
    player = g.to_move
    step = 1 if move.endswith("+") else -1
    pos = RING.index[move[:-1]]
    seeds, g.holes[pos] = g.holes[pos], 0
    events = ["sow=%d" % seeds]
    while seeds:
        pos = (pos + step) % len(RING)
        g.holes[pos] += 1
        seeds -= 1
    taken = []
    while RING.owner(pos) != player and g.holes[pos] in (2, 4) and pos not in taken:
        taken.append(pos)
        pos = (pos - step) % len(RING)
    if taken:
        total = sum(g.holes[i] for i in taken)
        events.append("capture %s=%d" % ("+".join(RING.order[i] for i in taken), total))
        if len(taken) > 1:
            events.append("chain=%d" % len(taken))
        if any(g.holes[i] == 4 for i in taken):
            events.append("four")
        for i in taken:
            g.holes[i] = 0
        g.stores[player] += total
    if legal(g.holes, other(player)):
        g.to_move = other(player)
    elif legal(g.holes, player):
        events.append("pass=" + other(player))
        g.to_move = player
    else:
        events.append("over:neither-can-move")
        g.to_move = None
    return events


UM_EL_BAGARA = Rules(RING, [5] * 10, legal, play)

if __name__ == "__main__":
    main(UM_EL_BAGARA, "um-el-bagara", sys.argv[1:])
