#!/usr/bin/env python3
"""Reference Isolo (the Sukuma of Tanzania, 4 x 8), written from the rules
text of Ludii's "Isolo" (after Popova 1979: 114-115) and the
interpretations below, not from sow nor from the example file's
mechanics.

The rules, in short: two counters in each hole.  An opening gathers each
player's outer row into its rightmost hole, puts one counter of each inner
hole back into the outer row, one a hole, and sows from the rightmost inner
hole with relays, the final counter that would fall into the rightmost
outer hole (17 counters) going into the second inner hole from the right
instead.  Then sowing is anticlockwise round one's own two rows; a final
counter in an empty hole ends the turn; in an occupied hole of one's inner
row it takes the opponent's inner and outer holes of that column, which are
sown back on one's own side "beginning with the hole from where the previous
sowing began"; in an occupied hole that cannot capture it lifts the hole
and sows on.  In a player's initial phase their two rightmost holes are out
of play; it ends when they play from the rightmost outer hole, after which
they play in all their holes.  Play goes on until one player cannot move.

Interpretations:
- Board: South owns rows 1 (outer) and 2 (inner), North rows 4 (outer) and
  3 (inner).  North sits across the board, so North's "rightmost" holes are
  in column a: rightmost outer a4, rightmost inner a3, second inner from
  the right b3; South's are h1, h2 and g2.  No stores: nothing ever leaves
  the board (captures are sown back), so `stores` stay 0.
- The opening's first two steps leave no choice: the reference starts from
  the board they leave (every hole one counter, h1 and a4 seventeen).  The
  opening sowing is each player's first ply, South first, written as the
  rightmost inner hole (h2, a3), the only move then.  It relays as any
  sowing but captures nothing; a lap's final counter bound for the
  rightmost outer hole falls into the second inner hole from the right
  instead, and is judged there as any final counter (that hole is always
  empty by then, so the turn ends).
- "Anti-clockwise": each player round their own two rows, looping: South
  a1..h1 then h2..a2, North a3..h3 then h4..a4.  The first counter falls
  into the hole after the one lifted.
- Phases, each player's own: opening (their first ply), initial, open.  In
  the initial phase the player's two rightmost holes are passed over by
  every sowing of theirs (the move's laps, relays and captured counters
  sown back), and the rightmost inner hole (empty) starts no move; the
  rightmost outer hole may start a move, by choice or because no other
  hole can.  That move is still sown by the initial phase's rules (passing
  over both holes, its own hole too); from the player's next move on they
  sow round all sixteen holes.
- Out-of-play holes are not captured either: while the opponent has not
  left their initial phase, a final counter in the mover's inner hole
  across the opponent's rightmost column takes nothing there (the inner
  one is empty anyway) and the hole sows on.
- A final counter in a hole that held counters (a hole emptied earlier in
  the turn counts as empty): in the mover's inner row, once past the
  opening, if the opponent's inner or outer hole of that column holds
  counters (and they are in play), both are taken; else the hole is lifted
  and sown on.  The capturing hole keeps its counters.
- The captured counters are sown from the hole the capturing lap was
  lifted from (the move's hole, or the last relay's hole), as a sowing
  from it: the first into the hole after it, on along the mover's track
  (in the initial phase passing over the two rightmost holes).  Their final
  counter is judged as any: it ends the turn in an empty hole, captures
  again (sown back from the same hole), or relays.
- A move whose sowing would never end (the same board comes back at the
  start of a lap of the same kind from the same hole) is no move.
- The end: the player to move who has no move (no counters, or only moves
  that never end) loses; the game ends there.  `to_move` is null once the
  game is over.

Usage: python3 ref_isolo.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Rules, capture_tally, drive, other
from ref_four_rows import Board, Endless

COLUMNS = 8
BOARD = Board(COLUMNS)
OWN = BOARD.own_holes()
TRACK = {p: BOARD.circuit(p) for p in (SOUTH, NORTH)}
N = len(TRACK[SOUTH])  # 16 places round a player's two rows
PLACE = {p: {h: k for k, h in enumerate(TRACK[p])} for p in (SOUTH, NORTH)}
INNER_ROW = {SOUTH: 1, NORTH: 2}
OUTER_ROW = {SOUTH: 0, NORTH: 3}
RIGHT_COL = {SOUTH: COLUMNS - 1, NORTH: 0}
SECOND_COL = {SOUTH: COLUMNS - 2, NORTH: 1}
R_OUTER = {p: BOARD.hole(OUTER_ROW[p], RIGHT_COL[p]) for p in (SOUTH, NORTH)}
R_INNER = {p: BOARD.hole(INNER_ROW[p], RIGHT_COL[p]) for p in (SOUTH, NORTH)}
SECOND_INNER = {p: BOARD.hole(INNER_ROW[p], SECOND_COL[p]) for p in (SOUTH, NORTH)}

OPENING, INITIAL, OPEN = "opening", "initial", "open"


def name(h):
    return BOARD.order[h]


def start_board():
    """Two counters a hole, then the opening's two fixed steps."""
    holes = [2] * len(BOARD)
    for p in (SOUTH, NORTH):
        outer = [BOARD.hole(OUTER_ROW[p], c) for c in range(COLUMNS)]
        inner = [BOARD.hole(INNER_ROW[p], c) for c in range(COLUMNS)]
        for h in outer:  # all the outer row into its rightmost hole
            if h != R_OUTER[p]:
                holes[R_OUTER[p]] += holes[h]
                holes[h] = 0
        for h in inner:  # one counter of each inner hole, one per outer hole
            holes[h] -= 1
        for h in outer:
            holes[h] += 1
    assert holes[R_OUTER[SOUTH]] == 17 and holes[R_OUTER[NORTH]] == 17
    return holes


