#!/usr/bin/env python3
"""Reference Muvalavala as the Quioco (Angola) play it, on 4 x 6, written
from the rules text of Ludii's "Muvalavala (Quioco)" (after Silva 1995) and
the interpretations below, not from sow.

- Board: four rows of six (the text allows 6 to 16 a row; only 6 here).
  South owns rows 1 (outer) and 2 (inner), North rows 4 (outer) and 3
  (inner).  No stores: captured counters go back on the board, so the
  trace's `stores` stay 0.
- Start: each player has 4 x 6 - 2 = 22 counters, one in every hole of
  their two rows except the two holes of their far left column: the inner
  one is empty and the outer one holds the rest (12).  South's far left is
  column a (a1 12, a2 0); North's, seen from North's side, is column f
  (f4 12, f3 0).
- Each player sows anticlockwise round their own two rows only, looping:
  South a1..f1 then f2..a2, North a3..f3 then f4..a4.
- A move lifts every counter of one of the mover's holes holding two or
  more (a single counter cannot be sown) and sows them one a hole from the
  next hole on.  Where a lap's last counter falls:
  1. into a hole that held counters, in the mover's inner row, with
     counters in the opponent's inner hole of that column: those are
     captured, and the counters of the opponent's outer hole of the column
     too if it holds any.  The capturing hole keeps its counters; the
     captured ones are sown as a new lap from the hole after the capturing
     hole on the mover's track, and that lap's last counter is judged by
     these same rules;
  2. else into a hole that held counters: all of them are lifted and sown
     on from the next hole (a relay);
  3. else (an empty hole): the turn ends.
- A move whose sowing would never end (the same board comes back with the
  same hole about to be judged) is not a legal move.
- The player to move who has no legal move loses; the game ends there.

Usage: python3 ref_muvalavala-quioco.py trace MOVE... | write | pick LO HI
"""
import sys

from ref_common import NORTH, SOUTH, Rules, Game, drive, other, capture_tally
from ref_four_rows import ROWS, Board, Endless, ends

COLUMNS = 6
BOARD = Board(COLUMNS)
NEXT, OWN, across = BOARD.successors(), BOARD.own_holes(), BOARD.across


def move_from(holes, player, start):
    """The whole move from `start` on a copy of the board: returns the
    board and the events; raises Endless."""
    holes = list(holes)
    nxt = NEXT[player]
    seen = set()
    events = []
    relays = captures = 0
    after_capture = False  # is the lap being sown a captured lap?
    pos = start
    seeds, holes[pos] = holes[pos], 0
    while True:
        while seeds:
            pos = nxt[pos]
            holes[pos] += 1
            seeds -= 1
        if holes[pos] == 1:  # the hole was empty: the turn ends
            if after_capture:
                events.append("captured-lap-ends")
            break
        key = (tuple(holes), pos)
        if key in seen:
            raise Endless()
        seen.add(key)
        pair = across(player, pos)
        if pair is not None and holes[pair[0]] > 0:
            inner, outer = pair
            if after_capture:
                events.append("captured-lap-captures")
            captures += 1
            taken = holes[inner] + holes[outer]
            events.append("capture %s:%d+%s:%d=%d at %s" % (
                BOARD.order[inner], holes[inner], BOARD.order[outer],
                holes[outer], taken, BOARD.order[pos]))
            events.append("both-holes" if holes[outer] else "outer-empty")
            holes[inner] = holes[outer] = 0
            seeds = taken  # sown from the hole after `pos`; pos keeps its own
            after_capture = True
            continue
        if after_capture:
            events.append("captured-lap-relays")
        relays += 1
        seeds, holes[pos] = holes[pos], 0
        after_capture = False
    if relays:
        events.insert(0, "relays=%d" % relays)
    events.append("last=%s" % BOARD.order[pos])
    return holes, events


def legal(holes, player):
    return [BOARD.order[h] for h in OWN[player]
            if holes[h] > 1 and ends(move_from, holes, player, h)]


def notes(holes, player):
    """Events about the choice of the player to move: their single
    counters (never a move) and their endless holes."""
    out = []
    singles = [BOARD.order[h] for h in OWN[player] if holes[h] == 1]
    if singles:
        out.append("singles-refused=" + ",".join(singles))
    endless = [BOARD.order[h] for h in OWN[player]
               if holes[h] > 1 and not ends(move_from, holes, player, h)]
    if endless:
        out.append("endless=" + ",".join(endless))
    return out


def play(g, move):
    player = g.to_move
    g.holes, events = move_from(g.holes, player, BOARD.index[move])
    opponent = other(player)
    if not legal(g.holes, opponent):
        g.to_move = None
        return events + notes(g.holes, opponent) + ["over:%s-cannot-move" % opponent]
    g.to_move = opponent
    return events + notes(g.holes, opponent)


def start():
    holes = [0] * len(BOARD)
    for r in range(ROWS):
        for c in range(COLUMNS):
            holes[BOARD.hole(r, c)] = 1
    holes[BOARD.hole(0, 0)], holes[BOARD.hole(1, 0)] = 4 * COLUMNS - 2 - 2 * (COLUMNS - 1), 0
    holes[BOARD.hole(3, COLUMNS - 1)], holes[BOARD.hole(2, COLUMNS - 1)] = 4 * COLUMNS - 2 - 2 * (COLUMNS - 1), 0
    return holes


MUVALAVALA = Rules(BOARD, start(), legal, play)


def summary(g):
    """What `pick` reports of a random game: each side's captures, the two
    kinds of capture, what the captured laps did, the longest relay, the
    positions with refused singles and with endless holes."""
    caps, counts, most = capture_tally(g)
    keys = ["outer-empty", "both-holes", "captured-lap-relays",
            "captured-lap-captures", "singles-refused", "endless"]
    return "cap S=%d N=%d maxrelay=%d %s" % (
        caps[SOUTH], caps[NORTH], most,
        " ".join("%s=%d" % (k, counts.get(k, 0)) for k in keys))


if __name__ == "__main__":
    drive(lambda: Game(MUVALAVALA), "muvalavala-quioco", sys.argv[1:],
          max_plies=400, summary=summary)
