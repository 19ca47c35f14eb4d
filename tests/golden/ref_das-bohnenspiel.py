#!/usr/bin/env python3
"""Reference rules of Das Bohnenspiel, written from the rules text in
/work/shared/games/das-bohnenspiel.txt (Ludii's summary of Jahn 1923), not
from sow's source.

- 2x6, six beans a hole, two stores that only keep what is taken.
- A move lifts one hole of the mover's row and sows one bean a hole
  anticlockwise; no hole is skipped (a 12+ sowing drops into its origin).
- A last bean that makes 2, 4 or 6 in any hole (either row) takes it; then
  the hole before it along the path, and so on, while each holds 2, 4 or 6.
- When the player to move has no bean in their row the game ends and the
  other player (the last mover) gets every bean left.

Usage: python3 ref_das-bohnenspiel.py trace MOVE... | write | pick LO HI
"""
import sys

from ref_board import (ORDER, other, owner, row_seeds, holes_with_seeds,
                       lift, main)

START = 6
TAKES = (2, 4, 6)


def legal(holes, stores, player):
    return holes_with_seeds(holes, player)


def play(holes, stores, player, move):
    holes, stores, start, seeds = lift(holes, stores, player, move)
    pos = start
    while seeds:
        pos = (pos + 1) % 12
        holes[pos] += 1
        seeds -= 1
    events = ["last=%s" % ORDER[pos]]
    if holes[start]:
        events.append("origin-sown")
    taken = []
    counts = []
    # Back along the path (index - 1, a1 after a2) while the count is 2, 4 or
    # 6; a hole already taken holds 0, so the run stops where it began.
    while holes[pos] in TAKES:
        taken.append(pos)
        counts.append(holes[pos])
        stores[player] += holes[pos]
        holes[pos] = 0
        pos = (pos - 1) % 12
    if taken:
        events.append("capture %s" % "+".join(
            "%s:%d" % (ORDER[i], n) for i, n in zip(taken, counts)))
        if 6 in counts:
            events.append("six")
        if len(taken) > 1:
            events.append("chain %d" % len(taken))
        if len({owner(i) for i in taken}) > 1:
            events.append("chain-across-rows")
        if row_seeds(holes, other(player)) == 0:
            events.append("opponent-row-emptied")
    nxt = other(player)
    if row_seeds(holes, nxt) == 0:
        events.append("game-over: %s cannot move" % nxt)
        nxt = None
    return holes, stores, nxt, events


def score(holes, stores, last_mover):
    result = dict(stores)
    result[last_mover] += sum(holes)
    return result


if __name__ == "__main__":
    main(sys.modules[__name__], "das-bohnenspiel", sys.argv[1:])
