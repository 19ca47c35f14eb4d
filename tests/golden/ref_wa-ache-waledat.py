#!/usr/bin/env python3
"""Reference Wa'ache Waledat (Eritrea; Pankhurst 1971: 171, as the Ludii
portal summarises it), written from the rules text of Ludii's "Wa'ache
Waledat" and the interpretations below, not from sow.

Rules, in short: two rows of six holes, three counters a hole, no stores.
A move sows anticlockwise from the three holes at the mover's right,
clockwise from the three at their left.  A last counter in an occupied hole
lifts it and the sowing goes on, unless it makes four there: then the four
are captured and the mover plays again; such captures are not made on the
first turn.  A last counter in an empty hole ends the turn.  Play goes on
until one player's row is empty; the other then takes what is left in
theirs, and the more counters captured wins.

Interpretations:
- Holes a1..f1 (row 1, South's, left to right from South) and a2..f2
  (row 2, North's); a2 is opposite a1.  The ring of holes anticlockwise:
  a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2, then a1 again.  There are no stores:
  `stores` in the trace is the counters each player has captured (in hand).
- "Right" and "left" are each player's own, as they sit: South's right
  three are d1 e1 f1 and left three a1 b1 c1; North sits across the board,
  so North's right three are a2 b2 c2 and left three d2 e2 f2.  From the
  right three a move sows anticlockwise (written `d1+`, `a2+`: South
  towards f1 and on into f2, North towards a2 and on into a1), from the
  left three clockwise (`a1-`, `f2-`).  The way follows from the hole, so
  each hole has one move.  (Ludii's code takes the board's right side,
  d2 e2 f2, as North's "right" too, which is North's left as North sits;
  we follow the text, which makes the game the same for both players.)
- A move lifts every counter of any hole of the mover's own row that holds
  at least one, and sows them one a hole from the next hole on; no hole is
  skipped (a lap of twelve or more drops into its own origin too).
- Where a lap's last counter falls:
  1. into a hole that held no counter: the turn ends;
  2. into a hole, of either row, that it brings to exactly four, on any
     turn but each player's first: the four are captured by the mover, the
     sowing ends there, and the mover plays again (another ply, a fresh
     move from any non-empty hole of their row, its way again set by the
     hole: Ludii's code also keeps the way of the move before for this
     extra move, which the text does not say, so we do not);
  3. into any other hole that held counters (a four on a player's first
     turn too): all its counters, the last included, are lifted and sown on
     the same way, from the next hole.
  Only a lap's last counter can capture; a four made by a counter passing
  through is not taken.
- "The first turn" is each player's first turn: South's ply 1 and North's
  ply 2 capture nothing (no first turn has an extra move, since nothing is
  captured in it).  We read Ludii's code, which allows the capture only
  once its turn count is past two, the same way.  In play the two readings
  never differ: South's first lap always ends in a four (three counters
  into holes of three), which relays, but no lap of any first move of
  North's, after any first move of South's, ends in a four, so "the
  game's first turn" would play the same.
- A move whose relay sowing would never end (the same board with the same
  hole to lift comes back; the way and whether captures are allowed are
  fixed for the move) is not a legal move.
- After every ply (a sowing that ended in an empty hole, or a capture),
  if either player's row is empty the game ends; the other player takes
  the counters left in their own row.  The test is made at the end of the
  ply, not between the laps of a relay (Ludii's code tests after every lap;
  a row empty in the middle of a relay may be refilled before it ends).
  Should the player to move have counters but only endless moves, the game
  ends too and each player takes their own row (never seen).
- The score is the counters captured plus those taken at the end; the more
  wins, equal (18 each) draws.  The last line of the trace shows the board
  as the last ply left it: the counters left in the row are not added to
  `stores` (the README's convention).

The trace (`trace`) names each ply's events: `first-turn-four-relays H`
(a first turn's lap ended in a four at H and relayed), `four-passed H` (a
counter that is not a lap's last made four at H: nothing taken),
`passes-origin` (a lap of twelve or more), `relays=N`, `capture H:4
own-row|opponent-row`, `extra-ply` (the mover's ply after a capture) and
`extra-other-way` (it sows the other way from the capturing move),
`ends-empty H`, `endless-refused MOVES` (the next player's moves refused
as endless) and `over REASON S-N WINNER` (scores with the rows taken).

Usage: python3 ref_wa-ache-waledat.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Game, Ring, drive, other

RING = Ring(6)          # order: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2
SIZE = len(RING)
START = [3] * SIZE

# The way each hole sows, seen from its owner: +1 anticlockwise (along the
# ring), -1 clockwise.
ANTICLOCKWISE_FROM = {"d1", "e1", "f1", "a2", "b2", "c2"}
CLOCKWISE_FROM = {"a1", "b1", "c1", "d2", "e2", "f2"}
assert not ANTICLOCKWISE_FROM & CLOCKWISE_FROM
assert len(ANTICLOCKWISE_FROM | CLOCKWISE_FROM) == SIZE


def way_of(name):
    return 1 if name in ANTICLOCKWISE_FROM else -1


def move_name(i):
    name = RING.order[i]
    return name + ("+" if way_of(name) == 1 else "-")


class Endless(Exception):
    """A relay sowing that would never end."""


def sow(holes, start, step, captures):
    """Sow from hole index `start` the way `step` on `holes` in place.
    Returns (how it ended: "empty" or "capture", last hole, laps, events)."""
    seen = set()
    pos = start
    laps = 0
    events = []
    while True:
        laps += 1
        seeds, holes[pos] = holes[pos], 0
        if seeds >= SIZE:
            events.append("passes-origin")
        while seeds:
            pos = (pos + step) % SIZE
            holes[pos] += 1
            seeds -= 1
            if seeds and holes[pos] == 4:
                events.append("four-passed %s" % RING.order[pos])
        if holes[pos] == 1:
            return "empty", pos, laps, events
        if holes[pos] == 4:
            if captures:
                return "capture", pos, laps, events
            events.append("first-turn-four-relays %s" % RING.order[pos])
        key = (tuple(holes), pos)
        if key in seen:
            raise Endless()
        seen.add(key)


def moves_of(holes, player, captures):
    """(name, ...) of every legal move: each non-empty own hole whose sowing
    ends."""
    moves = []
    endless = []
    for i in RING.own_holes(player):
        if holes[i] == 0:
            continue
        try:
            sow(list(holes), i, way_of(RING.order[i]), captures)
        except Endless:
            endless.append(move_name(i))
            continue
        moves.append(move_name(i))
    return moves, endless


class WaacheGame(Game):
    """A game: captures are allowed from ply 3 on (each player's first turn
    is ply 1, South, and ply 2, North)."""

    def captures(self):
        return self.ply >= 2

    def legal(self):
        if self.to_move is None:
            return []
        return moves_of(self.holes, self.to_move, self.captures())[0]


def play(g, move):
    player = g.to_move
    name, sign = move[:-1], move[-1]
    start = RING.index[name]
    step = way_of(name)
    assert sign == ("+" if step == 1 else "-")
    holes = g.holes
    events = []
    if g.extra:
        events.append("extra-ply")
        if g.extra != step:
            events.append("extra-other-way")
    how, last, laps, evs = sow(holes, start, step, g.captures())
    events += evs
    if laps > 1:
        events.append("relays=%d" % (laps - 1))
    if how == "capture":
        holes[last] = 0
        g.stores[player] += 4
        side = "own" if RING.owner(last) == player else "opponent"
        events.append("capture %s:4 %s-row" % (RING.order[last], side))
        g.to_move = player
        g.extra = step
    else:
        events.append("ends-empty %s" % RING.order[last])
        g.to_move = other(player)
        g.extra = 0
    rows = {p: RING.row_total(holes, p) for p in (SOUTH, NORTH)}
    over = None
    if rows[SOUTH] == 0 or rows[NORTH] == 0:
        over = "row-empty"
    else:
        # g.ply is not yet counted up: the next ply is g.ply + 2.
        moves, endless = moves_of(holes, g.to_move, g.ply + 1 >= 2)
        if endless:
            events.append("endless-refused %s" % " ".join(endless))
        if not moves:
            over = "no-move"
    if over:
        g.to_move = None
        s = g.stores[SOUTH] + rows[SOUTH]
        n = g.stores[NORTH] + rows[NORTH]
        events.append("over %s %d-%d %s" % (
            over, s, n, "draw" if s == n else ("south" if s > n else "north")))
    return events


class Rules:
    def __init__(self):
        self.ring = RING
        self.start = START
        self.play = play
        self.legal = None


def new_game():
    g = WaacheGame(Rules())
    g.extra = 0
    return g


if __name__ == "__main__":
    drive(new_game, "wa-ache-waledat", sys.argv[1:], max_plies=2000)
