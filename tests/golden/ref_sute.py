#!/usr/bin/env python3
"""Reference Sute (the Chikunda of Malawi; after Sanderson 1913), on 4 x 8,
written from the rules text of Ludii's "Sute" (its `rules` metadata) and
the interpretations below, not from sow.

The rules, in short: four rows of eight, one counter in each hole but the
right-hand end hole of the inner row; sowing anticlockwise, only into an
empty hole; a counter landing in the mover's inner row across from an
empty inner hole of the opponent's takes the counters of the opponent's
outer hole of that column; whoever takes all the opponent's counters wins.

Interpretations (the same as in examples/sute.sow.toml):
- Board: four rows of eight (the text's "4x8=20" read as 4 x 8; eight is
  even, as the text wants).  South owns rows 1 (outer) and 2 (inner), North
  rows 4 (outer) and 3 (inner).  No stores: the counters taken leave play
  and are counted in hand, as the trace's `stores`.
- Start: one counter in every hole but the right-hand end hole of each
  player's inner row, seen from that player's side: South's h2, North's a3.
  15 counters a side.
- Each player sows anticlockwise round their own two rows only, looping:
  South a1..h1 then h2..a2, North a3..h3 then h4..a4.
- A move takes the counter(s) of one of the mover's holes and sows them one
  a hole along that loop; it is legal only when the hole after the one it
  starts from is empty ("only into an empty hole").  So no hole ever holds
  more than one counter and every move steps one counter one hole on.
- The counter lands in a hole of the mover's inner row and the opponent's
  inner hole of the same column is empty: the counters of the opponent's
  outer hole of that column are taken (nothing when it is empty).  The
  landing counter stays.
- A player with counters always has a move (at most 15 of 16 holes full);
  should one not, they would pass (never met).
- The game ends as soon as a player has no counter on the board: the other
  has taken them all and wins.  No other end: a game may go on for ever
  (the driver's cap stops random games).

Usage: python3 ref_sute.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Rules, drive, other

COLUMNS = 8
NAMES = "abcdefgh"


def name(row, col):
    """Row 0..3 (row 1..4 on the board), column 0..7."""
    return NAMES[col] + str(row + 1)


class Board:
    """The 32 holes, indexed row * 8 + column, rows counted from South."""

    def __init__(self):
        self.order = [name(r, c) for r in range(4) for c in range(COLUMNS)]
        self.index = {n: i for i, n in enumerate(self.order)}
        self.display = list(self.order)

    def __len__(self):
        return 4 * COLUMNS


BOARD = Board()


def h(row, col):
    return row * COLUMNS + col


# Each player's loop, anticlockwise: South along row 1 rightwards, then row
# 2 leftwards; North along row 3 rightwards, then row 4 leftwards.
LOOP = {
    SOUTH: [h(0, c) for c in range(COLUMNS)] + [h(1, c) for c in reversed(range(COLUMNS))],
    NORTH: [h(2, c) for c in range(COLUMNS)] + [h(3, c) for c in reversed(range(COLUMNS))],
}
AFTER = {p: {hole: LOOP[p][(k + 1) % 16] for k, hole in enumerate(LOOP[p])}
         for p in (SOUTH, NORTH)}
OWN = {p: sorted(LOOP[p]) for p in (SOUTH, NORTH)}
INNER_ROW = {SOUTH: 1, NORTH: 2}
OUTER_ROW = {SOUTH: 0, NORTH: 3}


def seeds_of(holes, player):
    return sum(holes[i] for i in OWN[player])


def legal(holes, player):
    return [BOARD.order[i] for i in OWN[player]
            if holes[i] > 0 and holes[AFTER[player][i]] == 0]


def play(g, move):
    player = g.to_move
    opponent = other(player)
    start = BOARD.index[move]
    holes = g.holes
    seeds, holes[start] = holes[start], 0
    pos = start
    while seeds:
        pos = AFTER[player][pos]
        holes[pos] += 1
        seeds -= 1
    events = ["to=%s" % BOARD.order[pos]]
    row, col = divmod(pos, COLUMNS)
    if row == INNER_ROW[player]:
        inner = h(INNER_ROW[opponent], col)
        outer = h(OUTER_ROW[opponent], col)
        if holes[inner] > 0:
            events.append("inner-across-occupied %s" % BOARD.order[inner])
        elif holes[outer] == 0:
            events.append("outer-empty %s" % BOARD.order[outer])
        else:
            events.append("capture %s:%d" % (BOARD.order[outer], holes[outer]))
            g.stores[player] += holes[outer]
            holes[outer] = 0
    if seeds_of(holes, opponent) == 0:
        g.to_move = None
        return events + ["over:%s-has-no-counters %s-wins" % (opponent, player)]
    if legal(holes, opponent):
        g.to_move = opponent
    elif legal(holes, player):
        g.to_move = player
        events.append("pass=" + opponent)
    else:
        g.to_move = None
        events.append("over:neither-can-move")
    return events


def start():
    holes = [1] * len(BOARD)
    holes[h(1, COLUMNS - 1)] = 0   # h2: South's inner row, right end for South
    holes[h(2, 0)] = 0             # a3: North's inner row, right end for North
    return holes


SUTE = Rules(BOARD, start(), legal, play)


def summary(g):
    """What `pick` reports of a random game: each side's captures, the
    counters each took, and the counts of the inner-row landings that took
    nothing."""
    caps = {SOUTH: 0, NORTH: 0}
    counts = {}
    for line, ev in zip(g.log, g.events):
        for e in ev:
            word = e.split()[0].split("=")[0].split(":")[0]
            counts[word] = counts.get(word, 0) + 1
            if word == "capture":
                caps[line["player"]] += 1
    end = [e for ev in g.events for e in ev if e.startswith("over")]
    return "cap S=%d N=%d took S=%d N=%d inner-occupied=%d outer-empty=%d pass=%d %s" % (
        caps[SOUTH], caps[NORTH], g.stores[SOUTH], g.stores[NORTH],
        counts.get("inner-across-occupied", 0), counts.get("outer-empty", 0),
        counts.get("pass", 0), end[0] if end else "")


if __name__ == "__main__":
    drive(lambda: Game(SUTE), "sute", sys.argv[1:], max_plies=1000, summary=summary)
