#!/usr/bin/env python3
"""Reference Oware, ruleset "Wari (Observed)" of Ludii's Oware file (after
Bennett 1927: 382-385), written from that ruleset's rules text and the
interpretations below, not from sow.

Rules, in short: two rows of six holes, four counters in each, a storage
hole at either end.  A player lifts all the counters of a hole of their own
row and sows them one a hole anticlockwise from the next hole; the hole
lifted is always left empty, even by a sowing that goes round the whole
board (it is passed over).  A last counter that makes two or three in a
hole of the OPPONENT'S row takes it, and so does each hole before it
(against the sowing) while it is the opponent's and holds two or three.  A
move that would capture all of the opponent's counters is not allowed.
When the opponent's row is empty the player must put counters into it;
when that is not possible the player captures the counters of their own
row (all that is left: the game is over).  Most counters captured wins.  A
game that goes round in a loop may be ended by agreement, each player
capturing the counters of their own row.

Interpretations (the same as in examples/oware-wari.sow.toml):
- Holes a1..f1 (row 1, South's, left to right from South) and a2..f2
  (row 2, North's).  Anticlockwise order: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2
  b2 a2, then a1 again.  The stores only keep what is taken (`stores`).
  South moves first; the players alternate.
- A move lifts every counter of a non-empty hole of the mover's row (a
  single one too).  The first counter falls into the next hole; the lifted
  hole is passed over whenever the sowing comes round to it.
- Capture: only where the LAST counter falls, in the opponent's row, when
  that hole then holds 2 or 3.  The run goes back against the sowing, hole
  by hole, while each is the opponent's and holds 2 or 3.
- "A move which would capture all of the opponent's counters is not
  allowed" and "if an opponent's holes are all empty, the player must
  make a move placing counters in the opponent's row" are one condition:
  the opponent must hold counters after the move (its capture included).
  A player with no such move has no legal move: the game ends, each player
  taking the counters of their own row (when the opponent's row is empty,
  that is the mover taking all that is left).  The last line of the trace
  still shows them in the holes, with `to_move` null.
- The loop: after every ply, if the position it leaves (every hole, both
  stores, the player to move) has been seen before in the game, the start
  included, the game ends, each player taking the counters of their own
  row.
- Score: store plus own row at the end; more wins, equal is a draw.

Usage: python3 ref_oware-wari.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW] | find LO HI
"""
import sys

from ref_common import NORTH, SOUTH, Game, Ring, Rules, drive, other

COLS = 6
HOLES = 12
NAMES = ["a1", "b1", "c1", "d1", "e1", "f1", "f2", "e2", "d2", "c2", "b2", "a2"]
assert Ring(COLS).order == NAMES


def side(i):
    """Who owns ring index i."""
    return SOUTH if i < COLS else NORTH


def row_of(player):
    return [i for i in range(HOLES) if side(i) == player]


def counters(board, player):
    return sum(board[i] for i in row_of(player))


def sow_move(board, player, start):
    """The move from `start` worked out on a copy: (board after, counters
    taken, events)."""
    b = list(board)
    hand = b[start]
    b[start] = 0
    ev = ["sow=%d" % hand]
    at = start
    passed = 0
    while hand > 0:
        at = (at + 1) % HOLES
        if at == start:
            passed += 1
            continue
        b[at] += 1
        hand -= 1
    if passed:
        ev.append("origin-passed")
    ev.append("last=%s:%d" % (NAMES[at], b[at]))
    got = []
    h = at
    while side(h) != player and b[h] in (2, 3):
        got.append("%s:%d" % (NAMES[h], b[h]))
        b[h] = 0
        h = (h - 1) % HOLES
        if h == at:
            break
    taken = sum(int(x.split(":")[1]) for x in got)
    if got:
        ev.append("capture " + "+".join(got))
        if len(got) > 1:
            ev.append("chain=%d" % len(got))
            if side(h) == player:
                ev.append("chain-to-row-start")
    return b, taken, ev


def options(board, player):
    """Every move of the player's: (name, board after, taken, events, ok)."""
    out = []
    for i in row_of(player):
        if board[i]:
            after, taken, ev = sow_move(board, player, i)
            out.append((NAMES[i], after, taken, ev, counters(after, other(player)) > 0))
    return out


def legal(board, player):
    return [o[0] for o in options(board, player) if o[4]]


def key(g):
    return (tuple(g.holes), g.stores[SOUTH], g.stores[NORTH], g.to_move)


class WariGame(Game):
    def __init__(self, rules):
        Game.__init__(self, rules)
        self.seen = {key(self)}


def play(g, move):
    player = g.to_move
    ev = []
    opts = options(g.holes, player)
    refused = [o[0] for o in opts if not o[4]]
    if refused:
        starved = counters(g.holes, other(player)) == 0
        ev.append("%s refused=%s" % ("must-feed" if starved else "no-grand-slam",
                                     ",".join(refused)))
    chosen = [o for o in opts if o[0] == move][0]
    _, after, taken, mev, _ = chosen
    ev += mev
    g.holes[:] = after
    g.stores[player] += taken
    if counters(g.holes, player) == 0:
        ev.append("own-row-emptied")
    g.to_move = other(player)
    if not legal(g.holes, g.to_move):
        why = "cannot-feed" if counters(g.holes, player) == 0 else "all-moves-barred"
        ev.append("over " + why)
        g.to_move = None
    else:
        k = key(g)
        if k in g.seen:
            ev.append("over repetition")
            g.to_move = None
        g.seen.add(k)
    if g.to_move is None:
        s = g.stores[SOUTH] + counters(g.holes, SOUTH)
        n = g.stores[NORTH] + counters(g.holes, NORTH)
        ev.append("score %d-%d %s" % (s, n, "draw" if s == n else ("south" if s > n else "north")))
    return ev


def summary(g):
    tally = {}
    end = "-"
    for evs in g.events:
        for e in evs:
            w = e.split()[0]
            if w.startswith(("sow=", "last=")):
                continue
            if w == "over":
                end = e.split()[1]
                continue
            if w == "score":
                end += " " + e.split()[1]
                continue
            w = w.split("=")[0]
            tally[w] = tally.get(w, 0) + 1
    return "end=%s %s" % (end, " ".join("%s=%d" % kv for kv in sorted(tally.items())))


WARI = Rules(Ring(COLS), [4] * HOLES, legal, play)

if __name__ == "__main__":
    drive(lambda: WariGame(WARI), "oware-wari", sys.argv[1:], max_plies=2000, summary=summary)
