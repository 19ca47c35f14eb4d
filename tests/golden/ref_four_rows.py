#!/usr/bin/env python3
"""The four-row board shared by the four-row references (ref_tsoro.py,
ref_muvalavala-quioco.py, ref_hawalis.py, …):
each player owns the two rows on their side and sows anticlockwise round
them only.  Knows no rule of either game but the board and the tracks.

South owns rows 1 (outer) and 2 (inner) and sows a1.. along row 1, then
back along row 2; North owns rows 4 (outer) and 3 (inner) and sows a3..
along row 3, then back along row 4; both loop.  A hole is row * columns +
column (row 0 is row 1).
"""
from ref_common import NORTH, SOUTH, column_name, other

ROWS = 4
ROWS_OF = {SOUTH: (0, 1), NORTH: (3, 2)}  # (outer, inner)


class Board:
    """Four rows of `columns` holes."""

    def __init__(self, columns):
        self.columns = columns
        self.order = [column_name(c) + str(r + 1)
                      for r in range(ROWS) for c in range(columns)]
        self.index = {name: i for i, name in enumerate(self.order)}
        self.display = list(self.order)

    def __len__(self):
        return ROWS * self.columns

    def hole(self, row, col):
        return row * self.columns + col

    def row_col(self, i):
        return divmod(i, self.columns)

    def circuit(self, player):
        """The player's looped sowing order, as hole indices."""
        outer, inner = ROWS_OF[player]
        first, second = (outer, inner) if player == SOUTH else (inner, outer)
        return ([self.hole(first, c) for c in range(self.columns)]
                + [self.hole(second, c) for c in reversed(range(self.columns))])

    def successors(self):
        """For each player, the hole after each of their holes."""
        out = {}
        for p in (SOUTH, NORTH):
            c = self.circuit(p)
            out[p] = {h: c[(k + 1) % len(c)] for k, h in enumerate(c)}
        return out

    def own_holes(self):
        """For each player, their holes in board order."""
        return {p: sorted(self.circuit(p)) for p in (SOUTH, NORTH)}

    def across(self, player, hole):
        """For a hole of the player's inner row: the opponent's inner and
        outer holes of the same column; None for any other hole."""
        row, col = self.row_col(hole)
        if row != ROWS_OF[player][1]:
            return None
        outer, inner = ROWS_OF[other(player)]
        return self.hole(inner, col), self.hole(outer, col)


class Endless(Exception):
    """A sowing that would never end."""


def ends(move_from, holes, player, hole):
    """Whether `move_from(holes, player, hole)` ends (raises no Endless)."""
    try:
        move_from(holes, player, hole)
        return True
    except Endless:
        return False


def singles_turns(board, move_from, legal):
    """The turns of a game whose singles wait for the multiples (Tsoro,
    Hawalis): `move_from(holes, player, hole)` returns the holes, the
    seeds taken and the events; a player with seeds but no move passes,
    and the game ends when the opponent has no seeds or neither can move.
    Returns `seeds_of`, `notes` (the choice the player to move faces, as
    events) and `play`."""
    nexts, own = board.successors(), board.own_holes()

    def seeds_of(holes, player):
        return sum(holes[h] for h in own[player])

    def notes(holes, player):
        """Singles held back by the multiples, or refused for an occupied
        next hole."""
        singles = [h for h in own[player] if holes[h] == 1]
        if not singles:
            return []
        if any(holes[h] > 1 for h in own[player]):
            return ["singles-held-back=%d" % len(singles)]
        blocked = [board.order[h] for h in singles if holes[nexts[player][h]] != 0]
        return ["singles-only"] + (["singles-blocked=" + ",".join(blocked)] if blocked else [])

    def play(g, move):
        player = g.to_move
        g.holes, taken, events = move_from(g.holes, player, board.index[move])
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

    return seeds_of, notes, play
