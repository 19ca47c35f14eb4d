#!/usr/bin/env python3
"""Reference rules of Cross-Kalah, written from the rules text in
/work/shared/games/cross-kalah.txt (StoneShark's description of Troyka's
game, 2001: "all other rules match Kalah"), not from sow's source.

- 2x6, four seeds a hole; South's store at South's right (beyond f1), North's
  at North's right (beyond a2).
- A hole holding an odd number of seeds is sown anticlockwise, one holding
  an even number clockwise; the mover sows into their own store and passes
  over the opponent's.
- A last seed in the mover's own store: the mover plays again.
- A last seed in an empty hole of the mover's own, when the hole opposite
  holds seeds after the sowing: both are taken to the mover's store.
- The game ends after any ply that leaves either row empty; each player
  keeps the seeds in their own row.

Usage: python3 ref_cross-kalah.py trace MOVE... | write | pick LO HI
"""
import sys

from ref_board import (ORDER, SOUTH, other, owner, opposite, row_seeds,
                       holes_with_seeds, lift, main)

START = 4
# The fourteen places anticlockwise; going clockwise is walking it backwards.
RING = list(range(0, 6)) + ["S"] + list(range(6, 12)) + ["N"]


def legal(holes, stores, player):
    return holes_with_seeds(holes, player)


def play(holes, stores, player, move):
    holes, stores, start, seeds = lift(holes, stores, player, move)
    step = 1 if seeds % 2 else -1
    mine, theirs = ("S", "N") if player == SOUTH else ("N", "S")
    events = ["anticlockwise" if step == 1 else "clockwise"]
    if seeds >= 13:
        events.append("laps-origin")
    pos = RING.index(start)
    was_empty = False
    while seeds:
        pos = (pos + step) % len(RING)
        place = RING[pos]
        if place == theirs:
            events.append("passes-opponent-store")
            continue
        if place == mine:
            stores[player] += 1
        else:
            was_empty = holes[place] == 0
            holes[place] += 1
        seeds -= 1
    last = RING[pos]
    nxt = other(player)
    if last == mine:
        events.append("extra-turn")
        nxt = player
    elif owner(last) == player and was_empty:
        across = opposite(last)
        if holes[across] > 0:
            events.append("capture %s+%s=%d" % (ORDER[last], ORDER[across],
                                                1 + holes[across]))
            stores[player] += holes[last] + holes[across]
            holes[last] = holes[across] = 0
        else:
            events.append("empty-opposite: no capture")
    if row_seeds(holes, SOUTH) == 0 or row_seeds(holes, other(SOUTH)) == 0:
        events.append("game-over")
        nxt = None
    return holes, stores, nxt, events


def score(holes, stores, last_mover):
    return {p: stores[p] + row_seeds(holes, p) for p in stores}


if __name__ == "__main__":
    main(sys.modules[__name__], "cross-kalah", sys.argv[1:])
