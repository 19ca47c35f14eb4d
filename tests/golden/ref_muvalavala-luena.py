#!/usr/bin/env python3
"""Reference Muvalavala as the Luena (Angola) play it, on 4 x 6, written
from the rules text of Ludii's "Muvalavala (Luena)" (after Silva 1995:
87) and the interpretations below, not from sow.

The rules, in short: four rows of 6 to 16 holes, two counters in every
hole; each player sows clockwise round their own two rows, and a
player's first move must start in their inner row.  A last counter in
an occupied hole lifts it and sows on; one in an empty hole of the
mover's inner row, across from counters in the opponent's inner hole,
takes them, and those of the opponent's outer hole behind it too; one
in any other empty hole ends the turn.  Play ends when a player cannot
move.

Interpretations:
- Board: four rows of six (the text allows 6 to 16 a row; the default
  here is Ludii's described ruleset, 6; set MUVALAVALA_COLUMNS to play
  another size by the same rules).  South owns rows 1 (outer) and 2
  (inner), North rows 4 (outer) and 3 (inner).  Two counters in every
  hole, 24 a player on 4 x 6.  No stores: counters taken are kept in
  hand, shown as the trace's `stores`, and never come back.
- "Clockwise": each player sows clockwise round their own two rows only,
  looping, as Ludii's tracks run: South f1 e1 ... a1, then a2 b2 ... f2,
  back to f1; North f3 e3 ... a3, then a4 b4 ... f4, back to f3 (the
  same turning seen from either side of the board).  The first counter
  falls into the hole after the one lifted; no hole is passed over, so a
  lap of twelve or more drops a counter back into its own hole.
- A move lifts every counter of one of the mover's holes holding at
  least one (the text lets play start from any hole of the player's and
  sets no least count; a single counter is a move, as in Ludii's code).
- The text holds the first move to the inner row: each player's first
  move (their first turn) starts from a hole of their own inner row
  (row 2 for South, row 3 for North); from then on any hole of theirs.
  Ludii's code keeps both players in its opening phase until the second
  turn has been played, so North's first move is held to the inner row
  too.  The relays of that first turn go on from wherever the laps end,
  outer row included.
- A lap's last counter in a hole that held counters before it fell: all
  the counters there are lifted and sown on from the next hole (a relay).
  A hole emptied earlier in the turn counts as empty.
- A lap's last counter in an empty hole of the mover's inner row, with
  counters in the opponent's inner hole of the same column: those are
  taken, and the counters of the opponent's outer hole of that column
  too, if it holds any (nothing is taken when the inner hole across is
  empty, even if the outer one is not).  The capturing counter stays
  where it fell, and the turn ends (the text never lets a turn go on
  after a capture).
- A lap's last counter in any other empty hole ends the turn, nothing
  taken.
- A move whose relays would never end (the same board comes back with
  the same hole about to be lifted) is not a legal move: the text has
  every turn end in an empty hole.
- Play ends when the player to move cannot move (has no legal move; on
  the first turn, none in the inner row): `to_move` null.  The counters
  each player took plus those left in their own holes are their score
  (Ludii's code); more wins, equal draws.  The trace's `stores` keep
  only what was taken (see README "Conventions").

Usage: python3 ref_muvalavala-luena.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import os
import sys

from ref_common import NORTH, SOUTH, Game, Rules, drive, other, capture_tally
from ref_four_rows import ROWS, ROWS_OF, Board, Endless, ends

COLUMNS = int(os.environ.get("MUVALAVALA_COLUMNS", "6"))
BOARD = Board(COLUMNS)
across = BOARD.across


def clockwise(player):
    """The player's looped clockwise sowing order, as hole indices: along
    the outer row (South) or the inner row (North) from its right end
    (seen from South) to its left, then back along the other row."""
    outer, inner = ROWS_OF[player]
    first, second = (outer, inner) if player == SOUTH else (inner, outer)
    return ([BOARD.hole(first, c) for c in reversed(range(COLUMNS))]
            + [BOARD.hole(second, c) for c in range(COLUMNS)])


CIRCUIT = {p: clockwise(p) for p in (SOUTH, NORTH)}
NEXT = {p: {h: c[(k + 1) % len(c)] for k, h in enumerate(c)} for p, c in CIRCUIT.items()}
OWN = {p: sorted(c) for p, c in CIRCUIT.items()}
INNER = {p: [BOARD.hole(ROWS_OF[p][1], c) for c in range(COLUMNS)] for p in (SOUTH, NORTH)}


def move_from(holes, player, start):
    """The whole move from `start` on a copy of the board: returns the
    board, the counters taken and the events; raises Endless."""
    holes = list(holes)
    nxt = NEXT[player]
    lifts = set()
    pos, laps, events = start, 0, []
    if holes[start] == 1:
        events.append("single")
    while True:
        laps += 1
        seeds, holes[pos] = holes[pos], 0
        if seeds >= len(CIRCUIT[player]):
            events.append("wrap=%d@%s" % (seeds, BOARD.order[pos]))
        while seeds:
            pos = nxt[pos]
            holes[pos] += 1
            seeds -= 1
        if holes[pos] > 1:  # the hole held counters: relay
            key = (tuple(holes), pos)
            if key in lifts:
                raise Endless()
            lifts.add(key)
            continue
        break
    if laps > 1:
        events.append("relays=%d" % (laps - 1))
    events.append("last=%s" % BOARD.order[pos])
    taken = 0
    pair = across(player, pos)
    if pair is None:
        events.append("empty-not-inner")
    else:
        inner, outer = pair
        if holes[inner] == 0:
            events.append("inner-across-empty")
        else:
            taken = holes[inner] + holes[outer]
            events.append("capture %s:%d+%s:%d=%d at %s" % (
                BOARD.order[inner], holes[inner], BOARD.order[outer],
                holes[outer], taken, BOARD.order[pos]))
            events.append("both-holes" if holes[outer] else "outer-empty")
            holes[inner] = holes[outer] = 0
    return holes, taken, events


def starts(player, first_turn):
    """The holes a move of the player may start from."""
    return INNER[player] if first_turn else OWN[player]


def legal_in(holes, player, first_turn):
    return [BOARD.order[h] for h in sorted(starts(player, first_turn))
            if holes[h] > 0 and ends(move_from, holes, player, h)]


def notes(holes, player, first_turn):
    """Events about the choice of the player to move: the outer holes
    refused on their first turn, and their endless holes."""
    out = []
    if first_turn:
        outer = [BOARD.order[h] for h in OWN[player]
                 if h not in INNER[player] and holes[h] > 0]
        if outer:
            out.append("first-turn-inner-only refused=" + ",".join(outer))
    endless = [BOARD.order[h] for h in sorted(starts(player, first_turn))
               if holes[h] > 0 and not ends(move_from, holes, player, h)]
    if endless:
        out.append("endless=" + ",".join(endless))
    return out


class LuenaGame(Game):
    """A game that remembers how many turns each player has played (every
    ply is a whole turn: no rule gives another move)."""

    def __init__(self, rules):
        Game.__init__(self, rules)
        self.turns = {SOUTH: 0, NORTH: 0}
        self.events = [notes(self.holes, SOUTH, True)]

    def first_turn(self, player):
        return self.turns[player] == 0

    def legal(self):
        if self.to_move is None:
            return []
        return legal_in(self.holes, self.to_move, self.first_turn(self.to_move))


def play(g, move):
    player = g.to_move
    first = g.first_turn(player)
    g.holes, taken, events = move_from(g.holes, player, BOARD.index[move])
    if first:
        events.insert(0, "first-turn")
    g.stores[player] += taken
    g.turns[player] += 1
    opponent = other(player)
    ofirst = g.first_turn(opponent)
    if not legal_in(g.holes, opponent, ofirst):
        g.to_move = None
        score = {p: g.stores[p] + sum(g.holes[h] for h in OWN[p]) for p in (SOUTH, NORTH)}
        s, n = score[SOUTH], score[NORTH]
        return events + notes(g.holes, opponent, ofirst) + [
            "over:%s-cannot-move %d-%d %s" % (
                opponent, s, n, "draw" if s == n else ("south" if s > n else "north"))]
    g.to_move = opponent
    return events + notes(g.holes, opponent, ofirst)


MUVALAVALA = Rules(BOARD, [2] * (ROWS * COLUMNS), None, play)


def summary(g):
    """What `pick` reports of a random game: each side's captures, the two
    kinds of capture, landings in an empty inner hole across an empty
    one, the longest relay, the refused first-turn holes, the positions
    with endless holes, and the end."""
    caps, counts, most = capture_tally(g)
    keys = ["outer-empty", "both-holes", "inner-across-empty",
            "first-turn-inner-only", "endless", "single", "wrap"]
    end = [e for ev in g.events for e in ev if e.startswith("over")]
    return "cap S=%d N=%d maxrelay=%d %s %s" % (
        caps[SOUTH], caps[NORTH], most,
        " ".join("%s=%d" % (k, counts.get(k, 0)) for k in keys),
        end[0] if end else "")


if __name__ == "__main__":
    drive(lambda: LuenaGame(MUVALAVALA), "muvalavala-luena", sys.argv[1:],
          max_plies=400, summary=summary)
