#!/usr/bin/env python3
"""Reference Sungka, written from /work/shared/games/sungka.txt and the
interpretations in examples/sungka.sow.toml, not from sow; the board, the
sowing and the match are in ref_own_holes.py.

- Seven seeds in each hole; sowing clockwise through one's own store (at
  one's left), relaying from an occupied hole on either side; a last seed
  in one's own store: another move; in an empty hole of one's own: the
  seeds opposite are taken (the seed stays); a player without a move
  passes.  A round ends when every seed is in a store.
- Recount: each fills their own holes from their row's first hole as they
  sow it (South g1.., North a2..); a player who fills no hole loses; the
  player after the last mover starts the next round.
- The golden stops the match after three rounds (the example with
  `max_rounds = 3`): random play never ends a whole match (see the example).

Usage: python3 ref_sungka.py trace MOVE... | write | pick LO HI [CAP]
"""
import sys

from ref_own_holes import Match, Path, main

PATH = Path(7, clockwise=True)


def end_round(board):
    return all(n == 0 for s, n in board.items() if s not in "SN")


def new():
    return Match(PATH, 7, 1, "continue", end_round, capture=True, seed_too=False,
                 max_rounds=3)


if __name__ == "__main__":
    main(new, "sungka-rounds", sys.argv[1:])
