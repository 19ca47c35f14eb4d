#!/usr/bin/env python3
"""An independent reference of Gabata (Oromo), Addis Ababa (after Pankhurst
1971: 178), written from the rules text of Ludii's "Gabata (Oromo)" and the
interpretations below, not from sow's source nor from the example's TOML.

Rules, in short (our paraphrase): two rows of six holes, four counters in
each.  The game opens with a stylised move: the first player takes the four
counters of their leftmost hole and puts them into the next hole
anticlockwise, then the four of the hole after that into the next, and so on
until holes of eight and empty holes alternate round the board; they then
sow from the last hole of eight they made.  Sowing runs anticlockwise; a
last counter in an occupied hole lifts that hole and the sowing goes on, in
an empty hole it ends the turn.  A counter that makes a hole hold four in
the middle of a sowing gives the four to the sower; where it is the last
counter of the sowing, the four are picked up and sown on instead.  A player
who cannot play passes.  When all the counters have been captured, the one
who captured most wins.

Interpretations (the example's comments say the same):
- Holes a1..f1 (South's row, left to right from South) and a2..f2; the
  anticlockwise order is a1 b1 .. f1 f2 e2 .. a2, then a1.  No stores: taken
  counters are held in hand and shown as `stores`.  South moves first.
- The stylised move is South's (the first player's), and with the sowing
  that follows it is South's first turn, a single ply written
  `opening=eights` (the only legal first ply).  Worked by hand: a1's four go
  into b1, c1's into d1, e1's into f1, f2's into e2, d2's into c2 and b2's
  into a2; b1 d1 f1 e2 c2 a2 then hold eight, the others none.  The last hole
  of eight made is a2 (North's row), and South sows its eight at once, as
  any sowing.  Then North moves.
- A move lifts every counter of a hole of the mover's own row that holds any
  (one is enough) and sows them one a hole anticlockwise from the next hole;
  a lap of twelve or more drops counters into its own hole too.
- Each counter but a lap's last that brings a hole (either row) to exactly
  four: the sower takes the four at once and sows on with what is in hand.
- A lap's last counter in a hole that held counters (a four made so too):
  that hole is lifted, the counter with them, and sown on from the next
  hole; in an empty hole the turn ends.
- A move whose relay would never end (the same board comes back at a lift of
  the same hole) may not be played.  A player with no legal move passes
  (`passed` names them on the line of the ply after which they passed) and
  the other moves again; if neither can move, the game ends.
- The end: four counters can never be taken (a four is made by a counter
  that is not its lap's last, so five at least are on the board), so the
  text's "all captured" never comes.  The game ends after the ply that
  leaves four counters or fewer on the board; they count for nobody; most
  counters taken wins.  On the last line `to_move` is null.

Trace: every position has `ply`, `move`, `player`, `holes`, `stores`,
`to_move` and `passed`.

Usage: python3 ref_gabata-oromo.py trace MOVE... | write | pick LO HI
       | compare LO HI [SOW]
"""
import sys

from ref_common import NORTH, SOUTH, Ring, drive, other

RING = Ring(6)          # order: a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2
N = len(RING)
NAMES = RING.order
IDX = RING.index
OPENING = "opening=eights"
MAX_PLIES = 2000


class Endless(Exception):
    """A relay sowing that never ends."""


def stylised(holes):
    """The stylised move on `holes` (the starting board) in place: from the
    leftmost hole, every other hole's four into the hole after it, round the
    board.  Returns the last hole of eight made."""
    pos = IDX["a1"]
    last = None
    while holes[pos] == 4:
        nxt = (pos + 1) % N
        holes[nxt] += holes[pos]
        holes[pos] = 0
        last = nxt
        pos = (nxt + 1) % N
    assert all(holes[i] == (0 if i % 2 == 0 else 8) for i in range(N))
    return last


def sow(holes, start):
    """The relay sowing from `start` on a copy of `holes`: (board, counters
    taken by the sower, events); raises Endless."""
    h = list(holes)
    taken = 0
    events = []
    seen = set()
    pos = start
    laps = 0
    while True:
        key = (tuple(h), pos)
        if key in seen:
            raise Endless()
        seen.add(key)
        laps += 1
        hand, h[pos] = h[pos], 0
        while hand:
            pos = (pos + 1) % N
            h[pos] += 1
            hand -= 1
            if hand and h[pos] == 4:
                h[pos] = 0
                taken += 4
                events.append("capture %s" % NAMES[pos])
        if h[pos] == 1:
            events.append("relays=%d" % (laps - 1))
            return h, taken, events
        if h[pos] == 4:
            events.append("last-four-sown-on %s" % NAMES[pos])


class Game:
    def __init__(self):
        self.holes = [4] * N
        self.stores = {SOUTH: 0, NORTH: 0}
        self.to_move = SOUTH
        self.ply = 0
        self.total = sum(self.holes)
        self.log = [self.line(None, None, None)]
        self.events = [[]]

    def line(self, move, player, passed):
        return {
            "ply": self.ply,
            "move": move,
            "player": player,
            "holes": {n: self.holes[IDX[n]] for n in RING.display},
            "stores": {SOUTH: self.stores[SOUTH], NORTH: self.stores[NORTH]},
            "to_move": self.to_move,
            "passed": passed,
        }

    def moves_of(self, player):
        if self.ply == 0:
            return [OPENING]
        out = []
        for i in RING.own_holes(player):
            if self.holes[i] == 0:
                continue
            try:
                sow(self.holes, i)
            except Endless:
                continue
            out.append(NAMES[i])
        return out

    def legal(self):
        return [] if self.to_move is None else self.moves_of(self.to_move)

    def play(self, move):
        assert move in self.legal(), "illegal move %s at ply %d" % (move, self.ply + 1)
        player = self.to_move
        events = []
        if move == OPENING:
            start = stylised(self.holes)
            events.append("opening last-eight=%s" % NAMES[start])
        else:
            start = IDX[move]
        self.holes, taken, ev = sow(self.holes, start)
        events += ev
        self.stores[player] += taken
        assert sum(self.holes) + self.stores[SOUTH] + self.stores[NORTH] == self.total
        self.ply += 1
        passed = None
        if sum(self.holes) <= 4:
            self.to_move = None
            events.append("end board=%d south=%d north=%d" % (
                sum(self.holes), self.stores[SOUTH], self.stores[NORTH]))
        else:
            nxt = other(player)
            if self.moves_of(nxt):
                self.to_move = nxt
            elif self.moves_of(player):
                self.to_move = player
                passed = nxt
                events.append("pass %s" % nxt)
            else:
                self.to_move = None
                events.append("end stuck")
        self.log.append(self.line(move, player, passed))
        self.events.append(events)


if __name__ == "__main__":
    drive(Game, "gabata-oromo", sys.argv[1:], max_plies=MAX_PLIES)