def step(player, at, phase):
    """The place after place `at` on the player's track, passing over the
    two rightmost holes in the initial phase."""
    while True:
        at = (at + 1) % N
        h = TRACK[player][at]
        if phase == INITIAL and h in (R_OUTER[player], R_INNER[player]):
            continue
        return at


def move_from(holes, player, start, phase, opp_phase):
    """The whole move from hole `start`, on a copy of the board: returns the
    board and the events; raises Endless."""
    holes = list(holes)
    ring = TRACK[player]
    opp = other(player)
    seen = set()
    events = []
    laps = 0
    # a lap: (kind, origin place, seeds in hand); kind "lift" lifts the
    # origin hole, kind "back" sows captured counters from the origin.
    lap = ("lift", PLACE[player][start], None)
    while True:
        kind, origin, hand = lap
        key = (kind, origin, hand, tuple(holes))
        if key in seen:
            raise Endless()
        seen.add(key)
        laps += 1
        if kind == "lift":
            h = ring[origin]
            seeds, holes[h] = holes[h], 0
        else:
            seeds = hand
        at = origin
        for k in range(seeds):
            at = step(player, at, phase)
            if phase == OPENING and k == seeds - 1 and ring[at] == R_OUTER[player]:
                events.append("turned-aside %s>%s" % (name(ring[at]), name(SECOND_INNER[player])))
                at = PLACE[player][SECOND_INNER[player]]
            holes[ring[at]] += 1
        pos = ring[at]
        if holes[pos] == 1:
            events.append("last=%s" % name(pos))
            if laps > 1:
                events.insert(0, "relays=%d" % (laps - 1))
            return holes, events
        row, col = BOARD.row_col(pos)
        if phase != OPENING and row == INNER_ROW[player]:
            inner = BOARD.hole(INNER_ROW[opp], col)
            outer = BOARD.hole(OUTER_ROW[opp], col)
            if opp_phase != OPEN and col == RIGHT_COL[opp]:
                if holes[inner] or holes[outer]:
                    events.append("out-of-play-column at %s (%s:%d %s:%d)" % (
                        name(pos), name(inner), holes[inner], name(outer), holes[outer]))
            elif holes[inner] + holes[outer] > 0:
                taken = holes[inner] + holes[outer]
                events.append("capture %s:%d+%s:%d=%d at %s from %s" % (
                    name(inner), holes[inner], name(outer), holes[outer], taken,
                    name(pos), name(ring[origin])))
                holes[inner] = holes[outer] = 0
                lap = ("back", origin, taken)
                continue
        lap = ("lift", at, None)


_ENDS = {}


def ends(holes, player, h, phase, opp_phase):
    key = (tuple(holes), player, h, phase, opp_phase)
    if key not in _ENDS:
        try:
            move_from(holes, player, h, phase, opp_phase)
            _ENDS[key] = True
        except Endless:
            _ENDS[key] = False
    return _ENDS[key]


class IsoloGame(Game):
    def __init__(self, rules):
        Game.__init__(self, rules)
        self.phase = {SOUTH: OPENING, NORTH: OPENING}

    def legal_for(self, player):
        phase = self.phase[player]
        if phase == OPENING:
            starts = [R_INNER[player]]
        elif phase == INITIAL:
            starts = [h for h in OWN[player] if h != R_INNER[player]]
        else:
            starts = OWN[player]
        return [name(h) for h in starts
                if self.holes[h] > 0
                and ends(self.holes, player, h, phase, self.phase[other(player)])]

    def legal(self):
        return [] if self.to_move is None else self.legal_for(self.to_move)


def play(g, move):
    player = g.to_move
    opp = other(player)
    h = BOARD.index[move]
    phase = g.phase[player]
    g.holes, events = move_from(g.holes, player, h, phase, g.phase[opp])
    if phase == OPENING:
        g.phase[player] = INITIAL
        events.append("phase:%s-initial" % player)
    elif phase == INITIAL and h == R_OUTER[player]:
        g.phase[player] = OPEN
        events.append("phase:%s-open" % player)
    if phase == INITIAL and g.holes[R_INNER[player]]:
        events.append("BUG:rightmost-inner-sown")
    if g.legal_for(opp):
        g.to_move = opp
        return events
    g.to_move = None
    return events + ["over:%s-cannot-move" % opp]


ISOLO = Rules(BOARD, start_board(), None, None)
ISOLO.play = play


def summary(g):
    caps, counts, most = capture_tally(g)
    keys = ["turned-aside", "out-of-play-column", "phase"]
    back_again = sum(1 for ev in g.events
                     if sum(e.startswith("capture") for e in ev) > 1)
    end = [e for e in g.events[-1] if e.startswith("over")]
    return "cap S=%d N=%d multi=%d maxrelay=%d %s %s" % (
        caps[SOUTH], caps[NORTH], back_again, most,
        " ".join("%s=%d" % (k, counts.get(k, 0)) for k in keys),
        end[0] if end else "")


if __name__ == "__main__":
    drive(lambda: IsoloGame(ISOLO), "isolo", sys.argv[1:], max_plies=2000,
          summary=summary)
