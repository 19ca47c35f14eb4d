#!/usr/bin/env python3
"""Reference Dakon (2 x n, n from 4 to 10, 7 by default), written from
/work/shared/games/dakon.txt and the interpretations in
examples/dakon.sow.toml, not from sow; the board, the sowing and the match
are in ref_own_holes.py.

- n seeds in each hole (as many as a row has holes); sowing anticlockwise
  through one's own store, relaying from an occupied hole; a last seed in
  one's own store: another move; in an empty hole of one's own: that seed
  and the hole opposite are taken (even when the hole opposite is empty).
- A player without a move passes.  A round ends when a store holds enough
  to win or every seed is in a store.  "Enough to win" (71 on seven holes)
  is read as: so many that the other, with every seed not in that store,
  holds fewer than four holes' worth (4n) and so cannot fill four holes;
  that is a store over 2n*n - 4n.
- Recount: each fills their own holes from their row's first hole as they
  sow it (South a1.., North from the last hole of row 2), n seeds a hole;
  a player who fills fewer than 4 loses; the last mover starts the next
  round.

Usage: python3 ref_dakon.py [--columns N] trace MOVE... | write | pick LO HI [CAP]
(`write` writes dakon.* for 7 and dakon-N.* for another N.)
"""
import sys

from ref_own_holes import Match, Path, main

MIN_HOLES = 4


def game(n):
    path = Path(n, clockwise=False)
    total = 2 * n * n

    def end_round(board):
        holes = [k for s, k in board.items() if s not in "SN"]
        # The other can no longer fill MIN_HOLES holes of n.
        decided = any(total - board[s] < MIN_HOLES * n for s in "SN")
        return decided or sum(holes) == 0

    def new():
        return Match(path, n, MIN_HOLES, "last-mover", end_round,
                     capture=False, seed_too=True)

    return new


if __name__ == "__main__":
    argv, n = sys.argv[1:], 7
    if argv[:1] == ["--columns"] and len(argv) > 1:
        n, argv = int(argv[1]), argv[2:]
    main(game(n), "dakon" if n == 7 else "dakon-%d" % n, argv)
