#!/usr/bin/env python3
"""Reference FairKalah (board 1), written from the rules text in
/work/shared/games/fairkalah.txt (Ludii's FairKalah), not from sow.

- Start: South's row a1..f1 holds 4 4 5 4 3 4, North's all 4, stores 0.
- A move lifts a non-empty hole of one's own row and sows one seed a place
  anticlockwise, into one's own store (between one's row and the other's)
  but never the opponent's.
- Last seed in one's own store: another move.
- Last seed in an empty hole of one's own row: that seed and the seeds
  opposite (none, or some) go to one's store.
- After every ply: when either row is empty the game is over; each player
  then keeps what is in their own row (the last line leaves it in the
  holes, see README.md).

Usage: python3 ref_fairkalah.py trace MOVE... | write | pick LO HI
"""
import sys

from ref_common import NORTH, SOUTH, Ring, Rules, main, other

RING = Ring(6)
STORE = {SOUTH: "S", NORTH: "N"}
# Places in sowing order: South's row, South's store, North's row, North's.
PLACES = list(range(0, 6)) + ["S"] + list(range(6, 12)) + ["N"]


def board_one():
    holes = [4] * 12
    holes[RING.index["c1"]] = 5
    holes[RING.index["e1"]] = 3
    return holes


def legal(holes, player):
    return [RING.order[i] for i in RING.own_holes(player) if holes[i] > 0]


def play(g, move):
    player = g.to_move
    origin = RING.index[move]
    seeds, g.holes[origin] = g.holes[origin], 0
    pos = PLACES.index(origin)
    events = ["sow=%d" % seeds]
    while seeds:
        pos = (pos + 1) % len(PLACES)
        place = PLACES[pos]
        if place == STORE[other(player)]:
            events.append("passes-opponent-store")
            continue
        if place == STORE[player]:
            g.stores[player] += 1
        else:
            if place == origin:
                events.append("sows-origin")
            was_empty = g.holes[place] == 0
            g.holes[place] += 1
        seeds -= 1
    last = PLACES[pos]
    g.to_move = other(player)
    if last == STORE[player]:
        events.append("extra-turn")
        g.to_move = player
    elif RING.owner(last) == player and was_empty:
        opp = RING.opposite(last)
        taken = g.holes[last] + g.holes[opp]
        events.append("capture %s+%s=%d" % (RING.order[last], RING.order[opp], taken))
        if g.holes[opp] == 0:
            events.append("lone-seed-taken")
        g.stores[player] += taken
        g.holes[last] = g.holes[opp] = 0
    if RING.row_total(g.holes, SOUTH) == 0 or RING.row_total(g.holes, NORTH) == 0:
        events.append("game-over")
        g.to_move = None
    return events


FAIRKALAH = Rules(RING, board_one(), legal, play)

if __name__ == "__main__":
    main(FAIRKALAH, "fairkalah", sys.argv[1:])
