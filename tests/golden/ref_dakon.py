#!/usr/bin/env python3
"""Reference Dakon (2 x 7), written from /work/shared/games/dakon.txt and
the interpretations in examples/dakon.sow.toml, not from sow; the board,
the sowing and the match are in ref_own_holes.py.

- Seven seeds in each hole; sowing anticlockwise through one's own store,
  relaying from an occupied hole; a last seed in one's own store: another
  move; in an empty hole of one's own: that seed and the hole opposite are
  taken (even when the hole opposite is empty).
- A player without a move passes.  A round ends when a store holds 71 or
  more or every seed is in a store.
- Recount: each fills their own holes from their row's first hole as they
  sow it (South a1.., North g2..); a player who fills fewer than 4 loses;
  the last mover starts the next round.

Usage: python3 ref_dakon.py trace MOVE... | write | pick LO HI [CAP]
"""
import sys

from ref_own_holes import Match, Path, main

PATH = Path(7, clockwise=False)


def end_round(board):
    holes = [n for s, n in board.items() if s not in "SN"]
    return board["S"] > 70 or board["N"] > 70 or sum(holes) == 0


def new():
    return Match(PATH, 7, 4, "last-mover", end_round, capture=False, seed_too=True)


if __name__ == "__main__":
    main(new, "dakon", sys.argv[1:])
