#!/usr/bin/env python3
"""Reference En Gehe on rows of 40, written from the rules text in
/work/shared/games/en-gehe.txt (Ludii's En Gehe, after Merker) and the
interpretations stated in examples/en-gehe.sow.toml, not from sow.

- Start: 4 seeds in each of the 80 holes (2 x 40, columns a..z, aa..an);
  taken seeds are held in hand.  The two teams are the two players.
- A move lifts a non-empty hole of one's own row and sows anticlockwise,
  one seed a hole.
- Relay: a lap whose last seed falls in a hole that held seeds lifts that
  hole (the seed just dropped too) and sows on from the hole after it.
- A lap whose last seed falls in an empty hole ends the move: if the hole
  is one's own and the hole opposite holds seeds, those seeds and the last
  seed are taken.
- A move whose relay would never end (the same board comes back at a lift
  of the same hole) may not be played.
- The game ends when the player to move has no legal move; the seeds left
  on the board go to the other player, the last to move (the last line
  leaves them in the holes, see README.md).

Usage: python3 ref_en_gehe.py trace MOVE... | write | pick LO HI
"""
import sys

from ref_common import Ring, Rules, ending_moves, main, other, relay_sow, take_across

RING = Ring(40)


def move_from(holes, player, start):
    """The whole move from `start` on a copy of the board: returns the
    board, the seeds taken and the events; raises Endless."""
    holes = list(holes)
    last, laps, _ = relay_sow(RING, holes, start, skip_origin=False)
    taken, ev = take_across(RING, holes, player, last)
    return holes, taken, ["laps=%d" % laps, "last=%s" % RING.order[last]] + ev


def legal(holes, player):
    return [name for name, _ in ending_moves(RING, holes, player, move_from)]


def play(g, move):
    player = g.to_move
    g.holes, taken, events = move_from(g.holes, player, RING.index[move])
    g.stores[player] += taken
    g.to_move = other(player)
    if RING.row_total(g.holes, player) == 0:
        events.append("mover-row-emptied")
    if not legal(g.holes, g.to_move):
        events.append("over:no-move")
        g.to_move = None
    return events


EN_GEHE = Rules(RING, [4] * 80, legal, play)

if __name__ == "__main__":
    main(EN_GEHE, "en-gehe", sys.argv[1:])
