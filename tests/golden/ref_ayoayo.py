#!/usr/bin/env python3
"""Reference Ayoayo, written from the rules text in
/work/shared/games/ayoayo.txt (StoneShark MancalaGames, after Mohr), and the
interpretations stated in examples/ayoayo.sow.toml, not from sow.

- Start: 4 seeds in each of the 12 holes; taken seeds go to a store beside
  the board.
- A move lifts a non-empty hole of one's own row and sows anticlockwise,
  one seed a hole, passing over the hole this lap was lifted from.
- Relay: a lap whose last seed falls in a hole that held seeds lifts that
  hole (the seed just dropped too) and sows on from the hole after it.
- A lap whose last seed falls in an empty hole ends the move: if the hole
  is one's own and the hole opposite holds seeds, those seeds and the last
  seed are taken.
- A move whose relay would never end (the same board comes back at a lift
  of the same hole) may not be played.
- Must feed: when the opponent's row is empty, only moves that leave seeds
  in it are legal.
- After every ply the game is over when a store holds more than 24, when
  the board holds one seed or none, or when the player to move has no
  legal move.  Each player keeps what is left in their row (the last line
  leaves it in the holes, see README.md).

Usage: python3 ref_ayoayo.py trace MOVE... | write | pick LO HI
"""
import sys

from ref_common import (Endless, Ring, Rules, ending_moves, main, other, relay_sow,
                        take_across)

RING = Ring(6)


def move_from(holes, player, start):
    """The whole move from `start` on a copy of the board: returns the
    board, the seeds taken and the events; raises Endless."""
    holes = list(holes)
    last, laps, skipped = relay_sow(RING, holes, start, skip_origin=True)
    events = ["laps=%d" % laps, "last=%s" % RING.order[last]]
    if skipped:
        events.append("skipped-origin=%d" % skipped)
    taken, ev = take_across(RING, holes, player, last)
    return holes, taken, events + ev


def legal(holes, player):
    starving = RING.row_total(holes, other(player)) == 0
    return [name for name, after in ending_moves(RING, holes, player, move_from)
            if not starving or RING.row_total(after, other(player)) > 0]


def refused(holes, player):
    """Why each of the player's non-empty holes that may not be played is
    refused, as events."""
    events = []
    moves = legal(holes, player)
    for i in RING.own_holes(player):
        if holes[i] > 0 and RING.order[i] not in moves:
            try:
                move_from(holes, player, i)
                events.append("unfed-illegal=" + RING.order[i])
            except Endless:
                events.append("endless-illegal=" + RING.order[i])
    return events


def play(g, move):
    player = g.to_move
    events = []
    if RING.row_total(g.holes, other(player)) == 0:
        events.append("must-feed")
    events += refused(g.holes, player)
    g.holes, taken, ev = move_from(g.holes, player, RING.index[move])
    events += ev
    g.stores[player] += taken
    g.to_move = other(player)
    if max(g.stores.values()) > 24:
        events.append("over:more-than-24")
        g.to_move = None
    elif sum(g.holes) <= 1:
        events.append("over:one-seed-left")
        g.to_move = None
    elif not legal(g.holes, g.to_move):
        events.append("over:no-move")
        g.to_move = None
    return events


AYOAYO = Rules(RING, [4] * 12, legal, play)

if __name__ == "__main__":
    main(AYOAYO, "ayoayo", sys.argv[1:])
