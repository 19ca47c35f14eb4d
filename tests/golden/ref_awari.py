#!/usr/bin/env python3
"""Reference Awari (Ndyuka, Suriname), written from the rules text in
/work/shared/games/awari.txt (Ludii's summary of Herskovits 1932) and the
interpretations stated in examples/awari.sow.toml, not from sow.

- Start: 4 seeds in each of the 12 holes; no stores: taken seeds are held
  in hand.
- A move lifts a non-empty hole of one's own row and sows anticlockwise,
  one seed a hole; the hole it was lifted from stays empty (a sowing of
  twelve or more passes over it).
- A last seed that makes 2 or 3 in a hole of the opponent's row takes it;
  then the hole before it along the path, and so on, while each is the
  opponent's and holds 2 or 3 (each such hole was sown by this move: the
  sowing entered the opponent's row at its first hole).  A capture of every
  seed the opponent has is an ordinary one.
- When the opponent's row is empty, only the moves that leave seeds in it
  (after their capture) are legal; when none does, every move is.
- A player with no seeds passes (the text ends the game only by the board).
- The game ends as soon as no hole holds more than one seed; the seeds
  taken score, the single seeds left count for nobody (the last line
  leaves them in the holes).

Usage: python3 ref_awari.py trace MOVE... | write | pick LO HI
"""
import sys

from ref_common import Ring, Rules, main, other

RING = Ring(6)
TAKES = (2, 3)


def move_from(holes, player, start):
    """The whole move from `start` on a copy of the board: returns the
    board, the seeds taken and the events."""
    holes = list(holes)
    seeds, holes[start] = holes[start], 0
    events = ["passes-origin"] if seeds >= len(RING) else []
    pos = start
    while seeds:
        pos = (pos + 1) % len(RING)
        if pos == start:
            continue
        holes[pos] += 1
        seeds -= 1
    events.append("last=%s" % RING.order[pos])
    taken = []
    while RING.owner(pos) != player and holes[pos] in TAKES:
        taken.append((pos, holes[pos]))
        holes[pos] = 0
        pos = (pos - 1) % len(RING)
    if taken:
        events.append("capture %s" % "+".join("%s:%d" % (RING.order[i], n) for i, n in taken))
        if len(taken) > 1:
            events.append("chain=%d" % len(taken))
        if RING.row_total(holes, other(player)) == 0:
            events.append("opponent-row-emptied")
    return holes, sum(n for _, n in taken), events


def feeding(holes, player):
    """The player's moves that leave seeds in the opponent's row."""
    return [RING.order[i] for i in RING.own_holes(player) if holes[i] > 0
            and RING.row_total(move_from(holes, player, i)[0], other(player)) > 0]


def legal(holes, player):
    moves = [RING.order[i] for i in RING.own_holes(player) if holes[i] > 0]
    if RING.row_total(holes, other(player)) > 0:
        return moves
    return feeding(holes, player) or moves


def duty_to_feed(holes, player):
    """The events of a position where the player must feed the opponent."""
    if RING.row_total(holes, other(player)) > 0:
        return []
    fed = feeding(holes, player)
    if not fed:
        return ["feed-impossible"]
    if len(fed) < RING.row_total([n > 0 for n in holes], player):
        return ["must-feed=" + ",".join(fed)]
    return ["must-feed:all-feed"]


def play(g, move):
    player = g.to_move
    g.holes, taken, events = move_from(g.holes, player, RING.index[move])
    g.stores[player] += taken
    if max(g.holes) <= 1:
        events.append("over:no-hole-above-one")
        g.to_move = None
        return events
    g.to_move = other(player)
    if not legal(g.holes, g.to_move):
        events.append("pass=" + g.to_move)
        g.to_move = player
    return events + duty_to_feed(g.holes, g.to_move)


AWARI = Rules(RING, [4] * 12, legal, play)

if __name__ == "__main__":
    main(AWARI, "awari", sys.argv[1:])
