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

from ref_common import NORTH, SOUTH, Rules, column_name, main, other

COLUMNS = 8
ROWS = 4


class Board:
    """The 4 x 8 board; a hole is row * 8 + column (row 0 is row 1)."""

    def __init__(self):
        self.order = [column_name(c) + str(r + 1)
                      for r in range(ROWS) for c in range(COLUMNS)]
        self.index = {name: i for i, name in enumerate(self.order)}
        self.display = list(self.order)

    def __len__(self):
        return ROWS * COLUMNS

    def hole(self, row, col):
        return row * COLUMNS + col

    def row_col(self, i):
        return divmod(i, COLUMNS)


BOARD = Board()
ROWS_OF = {SOUTH: (0, 1), NORTH: (3, 2)}  # (outer, inner)


def circuit(player):
    """The player's looped sowing order, as hole indices."""
    if player == SOUTH:
        first = [BOARD.hole(0, c) for c in range(COLUMNS)]
        second = [BOARD.hole(1, c) for c in reversed(range(COLUMNS))]
    else:
        first = [BOARD.hole(2, c) for c in range(COLUMNS)]
        second = [BOARD.hole(3, c) for c in reversed(range(COLUMNS))]
    return first + second


NEXT = {}
for _p in (SOUTH, NORTH):
    _c = circuit(_p)
    NEXT[_p] = {h: _c[(k + 1) % len(_c)] for k, h in enumerate(_c)}
OWN = {p: sorted(NEXT[p]) for p in (SOUTH, NORTH)}


def across(player, hole):
    """For a hole of the player's inner row: the opponent's inner and outer
    holes of the same column; None for any other hole."""
    row, col = BOARD.row_col(hole)
    if row != ROWS_OF[player][1]:
        return None
    outer, inner = ROWS_OF[other(player)]
    return BOARD.hole(inner, col), BOARD.hole(outer, col)


class Endless(Exception):
    """A relay sowing that would never end."""


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


def ends(holes, player, hole):
    try:
        move_from(holes, player, hole)
        return True
    except Endless:
        return False


def legal(holes, player):
    # "A hole of one seed may be sown only when no hole holds more": any
    # hole of more, even one whose sowing never ends (no move), holds the
    # singles back; then only the multiples that end are moves, maybe none.
    moves = [h for h in OWN[player] if holes[h] > 0 and ends(holes, player, h)]
    if any(holes[h] > 1 for h in OWN[player]):
        return [BOARD.order[h] for h in moves if holes[h] > 1]
    return [BOARD.order[h] for h in moves if holes[NEXT[player][h]] == 0]


def seeds_of(holes, player):
    return sum(holes[h] for h in OWN[player])


def notes(holes, player):
    """Events about the player's choice: singles held back by the
    multiples, or singles refused for an occupied next hole."""
    singles = [h for h in OWN[player] if holes[h] == 1]
    if not singles:
        return []
    if any(holes[h] > 1 for h in OWN[player]):
        return ["singles-held-back=%d" % len(singles)]
    blocked = [BOARD.order[h] for h in singles if holes[NEXT[player][h]] != 0]
    return ["singles-only"] + (["singles-blocked=" + ",".join(blocked)] if blocked else [])


def play(g, move):
    player = g.to_move
    g.holes, taken, events = move_from(g.holes, player, BOARD.index[move])
    g.stores[player] += taken
    opponent = other(player)
    if seeds_of(g.holes, opponent) == 0:
        g.to_move = None
        return events + ["over:%s-has-no-seeds" % opponent]
    if legal(g.holes, opponent):
        g.to_move = opponent
    elif legal(g.holes, player):
        events.append("pass=" + opponent)
        g.to_move = player
    else:
        g.to_move = None
        return events + ["over:neither-can-move"]
    return events + notes(g.holes, g.to_move)


START = [2 if BOARD.row_col(i)[0] in (0, 3) else 0 for i in range(len(BOARD))]
TSORO = Rules(BOARD, START, legal, play)

if __name__ == "__main__":
    main(TSORO, "tsoro", sys.argv[1:])
