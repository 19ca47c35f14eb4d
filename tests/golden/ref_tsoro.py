#!/usr/bin/env python3
"""Reference Tsoro (Zimbabwe, 4 x 8), written from the rules text in
/work/shared/games/tsoro.txt (Ludii's summary of Matthews 1964) and the
interpretations stated in examples/tsoro.sow.toml, not from sow.

- Board: four rows of eight; South owns rows 1 (outer) and 2 (inner),
  North rows 4 (outer) and 3 (inner).  Two seeds in each hole of both
  outer rows, the inner rows empty.  No stores: taken seeds leave play
  (they are counted in hand, as the `stores` of the trace).
- Each player sows anticlockwise round their own two rows only: South
  a1..h1 then h2..a2, North a3..h3 then h4..a4, looping.
- A lap's last seed in a hole that held seeds lifts it and sows on; a last
  seed in an empty hole ends the move.  A move whose relays would never end
  is not a move.
- The last seed in an empty hole of the mover's inner row, with seeds in the
  opponent's inner hole of that column: those are taken, and the seeds of
  the opponent's outer hole of the column too.  Nothing is taken when the
  inner hole across is empty.
- A hole of one seed may be sown only when no hole of the mover's holds
  more than one, and only when the hole after it (where its seed falls) is
  empty.
- A player without a move passes; when neither can move the game ends.
  The game ends as soon as a player has no seeds; the seeds each player
  holds (board and hand) decide it.

Usage: python3 ref_tsoro.py trace MOVE... | write | pick LO HI
"""
import sys

from ref_common import Rules, main
from ref_four_rows import Board, Endless, ends, singles_turns

COLUMNS = 8
BOARD = Board(COLUMNS)
NEXT, OWN, across = BOARD.successors(), BOARD.own_holes(), BOARD.across



def move_from(holes, player, start):
    """The whole move from `start` on a copy of the board: returns the
    board, the seeds taken and the events; raises Endless."""
    holes = list(holes)
    nxt = NEXT[player]
    lifts = set()
    pos, laps, events = start, 0, []
    while True:
        laps += 1
        seeds, holes[pos] = holes[pos], 0
        while seeds:
            pos = nxt[pos]
            holes[pos] += 1
            seeds -= 1
        if holes[pos] > 1:
            key = (tuple(holes), pos)
            if key in lifts:
                raise Endless()
            lifts.add(key)
            continue
        break
    if laps > 1:
        events.append("relay=%d" % laps)
    events.append("last=%s" % BOARD.order[pos])
    taken = 0
    pair = across(player, pos)
    if pair is not None:
        inner, outer = pair
        if holes[inner] == 0:
            events.append("inner-empty-across-%s" % BOARD.order[inner])
        else:
            taken = holes[inner] + holes[outer]
            events.append("capture %s:%d+%s:%d" % (
                BOARD.order[inner], holes[inner], BOARD.order[outer], holes[outer]))
            if holes[outer] == 0:
                events.append("outer-empty")
            holes[inner] = holes[outer] = 0
    return holes, taken, events


def singles_rule(move_from):
    """The moves of a player: a hole of one seed may be sown only when no
    hole of theirs holds more, and only into an empty next hole; a move
    whose sowing never ends (`move_from` raises Endless) is none."""
    def legal(holes, player):
        # "A hole of one seed may be sown only when no hole holds more": any
        # hole of more, even one whose sowing never ends (no move), holds the
        # singles back; then only the multiples that end are moves, maybe none.
        moves = [h for h in OWN[player] if holes[h] > 0 and ends(move_from, holes, player, h)]
        if any(holes[h] > 1 for h in OWN[player]):
            return [BOARD.order[h] for h in moves if holes[h] > 1]
        return [BOARD.order[h] for h in moves if holes[NEXT[player][h]] == 0]
    return legal


legal = singles_rule(move_from)


seeds_of, notes, play = singles_turns(BOARD, move_from, legal)


START = [2 if BOARD.row_col(i)[0] in (0, 3) else 0 for i in range(len(BOARD))]
TSORO = Rules(BOARD, START, legal, play)

if __name__ == "__main__":
    main(TSORO, "tsoro", sys.argv[1:])
